"""What a game's presentation at the table provides: the base every `app/games/<game>/` builds on.

The table screen is the same for every game; a `Presenter` tells it what the seats,
the middle and the lines above and below show, from one seat view at a time, and
how the round log, the round summary and the final standings read. It never sees
the full state: whatever it draws comes from the view it is given. Everything it says is
in the language in force when it is asked (app/words/i18n.py).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Iterator, Mapping, NamedTuple, Sequence

from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from ...rules.chips import rebought
from ...rules.engine import Action, Outcome
from ...rules.errors import RuleError
from ...rules.events import Event
from ..widgets.literal import literal
from ..widgets.prompt_line import PromptLine
from ..widgets.seat import SeatInfo
from ..widgets.status_line import StatusPart, joined
from ..words.i18n import N_, _
from ..words.numbers import whole
from ..words.seat_words import addressed, said, shown_name
from .refusal_words import Words, worded
from .words import describe_common, ending_text, ending_words

PLAYER = N_("Player")
"""The heading over rows of players (a summary, the standings)."""


@dataclass(frozen=True)
class TableContext:
    """What a presenter knows of the table besides the view: who sits where, and how cards read."""

    names: tuple[str, ...]
    """Player names by seat (text: `literal` before putting them in markup)."""
    people: tuple[int, ...]
    """The seats of the people at the keyboard."""
    bottom: int
    """The seat drawn at the bottom of the table."""
    seed: int | None
    """The seed the game was dealt from (None at a network table: only the server knows it)."""
    label: Callable[[str], str]
    """A card as text in the current card style ("10♥" or "10H")."""
    chips: Callable[[int], str] = whole
    """A number of chips as shown: "91", "1,000", or "9.10 €" while the table shows money (CH-6)."""
    bare: Callable[[int], str] = str
    """A number of chips as a crowded seat shows it: "91", "1000", or "9.10" (money without its currency)."""
    change: Callable[[int], str] = partial(whole, signed=True)
    """A gain or loss of chips as shown: "+16", or "+1.60 €"."""
    worth: Callable[[float, bool], str | None] = lambda chips, signed: None
    """A fraction of chips (the coach's expectations), signed or not, as money while the table shows money
    ("+0.012 €"); None while it shows chips (the coach then says "chips" itself)."""
    bare_worth: Callable[[float, bool], str | None] = lambda chips, signed: None
    """`worth` without the currency ("+0.012"), for a list of figures that names it once (`currency`)."""
    currency: Callable[[], str] = str
    """The currency's label while the table shows money ("€"), else "" (chips, or money with no label)."""
    settings: Mapping[str, Any] = field(default_factory=dict)
    """The table's rule settings as its setup gives them (plain data: a game reads its own, e.g. Put's mode)."""


class SummaryRow(NamedTuple):
    """One player's line in a round summary."""

    name: str
    change: str
    """What the round did ("+2", "-1", "0"), a rebuy left out (CH-4)."""
    now: str
    """The stack (or score) now, a rebuy in it."""
    rebought: str = ""
    """Chips received again at the round's end (CH-4 with rebuy), or "" for none."""


class Side(NamedTuple):
    """One side of a game as a standing shows it (Continue, the review's end of a round): a player, or a team of
    players who score together."""

    seats: tuple[int, ...]
    name: str
    """As shown (text, not markup)."""
    figure: int
    """Chips (Put: points)."""


def standing_line(sides: list[Side], people: tuple[int, ...], room: int) -> str:
    """ "Ann 240 · Bob 180 · You 95": the sides (players, or teams) the leader first, ties in seat order, within
    `room` characters; where they do not fit, the leaders that do, "…" for those left out, and the sides of the
    people who play here that are not among them, so that a person always finds their own figure; what still does
    not fit is cut, ending with "…"."""
    ranked = sorted(sides, key=lambda side: -side.figure)
    items = [f"{side.name} {whole(side.figure)}" for side in ranked]
    line = " · ".join(items)
    if len(line) <= room:
        return line
    mine = [index for index, side in enumerate(ranked) if not set(people).isdisjoint(side.seats)]

    def cut_after(leaders: int) -> str:
        kept = [*range(leaders), *(index for index in mine if index >= leaders)]
        left_out = ["…"] if len(kept) < len(items) else []  # (seen: "… · Ann & Cleo 1 · Bob &", nobody left out)
        return " · ".join([*items[:leaders], *left_out, *(items[index] for index in mine if index >= leaders)])

    leaders = 0
    while leaders < len(items) and len(cut_after(leaders + 1)) <= room:
        leaders += 1
    line = cut_after(leaders)
    return line if len(line) <= room else line[: room - 1] + "…"


class StandingRow(NamedTuple):
    """One player's line in the final standings."""

    place: str
    """"1", or "=5" for a place that results share."""
    name: str
    final: str
    """The final stack (or score)."""
    rebought: str = ""
    """With rebuys in the game: the chips received again (CH-4), "0" for none; else ""."""
    net: str = ""
    """With rebuys in the game: the game's result, the final stack less the starting stack and the chips
    rebought; else "" (the final stack says it)."""


def rebought_text(chips: int, shown: Callable[[int], str] = str) -> str:
    """A rebuy in a seat's status: "rebought 20"."""
    return _("rebought {amount}").format(amount=shown(chips))


DealerWords = tuple[tuple[str, str], tuple[str, str]]
"""The status line's dealer, this round's and the next one's: each (the viewer's message, anybody else's)."""

DEALER: DealerWords = (
    (N_("[b]you[/b] deal"), N_("dealer [b]{who}[/b]")),
    (N_("[b]you[/b] deal next"), N_("next dealer: [b]{who}[/b]")),
)
"""The dealer (Put, Red Dog)."""
BANKER: DealerWords = (
    (N_("[b]you[/b] hold the bank"), N_("banker [b]{who}[/b]")),
    (N_("[b]you[/b] take the bank next"), N_("next banker: [b]{who}[/b]")),
)
"""The banker (Put and Take)."""


class Presenter:
    """The parts of the table one game draws; subclasses fill them in."""

    prompt_class: type[PromptLine] = PromptLine
    """The line under the felt: the person's decision keys, or what happens next."""
    refusal_words: Mapping[str, Words] = {}
    """The game's own refusal codes, each worded once (app/games/refusal_words.py words the shared ones)."""
    dealer_words: DealerWords = DEALER
    """How the status line names the seat that deals (`dealer_text`): the dealer, the banker, a game's own."""

    def __init__(self, context: TableContext) -> None:
        self.context = context
        self.you: int | None = None
        """The seat whose person the table speaks to now (the viewer; None: nobody): its sentences are in
        the second person. The screen sets it before it draws a view (`speak_to`)."""

    def speak_to(self, seat: int | None) -> None:
        """Speak to the person at `seat` from now on (the viewer whose view is drawn)."""
        self.you = seat

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names as shown, the viewer's marked as the person spoken to (app/words/seat_words.py)."""
        return addressed(self.context.names, self.you)

    @contextmanager
    def speaking_to_the_table(self) -> Iterator[None]:
        """Speak meanwhile as the log does (`log_names`): to the one person of a table with one, to nobody when
        several share the keyboard (seen: "You win" at the end of a game two people played at one keyboard,
        said to whoever had the keyboard last)."""
        people, before = self.context.people, self.you
        self.you = people[0] if len(people) == 1 else None
        try:
            yield
        finally:
            self.you = before

    @property
    def log_names(self) -> tuple[str, ...]:
        """The names as the round log says them: the log stays on screen for everyone, so it speaks to the
        one person at a table with one, and to nobody when several share the keyboard."""
        people = self.context.people
        return addressed(self.context.names, people[0] if len(people) == 1 else None)

    def name(self, seat: int) -> str:
        """A seat's name as shown ("You" in the language in force), as markup that shows it (`literal`)."""
        return literal(self.names[seat])

    def says(self, seat: int, you: str, other: str, **fields: object) -> str:
        """The sentence about a seat (markup): message `you` when it is the person spoken to, else `other`
        with `{who}` its name as shown, `literal` (see app/words/seat_words.py `said`)."""
        return said(literal(self.names[seat]), you, other, **fields)

    def refusal(self, error: RuleError) -> str:
        """A refused decision as the table says it (markup), in the language in force, from its code."""
        return worded(error, self.refusal_words, self.names, self.context.label)

    # -- the felt ------------------------------------------------------------------

    def make_center(self) -> Widget:
        """The middle of the table (pool and rows, pot and turned cards, the trick)."""
        raise NotImplementedError

    def seat_info(self, view: Any, seat: int, chosen: str | None = None) -> SeatInfo:
        """What a seat's panel shows (`chosen`: the card the person is about to play)."""
        raise NotImplementedError

    def center_info(self, view: Any) -> Any:
        """What the middle shows."""
        raise NotImplementedError

    # -- the lines above and below -----------------------------------------------------

    def status_parts(
        self, view: Any, auto: bool, note: str = "", demo: bool = False, paced_here: bool = True, over: bool = False
    ) -> list[StatusPart]:
        """The line above the felt, alike at every table: the game's `status_line` and `variants_text`,
        auto-play, a `note` (markup: the chip's value while the table shows money) and the seed. Where the line is
        short of room the seed goes first, then auto-play, then the variants, then the note (`StatusLine`): with
        every variant on, the variants had filled an 80-column line and hidden the chip's value. A `demo` table
        says so instead of auto-play; a table paced elsewhere (a server's, whose `a` does nothing) says nothing of
        it (seen: "auto-play on" there read as a computer playing for the person). `over`: the game is over though
        the view is of the round it stopped in (ended at the table, CH-5)."""
        if demo:
            playing = _("[b]demo[/b]")
        elif paced_here:
            playing = _("auto-play [b]on[/b]") if auto else _("auto-play [b]off[/b]")
        else:
            playing = ""
        seed = _("seed {seed}").format(seed=self.context.seed) if self.context.seed is not None else ""
        return [
            StatusPart(self.status_line(view, over or view.phase == "over"), 4),
            StatusPart(self.variants_text(view), 2),
            StatusPart(playing, 1),
            StatusPart(note, 3),
            StatusPart(f"[dim]{seed}[/]" if seed else "", 0),
        ]

    def status(self, view: Any, auto: bool, note: str = "") -> str:
        """The whole line above the felt, every part (markup)."""
        return joined(self.status_parts(view, auto, note))

    def status_line(self, view: Any, over: bool = False) -> str:
        """The game's part of the line above the felt: the game, the round, the dealer, or that the game is over
        (`over`: its rules ended it, or the table did mid-way, CH-5) (markup)."""
        raise NotImplementedError

    def variants_text(self, view: Any) -> str:
        """The variants in force, as the line above the felt names them ("" for none, or for a game that names
        them in its `status_line`)."""
        return ""

    def rounds_text(self, view: Any) -> str:
        """ "round 3", or "round 3 of 10" when the game has a set number of rounds (CH-5); before the first deal
        (the draw for the first dealer) the round to come, never "round 0"."""
        limit = getattr(view.settings, "rounds", 0)
        played = max(view.rounds_played + (0 if view.phase in ("deal", "over") else 1), 1)
        if limit:
            return _("round {played} of {limit}").format(played=played, limit=limit)
        return _("round {played}").format(played=played)

    def dealer_text(self, view: Any, over: bool = False) -> str:
        """ " · banker [b]Cleo[/b]" while a round is played; between rounds, while the finished round's
        cards are still out, " · next banker: [b]Dmitri[/b]", in the game's `dealer_words`; once the game is over
        (`over`, its phase "over" or not: a game ended at the table stops in its round, CH-5), " · game over"
        (markup): there is no next banker then (seen: "next banker: Ann" over the final standings)."""
        if over or view.phase == "over":
            return " · " + _("[b]game over[/b]")
        you, other = self.dealer_words[view.round_dealer != view.dealer]
        return " · " + self.says(view.dealer, you, other)

    def next_step(self, view: Any, auto: bool) -> str:
        """The prompt when the viewer has nothing to decide: who is thinking, what comes next (markup)."""
        raise NotImplementedError

    def thinking(self, view: Any, person: bool, auto: bool = True, away: bool = False) -> str:
        """The prompt while another seat decides (markup): a person's (`away`: one whose client has gone from a
        network table, whom a computer player stands in for after a wait), or a computer player's, which plays
        by itself under auto-play and else waits for space."""
        if person and away:
            return self.away_words(view)
        if person:
            return self.says(view.to_act, N_("Waiting for you to decide"), N_("Waiting for {who} to decide"))
        if not auto:
            return self.computer_waits(view)
        return self.says(view.to_act, N_("You are thinking…"), N_("{who} is thinking…"))

    def reading_words(self, seats: list[int]) -> str:
        """Between rounds at a network table: the next round waits for these people to close its summary."""
        who = ", ".join(literal(self.names[seat]) for seat in seats)
        return _("Waiting for {who} to read the round summary").format(who=f"[b]{who}[/b]")

    def away_words(self, view: Any) -> str:
        """A person who has left a network table is to decide: a computer player will play for the seat."""
        return self.says(
            view.to_act, N_("You are away"), N_("{who} is away: after a short wait, a computer player plays for them")
        )

    def computer_waits(self, view: Any) -> str:
        """A computer player's turn while auto-play is off: the key that lets it play (markup)."""
        return self.says(view.to_act, N_("Your turn — space to play"), N_("{who}'s turn — space to let {who} play"))

    def pace_hint(self, text: str, auto: bool, short: bool = False) -> str:
        """`text` (an idle prompt: what comes next) with how the table moves on: by itself under auto-play
        (and `a` stops it), else at space (markup); `short`: the few words that still say it on a narrow line."""
        if auto:
            hint = _("[b]a[/b] stops") if short else _("auto-play: [b]a[/b] stops it")
        else:
            hint = _("[b]space[/b] moves on")
        return f"{text} [dim]·[/] {hint}" if text else hint

    def coach_lines(self, view: Any, advice: Any) -> list[str]:
        """The coach's panel for the viewer (markup); `advice` is the session's figures for it, or None."""
        return [_("The coach comments on your decisions.")] if advice is None else []

    def coach_source(self, view: Any, advice: Any) -> str:
        """Whose figures `coach_lines` gives, in a few words (the review's panel names it on its border, under them:
        the lines' notes say it only where there is room); "" when there is nobody to name."""
        return ""

    def offers_strategy(self, view: Any) -> bool:
        """Whether `strategy_page` has a page for this table (most games have none)."""
        return False

    def strategy_page(self, view: Any) -> Screen | None:
        """A page of how the game is best played at this table's position (opened from the coach), or None."""
        return None

    def choice_text(self, view: Any, action: Action) -> str:
        """A decision in a few words ("bet 9 (max)", "7♥", "I put"), as the coach lists it (plain text)."""
        return action.code

    def describe(self, event: Event) -> str:
        """One line of the round log (plain text), its amounts as the table shows them now (chips or money)."""
        return describe_common(event, self.log_names, self.context.label, self.context.chips)

    def log_line(self, event: Event) -> str:
        """`describe` as the log writes it: a sentence, so with a capital (seen: «в банке не хватает: …», "the deal
        passes to Cleo"), unless it opens with a player's name, written as its player typed it."""
        line = self.describe(event)
        if line[:1].islower() and not any(name and line.startswith(name) for name in self.log_names):
            return line[0].upper() + line[1:]
        return line

    # -- dialogs, summaries, the end -------------------------------------------------------

    def dialog(self, view: Any, advice: Any = None, plays_on: bool = False) -> ModalScreen[Action | None] | None:
        """A dialog the viewer answers now instead of using keys (a put to answer), or None. `advice`: the coach's
        figures for this decision while the coach is shown (the dialog covers its panel, so it shows them);
        `plays_on`: the table plays on while its menu is open (a server's pace), so escape is "Menu", not "Pause"."""
        return None

    @staticmethod
    def sides(view: Any, names: Sequence[str], scores: tuple[int, ...]) -> list[Side]:
        """The game's sides in seat order, each with its chips (Put: points) in `scores`: every seat its own (a game
        whose players score as teams gives its teams)."""
        return [Side((seat,), shown_name(name), score) for seat, (name, score) in enumerate(zip(names, scores))]

    def rows_heading(self, view: Any) -> str:
        """The heading over the round summary's and the final standings' names (a message, translated where shown):
        "Player", or "Team" where the rows are teams."""
        return PLAYER

    def summary_title(self, view: Any) -> str:
        """The round summary's title (markup)."""
        return _("Round {n}").format(n=view.rounds_played)

    def summary_note(self, view: Any) -> str | None:
        """A line under the round summary's rows (markup), or None: what else holds the game's chips."""
        return None

    def summary_rows(self, view: Any, before: tuple[int, ...], after: tuple[int, ...]) -> list[SummaryRow]:
        """Per seat: the round's result, the stack now and any rebuy; a rebuy is a fresh stake, not a gain
        (CH-4), so the round's result leaves it out (the round's log says who rebought)."""
        rows, again = [], rebought(view.log, len(self.names))
        for seat, name in enumerate(self.names):
            change = after[seat] - before[seat] - again[seat]
            rows.append(
                SummaryRow(
                    name,
                    self.context.change(change) if change else self.context.bare(0),  # "0.00" beside "+0.10"
                    self.context.chips(after[seat]),
                    self.context.chips(again[seat]) if again[seat] else "",
                )
            )
        return rows

    def standings_rows(self, view: Any, outcome: Outcome, scores: tuple[int, ...]) -> list[StandingRow]:
        """(place, name, final figure) per seat, best first (CH-5: by stack, equal stacks sharing a place); with
        rebuys in the game, also each seat's chips rebought and its net result (CH-4)."""
        order = outcome.standings
        places_shown = places([scores[seat] for seat in order])
        again = [count * view.settings.starting_chips for count in view.rebuys]
        if not any(again):
            return [
                StandingRow(place, self.names[seat], self.context.chips(scores[seat]))
                for place, seat in zip(places_shown, order)
            ]
        rows = []
        currency = self.context.currency()
        for place, seat in zip(places_shown, order):
            net = scores[seat] - view.settings.starting_chips - again[seat]
            # money in its currency as the columns beside it are (seen: "8.75 USD  0.00 USD  +6.25")
            signed = f"{self.context.change(net)}\u00a0{currency}" if currency else self.context.change(net)
            rows.append(
                StandingRow(
                    place,
                    self.names[seat],
                    self.context.chips(scores[seat]),
                    self.context.chips(again[seat]),
                    signed if net else self.context.chips(0),
                )
            )
        return rows

    def outcome_line(self, view: Any, outcome: Outcome) -> str:
        """The game-over headline (markup): the winner and how the game ended (`ending_reason`)."""
        reason = self.ending_reason(view, outcome)
        if outcome.winner is None:  # level at the top (CH-5); the reason is why the game ended (seen: "No single winner
            # — no human player is left" read as cause and effect)
            return _("No single winner (a tie for first place) — {reason}").format(reason=reason)
        return self.says(outcome.winner, N_("You win — {reason}"), N_("{who} wins — {reason}"), reason=reason)

    def ending_reason(self, view: Any, outcome: Outcome) -> str:
        """How the game ended (markup), in the app's words for the engine's `Ending` (its English `reason` is not
        shown); a game its host ended for everybody names the host (CH-5), as the people at the table saw it."""
        if outcome.ended_by is not None:
            return self.says(outcome.ended_by, N_("you ended the game"), N_("{who} (the host) ended the game"))
        return ending_words(outcome.ending) if outcome.ending else ending_text(outcome.termination, view.settings)


def places(results: Sequence[Any]) -> list[str]:
    """The places of results listed best first ("1", "2" ...), where equal results share the place of the
    first of them and show it as tied: 10, 5, 5, 0 are "1", "=2", "=2", "4"."""
    shown = []
    for result in results:
        place = str(results.index(result) + 1)
        shown.append("=" + place if results.count(result) > 1 else place)
    return shown
