"""The app's stylesheets, read in two steps so that the main menu paints sooner.

The menu needs a few rules (assets/parlour.tcss, and the ASCII style's, assets/ascii.tcss): those are the app's
CSS_PATH. Every other screen's (assets/screens.tcss, around.tcss, each game's table.tcss) is read just after the
menu's first paint, or before any other screen comes up, and put before ascii.tcss: the stylesheet is then the one
it would be had everything been read at once, in that order (a tie between two rules is settled by their order).
Parsing them before the first paint cost ~6 ms of a ~220 ms start (bench/README.md).
"""

from __future__ import annotations

from pathlib import Path, PurePath

from textual.app import App

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
GAME_STYLES = sorted(str(path) for path in (Path(__file__).resolve().parent.parent / "games").glob("*/*.tcss"))
"""Each game's own styles (app/games/<game>/table.tcss)."""
FIRST_STYLES: list[str | PurePath] = [str(ASSETS / "parlour.tcss"), str(ASSETS / "ascii.tcss")]
"""What the menu's first paint needs (the ASCII style's rules last: they must win over every other sheet's)."""
LATER_STYLES: list[str | PurePath] = [str(ASSETS / "screens.tcss"), str(ASSETS / "around.tcss"), *GAME_STYLES]
"""Every other screen's styles, read into their place before ascii.tcss."""


def read_later_styles(app: App) -> None:
    """Read LATER_STYLES into the app's stylesheet before its last sheet (once) and restyle what is shown."""
    stylesheet = app.stylesheet
    if stylesheet.has_source(str(LATER_STYLES[0])):  # called before every screen: read once
        return
    for path in LATER_STYLES:
        stylesheet.read(path)
    last = (str(FIRST_STYLES[-1]), "")  # how Textual keys a file it read (its absolute path, as ours are)
    stylesheet.source[last] = stylesheet.source.pop(last)  # last again, after the sheets just read
    app.css_path = [*map(Path, FIRST_STYLES[:-1]), *map(Path, LATER_STYLES), Path(FIRST_STYLES[-1])]
    stylesheet.parse()  # the sheets read before come from the parse cache
    stylesheet.update(app)
