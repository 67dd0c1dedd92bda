"""Names as they enter Parlour (typed in the setup, read from a record, a currency's label): cleaned of
terminal escape codes and control characters, spaces squeezed, cut to a limit; and when two names are
the same name (`name_key`), which two seats at one table may not share, or, at a network table, look the same
(`look_alike_key`)."""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable

NAME_LIMIT = 16
"""The most characters a player's name keeps, a wide one (Chinese, Japanese, Korean) counting as two: the cells it
takes on the screen (seen: 16 wide characters, 32 cells, pushed the countdown off the prompt line)."""
MARKS_PER_LETTER = 2
"""The most marks over one letter a name keeps (Vietnamese puts two over a vowel; a stranger's fifteen were drawn
over the letters beside it, cut at nine)."""
TERMINAL_CODES = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])")
"""Terminal escape sequences (colours, cursor moves, titles): removed whole, not only their ESC."""
NAME_INPUT_LIMIT = 1000
"""Characters of a raw name looked at (a longer one is cut first: names are short)."""


def clean_name(raw: str, fallback: str) -> str:
    """A printable player name: escape sequences and control characters dropped, spaces squeezed,
    at most NAME_LIMIT cells wide; `fallback` when nothing printable is left."""
    name = within_cells(squeezed(raw), NAME_LIMIT).strip()
    return name or fallback


def squeezed(raw: str) -> str:
    """`raw` as a name keeps it, before it is cut to NAME_LIMIT: escape sequences and control characters
    dropped, spaces squeezed, no more than MARKS_PER_LETTER marks over a letter."""
    return " ".join(few_marks(printable(TERMINAL_CODES.sub("", raw[:NAME_INPUT_LIMIT]))).split())


def few_marks(text: str) -> str:
    """`text` with no more than MARKS_PER_LETTER marks (combining characters) in a row."""
    if text.isascii():
        return text
    kept, run = [], 0
    for char in text:
        run = run + 1 if unicodedata.combining(char) else 0
        if run <= MARKS_PER_LETTER:
            kept.append(char)
    return "".join(kept)


def char_width(char: str) -> int:
    """The cells one character takes on a terminal: a wide one (East Asian wide or full-width) two, a mark over a
    letter none, any other one (as Rich measures them; this module stays below Textual and Rich)."""
    if char.isascii():
        return 1
    return 0 if unicodedata.category(char) in ("Mn", "Me") else 2 if unicodedata.east_asian_width(char) in "WF" else 1


def width(text: str) -> int:
    """The cells `text` takes on a terminal (`char_width`)."""
    return len(text) if text.isascii() else sum(map(char_width, text))


def within_cells(text: str, cells: int) -> str:
    """`text` cut to its longest start at most `cells` wide."""
    if len(text) <= cells // 2 or width(text) <= cells:
        return text
    taken = 0
    for end, char in enumerate(text):
        taken += char_width(char)
        if taken > cells:
            return text[:end]
    return text


def printable(text: str) -> str:
    """`text` without control and format characters (Unicode category C: escapes, bidirectional overrides,
    zero-width marks); a text from outside keeps nothing a terminal would take as a command."""
    if text.isprintable():  # (most are: no character looked at one by one)
        return text
    return "".join(char for char in text if unicodedata.category(char)[0] != "C")


def too_long(raw: str) -> bool:
    """Whether the name would lose characters to NAME_LIMIT (where a person can still be asked for a shorter one:
    the command line, the join dialog, a network table's `hello`; the setup's fields take no more)."""
    return width(squeezed(raw)) > NAME_LIMIT


def visible(raw: str) -> bool:
    """Whether a name shows something: a character that is not a space, a mark over another, a control, nor a
    letter or sign drawn blank (Unicode names them fillers and blanks: the braille blank, the Hangul fillers, the
    null notehead). Seen at a network table: names of combining strokes alone, or of a braille blank, drawn as
    nothing."""
    return any(unicodedata.category(char)[0] not in "ZCM" and not drawn_blank(char) for char in squeezed(raw))


def drawn_blank(char: str) -> bool:
    """Whether a printable character is drawn as nothing (its Unicode name says so)."""
    name = unicodedata.name(char, "")
    return "FILLER" in name or "BLANK" in name or name == "MUSICAL SYMBOL NULL NOTEHEAD"


def name_key(name: str) -> str:
    """What a name is compared by: cleaned as a seat's name is, then in Unicode's compatibility form (NFKC)
    and case-folded, so that "Ann", "ANN", "ann " and the full-width "Ａｎｎ" are one name (look-alikes from
    other scripts, Cyrillic "А" for Latin "A", stay apart: they are other letters)."""
    folded = unicodedata.normalize("NFKC", clean_name(name, "")).casefold()
    return unicodedata.normalize("NFKC", folded)


def look_alike_key(name: str) -> str:
    """What a name looks like, for names a stranger may choose (a network table's seat): its `name_key` with every
    letter that looks like a Latin one taken as that letter (Unicode's confusables: Cyrillic "а" as "a", Greek "ο"
    as "o") and marks over letters dropped ("C̶ara", "José" as "Cara", "Jose"): seen, a stranger seated as "Dorа"
    (a Cyrillic "а") beside Dora, "Waiting for Dorа to read the round summary" on her screen. Only where names
    leave ASCII (the look-alikes' table takes a moment to load)."""
    key = name_key(name)
    if key.isascii():
        return key
    from confusable_homoglyphs import confusables  # lazy: its table loads in ~50 ms, and only a server needs it

    def latin(char: str) -> str | None:
        found = confusables.is_confusable(char, greedy=True, preferred_aliases=["latin"])
        return next((glyph["c"] for glyph in found[0]["homoglyphs"] if glyph["c"].isascii()), None) if found else None

    letters = []
    for char in unicodedata.normalize("NFD", key):
        if unicodedata.category(char) == "Mn":
            continue
        if char.isascii():
            letters.append(char)
            continue
        # a letter folded to lower case looks like a Latin one in its capital too (seen: "Bера", a Latin B, seated
        # beside "Вера": the key folded В to в, which looks like no Latin letter)
        capital = char.upper()
        alike = latin(char) or (latin(capital) if len(capital) == 1 and capital != char else None)
        letters.append(alike.casefold() if alike else char)
    return "".join(letters)


def same_names(names: Iterable[str]) -> tuple[int, int] | None:
    """The places of the first two of `names` that are one name (`name_key`), or None when all differ."""
    seen: dict[str, int] = {}
    for place, name in enumerate(names):
        key = name_key(name)
        if key in seen:
            return seen[key], place
        seen[key] = place
    return None
