"""The players in sentences, in any language: the person the table speaks to, and the sentence that fits a name.

A seat's name is data ("You" is the default name of the one person at the keyboard, kept as
"You" in setups and records whatever the language); it is shown as `shown_name` gives it.
Who "you" is does not depend on a name: it is the seat whose person the table speaks to now
(the one person at the keyboard; with several people, the one whose turn it is, after the
hand-over). `addressed` marks that seat's name (an `Addressed` string), and every sentence about
a seat comes in two messages, one for that person and one for anybody else, because the verb
agrees with its subject in every language ("you bet 5" but "Ann bets 5"; «вы ставите 5»,
«Анна ставит 5»):

    said(who, N_("You bet {amount}"), N_("{who} bets {amount}"), amount=5)

A sentence with a giver and a receiver comes in three (`to_whom`): you give, you are given,
or neither is you.
"""

from __future__ import annotations

from typing import Sequence

from .i18n import N_, _, ngettext

YOU = N_("You")
"""The default name of the one person at the keyboard, as setups and records keep it."""


class Addressed(str):
    """The name (as shown) of the seat the table speaks to: sentences about it are in the second person."""

    keeps_kind = True
    """`literal` keeps the mark (app/widgets/literal.py)."""


def shown_name(name: str) -> str:
    """A seat's name as shown: "You" in the language in force, any other name as it is (an `Addressed`
    name stays addressed)."""
    return type(name)(_(YOU)) if name == YOU else name


YOU_MID_SENTENCE = N_("you")
"""The default name of the person inside a sentence, after its first word (seen: «в этой партии — Вы»)."""


def name_mid_sentence(name: str) -> str:
    """A seat's name as shown inside a sentence: "you" for the person's default name (as kept, or as shown: a
    presenter's names are shown ones), any other as it is."""
    return _(YOU_MID_SENTENCE) if name in (YOU, _(YOU)) else shown_name(name)


def addressed(names: Sequence[str], you: int | None) -> tuple[str, ...]:
    """The seats' names as shown, the name of seat `you` marked `Addressed` (None: the table speaks to
    nobody, as in a demo, a public log or while the keyboard is handed over)."""
    return tuple(
        Addressed(shown_name(name)) if seat == you else str(shown_name(name)) for seat, name in enumerate(names)
    )


def is_you(name: str) -> bool:
    """Whether a (shown) name is the person the table speaks to, whose verbs take the second person."""
    return isinstance(name, Addressed)


def said(who: str, you: str, other: str, **fields: object) -> str:
    """The sentence about `who`: `you` (a message) when `who` is the person spoken to, else `other`,
    translated and filled in (`{who}` is the name as shown; names are never read as templates)."""
    template = _(you) if is_you(who) else _(other)
    return template.format(who=shown_name(who), **fields)


def counted(who: str, you: tuple[str, str], other: tuple[str, str], n: int, **fields: object) -> str:
    """`said` with a number its noun agrees with ("1 card", "5 cards"; Russian has three forms): `you` and
    `other` are marked with `N_plural`; `{n}` is filled in too."""
    singular, plural = you if is_you(who) else other
    return ngettext(singular, plural, n).format(who=shown_name(who), n=n, **fields)


def to_whom(giver: str, receiver: str, you_give: str, you_get: str, other: str, **fields: object) -> str:
    """A sentence with a giver and a receiver, either of whom may be the person spoken to: `you_give`
    (you give to {to}), `you_get` ({who} gives to you) or `other`; names are filled in as given (for markup,
    made `literal` first: app/widgets/literal.py)."""
    if is_you(giver):
        template = _(you_give)
    elif is_you(receiver):
        template = _(you_get)
    else:
        template = _(other)
    return template.format(who=shown_name(giver), to=shown_name(receiver), **fields)
