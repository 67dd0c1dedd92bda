"""Hypothesis state machines over the common engine API (rules.games.engine_for) for all three games.

One machine per game draws a table over every variant the rules allow, then takes
random steps: an automatic `step` when nobody decides (a new round or `advance`), a
random legal action when a seat decides, and now and then an action that must be
refused (wrong seat, a bet one chip too high, a card not held) and leave the state
unchanged. After every step the invariants hold: the 52 cards are all at the table
once each (CH, RD-5, PU-3), chips are conserved with rebuys counted (CH-3) and never
negative, scores only grow and partners share theirs (PU-V3), and at the end of each
run the recorded actions replayed from the seed give an equal state.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, event, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction
from parlour.rules.games import engine_for, settings_model
from parlour.rules.red_dog.settings import burn_allowed
from parlour.rules.rng import Rng

SORTED_DECK = sorted(C.DECK)
STEP = "step"
"""The recorded name of an automatic step in an action history."""


@st.composite
def put_and_take_tables(draw) -> tuple[dict[str, Any], int]:
    """Any Put and Take table: 2-8 players, every variant, small stacks so busts happen."""
    settings_ = {name: draw(st.booleans()) for name in ("ante", "easy_come_easy_go", "red_and_black",
                                                        "up_and_down_the_river", "rebuy")}
    settings_["starting_chips"] = draw(st.sampled_from([1, 5, 30, 100]))
    settings_["rounds"] = draw(st.integers(0, 8))
    return settings_, draw(st.integers(2, 8))


@st.composite
def red_dog_tables(draw) -> tuple[dict[str, Any], int]:
    """Any Red Dog table: 2-10 players, burn only where RD-V1 allows it, misdeals by chance."""
    players = draw(st.integers(2, 10))
    four = draw(st.booleans())
    probe = settings_model("red_dog")(four_card_hands=four)
    settings_ = {"four_card_hands": four, "burn": draw(st.booleans()) and burn_allowed(probe, players),
                 "irregular_deals": draw(st.sampled_from([0.0, 0.5, 1.0])), "rebuy": draw(st.booleans()),
                 "starting_chips": draw(st.sampled_from([1, 3, 20, 100])), "rounds": draw(st.integers(0, 8))}
    return settings_, players


@st.composite
def put_tables(draw) -> tuple[dict[str, Any], int]:
    """Any Put table: each mode with its player counts, PU-V1 on or off, a small target."""
    mode = draw(st.sampled_from(["two_player", "free_for_all", "partners"]))
    players = {"two_player": st.just(2), "free_for_all": st.integers(3, 6), "partners": st.just(4)}[mode]
    return {"mode": mode, "put_any_turn": draw(st.booleans()), "target": draw(st.integers(1, 5))}, draw(players)


class EngineMachine(RuleBasedStateMachine):
    """Random play of one game through the engine API, checking invariants after each step."""

    game = ""

    def start(self, table: tuple[dict[str, Any], int], seed: int, humans: bool) -> None:
        self.engine = engine_for(self.game)
        raw, players = table
        self.settings = settings_model(self.game).model_validate(raw)
        self.players, self.seed = players, seed
        self.humans = (0,) if humans else ()
        self.state = self.engine.new_game(self.settings, players, seed, humans=self.humans)
        self.history: list[Action | str] = []
        self.first = self.state
        self.previous_scores = getattr(self.state, "scores", None)

    # -- moves --------------------------------------------------------------------

    def over(self) -> bool:
        return self.engine.is_over(self.state)

    def deciding(self) -> bool:
        return not self.over() and self.engine.to_act(self.state) is not None

    @rule(pick=st.integers(0, 10**6), favour_last=st.booleans())
    def move(self, pick: int, favour_last: bool) -> None:
        """An automatic step when nobody decides, else one of the legal actions (often the last:
        the biggest bet, the last card); after the end, check that nothing more is due."""
        if self.over():
            self.check_the_end()
        elif self.engine.to_act(self.state) is None:
            self.automatic_step()
        else:
            self.legal_action(pick, favour_last)

    def automatic_step(self) -> None:
        """A new round when one is due, else one automatic step (`advance`)."""
        needed = self.engine.needs_round(self.state)
        with pytest.raises(IllegalAction):
            self.engine.apply(self.state, Action(seat=0, do="fold"))  # no decision is due
        self.state = self.engine.step(self.state)
        self.history.append(STEP)
        if needed:
            assert self.state.events, "a new round logs its deal"

    def legal_action(self, pick: int, favour_last: bool) -> None:
        actions = self.engine.legal_actions(self.state)
        assert actions, "a seat to act always has a legal action"
        seat = self.engine.to_act(self.state)
        assert all(action.seat == seat for action in actions)
        with pytest.raises(IllegalAction):
            self.engine.step(self.state)  # a decision is due: no automatic step
        action = actions[-1] if favour_last else actions[pick % len(actions)]
        self.state = self.engine.apply(self.state, action)
        self.history.append(action)

    @rule(steps=st.integers(1, 120), salt=st.integers(0, 2**32))
    def play_on(self, steps: int, salt: int) -> None:
        """Many moves at once, chosen by a seeded generator (longer games in fewer draws)."""
        rng = Rng(salt)
        for _ in range(steps):
            if self.over():
                break
            self.move(rng.below(10**6), rng.below(3) == 0)
            self.check_counts(self.state)

    @rule(kind=st.sampled_from(["wrong_seat", "too_much", "foreign_card", "wrong_kind"]))
    def refused_action(self, kind: str) -> None:
        """An illegal action raises IllegalAction and changes nothing (any action when none is due)."""
        before = self.state
        action = self.illegal_action(kind) if self.deciding() else Action(seat=0, do="play", card="AS")
        with pytest.raises(IllegalAction):
            self.engine.apply(before, action)
        assert self.state is before

    def illegal_action(self, kind: str) -> Action:
        seat = self.engine.to_act(self.state)
        if kind == "wrong_seat" and self.players > 1:
            return Action(seat=(seat + 1) % self.players, do=self.engine.legal_actions(self.state)[0].do)
        if kind == "too_much":
            return Action(seat=seat, do="bet", amount=10**12)
        if kind == "foreign_card":
            mine = set(getattr(self.state, "hands", ((),) * self.players)[seat])
            return Action(seat=seat, do="play", card=next(card for card in C.DECK if card not in mine))
        legal = {action.do for action in self.engine.legal_actions(self.state)}
        return Action(seat=seat, do=next(do for do in ("fold", "see", "decline", "pass", "forfeit", "put")
                                         if do not in legal))

    def check_the_end(self) -> None:
        """Once over, no step and no decision is due, and the outcome names the end."""
        assert self.engine.to_act(self.state) is None and not self.engine.needs_round(self.state)
        with pytest.raises(IllegalAction):
            self.engine.step(self.state)
        outcome = self.engine.outcome(self.state)
        assert outcome.finished and sorted(outcome.standings) == list(range(self.players))
        assert outcome.reason
        event(f"{self.game} game over")

    # -- invariants ------------------------------------------------------------------

    @invariant()
    def cards_are_the_deck(self) -> None:
        cards = self.state.all_cards()
        dealt = bool(cards) or self.state.rounds_played or self.state.phase not in ("deal",)
        if dealt:
            assert sorted(cards) == SORTED_DECK, "52 distinct cards at the table"

    @invariant()
    def counts_hold(self) -> None:
        self.check_counts(self.state)

    def check_counts(self, state: Any) -> None:
        raise NotImplementedError

    def teardown(self) -> None:
        """Same seed + same action list = an equal state."""
        if not hasattr(self, "history"):
            return
        event(f"rounds played: {min(self.state.rounds_played, 5)}{'+' if self.state.rounds_played >= 5 else ''}")
        replayed = self.engine.new_game(self.settings, self.players, self.seed, humans=self.humans)
        assert replayed == self.first
        for item in self.history:
            replayed = self.engine.step(replayed) if item == STEP else self.engine.apply(replayed, item)
        assert replayed == self.state


class ChipMachine(EngineMachine):
    """Put and Take and Red Dog: chips are conserved and never negative."""

    pot_field = ""

    def check_counts(self, state: Any) -> None:
        pot = getattr(state, self.pot_field)
        bought = sum(state.rebuys) * state.settings.starting_chips
        assert sum(state.stacks) + pot == state.settings.starting_chips * self.players + bought, "CH-3"
        assert min(state.stacks) >= 0 and pot >= 0
        assert all(state.stacks[seat] == 0 for seat in range(self.players) if state.out[seat]), "CH-4"
        if self.engine.is_over(state):
            return
        if state.settings.rounds:
            assert state.rounds_played <= state.settings.rounds, "CH-5"


class PutAndTakeMachine(ChipMachine):
    game = "put_and_take"
    pot_field = "pool"

    @initialize(table=put_and_take_tables(), seed=st.integers(-2**63, 2**63), humans=st.booleans())
    def setup(self, table, seed, humans) -> None:
        self.start(table, seed, humans)


class RedDogMachine(ChipMachine):
    game = "red_dog"
    pot_field = "pot"

    @initialize(table=red_dog_tables(), seed=st.integers(-2**63, 2**63), humans=st.booleans())
    def setup(self, table, seed, humans) -> None:
        self.start(table, seed, humans)

    def check_counts(self, state: Any) -> None:
        super().check_counts(state)
        if state.phase == "turn":
            assert 1 <= state.stake <= min(state.pot, state.stacks[state.bettor]), "RD-6"


class PutMachine(EngineMachine):
    game = "put"

    @initialize(table=put_tables(), seed=st.integers(-2**63, 2**63), humans=st.booleans())
    def setup(self, table, seed, humans) -> None:
        self.start(table, seed, humans)

    def check_counts(self, state: Any) -> None:
        assert all(now >= before for now, before in zip(state.scores, self.previous_scores)), "scores only grow"
        self.previous_scores = state.scores
        assert min(state.scores) >= 0
        if state.settings.mode == "partners":
            assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3], "PU-V3"
        if self.engine.is_over(state):
            assert state.winner is not None
        else:
            assert max(state.scores) < state.settings.target, "PU-7: the game ends at the target"


MACHINE_SETTINGS = settings(max_examples=250, stateful_step_count=60, deadline=None,
                            suppress_health_check=[HealthCheck.too_slow])

TestPutAndTakeEngine = PutAndTakeMachine.TestCase
TestPutAndTakeEngine.settings = MACHINE_SETTINGS
TestRedDogEngine = RedDogMachine.TestCase
TestRedDogEngine.settings = MACHINE_SETTINGS
TestPutEngine = PutMachine.TestCase
TestPutEngine.settings = MACHINE_SETTINGS
