"""The Put table: the viewer's cards face up, the trick and who played what, the score, and "I put".

The words (the put, a round's result, what an answer means) come from `phrases`; this
file lays out the seats and the middle.
"""

from __future__ import annotations

from rich.markup import escape

from ....rules.engine import Action, Outcome, Termination
from ....rules.events import Event
from ....rules.put.deal import hand_size
from ....rules.put.view import PutView
from ...widgets.seat import SeatInfo
from ..presenter import Presenter, SummaryRow
from ..words import verb as says
from . import phrases as words
from .answer import PutAnswer
from .card_line import CardLine
from .center import PutCenter, PutCenterInfo
from .coach import choice_text, coach_lines
from .words import describe

MODES = {"two_player": "two players", "free_for_all": "free for all", "partners": "two against two"}
LATEST = {"first_dealer", "pass", "discard", "decline", "take_back", "throw_in", "play", "tied_trick"}
"""Events worth repeating in the middle of the table (the rest are in the log only)."""


class PutPresenter(Presenter):
    """Seats with their cards and notes, the trick and the score in the middle."""

    prompt_class = CardLine

    def make_center(self) -> PutCenter:
        return PutCenter(id="center")

    # -- the seats ------------------------------------------------------------------------

    def seat_info(self, view: PutView, seat: int, chosen: str | None = None) -> SeatInfo:
        mine = seat == view.seat
        cards: tuple[str | None, ...] = view.hand if mine else (None,) * view.hand_sizes[seat]
        highlights: frozenset[str] = frozenset()
        if mine and chosen is not None:
            highlights = frozenset({chosen})
        elif mine and view.phase in ("pass", "discard"):
            highlights = frozenset(words.received(view)) & frozenset(view.hand)
        context = self.context
        partner = view.mode == "partners" and len(context.humans) == 1 and seat == (context.bottom + 2) % 4
        out = not view.in_round[seat] and view.phase != "deal"
        return SeatInfo(name=self.names[seat], tag="partner" if partner else "", stack=None, cards=cards,
                        role="DEALER" if seat == view.round_dealer else "",
                        highlights=highlights, notes=tuple(words.seat_notes(view, seat, self.names)),
                        active=view.to_act == seat, out=out)

    # -- the middle ----------------------------------------------------------------------

    def center_info(self, view: PutView) -> PutCenterInfo:
        names = self.names
        trick, best, title = view.trick, frozenset(), (f"TRICK {len(view.tricks) + 1}", "", "")
        if trick:
            title = (f"{title[0]} · ", names[trick[0][0]], " led")
        elif view.tricks:
            trick, winner = view.tricks[-1], view.trick_winners[-1]
            best = words.top_cards(trick)
            title = (f"TRICK {len(view.tricks)} → ", names[winner] if winner is not None else "",
                     "" if winner is not None else "tied")
        return PutCenterInfo(title=title, trick=tuple((names[s], c) for s, c in trick), best=best,
                             banner=self.banner(view), history=words.trick_lines(view, names, self.context.label),
                             score_title=f"SCORE (to {view.target})",
                             scores=tuple((name, points) for _, name, points in words.score_rows(view, names)))

    def banner(self, view: PutView) -> tuple[str, ...]:
        if view.phase in ("deal", "over") and view.rounds_played:
            return tuple(words.round_result(view, self.names).split("\n"))
        lines = [words.put_headline(view, self.names), self.latest_line(view)]
        if view.phase != "deal" and not any(lines):
            lines.append(f"{self.name(view.round_dealer)} dealt {hand_size(view.settings, view.players)} cards each")
        return tuple(line for line in lines if line)

    def latest_line(self, view: PutView) -> str | None:
        """The latest event of the round worth showing on the felt, as this seat may read it."""
        for event in reversed(view.log):
            if event.type in LATEST:
                return escape(self.describe(event))
        return None

    # -- the lines above and below ----------------------------------------------------------

    def status_line(self, view: PutView) -> str:
        extra = ", put at any turn" if view.put_any_turn else ""
        dealer = self.dealer_text(view, "dealer")
        return (f"[b]Put[/b] · {MODES[view.mode]}{extra} · to {view.target} · "
                f"{words.round_label(view)}{dealer}")

    def next_step(self, view: PutView, auto: bool) -> str:
        if view.phase == "over":
            return "The game is over."
        return words.next_step(view, self.names)

    def thinking(self, view: PutView, person: bool) -> str:
        who = self.names[view.to_act]
        return f"{self.name(view.to_act)} {says(who, 'is') + ' thinking…' if not person else 'next'}"

    def coach_lines(self, view: PutView, advice) -> list[str]:
        if advice is None:
            return ["The coach speaks at your decisions: each choice's chances to win the round and the game."]
        return coach_lines(advice, self.context.label)

    def choice_text(self, view: PutView, action: Action) -> str:
        return choice_text(action, self.context.label)

    def describe(self, event: Event) -> str:
        return describe(event, self.names, self.context.label)

    # -- a put against the viewer -----------------------------------------------------------

    def dialog(self, view: PutView) -> PutAnswer | None:
        if not any(choice.do == "fold" for choice in view.legal):
            return None
        if_fold, if_see = words.answer_meanings(view, self.names)
        return PutAnswer(view.seat, self.names[view.putter], if_fold, if_see, view.hand,
                         words.answer_facts(view, self.names))

    # -- round and game end ------------------------------------------------------------------

    def summary_title(self, view: PutView) -> str:
        return f"Round {view.rounds_played} — " + words.round_result(view, self.names, emphasis=False)

    def summary_rows(self, view: PutView, before: tuple[int, ...], after: tuple[int, ...]) -> list[SummaryRow]:
        """Points this round and now, per player or team."""
        rows = []
        for seat, name, points in words.score_rows(view, self.names):
            gained = after[seat] - before[seat]
            rows.append((name, f"+{gained}" if gained else "0", str(points)))
        return rows

    def standings_rows(self, view: PutView, outcome: Outcome, scores: tuple[int, ...]) -> list[tuple[str, str]]:
        """The winner first (a seen put can win with fewer points), then by points."""
        winners = view.team_of(outcome.winner) if outcome.winner is not None else ()
        rows = sorted(words.score_rows(view, self.names), key=lambda row: (row[0] not in winners, -row[2]))
        return [(name, f"{points} point{'s' if points != 1 else ''}") for _, name, points in rows]

    def outcome_line(self, view: PutView, outcome: Outcome) -> str:
        if outcome.winner is None:
            return "No winner"
        who, plural = words.side(view, outcome.winner, self.names)
        if outcome.termination is Termination.PUT_SEEN:
            how = "won the round after the put was seen (PU-4)"
        else:
            how = f"first to {view.target} points (PU-7)"
        return f"[b]{who} {words.verb(plural, 'wins')} the game[/b] — {how}"
