"""What a chip is worth (CH-6, PT-10): a display setting of the chip games, never a rule.

The table counts in chips; on demand it shows the same figures in money, at the value
agreed in the setup ("1 chip = 0.10 €", «1 фишка = 0,10 €»). The default, a chip worth 1 of no currency,
is no value in money: the table has no money to show (`priced`). A value is typed with a point or a comma
(app/words/numbers.py `typed_number`); a value other than 1 needs its currency, and a currency is a name or a
sign, never a number (a money figure is never shown without its unit).
"""

from __future__ import annotations

import unicodedata
from decimal import Decimal
from typing import cast

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from ..words.clean_names import clean_name
from ..words.i18n import _
from ..words.numbers import decimal, typed_number

CURRENCY_LIMIT = 8
"""Characters of a currency label ("€", "руб.", "pennies")."""
AMOUNT_LIMIT = Decimal(1_000_000)
"""The most a chip may be worth."""
PLACES_LIMIT = 4
"""Decimal places a chip's value may have."""


class ChipValue(BaseModel):
    """A chip's worth in some currency; formats chip counts as money."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    amount: Decimal = Field(default=Decimal(1), gt=0, le=AMOUNT_LIMIT, decimal_places=PLACES_LIMIT)
    """What one chip is worth."""
    currency: str = Field(default="", validate_default=True)
    """The currency's label, shown after the amount; empty for none (then the amount is 1: no value in money)."""

    @field_validator("amount", mode="before")
    @classmethod
    def _typed(cls, value: object) -> object:
        """A value as typed, "0,10" or "0.10" (a number or a Decimal is taken as it is)."""
        if not isinstance(value, str):
            return value
        try:
            return Decimal(typed_number(value))  # a Decimal: a strict reading (a network message) takes it too
        except (ValueError, ArithmeticError):
            raise PydanticCustomError("decimal_parsing", "Input should be a valid decimal") from None

    @field_validator("currency")
    @classmethod
    def _cleaned(cls, value: str, info: ValidationInfo) -> str:
        """A currency's name or sign ("EUR", "€", "руб."), never a number ("5" was taken, and money read "1 chip =
        0.10 5"); none only for a chip worth 1, as set up before this was checked (a setup read back is kept)."""
        label = clean_name(value, "")[:CURRENCY_LIMIT].strip()
        if label and not currency_like(label):
            raise PydanticCustomError("currency_label", "Input should be a currency's name or sign")
        amount = info.data.get("amount")
        if not label and amount not in (None, 1) and not (info.context or {}).get("stored"):
            raise PydanticCustomError("currency_missing", "A chip value needs its currency", {"amount": amount})
        return label

    @property
    def priced(self) -> bool:
        """Whether a chip has a value in money here (a currency to show it in): else the table shows chips only."""
        return bool(self.currency)

    @property
    def places(self) -> int:
        """Decimal places shown: none for a whole amount, else at least two (money reads "9.10")."""
        exponent = cast(int, self.amount.normalize().as_tuple().exponent)  # a finite amount (validated)
        return 0 if exponent >= 0 else max(2, -exponent)

    def money(self, chips: int, signed: bool = False, currency: bool = True) -> str:
        """`chips` as money: "9.10 €" (in Russian «9,10 €»); "+1.60 €" when `signed`; "9.10" without the
        `currency`."""
        text = decimal(self.amount * chips, self.places, signed=signed)
        return self.with_currency(text) if currency else text

    def with_currency(self, text: str) -> str:
        """An amount with its currency after it, joined by a no-break space: a wrap never parts a figure from its
        unit (seen: the Red Dog headline «ПРОИГРЫВАЕТ 1,40» on one line and «EUR» on the next)."""
        return f"{text}\u00a0{self.currency}" if self.currency else text

    def worth(self, chips: float, signed: bool = False, currency: bool = True) -> str:
        """A fraction of chips as money, as precise as the coach's figures of chips (two places): "+0.012 €" for
        +0.12 chips of 0.10 €, "+1.20 €" for +1.2 chips of 1 €; whole chips as `money` says them ("0.40 €");
        "+0.012" without the `currency`."""
        exponent = cast(int, self.amount.normalize().as_tuple().exponent)
        places = self.places if float(chips).is_integer() else max(self.places, min(2 - min(exponent, 0), 3))
        text = decimal(self.amount * Decimal(repr(float(chips))), places, signed=signed)
        return self.with_currency(text) if currency else text

    def describe(self) -> str:
        """ "1 chip = 0.10 €" (in the language in force)."""
        return _("1 chip = {money}").format(money=self.money(1))


def currency_like(label: str) -> bool:
    """Whether `label` can name a currency: a letter or a currency sign in it, and no digit ("EUR", "€", "руб.")."""
    kinds = [unicodedata.category(character) for character in label]
    return "Nd" not in kinds and any(kind.startswith("L") or kind == "Sc" for kind in kinds)
