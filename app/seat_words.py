"""The players in sentences, in any language: the person called "You", and the sentence that fits a name.

A seat's name is data ("You" is the default name of the person at the keyboard, kept as
"You" in setups and records whatever the language); it is shown as `shown_name` gives it.
A sentence about a seat comes in two messages, one for "You" and one for anybody else,
because the verb agrees with its subject in every language ("You bet 5" but "Ann bets 5";
«Вы ставите 5», «Анна ставит 5»):

    said(who, N_("You bet {amount}"), N_("{who} bets {amount}"), amount=5)

A sentence with a giver and a receiver comes in three (`to_whom`): You give, You are given,
or neither is You.
"""

from __future__ import annotations

from .i18n import N_, _

YOU = N_("You")
"""The default name of the person at the keyboard, as setups and records keep it."""


def shown_name(name: str) -> str:
    """A seat's name as shown: "You" in the language in force, any other name as it is."""
    return _(YOU) if name == YOU else name


def is_you(name: str) -> bool:
    """Whether a (shown) name is the person called You, whose verbs take the second person."""
    return name == YOU or name == _(YOU)


def said(who: str, you: str, other: str, **fields: object) -> str:
    """The sentence about `who`: `you` (a message) when `who` is the person called You, else `other`,
    translated and filled in (`{who}` is the name as shown; names are never read as templates)."""
    template = _(you) if is_you(who) else _(other)
    return template.format(who=shown_name(who), **fields)


def to_whom(giver: str, receiver: str, you_give: str, you_get: str, other: str, **fields: object) -> str:
    """A sentence with a giver and a receiver, either of whom may be You: `you_give` (You give to {to}),
    `you_get` ({who} gives to You) or `other`; names are filled in as given (for markup, made `literal` first:
    app/widgets/literal.py)."""
    if is_you(giver):
        template = _(you_give)
    elif is_you(receiver):
        template = _(you_get)
    else:
        template = _(other)
    return template.format(who=shown_name(giver), to=shown_name(receiver), **fields)
