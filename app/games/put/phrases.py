"""What the Put table says in words: the put, a round's result, the answers' meanings, the seats' notes.

Pure functions of a seat view and the seat names (made `literal` here: text in markup). Partners (PU-V3)
score as a team, so a scorer is named with his partner ("You & Cleo"): a sentence about a
scorer comes in three messages, for you, for another player and for a team (`told`), since
the verb agrees with each in its own way. The put and a round's result are wrapped in
`[headline]` when `emphasis` is asked for: the middle of the table draws that part in its
headline colour.
"""

from __future__ import annotations

from typing import Callable

from ....rules.put.deal import strength
from ....rules.put.state import Play
from ....rules.put.tricks import trick_result
from ....rules.put.view import PutView
from ...widgets.literal import literal
from ...words.i18n import N_, _, ngettext
from ...words.seat_words import is_you, said, shown_name, to_whom

Names = tuple[str, ...]
CALLS = {"put": N_("PUT"), "see": N_("saw"), "fold": N_("folded")}
"""A seat's answer to the put, as its seat shows it."""
TEAM = N_(" & ")
"""Between partners' names in a team's name (PU-V3), translated where shown («Вы и Клео»)."""


def em(text: str, emphasis: bool) -> str:
    """`text` marked as a headline (or left as it is)."""
    return f"[headline]{text}[/headline]" if emphasis else text


def told(
    view: PutView, seat: int, names: Names, you: str, who: str, team: str, partner: str | None = None, **fields: object
) -> str:
    """The sentence about the side that scores for `seat`: `you` (a message) for the person spoken to, or for
    the team they play in ("you" is plural too: "you score 1", «вы получаете 1 очко»), `who` for another
    player, `team` for other partners (PU-V3); `partner`, if given, for the person spoken to when it is their
    partner's doing ("for your partner's put": seen, "for your put" when his partner had put); `{who}` /
    `{team}` is the name as markup (`literal`)."""
    return side_said(view.team_of(seat), seat, names, you, who, team, literal, partner, **fields)


def side_said(
    side: tuple[int, ...],
    seat: int,
    names: Names,
    you: str,
    who: str,
    team: str,
    name: Callable[[str], str],
    partner: str | None = None,
    **fields: object,
) -> str:
    """`told` for the seats of `side` (those scoring with `seat`), each name drawn by `name` (`literal` in
    markup, as it is in the log's plain text)."""
    if any(is_you(names[member]) for member in side):
        return _(partner if partner is not None and not is_you(names[seat]) else you).format(**fields)
    if len(side) > 1:
        return _(team).format(team=_(TEAM).join(name(shown_name(names[member])) for member in side), **fields)
    return said(name(names[seat]), you, who, **fields)


def answers_so_far(view: PutView, names: Names) -> list[str]:
    """ "Ann folded", "Bob saw": the answers to this round's put, in order."""
    return [
        said(literal(names[seat]), N_("You folded"), N_("{who} folded"))
        if call == "fold"
        else said(literal(names[seat]), N_("You saw"), N_("{who} saw"))
        for seat, call in view.calls
        if call in ("fold", "see")
    ]


def put_headline(view: PutView, names: Names) -> str | None:
    """This round's put, if any: who put and the answers so far, or what is at stake once answered."""
    if view.putter is None:
        return None
    putter = literal(names[view.putter])
    if view.phase == "answer" or not view.seen:
        answers = " · ".join(answers_so_far(view, names))
        headline = em(said(putter, N_('You say "I put!"'), N_('{who} says "I put!"')), True)
        return headline + (f" [dim]{answers}[/]" if answers else "")
    return em(
        said(putter, N_("Your put seen: winner takes the game!"), N_("{who}'s put seen: winner takes the game!")), True
    )


def round_result(view: PutView, names: Names, emphasis: bool = True) -> str:
    """How the round that just ended went: who scored and why, a draw, the game won (markup, 1-2 lines)."""
    result = view.round_result
    count = tricks_count(view)
    if result is None or result.scorer is None:
        drawn = (
            _("A draw{count}: nobody scores, and the put lapses")
            if result is not None and result.put_lapsed
            else _("A draw{count}: nobody scores")
        )
        return f"[b]{drawn.format(count=count)}[/b]"
    scorer = result.scorer
    if result.by == "fold":
        line = folded(view, scorer, names)
    elif view.seen:
        line = won_after_put(view, scorer, names, count)
    else:
        line = won_by_tricks(view, scorer, names, count)
    line = em(line, emphasis)
    if result.ended_game:
        line += "\n" + em(game_won(view, scorer, names), emphasis)
    return line


def folded(view: PutView, scorer: int, names: Names) -> str:
    """ "Bob folds: you score 1 for your put": who folded (everybody; in PU-V3 the one player who answers for his
    team, as the log says, his partner having passed his cards and sat out), then the point of the putter's side."""
    folders = [seat for seat, call in view.calls if call == "fold"]
    if len(folders) > 1:
        folds = _("Everybody folds")
    else:
        folds = said(literal(names[folders[0]]), N_("You fold"), N_("{who} folds"))
    scores = told(
        view,
        scorer,
        names,
        N_("you score 1 for your put"),
        N_("{who} scores 1 for the put"),
        N_("{team} score 1 for the put"),
        N_("you score 1 for your partner's put"),
    )
    # TRANSLATORS: who folded to the put, then who scores for it: "Bob folds: you score 1 for your put".
    return _("{folds}: {scores}").format(folds=folds, scores=scores)


def won_after_put(view: PutView, scorer: int, names: Names, count: str) -> str:
    """ "You win the round (tricks 2–1) after the put was seen" (the game's line follows)."""
    if count:
        return told(
            view,
            scorer,
            names,
            N_("You win the round{count} after the put was seen"),
            N_("{who} wins the round{count} after the put was seen"),
            N_("{team} win the round{count} after the put was seen"),
            count=count,
        )
    won = view.won[scorer]
    return told(
        view,
        scorer,
        names,
        ngettext(
            "You win the round with {n} trick after the put was seen",
            "You win the round with {n} tricks after the put was seen",
            won,
        ),
        ngettext(
            "{who} wins the round with {n} trick after the put was seen",
            "{who} wins the round with {n} tricks after the put was seen",
            won,
        ),
        ngettext(
            "{team} win the round with {n} trick after the put was seen",
            "{team} win the round with {n} tricks after the put was seen",
            won,
        ),
        n=won,
    )


def won_by_tricks(view: PutView, scorer: int, names: Names, count: str) -> str:
    """ "Bob wins the round (tricks 2–1) and scores 1"; in a free for all, with the most tricks and how many."""
    if count:
        return told(
            view,
            scorer,
            names,
            N_("You win the round{count} and score 1"),
            N_("{who} wins the round{count} and scores 1"),
            N_("{team} win the round{count} and score 1"),
            count=count,
        )
    won = view.won[scorer]
    # TRANSLATORS: {n} counts the tricks won; the English has one form, translate each form properly.
    return told(
        view,
        scorer,
        names,
        ngettext(
            "You win the round with the most tricks ({n}) and score 1",
            "You win the round with the most tricks ({n}) and score 1",
            won,
        ),
        ngettext(
            "{who} wins the round with the most tricks ({n}) and scores 1",
            "{who} wins the round with the most tricks ({n}) and scores 1",
            won,
        ),
        ngettext(
            "{team} win the round with the most tricks ({n}) and score 1",
            "{team} win the round with the most tricks ({n}) and score 1",
            won,
        ),
        n=won,
    )


def game_won(view: PutView, scorer: int, names: Names) -> str:
    """ "Ann wins the game with 5 points!", or "... the game!" after a seen put (markup)."""
    if view.seen:
        return told(
            view, scorer, names, N_("You win the game!"), N_("{who} wins the game!"), N_("{team} win the game!")
        )
    points = view.scores[scorer]
    return told(
        view,
        scorer,
        names,
        ngettext("You win the game with {n} point!", "You win the game with {n} points!", points),
        ngettext("{who} wins the game with {n} point!", "{who} wins the game with {n} points!", points),
        ngettext("{team} win the game with {n} point!", "{team} win the game with {n} points!", points),
        n=points,
    )


def tricks_count(view: PutView) -> str:
    """ " (tricks 2–1)" or " (tricks 1–1, 1 tied)" for a two-handed round; "" when no trick was played. The tricks
    named (a play-test read "You win the round (2:1)" as the score in points beside it)."""
    playing = [seat for seat in range(view.players) if view.in_round[seat]]
    if not view.tricks or len(playing) != 2:
        return ""
    ties = view.trick_winners.count(None)
    first, second = sorted((view.won[seat] for seat in playing), reverse=True)
    if not ties:
        # TRANSLATORS: a round's tricks won, the winner's first ("2–1"): written as the language writes a score
        return _(" (tricks {first}–{second})").format(first=first, second=second)
    # TRANSLATORS: "tied" counts tied tricks; the English has one form, translate each form properly.
    return ngettext(" (tricks {first}–{second}, {n} tied)", " (tricks {first}–{second}, {n} tied)", ties).format(
        first=first, second=second, n=ties
    )


def trick_lines(view: PutView, names: Names, label) -> tuple[str, ...]:
    """One line per finished trick: "2. Ann 3♥ · Bob K♠ → Ann" two-handed, else "2. Ann won with 3♥"."""
    lines = []
    for number, (trick, winner) in enumerate(zip(view.tricks, view.trick_winners), start=1):
        if len(trick) <= 2:
            cards = " · ".join(f"{shown_name(names[seat])} {label(card)}" for seat, card in trick)
            taker = shown_name(names[winner]) if winner is not None else _("tied")
            lines.append(f"{number}. {cards} → {taker}")
        elif winner is None:
            collector = names[trick_result(trick)[1]]
            lines.append(
                said(collector, N_("{number}. tied; you collect"), N_("{number}. tied; {who} collects"), number=number)
            )
        else:
            lines.append(
                said(
                    names[winner],
                    N_("{number}. You won with {card}"),
                    N_("{number}. {who} won with {card}"),
                    number=number,
                    card=label(dict(trick)[winner]),
                )
            )
    return tuple(lines)


def answer_meanings(view: PutView, names: Names) -> tuple[str, str]:
    """What folding and seeing mean for the viewer at the current score (PU-4, PU-V2, PU-V3)."""
    assert view.seat is not None and view.putter is not None  # the seat answering a put
    me = view.seat
    target = view.target
    see = play_on_meaning(view, names)
    after = view.scores[view.putter] + 1
    if view.mode == "free_for_all":
        sentences = [_("throw in your cards and sit out this round.")]
        if view.won[me]:
            sentences.append(_("The tricks you won no longer count."))
        if not any(call == "see" for _seat, call in view.calls):  # once somebody plays on, no fold can score
            sentences.append(
                told(
                    view,
                    view.putter,
                    names,
                    N_("If everyone folds, you score 1 ({score} of {target})."),
                    N_("If everyone folds, {who} scores 1 ({score} of {target})."),
                    N_("If everyone folds, {team} score 1 ({score} of {target})."),
                    score=after,
                    target=target,
                )
            )
        return " ".join(sentences), see
    if after >= target:
        fold = told(
            view,
            view.putter,
            names,
            N_("the round ends: you score 1 point and win the game."),
            N_("the round ends: {who} scores 1 point and wins the game."),
            N_("the round ends: {team} score 1 point and win the game."),
        )
    else:
        fold = told(
            view,
            view.putter,
            names,
            N_("the round ends and you score 1 point ({score} of {target}; you have {mine})."),
            N_("the round ends and {who} scores 1 point ({score} of {target}; you have {mine})."),
            N_("the round ends and {team} score 1 point ({score} of {target}; you have {mine})."),
            score=after,
            target=target,
            mine=view.scores[me],
        )
    return fold, see


def play_on_meaning(view: PutView, names: Names) -> str:
    """What seeing a put means, by who plays the round out against whom (PU-4, PU-V2, PU-V3): two players, the
    putter; partners, team against team (one player answers for both); a free for all, the putter and everyone
    who does not fold."""
    assert view.putter is not None  # a put to answer
    if view.mode == "partners":
        return _(
            "play on, team against team, and the team that wins this round wins the whole game; "
            "a drawn round cancels the put and nobody scores."
        )
    if view.mode == "free_for_all":
        return said(
            literal(names[view.putter]),
            N_(
                "play this round out with everyone who does not fold, and whoever wins it wins the "
                "whole game; a drawn round cancels the put and nobody scores."
            ),
            N_(
                "play this round out with {who} and everyone who does not fold, and whoever wins it wins the "
                "whole game; a drawn round cancels the put and nobody scores."
            ),
        )
    return said(
        literal(names[view.putter]),
        N_(
            "play on against you, and whoever wins this round wins the whole game; "
            "a drawn round cancels the put and nobody scores."
        ),
        N_(
            "play on against {who}, and whoever wins this round wins the whole game; "
            "a drawn round cancels the put and nobody scores."
        ),
    )


def answer_facts(view: PutView, names: Names) -> list[str]:
    """For the answer dialog: the score, and the answers given so far (PU-V2), in markup."""
    scores = " · ".join(f"{literal(name)} {points}" for _seat, name, points in score_rows(view, names))
    lines = [_("Score: {scores} [dim](first to {target})[/]").format(scores=scores, target=view.target)]
    answers = answers_so_far(view, names)
    return lines + ([_("So far: {answers}").format(answers=" · ".join(answers))] if answers else [])


def seat_notes(view: PutView, seat: int, names: Names) -> list[str]:
    """What a seat did this round, most important first: a put, a fold or a pass, its tricks, a see (plain text)."""
    calls = {s: call for s, call in view.calls if call != "decline"}
    call = calls.get(seat)
    notes = [_(CALLS[call]) if call in ("put", "fold") else pass_note(view, seat, names)]
    if view.in_round[seat] and (view.tricks or view.trick):
        ties = tied_tricks(view, seat)
        notes += [_("won {n}").format(n=view.won[seat]), _("tied {n}").format(n=ties) if ties else ""]
    notes.append(_(CALLS[call]) if call == "see" else "")
    return [note for note in notes if note]


def pass_note(view: PutView, seat: int, names: Names) -> str:
    """PU-V3: "passed 2 to Bob" all round; "got 2 from Cleo", then "discarded 2", until play starts."""
    for giver, receiver in view.pass_pairs:
        if giver == seat:
            return said(names[receiver], N_("passed 2 to you"), N_("passed 2 to {who}"))
    if view.tricks or view.trick or view.phase not in ("pass", "discard", "window"):
        return ""
    if view.in_round[seat] and view.face_down[seat] >= 2:
        return _("discarded 2")
    giver = next((giver for giver, receiver in view.pass_pairs if receiver == seat), None)
    return said(names[giver], N_("got 2 from you"), N_("got 2 from {who}")) if giver is not None else ""


def received(view: PutView) -> tuple[str, ...]:
    """PU-V3: the cards passed to the viewer this round."""
    return next((cards for _giver, receiver, cards in view.passes if receiver == view.seat), ())


def top_cards(trick: tuple[Play, ...]) -> frozenset[str]:
    """The card(s) of the highest rank in a trick (PU-1): its winner's, or the tied ones."""
    top = max(strength(card) for _seat, card in trick)
    return frozenset(card for _seat, card in trick if strength(card) == top)


def tied_tricks(view: PutView, seat: int) -> int:
    """Tied tricks this round in which `seat` played the top rank (PU-5)."""
    return sum(
        card in top_cards(trick)
        for trick, winner in zip(view.tricks, view.trick_winners)
        if winner is None
        for s, card in trick
        if s == seat
    )


def score_rows(view: PutView, names: Names) -> list[tuple[int, str, int]]:
    """(first seat, player or team, points) per player, or per team in PU-V3 (names as shown: text, not markup)."""
    if view.mode == "partners":
        joined = _(TEAM)
        teams = [(team, shown_name(names[team]) + joined + shown_name(names[team + 2])) for team in (0, 1)]
        return [(team, name, view.scores[team]) for team, name in teams]
    return [(seat, shown_name(names[seat]), view.scores[seat]) for seat in range(view.players)]


def round_label(view: PutView, over: bool = False) -> str:
    """ "round 2", "round 2 over" between rounds; once the game is over (`over`: by its rules, or ended at the table
    in its round, CH-5) the round it ended in (the status line then says "game over": `dealer_text`)."""
    played = view.rounds_played
    if over or view.phase == "over":
        return _("round {n}").format(n=max(played + (view.phase not in ("deal", "over")), 1))
    if view.phase == "deal":
        return _("round {n} over").format(n=played) if played else _("round {n}").format(n=1)
    return _("round {n}").format(n=played + 1)


def next_step(view: PutView, names: Names) -> str:
    """The prompt when the next step is automatic: a PU-V3 pass or discard, or the next deal (markup)."""
    if view.phase == "pass":
        giver = view.queue[0]
        line = to_whom(
            literal(names[giver]),
            literal(names[(giver + 2) % 4]),
            N_("Next: you pass your two best cards to {to}"),
            N_("Next: {who} passes their two best cards to you"),
            N_("Next: {who} passes their two best cards to {to}"),
        )
        return f"{line} [dim](PU-V3)[/]"
    if view.phase == "discard":
        line = said(
            literal(names[view.queue[0]]),
            N_("Next: you discard your two worst cards"),
            N_("Next: {who} discards their two worst cards"),
        )
        return f"{line} [dim](PU-V3)[/]"
    return said(
        literal(names[view.dealer]),
        N_("Next: you deal round {n}"),
        N_("Next: {who} deals round {n}"),
        n=view.rounds_played + 1,
    )
