"""A checkbox whose on and off differ in shape, not only in colour: `[x] Rebuy` and `[ ] Rebuy`.

Textual's Checkbox draws `▐X▌` in both states and tells them apart by the colour of
the X alone, which a colour-blind player, a monochrome terminal or a glance misses.
The mark is plain ASCII, so it suits both card styles.
"""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Size
from textual.widgets import Checkbox

ON, OFF = "[x]", "[ ]"
"""The mark of a box ticked and not ticked."""


class TickBox(Checkbox):
    """A Checkbox drawn as `[x] label` when on and `[ ] label` when off."""

    DEFAULT_CSS = """
    TickBox > .toggle--button { color: $foreground; background: transparent; text-style: bold; }
    TickBox.-on > .toggle--button { color: $text-success; background: transparent; }
    """

    def mark(self) -> Content:
        """The box, ticked or not, in the button's style."""
        return Content.styled(ON if self.value else OFF, self.get_visual_style("toggle--button"))

    def render(self) -> Content:
        label = self.label.pad(1, 1).stylize_before(self.get_visual_style("toggle--label"))
        return Content.assemble(self.mark(), label) if self.label else self.mark()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return len(ON) + (self.label.cell_length + 2 if self.label else 0)
