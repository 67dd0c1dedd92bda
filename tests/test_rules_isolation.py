"""STYLE.md point 1: `rules/` (installed as `parlour.rules`) never imports textual or rich.

A fresh interpreter walks the whole package, imports every module in it (whatever its
game packages hold when the test runs) and reports what ended up in sys.modules.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import importlib, json, pkgutil, sys
import parlour.rules
names = ["parlour.rules"]
for info in pkgutil.walk_packages(parlour.rules.__path__, "parlour.rules."):
    importlib.import_module(info.name)
    names.append(info.name)
print(json.dumps({"modules": names,
                  "ui": sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))}))
"""


def probe() -> dict:
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, f"a rules module failed to import:\n{result.stderr}"
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_no_rules_module_imports_textual_or_rich() -> None:
    found = probe()
    expected_files = {
        "parlour." + ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "rules").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert expected_files <= set(found["modules"]), "every file under rules/ was imported"
    assert {
        "parlour.rules.put_and_take.engine",
        "parlour.rules.scenario.runner",
        "parlour.rules.red_dog",
        "parlour.rules.put",
    } <= set(found["modules"])
    assert found["ui"] == [], f"rules pulled in {found['ui']}"
