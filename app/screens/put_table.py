"""The Put table: your cards face up, the trick and who played what, the score, and "I put".

The words (the put, the latest event, a round's result, what an answer means) come
from `put_words`; this screen lays out the seats and the middle and handles the keys.
"""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.binding import Binding

from parlour.app.screens import put_words as words
from parlour.app.screens.table_base import TableScreen
from parlour.app.widgets.cards import compact_row
from parlour.app.widgets.put_center import PutCenter, PutCenterInfo
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.rules.engine import Action
from parlour.rules.put.bots import BOTS
from parlour.rules.put.state import PutState

MODES = {"two_player": "two players", "free_for_all": "free for all", "partners": "two against two"}
DIGITS = "123456789"
"""Keys that choose a card by its place in the hand (up to 7 cards with six players)."""


class PutTable(TableScreen):
    """←/→ or 1-7 choose a card, enter plays it; p says "I put"; f / s answer a put."""

    CSS_PATH = Path(__file__).resolve().parents[2] / "assets" / "put.tcss"
    """The Put table's own layout (up to five opponents in a row)."""

    BINDINGS = [
        Binding("left", "select(-1)", "←", show=False),
        Binding("right", "select(1)", "→", show=False),
        Binding("enter", "play", "Play"),
        Binding("enter", "decline", "No put"),
        Binding("d", "decline", "No put", show=False),
        Binding("p", "put", "I put"),
        Binding("f", "answer('fold')", "Fold"),
        Binding("s", "answer('see')", "See"),
    ]
    """Card and put keys; each works (and shows) only when it can be used."""

    hidden_hands = True

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected = 0
        """Index of the chosen card in the hand of the person to play."""
        self._selected_for: int | None = None
        self._asking = False

    def make_center(self) -> PutCenter:
        return PutCenter(id="center")

    def on_resize(self) -> None:
        # The base's on_resize sets the layout classes; seat lines fit their new width after layout.
        self.call_after_refresh(self.refresh_view)

    # -- what the person may do ------------------------------------------------------

    def legal_kinds(self) -> set[str]:
        return {action.do for action in self.engine.legal_actions(self.state)} if self.my_turn() else set()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kinds = self.legal_kinds()
        if action in ("select", "play"):
            return "play" in kinds
        if action in ("put", "decline"):
            return action in kinds
        if action == "answer":
            return "fold" in kinds
        if action == "next":
            return not self.waiting_for_human()
        return True

    def my_hand(self) -> tuple[str, ...]:
        seat = self.engine.to_act(self.state)
        return self.state.hands[seat] if seat is not None else ()

    def chosen_card(self) -> str:
        hand = self.my_hand()
        return hand[min(self.selected, len(hand) - 1)]

    def action_select(self, step: int) -> None:
        hand = self.my_hand()
        if hand:
            self.selected = (min(self.selected, len(hand) - 1) + step) % len(hand)
            self.refresh_view()

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character in DIGITS and "play" in self.legal_kinds():
            event.stop()
            event.prevent_default()
            index = int(event.character) - 1
            count = len(self.my_hand())
            if index < count:
                self.selected = index
                self.refresh_view()
            else:
                self.show_message(f"There is no card {index + 1}: you hold {count}, choose 1 to {count}")

    def action_play(self) -> None:
        if "play" in self.legal_kinds() and self.act(Action(seat=self.engine.to_act(self.state), do="play",
                                                            card=self.chosen_card())):
            self.selected = 0

    def action_put(self) -> None:
        if "put" in self.legal_kinds():
            self.act(Action(seat=self.engine.to_act(self.state), do="put"))

    def action_decline(self) -> None:
        if "decline" in self.legal_kinds():
            self.act(Action(seat=self.engine.to_act(self.state), do="decline"))

    def action_answer(self, answer: str) -> None:
        if answer in self.legal_kinds():
            self.act(Action(seat=self.engine.to_act(self.state), do=answer))

    def bot_action(self, state: PutState, seat: int) -> Action:
        return BOTS[self.setup.seats[seat].strength](self.engine.view(state, seat), self.bot_rng)

    # -- a put against a person: the dialog -------------------------------------------

    def refresh_view(self) -> None:
        seat = self.engine.to_act(self.state)
        if seat != self._selected_for:
            self.selected, self._selected_for = 0, seat
        super().refresh_view()
        if self.is_mounted and "fold" in self.legal_kinds() and not self._asking and self.app.screen is self:
            from parlour.app.screens.put_answer import PutAnswer

            self._asking = True
            if_fold, if_see = words.answer_meanings(self.state, seat, self.setup.names)
            self.app.push_screen(PutAnswer(self.setup.names[self.state.putter], if_fold, if_see,
                                           self.answer_details(seat)), self.after_answer)

    def after_answer(self, answer: str | None) -> None:
        self._asking = False
        if answer:
            self.action_answer(answer)

    def answer_details(self, me: int) -> list[str]:
        """The lines above the choices: your cards, the score, the answers so far."""
        cards = compact_row(self.state.hands[me], self.app.prefs).markup
        return [f"Your cards: {cards}", *words.answer_facts(self.state, self.setup.names)]

    # -- the seats ------------------------------------------------------------------------

    def seat_info(self, state: PutState, seat: int) -> SeatInfo:
        hand = state.hands[seat] if state.hands else ()
        visible = self.may_see(seat)
        highlights: frozenset[str] = frozenset()
        if visible and hand and seat == self.engine.to_act(state) and "play" in self.legal_kinds():
            highlights = frozenset({self.chosen_card()})
        elif visible and state.phase in ("pass", "discard"):
            highlights = frozenset(words.received(state, seat)) & frozenset(hand)
        name = self.setup.names[seat]
        if state.settings.mode == "partners" and len(self.setup.humans) == 1 and seat == (self.bottom_seat + 2) % 4:
            name += " (partner)"
        out = bool(state.in_round) and not state.in_round[seat] and state.phase != "deal"
        return SeatInfo(name=name, stack=None, cards=tuple(card if visible else None for card in hand),
                        role="DEALER" if seat == state.dealer and state.phase != "over" else "",
                        highlights=highlights, status=self.fit(words.seat_notes(state, seat, self.setup.names), seat),
                        active=self.engine.to_act(state) == seat, out=out)

    def fit(self, parts: list[str], seat: int) -> str:
        """The parts joined with " · ", leaving out those that do not fit the seat's width."""
        width = self.query_one(f"#seat-{seat}", SeatPanel).content_region.width if self.is_mounted else 0
        line = ""
        for part in parts:
            longer = f"{line} · {part}" if line else part
            if not width or len(longer) <= width or not line:
                line = longer
        return line

    # -- the middle ----------------------------------------------------------------------

    def center_info(self, state: PutState) -> PutCenterInfo:
        names = self.setup.names
        trick, best, title = state.trick, frozenset(), f"TRICK {len(state.tricks) + 1}"
        if trick:
            title += f" · {names[trick[0][0]]} led"
        elif state.tricks:
            trick, winner = state.tricks[-1], state.trick_winners[-1]
            best = words.top_cards(trick)
            title = f"TRICK {len(state.tricks)} → {names[winner] if winner is not None else 'tied'}"
        return PutCenterInfo(title=title, trick=tuple((names[s], c) for s, c in trick), best=best,
                             banner=self.banner(state), history=words.trick_lines(state, names, self.card_label),
                             score_title=f"SCORE (to {state.settings.target})",
                             scores=tuple((name, points) for _, name, points in words.score_rows(state, names)))

    def banner(self, state: PutState) -> tuple[str, ...]:
        names = self.setup.names
        if state.phase in ("deal", "over") and state.rounds_played:
            return tuple(words.round_result(state, names).split("\n"))
        lines = [words.put_headline(state, names), words.latest_line(state, names, self.card_label, self.log_reveals)]
        if state.phase != "deal" and not any(lines):
            lines.append(f"{self.seat_name(state.dealer)} dealt {len(state.dealt[state.dealer])} cards each")
        return tuple(line for line in lines if line)

    def render_table(self, state: PutState) -> None:
        for seat in range(state.players):
            self.query_one(f"#seat-{seat}", SeatPanel).info = self.seat_info(state, seat)
        self.query_one(PutCenter).info = self.center_info(state)

    # -- the lines above and below ----------------------------------------------------------

    def status_line(self) -> str:
        state = self.state
        extra = ", put at any turn" if state.settings.put_any_turn else ""
        dealer = "" if state.phase == "over" else f" · dealer [b]{self.seat_name(state.dealer)}[/b]"
        return (f"[b]Put[/b] · {MODES[state.settings.mode]}{extra} · to {state.settings.target} · "
                f"{words.round_label(state)}{dealer} · [dim]seed {self.seed}[/]")

    def prompt_line(self) -> str:
        state = self.state
        if state.phase == "over":
            return "The game is over."
        kinds = self.legal_kinds()
        seat = self.engine.to_act(state)
        if kinds:
            me = self.seat_name(seat)
            if "decline" in kinds:
                return f"[b]{me}[/b]: say \"I put\"?  [dim]p: I put · enter or d: no put[/]"
            if "fold" in kinds:
                return f"[b]{me}[/b]: {self.seat_name(state.putter)} put. Fold or see?  [dim]f fold · s see[/]"
            count = len(self.my_hand())
            choose = f"←→ or 1-{count} choose · enter play" if count > 1 else "enter play"
            put = " · p: I put" if "put" in kinds else ""
            return f"[b]{me}[/b], play a card:  [dim]{choose}{put}[/]"
        if seat is not None:
            waiting = "is thinking…" if not self.is_human(seat) else "next"
            return f"{self.seat_name(seat)} {waiting}"
        return words.next_step(state, self.setup.names)

    # -- round and game end ------------------------------------------------------------------

    def stacks_of(self, state: PutState) -> tuple[int, ...]:
        return state.scores

    def summary_title(self, state: PutState) -> str:
        return f"Round {state.rounds_played} — " + words.round_result(state, self.setup.names)

    def summary_rows(self, state: PutState) -> list[tuple[str, str, str]]:
        """Points this round (from the round's score events) and now, per player or team."""
        gained = [0] * state.players
        for event in state.events:
            if event.type == "score":
                for seat in state.team_of(event.seat):
                    gained[seat] += event.amount or 0
        return [(name, f"+{gained[seat]}" if gained[seat] else "0", str(points))
                for seat, name, points in words.score_rows(state, self.setup.names)]

    def standings_rows(self) -> list[tuple[str, str]]:
        """The winner first (a seen put can win with fewer points), then by points."""
        state = self.state
        winners = state.team_of(state.winner) if state.winner is not None else ()
        rows = sorted(words.score_rows(state, self.setup.names), key=lambda row: (row[0] not in winners, -row[2]))
        return [(name, f"{points} point{'s' if points != 1 else ''}") for _, name, points in rows]

    def outcome_line(self) -> str:
        return words.game_outcome(self.state, self.setup.names)

