"""The Put and Take table: five face-up cards per player, the put and take rows, the pool.

Nothing to decide: the banker turns the cards (space turns the next one at once).
"""

from __future__ import annotations

from collections.abc import Callable

from ....rules.cards import RIVER_VALUE
from ....rules.chips import rebought
from ....rules.engine import Outcome
from ....rules.events import Event
from ....rules.put_and_take.engine import BASE
from ....rules.put_and_take.view import PutAndTakeView
from ...widgets.literal import literal
from ...widgets.seat import SeatInfo
from ...words.chip_words import held
from ...words.i18n import N_, _
from ..presenter import BANKER, Presenter, rebought_text
from .center import CenterInfo, PutAndTakeCenter
from .coach import coach_lines
from .refusals import WORDS
from .setup_words import SETUP_WORDS
from .turn_line import TurnLine
from .words import describe

VARIANT_TAGS = (
    ("ante", N_("ante")),
    ("easy_come_easy_go", N_("easy come, easy go")),
    ("red_and_black", N_("red and black")),
    ("up_and_down_the_river", N_("up and down the river")),
)
"""Settings shown in the status line when on, by name as the setup names them (words translated where shown): a
new player cannot read "PT-V2"."""


UNTURNED_RIVER = "1–13"
"""Under a card still to come with "up and down the river" on: it will pay its own value."""


def rates(row: tuple[str, ...], river: bool) -> tuple[str, ...]:
    """What each of the five places pays per matching card: 1, 2, 4, 8, 16 (PT-5, PT-7), or with
    "up and down the river" the turned card's value, ace 1 to king 13 (PT-V4)."""
    if not river:
        return tuple(str(base) for base in BASE)
    turned = tuple(str(RIVER_VALUE[card[0]]) for card in row)
    return turned + (UNTURNED_RIVER,) * (len(BASE) - len(turned))


class PutAndTakePresenter(Presenter):
    """Every card face up: the seats, the two rows, the pool."""

    prompt_class = TurnLine
    refusal_words = {**WORDS, **SETUP_WORDS}
    dealer_words = BANKER

    def make_center(self) -> PutAndTakeCenter:
        return PutAndTakeCenter(id="center")

    def seat_info(self, view: PutAndTakeView, seat: int, chosen: str | None = None) -> SeatInfo:
        """The seat's figure is the round's so far, as its summary will say (a rebuy left out); its notes name
        its parts, so they add up to it: what the latest card did, what the round's cards before it did (all of
        them, where the latest did nothing to it; the banker's: the shortfalls he made up, seen as "for the cards"
        beside a seat with none), the ante (PT-V1), the pool's remainder the banker takes (PT-8),
        then any rebuy (seen: "-2" beside "last card -1" alone, and "-8" beside "last card -4 · ante 1"). The
        latest card's comes first: the figure is never taken for the card's."""
        hand = view.hands[seat]
        turn = view.last_turn
        matches = frozenset(card for card in hand if turn and card[0] == turn.card[0])
        parts = view.round_parts[seat]
        delta = parts.change or None
        card = turn.changes[seat] if turn else 0
        again = rebought(view.log, view.players)[seat]

        def notes_in(chips: Callable[[int], str], change: Callable[[int], str]) -> tuple[str, ...]:
            if view.out[seat]:
                return ()
            if seat == view.round_dealer:  # the banker holds no cards: his is the pool's shortfall made up (PT-8)
                notes = [_("covered {change}").format(change=change(parts.cards))] if parts.cards else []
            else:
                notes = [_("last card {change}").format(change=change(card))] if card else []
            if parts.cards != card and seat != view.round_dealer:  # the cards before the latest, or all of them
                before = _("earlier {change}") if card else _("cards {change}")  # where it did nothing here
                notes.append(before.format(change=change(parts.cards - card)))
            if parts.ante:  # signed, as the other parts (seen: "+2 · ante 1" beside +1)
                notes.append(_("ante {amount}").format(amount=change(-parts.ante)))
            if parts.pool:
                notes.append(_("the pool {change}").format(change=change(parts.pool)))
            return tuple(notes + ([rebought_text(again, chips)] if again else []))

        bare = self.context.bare
        notes = notes_in(self.context.chips, self.context.change)
        notes_bare = notes_in(bare, lambda amount: f"+{bare(amount)}" if amount > 0 else bare(amount))
        return SeatInfo(
            name=self.names[seat],
            stack=self.context.chips(view.stacks[seat]),
            stack_bare=self.context.bare(view.stacks[seat]),
            cards=hand,
            role=N_("BANK") if seat == view.round_dealer else "",
            highlights=matches,
            delta=delta,
            delta_text=self.context.change(delta) if delta else "",
            status=_("out") if view.out[seat] else "",
            notes=notes,
            notes_bare=notes_bare if notes_bare != notes else (),
            out=view.out[seat],
        )

    def center_info(self, view: PutAndTakeView) -> CenterInfo:
        river = view.settings.up_and_down_the_river
        return CenterInfo(
            put_row=view.put_row,
            take_row=view.take_row,
            pool=self.context.chips(view.pool),
            pool_bare=self.context.bare(view.pool),
            put_rates=rates(view.put_row, river),
            take_rates=rates(view.take_row, river),
            latest=view.last_turn.card if view.last_turn else None,
        )

    def status_line(self, view: PutAndTakeView, over: bool = False) -> str:
        title = _("Put and Take")
        return f"[b]{title}[/b] · {self.rounds_text(view)}{self.dealer_text(view, over)}"

    def variants_text(self, view: PutAndTakeView) -> str:
        return " · ".join(_(tag) for key, tag in VARIANT_TAGS if getattr(view.settings, key))

    def next_step(self, view: PutAndTakeView, auto: bool) -> str:
        if view.phase == "over":
            return _("The game is over.")
        if view.phase == "deal":
            return _("Next: shuffle, cut and deal a new round")
        if view.phase == "put":
            return _("Next: [b]put[/b] card {k} of 5 — matches pay into the pool").format(k=len(view.put_row) + 1)
        return _("Next: [b]take[/b] card {k} of 5 — matches collect").format(k=len(view.take_row) + 1)

    def outcome_line(self, view: PutAndTakeView, outcome: Outcome) -> str:
        """The headline, and the chips a game ended mid-round left in the pool: the round's end would have given
        them to the banker (PT-8), so the standings' stacks and the pool together make every chip of the game
        (seen: a game ended with 4 chips in the pool, its standings 396 of 400, nothing said)."""
        line = super().outcome_line(view, outcome)
        if not view.pool:
            return line
        left = literal(held(view.pool, self.context.chips))  # markup: money's currency is the player's text (CH-6)
        # (seen: "left in the pool of the unfinished round: 4 chips (PT-8)" read as PT-8 sending them nowhere)
        return (
            line
            + " · "
            + _(
                "left in the pool: {amount}, the banker's only at the end of a round, which this one never reached"
                " (PT-8)"
            ).format(amount=left)
        )

    def coach_lines(self, view: PutAndTakeView, advice) -> list[str]:
        if advice is None:
            return [_("The coach speaks while cards are turned: what your hand should bring this round.")]
        return coach_lines(advice, view.pool if advice.seat == view.dealer else 0, self.context.worth)

    def describe(self, event: Event) -> str:
        return describe(event, self.log_names, self.context.label, self.context.chips)
