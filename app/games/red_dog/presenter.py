"""The Red Dog table: hands face down (the viewer's face up), the pot, the turned cards, the bet box."""

from __future__ import annotations

from functools import cached_property
from typing import Callable, cast

from ....rules.engine import Action, Outcome
from ....rules.events import Event
from ....rules.red_dog.settings import RedDogSettings, hand_size
from ....rules.red_dog.view import RedDogView, RoundChange, SeatAct
from ...widgets.literal import literal
from ...widgets.seat import SeatInfo
from ...words.chip_words import held
from ...words.i18n import N_, _
from ..presenter import Presenter, rebought_text
from .bet_line import BetLine
from .center import RedDogCenter, RedDogCenterInfo
from .coach import choice_text, coach_lines
from .refusals import WORDS
from .setup_words import SETUP_WORDS
from .words import describe

ACT_WORDS = {"forfeit": N_("forfeited"), "pass": N_("passed"), "sit_out": N_("sitting out")}
"""What a seat's panel says of what it did (bets, wins and losses carry their amount); translated where shown."""
VARIANT_TAGS = (("burn", N_("burn")), ("four_card_hands", N_("4-card hands")))
"""Settings shown in the status line when on, and their tags."""


def act_status(act: SeatAct | None, chips: Callable[[int], str] = str) -> tuple[str, int | None]:
    """A seat's last act this round as (status, chips won or lost), in the language in force; `chips` shows
    an amount."""
    if act is None:
        return "", None
    if act.kind == "win":
        return _("won {amount}").format(amount=chips(act.amount or 0)), act.amount
    if act.kind == "lose":
        return _("lost {amount}").format(amount=chips(act.amount or 0)), -(act.amount or 0)
    if act.kind == "bet":
        return _("bets {amount}").format(amount=chips(act.amount or 0)), None
    if act.kind == "forfeit" and act.amount:  # its chip a part of the figure (seen: "forfeited · ante 1" beside -2)
        return _("forfeited {amount}").format(amount=chips(act.amount)), None
    return _(ACT_WORDS[act.kind]), None


def round_parts(figure: RoundChange, chips: Callable[[int], str] = str) -> list[str]:
    """What besides the bet made a seat's figure this round: its antes, and a rebuy (a fresh stake, not in the
    figure), in the language in force."""
    parts = [_("ante {amount}").format(amount=chips(figure.antes))] if figure.antes else []
    return parts + ([rebought_text(figure.rebought, chips)] if figure.rebought else [])


class RedDogPresenter(Presenter):
    """Seats with their stacks and hands, the pot and the turned cards, the latest result."""

    prompt_class = BetLine
    refusal_words = {**WORDS, **SETUP_WORDS}

    def make_center(self) -> RedDogCenter:
        return RedDogCenter(id="center")

    def seat_info(self, view: RedDogView, seat: int, chosen: str | None = None) -> SeatInfo:
        """The seat's figure is the round's so far, as its summary will say (antes, forfeit and bet together,
        a rebuy left out); its status notes say what made it (the bet's first: as many as fit), so the two
        add up."""
        shown = view.shown[seat] if view.shown else ()
        if seat == view.seat:
            cards: tuple[str | None, ...] = view.hand
        else:
            cards = tuple(shown) + (None,) * (view.hand_counts[seat] - len(shown))
        figure = view.round_changes[seat]

        def notes_in(chips: Callable[[int], str]) -> tuple[tuple[str, ...], str, int | None]:
            status, bet_delta = act_status(view.acts[seat], chips)
            if view.out[seat]:
                status = _("out")
            elif view.to_act == seat:  # (a game ended at the table mid-round has nobody to act: nobody "to bet")
                status = _("to bet")
            notes = () if view.out[seat] else tuple(part for part in (status, *round_parts(figure, chips)) if part)
            return notes, status, bet_delta

        notes, status, bet_delta = notes_in(self.context.chips)
        bare = notes_in(self.context.bare)[0]
        delta = figure.total or None
        return SeatInfo(
            name=self.names[seat],
            stack=self.context.chips(view.stacks[seat]),
            stack_bare=self.context.bare(view.stacks[seat]),
            cards=cards,
            role=N_("DEALER") if seat == view.round_dealer else "",
            highlights=frozenset(shown) if bet_delta and bet_delta > 0 else frozenset(),
            delta=delta,
            delta_text=self.context.change(delta) if delta else "",
            status=status,
            notes=notes,
            notes_bare=bare if bare != notes else (),
            active=view.to_act == seat or (view.phase == "turn" and view.bettor == seat),
            out=view.out[seat],
        )

    def headline(self, view: RedDogView) -> tuple[str, str]:
        """The bet waiting for its card, or the latest result, and how to colour it."""
        if view.phase == "turn":
            return self.says(
                cast(int, view.bettor),  # a bet waits for its card
                N_("You bet {amount}…\nthe dealer turns"),
                N_("{who} bets {amount}…\nthe dealer turns"),
                amount=literal(self.context.chips(view.stake)),  # money's currency is the player's text
            ), ""
        result = view.last_result
        if result is None:
            return "", ""
        amount = literal(self.context.chips(result.amount))  # the headline is markup; a currency is text (CH-6)
        if result.won:
            return self.says(
                result.seat,
                N_("You WIN {amount}\nwith {card}"),
                N_("{who} WINS {amount}\nwith {card}"),
                amount=amount,
                card=self.context.label(result.shown[0]),
            ), "win"
        return self.says(result.seat, N_("You LOSE {amount}"), N_("{who} LOSES {amount}"), amount=amount), "lose"

    def center_info(self, view: RedDogView) -> RedDogCenterInfo:
        text, result = self.headline(view)
        return RedDogCenterInfo(
            pot=self.context.chips(view.pot), stock=view.stock, turned=view.turned, headline=text, result=result
        )

    def status_line(self, view: RedDogView, over: bool = False) -> str:
        title = _("Red Dog")
        return f"[b]{title}[/b] · {self.rounds_text(view)}{self.dealer_text(view, over)}"

    def variants_text(self, view: RedDogView) -> str:
        settings = view.settings
        tags = [_(tag) for key, tag in VARIANT_TAGS if getattr(settings, key)]
        tags += [_("clumsy dealer")] if settings.irregular_deals > 0 else []
        return " · ".join(tags)

    def next_step(self, view: RedDogView, auto: bool) -> str:
        if view.phase == "over":
            return _("The game is over.")
        if view.phase == "turn":
            return _("The dealer turns the next card")
        return _("Next: shuffle, cut and deal a new round") if view.phase == "deal" else ""

    def coach_lines(self, view: RedDogView, advice) -> list[str]:
        if advice is None:
            return [_("The coach speaks when you bet: the odds of your hand and what each bet is worth.")]
        return coach_lines(advice, view, self.context.bare_worth, self.context.currency())

    def choice_text(self, view: RedDogView, action: Action) -> str:
        return choice_text(action, view.bet_range[1] if view.bet_range else None)

    def describe(self, event: Event) -> str:
        return describe(event, self.log_names, self.context.label, self.context.chips, self.hand_size)

    @cached_property
    def hand_size(self) -> int:
        """The cards a hand should have at this table (RD-5, RD-V2): a misdeal's line says how its hand differs."""
        settings = RedDogSettings.model_validate(dict(self.context.settings))
        return hand_size(settings, len(self.context.names))

    def summary_note(self, view: RedDogView) -> str | None:
        """The pot the next round plays for: with the stacks it makes every chip of the game."""
        if not view.pot:
            return None
        return _("in the pot: {amount}").format(amount=literal(held(view.pot, self.context.chips)))

    def outcome_line(self, view: RedDogView, outcome: Outcome) -> str:
        """The headline, and the chips the pot keeps: they are never returned (RD-10), so the stacks of the
        standings and the pot together make every chip of the game."""
        line = super().outcome_line(view, outcome)
        if not view.pot:
            return line
        left = literal(held(view.pot, self.context.chips))  # markup: money's currency is the player's text (CH-6)
        return line + " · " + _("left in the pot: {amount} (RD-10)").format(amount=left)
