"""The Put engine ("I put"): RULES.md PU-1..PU-7 and the variants PU-V1..PU-V3.

A round is `start_round` (shuffle and cut, or a scripted deck; the deal), under PU-V3
four automatic `advance` steps (two passes, two discards), then decisions: the put
window (`put` / `decline`, PU-4), answers to a put (`fold` / `see`), and tricks
(`play`, with `put` before playing under PU-V1). Event types: draw, first_dealer,
cut, deal, set_aside (here); pass, discard (partners.py); put, decline, fold, see,
take_back, throw_in (puts.py); play, trick, tied_trick (tricks.py); score,
round_drawn, put_lapses, dealer, game_over (scoring.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .. import cards as C
from ..engine import Action, Choice, Engine
from ..errors import IllegalAction, InvalidSetup
from ..events import Event, event_of, given, shared_event
from ..fast import build
from ..rng import Rng, seed_state
from . import puts
from .checks import refusal
from .deal import deal, deal_order, first_dealer_draw, hand_size
from .partners import begin_passes, discard_step, pass_step
from .settings import PLAYERS, PutSettings
from .state import PutState
from .tricks import play_card
from .view import PutView, seat_view, seen_by


def options(state: PutState, seat: int | None) -> list[tuple[str, str | None]]:
    """(what, card) the seat to act may do: put or decline in the window (PU-4), fold or see a put,
    else (PU-V1: put, then) play any card in hand order (PU-5)."""
    if seat is None:
        return []
    if state.phase == "window":
        return [("put", None), ("decline", None)]
    if state.phase == "answer":
        return [("fold", None), ("see", None)]
    put: list[tuple[str, str | None]] = [("put", None)] if state.settings.put_any_turn and state.putter is None else []
    return put + [("play", card) for card in state.hands[seat]]


DEAL = given("seat", "cards")
"""The fields of a seat's deal event (PU-3): the seat and its cards."""


CALLS = {"put": puts.put, "decline": puts.decline, "fold": puts.fold, "see": puts.see}
"""What each call does to the state (made once: every round has a few)."""


@lru_cache(maxsize=2048)
def one_choice(seat: int | None, do: str, card: str | None) -> Choice:
    """A seat's choice (few distinct ones, and frozen: each is made once, then shared)."""
    return build(Choice, seat=seat, do=do, card=card)


@lru_cache(maxsize=2048)
def one_action(seat: int | None, do: str, card: str | None) -> Action:
    """A seat's action (few distinct ones, and frozen: each is made once, then shared)."""
    return build(Action, seat=seat, do=do, card=card)


class PutEngine(Engine[PutState, PutSettings, PutView]):
    """Put: three-card (PU-V2: players+1) trick rounds with "I put", first to the target wins."""

    game = "put"
    min_players = 2
    max_players = 6
    decision_rule = "PU-5"
    end_rule = "PU-7"

    def check_setup(self, settings: PutSettings, players: int) -> None:
        low, high, rule, code = PLAYERS[settings.mode]
        if not low <= players <= high:
            raise InvalidSetup(code, rule, low=low, high=high, players=players)

    def new_game(
        self,
        settings: PutSettings,
        players: int,
        seed: int = 0,
        *,
        first_dealer: int | None = None,
        stacks: tuple[int, ...] | None = None,
        humans: tuple[int, ...] = (),
    ) -> PutState:
        self.check_setup(settings, players)
        if stacks is not None:
            raise InvalidSetup("put.no_stacks", "PU-7")
        rng = Rng(seed_state(seed))
        events: list[Event] = []
        if first_dealer is None:
            first_dealer, events = first_dealer_draw(rng, players)
        elif not 0 <= first_dealer < players:
            raise InvalidSetup("put.first_dealer", "PU-2", last=players - 1)
        return PutState(
            settings=settings,
            players=players,
            humans=tuple(humans),
            dealer=first_dealer,
            scores=(0,) * players,
            rng=rng.state,
            events=tuple(events),
        )

    # -- the engine shape -------------------------------------------------

    def needs_round(self, state: PutState) -> bool:
        return state.phase == "deal"

    def dealer(self, state: PutState) -> int:
        return state.dealer

    def to_act(self, state: PutState) -> int | None:
        if state.phase in ("window", "answer"):
            return state.queue[0]
        if state.phase == "play":
            return state.turn
        return None

    def choices(self, state: PutState) -> tuple[Choice, ...]:
        seat = self.to_act(state)
        return tuple(one_choice(seat, do, card) for do, card in options(state, seat))

    def legal_actions(self, state: PutState) -> list[Action]:
        seat = self.to_act(state)  # spelled out, not from `choices`: the playouts ask for these often
        return [one_action(seat, do, card) for do, card in options(state, seat)]

    def verify(self, state: PutState, action: Action) -> None:
        seat = self.to_act(state)
        refused = refusal(state, seat, state.hands[seat] if seat is not None else None, action)
        if refused is not None:
            raise refused

    def why_not(self, view: PutView, action: Action) -> IllegalAction | None:
        """Why the view's seat may not take `action` now (it sees its own hand only)."""
        return refusal(view, view.to_act, view.hand if action.seat == view.seat else None, action)

    def perform(self, state: PutState, action: Action) -> PutState:
        if action.do == "play":
            assert action.card is not None  # verified: a play names its card
            return play_card(state, action.seat, action.card)
        return CALLS[action.do](state, action.seat)

    def advance(self, state: PutState) -> PutState:
        """One automatic PU-V3 step: a pass or a discard."""
        if state.phase == "pass":
            return pass_step(state)
        if state.phase == "discard":
            return discard_step(state)
        if state.phase == "over":
            raise IllegalAction("game.over", self.end_rule)
        if state.phase == "deal":
            raise IllegalAction("round.deal_first", "PU-3")
        raise IllegalAction("turn.wait_for", "PU-5", seat=self.to_act(state))

    def seen_cards(self, state: PutState, seat: int | None) -> frozenset[str]:
        return seen_by(state, seat)

    def view(self, state: PutState, seat: int | None) -> PutView:
        """What `seat` sees (the bots decide from this alone; None: the public view)."""
        acting = self.to_act(state)
        return seat_view(state, seat, acting, self.choices(state) if acting == seat else ())

    def scores(self, state: PutState) -> tuple[int, ...]:
        return state.scores

    def starting_scores(self, state: PutState) -> tuple[int, ...]:
        return (0,) * state.players

    def winner(self, state: PutState) -> int | None:
        return state.winner

    def team_of(self, state: PutState, seat: int) -> tuple[int, ...]:
        return state.team_of(seat)

    def leader(self, state: PutState) -> int | None:
        """The seat ahead now: of the one seat or team (PU-V3 partners share a score) with the most points, the
        lowest seat; None on a tie or while nobody has a point."""
        best = max(state.scores)
        ahead = tuple(seat for seat, points in enumerate(state.scores) if points == best)
        if best <= 0 or set(ahead) != set(state.team_of(ahead[0])):
            return None
        return ahead[0]

    def scoreboard(self, state: PutState) -> dict[str, Any]:
        return {"stacks": None, "pot": None, "scores": list(state.scores)}

    # -- a round ------------------------------------------------------------

    def start_round(self, state: PutState, deck: tuple[str, ...] | None = None, hands: object = None) -> PutState:
        """Shuffle and cut (unless `deck` is scripted, top card first), deal, set the rest aside."""
        if state.phase != "deal":
            raise IllegalAction(
                "game.over" if state.phase == "over" else "round.in_progress",
                self.end_rule if state.phase == "over" else "PU-3",
            )
        if hands is not None:
            raise InvalidSetup("put.whole_deck_only", "PU-3")
        rng = Rng(state.rng)
        events: list[Event] = []
        if deck is None:
            at = rng.between(4, 48)
            deck = C.cut(rng.shuffled(C.DECK), at)
            events.append(shared_event("cut", seat=(state.dealer - 1) % state.players, k=at))
        elif len(deck) != 52 or set(deck) != set(C.DECK):
            raise InvalidSetup("put.deck_not_whole", "PU-3")
        dealt, rest = deal(tuple(deck), state.dealer, state.players, hand_size(state.settings, state.players))
        for seat in deal_order(state.dealer, state.players):
            events.append(event_of(DEAL, "deal", seat=seat, cards=dealt[seat]))
        events.append(shared_event("set_aside", note=f"{len(rest)} cards unused, face down (PU-3)"))
        n = state.players
        fresh = state.model_copy(
            update={
                "rng": rng.state,
                "set_aside": rest,
                "dealt": tuple(dealt),
                "hands": tuple(dealt),
                "in_round": (True,) * n,
                "discards": ((),) * n,
                "queue": (),
                "putter": None,
                "seen": False,
                "calls": (),
                "trick": (),
                "tricks": (),
                "trick_winners": (),
                "won": (0,) * n,
                "leader": None,
                "turn": None,
                "events": tuple(events),
            }
        )
        if state.settings.mode == "partners":
            return begin_passes(fresh)
        return puts.open_window(fresh, events)
