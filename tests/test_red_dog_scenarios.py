"""Red Dog through the scenario runner: golden scenarios, the command line, and refused input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.rules import cards as C
from parlour.rules.scenario import run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
EXAMPLE = SCENARIOS / "red_dog_example_burn_max_bets.json"
"""The worked example of SCENARIOS.md, copied here."""
OWN = sorted(path for path in SCENARIOS.glob("red_dog_*.json") if path != EXAMPLE)
ROOT = Path(__file__).resolve().parent.parent


def check_golden(path: Path) -> None:
    data = json.loads(path.read_text())
    code, output = run_scenario(data["scenario"])
    assert code == 0, output
    for key, value in data["expected"].items():
        assert output[key] == value, key


def test_golden_example_burn_max_bets_in_a_subprocess():
    data = json.loads(EXAMPLE.read_text())
    result = subprocess.run([sys.executable, "-m", "rules.scenario", "-"], input=json.dumps(data["scenario"]),
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    output = json.loads(result.stdout)
    for key, value in data["expected"].items():
        assert output[key] == value, key
    assert output["game"] == "red_dog" and all(event["type"] != "burn" or "card" not in event
                                               for event in output["events"])


def test_golden_example_in_process():
    check_golden(EXAMPLE)


def test_own_golden_scenarios_exist():
    assert len(OWN) >= 5


@pytest.mark.parametrize("path", OWN, ids=[path.stem for path in OWN])
def test_own_golden_scenario(path):
    check_golden(path)


def test_illegal_action_through_the_command_line_exits_2_without_a_traceback(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario([{"seat": 0, "do": "forfeit"}])))
    result = subprocess.run([sys.executable, "-m", "rules.scenario", str(path)], capture_output=True, text=True,
                            cwd=ROOT, timeout=60)
    assert result.returncode == 2 and result.stderr == ""
    assert json.loads(result.stdout) == {"error": "a short hand may bet or pass, not forfeit", "rule": "RD-V3"}


# -- refused actions and setups (exit 2 naming the rule) ----------------------

HANDS = {"hands": [["AS", "2C", "3C", "4C"], ["6C", "7C", "8C", "9C", "TC"], ["JC", "QC", "KC", "2H", "3H"]],
         "stock": ["4H", "2S", "KD"]}


def scenario(actions: list[dict], **changes) -> dict:
    """Three players, dealer 2, seat 0 a short hand with 1 chip after the ante, pot 3."""
    base = {"game": "red_dog", "players": 3, "first_dealer": 2, "stacks": [2, 50, 50], "rounds": [HANDS],
            "actions": actions}
    base.update(changes)
    return base


@pytest.mark.parametrize("actions, rule, words", [
    ([{"seat": 0, "do": "bet", "amount": 0}], "RD-6", "at least 1"),
    ([{"seat": 0, "do": "bet", "amount": 2}], "RD-6", "chips"),
    ([{"seat": 0, "do": "pass"}, {"seat": 1, "do": "bet", "amount": 4}], "RD-6", "pot"),
    ([{"seat": 1, "do": "bet", "amount": 1}], "RD-6", "turn"),
    ([{"seat": 0, "do": "forfeit"}], "RD-V3", "short hand"),
    ([{"seat": 0, "do": "pass"}, {"seat": 1, "do": "pass"}], "RD-V3", "short hand"),
    ([{"seat": 0, "do": "play", "card": "AS"}], "RD-6", "bet, forfeit or pass"),
])
def test_rd6_rdv3_illegal_actions_exit_2_naming_the_rule(actions, rule, words):
    code, output = run_scenario(scenario(actions))
    assert code == 2 and output["rule"] == rule and words in output["error"]
    assert set(output) == {"error", "rule"}


def test_bet_at_zero_chips_names_ch4():
    code, output = run_scenario(scenario([{"seat": 0, "do": "bet", "amount": 1}], stacks=[1, 50, 50]))
    assert code == 2 and output["rule"] == "CH-4"


def test_short_hand_at_zero_chips_may_only_pass():
    code, output = run_scenario(scenario([], stacks=[1, 50, 50]))
    assert code == 0 and output["awaiting"] == {"seat": 0, "legal": ["pass"]}


def test_left_over_action_names_rd6():
    actions = [{"seat": 0, "do": "pass"}, {"seat": 1, "do": "forfeit"}, {"seat": 2, "do": "forfeit"},
               {"seat": 0, "do": "forfeit"}]
    code, output = run_scenario(scenario(actions))
    assert code == 2 and output["rule"] == "RD-6" and "left over" in output["error"]


@pytest.mark.parametrize("changes, rule", [
    ({"players": 8, "settings": {"burn": True}, "stacks": None, "rounds": []}, "RD-V1"),
    ({"players": 11, "stacks": None, "rounds": []}, "RD-1"),
    ({"rounds": [{"hands": HANDS["hands"], "stock": ["4H", "2S"]}]}, "RD-7"),
    ({"settings": {"burn": True}, "rounds": [HANDS]}, "RD-V1"),
])
def test_impossible_setups_exit_2_naming_the_rule(changes, rule):
    data = scenario([], **changes)
    if data["stacks"] is None:
        del data["stacks"]
    code, output = run_scenario(data)
    assert code == 2 and output["rule"] == rule


@pytest.mark.parametrize("settings", [{"burn": "yes"}, {"irregular_deals": 2}, {"four_card_hands": 1},
                                      {"bluff": True}])
def test_bad_settings_exit_2(settings):
    code, output = run_scenario(scenario([], settings=settings))
    assert code == 2 and output["error"]


def test_burn_allowed_with_eight_players_and_four_card_hands():
    data = {"game": "red_dog", "players": 8, "settings": {"burn": True, "four_card_hands": True},
            "rounds": [{"deck": list(C.DECK)}]}
    code, output = run_scenario(data)
    assert code == 0 and output["awaiting"] == {"seat": 1, "legal": ["forfeit", "bet 1..8"]}
