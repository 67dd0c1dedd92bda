"""The review's summary: each reviewed player's decisions, agreement with the sharp player, what their
choices gave away and how many of each mark, the forced ones (no real choice) last, so that the marks
add up to the decisions; the marks' thresholds below. In the language in force."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from ...rules.review import MARKS, PlayerReview, Review, Reviewer
from ..widgets.literal import SafeStatic
from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _
from ..words.numbers import percent
from ..words.review_words import SIGNS, cost_short, thresholds_text
from ..words.seat_words import shown_name


class ReviewSummary(ParlourModal[None]):
    """A table of the reviewed players; any of space, enter or escape closes it."""

    BINDINGS = [Binding("space,enter,escape,s", "close", N_("Close"))]

    def __init__(self, review: Review, names: tuple[str, ...]) -> None:
        super().__init__()
        self.review = review
        self.names = names

    def compose_body(self) -> ComposeResult:
        review = self.review
        title = _("Review: summary") if review.complete else _("Review: summary of the finished rounds")
        yield SafeStatic(f"[b]{title}[/b]", classes="dialog-title")
        table = DataTable(show_cursor=False, id="review-summary")
        table.can_focus = False
        yield table
        reviewer = review.reviewer
        legend = _("= no real choice, not judged · agreed: judged choices the sharp player would make")
        if any(frame.judgement is not None and frame.judgement.judge == "perfect" for frame in review.frames):
            legend = _(
                "= no real choice, not judged · agreed: judged choices perfect play would make or that are worth as "
                "much (where the solved game reaches), elsewhere the sharp player's"
            )
            legend += "\n" + _(
                "?! at least: a choice perfect play never makes, unless it is worth as much as perfect play's"
            )
        if reviewer is not None and reviewer.unit != "chips":
            legend += "\n" + _("given away: the chance to win the game given away by a judged choice, on average")
        elif reviewer is not None:  # (the statistics give chips per choice: a play-test read the two as one figure)
            legend += "\n" + _(
                "given away: the chips all the judged choices together gave away beside the sharp player's, each "
                "at its expected value"
            )
        hint = (
            thresholds_text(reviewer) + "\n" + legend
            if reviewer
            else _("nobody decides anything in this game: nothing to judge")
        )
        yield SafeStatic(f"[dim]{hint}[/]", id="review-thresholds")
        back = _("space / enter: back to the review")
        yield SafeStatic(f"[dim]{back}[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        table, reviewer = self.query_one("#review-summary", DataTable), self.review.reviewer
        # Short headings: nine columns fit 80 cells (the legend says what a chance given away is per choice).
        table.add_columns(
            _("Player"), _("Decisions"), _("Agreed"), _("Given away"), *(SIGNS[mark] for mark in MARKS), SIGNS["forced"]
        )
        for player in self.review.players:
            cost = given_text(player, reviewer) if reviewer else "—"
            table.add_row(
                Text(shown_name(self.names[player.seat])),
                str(player.decisions),
                agreed_text(player),
                cost,
                *(str(player.marks[mark]) for mark in MARKS),
                str(player.decisions - player.judged),
            )

    def action_close(self) -> None:
        if self.is_current:
            self.dismiss(None)


def given_text(player: PlayerReview, reviewer: Reviewer) -> str:
    """What a player's choices gave away: chips in all ("2.40"), or the chance to win the game given away per
    judged choice ("6.3%": chances lost at different moments of a game do not add up to a chance; their sum
    once read "215.5%"), as the statistics give it."""
    if reviewer.unit == "chips":
        return cost_short(player.cost, reviewer)
    return cost_short(player.cost / player.judged, reviewer) if player.judged else "—"


def agreed_text(player: PlayerReview) -> str:
    """ "80% (4/5)": the judged choices that were the sharp player's, of all judged (the forced ones are not)."""
    if player.agreement is None:
        return "—"
    return f"{percent(player.agreement)} ({player.agreed}/{player.judged})"
