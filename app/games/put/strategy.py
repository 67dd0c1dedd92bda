"""The strategy page of two-handed Put: perfect play at the table's score, as a picture.

For the score of the table (the points each player still needs) and one seat (the first
to speak, or the dealer: `d` switches), each kind of hand (rules/put/hand_classes.py) gets
two bars: how often perfect play says "I put" with it, and how often it plays on against a
put rather than folding. With PU-V1 (put at any turn) the bars cover the whole round
(rules/put/anyturn_kinds.py): the put bar in one shade a trick (█ the first, ▓ the second, ▒
the third), the see bar over every put the hand faces. Beyond the solved target (PU-4's or
PU-V1's) the score is scaled down in proportion, as the expert plays it, and the page says so.
The bars are drawn in shades that read without colour (░ for no; in the ASCII style # = + and :) and widen with
the screen.
The viewer's own hand, as dealt, is marked on its own seat's page. Opened from the table (the
coach's `g`); escape goes back.
"""

from __future__ import annotations

from typing import cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.reactive import reactive

from ....rules.cards import PUT_ORDER
from ....rules.put import anyturn_table
from ....rules.put.anyturn_kinds import any_turn_kind_plays, shipped_habits
from ....rules.put.deal import strength
from ....rules.put.equilibrium_table import non_dealer_wins, solved_target
from ....rules.put.hand_classes import DEALER, FIRST, HIGH, PAIR, THREE_TWO, HandKind, KindPlay, kind_of, kind_plays
from ....rules.put.perfect_anyturn import anyturn_values
from ....rules.put.view import PutView
from ...widgets.cards import rank_label
from ...widgets.footer import ParlourFooter
from ...widgets.literal import SafeStatic, literal
from ...widgets.screen_base import ParlourScreen
from ...words.i18n import N_, _
from ...words.numbers import percent
from ...words.seat_words import name_mid_sentence

RANK_OF = {value: rank for rank, value in PUT_ORDER.items()}
"""A strength (PU-1) to its rank letter."""
LABEL_ROOM = 4
"""Cells beside a row's label: the mark of the viewer's hand before it, a gap after."""
YES, NO = "█", "░"
TRICK_SHADES = ("█", "▓", "▒")
"""PU-V1: a put said in the first, the second, the third trick."""


def rank_text(value: int) -> str:
    return rank_label(RANK_OF[value])


def kind_text(kind: HandKind) -> str:
    """A kind of hand in words: "pair: 3", "best card: 10 or lower"."""
    high, low = (rank_text(kind.ranks[0]), rank_text(kind.ranks[-1])) if kind.ranks else ("", "")
    if kind.kind == PAIR:
        return (
            _("pair: {rank}").format(rank=high)
            if len(kind.ranks) == 1
            else _("pair: {high} to {low}").format(high=high, low=low)
        )
    if kind.kind == THREE_TWO:
        return _("3 and 2, no pair")
    if kind.kind == HIGH and len(kind.ranks) > 1:
        return _("best card: {rank} or lower").format(rank=high)
    return _("best card: {rank}").format(rank=high)


def table_needs(view: PutView) -> tuple[int, int]:
    """The points each still needs at the view's table: (the first to speak's, the dealer's)."""
    first = (view.dealer + 1) % 2
    return cast("tuple[int, int]", tuple(max(1, view.target - view.scores[seat]) for seat in (first, 1 - first)))


def any_turn_shown(needs: tuple[int, int]) -> tuple[int, int] | None:
    """PU-V1: the shipped state drawn for these needs: themselves where shipped, beyond the shipped target both
    scaled down in proportion, as the expert plays them (anyturn_table.standing_for); None: no page (nor where
    the page's figures are not shipped for it)."""
    shown = anyturn_table.standing_for(*needs)
    return shown if shown in shipped_habits() else None


def bar(share: float | None, width: int, parts: tuple[float, ...] | None = None) -> str:
    """A share as a bar of `width` cells (markup): the part that does it in full shade, the rest light; with
    `parts` (summing to `share`), each part in its own shade (TRICK_SHADES), in order."""
    if share is None:
        return "[dim]" + "—".center(width) + "[/]"
    shades, done, drawn = [], 0.0, 0
    for shade, part in zip(TRICK_SHADES, parts or (share,)):
        done += part
        cells = min(width, round(done * width)) - drawn  # rounded as a running total, so the parts add up
        shades.append(shade * cells)
        drawn += cells
    return f"[$primary]{''.join(shades)}[/][$foreground 40%]{NO * (width - drawn)}[/]"


class StrategyScreen(ParlourScreen):
    """Perfect play's put window at one score, kind of hand by kind of hand."""

    BINDINGS = [
        Binding("d", "switch_seat", N_("Other seat"), tooltip=N_("the first to speak or the dealer")),
        Binding("escape,g,q", "close", N_("Back")),
    ]

    seat: reactive[str] = reactive(FIRST, init=False)
    """Whose play is shown: FIRST (the non-dealer, who speaks first) or DEALER."""

    def __init__(self, view: PutView, names: tuple[str, ...]) -> None:
        super().__init__()
        first = (view.dealer + 1) % 2
        self.names = names
        self.first = first
        self.needs = table_needs(view)
        """(the first speaker's need, the dealer's)."""
        dealt = view.dealt if view.seat is not None and len(view.dealt) == 3 else ()
        self.hand_kind = kind_of(tuple(sorted((strength(c) for c in dealt), reverse=True))) if dealt else None
        """The kind of the viewer's hand as dealt this round (None between rounds)."""
        self.any_turn = view.put_any_turn
        """PU-V1: the whole round is drawn (rules/put/anyturn_kinds.py), at a shipped state (`any_turn_shown`)."""
        self.own_seat = None if view.seat is None else (DEALER if view.seat == 1 - first else FIRST)
        """The viewer's seat this round (None: a watcher): its hand is marked on that seat's page alone."""
        self.set_reactive(StrategyScreen.seat, self.own_seat or FIRST)
        self.shown_needs, self.plays = self.kind_plays(self.seat)
        """The needs the picture is drawn for (the table's, or scaled down to the solved game), and each kind
        of hand's play there."""

    def compose_body(self) -> ComposeResult:
        """Drawn at once in the language in force (again after a switch: the screen is composed anew)."""
        yield SafeStatic("\n".join(self.title_lines()), id="strategy-title")
        yield SafeStatic("\n".join(self.chart_lines(self.chart_width())), id="strategy-chart")
        yield ParlourFooter(show_command_palette=False, compact=True)

    def on_resize(self, event) -> None:
        super().on_resize(event)
        self.draw()

    def kind_plays(self, seat: str) -> tuple[tuple[int, int], list[KindPlay]]:
        if self.any_turn:
            shown = any_turn_shown(self.needs)
            assert shown is not None, "the page is offered with PU-V1 only where a state is drawn"
            return shown, list(any_turn_kind_plays(*shown, seat))
        return kind_plays(*self.needs, seat)

    def watch_seat(self, seat: str) -> None:
        self.shown_needs, self.plays = self.kind_plays(seat)
        self.draw()

    def action_switch_seat(self) -> None:
        self.seat = DEALER if self.seat == FIRST else FIRST

    def action_close(self) -> None:
        self.dismiss(None)

    # -- words and pictures -----------------------------------------------------------

    def who(self, seat: int) -> str:
        """A seat's name, as every line here names it: inside a sentence."""
        return literal(name_mid_sentence(self.names[seat]))

    def title_lines(self) -> list[str]:
        first, dealer = self.first, 1 - self.first
        heading = _("Perfect play, put at any turn") if self.any_turn else _("Perfect play in two-handed Put")
        score = _("points to go: {first} {m}, {dealer} {n}").format(
            first=self.who(first), m=self.needs[0], dealer=self.who(dealer), n=self.needs[1]
        )
        if self.any_turn and self.seat == FIRST:
            seat = _('Shown: the first to speak ({who}) — when to say "I put", and how to answer one')
        elif self.any_turn:
            seat = _('Shown: the dealer ({who}) — when to say "I put", and how to answer one')
        elif self.seat == FIRST:
            seat = _("Shown: the first to speak (the non-dealer: {who} this round)")
        else:
            seat = _('Shown: the dealer ({who} this round), who speaks after a "no put"')
        seat = seat.format(who=self.who(first if self.seat == FIRST else dealer))
        lines = [f"[b]{heading}[/b] · {score}", seat]
        if self.shown_needs != self.needs:
            note = _("Perfect play is solved up to {top} points: shown scaled down, at {m} and {n} to go.")
            lines.append(
                "[dim]" + note.format(top=self.solved_target(), m=self.shown_needs[0], n=self.shown_needs[1]) + "[/]"
            )
        chance = anyturn_values()[self.shown_needs] if self.any_turn else non_dealer_wins(*self.shown_needs)
        lines.append(
            _("With both playing perfectly, the first to speak wins the game {chance} of the time.").format(
                chance=percent(chance, 1)
            )
        )
        return lines

    def solved_target(self) -> int:
        return anyturn_table.solved_target() if self.any_turn else solved_target()

    def chart_lines(self, width: int) -> list[str]:
        labels = [kind_text(play.kind) for play in self.plays]
        label_width = max(map(len, labels)) + LABEL_ROOM
        room = max(20, width - label_width - 3)
        put_width = room // 2
        see_width = room - put_width
        hand, says, answers = _("hand"), _('says "I put"'), _("sees a put, or folds")
        lines = [
            f"[b]{hand.ljust(label_width)}{says[:put_width].ljust(put_width)}   "
            f"{answers[: max(see_width, width - label_width - put_width - 3)]}[/b]"
        ]
        for play, label in zip(self.plays, labels):
            lines.append(self.row(play, label, label_width, put_width, see_width))
        if self.any_turn:
            legend = _(
                '"I put" in trick █ 1 ▓ 2 ▒ 3 ░ never · answer █ sees ░ folds · — hardly ever has one to answer · '
                "▸ your hand · three of a kind counts as a pair"
            )
        else:
            legend = _(
                "█ puts or sees · ░ does not · — always puts, never answers one · ▸ your hand · "
                "three of a kind counts as a pair"
            )
        lines.append("[dim]" + legend + "[/]")
        return lines

    def row(self, play: KindPlay, label: str, label_width: int, put_width: int, see_width: int) -> str:
        mine = play.kind == self.hand_kind and self.seat == self.own_seat
        label = (("▸ " if mine else "  ") + label).ljust(label_width)
        label = f"[b]{label}[/b]" if mine else label
        return f"{label}{bar(play.puts, put_width, play.by_trick)}   {bar(play.sees, see_width)}"

    def chart_width(self) -> int:
        """The cells a chart line may take: the screen's, less the padding (80 at the least)."""
        return max(self.size.width or self.app.size.width, 80) - 2

    def draw(self) -> None:
        if not self.is_mounted:
            return
        self.query_one("#strategy-title", SafeStatic).update("\n".join(self.title_lines()))
        self.query_one("#strategy-chart", SafeStatic).update("\n".join(self.chart_lines(self.chart_width())))
