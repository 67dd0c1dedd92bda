"""Put and Take, rule by rule (RULES.md PT-*, CH-*): scripted decks, chips worked out by hand.

Each scripted round names every hand and all ten turned cards, so the payments below can
be checked with pencil and paper; the comments give the arithmetic. Seats pay and receive
in the order PT-11 sets: clockwise from the banker's left.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import cast

import pytest

from parlour.rules import cards as C
from parlour.rules.chips import rebought, winner_by_stack
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction, InvalidSetup
from parlour.rules.outcome import Termination
from parlour.rules.put_and_take.engine import PutAndTakeEngine
from parlour.rules.put_and_take.settings import PutAndTakeSettings
from parlour.rules.put_and_take.state import PutAndTakeState
from parlour.rules.table import termination

ENGINE = PutAndTakeEngine()
ALL_VARIANTS = PutAndTakeSettings(ante=True, easy_come_easy_go=True, red_and_black=True, up_and_down_the_river=True)

# -- building decks -------------------------------------------------------------


def stack_deck(placed: dict[int, str]) -> tuple[str, ...]:
    """A whole deck with the `placed` cards at their positions (0 = top); the rest follow in C.DECK order."""
    chosen = {at: C.parse_card(card) for at, card in placed.items()}
    assert len(set(chosen.values())) == len(chosen), "a card is placed twice"
    rest = iter(card for card in C.DECK if card not in set(chosen.values()))
    return tuple(chosen[i] if i in chosen else next(rest) for i in range(52))


def dealing_order(players: int, banker: int, out: tuple[int, ...] = ()) -> list[int]:
    """PT-4: the seats that receive cards, clockwise from the banker's left."""
    return [(banker + i) % players for i in range(1, players) if (banker + i) % players not in out]


def round_deck(
    players: int, banker: int, hands: dict[int, str], put: str, take: str, out: tuple[int, ...] = ()
) -> tuple[str, ...]:
    """The deck that deals `hands` (space-separated codes per seat) and then turns `put`, then `take`."""
    order = dealing_order(players, banker, out)
    assert sorted(hands) == sorted(order), "script every hand that is dealt"
    placed = {}
    for position, seat in enumerate(order):
        for i, card in enumerate(hands[seat].split()):
            placed[i * len(order) + position] = card
    first_turn = 5 * len(order)
    for i, card in enumerate(put.split() + take.split()):
        placed[first_turn + i] = card
    return stack_deck(placed)


def quiet_hands(seats: list[int]) -> dict[int, str]:
    """Hands of ranks 2..J, never three of a suit: no payments against QUIET_PUT / QUIET_TAKE."""
    pool = [r + s for r in "23456789TJ" for s in C.SUITS]
    return {seat: " ".join(pool[5 * i : 5 * i + 5]) for i, seat in enumerate(seats)}


QUIET_PUT, QUIET_TAKE = "QS QH QD QC KS", "KH KD KC AS AH"


def quiet_deck(players: int, banker: int, out: tuple[int, ...] = ()) -> tuple[str, ...]:
    """The deck of a round where no card matches anything."""
    order = dealing_order(players, banker, out)
    return round_deck(players, banker, quiet_hands(order), QUIET_PUT, QUIET_TAKE, out)


@dataclass(frozen=True)
class Scripted:
    """One scripted round: the table, the hands and the ten turned cards."""

    players: int
    banker: int
    hands: dict[int, str]
    put: str
    take: str
    settings: PutAndTakeSettings = field(default_factory=PutAndTakeSettings)
    stacks: tuple[int, ...] | None = None

    def deck(self, out: tuple[int, ...] = ()) -> tuple[str, ...]:
        return round_deck(self.players, self.banker, self.hands, self.put, self.take, out)

    def new_game(self, humans: tuple[int, ...] = ()) -> PutAndTakeState:
        return ENGINE.new_game(
            self.settings, self.players, 1, first_dealer=self.banker, stacks=self.stacks, humans=humans
        )


def quiet(players: int, banker: int, **options) -> Scripted:
    """A round where no card matches anything (only the ante, if on, moves chips)."""
    return Scripted(players, banker, quiet_hands(dealing_order(players, banker)), QUIET_PUT, QUIET_TAKE, **options)


def play_round(state: PutAndTakeState, deck: tuple[str, ...] | None) -> PutAndTakeState:
    """start_round and the ten advances of one round."""
    state = ENGINE.start_round(state, deck)
    for _ in range(10):
        state = ENGINE.advance(state)
    return state


def put_phase(state: PutAndTakeState, deck: tuple[str, ...]) -> PutAndTakeState:
    """start_round and the five put cards."""
    state = ENGINE.start_round(state, deck)
    for _ in range(5):
        state = ENGINE.advance(state)
    return state


def moves(state: PutAndTakeState, kind: str) -> list[tuple]:
    """(seat, k, amount, short) of every `kind` event ("pay", "receive", "cover": k is None there)."""
    return [(e.seat, e.k, e.amount, e.short) for e in state.events if e.type == kind]


# -- the scripted rounds (hand-worked chips in the comments) ----------------------

PUT_SEVERAL = Scripted(3, 0, {1: "7H 7S 2C 9D KC", 2: "3D 4D 5S 6S 8C"}, put="7D 2H 3C 9S 8H", take="JH QH JD QD JS")
# put: 7D k1 seat 1 two sevens 2x1=2; 2H k2 seat 1 2; 3C k3 seat 2 4; 9S k4 seat 1 8; 8H k5 seat 2 16.
# seat 1 pays 12 (88), seat 2 pays 20 (80); no take matches; the pool of 32 goes to the banker (132).

THREE_OF_A_RANK = Scripted(
    3, 0, {1: "5H 5S 5C AD KD", 2: "2D 3D 4D 6D 8S"}, put="JH QH JD QD 5D", take="JS QS JC QC TS"
)
# k5 5D: three fives x 16 = 48; seat 1 ends at 52, the banker at 148.

TAKE_EMPTIES_POOL = Scripted(
    3, 0, {1: "7H 7S 2C 9D KC", 2: "3D 4D 5S 6S 8C"}, put="7D 3C 9S 8H KS", take="7C 2H 4H KH 5H"
)
# put: seat 1 pays 2 (7D) + 4 (9S) + 16 (KS) = 22; seat 2 pays 2 (3C) + 8 (8H) = 10; pool 32.
# take: 7C k1 seat 1 2x1=2; 2H k2 seat 1 2; 4H k3 seat 2 4; KH k4 seat 1 8; 5H k5 seat 2 16: 32, pool 0.
# seat 1 78+12=90, seat 2 90+20=110, banker 100.

BANKER_COVERS = Scripted(3, 0, {1: "7H 2C 9D KC 4S", 2: "3D 5S 6S 8C TD"}, put="JH QH JD QD JS", take="7C QS 3H KH 5C")
# pool 0 after the put; take: seat 1 +1 (7C), seat 2 +4 (3H), seat 1 +8 (KH), seat 2 +16 (5C),
# all from the banker: banker 71, seat 1 109, seat 2 120.

POOL_THEN_BANKER = Scripted(
    3, 0, {1: "7H 2C 9D KC 4S", 2: "3D 5S 6S 8C TD"}, put="2D 3C 4D JH QH", take="KH QD 8D TS JD"
)
# put: seat 1 1 (2D) + 4 (4D), seat 2 2 (3C): pool 7.
# take: KH k1 seat 1 +1 (pool 6); 8D k3 seat 2 +4 (pool 2); TS k4 seat 2 +8: 2 from the pool, 6 from the banker.
# banker 94, seat 1 96, seat 2 110.

BANKER_SHORT = Scripted(
    3, 0, {1: "7H 2C 9D KC 4S", 2: "3D 5S 6S 8C TD"}, put="JH QH JD QD JS", take="7C QS 3H KH 5C", stacks=(5, 100, 100)
)
# as BANKER_COVERS with a 5-chip banker: 7C +1 (banker 4), 3H +4 (banker 0), KH: 0 paid, 8 short;
# 5C: 0 paid, 16 short. Banker 0 (busts), seat 1 101, seat 2 104.

SAME_CARD_TWO_TAKERS = Scripted(
    3, 1, {2: "2C 5S 6S 8C TD", 0: "2D 3D 9D KC 4S"}, put="JH QH JD QD JS", take="AH 2H AD AC AS", stacks=(100, 3, 100)
)
# banker 1 holds 3; take 2H k2: seat 2 (first, left of the banker) gets 2, seat 0 gets 1 and is short 1.

HEARTS_ROUND = Scripted(
    5,
    2,
    {3: "AH 2H 3H 2S 3S", 4: "4H 5H 6H 4S 5S", 0: "7H 8H 9H 7S 8S", 1: "TH JH QH 9S 3C"},
    put="KH JD QD JC QC",
    take="3D KD KC KS 6D",
    settings=PutAndTakeSettings(red_and_black=True),
)
# put: KH k1: everyone holds three hearts: seats 3, 4, 0, 1 pay 1 each (PT-V3), in that order.
# JD k2, QD k3, JC k4, QC k5: seat 1 pays 2 + 4 + 8 + 16 = 30 (69 left). Pool 34.
# take: 3D k1: seat 3 (3H 3S) +2, then seat 1 (3C) +1; 6D k5: seat 4 (6H) +16. Pool 15 to banker 2.
# seat 0 99, seat 1 70, banker 115, seat 3 101, seat 4 115.

EASY_COME = Scripted(
    3,
    0,
    {1: "7H 7S 2C 9D KC", 2: "3D 4S 5S 6C 8C"},
    put="7D QS QH QD JS",
    take="7C 2S 9H KH 8S",
    settings=PutAndTakeSettings(easy_come_easy_go=True),
)
# put 7D k1: seat 1 7H 7S = 2, +1 for 7H (red like 7D): 3.
# take 7C k1: 2 +1 (7S black like 7C) = 3; 2S k2: 2C 2 +1 = 3; 9H k3: 9D 4 +1 = 5; KH k4: KC 8 +0 = 8;
# 8S k5: seat 2 8C 16 +1 = 17. Pool 3, takes 36: banker covers 33.
# seat 1 116, seat 2 117, banker 67.

RED_AND_BLACK = Scripted(
    3,
    0,
    {1: "2H 5H 9H KS 3C", 2: "4D 6D 8S TC JC"},
    put="QH QD AH 9C 7H",
    take="AD KH 3H AS AC",
    settings=PutAndTakeSettings(red_and_black=True),
)
# seat 1 holds three hearts, seat 2 only two diamonds and two clubs (never a bonus).
# put: QH k1 +1; AH k3 +3; 9C k4 9H match 8 (clubs: one); 7H k5 +5: seat 1 pays 17.
# take: KH k2 KS 2 + 2 = 4; 3H k3 3C 4 + 3 = 7: seat 1 gets 11; pool remainder 6 to the banker.
# seat 1 94, seat 2 100, banker 106.

RIVER = Scripted(
    3,
    0,
    {1: "KH 7S 2C 9D AC", 2: "3D 4S 5S 6C TC"},
    put="KD JH AS TS QH",
    take="7D 5H QD JD 9C",
    settings=PutAndTakeSettings(up_and_down_the_river=True),
)
# put: KD 13 (seat 1), AS 1 (seat 1), TS 10 (seat 2): pool 24. take: 7D 7 and 9C 9 (seat 1), 5H 5 (seat 2).
# seat 1 100 - 14 + 16 = 102, seat 2 100 - 10 + 5 = 95, banker 100 + 3 = 103.

EVERYTHING = Scripted(
    3, 0, {1: "7H 7S 2H 9H KC", 2: "3D 4S 5S 6C TC"}, put="7D QH TS JC QS", take="KH 2D 6S 9D AH", settings=ALL_VARIANTS
)
# ante: seats 1 and 2 pay 1 (pool 2).
# put: 7D k1 seat 1: 7 x 2 (river) + 1 (7H red, PT-V2) = 15; QH k2 seat 1: +2 (three hearts, PT-V3);
#      TS k3 seat 2: 10 + 1 (TC black) = 11. Pool 2 + 17 + 11 = 30.
# take: KH k1 seat 1: 13 + 1 (hearts) = 14 (pool 16); 2D k2 seat 1: 2 + 1 (2H red) = 3 (pool 13);
#       6S k3 seat 2: 6 + 1 (6C black) = 7 (pool 6); 9D k4 seat 1: 9 + 1 = 10: 6 pool + 4 banker;
#       AH k5 seat 1: 5 (hearts) all from the banker.
# seat 1 100 - 1 - 17 + 32 = 114, seat 2 100 - 1 - 11 + 7 = 95, banker 100 - 9 = 91.

PLAYER_SHORT = Scripted(
    3, 0, {1: "7H 2C 9D KC 4S", 2: "3D 5S 6S 8C TD"}, put="QH QD 9S 2H JS", take="KH QS QC JH 4D", stacks=(100, 3, 100)
)
# put 9S k3: seat 1 owes 4, pays 3, short 1; 2H k4: owes 8, pays 0, short 8. Pool 3.
# take KH k1: +1 from the pool; 4D k5: +16, 2 from the pool and 14 from the banker.
# seat 1 17, seat 2 100, banker 86.

BUSTS = Scripted(
    3, 0, {1: "9D 2C KC 4S 7H", 2: "3D 5S 6S 8C TD"}, put="QH QD 9S JS JH", take="QS QC JD JC AS", stacks=(100, 4, 100)
)
# put 9S k3: seat 1 pays 4 and is at 0; nothing comes back; the banker gets the pool of 4 (104).

HEADS_UP_BUST = Scripted(2, 0, {1: "9D 2C KC 4S 7H"}, put="QH QD 9S JS JH", take="QS QC JD JC AS", stacks=(100, 4))

SCRIPTED = {name: value for name, value in globals().items() if isinstance(value, Scripted)}


# -- PT-1 .. PT-4 -------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 9, 12])
def test_pt1_refuses_fewer_than_2_or_more_than_8_players(players: int) -> None:
    with pytest.raises(InvalidSetup) as error:
        ENGINE.new_game(PutAndTakeSettings(), players, 0, first_dealer=0)
    assert error.value.rule == "PT-1"


@pytest.mark.parametrize("players", [2, 5, 8])
def test_pt1_two_to_eight_players_one_of_them_banks_and_gets_no_cards(players: int) -> None:
    state = ENGINE.start_round(ENGINE.new_game(PutAndTakeSettings(), players, 3, first_dealer=1))
    assert state.hands[1] == ()
    assert all(len(state.hands[s]) == 5 for s in range(players) if s != 1)


def first_banker_passes(state: PutAndTakeState) -> list[list[tuple[int, str]]]:
    """The PT-2 draw events split into passes (each pass starts again from the lowest candidate)."""
    passes: list[list[tuple[int, str]]] = []
    for e in state.events:
        if e.type == "draw":
            assert e.seat is not None and e.card is not None  # a draw names its seat and card
            if not passes or e.seat <= passes[-1][-1][0]:
                passes.append([])
            passes[-1].append((e.seat, e.card))
    return passes


def test_pt2_first_banker_highest_card_ace_high_ties_redraw_among_themselves() -> None:
    ties_seen = 0
    for seed in range(120):
        state = ENGINE.new_game(PutAndTakeSettings(), 8, seed)
        passes = first_banker_passes(state)
        assert [seat for seat, _ in passes[0]] == list(range(8)), "everyone draws, from seat 0"
        assert len({card for _, card in passes[0]}) == 8, "the first pass comes from one deck"
        for before, after in zip(passes, passes[1:]):
            best = max(C.ACE_HIGH[card[0]] for _, card in before)
            tied = [seat for seat, card in before if C.ACE_HIGH[card[0]] == best]
            assert len(tied) > 1 and [seat for seat, _ in after] == tied
            ties_seen += 1
        last = passes[-1]
        best = max(C.ACE_HIGH[card[0]] for _, card in last)
        winners = [seat for seat, card in last if C.ACE_HIGH[card[0]] == best]
        assert winners == [state.banker]
        assert [e.seat for e in state.events if e.type == "first_banker"] == [state.banker]
        assert ENGINE.new_game(PutAndTakeSettings(), 8, seed).banker == state.banker
    assert ties_seen >= 10, "eight players tie often; the seeds above must exercise redraws"


def test_pt2_an_ace_beats_a_king() -> None:
    for seed in range(300):
        state = ENGINE.new_game(PutAndTakeSettings(), 2, seed)
        first = dict(first_banker_passes(state)[0])
        if {first[0][0], first[1][0]} == {"A", "K"}:
            assert state.banker == (0 if first[0][0] == "A" else 1)
            return
    pytest.fail("no seed drew an ace against a king")


@pytest.mark.parametrize(("banker", "out", "cutter"), [(0, (), 3), (2, (), 1), (0, (3,), 2), (1, (0, 3), 2)])
def test_pt3_the_player_to_the_bankers_right_cuts(banker: int, out: tuple[int, ...], cutter: int) -> None:
    state = ENGINE.new_game(PutAndTakeSettings(), 4, 11, first_dealer=banker)
    state = state.model_copy(
        update={"out": tuple(s in out for s in range(4)), "stacks": tuple(0 if s in out else 100 for s in range(4))}
    )
    cuts = [e for e in ENGINE.start_round(state).events if e.type == "cut"]
    assert [e.seat for e in cuts] == [cutter]
    assert cuts[0].k is not None
    assert 4 <= cuts[0].k <= 48, "at least 4 cards in each packet"


def test_pt3_each_round_is_shuffled_afresh() -> None:
    state = ENGINE.new_game(PutAndTakeSettings(), 4, 5, first_dealer=0)
    first = play_round(state, None)
    second = ENGINE.start_round(first)
    assert first.hands != second.hands
    assert sorted(second.all_cards()) == sorted(C.DECK)


def test_pt4_deal_five_each_one_at_a_time_from_the_bankers_left_banker_none() -> None:
    state = ENGINE.start_round(ENGINE.new_game(PutAndTakeSettings(), 4, 0, first_dealer=1), C.DECK)
    assert state.hands[1] == ()
    assert state.hands[2] == C.DECK[0:15:3]
    assert state.hands[3] == C.DECK[1:15:3]
    assert state.hands[0] == C.DECK[2:15:3]
    assert state.deck == C.DECK[15:]
    assert [(e.seat, e.cards) for e in state.events if e.type == "deal"] == [
        (2, C.DECK[0:15:3]),
        (3, C.DECK[1:15:3]),
        (0, C.DECK[2:15:3]),
    ]


def test_pt4_busted_seats_get_no_cards() -> None:
    state = ENGINE.new_game(PutAndTakeSettings(), 4, 0, first_dealer=1)
    state = state.model_copy(update={"out": (False, False, False, True), "stacks": (100, 100, 100, 0)})
    state = ENGINE.start_round(state, C.DECK)
    assert state.hands == (C.DECK[1:10:2], (), C.DECK[0:10:2], ())


def test_pt4_eight_players_leave_seventeen_cards_in_the_stock() -> None:
    state = ENGINE.start_round(ENGINE.new_game(PutAndTakeSettings(), 8, 0, first_dealer=7), C.DECK)
    assert [len(h) for h in state.hands] == [5] * 7 + [0]
    assert len(state.deck) == 17


# -- PT-5 .. PT-9 ---------------------------------------------------------------------


def test_pt5_put_pays_1_2_4_8_16_per_matching_card() -> None:
    table = PUT_SEVERAL
    state = put_phase(table.new_game(), table.deck())
    assert moves(state, "pay") == [(1, 1, 2, None), (1, 2, 2, None), (2, 3, 4, None), (1, 4, 8, None), (2, 5, 16, None)]
    assert [e.cards for e in state.events if e.type == "pay"][0] == ("7H", "7S")
    assert state.stacks == (100, 88, 80) and state.pool == 32


def test_pt5_several_matches_each_pay() -> None:
    table = THREE_OF_A_RANK
    state = put_phase(table.new_game(), table.deck())
    assert moves(state, "pay") == [(1, 5, 48, None)]
    assert play_round(table.new_game(), table.deck()).stacks == (148, 52, 100)


def test_pt5_the_banker_never_pays() -> None:
    for table in SCRIPTED.values():
        state = table.new_game()
        assert all(e.seat != table.banker for e in play_round(state, table.deck()).events if e.type == "pay")


def test_pt6_put_cards_go_face_up_to_the_bottom() -> None:
    table = PUT_SEVERAL
    state = put_phase(table.new_game(), table.deck())
    assert state.phase == "take"
    assert state.deck[-5:] == ("7D", "2H", "3C", "9S", "8H")
    assert state.deck[:5] == ("JH", "QH", "JD", "QD", "JS")
    assert [e.cards for e in state.events if e.type == "bottom"] == [("7D", "2H", "3C", "9S", "8H")]
    assert sorted(state.all_cards()) == sorted(C.DECK)


def test_pt7_take_receives_1_2_4_8_16_per_matching_card_from_the_pool() -> None:
    table = TAKE_EMPTIES_POOL
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "receive") == [
        (1, 1, 2, None),
        (1, 2, 2, None),
        (2, 3, 4, None),
        (1, 4, 8, None),
        (2, 5, 16, None),
    ]
    assert moves(state, "cover") == [] and moves(state, "pool") == []
    assert state.stacks == (100, 90, 110) and state.pool == 0


def test_pt8_banker_covers_an_empty_pool_from_his_stack() -> None:
    table = BANKER_COVERS
    state = play_round(table.new_game(), table.deck())
    assert [(e.seat, e.to, e.amount) for e in state.events if e.type == "cover"] == [
        (0, 1, 1),
        (0, 2, 4),
        (0, 1, 8),
        (0, 2, 16),
    ]
    assert state.stacks == (71, 109, 120)


def test_pt8_pool_first_then_the_banker_for_the_difference() -> None:
    table = POOL_THEN_BANKER
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "receive") == [(1, 1, 1, None), (2, 3, 4, None), (2, 4, 8, None)]
    assert [(e.seat, e.to, e.amount) for e in state.events if e.type == "cover"] == [(0, 2, 6)]
    assert state.stacks == (94, 96, 110) and state.pool == 0


def test_pt8_a_banker_who_cannot_cover_pays_what_he_holds_and_the_player_is_short() -> None:
    table = BANKER_SHORT
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "receive") == [(1, 1, 1, None), (2, 3, 4, None), (1, 4, 0, 8), (2, 5, 0, 16)]
    assert [(e.amount, e.short) for e in state.events if e.type == "cover"] == [(1, None), (4, None), (0, 8), (0, 16)]
    assert state.stacks == (0, 101, 104)
    assert state.out == (True, False, False) and state.banker == 1


def test_pt8_pool_remainder_goes_to_the_banker() -> None:
    table = PUT_SEVERAL
    state = play_round(table.new_game(), table.deck())
    assert [(e.seat, e.amount) for e in state.events if e.type == "pool"] == [(0, 32)]
    assert state.stacks == (132, 88, 80) and state.pool == 0


def test_pt9_the_bank_passes_left_skipping_busted_players() -> None:
    table = Scripted(
        4,
        0,
        {1: "9D 2C KC 4S 7H", 2: "3D 5S 6S 8C TD", 3: "2D 3C 4D 5D 6C"},
        put="QH QD 9S JS JH",
        take="QS QC JD JC AS",
        stacks=(100, 4, 100, 100),
    )
    state = play_round(table.new_game(), table.deck())
    assert state.out == (False, True, False, False)
    bankers = [state.banker]
    for _ in range(3):
        state = play_round(state, quiet_deck(4, state.banker, out=(1,)))
        bankers.append(state.banker)
    assert state.out == (False, True, False, False)
    assert bankers == [2, 3, 0, 2]
    assert [e.seat for e in state.events if e.type == "bank"] == [2]


def test_pt11_payments_in_seat_order_from_the_bankers_left() -> None:
    table = HEARTS_ROUND
    state = play_round(table.new_game(), table.deck())
    pays = [(e.seat, e.amount) for e in state.events if e.type == "pay" and e.k == 1]
    assert pays == [(3, 1), (4, 1), (0, 1), (1, 1)]
    assert [(e.seat, e.amount) for e in state.events if e.type == "receive"] == [(3, 2), (1, 1), (4, 16)]
    assert state.stacks == (99, 70, 115, 101, 115)


def test_pt11_when_the_banker_runs_short_the_later_seat_is_short() -> None:
    table = SAME_CARD_TWO_TAKERS
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "receive") == [(2, 2, 2, None), (0, 2, 1, 1)]
    assert state.stacks == (101, 0, 102)


def test_pt11_round_order_of_events() -> None:
    table = replace(HEARTS_ROUND, settings=PutAndTakeSettings(ante=True, red_and_black=True))
    state = play_round(table.new_game(), table.deck())
    kinds = [
        f"turn {e.reason} {e.k}" if e.type == "turn" else f"{e.type} {e.reason}" if e.type == "pay" else e.type
        for e in state.events
    ]
    compact = [kind for i, kind in enumerate(kinds) if i == 0 or kinds[i - 1] != kind]
    assert compact == [
        "pay ante",
        "deal",
        "turn put 1",
        "pay put",
        "turn put 2",
        "pay put",
        "turn put 3",
        "pay put",
        "turn put 4",
        "pay put",
        "turn put 5",
        "pay put",
        "bottom",
        "turn take 1",
        "receive",
        "turn take 2",
        "turn take 3",
        "turn take 4",
        "turn take 5",
        "receive",
        "pool",
        "bank",
    ]
    assert [e.seat for e in state.events if e.type == "deal"] == [3, 4, 0, 1]
    assert [e.card for e in state.events if e.type == "turn"] == "KH JD QD JC QC 3D KD KC KS 6D".split()
    # the ante adds 4 to the pool: the banker gets 19; seat 1 pays 1 + 30 and gets 1 back
    assert state.stacks == (98, 69, 119, 100, 114)


def test_pt11_no_decisions_in_put_and_take() -> None:
    state = ENGINE.start_round(ENGINE.new_game(PutAndTakeSettings(), 3, 0, first_dealer=0))
    assert ENGINE.to_act(state) is None and ENGINE.legal_actions(state) == []
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Action(seat=1, do="bet", amount=1))
    assert error.value.rule == "PT-11"


def test_pt11_advance_and_start_round_only_when_due() -> None:
    state = ENGINE.new_game(PutAndTakeSettings(), 3, 0, first_dealer=0)
    with pytest.raises(IllegalAction):
        ENGINE.advance(state)
    started = ENGINE.start_round(state)
    with pytest.raises(IllegalAction):
        ENGINE.start_round(started)


# -- the variants -----------------------------------------------------------------


def test_ptv1_ante_everyone_but_the_banker_pays_one_before_the_deal() -> None:
    table = quiet(4, 1, settings=PutAndTakeSettings(ante=True))
    started = ENGINE.start_round(table.new_game(), table.deck())
    assert [(e.type, e.seat, e.amount, e.reason) for e in started.events[:3]] == [
        ("pay", 2, 1, "ante"),
        ("pay", 3, 1, "ante"),
        ("pay", 0, 1, "ante"),
    ]
    assert started.events[3].type == "deal"
    assert started.pool == 3
    assert play_round(table.new_game(), table.deck()).stacks == (99, 103, 99, 99)


def test_ptv1_busted_players_pay_no_ante() -> None:
    table = quiet(4, 1, settings=PutAndTakeSettings(ante=True))
    state = table.new_game().model_copy(update={"out": (False, False, True, False), "stacks": (100, 100, 0, 100)})
    started = ENGINE.start_round(state, quiet_deck(4, 1, out=(2,)))
    assert [e.seat for e in started.events if e.type == "pay"] == [3, 0] and started.pool == 2


def test_ptv2_easy_come_easy_go_one_more_per_card_of_same_rank_and_colour() -> None:
    table = EASY_COME
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "pay") == [(1, 1, 3, None)]
    assert moves(state, "receive") == [
        (1, 1, 3, None),
        (1, 2, 3, None),
        (1, 3, 5, None),
        (1, 4, 8, None),
        (2, 5, 17, None),
    ]
    assert state.stacks == (67, 116, 117)
    assert "PT-V2" in cast(str, next(e.note for e in state.events if e.type == "pay"))


def test_ptv3_red_and_black_k_more_for_three_of_the_suit() -> None:
    table = RED_AND_BLACK
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "pay") == [(1, 1, 1, None), (1, 3, 3, None), (1, 4, 8, None), (1, 5, 5, None)]
    assert moves(state, "receive") == [(1, 2, 4, None), (1, 3, 7, None)]
    assert state.stacks == (106, 94, 100)


def test_ptv4_up_and_down_the_river_pays_the_rank_value() -> None:
    table = RIVER
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "pay") == [(1, 1, 13, None), (1, 3, 1, None), (2, 4, 10, None)]
    assert moves(state, "receive") == [(1, 1, 7, None), (2, 2, 5, None), (1, 5, 9, None)]
    assert state.stacks == (103, 102, 95)


def test_all_variants_together() -> None:
    table = EVERYTHING
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "pay") == [
        (1, None, 1, None),
        (2, None, 1, None),
        (1, 1, 15, None),
        (1, 2, 2, None),
        (2, 3, 11, None),
    ]
    assert moves(state, "receive") == [
        (1, 1, 14, None),
        (1, 2, 3, None),
        (2, 3, 7, None),
        (1, 4, 10, None),
        (1, 5, 5, None),
    ]
    assert [e.amount for e in state.events if e.type == "cover"] == [4, 5]
    assert state.stacks == (91, 114, 95) and state.pool == 0


def test_ptv2_ptv3_a_payments_extras_are_data_and_its_note_their_english() -> None:
    """Each payment carries its extras as data (kind and chips); the note, which the scenario runner prints and
    nobody reads back, is rendered from them; `public` leaves the data out (the runner's output is fixed)."""
    state = play_round(EVERYTHING.new_game(), EVERYTHING.deck())
    paid = [e for e in state.events if e.type in ("pay", "receive") and e.reason != "ante"]
    extras = [e.details for e in paid if e.details]
    kinds = {extra.kind for found in extras for extra in found}
    assert kinds == {"same_colour", "suit"}, "the round meets both kinds"
    english = {"same_colour": "+{n} same colour (PT-V2)", "suit": "+{n} suit (PT-V3)"}
    for e in paid:
        said = ", ".join(english[x.kind].format(n=x.n) for x in e.details or ())
        assert e.note == (said or None) and "details" not in e.public()
        bases = sum(x.n for x in e.details or ())
        assert e.amount is not None
        assert 0 < bases <= e.amount + (e.short or 0)


# -- common chip rules ------------------------------------------------------------------


def test_ch1_everyone_starts_with_the_same_stack() -> None:
    state = ENGINE.new_game(PutAndTakeSettings(starting_chips=37), 5, 0, first_dealer=0)
    assert state.stacks == (37,) * 5
    with pytest.raises(InvalidSetup):
        ENGINE.new_game(PutAndTakeSettings(), 3, 0, first_dealer=0, stacks=(5, 0, 5))


def test_ch2_table_stakes_shortfall_recorded_and_never_collected() -> None:
    table = PLAYER_SHORT
    state = play_round(table.new_game(), table.deck())
    assert moves(state, "pay") == [(1, 3, 3, 1), (1, 4, 0, 8)]
    assert state.stacks == (86, 17, 100), "seat 1 was at 0 in mid-round and stays in (CH-4)"
    assert state.out == (False, False, False)
    later = play_round(state, quiet_deck(3, state.banker))
    assert later.stacks == (86, 17, 100), "the 9 chips seat 1 owed are never asked for again"


def test_ch3_chips_are_conserved_after_every_step() -> None:
    for table in SCRIPTED.values():
        state = ENGINE.start_round(table.new_game(), table.deck())
        total = sum(table.new_game().stacks)
        for _ in range(10):
            assert sum(state.stacks) + state.pool == total
            state = ENGINE.advance(state)
        assert sum(state.stacks) == total and state.pool == 0


def test_ch4_a_player_at_zero_busts_and_is_left_out() -> None:
    table = BUSTS
    state = play_round(table.new_game(), table.deck())
    assert state.stacks == (104, 0, 100) and state.out == (False, True, False)
    assert [e.seat for e in state.events if e.type == "bust"] == [1]
    assert state.banker == 2 and not ENGINE.is_over(state)
    nxt = ENGINE.start_round(state)
    assert nxt.hands[1] == () and len(nxt.hands[0]) == 5


def test_ch4_rebuy_gives_the_starting_stack_again_and_counts_it() -> None:
    table = replace(BUSTS, settings=PutAndTakeSettings(rebuy=True, starting_chips=50))
    state = play_round(table.new_game(), table.deck())
    assert state.stacks == (104, 50, 100) and state.out == (False, False, False)
    assert state.rebuys == (0, 1, 0)
    assert [(e.seat, e.amount) for e in state.events if e.type == "rebuy"] == [(1, 50)]
    assert rebought(state.events, 3) == (0, 50, 0), "a fresh stake, which a round's result leaves out"
    assert state.banker == 1


def test_ch5_the_game_ends_when_the_rounds_are_played() -> None:
    table = quiet(3, 0, settings=PutAndTakeSettings(ante=True, rounds=2))
    state = play_round(table.new_game(), table.deck())
    assert not ENGINE.is_over(state) and ENGINE.needs_round(state)
    state = play_round(state, quiet_deck(3, 1))
    assert ENGINE.is_over(state) and state.rounds_played == 2
    # round 1: banker 0 +2, the others -1; round 2: banker 1 +2: (101, 101, 98)
    assert state.stacks == (101, 101, 98)
    outcome = ENGINE.outcome(state)
    assert outcome.finished and outcome.winner is None, "a shared top stack has no winner"
    assert outcome.standings == (0, 1, 2) and outcome.reason == "2 rounds played"


def test_ch5_rounds_limit_with_a_single_highest_stack() -> None:
    table = quiet(3, 0, settings=PutAndTakeSettings(ante=True, rounds=1))
    state = play_round(table.new_game(), table.deck())
    assert ENGINE.is_over(state) and state.stacks == (102, 99, 99)
    assert ENGINE.outcome(state).winner == 0
    assert [(e.type, e.seat) for e in state.events[-2:]] == [("pool", 0), ("game_over", 0)]
    assert state.banker == 1 and not any(e.type == "bank" for e in state.events), "nobody takes the bank again"


def test_ch5_the_game_ends_when_one_player_holds_all_the_chips() -> None:
    state = play_round(HEADS_UP_BUST.new_game(), HEADS_UP_BUST.deck())
    assert state.stacks == (104, 0) and ENGINE.is_over(state)
    assert ENGINE.outcome(state).winner == 0
    assert state.termination is Termination.ONE_HOLDER
    assert ENGINE.outcome(state).reason == "one player holds all the chips"
    assert state.banker == 0, "nobody is left to take the bank"


def test_ch5_the_game_ends_when_the_humans_are_all_out() -> None:
    state = play_round(BUSTS.new_game(humans=(1,)), BUSTS.deck())
    assert ENGINE.is_over(state) and state.termination is Termination.PEOPLE_OUT
    assert cast(Termination, ENGINE.outcome(state).termination).rule == "CH-5"
    assert ENGINE.outcome(state).winner == 0
    goes_on = play_round(BUSTS.new_game(humans=(1, 2)), BUSTS.deck())
    assert not ENGINE.is_over(goes_on)


def test_ch5_everyone_out_has_no_winner() -> None:
    settings = PutAndTakeSettings()
    assert termination([0, 0, 0], [True] * 3, (), 4, settings) is Termination.ALL_OUT
    assert winner_by_stack([0, 0, 0]) is None
    assert termination([5, 7, 0], [False, False, True], (), 4, settings) is None


def test_ch5_the_single_highest_stack_leads_even_of_one_chip_a_tie_has_no_leader() -> None:
    assert winner_by_stack([1, 0, 0]) == 0 and winner_by_stack((3, 7, 2)) == 1
    assert winner_by_stack([5, 5, 1]) is None and winner_by_stack((0, 0)) is None


def test_ch5_a_finished_game_takes_no_more_rounds_or_cards() -> None:
    state = play_round(HEADS_UP_BUST.new_game(), HEADS_UP_BUST.deck())
    for move in (ENGINE.start_round, ENGINE.advance, ENGINE.step):
        with pytest.raises(IllegalAction) as error:
            move(state)
        assert error.value.rule in ("CH-5", "PT-11")
    assert ENGINE.outcome(state) == ENGINE.outcome(state)


# -- the log -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(SCRIPTED))
def test_every_chip_movement_and_every_card_is_an_event(name: str, replay_chips) -> None:
    table = SCRIPTED[name]
    before = table.new_game()
    after = play_round(before, table.deck())
    assert replay_chips(after.events, before.stacks, before.pool) == (after.stacks, after.pool)
    turned = [e.card for e in after.events if e.type == "turn"]
    assert turned == table.put.split() + table.take.split()
    assert {e.seat: " ".join(cast("tuple[str, ...]", e.cards)) for e in after.events if e.type == "deal"} == table.hands
    assert sorted(after.all_cards()) == sorted(C.DECK)


def test_the_rule_book_restates_every_rule_under_its_id() -> None:
    book = (Path(__file__).resolve().parent.parent / "seeds" / "put_and_take.md").read_text(encoding="utf-8")
    ids = [f"CH-{i}" for i in range(1, 7)] + [f"PT-{i}" for i in range(1, 12)] + [f"PT-V{i}" for i in range(1, 5)]
    assert all(f"**{rule}**" in book or f"### {rule} " in book for rule in ids), [
        rule for rule in ids if f"**{rule}**" not in book and f"### {rule} " not in book
    ]
    assert book.startswith("# Put and Take\n")


@pytest.mark.parametrize("options", [{}, {"ante": True, "red_and_black": True, "easy_come_easy_go": True}])
def test_pt5_pt7_pt8_a_views_last_turned_card_says_what_it_did_to_each_stack(options) -> None:
    """The table shows beside the latest turned card what it cost or brought each seat (the view's `last_turn`):
    the chips every stack moved by at that card, the bank's cover included (PT-8), the ante apart (PT-V1); none
    before the round's first card."""
    state = ENGINE.new_game(PutAndTakeSettings(rebuy=True, **options), 6, 3)
    moved = 0
    for _round in range(30):
        state = ENGINE.start_round(state)
        assert ENGINE.view(state, None).last_turn is None, "no card turned yet this round"
        for k in range(1, 11):
            before, state = state, ENGINE.advance(state)
            turn = ENGINE.view(state, 2).last_turn
            assert turn is not None and (turn.row, turn.k) == (("put", k) if k <= 5 else ("take", k - 5))
            assert turn.card == (state.put_row[-1] if k <= 5 else state.take_row[-1])
            if k < 10:  # the round's last card also ends it: the pool to the banker, busts and rebuys (CH-4)
                assert turn.changes == tuple(a - b for a, b in zip(state.stacks, before.stacks))
                moved += any(turn.changes)
    assert moved > 100, "cards that moved chips"
