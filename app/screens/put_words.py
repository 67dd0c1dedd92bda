"""What the Put table says in words: the put, the latest event, a round's result, the answers' meanings.

Pure functions of the state and the seat names (markup-escaped here), so the table
screen stays about layout and keys. Partners (PU-V3) score as a team, so a scorer is
named with his partner ("You & Cleo") and takes a plural verb.
"""

from __future__ import annotations

from typing import Callable

from rich.markup import escape

from app.describe import describe
from rules.put.state import PutState
from rules.put.tricks import trick_result

Names = tuple[str, ...]
CardLabel = Callable[[str], str]
GOLD = "b #ffd75f"
"""The style of the put headline and of a round's result."""
LATEST = {"first_dealer", "pass", "discard", "decline", "fold", "see", "take_back", "throw_in",
          "play", "tied_trick"}
"""Events worth repeating in the middle of the table (the rest are in the log only)."""


def side(state: PutState, seat: int, names: Names) -> tuple[str, bool]:
    """The name that scores for `seat` (the team in PU-V3), escaped, and whether it takes a plural verb."""
    team = state.team_of(seat)
    if len(team) > 1:
        return " & ".join(escape(names[s]) for s in team), True
    return escape(names[seat]), names[seat] == "You"


def verb(plural: bool, singular: str) -> str:
    """"wins" or "win", "scores" or "score", "reaches" or "reach"."""
    if not plural:
        return singular
    return singular[:-2] if singular.endswith(("ches", "shes")) else singular[:-1]


def put_headline(state: PutState, names: Names) -> str | None:
    """The put of this round, if any: who put, who answered how, and what is at stake."""
    if state.putter is None:
        return None
    putter = escape(names[state.putter])
    answers = [(seat, call) for seat, call in state.calls if call in ("fold", "see")]
    seers = [escape(names[seat]) for seat, call in answers if call == "see"]
    if state.seen:
        return f"[{GOLD}]{putter} put, {' & '.join(seers)} saw: this round decides the game![/]"
    said = " · ".join(f"{escape(names[seat])} {'folded' if call == 'fold' else 'saw'}" for seat, call in answers)
    return f"[{GOLD}]{putter} says \"I put!\"[/]" + (f" [dim]{said}[/]" if said else "")


def latest_line(state: PutState, names: Names, label: CardLabel, reveal: Callable[[int], bool]) -> str | None:
    """The latest event of the round worth showing on the felt, as a sentence."""
    for event in reversed(state.events):
        if event.type in LATEST:
            return escape(describe(event, names, label, reveal, "put"))
    return None


def round_result(state: PutState, names: Names) -> str:
    """How the round that just ended went: who scored and why, a draw, the game won."""
    types = {event.type: event for event in state.events}
    score = types.get("score")
    if score is None:
        lapsed = " — the put lapses" if "put_lapses" in types else ""
        return f"[b]Round drawn{tricks_count(state)}: nobody scores{lapsed}[/b]"
    who, plural = side(state, score.seat, names)
    if score.reason == "fold":
        folders = [escape(names[seat]) for seat, call in state.calls if call == "fold"]
        why = f"{' & '.join(folders)} folded to the put"
        if len(folders) > 1:
            why = "everybody folded to the put"
    else:
        why = f"most tricks{tricks_count(state) or f' ({state.won[score.seat]})'}"
    line = f"[{GOLD}]{who} {verb(plural, 'scores')} 1: {why}[/]"
    if state.phase == "over":
        line += f"\n[{GOLD}]{who} {verb(plural, 'wins')} the game![/]"
    return line


def tricks_count(state: PutState) -> str:
    """" (2–1)" or " (1–1, 1 tied)" for a two-handed round; "" when no trick was played."""
    playing = [seat for seat in range(state.players) if state.in_round and state.in_round[seat]]
    if not state.tricks or len(playing) != 2:
        return ""
    ties = state.trick_winners.count(None)
    tied = f", {ties} tied" if ties else ""
    first, second = sorted((state.won[seat] for seat in playing), reverse=True)
    return f" ({first}–{second}{tied})"


def trick_lines(state: PutState, names: Names, label: CardLabel) -> tuple[str, ...]:
    """One line per finished trick: "2. Ann 3♥ · Bob K♠ → Ann" two-handed, else "2. Ann won with 3♥"."""
    lines = []
    for number, (trick, winner) in enumerate(zip(state.tricks, state.trick_winners), start=1):
        if len(trick) <= 2:
            cards = " · ".join(f"{names[seat]} {label(card)}" for seat, card in trick)
            lines.append(f"{number}. {cards} → {names[winner] if winner is not None else 'tied'}")
        elif winner is None:
            lines.append(f"{number}. tied; {names[trick_result(trick)[1]]} collects")
        else:
            lines.append(f"{number}. {names[winner]} won with {label(dict(trick)[winner])}")
    return tuple(lines)


def answer_meanings(state: PutState, me: int, names: Names) -> tuple[str, str]:
    """What folding and seeing mean for `me` at the current score (PU-4, PU-V2)."""
    putter, plural = side(state, state.putter, names)
    target = state.settings.target
    see = (f"play on against {escape(names[state.putter])}: whoever wins this round wins the whole game; "
           "a drawn round cancels the put and nobody scores.")
    if state.settings.mode == "free_for_all":
        lost = " The tricks you won no longer count." if state.won and state.won[me] else ""
        return (f"throw in your cards and sit out this round.{lost} If everyone folds, "
                f"{putter} scores 1 ({state.scores[state.putter] + 1} of {target}).", see)
    after = state.scores[state.putter] + 1
    stake = f"and {verb(plural, 'wins')} the game" if after >= target else f"({after} of {target}; you have {state.scores[me]})"
    return f"the round ends and {putter} {verb(plural, 'scores')} 1 point {stake}.", see


def game_outcome(state: PutState, names: Names) -> str:
    """The game-over headline: who won and how."""
    if state.winner is None:
        return "No winner"
    who, plural = side(state, state.winner, names)
    if state.end_reason and "put" in state.end_reason:
        how = "won the round after the put was seen (PU-4)"
    else:
        how = f"first to {state.settings.target} points (PU-7)"
    return f"[b]{who} {verb(plural, 'wins')} the game[/b] — {how}"
