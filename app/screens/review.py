"""The review of a game: every decision and every round's end, all cards face up, each decision set
beside the sharp player's choice with what the difference cost and its mark (rules/review.py).

The felt is the table's (FeltScreen): each seat is drawn from its own view at that moment,
so every hand shows; the middle and the log are the table's, as everybody saw them. A review of one seat's views
(a network table's seat: `Review.seat`) draws every moment from that seat's view alone, as its table showed it. The
side panel says who decided what, what the sharp player would have done, what the choice
gave away and its mark, and the coach's figures for that decision (from the deciding
seat's view, so what it knew then). Keys: ←/→ the previous or next moment, ↑/↓ the previous
or next round, x the next choice marked ?! or worse, home/end, s the summary, escape back.
Everything is drawn in the language in force, and again after a switch (`retranslate`).
"""

from __future__ import annotations

from typing import Any, cast

from textual.app import ComposeResult
from textual.binding import Binding

from ...rules.engine import Action
from ...rules.review import Frame, Judgement, Review, Reviewer
from ..games.presenter import Presenter, standing_line
from ..seating.table_setup import TableSetup
from ..widgets.coach_panel import CoachPanel
from ..widgets.footer import ParlourFooter
from ..widgets.literal import SafeStatic, literal
from ..widgets.seat import SeatPanel
from ..widgets.status_line import StatusPart
from ..words.i18n import N_, _, language
from ..words.review_words import gave_away, given_text, mark_text, no_slips_text, worth_text
from ..words.seat_words import shown_name
from .felt import LOG_KEYS, FeltScreen
from .review_summary import ReviewSummary

SLIPS = ("inaccuracy", "mistake", "blunder")
"""The marks `x` jumps to."""


class ReviewScreen(FeltScreen):
    """A finished (or saved) game's decisions, one moment at a time."""

    BINDINGS = [
        # One word for each pair, both ways (seen: "←/→ Next moment" in the footer, «→, n, ← или p момент /
        # предыдущий момент» in the keys panel)
        Binding("right,n", "move(1)", N_("Moments"), key_display="←/→"),
        Binding("left,p", "move(-1)", N_("Moments"), show=False),
        Binding("down", "round(1)", N_("Rounds"), key_display="↑/↓"),
        Binding("up", "round(-1)", N_("Rounds"), show=False),
        Binding("x", "slip", N_("Next mistake"), tooltip=N_("the next choice marked ?!, ? or ??")),
        Binding("home", "jump(0)", N_("First moment"), show=False),
        Binding("end", "jump(-1)", N_("Last moment"), show=False),
        Binding("s", "summary", N_("Summary")),
        Binding("g", "strategy", N_("Strategy"), tooltip=N_("how the game is best played at this score")),
        *LOG_KEYS,
        Binding("escape,q", "back", N_("Back")),
    ]

    def __init__(self, review: Review, setup: TableSetup, seed: int | None) -> None:
        super().__init__(setup, seed)
        self.review = review
        self.engine = review.game.engine()
        self.index = 0
        """The moment shown (an index into `review.frames`)."""
        self.decisions = sum(frame.decision is not None for frame in review.frames)
        self.advised: dict[int, Any] = {}
        """The coach's figures at each decision shown, by its number (`advice`): worked out once."""

    def compose_body(self) -> ComposeResult:
        yield from self.compose_felt()
        yield SafeStatic(id="review-verdict")
        yield ParlourFooter(show_command_palette=False, compact=True)

    def on_mount(self) -> None:
        self.add_class("-coach")
        self.log_widget.show_title()
        self.query_one(CoachPanel).border_title = _("Review")
        self.show_frame()

    def on_resize(self) -> None:
        # Drawn again once FeltScreen's own handler (Textual calls both) has fitted the layout's classes: the
        # panel's notes come and go with the room (`panel_lines`).
        self.call_after_refresh(self.show_frame)

    def on_screen_resume(self) -> None:
        if self._drawn_in is not None and self._drawn_in != language():
            self.retranslate()
        self.show_frame()

    def retranslate(self) -> None:
        """Draw the moment again in the language now in force (the moment shown is kept)."""
        self._drawn_in = language()
        self.presenter = self.make_presenter()
        self._lines.clear()
        self.query_one(CoachPanel).border_title = _("Review")
        self.log_widget.show_title()
        self.show_frame()
        for widget in (*self.query(SeatPanel), self.query_one("#center")):
            widget.refresh(layout=True)
        self.refresh_bindings()

    def make_presenter(self) -> Presenter:
        """The game's presenter, speaking to the one person at the table, as the table and its log did (the
        felt's sentences about that seat are in the second person: "Your put seen", «Вы сдаёте»); with several
        people, to nobody."""
        presenter = super().make_presenter()
        people = self.setup.people
        presenter.speak_to(people[0] if len(people) == 1 else None)
        return presenter

    @property
    def frame(self) -> Frame:
        return self.review.frames[self.index]

    # -- drawing ---------------------------------------------------------------------

    def show_frame(self) -> None:
        """Draw the moment: every seat from its own view, the middle as the table saw it, the log with every card."""
        if not self.is_mounted or not self.review.frames:
            return
        frame, presenter = self.frame, self.presenter
        public = self.view_at(frame, None)
        for seat in range(self.setup.players):
            self.query_one(f"#seat-{seat}", SeatPanel).info = presenter.seat_info(self.view_at(frame, seat), seat)
        center: Any = self.query_one("#center")  # each game's centre widget has its own `info`
        center.info = presenter.center_info(public)
        self.show_status([StatusPart(self.status(frame), 1)])
        # All cards face up: the log as the game wrote it, every pass and discard named ("Bob passes 3♣ 7♣ to
        # Dmitri", PU-V3), where the table's log named only the person's own; a review of one seat's views (a
        # network table's), as that seat's table showed it.
        log = frame.seen.log if frame.seen is not None else frame.state.events
        self.log_widget.show(frame.round, log, presenter.log_line)
        panel = self.query_one(CoachPanel)
        panel.show_lines(self.panel_lines(frame))
        panel.border_subtitle = self.figures_source(frame)
        self.show_line("#review-verdict", self.verdict(frame))

    def view_at(self, frame: Frame, seat: int | None) -> Any:
        """What `seat` saw at the moment (None: everybody); in a review of one seat's views, that seat's view."""
        return frame.seen if frame.seen is not None else self.engine.view(frame.state, seat)

    def status(self, frame: Frame) -> str:
        moment = (
            _("decision {number} of {count}").format(number=frame.number, count=self.decisions)
            if frame.decision is not None
            else _("end of round {round}").format(round=frame.round)
        )
        title, game = _("Review"), literal(_(self.review.game.title))
        round_text = _("round {round}").format(round=frame.round)
        where = _("moment {number} of {count}").format(number=self.index + 1, count=len(self.review.frames))
        return f"[b]{title}[/b] · {game} · {round_text} · {moment} · [dim]{where}[/]"

    def verdict(self, frame: Frame) -> str:
        """The line under the felt: who did what, and the mark (markup)."""
        if frame.decision is None:  # the standing, as Continue shows it (seen: the tenth seat's figure cut off)
            scores = frame.scores if frame.scores is not None else self.engine.scores(frame.state)
            head = _("Round {round} over: {figures}").format(round=frame.round, figures="")
            sides = self.presenter.sides(self.reviewers_view(frame), self.setup.names, tuple(scores))
            room = self.size.width - len(head) - 2  # the line's padding
            figures = standing_line(sides, tuple(player.seat for player in self.review.players), room)
            return _("Round {round} over: {figures}").format(round=frame.round, figures=literal(figures))
        view = self.view_at(frame, frame.decision.seat)
        name = shown_name(self.setup.names[frame.decision.seat])
        line = f"[b]{literal(name)}[/b]: {literal(self.choice(view, frame))}"
        if frame.mark is None:
            return line
        if frame.judgement is None:
            return f"{line} · " + _("the only choice")
        best = literal(self.presenter.choice_text(view, frame.judgement.sharp))
        judge = _("perfect play: {choice}") if frame.judgement.judge == "perfect" else _("sharp: {choice}")
        return f"{line} · " + judge.format(choice=best) + " · " + mark_text(frame.mark)

    def choice(self, view: Any, frame: Frame) -> str:
        return self.presenter.choice_text(view, cast(Action, frame.decision))  # a decision's frame

    def panel_lines(self, frame: Frame) -> list[str]:
        """The side panel: the decision against the sharp player's, then the coach's figures (markup)."""
        if frame.decision is None:
            shown = (
                _("[b]End of round {round}[/b]: every card face up.")
                if frame.seen is None
                else _("[b]End of round {round}[/b]: as your table showed it.")
            )
            return [shown.format(round=frame.round), "[dim]" + _("→ next moment · ↓ next round · s summary") + "[/]"]
        seat = frame.decision.seat
        view = self.view_at(frame, seat)
        who = literal(shown_name(self.setup.names[seat]))
        judgement, reviewer = frame.judgement, self.review.reviewer
        worth = best_worth = ""
        if frame.mark is not None and judgement is not None:  # each choice with its worth, as the coach's figures
            worth = f", {worth_text(judgement.chosen_value, cast(Reviewer, reviewer))}"  # a judged decision's
            best_worth = f", {worth_text(judgement.sharp_value, cast(Reviewer, reviewer))}"
        chose = _("[b]{who}[/b] chose [b]{choice}[/b]").format(who=who, choice=literal(self.choice(view, frame)))
        lines = [chose + worth]
        if frame.mark is None:
            lines.append("[dim]" + _("a computer player's decision (not judged)") + "[/]")
        elif judgement is None:
            lines.append(_("no real choice: the only legal one, or all choices equal"))
        else:
            best = literal(self.presenter.choice_text(view, judgement.sharp))
            judge = (
                _("perfect play: [b]{choice}[/b]")
                if judgement.judge == "perfect"
                else _("sharp player: [b]{choice}[/b]")
            )
            lines.append(judge.format(choice=best) + f"{best_worth} · {mark_text(frame.mark)}")
            lines.append(given_line(judgement, cast(Reviewer, reviewer)))  # a judged decision has its reviewer
        advice = self.advice(frame)
        if advice is not None:
            figures = self.presenter.coach_lines(view, advice)
            if self.has_class("-cramped"):  # 80x24: room for ~7 lines, so every choice's figures before the notes
                figures = [line for line in figures if not (line.startswith("[dim]") and line.endswith("[/]"))]
            lines += figures
        return lines

    def advice(self, frame: Frame) -> Any:
        """The coach's figures for the decision of `frame`, from its seat's view then (None at a round's end)."""
        if frame.decision is None:
            return None
        if frame.number not in self.advised:
            self.advised[frame.number] = self.review.game.advise(self.view_at(frame, frame.decision.seat))
        return self.advised[frame.number]

    def figures_source(self, frame: Frame) -> str:
        """Whose figures the panel gives ("perfect play (the solved game)"), under them on its border: its notes say
        it where there is room, and at 80x24, where they wait for a larger screen, the figures went unnamed."""
        if frame.decision is None:
            return ""
        return self.presenter.coach_source(self.view_at(frame, frame.decision.seat), self.advice(frame))

    # -- moving through the game ---------------------------------------------------------

    def go(self, index: int) -> None:
        frames = self.review.frames
        if frames and 0 <= index < len(frames) and index != self.index:
            self.index = index
            self.show_frame()
        elif index >= len(frames):
            self.action_summary()

    def action_move(self, step: int) -> None:
        self.go(self.index + step)

    def action_jump(self, where: int) -> None:
        self.go(where % len(self.review.frames) if self.review.frames else 0)

    def action_round(self, step: int) -> None:
        """The first moment of the next round (1) or of this round, then the one before (-1)."""
        frames, here = self.review.frames, self.frame.round
        if step > 0:
            later = [index for index in range(self.index, len(frames)) if frames[index].round > here]
            self.go(later[0] if later else len(frames))
            return
        starts = [index for index in range(len(frames)) if index == 0 or frames[index - 1].round != frames[index].round]
        earlier = [index for index in starts if index < self.index]
        if earlier:
            self.go(earlier[-1])

    def action_slip(self) -> None:
        """The next decision marked ?! or worse (from the start again after the last)."""
        frames = self.review.frames
        order = list(range(self.index + 1, len(frames))) + list(range(0, self.index + 1))
        slips = [index for index in order if frames[index].mark in SLIPS]
        self.app.clear_notifications()  # one word at a time (seen: x pressed again piled three over the panel)
        if not slips:
            self.notify(no_slips_text(self.review), timeout=4, markup=False)
        elif slips[0] == self.index:  # (seen: x on the last one changed nothing, and said nothing)
            self.notify(_("This is the only choice marked ?!, ? or ?? in this game."), timeout=4, markup=False)
        else:
            if slips[0] < self.index:
                self.notify(_("No marked choice after this one: back to the first."), timeout=4, markup=False)
            self.go(slips[0])

    def reviewers_view(self, frame: Frame | None = None) -> Any:
        """The moment's view (`frame`'s, else the one shown) as the person reviewing had it: the seat whose review
        this is, or the deciding seat among several people's at one keyboard; else the table's. A page that marks
        "your hand" marks theirs (seen: the strategy page at a computer player's decision marked its hand as the
        person's)."""
        frame, reviewed = frame or self.frame, [player.seat for player in self.review.players]
        seat = self.review.seat
        if seat is None and len(reviewed) == 1:
            seat = reviewed[0]
        elif seat is None and frame.decision is not None and frame.decision.seat in reviewed:
            seat = frame.decision.seat
        return self.view_at(frame, seat)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is not True:
            return allowed
        if action == "slip":  # a game where nobody decides has no mistake to go to (seen: "x Next mistake" there)
            return self.review.reviewer is not None
        if action == "strategy":
            return self.offers_strategy_page()
        return allowed

    def offers_strategy_page(self) -> bool:
        """Whether the game has a strategy page at the moment's score."""
        return bool(self.review.frames) and self.presenter.offers_strategy(self.reviewers_view())

    def strategy_page(self) -> Any:
        """The game's strategy page at the moment's score, or None (the rules screen offers it too)."""
        return self.presenter.strategy_page(self.reviewers_view()) if self.review.frames else None

    def action_strategy(self) -> None:
        page = self.strategy_page()
        if page is not None:
            self.app.push_screen(page)

    def action_summary(self) -> None:
        self.app.push_screen(ReviewSummary(self.review, self.setup.names))

    def action_back(self) -> None:
        self.dismiss(None)


def given_line(judgement: Judgement, reviewer: Reviewer) -> str:
    """What a judged choice gave away (markup), as the two worths shown above it make it. A choice other than
    perfect play's that gives nothing away is worth as much, and said so: perfect play may never make it ("played
    0%") and it is still no worse; one marked ?! for less than the mark's threshold is marked because perfect play
    never makes it, and said so."""
    other = judgement.chosen_value != judgement.sharp_value  # another choice than perfect play's (a value apart)
    cost = reviewer.judged_cost(judgement)  # as the two worths shown above it make it, and as its mark weighs it
    if judgement.judge == "perfect" and other and not gave_away(cost, reviewer):
        return _("given away: [b]nothing[/b] — as good as perfect play's choice")
    said = _("given away: [b]{amount}[/b]").format(amount=given_text(cost, reviewer))
    if judgement.unplayed and cost < reviewer.thresholds[0]:  # its ?! is perfect play's never, not what it cost
        said += " · " + _("perfect play never makes it")  # (seen: "?!" above 1.7 points, the mark's 3 unsaid)
    return said
