"""Cards (rules/cards.py) and the seeded generator (rules/rng.py), including the PT-3 cut as used."""

from __future__ import annotations

from collections import Counter

import pytest

from parlour.rules import cards as C
from parlour.rules.errors import InvalidSetup
from parlour.rules.put_and_take.engine import PutAndTakeEngine
from parlour.rules.put_and_take.settings import PutAndTakeSettings
from parlour.rules.rng import Rng, seed_state

# -- card codes ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("TH", "TH"),
        ("10H", "TH"),
        ("10h", "TH"),
        ("th", "TH"),
        ("as", "AS"),
        ("Kd", "KD"),
        ("2c", "2C"),
        (" qs ", "QS"),
    ],
)
def test_parse_card_normalises_case_and_ten(text: str, code: str) -> None:
    assert C.parse_card(text) == code


@pytest.mark.parametrize("bad", ["", "A", "1H", "11H", "10", "TX", "HT", "ATH", "ZS", "A S", 10, None, ["AS"]])
def test_parse_card_refuses_bad_codes(bad: object) -> None:
    with pytest.raises(InvalidSetup):
        C.parse_card(bad)


def test_parse_cards_refuses_duplicates_even_in_another_spelling() -> None:
    assert C.parse_cards(["AS", "10d"]) == ("AS", "TD")
    with pytest.raises(InvalidSetup, match="twice"):
        C.parse_cards(["TD", "10d"])
    with pytest.raises(InvalidSetup, match="^card 5H appears twice$"):  # the card named is the one given twice
        C.parse_cards(["AS", "5h", "KC", "5H"])


def test_full_deck_is_52_distinct_cards_13_ranks_by_4_suits() -> None:
    assert len(C.DECK) == len(set(C.DECK)) == 52
    assert Counter(C.rank(c) for c in C.DECK) == {r: 4 for r in C.RANKS}
    assert Counter(C.suit(c) for c in C.DECK) == {s: 13 for s in C.SUITS}


def test_parse_full_deck_accepts_any_permutation_in_any_spelling() -> None:
    deck = list(reversed(C.DECK))
    spelled = [("10" + c[1]).lower() if c[0] == "T" else c.lower() for c in deck]
    assert C.parse_full_deck(spelled) == tuple(deck)


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        (list(C.DECK[:51]), "52"),
        (list(C.DECK[:45]), r"it has 45 \(missing 7C, 8C, 9C, JC, KC, QC\)$"),  # the first six missing named
        (list(C.DECK[:51]) + ["AS"], "twice"),
        (list(C.DECK) + ["AS"], "twice"),
        (list(C.DECK[:51]) + ["XX"], "not a card"),
        ("AS KS", "list"),
        ({"deck": list(C.DECK)}, "list"),
    ],
)
def test_parse_full_deck_refuses_anything_but_a_permutation(deck: object, message: str) -> None:
    with pytest.raises(InvalidSetup, match=message):
        C.parse_full_deck(deck)


def test_colours_and_rank_values() -> None:
    assert C.is_red("AH") and C.is_red("2D") and not C.is_red("AS") and not C.is_red("KC")
    assert [C.RIVER_VALUE[r] for r in "A23456789TJQK"] == list(range(1, 14))
    assert C.ACE_HIGH["A"] == 14 and C.ACE_HIGH["2"] == 2 and C.ACE_HIGH["K"] == 13


def test_cut_moves_the_top_packet_under_the_rest() -> None:
    deck = C.DECK
    cut = C.cut(deck, 10)
    assert cut == deck[10:] + deck[:10]
    assert sorted(cut) == sorted(deck)


# -- the generator ------------------------------------------------------------


def test_rng_is_splitmix64() -> None:
    """The published first output of SplitMix64 from state 0: the stream is fixed forever."""
    assert Rng(0).next_u64() == 0xE220A8397B1DCDAF


def test_same_seed_same_stream_and_different_seeds_differ() -> None:
    first, second, other = Rng(seed_state(42)), Rng(seed_state(42)), Rng(seed_state(43))
    stream = [first.next_u64() for _ in range(20)]
    assert stream == [second.next_u64() for _ in range(20)]
    assert stream != [other.next_u64() for _ in range(20)]
    assert first.state == second.state


def test_negative_seeds_are_valid_and_distinct() -> None:
    assert 0 <= seed_state(-1) < 1 << 64
    assert seed_state(-1) != seed_state(1)
    assert Rng(seed_state(-1)).below(1000) == Rng(seed_state(-1)).below(1000)


@pytest.mark.parametrize("n", [1, 2, 3, 7, 45, 52, 1000])
def test_below_stays_in_range(n: int) -> None:
    rng = Rng(seed_state(n))
    values = [rng.below(n) for _ in range(2000)]
    assert min(values) >= 0 and max(values) < n
    if n <= 52:
        assert set(values) == set(range(n))


def test_below_refuses_an_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_below_is_roughly_uniform() -> None:
    rng = Rng(seed_state(2024))
    counts = Counter(rng.below(6) for _ in range(60_000))
    assert all(9_500 <= counts[face] <= 10_500 for face in range(6)), counts


def test_between_includes_both_ends() -> None:
    rng = Rng(seed_state(5))
    values = {rng.between(4, 8) for _ in range(500)}
    assert values == {4, 5, 6, 7, 8}


def test_shuffled_is_a_permutation_and_leaves_the_input_alone() -> None:
    items = list(C.DECK)
    shuffled = Rng(seed_state(9)).shuffled(items)
    assert items == list(C.DECK)
    assert sorted(shuffled) == sorted(items) and shuffled != items
    assert shuffled == Rng(seed_state(9)).shuffled(items)


_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def fisher_yates(state: int, items: list[int]) -> tuple[list[int], int]:
    """The shuffle as its docstring defines it, one `below(i + 1)` per swap; and the generator after it."""
    rng, out = Rng(state), list(items)
    for i in range(len(out) - 1, 0, -1):
        j = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out, rng.state


def state_before_draw(value: int, k: int) -> int:
    """The generator state whose k-th `next_u64` (k >= 1) is `value`: SplitMix64's mix run backwards."""

    def unshift(y: int, r: int) -> int:
        x = y
        for _ in range(64 // r + 1):
            x = y ^ (x >> r)
        return x

    z = unshift(value, 31) * pow(0x94D049BB133111EB, -1, 1 << 64) & _MASK
    z = unshift(z, 27) * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & _MASK
    return (unshift(z, 30) - k * _GOLDEN) & _MASK


@pytest.mark.parametrize("size", [0, 1, 2, 3, 13, 40, 51, 52, 53, 127, 128, 129, 200])
def test_shuffled_draws_what_fisher_yates_draws_for_every_length(size: int) -> None:
    items = list(range(size))
    for seed in (0, 1, 7, _MASK, 0x0123456789ABCDEF):
        rng = Rng(seed)
        assert (rng.shuffled(items), rng.state) == fisher_yates(seed, items)


@pytest.mark.parametrize(("draw", "size"), [(1, 52), (30, 52), (50, 52), (2, 4), (20, 40)])
def test_a_rejected_draw_in_a_shuffle_is_drawn_again(draw: int, size: int) -> None:
    """The k-th draw of a shuffle of `size` items is made 2**64 - 1, which `below(size + 1 - k)` rejects."""
    state = state_before_draw(_MASK, draw)
    probe = Rng(state)
    assert [probe.next_u64() for _ in range(draw)][-1] == _MASK  # below(n) rejects it unless n is a power of 2
    items = list(range(size))
    rng = Rng(state)
    assert (rng.shuffled(items), rng.state) == fisher_yates(state, items)
    assert rng.state == (state + size * _GOLDEN) & _MASK  # one draw more than the size - 1 swaps


def test_shuffled_puts_each_card_on_top_about_equally() -> None:
    rng = Rng(seed_state(77))
    tops = Counter(rng.shuffled("ABCD")[0] for _ in range(8_000))
    assert all(1_800 <= tops[letter] <= 2_200 for letter in "ABCD"), tops


def test_random_float_in_unit_interval() -> None:
    rng = Rng(seed_state(3))
    values = [rng.random() for _ in range(1000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.4 < sum(values) / len(values) < 0.6


# -- the cut as the Put and Take engine uses it (PT-3) ---------------------------


def test_pt3_cut_keeps_at_least_four_cards_in_each_packet_as_used() -> None:
    """Over many seeds the engine's cut point spans exactly 4..48, and the deal follows the cut deck."""
    engine = PutAndTakeEngine()
    settings = PutAndTakeSettings()
    points = set()
    for seed in range(1500):
        state = engine.new_game(settings, 3, seed, first_dealer=0)
        rng = Rng(state.rng)
        expected_at = rng.between(4, 48)
        expected_deck = C.cut(rng.shuffled(C.DECK), expected_at)
        dealt = engine.start_round(state)
        cut_event = next(e for e in dealt.events if e.type == "cut")
        assert cut_event.k == expected_at
        assert cut_event.k is not None
        assert 4 <= cut_event.k and 52 - cut_event.k >= 4
        assert dealt.hands[1] == expected_deck[0:10:2] and dealt.hands[2] == expected_deck[1:10:2]
        assert dealt.deck == expected_deck[10:]
        points.add(cut_event.k)
    assert points == set(range(4, 49))


def partial_fisher_yates(state: int, items: list[int], count: int) -> tuple[list[int], int]:
    """`Rng.sample` as its docstring defines it: a swap from the front per item taken, drawing
    `below(len(items) - i)`; and the generator after it."""
    rng, out = Rng(state), list(items)
    for i in range(count):
        j = i + rng.below(len(out) - i)
        out[i], out[j] = out[j], out[i]
    return out[:count], rng.state


@pytest.mark.parametrize("n", [3, 52, 200, 1000])
@pytest.mark.parametrize("edge", ["least rejected", "largest kept"])
def test_below_draws_again_past_its_limit(n: int, edge: str) -> None:
    """`below(n)` keeps a draw under the largest multiple of n that fits in 64 bits, and draws again past it."""
    limit = (1 << 64) - (1 << 64) % n
    state = state_before_draw(limit if edge == "least rejected" else limit - 1, 1)
    draws = Rng(state)
    first, second = draws.next_u64(), draws.next_u64()
    rng = Rng(state)
    assert rng.below(n) == (second % n if edge == "least rejected" else first % n)
    assert rng.state == (state + (2 if edge == "least rejected" else 1) * _GOLDEN) & _MASK


@pytest.mark.parametrize(("draw", "size"), [(1, 52), (7, 52), (12, 40), (1, 200), (50, 200)])
@pytest.mark.parametrize("edge", ["least rejected", "largest kept"])
def test_a_draw_at_the_edge_of_belows_limit_in_a_shuffle(draw: int, size: int, edge: str) -> None:
    """The k-th draw of a shuffle made the least value `below(n)` rejects (2**64 less 2**64 % n: its seven high
    bytes 0xff, not its lowest), or the largest it keeps (one less): drawn again, or kept, as one draw at a time; a
    sample's alike."""
    n = size + 1 - draw
    limit = (1 << 64) - (1 << 64) % n
    assert (1 << 64) % n > 1, "a limit whose least rejected value is not 2**64 - 1"
    state = state_before_draw(limit if edge == "least rejected" else limit - 1, draw)
    items = list(range(size))
    rng = Rng(state)
    assert (rng.shuffled(items), rng.state) == fisher_yates(state, items)
    assert rng.state == (state + (size if edge == "least rejected" else size - 1) * _GOLDEN) & _MASK
    count = draw + 2  # a sample's k-th draw is `below(size + 1 - k)` too
    sampled = Rng(state)
    assert (sampled.samples(items, count, 1)[0], sampled.state) == partial_fisher_yates(state, items, count)


@pytest.mark.parametrize(("size", "count"), [(0, 0), (1, 1), (5, 0), (5, 5), (13, 3), (40, 9), (52, 20), (127, 4)])
def test_sample_draws_what_a_partial_fisher_yates_draws(size: int, count: int) -> None:
    items = list(range(size))
    for seed in (0, 1, 7, _MASK, 0x0123456789ABCDEF):
        rng = Rng(seed)
        assert (rng.samples(items, count, 1)[0], rng.state) == partial_fisher_yates(seed, items, count)


@pytest.mark.parametrize(("draw", "size", "count"), [(1, 40, 6), (4, 40, 6), (6, 10, 6), (3, 52, 12)])
def test_a_rejected_draw_in_a_sample_is_drawn_again(draw: int, size: int, count: int) -> None:
    """The k-th draw of a sample is made 2**64 - 1, which `below(size + 1 - k)` rejects: one draw more."""
    state = state_before_draw(_MASK, draw)
    rng = Rng(state)
    picked = rng.samples(list(range(size)), count, 1)[0]
    assert (picked, rng.state) == partial_fisher_yates(state, list(range(size)), count)
    assert rng.state == (state + (count + 1) * _GOLDEN) & _MASK


def test_a_sample_of_more_than_there_is_is_refused() -> None:
    with pytest.raises(ValueError):
        Rng(1).samples([1, 2, 3], 4, 1)


@pytest.mark.parametrize(("size", "count", "times"), [(40, 6, 240), (52, 15, 30), (10, 10, 3), (5, 0, 4), (7, 3, 0)])
def test_samples_are_the_samples_drawn_one_after_the_other(size: int, count: int, times: int) -> None:
    items = list(range(size))
    for seed in (0, 7, _MASK):
        many, expected, after = Rng(seed), [], seed
        for _ in range(times):
            picked, after = partial_fisher_yates(after, items, count)
            expected.append(picked)
        assert many.samples(items, count, times) == expected
        assert many.state == after


def test_a_rejected_draw_in_one_of_many_samples_is_drawn_again() -> None:
    """The 20th draw (the fourth sample's second) is rejected: every sample after it comes one draw later."""
    state = state_before_draw(_MASK, 20)
    rng, expected = Rng(state), []
    after = state
    for _ in range(5):
        picked, after = partial_fisher_yates(after, list(range(40)), 6)
        expected.append(picked)
    assert rng.samples(list(range(40)), 6, 5) == expected and rng.state == after
    assert rng.state == (state + 31 * _GOLDEN) & _MASK


def test_the_side_by_side_draws_keep_few_lanes_however_many_samples_are_asked(monkeypatch: pytest.MonkeyPatch):
    """The computer players ask for samples of many sizes and counts: the side-by-side draws are computed in runs
    of a power of two up to a chunk, so the lanes they keep are a few sizes (not one set for every length asked),
    and they are still the draws made one after the other."""
    from parlour.rules import rng as rng_module

    asked: list[int] = []
    lanes = rng_module._lanes

    def recorded(count: int) -> tuple[int, int, int]:
        asked.append(count)
        return lanes(count)

    monkeypatch.setattr(rng_module, "_lanes", recorded)
    rng = Rng(5)
    for count, times in [(6, 240), (5, 240), (15, 140), (12, 70), (3, 8), (9, 97)]:
        rng.samples(list(range(40)), count, times)
    assert asked and set(asked) <= {1 << k for k in range(10)}  # 1 .. 512 lanes
    one_by_one = Rng(11)
    assert rng_module._many_draws(11, 1200)[0] == [one_by_one.next_u64() for _ in range(1200)]
