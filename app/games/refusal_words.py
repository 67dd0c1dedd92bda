"""A refusal in the language in force: every engine's refusal code worded once, through the catalog.

The engines refuse with a code, the rule and the figures (rules/refusals.py); the app never reads their
English. The codes every game shares are worded here (`SHARED`), each game's own in its
`app/games/<game>/refusals.py` (its presenter's `refusal_words`). A sentence about a seat comes in two
messages, one for the person spoken to and one naming the seat (app/words/seat_words.py); seats are said by
their names and cards in the card style in force, and whatever came from outside is text, never markup.
An error still given as a sentence (an engine not yet moved to codes, the table's own refusals) is shown
through `_()` as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from ...rules.cards import DECK
from ...rules.errors import QUOTE_LIMIT, RuleError, quoted
from ..widgets.literal import literal
from ..words.chip_words import chips
from ..words.i18n import N_, _
from ..words.seat_words import is_you


@dataclass(frozen=True)
class Words:
    """How one refusal code is said: `other` (a message, `{rule}` the rule, a field per figure), and when the
    sentence is about a seat (`subject`, the figure naming it), `you` for the person spoken to and `{who}`
    the seat's name in `other`."""

    other: str
    you: str | None = None
    subject: str | None = None
    seats: tuple[str, ...] = ()
    """The figures that name a seat (said by its name)."""
    cards: tuple[str, ...] = ()
    """The figures that name a card (said in the card style in force)."""
    chips: tuple[str, ...] = ()
    """The figures that count chips (said with their word: "5 chips", «5 фишек»)."""


SHARED: Mapping[str, Words] = {
    "game.over": Words(N_("The game is over ({rule})")),
    "turn.none_due": Words(N_("No decision is due now ({rule})")),
    "turn.none_due_over": Words(N_("No decision is due now: the game is over ({rule})")),
    "turn.wait_for": Words(N_("{who} decides first ({rule})"), N_("You decide first ({rule})"), "seat", ("seat",)),
    "turn.not_yours": Words(N_("It is {who}'s turn ({rule})"), N_("It is your turn ({rule})"), "seat", ("seat",)),
    "round.in_progress": Words(N_("A round is already in progress ({rule})")),
    "round.deal_first": Words(N_("Nothing to do yet: deal a round first ({rule})")),
    "turn.no_card_over": Words(N_("No card to turn: the game is over ({rule})")),
    "turn.no_card_deal": Words(N_("No card to turn: deal a round first ({rule})")),
    "turn.no_card_wait": Words(
        N_("No card to turn: {who} decides first ({rule})"),
        N_("No card to turn: you decide first ({rule})"),
        "seat",
        ("seat",),
    ),
    "setup.stacks": Words(N_("Each player needs a stack of at least 1 chip ({rule})")),
    "setup.first_dealer": Words(N_("The first dealer is a seat from 0 to {last} ({rule})")),
    "record.not_a_move": Words(N_("move {number} is neither a decision nor a number of steps ({rule})")),
}
"""The codes of rules/refusals.py's shared tables (`SHARED`, `SETUP`)."""

UNWORDED = N_("That is not allowed now ({rule})")
"""A code nobody has worded yet (a test keeps this from happening): the rule is still named."""


def worded(error: RuleError, words: Mapping[str, Words], names: Sequence[str], card: Callable[[str], str] = str) -> str:
    """`error` as markup in the language in force, from the game's `words` or the shared ones; `names` are
    the seats' names as shown (app/words/seat_words.py `addressed`), `card` a card as shown."""
    if error.code is None:
        return literal(_(str(error)))
    return worded_code(error.code, error.rule, error.params, words, names, card)


def worded_code(
    code: str,
    rule: str | None,
    params: Mapping[str, object],
    words: Mapping[str, Words],
    names: Sequence[str],
    card: Callable[[str], str] = str,
    *,
    markup: bool = True,
    mid_sentence: bool = False,
) -> str:
    """A refusal given by its code, rule and figures (an engine's, or a server's `Error`), in the language
    in force: markup, or plain text (`markup=False`, for a notice that reads none); `mid_sentence`: it follows a
    colon, so its own first word takes no capital (a name it opens with keeps its own)."""
    shown = literal if markup else as_it_is
    entry = words.get(code) or SHARED.get(code)
    rule = rule or "-"
    if entry is None:
        return continuing(_(UNWORDED), mid_sentence).format(rule=rule)
    fields = {key: figure(key, value, entry, names, card, shown) for key, value in params.items()}
    if entry.subject is None:
        return continuing(_(entry.other), mid_sentence).format_map(Figures(fields, rule=rule))
    who = seat_name(params.get(entry.subject), names, shown)
    template = entry.you if entry.you is not None and is_you(who) else entry.other
    # as app/words/seat_words.py `said` does
    return continuing(_(template), mid_sentence).format_map(Figures(fields, rule=rule, who=who))


def continuing(template: str, mid_sentence: bool) -> str:
    """A sentence's template as it reads after a colon when `mid_sentence`: its first letter small ("It is your
    turn" -> "it is your turn"); one that opens with a figure (a name) is left as it is."""
    if not mid_sentence or not template[:1].isalpha():
        return template
    return template[0].lower() + template[1:]


def as_it_is(text: str) -> str:
    """Text as plain text shows it (a name marked as the person spoken to stays marked)."""
    return text


class Figures(dict):
    """A refusal's figures as its words read them; one a message names but the refusal lacks (a server of
    another version) reads "?" rather than failing."""

    def __missing__(self, key: str) -> str:
        return "?"


def figure(
    key: str,
    value: object,
    entry: Words,
    names: Sequence[str],
    card: Callable[[str], str],
    shown: Callable[[str], str] = literal,
) -> str:
    """One figure of a refusal: a seat by its name, a card as shown, chips counted, anything else as text."""
    if key in entry.seats:
        return seat_name(value, names, shown)
    if key in entry.cards and value in DECK:
        return shown(card(str(value)))
    if key in entry.chips and isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**60:
        return chips(value)
    return shown(value[:QUOTE_LIMIT] if isinstance(value, str) else str(quoted(value)))


def seat_name(value: object, names: Sequence[str], shown: Callable[[str], str] = literal) -> str:
    """A seat by its name as shown; a number that names no seat as the number it is."""
    if isinstance(value, int) and 0 <= value < len(names):
        return shown(names[value])
    return "?" if value is None else shown(str(quoted(value)))
