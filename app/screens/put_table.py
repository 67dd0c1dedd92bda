"""The Put table: your three cards face up, the trick, the score, and "I put"."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical

from app.screens.table_base import TableScreen
from app.widgets.put_center import PutCenter, PutCenterInfo, trick_line
from app.widgets.round_log import RoundLog
from app.widgets.seat import SeatInfo, SeatPanel
from rules.engine import Action
from rules.put.bots import BOTS
from rules.put.state import PutState

MODES = {"two_player": "two players", "free_for_all": "free for all", "partners": "two against two"}


class PutTable(TableScreen):
    """←/→ or 1-6 choose a card, enter plays it; p says "I put"; f / s answer a put."""

    BINDINGS = [
        Binding("left", "select(-1)", "←", show=False),
        Binding("right", "select(1)", "→", show=False),
        Binding("enter", "play", "Play"),
        Binding("p", "put", "I put"),
        Binding("d", "decline", "No put"),
        Binding("f", "answer('fold')", "Fold"),
        Binding("s", "answer('see')", "See"),
    ]
    """Card and put keys; each works (and shows) only when it can be used."""

    hidden_hands = True

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected = 0
        """Index of the chosen card in the hand of the person to play."""
        self._asking = False

    @property
    def bottom_seat(self) -> int:
        return self.setup.humans[0] if self.setup.humans else 0

    def others(self) -> list[int]:
        n = self.setup.players
        return [(self.bottom_seat + i) % n for i in range(1, n)]

    def compose_felt(self) -> ComposeResult:
        prefs = self.app.prefs
        with Horizontal(id="table-main"):
            with Vertical(id="felt"):
                with Grid(id="opponents", classes=f"seats-{min(self.setup.players - 1, 4)}"):
                    for seat in self.others():
                        yield SeatPanel(prefs, id=f"seat-{seat}", classes="opponent")
                yield PutCenter(prefs, id="center")
                yield SeatPanel(prefs, id=f"seat-{self.bottom_seat}", classes="me")
            yield RoundLog(id="log")

    def stacks_of(self, state: PutState) -> tuple[int, ...]:
        return state.scores

    # -- what the person may do ------------------------------------------------------

    def my_turn(self) -> bool:
        seat = self.engine.to_act(self.state)
        return self.waiting_for_human() and seat is not None and self.may_see(seat)

    def legal_kinds(self) -> set[str]:
        return {action.do for action in self.engine.legal_actions(self.state)} if self.my_turn() else set()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kinds = self.legal_kinds()
        if action in ("select", "play"):
            return "play" in kinds or (action == "play" and "decline" in kinds)
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

    def action_select(self, step: int) -> None:
        hand = self.my_hand()
        if hand:
            self.selected = (self.selected + step) % len(hand)
            self.refresh_view()

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character in "123456" and "play" in self.legal_kinds():
            index = int(event.character) - 1
            if index < len(self.my_hand()):
                self.selected = index
                self.refresh_view()
            else:
                self.show_message(f"You hold {len(self.my_hand())} cards: choose 1 to {len(self.my_hand())}")
            event.stop()

    def action_play(self) -> None:
        kinds = self.legal_kinds()
        seat = self.engine.to_act(self.state)
        if "decline" in kinds:
            self.act(Action(seat=seat, do="decline"))
            return
        hand = self.my_hand()
        if self.act(Action(seat=seat, do="play", card=hand[min(self.selected, len(hand) - 1)])):
            self.selected = 0

    def action_put(self) -> None:
        self.act(Action(seat=self.engine.to_act(self.state), do="put"))

    def action_decline(self) -> None:
        self.act(Action(seat=self.engine.to_act(self.state), do="decline"))

    def action_answer(self, answer: str) -> None:
        if answer in self.legal_kinds():
            self.act(Action(seat=self.engine.to_act(self.state), do=answer))

    def bot_action(self, state: PutState, seat: int) -> Action:
        return BOTS[self.setup.seats[seat].strength](self.engine.view(state, seat), self.bot_rng)

    # -- a put against a person: the dialog -------------------------------------------

    def refresh_view(self) -> None:
        super().refresh_view()
        if self.is_mounted and "fold" in self.legal_kinds() and not self._asking and self.app.screen is self:
            from app.screens.put_answer import PutAnswer

            self._asking = True
            if_fold, if_see = self.answer_meanings()
            self.app.push_screen(PutAnswer(self.setup.names[self.state.putter], if_fold, if_see), self.after_answer)

    def after_answer(self, answer: str | None) -> None:
        self._asking = False
        if answer:
            self.action_answer(answer)

    def answer_meanings(self) -> tuple[str, str]:
        """What folding and seeing mean at the current score (PU-4, PU-V2)."""
        state = self.state
        putter = self.seat_name(state.putter)
        target = state.settings.target
        if state.settings.mode == "free_for_all":
            return ("you throw in your cards and sit out this round"
                    f" (if everyone folds, {putter} scores 1).",
                    f"you play on against {putter}: the round's winner wins the whole game.")
        after = state.scores[state.putter] + 1
        wins = " and wins the game" if after >= target else ""
        me = self.engine.to_act(state)
        return (f"{putter} scores 1 point{wins}: {after} to your {state.scores[me]} (first to {target}).",
                "the round is played and its winner wins the whole game; a drawn round and the put lapses.")

    # -- drawing ------------------------------------------------------------------------

    def seat_info(self, state: PutState, seat: int) -> SeatInfo:
        hand = state.hands[seat] if state.hands else ()
        visible = self.may_see(seat)
        cards = tuple(card if visible else None for card in hand)
        highlights = frozenset()
        if visible and seat == self.engine.to_act(state) and "play" in self.legal_kinds() and hand:
            highlights = frozenset({hand[min(self.selected, len(hand) - 1)]})
        label = "team" if state.settings.mode == "partners" else "score"
        status = f"{label} {state.scores[seat]}"
        if state.won and state.phase != "deal":
            status += f" · tricks {state.won[seat]}"
        if state.in_round and not state.in_round[seat] and state.phase not in ("deal", "over"):
            status += " · out of this round"
        if state.putter == seat and state.phase != "deal":
            status += " · PUT"
        return SeatInfo(name=self.setup.names[seat], stack=None, cards=cards,
                        role="DEALER" if seat == state.dealer else "", highlights=highlights,
                        status=status, active=self.engine.to_act(state) == seat)

    def center_info(self, state: PutState) -> PutCenterInfo:
        names = self.setup.names
        prefs = self.app.prefs
        history = tuple(trick_line(i + 1, tuple((names[s], c) for s, c in trick),
                                   names[w] if w is not None else None, prefs)
                        for i, (trick, w) in enumerate(zip(state.tricks, state.trick_winners)))
        if state.settings.mode == "partners":
            score = (f"[b]SCORE[/b] to {state.settings.target}\n{escape(names[0])} & {escape(names[2])} "
                     f"[b]{state.scores[0]}[/b]\n{escape(names[1])} & {escape(names[3])} [b]{state.scores[1]}[/b]")
        else:
            rows = "\n".join(f"{escape(names[s])} [b]{state.scores[s]}[/b]" for s in range(state.players))
            score = f"[b]SCORE[/b] to {state.settings.target}\n{rows}"
        return PutCenterInfo(trick=tuple((names[s], c) for s, c in state.trick), history=history,
                             score=score, banner=self.banner(state))

    def banner(self, state: PutState) -> str:
        if state.putter is None:
            return ""
        putter = self.seat_name(state.putter)
        if state.seen:
            return f"[b #ffd75f]{putter} put and was seen: this round decides the game![/]"
        return f"[b #ffd75f]{putter} says \"I put!\"[/]"

    def render_table(self, state: PutState) -> None:
        for seat in range(state.players):
            self.query_one(f"#seat-{seat}", SeatPanel).info = self.seat_info(state, seat)
        self.query_one(PutCenter).info = self.center_info(state)

    def status_line(self) -> str:
        state = self.state
        extra = " · put at any turn" if state.settings.put_any_turn else ""
        return (f"[b]Put[/b] · {MODES[state.settings.mode]} · first to {state.settings.target}{extra} · "
                f"round {state.rounds_played + (0 if state.phase in ('deal', 'over') else 1)} · "
                f"dealer [b]{self.seat_name(state.dealer)}[/b] · [dim]seed {self.seed}[/]")

    def prompt_line(self) -> str:
        state = self.state
        if state.phase == "over":
            return "The game is over."
        kinds = self.legal_kinds()
        if kinds:
            me = self.seat_name(self.engine.to_act(state))
            if "decline" in kinds:
                return f"[b]{me}[/b]: say \"I put\"?  [dim]p put · enter or d: play on without putting[/]"
            if "fold" in kinds:
                return f"[b]{me}[/b]: fold or see?  [dim]f fold · s see[/]"
            put = " · p put" if "put" in kinds else ""
            return f"[b]{me}[/b], your card:  [dim]←→ or 1-{len(self.my_hand())} choose · enter play{put}[/]"
        seat = self.engine.to_act(state)
        if seat is not None:
            return f"{self.seat_name(seat)} is thinking…" if not self.is_human(seat) else "Waiting for the next player"
        if state.phase in ("pass", "discard"):
            return "Partners pass their two best cards; the receivers discard two (PU-V3)"
        return "Next: shuffle and deal a new round"
