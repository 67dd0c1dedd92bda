"""The scenario runner (SCENARIOS.md): Put and Take golden scenarios, the command line, refused input.

Golden files are `{"scenario": ..., "expected": ...}`; every expected field is compared.
The worked examples of SCENARIOS.md are kept as copies in tests/scenarios/*_example_*.json.
Every golden file's whole output, as the command line prints it, is kept in
tests/scenarios/outputs/ and must stay byte for byte the same.
"""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.rules import cards as C
from parlour.rules.events import Event
from parlour.rules.scenario import run_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = Path(__file__).parent / "scenarios"
GOLDEN = sorted(SCENARIOS.glob("put_and_take_*.json"))
OUTPUT_KEYS = {"game", "stacks", "pot", "scores", "dealer", "rounds_played", "finished", "winner", "awaiting", "events"}
DECK = list(C.DECK)


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def run_cli(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rules.scenario", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def base(**changes) -> dict:
    """A valid Put and Take scenario with one round, changed by `changes` (None removes a key)."""
    data = {"game": "put_and_take", "players": 3, "rounds": [{"deck": list(DECK)}]}
    data.update(changes)
    return {key: value for key, value in data.items() if value is not None}


# -- golden scenarios ----------------------------------------------------------------


def test_golden_files_are_there() -> None:
    names = {path.stem for path in GOLDEN}
    assert {"put_and_take_example_river", "put_and_take_example_variants_table_stakes"} <= names
    assert len(names) >= 6


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.json")), ids=lambda path: path.stem)
def test_the_output_stays_byte_for_byte_the_same(path: Path, capsys) -> None:
    """The runner prints exactly what it printed when the output was recorded (every golden file)."""
    from parlour.rules.scenario.__main__ import main

    scenario = json.dumps(load(path)["scenario"])
    assert main([str(path)]) == 2, "the golden file wraps the scenario, so the bare file is refused"
    capsys.readouterr()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdin", io.StringIO(scenario))
        assert main(["-"]) == 0
    expected = (SCENARIOS / "outputs" / f"{path.stem}.out").read_text(encoding="utf-8")
    assert capsys.readouterr().out == expected


@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_golden_scenario(path: Path) -> None:
    golden = load(path)
    code, output = run_scenario(golden["scenario"])
    assert code == 0, output
    assert set(golden["expected"]) <= OUTPUT_KEYS
    for key, value in golden["expected"].items():
        assert output[key] == value, key
    assert output["game"] == "put_and_take"


@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_golden_output_shape_every_card_and_chip_is_logged(path: Path) -> None:
    scenario = load(path)["scenario"]
    code, output = run_scenario(scenario)
    assert code == 0 and set(output) == OUTPUT_KEYS
    events = [Event.model_validate(e) for e in output["events"]]
    assert all(isinstance(e["type"], str) and e["type"] for e in output["events"])
    players = scenario["players"]
    stacks = tuple(scenario.get("stacks") or [scenario.get("settings", {}).get("starting_chips", 100)] * players)
    assert replay(events, stacks) == tuple(output["stacks"])
    turned = [e.card for e in events if e.type == "turn"]
    assert len(turned) == 10 * output["rounds_played"]
    dealt = [card for e in events if e.type == "deal" for card in cast("tuple[str, ...]", e.cards)]
    for number in range(output["rounds_played"]):
        deck = [C.parse_card(card) for card in scenario["rounds"][number]["deck"]]
        hands = 5 * sum(1 for e in round_events(events, number) if e.type == "deal")
        assert set(deck[:hands]) <= set(dealt)
        assert turned[10 * number : 10 * number + 10] == deck[hands : hands + 10]
    assert output["scores"] is None and output["pot"] == 0 and output["awaiting"] is None


def round_events(events: list[Event], number: int) -> list[Event]:
    """The events of round `number` (rounds end with the "bank" event, the last one with the game's end)."""
    ends = [i for i, e in enumerate(events) if e.type in ("bank", "game_over")]
    start = ends[number - 1] + 1 if number else 0
    return events[start : ends[number] + 1]


def replay(events: list[Event], stacks: tuple[int, ...]) -> tuple[int, ...]:
    """Stacks after every chip event of the log (the pool ends empty after each round)."""
    chips, pool = list(stacks), 0
    for e in events:
        if e.type not in ("pay", "cover", "receive", "pool", "rebuy"):
            continue
        assert e.seat is not None and e.amount is not None  # every chip event names its seat and amount
        if e.type in ("pay", "cover"):
            chips[e.seat] -= e.amount
            pool += e.amount
        elif e.type in ("receive", "pool"):
            chips[e.seat] += e.amount
            pool -= e.amount
        elif e.type == "rebuy":
            chips[e.seat] += e.amount
        assert pool >= 0
    assert pool == 0
    return tuple(chips)


def test_no_rounds_is_a_valid_scenario() -> None:
    code, output = run_scenario(base(rounds=[], first_dealer=2, stacks=[7, 8, 9]))
    assert code == 0
    assert output == {
        "game": "put_and_take",
        "stacks": [7, 8, 9],
        "pot": 0,
        "scores": None,
        "dealer": 2,
        "rounds_played": 0,
        "finished": False,
        "winner": None,
        "awaiting": None,
        "events": [],
    }


def test_cards_are_read_in_any_case_and_10_for_t() -> None:
    spelled = [("10" + c[1]).lower() if c[0] == "T" else c.lower() for c in DECK]
    assert run_scenario(base(rounds=[{"deck": spelled}])) == run_scenario(base())


def test_output_uses_the_canonical_card_form() -> None:
    _, output = run_scenario(base(rounds=[{"deck": [c.lower() for c in DECK]}]))
    cards = [e["card"] for e in output["events"] if "card" in e]
    assert cards and all(card == card.upper() and len(card) == 2 for card in cards)


# -- the command line ---------------------------------------------------------------------


def test_command_line_stdin_agrees_with_run_scenario() -> None:
    path = SCENARIOS / "put_and_take_example_variants_table_stakes.json"
    golden = load(path)
    _, expected = run_scenario(golden["scenario"])
    from_stdin = run_cli(["-"], json.dumps(golden["scenario"]))
    assert from_stdin.returncode == 0 and from_stdin.stderr == ""
    assert json.loads(from_stdin.stdout) == json.loads(json.dumps(expected))


def test_command_line_plays_a_scenario_file(tmp_path: Path) -> None:
    golden = load(SCENARIOS / "put_and_take_rounds_limit.json")
    path = tmp_path / "limit.json"
    path.write_text(json.dumps(golden["scenario"]), encoding="utf-8")
    result = run_cli([str(path)])
    assert result.returncode == 0 and result.stderr == ""
    output = json.loads(result.stdout)
    assert {key: output[key] for key in golden["expected"]} == golden["expected"]
    assert result.stdout.count("\n") == 1, "exactly one JSON object"


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["-"], "{not json"),
        (["-"], ""),
        (["-"], json.dumps(base(actions=[{"seat": 1, "do": "bet", "amount": 1}]))),
        (["-"], '{"game": "put_and_take", "players": ' + "9" * 5000 + ', "rounds": []}'),
        (["/nonexistent/scenario.json"], None),
        ([], None),
        (["a.json", "b.json"], None),
    ],
    ids=["not-json", "empty", "action", "huge-number", "missing-file", "no-args", "two-args"],
)
def test_command_line_bad_input_exit_2_one_json_object_no_traceback(args: list[str], stdin: str | None) -> None:
    result = run_cli(args, stdin)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr + result.stdout and result.stderr == ""
    output = json.loads(result.stdout)
    assert set(output) == {"error", "rule"} and output["error"]


# -- refused input ---------------------------------------------------------------------------


def with_settings(**settings) -> dict:
    return base(settings=settings)


def with_deck(deck: object) -> dict:
    return base(rounds=[{"deck": deck}])


BAD_INPUT = {
    "array": ([], None),
    "string": ("put_and_take", None),
    "number": (3, None),
    "null": (None, None),
    "unknown-top-key": (base(seed=4), None),
    "unknown-game": (base(game="poker"), None),
    "game-missing": ({"players": 3, "rounds": []}, None),
    "game-not-a-string": (base(game=1), None),
    "one-player": (base(players=1), "PT-1"),
    "nine-players": (base(players=9), "PT-1"),
    "zero-players": (base(players=0), "PT-1"),
    "players-string": (base(players="3"), None),
    "players-float": (base(players=3.0), None),
    "players-bool": (base(players=True), None),
    "players-missing": ({"game": "put_and_take", "rounds": []}, None),
    "settings-not-object": (base(settings=[]), None),
    "unknown-setting": (with_settings(colour=1), None),
    "other-games-setting": (with_settings(burn=True), None),
    "bool-as-1": (with_settings(ante=1), None),
    "bool-as-string": (with_settings(rebuy="true"), None),
    "int-as-string": (with_settings(rounds="5"), None),
    "int-as-true": (with_settings(starting_chips=True), None),
    "int-as-float": (with_settings(starting_chips=1.5), None),
    "starting-chips-0": (with_settings(starting_chips=0), None),
    "rounds-negative": (with_settings(rounds=-1), None),
    "bad-card-code": (with_deck(DECK[:51] + ["1H"]), None),
    "card-not-a-string": (with_deck(DECK[:51] + [10]), None),
    "deck-duplicate": (with_deck(DECK[:51] + ["AS"]), None),
    "deck-51": (with_deck(DECK[:51]), None),
    "deck-53": (with_deck(DECK + ["AS"]), None),
    "deck-not-a-list": (with_deck(" ".join(DECK)), None),
    "round-not-object": (base(rounds=[list(DECK)]), None),
    "round-without-deck": (base(rounds=[{}]), None),
    "round-with-hands": (base(rounds=[{"hands": [[], ["AS"], ["KS"]], "stock": ["QS"]}]), None),
    "unknown-key-in-round": (base(rounds=[{"deck": list(DECK), "cut": 4}]), None),
    "rounds-missing": (base(rounds=None), None),
    "rounds-not-a-list": (base(rounds={"deck": list(DECK)}), None),
    "stacks-too-short": (base(stacks=[10, 10]), None),
    "stacks-too-long": (base(stacks=[10, 10, 10, 10]), None),
    "stacks-zero": (base(stacks=[10, 0, 10]), "CH-1"),
    "stacks-negative": (base(stacks=[10, -5, 10]), "CH-1"),
    "stacks-string": (base(stacks=[10, "10", 10]), None),
    "stacks-float": (base(stacks=[10, 10.0, 10]), None),
    "stacks-bool": (base(stacks=[10, True, 10]), None),
    "stacks-not-a-list": (base(stacks=10), None),
    "first-dealer-too-high": (base(first_dealer=3), None),
    "first-dealer-negative": (base(first_dealer=-1), None),
    "first-dealer-string": (base(first_dealer="0"), None),
    "first-dealer-bool": (base(first_dealer=False), None),
    "actions-not-a-list": (base(actions={"seat": 0, "do": "bet"}), None),
    "action-not-object": (base(actions=["bet"]), None),
    "action-unknown-key": (base(actions=[{"seat": 1, "do": "forfeit", "why": "bored"}]), None),
    "action-unknown-kind": (base(actions=[{"seat": 1, "do": "take"}]), None),
    "action-kind-not-a-string": (base(actions=[{"seat": 1, "do": ["bet"]}]), None),
    "bet-for-put-and-take": (base(actions=[{"seat": 1, "do": "bet", "amount": 2}]), "PT-11"),
    "forfeit-for-put-and-take": (base(actions=[{"seat": 0, "do": "forfeit"}]), "PT-11"),
    "play-for-put-and-take": (base(actions=[{"seat": 2, "do": "play", "card": "AS"}]), "PT-11"),
    "action-with-no-rounds": (base(rounds=[], actions=[{"seat": 1, "do": "put"}]), "PT-11"),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUT))
def test_bad_input_exit_2_with_error_and_rule(name: str) -> None:
    data, rule = BAD_INPUT[name]
    code, output = run_scenario(copy.deepcopy(data))
    assert code == 2, output
    assert set(output) == {"error", "rule"}
    assert isinstance(output["error"], str) and len(output["error"]) > 10
    assert output["rule"] is None or isinstance(output["rule"], str)
    if rule is not None:
        assert output["rule"] == rule


def test_error_sentences_say_what_is_wrong() -> None:
    assert "52" in run_scenario(with_deck(DECK[:51]))[1]["error"]
    assert "AS" in run_scenario(with_deck(DECK[:51] + ["AS"]))[1]["error"]
    assert "seed" in run_scenario(base(seed=1))[1]["error"]
    assert "colour" in run_scenario(with_settings(colour=1))[1]["error"]
    assert "cut" in run_scenario(base(rounds=[{"deck": list(DECK), "cut": 4}]))[1]["error"]


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats()
    | st.text(max_size=4)
    | st.sampled_from(["AS", "10h", "put_and_take", "bet", "play", "deck"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["seat", "do", "amount", "card", "deck", "hands", "ante", "rounds", "x"]), inner, max_size=3
        )
    ),
    max_leaves=8,
)
PLACES = [
    ("game",),
    ("players",),
    ("settings",),
    ("settings", "ante"),
    ("settings", "rounds"),
    ("first_dealer",),
    ("stacks",),
    ("stacks", 1),
    ("rounds",),
    ("rounds", 0),
    ("rounds", 0, "deck"),
    ("rounds", 0, "deck", 3),
    ("actions",),
    ("actions", 0),
    ("actions", 0, "seat"),
    ("actions", 0, "do"),
    ("actions", 0, "card"),
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(place=st.sampled_from(PLACES), value=JSON_VALUES)
def test_any_json_anywhere_gives_an_answer_never_an_exception(place: tuple, value: object) -> None:
    data = base(settings={"ante": True}, stacks=[5, 5, 5], first_dealer=0, actions=[{"seat": 1, "do": "forfeit"}])
    node = data
    for key in place[:-1]:
        node = node[key]
    node[place[-1]] = value
    code, output = run_scenario(data)
    assert code in (0, 2)
    assert set(output) == ({"error", "rule"} if code == 2 else OUTPUT_KEYS)
    json.dumps(output)
