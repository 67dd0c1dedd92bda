"""What the Put table says in words: the put, the latest event, a round's result, the answers' meanings.

Pure functions of the state and the seat names (markup-escaped here), so the table
screen stays about layout and keys. Partners (PU-V3) score as a team, so a scorer is
named with his partner ("You & Cleo") and takes a plural verb.
"""

from __future__ import annotations

from typing import Callable

from rich.markup import escape

from parlour.app.describe import describe
from parlour.rules.put.deal import strength
from parlour.rules.put.state import Play, PutState
from parlour.rules.put.tricks import trick_result

Names = tuple[str, ...]
CardLabel = Callable[[str], str]
GOLD = "b #ffd75f"
"""The style of the put headline and of a round's result."""
CALLS = {"put": "PUT", "see": "saw", "fold": "folded"}
"""A seat's answer to the put, as its seat shows it."""
LATEST = {"first_dealer", "pass", "discard", "decline", "take_back", "throw_in", "play", "tied_trick"}
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
    """This round's put, if any: who put and the answers so far, or what is at stake once answered."""
    if state.putter is None:
        return None
    putter = escape(names[state.putter])
    answers = [(seat, call) for seat, call in state.calls if call in ("fold", "see")]
    if state.phase == "answer" or not state.seen:
        said = " · ".join(f"{escape(names[seat])} {'folded' if call == 'fold' else 'saw'}" for seat, call in answers)
        return f"[{GOLD}]{putter} says \"I put!\"[/]" + (f" [dim]{said}[/]" if said else "")
    owner = "Your" if names[state.putter] == "You" else f"{putter}'s"
    return f"[{GOLD}]{owner} put seen: winner takes the game![/]"


def latest_line(state: PutState, names: Names, label: CardLabel, reveal: Callable[[int], bool]) -> str | None:
    """The latest event of the round worth showing on the felt, as a sentence."""
    for event in reversed(state.events):
        if event.type in LATEST:
            return escape(describe(event, names, label, reveal, "put"))
    return None


def round_result(state: PutState, names: Names) -> str:
    """How the round that just ended went: who scored and why, a draw, the game won (markup, 1-2 lines)."""
    types = {event.type: event for event in state.events}
    score = types.get("score")
    if score is None:
        lapsed = " — the put lapses" if "put_lapses" in types else ""
        return f"[b]Round drawn{tricks_count(state)}: nobody scores{lapsed}[/b]"
    who, plural = side(state, score.seat, names)
    if score.reason == "fold":
        folders = [escape(names[seat]) for seat, call in state.calls if call == "fold"]
        why = "everybody folded to the put" if len(folders) > 1 else f"{folders[0]} folded to the put"
        line = f"[{GOLD}]{who} {verb(plural, 'scores')} 1: {why}[/]"
    elif state.seen:
        count = tricks_count(state) or f" with {state.won[score.seat]} tricks"
        line = f"[{GOLD}]{who} {verb(plural, 'wins')} the round{count} after the put was seen[/]"
    else:
        count = tricks_count(state) or f" ({state.won[score.seat]})"
        line = f"[{GOLD}]{who} {verb(plural, 'scores')} 1: most tricks{count}[/]"
    if state.phase == "over":
        how = "" if state.seen else f" with {state.scores[score.seat]} points"
        line += f"\n[{GOLD}]{who} {verb(plural, 'wins')} the game{how}![/]"
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
    stake = (f"and {verb(plural, 'wins')} the game" if after >= target
             else f"({after} of {target}; you have {state.scores[me]})")
    return f"the round ends and {putter} {verb(plural, 'scores')} 1 point {stake}.", see


def answer_facts(state: PutState, names: Names) -> list[str]:
    """For the answer dialog: the score, and the answers given so far (PU-V2), in markup."""
    scores = " · ".join(f"{escape(name)} {points}" for _, name, points in score_rows(state, names))
    lines = [f"Score: {scores} [dim](first to {state.settings.target})[/]"]
    answers = [f"{escape(names[seat])} {'folded' if call == 'fold' else 'saw'}"
               for seat, call in state.calls if call in ("fold", "see")]
    return lines + ([f"So far: {' · '.join(answers)}"] if answers else [])


def game_outcome(state: PutState, names: Names) -> str:
    """The game-over headline: who won and how."""
    if state.winner is None:
        return "No winner"
    who, plural = side(state, state.winner, names)
    if state.end_reason and "PU-4" in state.end_reason:
        how = "won the round after the put was seen (PU-4)"
    else:
        how = f"first to {state.settings.target} points (PU-7)"
    return f"[b]{who} {verb(plural, 'wins')} the game[/b] — {how}"


def seat_notes(state: PutState, seat: int, names: Names) -> list[str]:
    """What a seat did this round, most important first: a put, a fold or a pass, its tricks, a see (plain text)."""
    calls = {s: call for s, call in state.calls if call != "decline"}
    call = calls.get(seat)
    notes = [CALLS[call] if call in ("put", "fold") else pass_note(state, seat, names)]
    if state.won and state.in_round[seat] and (state.tricks or state.trick):
        ties = tied_tricks(state, seat)
        notes += [f"won {state.won[seat]}", f"tied {ties}" if ties else ""]
    notes.append(CALLS[call] if call == "see" else "")
    return [note for note in notes if note]


def pass_note(state: PutState, seat: int, names: Names) -> str:
    """PU-V3: "passed 2 to Bob" all round; "got 2 from Cleo", then "discarded 2", until play starts."""
    for event in state.events:
        if event.type == "pass" and event.seat == seat:
            return f"passed 2 to {names[event.to]}"
    if state.tricks or state.trick or state.phase not in ("pass", "discard", "window"):
        return ""
    if any(event.type == "discard" and event.seat == seat for event in state.events):
        return "discarded 2"
    giver = next((event.seat for event in state.events if event.type == "pass" and event.to == seat), None)
    return f"got 2 from {names[giver]}" if giver is not None else ""


def received(state: PutState, seat: int) -> tuple[str, ...]:
    """PU-V3: the cards passed to `seat` this round."""
    return next((event.cards for event in state.events if event.type == "pass" and event.to == seat), ())


def top_cards(trick: tuple[Play, ...]) -> frozenset[str]:
    """The card(s) of the highest rank in a trick (PU-1): its winner's, or the tied ones."""
    top = max(strength(card) for _, card in trick)
    return frozenset(card for _, card in trick if strength(card) == top)


def tied_tricks(state: PutState, seat: int) -> int:
    """Tied tricks this round in which `seat` played the top rank (PU-5)."""
    return sum(card in top_cards(trick) for trick, winner in zip(state.tricks, state.trick_winners)
               if winner is None for s, card in trick if s == seat)


def score_rows(state: PutState, names: Names) -> list[tuple[int, str, int]]:
    """(first seat, player or team, points) per player, or per team in PU-V3 (names not escaped)."""
    if state.settings.mode == "partners":
        return [(team, f"{names[team]} & {names[team + 2]}", state.scores[team]) for team in (0, 1)]
    return [(seat, names[seat], state.scores[seat]) for seat in range(state.players)]


def round_label(state: PutState) -> str:
    """"round 2", "round 2 over" between rounds, "round 3 · game over" (markup)."""
    played = state.rounds_played
    if state.phase == "over":
        return f"round {played} · [b]game over[/b]"
    if state.phase == "deal":
        return f"round {played} over" if played else "round 1"
    return f"round {played + 1}"


def next_step(state: PutState, names: Names) -> str:
    """The prompt when the next step is automatic: a PU-V3 pass or discard, or the next deal (markup)."""
    if state.phase == "pass":
        giver = state.queue[0]
        return (f"Next: {escape(names[giver])} passes the two best cards to {escape(names[(giver + 2) % 4])} "
                "[dim](PU-V3)[/]")
    if state.phase == "discard":
        return f"Next: {escape(names[state.queue[0]])} discards the two worst cards [dim](PU-V3)[/]"
    return f"Next: {escape(names[state.dealer])} deals round {state.rounds_played + 1}"
