"""The engine contract (rules/engine.py), checked on every registered game alike: a new game gets
these tests by registering (rules/games.py).

One Hypothesis state machine per game draws a table from the game's own settings model
(every setting's kind and limits, the player counts the engine accepts), then takes
random steps: an automatic `step` when nobody decides, a random legal action when a seat
decides, now and then an action that must be refused, and now and then a look at one
seat's view. After every step (each state reached checked once):

- purity: the states an engine was given are unchanged (their dumps compared);
- the deck: the 52 cards are all at the table once each, once dealt;
- chips (chip games): every stack plus the pot is the starting chips plus rebuys (CH-3),
  nothing negative;
- decisions: a seat to act has a legal choice, every legal action passes `verify`, an
  illegal one raises IllegalAction naming one of the game's rules (or a chip rule; once
  the game is over, the rule that ended it, and only then saying so) and changes nothing,
  `step` refuses while a decision is due; every view's `legal` is empty unless it is that
  seat's turn;
- transitions: a round starts only when one is due and a card is turned only when nobody
  decides; any other is refused naming a rule (once over, the one that ended the game);
- hidden cards: relabelling the cards a seat has not seen, wherever they lie, never
  changes that seat's view, and no card a view shows is among its `unseen`;
- rounds: a view names the round its log belongs to and who dealt it, between rounds too;
- the end: nothing more is due, the outcome names its termination's rule, and the
  recorded actions replayed from the seed give an equal state.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, cast

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction, RuleError
from parlour.rules.games import GameInfo, all_games
from parlour.rules.rng import Rng
from parlour.rules.settings import SettingField
from tests.table_invariants import assert_table_sound

STEP = "step"
"""The recorded name of an automatic step in an action history."""
SMALL_INTS = (0, 1, 2, 3, 5, 8, 100)
"""Whole-number settings are drawn from these (inside the field's limits): small stacks bust, short games end."""
CARD = re.compile(r'"([A2-9TJQK][SHDC])"')
GAME_OVER_CODES = ("game.over", "turn.no_card_over", "turn.none_due_over")
DEAL_FIRST_CODES = ("round.deal_first", "turn.no_card_deal")
"""An automatic step asked for between rounds: the deal comes first (Put's step is a pass or a discard)."""
WAIT_CODES = ("turn.wait_for", "turn.no_card_wait")
"""An automatic step asked for while a seat decides: that seat decides first (its number in the refusal)."""
"""The refusals that say the game is over (rules/refusals.py)."""


def field_values(info: GameInfo, field: SettingField) -> st.SearchStrategy:
    """Values a setting may take, from its kind and the model's limits."""
    if field.kind == "bool":
        return st.booleans()
    if field.kind == "choice":
        return st.sampled_from([value for value, _, _ in field.choices])
    if field.kind == "float":
        return st.sampled_from([0.0, 0.5, 1.0])
    model = info.settings_model()
    allowed = [value for value in SMALL_INTS if _valid(model, field.key, value)]
    return st.sampled_from(allowed)


def _valid(model: type, key: str, value: Any) -> bool:
    try:
        model.model_validate({key: value})
    except ValueError:
        return False
    return True


@st.composite
def tables(draw, info: GameInfo) -> tuple[Any, int]:
    """Any table the game accepts: settings from its model, a player count its engine allows."""
    raw = {field.key: draw(field_values(info, field)) for field in info.setting_fields()}
    settings_ = info.settings_model().model_validate(raw)
    engine = info.engine()
    counts = []
    for players in range(info.min_players, info.max_players + 1):
        try:
            engine.check_setup(settings_, players)
        except RuleError:
            continue
        counts.append(players)
    if not counts:  # these settings fit no table (burn with too many players is refused later anyway)
        settings_ = info.settings_model()()
        counts = [info.min_players]
    return settings_, draw(st.sampled_from(counts))


def relabelled(state: Any, hidden: list[str], rng: Rng) -> Any:
    """The state with the cards in `hidden` swapped among themselves wherever they lie."""
    swapped = dict(zip(hidden, rng.shuffled(hidden)))
    text = CARD.sub(
        lambda match: f'"{swapped.get(match.group(1), match.group(1))}"', json.dumps(state.model_dump(mode="json"))
    )
    return type(state).model_validate(json.loads(text))


def view_cards(view: Any) -> set[str]:
    """Every card a view shows (its `unseen` list aside)."""
    return set(CARD.findall(view.model_dump_json(exclude={"unseen"})))


def holds_the_same(state: Any, fields: dict[str, Any]) -> bool:
    """Whether every field of `state` still holds the very object `fields` (its fields before) held."""
    now = vars(state)
    return now.keys() == fields.keys() and all(now[name] is value for name, value in fields.items())


class ContractMachine(RuleBasedStateMachine):
    """Random play of one game through the engine contract."""

    info: GameInfo

    @initialize(data=st.data(), seed=st.integers(-(2**63), 2**63), humans=st.booleans())
    def setup(self, data, seed, humans) -> None:
        self.engine = self.info.engine()
        self.settings, self.players = data.draw(tables(self.info))
        self.seed = seed
        self.humans = (0,) if humans else ()
        self.state = self.engine.new_game(self.settings, self.players, seed, humans=self.humans)
        self.first = self.state
        self.history: list[Action | str] = []
        self.sound: Any = None
        """The last state `the_state_is_sound` checked."""
        self.round = 0
        """The rounds dealt so far: the round a view's log belongs to (0: the log before the first deal)."""
        self.round_dealer = self.engine.dealer(self.state)
        """Who dealt that round (before the first: the first dealer)."""

    def over(self) -> bool:
        return self.engine.is_over(self.state)

    # -- moves --------------------------------------------------------------------

    @rule(pick=st.integers(0, 10**6), favour_last=st.booleans())
    def move(self, pick: int, favour_last: bool) -> None:
        """An automatic step when nobody decides, else a legal action (often the last: the biggest
        bet, the last card); after the end, check that nothing more is due."""
        if self.over():
            self.check_the_end()
        elif self.engine.to_act(self.state) is None:
            self.automatic_step()
        else:
            self.legal_action(pick, favour_last)

    def purely(self, move) -> Any:
        """Run a transition and check it left its input alone: every field still holds the very object it held
        (`the_state_is_sound` hashes each state, so every value in it is immutable all the way down)."""
        before = self.state
        fields = dict(vars(before))
        after = move(before)
        assert holds_the_same(before, fields), "a transition changed the state it was given"
        return after

    def automatic_step(self) -> None:
        with pytest.raises(IllegalAction):
            self.engine.apply(self.state, Action(seat=0, do="fold"))  # no decision is due
        if self.engine.needs_round(self.state):
            self.round, self.round_dealer = self.round + 1, self.engine.dealer(self.state)
        self.state = self.purely(self.engine.step)
        self.history.append(STEP)

    def legal_action(self, pick: int, favour_last: bool) -> None:
        seat = self.engine.to_act(self.state)
        choices = self.engine.choices(self.state)
        assert choices and all(choice.seat == seat for choice in choices), "a seat to act has a choice"
        with pytest.raises(IllegalAction):
            self.engine.step(self.state)  # a decision is due: no automatic step
        choice = choices[-1] if favour_last else choices[pick % len(choices)]
        amount = None
        if choice.do == "bet":
            assert choice.low is not None and choice.high is not None  # a bet's range
            amount = choice.high if favour_last else choice.low + pick % (choice.high - choice.low + 1)
        action = choice.action(amount)
        assert choice.allows(action) and self.engine.can(self.state, action)
        self.state = self.purely(lambda state: self.engine.apply(state, action))
        self.history.append(action)

    @rule(steps=st.integers(1, 120), salt=st.integers(0, 2**32))
    def play_on(self, steps: int, salt: int) -> None:
        """Many moves at once, chosen by a seeded generator (longer games in fewer draws)."""
        rng = Rng(salt)
        for _ in range(steps):
            if self.over():
                break
            self.move(rng.below(10**6), rng.below(3) == 0)
            assert_table_sound(self.engine, self.state)

    @rule(kind=st.sampled_from(["wrong_seat", "too_much", "foreign_card", "wrong_kind"]))
    def refused_action(self, kind: str) -> None:
        """An illegal action raises IllegalAction naming a rule and changes nothing."""
        deciding = not self.over() and self.engine.to_act(self.state) is not None
        action = self.illegal_action(kind) if deciding else Action(seat=0, do="play", card="AS")
        fields = dict(vars(self.state))
        with pytest.raises(IllegalAction) as refused:
            self.engine.apply(self.state, action)
        assert refused.value.rule is not None
        assert refused.value.rule.startswith((f"{self.info.rule_prefix}-", "CH-")), (
            f"the refusal of {action.code} names {refused.value.rule!r}, not one of the game's rules"
        )
        if self.over() and self.info.decisions:  # (a game without decisions refuses any by the rule saying so)
            assert refused.value.rule == self.engine.end_rule and refused.value.code in GAME_OVER_CODES, (
                f"once over, {action.code}: {refused.value}"
            )
        assert self.over() or refused.value.code not in GAME_OVER_CODES, f"not over yet: {refused.value}"
        assert not self.engine.can(self.state, action)
        assert holds_the_same(self.state, fields)

    @rule()
    def transitions_not_due_are_refused(self) -> None:
        """Only the transition due now goes: a round is started only when one is due, a card turned (`advance`)
        only when nobody decides and no round is due; any other is refused naming a rule of the game (once over,
        the rule that ended it), saying what comes first (the deal, or the decision of the seat it names), and
        changes nothing."""
        engine, state = self.engine, self.state
        over = self.over()
        round_due = not over and engine.needs_round(state)
        deciding = not over and engine.to_act(state) is not None
        refused: list[Callable[[Any], Any]] = [engine.start_round] if over or not round_due else []
        if over or round_due or deciding:
            refused.append(engine.advance)
        fields = dict(vars(state))
        for transition in refused:
            with pytest.raises(IllegalAction) as error:
                transition(state)
            rule, says_over = error.value.rule, error.value.code in GAME_OVER_CODES
            if over:
                assert rule == engine.end_rule and says_over, f"{transition.__name__} once over: {error.value}"
            else:
                assert rule is not None and rule.startswith((f"{self.info.rule_prefix}-", "CH-")), rule
                assert not says_over, f"{transition.__name__} says the game is over: {error.value}"
            if transition == engine.advance and round_due:
                assert error.value.code in DEAL_FIRST_CODES, f"advance between rounds: {error.value}"
            elif transition == engine.advance and deciding:
                assert error.value.code in WAIT_CODES, f"advance while a seat decides: {error.value}"
                assert error.value.params["seat"] == engine.to_act(state), f"who decides first: {error.value}"
        assert holds_the_same(state, fields)

    def illegal_action(self, kind: str) -> Action:
        seat = self.engine.to_act(self.state)
        legal = self.engine.choices(self.state)
        assert seat is not None  # a decision is due
        if kind == "wrong_seat" and self.players > 1:
            return Action(seat=(seat + 1) % self.players, do=legal[0].do, card=legal[0].card, amount=legal[0].low)
        if kind == "too_much":
            assert seat is not None
            return Action(seat=seat, do="bet", amount=10**12)
        if kind == "foreign_card":
            mine = {choice.card for choice in legal if choice.card}
            assert seat is not None
            return Action(seat=seat, do="play", card=next(card for card in C.DECK if card not in mine))
        kinds = {choice.do for choice in legal}
        assert seat is not None
        return Action(
            seat=seat, do=next(do for do in ("fold", "see", "decline", "pass", "forfeit", "put") if do not in kinds)
        )

    @rule(pick=st.integers(0, 10), salt=st.integers(0, 2**32))
    def hidden_cards_stay_hidden(self, pick: int, salt: int) -> None:
        """Relabelling the cards a seat has not seen changes nothing in its view."""
        seat = None if pick >= self.players else pick
        view = self.engine.view(self.state, seat)
        seen = self.engine.seen_cards(self.state, seat)
        assert set(view.unseen) == set(C.DECK) - seen
        assert view_cards(view).isdisjoint(view.unseen), "a view shows a card it counts as unseen"
        hidden = [card for card in C.DECK if card not in seen]
        other = relabelled(self.state, hidden, Rng(salt))
        assert self.engine.view(other, seat) == view, f"seat {seat}'s view depends on cards it has not seen"
        event(f"{self.info.id}: hidden cards checked")

    def check_the_end(self) -> None:
        """Once over, no step and no decision is due, and the outcome names the end."""
        assert self.engine.to_act(self.state) is None and not self.engine.needs_round(self.state)
        with pytest.raises(IllegalAction) as refused:
            self.engine.step(self.state)
        assert refused.value.rule == self.engine.end_rule
        outcome = self.engine.outcome(self.state)
        assert outcome.finished and sorted(outcome.standings) == list(range(self.players))
        assert outcome.termination is not None and outcome.termination.rule and outcome.reason
        event(f"{self.info.id} game over: {outcome.termination.rule}")

    # -- invariants ------------------------------------------------------------------

    @invariant()
    def the_state_is_sound(self) -> None:
        """Immutable, the deck, the chips and who has choices, checked once for each state the machine reaches: a
        rule that leaves the state as it was (a refused action, a look at a view, a move once the game is over)
        leaves the very same frozen object, and these checks read nothing else (the transitions' purity is
        checked on every move), so it is not checked again."""
        if self.sound is self.state:
            return
        hash(self.state)  # a list or dict anywhere in it would raise: every value is immutable
        assert_table_sound(self.engine, self.state)  # the deck, the chips (CH-3)
        self.only_the_seat_to_act_has_choices()
        view = self.engine.view(self.state, None)
        assert (view.round, view.round_dealer) == (self.round, self.round_dealer), "the round the log is of, its dealer"
        self.sound = self.state

    def only_the_seat_to_act_has_choices(self) -> None:
        to_act = self.engine.to_act(self.state)
        for seat in (*range(self.players), None):
            view = self.engine.view(self.state, seat)
            assert view.to_act == to_act
            assert bool(view.legal) == (seat is not None and seat == to_act), f"seat {seat}'s legal"

    def teardown(self) -> None:
        """Same seed + same action list = an equal state."""
        if not hasattr(self, "history"):
            return
        replayed = self.engine.new_game(self.settings, self.players, self.seed, humans=self.humans)
        assert replayed == self.first
        for item in self.history:
            replayed = self.engine.step(replayed) if item == STEP else self.engine.apply(replayed, cast(Action, item))
        assert replayed == self.state


@pytest.mark.parametrize("info", all_games(), ids=lambda info: info.id)
def test_the_table_sizes_offered_are_the_engines_and_each_is_a_table_of_some_setting(info: GameInfo) -> None:
    """The registry's player counts (what the setup screen offers) are the engine's; the engine seats each of them
    with some setting of the game (Put: its mode) and refuses one fewer and one more, naming a rule."""
    engine = info.engine()
    assert (info.min_players, info.max_players) == (engine.min_players, engine.max_players)
    variants = [
        info.settings_model()(**{field.key: value})
        for field in info.setting_fields()
        if field.kind == "choice"
        for value, _, _ in field.choices
    ] or [info.settings_model()()]
    for players in range(info.min_players - 1, info.max_players + 2):
        seated = []
        for variant in variants:
            try:
                engine.check_setup(variant, players)
            except RuleError as refused:
                assert refused.rule and refused.rule.startswith(info.rule_prefix + "-"), refused
                continue
            seated.append(variant)
        assert bool(seated) == (info.min_players <= players <= info.max_players), (info.id, players)


MACHINE_SETTINGS = settings(
    max_examples=120,
    stateful_step_count=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

for _info in all_games():
    _name = "".join(part.title() for part in _info.id.split("_"))
    _machine = type(f"{_name}Contract", (ContractMachine,), {"info": _info})
    _case = _machine.TestCase
    _case.settings = MACHINE_SETTINGS
    globals()[f"Test{_name}Contract"] = _case
del _info, _name, _machine, _case  # pytest collects any TestCase it finds in the module: each game's once
