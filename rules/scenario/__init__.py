"""The scenario runner: `python -m rules.scenario FILE.json` (SCENARIOS.md, a fixed interface)."""

from .runner import run_scenario

__all__ = ["run_scenario"]
