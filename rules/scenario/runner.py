"""Plays a validated scenario through the real engines and builds the output object.

The round log can be long (100,000 actions make some 200,000 events), so each round's
events are handed to a sink as the round ends and the events themselves are let go:
`run_scenario` collects them as data, the command line as JSON text.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from ..errors import IllegalAction, RuleError
from ..events import Event
from .parse import Scenario, parse_scenario

EventSink = Callable[[Sequence[Event]], None]
"""Takes the events of one round (or of the part of it played), in order."""


def play(scenario: Scenario, sink: EventSink) -> dict[str, Any]:
    """Play the scripted rounds and actions, giving `sink` each round's events; stop early when a
    decision has no action left. The output object, without its events."""
    engine = scenario.info.engine()
    state = engine.new_game(
        scenario.settings, scenario.players, 0, first_dealer=scenario.first_dealer, stacks=scenario.stacks
    )
    actions = scenario.actions
    taken = 0
    awaiting = None
    for deal in scenario.rounds:
        if engine.is_over(state):
            break
        sink(state.events)
        state = engine.start_round(state, deal.deck, deal.hands)
        while awaiting is None and not engine.needs_round(state) and not engine.is_over(state):
            seat = engine.to_act(state)
            if seat is None:
                state = engine.advance(state)
            elif taken < len(actions):
                state = engine.apply(state, actions[taken])
                taken += 1
            else:
                awaiting = {"seat": seat, "legal": engine.legal_codes(state)}
        if awaiting is not None:
            break
    sink(state.events)
    if taken < len(actions):
        left = actions[taken]
        over = engine.is_over(state)
        why = "the game is over" if over else "no decision is due (the scripted rounds are played)"
        raise IllegalAction(
            f"action {taken + 1} ({left.code} by seat {left.seat}) is left over: {why}",
            engine.end_rule if over else engine.decision_rule,
        )
    outcome = engine.outcome(state)
    output = {
        "game": scenario.info.id,
        **engine.scoreboard(state),
        "dealer": engine.dealer(state),
        "rounds_played": state.rounds_played,
        "finished": outcome.finished,
        "winner": outcome.winner if outcome.finished else None,
        "awaiting": awaiting,
    }
    advice = engine.advice(state) if scenario.advice and awaiting is not None else None
    if advice is not None:
        output["advice"] = advice
    return output


def run_scenario(data: object) -> tuple[int, dict[str, Any]]:
    """(exit code, output object) for parsed JSON input: 0 played, 2 invalid or illegal."""
    events: list[dict[str, Any]] = []
    try:
        output = play(parse_scenario(data), lambda round_events: events.extend(e.public() for e in round_events))
    except RuleError as error:
        return 2, {"error": error.message, "rule": error.rule}
    output["events"] = events
    return 0, output


def scenario_text(data: object) -> tuple[int, list[str]]:
    """(exit code, the output as pieces of JSON text) for parsed JSON input: what `run_scenario`
    gives, written as `json.dumps` writes it, byte for byte, without holding every event at once.

    The caller should hold no other reference to `data`: it is let go once it is validated."""
    chunks: list[str] = []

    def keep(round_events: Sequence[Event]) -> None:
        if round_events:
            chunks.append(json.dumps([event.public() for event in round_events])[1:-1])

    try:
        scenario = parse_scenario(data)
        del data
        output = play(scenario, keep)
    except RuleError as error:
        return 2, [json.dumps({"error": error.message, "rule": error.rule})]
    # json.dumps separates items with ", " and keys from values with ": "; the events come last
    return 0, [json.dumps(output)[:-1], ', "events": [', ", ".join(chunks), "]}"]
