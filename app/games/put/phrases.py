"""What the Put table says in words: the put, a round's result, the answers' meanings, the seats' notes.

Pure functions of a seat view and the seat names (markup-escaped here). Partners (PU-V3)
score as a team, so a scorer is named with his partner ("You & Cleo") and takes a plural
verb. The put and a round's result are wrapped in `[headline]` when `emphasis` is asked
for: the middle of the table draws that part in its headline colour.
"""

from __future__ import annotations

from rich.markup import escape

from ....rules.put.deal import strength
from ....rules.put.state import Play
from ....rules.put.tricks import trick_result
from ....rules.put.view import PutView
from ..words import verb as says

Names = tuple[str, ...]
CALLS = {"put": "PUT", "see": "saw", "fold": "folded"}
"""A seat's answer to the put, as its seat shows it."""


def em(text: str, emphasis: bool) -> str:
    """`text` marked as a headline (or left as it is)."""
    return f"[headline]{text}[/headline]" if emphasis else text


def side(view: PutView, seat: int, names: Names) -> tuple[str, bool]:
    """The name that scores for `seat` (the team in PU-V3), escaped, and whether it takes a plural verb."""
    team = view.team_of(seat)
    if len(team) > 1:
        return " & ".join(escape(names[s]) for s in team), True
    return escape(names[seat]), names[seat] == "You"


def verb(plural: bool, singular: str) -> str:
    """"wins" or "win", "scores" or "score", "reaches" or "reach"."""
    if not plural:
        return singular
    return singular[:-2] if singular.endswith(("ches", "shes")) else singular[:-1]


def answers_so_far(view: PutView, names: Names) -> list[str]:
    """"Ann folded", "Bob saw": the answers to this round's put, in order."""
    return [f"{escape(names[seat])} {'folded' if call == 'fold' else 'saw'}"
            for seat, call in view.calls if call in ("fold", "see")]


def put_headline(view: PutView, names: Names) -> str | None:
    """This round's put, if any: who put and the answers so far, or what is at stake once answered."""
    if view.putter is None:
        return None
    putter = escape(names[view.putter])
    if view.phase == "answer" or not view.seen:
        said = " · ".join(answers_so_far(view, names))
        headline = em(f"{putter} {says(names[view.putter], 'says')} \"I put!\"", True)
        return headline + (f" [dim]{said}[/]" if said else "")
    owner = "Your" if names[view.putter] == "You" else f"{putter}'s"
    return em(f"{owner} put seen: winner takes the game!", True)


def round_result(view: PutView, names: Names, emphasis: bool = True) -> str:
    """How the round that just ended went: who scored and why, a draw, the game won (markup, 1-2 lines)."""
    result = view.round_result
    if result is None or result.scorer is None:
        lapsed = " — the put lapses" if result is not None and result.put_lapsed else ""
        return f"[b]Round drawn{tricks_count(view)}: nobody scores{lapsed}[/b]"
    scorer = result.scorer
    who, plural = side(view, scorer, names)
    if result.by == "fold":
        folders = [escape(names[seat]) for seat, call in view.calls if call == "fold"]
        why = "everybody folded to the put" if len(folders) > 1 else f"{folders[0]} folded to the put"
        line = em(f"{who} {verb(plural, 'scores')} 1: {why}", emphasis)
    elif view.seen:
        count = tricks_count(view) or f" with {view.won[scorer]} tricks"
        line = em(f"{who} {verb(plural, 'wins')} the round{count} after the put was seen", emphasis)
    else:
        count = tricks_count(view) or f" ({view.won[scorer]})"
        line = em(f"{who} {verb(plural, 'scores')} 1: most tricks{count}", emphasis)
    if result.ended_game:
        how = "" if view.seen else f" with {view.scores[scorer]} points"
        line += "\n" + em(f"{who} {verb(plural, 'wins')} the game{how}!", emphasis)
    return line


def tricks_count(view: PutView) -> str:
    """" (2–1)" or " (1–1, 1 tied)" for a two-handed round; "" when no trick was played."""
    playing = [seat for seat in range(view.players) if view.in_round[seat]]
    if not view.tricks or len(playing) != 2:
        return ""
    ties = view.trick_winners.count(None)
    tied = f", {ties} tied" if ties else ""
    first, second = sorted((view.won[seat] for seat in playing), reverse=True)
    return f" ({first}–{second}{tied})"


def trick_lines(view: PutView, names: Names, label) -> tuple[str, ...]:
    """One line per finished trick: "2. Ann 3♥ · Bob K♠ → Ann" two-handed, else "2. Ann won with 3♥"."""
    lines = []
    for number, (trick, winner) in enumerate(zip(view.tricks, view.trick_winners), start=1):
        if len(trick) <= 2:
            cards = " · ".join(f"{names[seat]} {label(card)}" for seat, card in trick)
            lines.append(f"{number}. {cards} → {names[winner] if winner is not None else 'tied'}")
        elif winner is None:
            collector = names[trick_result(trick)[1]]
            lines.append(f"{number}. tied; {collector} {says(collector, 'collects')}")
        else:
            lines.append(f"{number}. {names[winner]} won with {label(dict(trick)[winner])}")
    return tuple(lines)


def answer_meanings(view: PutView, names: Names) -> tuple[str, str]:
    """What folding and seeing mean for the viewer at the current score (PU-4, PU-V2)."""
    me = view.seat
    putter, plural = side(view, view.putter, names)
    target = view.target
    see = (f"play on against {escape(names[view.putter])}: whoever wins this round wins the whole game; "
           "a drawn round cancels the put and nobody scores.")
    if view.mode == "free_for_all":
        lost = " The tricks you won no longer count." if view.won[me] else ""
        return (f"throw in your cards and sit out this round.{lost} If everyone folds, "
                f"{putter} scores 1 ({view.scores[view.putter] + 1} of {target}).", see)
    after = view.scores[view.putter] + 1
    stake = (f"and {verb(plural, 'wins')} the game" if after >= target
             else f"({after} of {target}; you have {view.scores[me]})")
    return f"the round ends and {putter} {verb(plural, 'scores')} 1 point {stake}.", see


def answer_facts(view: PutView, names: Names) -> list[str]:
    """For the answer dialog: the score, and the answers given so far (PU-V2), in markup."""
    scores = " · ".join(f"{escape(name)} {points}" for _, name, points in score_rows(view, names))
    lines = [f"Score: {scores} [dim](first to {view.target})[/]"]
    answers = answers_so_far(view, names)
    return lines + ([f"So far: {' · '.join(answers)}"] if answers else [])


def seat_notes(view: PutView, seat: int, names: Names) -> list[str]:
    """What a seat did this round, most important first: a put, a fold or a pass, its tricks, a see (plain text)."""
    calls = {s: call for s, call in view.calls if call != "decline"}
    call = calls.get(seat)
    notes = [CALLS[call] if call in ("put", "fold") else pass_note(view, seat, names)]
    if view.in_round[seat] and (view.tricks or view.trick):
        ties = tied_tricks(view, seat)
        notes += [f"won {view.won[seat]}", f"tied {ties}" if ties else ""]
    notes.append(CALLS[call] if call == "see" else "")
    return [note for note in notes if note]


def pass_note(view: PutView, seat: int, names: Names) -> str:
    """PU-V3: "passed 2 to Bob" all round; "got 2 from Cleo", then "discarded 2", until play starts."""
    for giver, receiver in view.pass_pairs:
        if giver == seat:
            return f"passed 2 to {names[receiver]}"
    if view.tricks or view.trick or view.phase not in ("pass", "discard", "window"):
        return ""
    if view.in_round[seat] and view.face_down[seat] >= 2:
        return "discarded 2"
    giver = next((giver for giver, receiver in view.pass_pairs if receiver == seat), None)
    return f"got 2 from {names[giver]}" if giver is not None else ""


def received(view: PutView) -> tuple[str, ...]:
    """PU-V3: the cards passed to the viewer this round."""
    return next((cards for _, receiver, cards in view.passes if receiver == view.seat), ())


def top_cards(trick: tuple[Play, ...]) -> frozenset[str]:
    """The card(s) of the highest rank in a trick (PU-1): its winner's, or the tied ones."""
    top = max(strength(card) for _, card in trick)
    return frozenset(card for _, card in trick if strength(card) == top)


def tied_tricks(view: PutView, seat: int) -> int:
    """Tied tricks this round in which `seat` played the top rank (PU-5)."""
    return sum(card in top_cards(trick) for trick, winner in zip(view.tricks, view.trick_winners)
               if winner is None for s, card in trick if s == seat)


def score_rows(view: PutView, names: Names) -> list[tuple[int, str, int]]:
    """(first seat, player or team, points) per player, or per team in PU-V3 (names not escaped)."""
    if view.mode == "partners":
        return [(team, f"{names[team]} & {names[team + 2]}", view.scores[team]) for team in (0, 1)]
    return [(seat, names[seat], view.scores[seat]) for seat in range(view.players)]


def round_label(view: PutView) -> str:
    """"round 2", "round 2 over" between rounds, "round 3 · game over" (markup)."""
    played = view.rounds_played
    if view.phase == "over":
        return f"round {played} · [b]game over[/b]"
    if view.phase == "deal":
        return f"round {played} over" if played else "round 1"
    return f"round {played + 1}"


def next_step(view: PutView, names: Names) -> str:
    """The prompt when the next step is automatic: a PU-V3 pass or discard, or the next deal (markup)."""
    if view.phase == "pass":
        giver = view.queue[0]
        who = names[giver]
        return (f"Next: {escape(who)} {says(who, 'passes')} the two best cards to {escape(names[(giver + 2) % 4])} "
                "[dim](PU-V3)[/]")
    if view.phase == "discard":
        who = names[view.queue[0]]
        return f"Next: {escape(who)} {says(who, 'discards')} the two worst cards [dim](PU-V3)[/]"
    who = names[view.dealer]
    return f"Next: {escape(who)} {says(who, 'deals')} round {view.rounds_played + 1}"
