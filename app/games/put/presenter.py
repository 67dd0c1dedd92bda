"""The Put table: the viewer's cards face up, the trick and who played what, the score, and "I put".

The words (the put, a round's result, what an answer means) come from `phrases`; this
file lays out the seats and the middle.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence, cast

from ....rules.engine import Action, Outcome
from ....rules.events import Event
from ....rules.put.coach import PutAdvice
from ....rules.put.deal import hand_size
from ....rules.put.endings import PUT_SEEN, TARGET_REACHED
from ....rules.put.settings import team
from ....rules.put.view import PutView
from ...widgets.literal import literal
from ...widgets.seat import SeatInfo
from ...words.chip_words import points as points_text
from ...words.i18n import N_, _, ngettext
from ...words.seat_words import said, shown_name
from ..presenter import Presenter, Side, StandingRow, SummaryRow, places
from . import phrases as words
from .answer import PutAnswer
from .card_line import CardLine
from .center import PutCenter, PutCenterInfo
from .coach import choice_text, coach_lines, source
from .refusals import WORDS
from .setup_words import SETUP_WORDS
from .strategy import StrategyScreen, any_turn_shown, table_needs
from .words import describe

MODES = {"two_player": N_("two players"), "free_for_all": N_("free for all"), "partners": N_("two against two")}
LATEST = {"first_dealer", "pass", "discard", "decline", "take_back", "throw_in", "play", "tied_trick"}
"""Events worth repeating in the middle of the table (the rest are in the log only)."""
HEADLINED = {"put", "see", "fold"}
"""The put and its answers: the headline above says them, so anything before them is no longer the latest."""


class PutPresenter(Presenter):
    """Seats with their cards and notes, the trick and the score in the middle."""

    prompt_class = CardLine
    refusal_words = {**WORDS, **SETUP_WORDS}

    def make_center(self) -> PutCenter:
        return PutCenter(id="center")

    # -- the seats ------------------------------------------------------------------------

    def seat_info(self, view: PutView, seat: int, chosen: str | None = None) -> SeatInfo:
        mine = seat == view.seat
        cards: tuple[str | None, ...] = view.hand if mine else (None,) * view.hand_sizes[seat]
        highlights: frozenset[str] = frozenset()
        if mine and chosen is not None:
            highlights = frozenset({chosen})
        elif mine and view.phase in ("pass", "discard"):
            highlights = frozenset(words.received(view)) & frozenset(view.hand)
        context = self.context
        partner = view.mode == "partners" and len(context.people) == 1 and seat == (context.bottom + 2) % 4
        out = not view.in_round[seat] and view.phase != "deal"
        return SeatInfo(
            name=self.names[seat],
            tag=_("partner") if partner else "",
            stack=None,
            cards=cards,
            role=N_("DEALER") if seat == view.round_dealer else "",
            highlights=highlights,
            notes=tuple(words.seat_notes(view, seat, self.names)),
            active=view.to_act == seat,
            out=out,
        )

    # -- the middle ----------------------------------------------------------------------

    def center_info(self, view: PutView) -> PutCenterInfo:
        names = self.names
        trick, best = view.trick, frozenset()
        title: tuple[str, str, str] = (_("TRICK {n}").format(n=len(view.tricks) + 1), "", "")
        if trick:
            title = titled(_("TRICK {n} · {who} led"), len(view.tricks) + 1, names[trick[0][0]])
        elif view.tricks:
            trick, winner = view.tricks[-1], view.trick_winners[-1]
            best = words.top_cards(trick)
            title = (
                titled(_("TRICK {n} → {who}"), len(view.tricks), names[winner])
                if winner is not None
                else titled(_("TRICK {n} → {who}"), len(view.tricks), "")[:2] + (_("tied"),)
            )
        return PutCenterInfo(
            title=title,
            trick=tuple((shown_name(names[s]), c) for s, c in trick),
            best=best,
            banner=self.banner(view),
            history=words.trick_lines(view, names, self.context.label),
            score_title=score_title(view),
            scores=tuple((name, points) for _seat, name, points in words.score_rows(view, names)),
        )

    def banner(self, view: PutView) -> tuple[str, ...]:
        if view.phase in ("deal", "over") and view.rounds_played:
            return tuple(words.round_result(view, self.names).split("\n"))
        lines = [words.put_headline(view, self.names), self.latest_line(view)]
        if view.phase != "deal" and not any(lines):
            each = hand_size(view.settings, view.players)
            # TRANSLATORS: the English says "cards" for any number (a hand is never one card).
            lines.append(
                said(
                    self.name(view.round_dealer),
                    ngettext("You dealt {n} cards each", "You dealt {n} cards each", each),
                    ngettext("{who} dealt {n} cards each", "{who} dealt {n} cards each", each),
                    n=each,
                )
            )
        return tuple(line for line in lines if line)

    def latest_line(self, view: PutView) -> str | None:
        """The latest event of the round worth showing on the felt, as this seat may read it: none since the put
        or its last answer (the headline's news; "You do not put" under "Bob's put seen" read as the answer)."""
        for event in reversed(view.log):
            if event.type in HEADLINED:
                return None
            if event.type in LATEST:
                return literal(self.describe(event))
        return None

    # -- the lines above and below ----------------------------------------------------------

    def status_line(self, view: PutView, over: bool = False) -> str:
        mode = _(MODES[view.mode])
        dealer = self.dealer_text(view, over)
        target = _("to {target}").format(target=view.target)
        game = _("Put")
        return f"[b]{game}[/b] · {mode} · {target} · {words.round_label(view, over)}{dealer}"

    def variants_text(self, view: PutView) -> str:
        """PU-V1 as a part of its own: on a narrow line it gives way before the round and the dealer (in Russian
        its words cut the round's off at 80 columns)."""
        return _("put at any turn") if view.put_any_turn else ""

    def next_step(self, view: PutView, auto: bool) -> str:
        if view.phase == "over":
            return _("The game is over.")
        return words.next_step(view, self.names)

    def thinking(self, view: PutView, person: bool, auto: bool = True, away: bool = False) -> str:
        who = self.name(cast(int, view.to_act))  # asked only while somebody is to act
        if person and away:
            return self.away_words(view)
        if person:
            return said(who, N_("You next"), N_("{who} next"))
        if not auto:
            return self.computer_waits(view)
        return said(who, N_("You are thinking…"), N_("{who} is thinking…"))

    def coach_lines(self, view: PutView, advice) -> list[str]:
        if advice is None:
            return [_("The coach comments on your decisions: each choice's chance to win.")]
        playable = [choice.card for choice in view.legal if choice.do == "play" and choice.card]
        card = advice.sharp.card
        alike = card is not None and len(cards_alike(playable, card)) > 1
        label = alike_cards_label(playable, self.context.label)
        shown = in_hand_order(advice, view.hand)
        return coach_lines(shown, label, strategy=self.offers_strategy(view), alike=alike)

    def coach_source(self, view: PutView, advice) -> str:
        """Perfect play (the solved game) or the sharp player's reckoning, where there are figures (two choices or
        more)."""
        return source(advice) if advice is not None and advice.choices[0].game is not None else ""

    def offers_strategy(self, view: PutView) -> bool:
        """Two players: the game the equilibrium solves, scaled down beyond the solved target (PU-4's window, or
        with PU-V1 its own)."""
        if view.mode != "two_player" or view.players != 2:
            return False
        return not view.put_any_turn or any_turn_shown(table_needs(view)) is not None

    def strategy_page(self, view: PutView):
        """Perfect play at the table's score (strategy.py)."""
        if not self.offers_strategy(view):
            return None

        return StrategyScreen(view, self.names)

    def choice_text(self, view: PutView, action: Action) -> str:
        return choice_text(action, self.context.label)

    def describe(self, event: Event) -> str:
        return describe(event, self.log_names, self.context.label, self.team_of)

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats that score with `seat`, from the table's mode (its setup: the log of a game continued is
        written before any view is drawn)."""
        return team(str(self.context.settings.get("mode", "")), seat)

    # -- a put against the viewer -----------------------------------------------------------

    def dialog(self, view: PutView, advice=None, plays_on: bool = False) -> PutAnswer | None:
        if not any(choice.do == "fold" for choice in view.legal):
            return None
        if_fold, if_see = words.answer_meanings(view, self.names)
        details = words.answer_facts(view, self.names)
        if advice is not None:  # the coach's figures for fold and see, without its panel's heading
            named = _("Coach — {source}:").format(source=source(advice))  # whose figures: perfect play's, or sharp's
            # no marks' legend: at 80x24 its wrapped line pushed the dialog's keys off its box (the panel has it)
            figures = coach_lines(advice, self.context.label, strategy=False, legend=False)[1:]
            details += [f"[dim]{named}[/]", *figures]
        # The seat's own answer to a put: both are known.
        seat, putter = cast(int, view.seat), cast(int, view.putter)
        return PutAnswer(seat, self.names[putter], if_fold, if_see, view.hand, details, plays_on)

    # -- round and game end ------------------------------------------------------------------

    @staticmethod
    def sides(view: PutView, names: Sequence[str], scores: tuple[int, ...]) -> list[Side]:
        """Partners score as a team (PU-V3): its sides are the two teams."""
        return [
            Side(team(view.mode, seat), name, scores[seat])
            for seat, name, _points in words.score_rows(view, tuple(names))
        ]

    def rows_heading(self, view: PutView) -> str:
        """Partners score as a team (PU-V3): the rows are teams."""
        return N_("Team") if view.mode == "partners" else super().rows_heading(view)

    def summary_title(self, view: PutView) -> str:
        return _("Round {n} — {result}").format(
            n=view.rounds_played, result=words.round_result(view, self.names, emphasis=False)
        )

    def summary_rows(self, view: PutView, before: tuple[int, ...], after: tuple[int, ...]) -> list[SummaryRow]:
        """Points this round and now, per player or team."""
        rows = []
        for seat, name, points in words.score_rows(view, self.names):
            gained = after[seat] - before[seat]
            rows.append(SummaryRow(name, f"+{gained}" if gained else "0", str(points)))
        return rows

    def standings_rows(self, view: PutView, outcome: Outcome, scores: tuple[int, ...]) -> list[StandingRow]:
        """The winner first (a seen put can win with fewer points), then by points, equal points sharing a
        place."""
        winners = view.team_of(outcome.winner) if outcome.winner is not None else ()
        rows = sorted(words.score_rows(view, self.names), key=lambda row: (row[0] not in winners, -row[2]))
        ranks = places([(row[0] not in winners, row[2]) for row in rows])
        by_put = outcome.termination is PUT_SEEN  # the winner may have no more points than the others: say why

        def final(seat: int, points: int) -> str:
            if by_put and seat in winners:
                return _("{points} · won by the put").format(points=points_text(points))
            return points_text(points)

        return [StandingRow(place, name, final(seat, points)) for place, (seat, name, points) in zip(ranks, rows)]

    def outcome_line(self, view: PutView, outcome: Outcome) -> str:
        if outcome.winner is None:  # only a game ended at the table (CH-5) with the scores level: said why
            return super().outcome_line(view, outcome)
        won = words.told(
            view,
            outcome.winner,
            self.names,
            N_("You win the game"),
            N_("{who} wins the game"),
            N_("{team} win the game"),
        )
        if outcome.termination is PUT_SEEN:
            how = _("a round won after the put was seen (PU-4)")
        elif outcome.termination is TARGET_REACHED:
            how = ngettext("first to {n} point (PU-7)", "first to {n} points (PU-7)", view.target).format(n=view.target)
        else:  # ended at the table (CH-5), ranked as it stood: nobody reached the target
            how = self.ending_reason(view, outcome)
        return f"[b]{won}[/b] — {how}"


def alike_cards_label(playable: list[str], label: Callable[[str], str]) -> Callable[[str], str]:
    """A card as the coach names a choice: with the other cards of its rank the seat may play ("3♣/3♠", of
    `playable`), which are the same choice for the game (PU-1: suits never matter), so that a hand of two 3s is
    never told "only one choice: 3♣" while its keys offer both."""

    def named(card: str) -> str:
        return "/".join(map(label, cards_alike(playable, card))) or label(card)

    return named


def cards_alike(playable: list[str], card: str) -> list[str]:
    """The cards of `playable` of `card`'s rank: one choice for the game (PU-1)."""
    return [other for other in playable if other[0] == card[0]]


def score_title(view: PutView) -> str:
    """The score board's heading: the target, or, once a seen put has won the game whatever the scores (PU-4),
    so that the winner's points short of the target do not read as a game unfinished."""
    if view.phase == "over" and view.seen and view.winner is not None:
        return _("SCORE · won by the put")
    return _("SCORE (to {target})").format(target=view.target)


def titled(template: str, number: int, name: str) -> tuple[str, str, str]:
    """A trick's heading as (before, name, after) from a translated `template` with {n} and {who}: the
    name is set apart so that it can shorten to fit (the name is never read as a template)."""
    before, _sep, after = template.format(n=number, who="{who}").partition("{who}")
    return before, shown_name(name) if name else "", after


def in_hand_order(advice: PutAdvice, hand: Sequence[str]) -> PutAdvice:
    """The coach's choices with the cards in the order the hand shows them, the order its digit keys choose by
    (seen: "2" played the hand's second card, K♥, the coach's third row, its cards listed from the lowest); the
    answers and "no put" before them and the put after them, as listed."""
    ranks = [card[0] for card in hand]

    def place(index: int) -> tuple[int, int]:
        card = advice.choices[index].action.card
        if card is None:
            return (0 if advice.choices[index].action.do != "put" else 2, index)
        return (1, ranks.index(card[0]) if card[0] in ranks else len(ranks))  # a rank's cards are one choice

    order = sorted(range(len(advice.choices)), key=place)
    if order == list(range(len(advice.choices))):
        return advice
    mixes = tuple(advice.mixes[index] for index in order) if advice.mixes else advice.mixes
    return replace(advice, choices=tuple(advice.choices[index] for index in order), mixes=mixes)
