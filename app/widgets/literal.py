"""Outside text in markup: a player's name, a server's message, a file's name, a currency's label, what
somebody typed. Such text is data, never markup: it is put into a line of markup only through `literal`,
and a line is read only as Textual reads markup (`content`), so that nothing in a name opens a tag, a
style, a `$variable` or an `[@click=...]` action.

`literal` escapes every "[" (Textual's markup opens a tag at any "[" not after a backslash), so the text
shows exactly as it is, backslashes and all; a backslash at its very end would escape the "[" of the
tag that follows it in the line, so a word joiner (invisible, no width) is put after it.

As a last line of defence, markup that does not parse (a message from an older translation, text that
missed `literal`) is drawn as the plain text it is, never raised: `content` for any line, `SafeStatic`
for a widget, and the app's notifications (app/parlour_app.py).
"""

from __future__ import annotations

from rich.style import Style as RichStyle
from rich.text import Span as RichSpan
from rich.text import Text
from textual.content import Content
from textual.markup import MarkupError
from textual.visual import VisualType
from textual.widgets import Static

WORD_JOINER = "\u2060"
"""Put after a backslash that ends a text, so it cannot escape the markup after it (no width, not shown)."""


def literal(text: str) -> str:
    """`text` as markup that shows exactly `text`: every "[" escaped (see the module's docstring). Text of a
    kind that asks for it (`keeps_kind`) stays of its kind: a name marked as the person spoken to stays marked
    (app/words/seat_words.py `Addressed`)."""
    escaped = text.replace("[", "\\[")
    shown = escaped + WORD_JOINER if escaped.endswith("\\") else escaped
    return type(text)(shown) if getattr(text, "keeps_kind", False) else shown


def content(markup: str) -> Content:
    """A line of markup as Textual draws it; markup that does not parse is the plain text it is."""
    try:
        return Content.from_markup(markup)
    except MarkupError:
        return Content(markup)


def parses(markup: str) -> bool:
    """Whether `markup` is valid markup (Textual's)."""
    try:
        Content.from_markup(markup)
    except MarkupError:
        return False
    return True


def cell_width(markup: str) -> int:
    """The terminal cells a line of markup takes when drawn."""
    return content(markup).cell_length


def rich_text(markup: str, style: str | RichStyle = "") -> Text:
    """A line of markup as Rich `Text`, for the parts of the table drawn with Rich (a grid in the middle):
    read as Textual reads markup (`content`), so `literal` text stays text; a tag's style is kept as its
    words ("b", "dim", "headline"), which Rich reads when it draws."""
    line = content(markup)
    spans = [
        RichSpan(span.start, span.end, span.style if isinstance(span.style, str) else str(span.style))
        for span in line.spans
    ]
    return Text(line.plain, style=style, spans=spans)


def safe(visual: VisualType, markup: bool = True) -> VisualType:
    """What a Static is given, with a string read now as markup (`content`): it can no longer raise."""
    return content(visual) if markup and isinstance(visual, str) else visual


class SafeStatic(Static):
    """A Static that never raises on its markup: a line that does not parse is shown as plain text."""

    def __init__(self, content: VisualType = "", *, markup: bool = True, **kwargs) -> None:
        super().__init__(safe(content, markup), markup=markup, **kwargs)

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        super().update(safe(content, self._render_markup), layout=layout)
