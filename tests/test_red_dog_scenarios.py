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
    result = subprocess.run(
        [sys.executable, "-m", "rules.scenario", "-"],
        input=json.dumps(data["scenario"]),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    output = json.loads(result.stdout)
    for key, value in data["expected"].items():
        assert output[key] == value, key
    assert output["game"] == "red_dog" and all(
        event["type"] != "burn" or "card" not in event for event in output["events"]
    )


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
    result = subprocess.run(
        [sys.executable, "-m", "rules.scenario", str(path)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 2 and result.stderr == ""
    assert json.loads(result.stdout) == {"error": "a short hand may bet or pass, not forfeit", "rule": "RD-V3"}


# -- refused actions and setups (exit 2 naming the rule) ----------------------

HANDS = {
    "hands": [["AS", "2C", "3C", "4C"], ["6C", "7C", "8C", "9C", "TC"], ["JC", "QC", "KC", "2H", "3H"]],
    "stock": ["4H", "2S", "KD"],
}


def scenario(actions: list[dict], **changes) -> dict:
    """Three players, dealer 2, seat 0 a short hand with 1 chip after the ante, pot 3."""
    base = {
        "game": "red_dog",
        "players": 3,
        "first_dealer": 2,
        "stacks": [2, 50, 50],
        "rounds": [HANDS],
        "actions": actions,
    }
    base.update(changes)
    return base


@pytest.mark.parametrize(
    "actions, rule, words",
    [
        ([{"seat": 0, "do": "bet", "amount": 0}], "RD-6", "at least 1"),
        ([{"seat": 0, "do": "bet", "amount": 2}], "RD-6", "chips"),
        ([{"seat": 0, "do": "pass"}, {"seat": 1, "do": "bet", "amount": 4}], "RD-6", "pot"),
        ([{"seat": 1, "do": "bet", "amount": 1}], "RD-6", "turn"),
        ([{"seat": 0, "do": "forfeit"}], "RD-V3", "short hand"),
        ([{"seat": 0, "do": "pass"}, {"seat": 1, "do": "pass"}], "RD-V3", "short hand"),
        ([{"seat": 0, "do": "play", "card": "AS"}], "RD-6", "bet, forfeit or pass"),
    ],
)
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
    actions = [
        {"seat": 0, "do": "pass"},
        {"seat": 1, "do": "forfeit"},
        {"seat": 2, "do": "forfeit"},
        {"seat": 0, "do": "forfeit"},
    ]
    code, output = run_scenario(scenario(actions))
    assert code == 2 and output["rule"] == "RD-6" and "left over" in output["error"]


@pytest.mark.parametrize(
    "changes, rule",
    [
        ({"players": 8, "settings": {"burn": True}, "stacks": None, "rounds": []}, "RD-V1"),
        ({"players": 11, "stacks": None, "rounds": []}, "RD-1"),
        ({"rounds": [{"hands": HANDS["hands"], "stock": ["4H", "2S"]}]}, "RD-7"),
        ({"settings": {"burn": True}, "rounds": [HANDS]}, "RD-V1"),
    ],
)
def test_impossible_setups_exit_2_naming_the_rule(changes, rule):
    data = scenario([], **changes)
    if data["stacks"] is None:
        del data["stacks"]
    code, output = run_scenario(data)
    assert code == 2 and output["rule"] == rule


@pytest.mark.parametrize("settings", [{"burn": "yes"}, {"irregular_deals": 2}, {"four_card_hands": 1}, {"bluff": True}])
def test_bad_settings_exit_2(settings):
    code, output = run_scenario(scenario([], settings=settings))
    assert code == 2 and output["error"]


def test_burn_allowed_with_eight_players_and_four_card_hands():
    data = {
        "game": "red_dog",
        "players": 8,
        "settings": {"burn": True, "four_card_hands": True},
        "rounds": [{"deck": list(C.DECK)}],
    }
    code, output = run_scenario(data)
    assert code == 0 and output["awaiting"] == {"seat": 1, "legal": ["forfeit", "bet 1..8"]}


# -- advice (SCENARIOS.md "Advice") -------------------------------------------

ADVICE_HANDS = {
    "hands": [["AS", "9H", "3C", "4D", "5D"], ["6C", "7C", "8C", "9C", "TC"], ["JC", "QC", "KC", "2H", "3H"]],
    "stock": ["KS", "4H", "2S", "KD", "QD", "JD"],
}


def brute_force_wins(hand: list[str], seen: set[str]) -> tuple[int, int]:
    """(wins, unseen) counted card by card: a card wins when the hand holds one of its suit ranked higher."""
    order = "23456789TJQKA"
    unseen = [card for card in C.DECK if card not in seen]
    wins = sum(
        1 for card in unseen if any(mine[1] == card[1] and order.index(mine[0]) > order.index(card[0]) for mine in hand)
    )
    return wins, len(unseen)


def test_advice_counts_the_unseen_cards_the_hand_beats():
    """Seat 1 bets 2 and loses to KS (its whole hand shown), seat 2 forfeits; seat 0's decision is advised."""
    data = {
        "game": "red_dog",
        "players": 3,
        "first_dealer": 0,
        "rounds": [ADVICE_HANDS],
        "advice": True,
        "actions": [{"seat": 1, "do": "bet", "amount": 2}, {"seat": 2, "do": "forfeit"}],
    }
    code, output = run_scenario(data)
    assert code == 0 and output["awaiting"]["seat"] == 0
    hand = ADVICE_HANDS["hands"][0]
    seen = set(hand) | {"KS"} | set(ADVICE_HANDS["hands"][1])  # RD-7: the turned card and the loser's hand
    assert output["advice"] == {"seat": 0, **dict(zip(("wins", "unseen"), brute_force_wins(hand, seen)))}
    assert output["advice"]["unseen"] == 52 - 5 - 1 - 5


def test_advice_with_burn_counts_the_burned_card_as_unseen():
    data = {
        "game": "red_dog",
        "players": 3,
        "first_dealer": 2,
        "settings": {"burn": True},
        "rounds": [ADVICE_HANDS],
        "advice": True,
    }
    code, output = run_scenario(data)
    hand = ADVICE_HANDS["hands"][0]
    assert output["advice"] == {"seat": 0, **dict(zip(("wins", "unseen"), brute_force_wins(hand, set(hand))))}


ALL_FORFEIT = [{"seat": 0, "do": "forfeit"}, {"seat": 1, "do": "forfeit"}, {"seat": 2, "do": "forfeit"}]


@pytest.mark.parametrize("changes", [{}, {"advice": False}, {"advice": True, "actions": ALL_FORFEIT}])
def test_no_advice_unless_asked_and_a_decision_awaits(changes):
    data = {"game": "red_dog", "players": 3, "first_dealer": 2, "rounds": [ADVICE_HANDS], **changes}
    code, output = run_scenario(data)
    assert code == 0 and "advice" not in output


@pytest.mark.parametrize("value", [1, "yes", None, [True]])
def test_advice_must_be_a_boolean(value):
    code, output = run_scenario({"game": "red_dog", "players": 3, "rounds": [], "advice": value})
    assert code == 2 and "advice" in output["error"]


@pytest.mark.parametrize("game", ["put_and_take", "put"])
def test_other_games_accept_advice_and_ignore_it(game):
    data = {"game": game, "players": 2, "rounds": [{"deck": list(C.DECK)}], "advice": True}
    code, output = run_scenario(data)
    assert code == 0 and "advice" not in output
