"""Put through the scenario runner: the worked examples of SCENARIOS.md (copied into
tests/scenarios/ as put_example_*), our own golden scenarios, the command line, and every
kind of refused input (exit 2 naming the rule)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.rules.scenario import run_scenario
from tests.put_helpers import deck_for

SCENARIOS = Path(__file__).parent / "scenarios"
GOLDEN = [SCENARIOS / "put_example_two_player_three_rounds.json", SCENARIOS / "put_example_partners_round.json"]
OWN = sorted(path for path in SCENARIOS.glob("put_*.json") if not path.name.startswith(("put_and_take", "put_example")))
ROOT = Path(__file__).resolve().parent.parent


def check_golden(path: Path) -> dict:
    data = json.loads(path.read_text())
    code, output = run_scenario(data["scenario"])
    assert code == 0, output
    for key, value in data["expected"].items():
        assert output[key] == value, key
    return output


@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_worked_example(path):
    output = check_golden(path)
    assert output["game"] == "put" and output["stacks"] is None and output["pot"] is None


def test_golden_two_player_example_through_the_command_line():
    path = GOLDEN[0]
    result = subprocess.run(
        [sys.executable, "-m", "rules.scenario", str(path)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 2, "the example file wraps the scenario, so the bare file is refused"
    data = json.loads(path.read_text())
    result = subprocess.run(
        [sys.executable, "-m", "rules.scenario", "-"],
        input=json.dumps(data["scenario"]),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0 and result.stderr == ""
    output = json.loads(result.stdout)
    assert {key: output[key] for key in data["expected"]} == data["expected"]


def test_own_golden_scenarios_exist():
    assert len(OWN) >= 8


@pytest.mark.parametrize("path", OWN, ids=[path.stem for path in OWN])
def test_own_golden_scenario(path):
    check_golden(path)


def test_own_scenario_through_the_command_line_from_a_file(tmp_path):
    data = json.loads((Path(__file__).parent / "scenarios" / "put_free_for_all_any_turn_take_back.json").read_text())
    path = tmp_path / "take_back.json"
    path.write_text(json.dumps(data["scenario"]))
    result = subprocess.run(
        [sys.executable, "-m", "rules.scenario", str(path)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 0, result.stdout
    output = json.loads(result.stdout)
    assert output["winner"] == 0 and any(e["type"] == "take_back" and e["card"] == "5S" for e in output["events"])


# -- refused input -------------------------------------------------------------------

HANDS = [["3S", "2S", "4S"], ["5H", "6H", "7H"]]
"""Dealer 0: seat 1 holds 3S 2S 4S and speaks first, seat 0 holds 5H 6H 7H."""


def scenario(actions: list[dict], **changes) -> dict:
    base = {
        "game": "put",
        "players": 2,
        "first_dealer": 0,
        "rounds": [{"deck": list(deck_for(HANDS))}],
        "actions": actions,
    }
    base.update(changes)
    return base


def refused(data: dict) -> dict:
    code, output = run_scenario(data)
    assert code == 2, output
    assert set(output) == {"error", "rule"}
    return output


@pytest.mark.parametrize(
    "actions, rule, words",
    [
        (
            [{"seat": 1, "do": "decline"}, {"seat": 0, "do": "decline"}, {"seat": 1, "do": "play", "card": "5H"}],
            "PU-5",
            "not in seat 1's hand",
        ),
        ([{"seat": 0, "do": "decline"}], "PU-4", "seat 1's turn"),
        (
            [{"seat": 1, "do": "decline"}, {"seat": 0, "do": "decline"}, {"seat": 0, "do": "play", "card": "5H"}],
            "PU-5",
            "seat 1's turn",
        ),
        ([{"seat": 1, "do": "put"}, {"seat": 0, "do": "put"}], "PU-4", "at most one put"),
        ([{"seat": 1, "do": "put"}, {"seat": 0, "do": "see"}, {"seat": 1, "do": "put"}], "PU-4", "at most one put"),
        ([{"seat": 1, "do": "fold"}], "PU-4", "no put to answer"),
        (
            [{"seat": 1, "do": "decline"}, {"seat": 0, "do": "decline"}, {"seat": 1, "do": "see"}],
            "PU-4",
            "no put to answer",
        ),
        ([{"seat": 1, "do": "play", "card": "3S"}], "PU-4", "window"),
        ([{"seat": 1, "do": "decline"}, {"seat": 0, "do": "decline"}, {"seat": 1, "do": "put"}], "PU-4", "PU-V1"),
        ([{"seat": 1, "do": "put"}, {"seat": 0, "do": "decline"}], "PU-4", "fold or see"),
        ([{"seat": 1, "do": "forfeit"}], "PU-4", "not a Put action"),
        ([{"seat": 1, "do": "put"}, {"seat": 0, "do": "fold"}, {"seat": 0, "do": "decline"}], "PU-5", "left over"),
    ],
)
def test_illegal_actions_exit_2_naming_the_rule(actions, rule, words):
    output = refused(scenario(actions))
    assert output["rule"] == rule and words in output["error"]


def test_putting_twice_with_put_at_any_turn_names_pu_v1():
    actions = [
        {"seat": 1, "do": "put"},
        {"seat": 0, "do": "see"},
        {"seat": 1, "do": "play", "card": "3S"},
        {"seat": 0, "do": "put"},
    ]
    output = refused(scenario(actions, settings={"put_any_turn": True}))
    assert output["rule"] == "PU-V1" and "at most one put" in output["error"]


def test_action_after_the_game_is_over_names_pu_7():
    actions = [{"seat": 1, "do": "put"}, {"seat": 0, "do": "fold"}, {"seat": 1, "do": "put"}]
    output = refused(scenario(actions, settings={"target": 1}))
    assert output["rule"] == "PU-7" and "game is over" in output["error"]


def test_free_for_all_answer_out_of_turn_names_pu_v2():
    hands = [["3S", "2S", "AS", "KS"], ["4S", "5S", "6S", "3H"], ["7S", "8S", "9S", "TS"]]
    data = {
        "game": "put",
        "players": 3,
        "settings": {"mode": "free_for_all"},
        "rounds": [{"deck": list(deck_for(hands))}],
        "actions": [{"seat": 1, "do": "put"}, {"seat": 0, "do": "fold"}],
    }
    output = refused(data)
    assert output["rule"] == "PU-V2" and "seat 2's turn" in output["error"]


@pytest.mark.parametrize(
    "changes, rule",
    [
        ({"stacks": [100, 100]}, "PU-7"),
        ({"settings": {"starting_chips": 100}}, "PU-7"),
        ({"settings": {"rebuy": False}}, "PU-7"),
        ({"settings": {"rounds": 3}}, "PU-7"),
        ({"players": 3}, "PU-3"),
        ({"players": 2, "settings": {"mode": "free_for_all"}}, "PU-V2"),
        ({"players": 7, "settings": {"mode": "free_for_all"}}, "PU-V2"),
        ({"players": 3, "settings": {"mode": "partners"}}, "PU-V3"),
    ],
)
def test_chip_settings_and_wrong_tables_are_refused_naming_the_rule(changes, rule):
    output = refused(scenario([], **changes))
    assert output["rule"] == rule


@pytest.mark.parametrize(
    "settings", [{"mode": "three"}, {"target": 0}, {"put_any_turn": 1}, {"target": True}, {"colour": "red"}]
)
def test_bad_settings_values_are_refused(settings):
    refused(scenario([], settings=settings))


def test_put_rounds_take_a_deck_not_hands():
    refused(scenario([], rounds=[{"hands": [["3S"], ["4S"]], "stock": []}]))
