"""Plays a validated scenario through the real engines and builds the output object."""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction, RuleError
from ..events import Event
from .parse import Scenario, parse_scenario


def play(scenario: Scenario) -> dict[str, Any]:
    """Play the scripted rounds and actions; stop early when a decision has no action left."""
    engine = scenario.info.engine()
    state = engine.new_game(scenario.settings, scenario.players, 0, first_dealer=scenario.first_dealer,
                            stacks=scenario.stacks)
    log: list[Event] = []
    pending = list(reversed(scenario.actions))
    awaiting = None
    for deal in scenario.rounds:
        if engine.is_over(state):
            break
        log.extend(state.events)
        state = engine.start_round(state, deal.deck, deal.hands)
        while awaiting is None and not engine.needs_round(state) and not engine.is_over(state):
            seat = engine.to_act(state)
            if seat is None:
                state = engine.advance(state)
            elif pending:
                state = engine.apply(state, pending.pop())
            else:
                awaiting = {"seat": seat, "legal": engine.legal_codes(state)}
        if awaiting is not None:
            break
    log.extend(state.events)
    if pending:
        left = pending[-1]
        over = engine.is_over(state)
        why = "the game is over" if over else "no decision is due (the scripted rounds are played)"
        raise IllegalAction(f"action {len(scenario.actions) - len(pending) + 1} ({left.code} by seat "
                            f"{left.seat}) is left over: {why}", engine.end_rule if over else engine.decision_rule)
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
    output["events"] = [e.public() for e in log]
    return output


def run_scenario(data: object) -> tuple[int, dict[str, Any]]:
    """(exit code, output object) for parsed JSON input: 0 played, 2 invalid or illegal."""
    try:
        return 0, play(parse_scenario(data))
    except RuleError as error:
        return 2, {"error": error.message, "rule": error.rule}
