"""Red Dog computer players: exact chances, the sharp bet sizes, legality, and that no bot can
see more than its seat (changing what the seat has not seen never changes a decision).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.rules.engine import Action
from parlour.rules.red_dog.bots import BOTS, always_one, casual, sharp, win_chance
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings, burn_allowed
from parlour.rules.red_dog.state import RedDogState
from parlour.rules.rng import Rng

ENGINE = RedDogEngine()


def dealt(
    hand: list[str], *, seat_hands: int = 5, pot: int | None = None, stack: int = 100, burn: bool = False
) -> RedDogState:
    """Two players, dealer 1, seat 0 to act holding `hand` (seat 1 holds other low cards)."""
    state = ENGINE.new_game(RedDogSettings(burn=burn), 2, 0, first_dealer=1, stacks=(stack, 100))
    other = [c for c in ("9C", "TC", "JC", "QC", "KC", "8C", "7C") if c not in hand][:seat_hands]
    state = ENGINE.start_round(state, ("5H", "6H", "7H", "8H"), (tuple(hand), tuple(other)))
    return state.model_copy(update={"pot": pot}) if pot is not None else state


def choose(bot, state: RedDogState, seed: int = 0) -> Action:
    return bot(ENGINE.view(state, ENGINE.to_act(state)), Rng(seed))


# -- the exact chance ---------------------------------------------------------------


def test_win_chance_counts_unseen_cards_the_hand_beats():
    state = dealt(["AS", "KH", "2C", "3D", "4D"])
    view = ENGINE.view(state, 0)
    assert len(view.unseen) == 47
    # spades 2..K (12), hearts 2..Q (11), clubs none, diamonds 2D (3D is our own).
    assert win_chance(view.hand, view.unseen) == 24 / 47


def test_win_chance_counts_turned_and_shown_cards_as_seen():
    state = ENGINE.new_game(RedDogSettings(), 3, 0, first_dealer=2)
    hands = (("9C", "TC", "2D", "3D", "4D"), ("AS", "KH", "2C", "3C", "4C"), ("5C", "6C", "7C", "8C", "JC"))
    state = ENGINE.start_round(state, ("QH", "5S", "KD"), hands)
    state = ENGINE.advance(ENGINE.apply(state, Action(seat=0, do="bet", amount=1)))
    view = ENGINE.view(state, 1)
    # Seen: own 5, QH turned, seat 0's whole hand shown -> 41 unseen; beaten: spades 2..K (12) + hearts 2..J (10).
    assert len(view.unseen) == 41 and "QH" not in view.unseen and "9C" not in view.unseen
    assert win_chance(view.hand, view.unseen) == 22 / 41
    assert set(view.unseen).isdisjoint(hands[1]) and "JC" in view.unseen


def test_burn_does_not_change_the_chance():
    plain = ENGINE.view(dealt(["AS", "KH", "2C", "3D", "4D"]), 0)
    burned = ENGINE.view(dealt(["AS", "KH", "2C", "3D", "4D"], burn=True), 0)
    assert burned.settings.burn and win_chance(plain.hand, plain.unseen) == win_chance(burned.hand, burned.unseen)


# -- sharp ------------------------------------------------------------------------------


def test_sharp_bets_the_maximum_on_a_sure_thing():
    state = dealt(["AS", "AH", "AD", "AC", "KS"], pot=30)
    assert choose(sharp, state) == Action(seat=0, do="bet", amount=30)


def test_sharp_bets_kelly_fraction_of_its_stack_capped_by_the_maximum():
    hand = ["AS", "AH", "AD", "2C", "3C"]
    # p = 36/47, 2p - 1 = 25/47; stack 99 after the ante -> 52.6 -> 52 chips.
    assert choose(sharp, dealt(hand, pot=80)) == Action(seat=0, do="bet", amount=52)
    assert choose(sharp, dealt(hand, pot=40)) == Action(seat=0, do="bet", amount=40)
    assert choose(sharp, dealt(hand, pot=80, stack=11)) == Action(seat=0, do="bet", amount=5)


def test_sharp_bets_the_kelly_fraction_exactly_where_it_is_a_whole_number():
    """p = 25/47 and 47 chips after the ante: (2p - 1) x 47 = 3 exactly (in floating point 2.999...: it bet 2)."""
    state = dealt(["AS", "KH", "2C", "3D", "5D"], pot=80, stack=48)
    view = ENGINE.view(state, 0)
    assert win_chance(view.hand, view.unseen) == 25 / 47 and view.stacks[0] == 47
    assert choose(sharp, state) == Action(seat=0, do="bet", amount=3)


def test_sharp_bets_one_on_a_weak_hand_and_forfeits_a_hopeless_one():
    assert choose(sharp, dealt(["KS", "2H", "3H", "4D", "2C"], pot=50)) == Action(seat=0, do="bet", amount=1)
    assert choose(sharp, dealt(["2S", "2H", "2D", "2C", "3S"], pot=50)) == Action(seat=0, do="forfeit")


def test_sharp_passes_a_weak_short_hand_and_bets_a_strong_one():
    assert choose(sharp, dealt(["KS", "2H", "3H", "4D"], pot=50)) == Action(seat=0, do="pass")
    assert choose(sharp, dealt(["AS", "AH", "AD", "AC"], pot=50)).do == "bet"


def test_every_bot_forfeits_or_passes_at_zero_chips():
    full = dealt(["AS", "AH", "AD", "AC", "KS"]).model_copy(update={"stacks": (0, 100)})
    short = dealt(["AS", "AH", "AD", "AC"]).model_copy(update={"stacks": (0, 100)})
    for bot in BOTS.values():
        assert choose(bot, full) == Action(seat=0, do="forfeit")
        assert choose(bot, short) == Action(seat=0, do="pass")


def test_always_one_bets_one():
    assert choose(always_one, dealt(["AS", "AH", "AD", "AC", "KS"], pot=30)) == Action(seat=0, do="bet", amount=1)
    assert choose(always_one, dealt(["2S", "2H", "2D", "2C", "3S"], pot=30)) == Action(seat=0, do="bet", amount=1)


def test_casual_bets_more_with_a_stronger_hand():
    strong = dealt(["AS", "AH", "AD", "KC", "KS"], pot=60)
    weak = dealt(["5S", "4H", "3D", "2C", "6S"], pot=60)

    def average(state):
        picks = [choose(casual, state, seed) for seed in range(200)]
        return sum(a.amount or 0 for a in picks) / len(picks)

    assert average(strong) > 3 * average(weak) > 0


# -- legality and hidden information --------------------------------------------------


@st.composite
def decision_states(draw) -> RedDogState:
    """A state mid-game where a seat must decide, reached by random legal play."""
    players = draw(st.integers(2, 10))
    four = draw(st.booleans())
    burn = draw(st.booleans()) and burn_allowed(RedDogSettings(four_card_hands=four), players)
    table = RedDogSettings(
        burn=burn,
        four_card_hands=four,
        irregular_deals=draw(st.sampled_from([0.0, 0.5])),
        starting_chips=draw(st.sampled_from([2, 10, 100])),
    )
    state = ENGINE.new_game(table, players, draw(st.integers(0, 2**32)))
    rng = Rng(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 60))):
        if ENGINE.is_over(state):
            break
        if ENGINE.needs_round(state):
            state = ENGINE.start_round(state)
        elif ENGINE.to_act(state) is None:
            state = ENGINE.advance(state)
        else:
            state = ENGINE.apply(state, BOTS[rng.choice(list(BOTS))](ENGINE.view(state, ENGINE.to_act(state)), rng))
    while not ENGINE.is_over(state) and ENGINE.to_act(state) is None:
        state = ENGINE.start_round(state) if ENGINE.needs_round(state) else ENGINE.advance(state)
    return state


def reshuffle_hidden(state: RedDogState, seat: int, rng: Rng) -> RedDogState:
    """The same table with every card `seat` has not seen moved around (other unshown cards, the stock)."""
    shown = {card for cards in state.shown for card in cards}
    hidden = [c for s, hand in enumerate(state.hands) if s != seat for c in hand if c not in shown] + list(state.stock)
    pool = iter(rng.shuffled(hidden))
    hands = tuple(
        hand if s == seat else tuple(c if c in shown else next(pool) for c in hand)
        for s, hand in enumerate(state.hands)
    )
    return state.model_copy(update={"hands": hands, "stock": tuple(pool)})


@settings(max_examples=150, deadline=None)
@given(decision_states(), st.integers(0, 2**32))
def test_no_bot_decision_depends_on_unseen_cards(state, salt):
    if ENGINE.is_over(state):
        return
    seat = ENGINE.to_act(state)
    assert seat is not None
    other = reshuffle_hidden(state, seat, Rng(salt))
    assert sorted(other.all_cards()) == sorted(state.all_cards())
    assert ENGINE.view(other, seat) == ENGINE.view(state, seat)
    for bot in BOTS.values():
        assert bot(ENGINE.view(other, seat), Rng(salt)) == bot(ENGINE.view(state, seat), Rng(salt))


@settings(max_examples=150, deadline=None)
@given(decision_states(), st.integers(0, 2**32))
def test_bots_always_choose_a_legal_action(state, salt):
    if ENGINE.is_over(state):
        return
    for bot in BOTS.values():
        action = bot(ENGINE.view(state, ENGINE.to_act(state)), Rng(salt))
        assert action in ENGINE.legal_actions(state)


@settings(max_examples=60, deadline=None)
@given(decision_states())
def test_a_view_holds_no_card_the_seat_has_not_seen(state):
    for seat in range(state.players):
        view = ENGINE.view(state, seat)
        shown = {card for cards in state.shown for card in cards}
        hidden = {c for s, hand in enumerate(state.hands) if s != seat for c in hand if c not in shown}
        visible = set(view.hand) | set(view.turned) | {c for cards in view.shown for c in cards}
        assert visible.isdisjoint(hidden) and hidden <= set(view.unseen)
        assert visible.isdisjoint(view.unseen) and len(visible) + len(view.unseen) == 52
        assert view.hand_counts == tuple(len(hand) for hand in state.hands)
        assert (view.bet_range is not None) <= (ENGINE.to_act(state) == seat)
