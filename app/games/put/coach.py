"""The Put coach in words: each legal choice's chances and the judge's choice.

Two judges speak (rules/put/coach.py): perfect play where the solved two-handed game is
exact (each choice's chance to win the game, its mark by what it gives away against the
best, and how often perfect play makes it), else the sharp player (the round's and the
game's chances). The panel's first line says which one it is.
"""

from __future__ import annotations

from typing import Callable, cast

from ....rules.engine import Action
from ....rules.put.coach import PERFECT, REVIEWER, PutAdvice, all_lost, choice_marks
from ....rules.put.perfect import is_certain
from ...words.i18n import _, pgettext
from ...words.numbers import percent
from ...words.review_words import SIGNS, STYLES, cost_short


def choice_words() -> dict[str, str]:
    """How each kind of choice reads in the coach's rows, in the language in force (a card reads as itself;
    a row's word, not a key's label: Russian writes «ставлю» here, «Ставлю» on the key)."""
    return {
        "put": pgettext("coach choice", "I put"),
        "decline": pgettext("coach choice", "no put"),
        "fold": pgettext("coach choice", "fold"),
        "see": pgettext("coach choice", "see"),
    }


def aligned_percent(share: float, places: int = 0) -> str:
    """A chance as a percentage, right-aligned to the widest one ("100%") so the rows' figures line up."""
    return percent(share, places).rjust(len(percent(1, places)))


def choice_text(action: Action, label: Callable[[str], str]) -> str:
    if action.do == "play":
        return label(cast(str, action.card))  # a play names its card
    return choice_words().get(action.do, action.do)


def source(advice: PutAdvice) -> str:
    """Whose figures the coach gives, in a few words: perfect play (the solved game), or the sharp player's."""
    return _("perfect play (the solved game)") if advice.judge == PERFECT else _("the sharp player's reckoning")


def coach_lines(
    advice: PutAdvice, label: Callable[[str], str], strategy: bool = True, alike: bool = False, legend: bool = True
) -> list[str]:
    """The panel (markup): perfect play's figures, or the sharp player's. `strategy`: the table offers the
    strategy page (`g`), so perfect play's panel names its key. `alike`: the one choice stands for several
    cards of its rank (named together by `label`). `legend`: what the marks mean, under them where one stands
    other than ✓."""
    if advice.choices[0].game is None:
        only = choice_text(advice.sharp, label)
        if alike:
            return [_("No real choice: [b]{cards}[/b] are alike for the game (PU-1)").format(cards=only)]
        return [_("Only one choice: [b]{choice}[/b]").format(choice=only)]
    if advice.judge == PERFECT:
        return perfect_lines(advice, label, strategy, legend)
    return sharp_lines(advice, label)


def sharp_places(advice: PutAdvice) -> int:
    """Whole percentages (the sharp player's figures are estimates), or one decimal where another choice would
    read the same as his: "▸" beside one of two rows of equal figures looked like a choice made at random."""
    figures = [(percent(cast(float, c.round)), percent(cast(float, c.game))) for c in advice.choices]
    mine = [shown for shown, choice in zip(figures, advice.choices) if choice.action == advice.sharp]
    return int(bool(mine) and figures.count(mine[0]) > 1)


def sharp_lines(advice: PutAdvice, label: Callable[[str], str]) -> list[str]:
    """Per choice "▸ no put  round 47% · game 52%" (▸ the sharp player's choice), under their heading."""
    lines = ["[dim]" + _("chance to win the round · the game, as the sharp player reckons it (▸ his choice)") + "[/]"]
    names = [choice_text(choice.action, label) for choice in advice.choices]
    width = max(map(len, names))  # the widest choice in the language in force, so that the figures line up
    if sharp_places(advice):  # aligned to the widest figure shown, not to "100.0%": the side column has 42 cells
        rounds = [percent(cast(float, choice.round), 1) for choice in advice.choices]
        games = [percent(cast(float, choice.game), 1) for choice in advice.choices]
        rounds, games = [[text.rjust(max(map(len, texts))) for text in texts] for texts in (rounds, games)]
    else:
        rounds = [aligned_percent(cast(float, choice.round)) for choice in advice.choices]
        games = [aligned_percent(cast(float, choice.game)) for choice in advice.choices]
    for choice, name, round_text, game_text in zip(advice.choices, names, rounds, games):
        # Two or more choices (the coach shows none for a lone one): all valued.
        row = _("{choice}  round [b]{round}[/b] · game [b]{game}[/b]").format(
            choice=name.rjust(width), round=round_text, game=game_text
        )
        # The mark goes before the row, two cells in every language (a word after it wrapped in the side column).
        lines.append(("[b]▸[/b] " if choice.action == advice.sharp else "  ") + row)
    return lines


def perfect_lines(
    advice: PutAdvice, label: Callable[[str], str], strategy: bool = True, legend: bool = True
) -> list[str]:
    """Per choice "▸ no put  game 47.0% ✓ played 35%" (▸ the best); the strategy page's key where offered. Short
    enough for the side column of a wide screen (42 cells). Where the seat's own earlier choice left perfect
    play's path (it never comes here with this hand: it would have chosen otherwise), or the opponent did what
    it almost never does (rules/put/equilibrium_path.py), how often it makes each choice here says nothing, and
    is not shown."""
    on_path = any(advice.mixes)
    if on_path:
        heading = _(
            "perfect play: each choice's chance to win the game with perfect play after it, its "
            "mark, how often perfect play makes it (▸ the best)"
        )
    elif advice.opponent_strayed:  # "the": the review shows a computer player's decisions too (seen: "your opponent")
        heading = _(
            "the opponent did what perfect play almost never does: each choice's chance to win the game "
            "after it, its mark (▸ the best)"
        )
    else:
        heading = _(  # two lines at 80 columns, as the other heading: the review's panel holds few
            "perfect play never comes here with this hand (it chose otherwise before): each choice's chance "
            "to win the game after it, its mark (▸ the best)"
        )
    lines = ["[dim]" + heading + "[/]"]
    names = [choice_text(choice.action, label) for choice in advice.choices]
    width = max(map(len, names))
    marks = choice_marks(advice)
    for choice, name, mark, mix in zip(advice.choices, names, marks, advice.mixes):
        best = choice.action == advice.sharp
        figures = {
            "choice": name.rjust(width),
            "game": aligned_percent(cast(float, choice.game), 1),  # valued: perfect play's figures
            "mark": f"[{STYLES[mark]}]{SIGNS[mark]:<2}[/]",
        }
        if on_path:
            row = _("{choice}  game [b]{game}[/b] {mark} played {mix}").format(**figures, mix=aligned_percent(mix))
        else:
            row = _("{choice}  game [b]{game}[/b] {mark}").format(**figures)
        lines.append(("[b]▸[/b] " if best else "  ") + row)
    if all_lost(advice.choices):  # ▸ beside one of equal rows says why that one (rules/put/coach.py)
        lines.append(
            "[dim]"
            + _("every choice loses against perfect play: ▸ the sharp player's, the best chance if the opponent errs")
            + "[/]"
        )
    if advice.certain_by_reading:
        lines.append("[dim]" + certain_words(advice) + "[/]")
    if legend and any(mark not in ("good", "forced") for mark in marks):
        lines.append("[dim]" + marks_legend() + "[/]")
    if strategy:
        lines.append("[dim]" + _("g: perfect play's strategy at this score") + "[/]")
    return lines


def certain_words(advice: PutAdvice) -> str:
    """Under figures that read as certain only by reading the opponent's play as perfect ("0.0%" in a round the
    seat went on to win, seen twice): what they rest on."""
    shown = sorted(
        {round(cast(float, choice.game)) for choice in advice.choices if is_certain(cast(float, choice.game))}
    )
    figures = " / ".join(percent(value, 1) for value in shown)
    # TRANSLATORS: under the coach's rows; {figures} is "0.0%" or "100.0%" (or both, "0.0% / 100.0%").
    return _("{figures}: certain only if your opponent has played perfectly so far").format(figures=figures)


def marks_legend() -> str:
    """What a mark other than ✓ says, shown where one stands (a play-test: "?!" on a choice worth less than a point
    below the best, and nothing at the table said why): the review's thresholds, and the mark of a choice perfect play
    never makes (unless it is worth as much)."""
    # no-break spaces keep each mark with its figure where the line wraps (seen: "· ?" then "8,0 %+")
    low, mid, high = (cost_short(value, REVIEWER).replace(" ", "\u00a0") for value in REVIEWER.thresholds)
    # TRANSLATORS: one line under the coach's rows; {low} is "3.0%": that much of the chance to win the game given away
    said = _("?! {low}+ given away, or less if perfect play avoids it · ? {mid}+ · ?? {high}+")
    return said.replace("? {", "?\u00a0{").format(low=low, mid=mid, high=high)
