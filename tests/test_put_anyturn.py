"""Two-handed Put with PU-V1, put at any turn (issue 24): the round's model, its solvers and best replies,
the shipped table and the expert who plays it."""

from __future__ import annotations

import json
import threading
import time
import zipfile

import numpy as np
import pytest

from parlour.rules.actions import Action
from parlour.rules.put.anyturn_game import (
    P1,
    P2,
    Geometry,
    Profile,
    Round,
    geometry,
    matched_pair,
    swap_bag,
    uniform_profile,
)
from parlour.rules.put.anyturn_game import expand as expand_chances
from parlour.rules.put.anyturn_game import shape as decision_shape
from parlour.rules.put.anyturn_ship import (
    add_states,
    coarsened,
    own_reaches,
    reached,
    shipped_profile,
    whole_members,
    whole_profile,
    without_traces,
)
from parlour.rules.put.anyturn_solve import AnyTurnSolution, solve_group, solve_no_stake
from parlour.rules.put.anyturn_table import WHOLE, shipped, solved_target, stored_states, values_table
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.equilibrium import main as equilibrium_main
from parlour.rules.put.equilibrium_solve import write_member
from parlour.rules.put.equilibrium_table import non_dealer_wins, state_of_key
from parlour.rules.put.expert import any_turn_covered, equilibrium_chances, expert
from parlour.rules.put.policy_rounding import step_for
from parlour.rules.put.round_model import Deck, Stakes, stakes
from parlour.rules.put.round_tensors import Layout, layout, matched
from parlour.rules.put.settings import PutSettings
from parlour.rules.rng import Rng
from tests.test_put_bots import play

ENGINE = PutEngine()
SMALL = Deck(5, 2)
"""A deck small enough to play every round out by hand."""
AT = Stakes(0.7, 0.45, 0.2)


@pytest.fixture(scope="module")
def small() -> Geometry:
    return geometry(layout(SMALL))


@pytest.fixture(scope="module")
def no_stake() -> tuple[float, float]:
    """The small deck's (1, 1) by the plain play alone (`solve_no_stake`): (value, exploitability), solved once
    for the two tests that start from it."""
    value, _, gap, _ = solve_no_stake(SMALL)
    return value, gap


def random_profile(geo: Geometry, seed: int) -> Profile:
    """Every decision mixed at random (the same chance across the orders of cards not yet chosen)."""
    rng = np.random.default_rng(seed)
    lay = geo.lay
    profile: Profile = {}
    for name, spec in geo.specs.items():
        shape = decision_shape(lay, spec)
        if spec.kind in ("put", "see"):
            chances = rng.random(shape)
            if spec.bag is not None:
                chances = (chances + swap_bag(chances, spec.bag)) / 2
            profile[name] = chances
        elif spec.kind == "pair":
            assert spec.bag is not None
            profile[name] = matched_pair(rng.random(spec.shape), spec.bag, lay.ranks)
        elif spec.kind == "lead":
            profile[name] = matched(rng.random(lay.holds.shape), lay.holds)
        else:
            legal = np.broadcast_to(lay.holds[:, None, :], (len(lay.hands), lay.ranks, lay.ranks))
            profile[name] = matched(rng.random(legal.shape), legal)
    return profile


def played_by_hand(geo: Geometry, at: Stakes, profile: Profile) -> float:
    """P1's chance to win the game, every round played out card by card by the rules (PU-5, PU-6,
    PU-V1), each choice's chance read at the cards the player has seen."""
    lay: Layout = geo.lay
    chances = expanded(geo, profile)
    total = 0.0
    for i, first in enumerate(lay.hands):
        for j, second in enumerate(lay.hands):
            if lay.pair_weight[i, j] > 0:
                hands = [[r - 1 for r in first], [r - 1 for r in second]]
                total += lay.pair_weight[i, j] * deal_by_hand(chances, at, hands)
    return total


def expanded(geo: Geometry, profile: Profile) -> dict[str, np.ndarray]:
    """Each decision's chances over the round's cards z (x1 x2 x3 y1 y2 y3)."""
    full = (geo.lay.ranks,) * 6
    return {name: np.broadcast_to(expand_chances(geo, geo.specs[name], a), full) for name, a in profile.items()}


def deal_by_hand(chances: dict[str, np.ndarray], at: Stakes, hands: list[list[int]]) -> float:
    """P1's chance to win the game with these hands (P1's, P2's: rank indices), the round played out card
    by card by the rules (PU-5, PU-6, PU-V1), each choice's chance read at the cards the player has seen."""

    def look(name: str, played: list[list[int]], rest: list[list[int]]) -> float:
        x = tuple(played[0] + sorted(rest[0]))
        y = tuple(played[1] + sorted(rest[1]))
        return float(chances[name][x + y])

    def after(played, rest, seat, rank):
        played = [list(played[0]), list(played[1])]
        rest = [list(rest[0]), list(rest[1])]
        played[seat].append(rank)
        rest[seat].remove(rank)
        return played, rest

    def turn(played, rest, leader, trick, won, putter, context, second) -> float:
        if max(won) >= 2 or trick > 3:
            result = (won[0] > won[1]) - (won[0] < won[1])
            return at.seen(result) if putter is not None else at.ordinary(result)
        seat = leader if not second else 1 - leader
        number = 2 * (trick - 1) + second + 1

        def cards(context: int) -> float:
            total = 0.0
            options = sorted(set(rest[seat]))
            for rank in options:
                now_played, now_rest = after(played, rest, seat, rank)
                chance = 1.0
                if number <= 4 and len(options) > 1:
                    name = "lead" if number == 1 else "answer" if number == 2 else f"c{number}_{seat + 1}"
                    chance = look(f"{name}@{context}", now_played, now_rest)
                if not second:
                    total += chance * turn(now_played, now_rest, leader, trick, won, putter, context, 1)
                    continue
                mine, theirs = now_played[leader][-1], now_played[1 - leader][-1]
                new_won = list(won)
                collector = leader if mine >= theirs else 1 - leader
                if mine != theirs:
                    new_won[collector] += 1
                total += chance * turn(now_played, now_rest, collector, trick + 1, new_won, putter, context, 0)
            return total

        if putter is not None:
            return cards(context)
        put = "put1" if number == 1 else "put2" if number == 2 else f"put{number}_{seat + 1}"
        see = "see1" if number == 1 else "see2" if number == 2 else f"see{number}_{2 - seat}"
        q, s = look(put, played, rest), look(see, played, rest)
        if q == 0.0:  # never put here: q * (...) + (1 - q) * c is c exactly, so the put's tree is not walked
            return cards(0)
        fold = at.win if seat == 0 else at.lose
        seen = turn(played, rest, leader, trick, won, seat, number, second)
        return q * ((1 - s) * fold + s * seen) + (1 - q) * cards(0)

    return turn([[], []], hands, 0, 1, [0, 0], None, 0, 0)


# -- the model -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_the_model_s_value_is_the_round_played_out_by_the_rules(small, seed):
    """PU-V1: a put before any of the six cards, once a round; fold scores the putter's point, a seen
    put's round decides the game; the round stops at two tricks (PU-6)."""
    profile = random_profile(small, seed)
    assert Round(small, AT).value(profile) == pytest.approx(played_by_hand(small, AT, profile), abs=1e-12)


@pytest.mark.parametrize("turn", [1, 2, 3, 4, 5, 6])
def test_a_put_at_each_turn_alone_is_valued_by_the_rules(small, turn):
    profile = random_profile(small, 3)
    only = {
        n: (np.zeros_like(a) if small.specs[n].kind == "put" and small.specs[n].turn != turn else a)
        for n, a in profile.items()
    }
    assert Round(small, AT).value(only) == pytest.approx(played_by_hand(small, AT, only), abs=1e-12)


def test_even_card_play_without_puts_at_even_stakes_is_even(small):
    """Symmetry: both playing every card at random and never putting, the seat does not matter at
    stakes that favour neither (a put, said first by P1, would break the symmetry)."""
    profile = uniform_profile(small)
    no_puts = {name: (np.zeros_like(a) if small.specs[name].kind == "put" else a) for name, a in profile.items()}
    assert Round(small, Stakes(1.0, 0.5, 0.0)).value(no_puts) == pytest.approx(0.5, abs=1e-12)


@pytest.mark.parametrize("player", [P1, P2])
def test_a_best_reply_is_a_strategy_worth_its_value_and_no_deviation_beats_it(small, player):
    profile = random_profile(small, 5)
    at = Round(small, AT)
    chosen: Profile = {}
    best = at.best_reply(profile, player, chosen)
    sign = 1.0 if player == P1 else -1.0
    assert sign * at.value({**profile, **chosen}) == pytest.approx(best, abs=1e-12)
    for seed in range(6, 10):
        other = random_profile(small, seed)
        mine = {name: other[name] for name, spec in small.specs.items() if spec.player == player}
        assert sign * at.value({**profile, **mine}) <= best + 1e-12


def test_both_solvers_find_the_same_equilibrium_where_a_put_carries_no_stake(no_stake):
    """At (1, 1) folding hands the putter the game: the plain play alone (round_cfr with the window
    shut) and CFR on the whole PU-V1 round agree, each within the tolerance by exact best replies."""
    value, gap = no_stake
    geo = geometry(layout(SMALL))
    values, profiles, gaps, _ = solve_group(geo, [(1, 1)], {}, {(1, 1): 0.5}, 1e-5, 25)
    assert gap < 1e-5 and gaps[(1, 1)] < 1e-5
    assert values[(1, 1)] == pytest.approx(value, abs=2e-5)
    gain1, gain2, _ = Round(geo, stakes(values, 1, 1)).exploitability(profiles[(1, 1)])
    assert gain1 + gain2 < 1e-5


@pytest.fixture(scope="module")
def puts_matter(small, no_stake):
    """(1, 2) and (2, 1) on the small deck, solved once: (values with (1, 1)'s, profiles, exploitabilities)."""
    value, _ = no_stake
    values, profiles, gaps, _ = solve_group(
        small, [(1, 2), (2, 1)], {(1, 1): value}, {(1, 2): 0.6, (2, 1): 0.4}, 1e-5, 25
    )
    return {(1, 1): value, **values}, profiles, gaps


LOOSE_GROUP = ([(1, 2), (2, 1)], {(1, 2): 0.6, (2, 1): 0.4}, 1e-3, 10)
"""(1, 2) and (2, 1) on the small deck solved loosely (group, first guesses, tolerance, iterations between two
checks): the run that a stopped and resumed solve, and one in threads, must each end exactly as."""


@pytest.fixture(scope="module")
def loose_group(small, no_stake):
    """LOOSE_GROUP solved once in one go, in this thread."""
    value, _ = no_stake
    group, guesses, tolerance, check_every = LOOSE_GROUP
    return solve_group(small, group, {(1, 1): value}, guesses, tolerance, check_every)


def test_the_whole_round_solver_reaches_the_tolerance_where_puts_matter(small, puts_matter):
    """(1, 2) and (2, 1) on the small deck: a seen put there decides a game a point would not."""
    values, profiles, gaps = puts_matter
    assert all(gap < 1e-5 for gap in gaps.values())
    assert all(0.0 <= v <= 1.0 for v in values.values())
    assert values[(1, 2)] > values[(1, 1)] > values[(2, 1)]
    puts = sum(float(profiles[(2, 1)][name].sum()) for name, spec in small.specs.items() if spec.kind == "put")
    assert puts > 0


def test_a_whole_round_shipped_and_read_back_stays_within_the_tolerance(small, puts_matter, tmp_path):
    """The archive's format for a whole PU-V1 round (anyturn_ship.whole_members): traces dropped, chances rounded
    the coarser the less their player reaches them, nothing stored where a player's own choices never lead, over
    a seat's two unplayed cards only the high-first half; read back, every chance its player's choices reach is
    the solved one's to within its step (a card choice's largest one: the others' steps), somewhere coarser than
    the finest, and each round's exploitability by exact best replies is still under 1e-5 and its value the
    solved one's."""
    values, profiles, _ = puts_matter
    archive = tmp_path / "policy.zip"
    with zipfile.ZipFile(archive, "w") as written:
        for (m, n), profile in profiles.items():
            members = whole_members(small, stakes(values, m, n), profile)
            assert any(not np.frombuffer(raw, dtype="<u4").all() for raw in members.values())
            for name, raw in members.items():
                write_member(written, f"{m}-{n}/{WHOLE}/{name}", raw)
    ranks = small.lay.ranks
    for state, profile in profiles.items():
        at = stakes(values, *state)
        read_back = whole_profile(small, state, archive)
        kept = without_traces(small, profile)
        reach = own_reaches(small, at, kept)
        coarse = 0
        for name, where in reached(small, at, coarsened(small, kept, reach)).items():
            cards = small.specs[name].kind in ("lead", "answer")
            here = reach[name].max(axis=-1, keepdims=True) if cards else reach[name]
            step = np.broadcast_to(step_for(here), kept[name].shape)
            bound = (ranks if cards else 0.5) * step + 2e-6
            assert np.all(np.abs(read_back[name] - kept[name])[where] <= bound[where]), name  # both halves
            coarse += int((step[where] > 2.0**-16).sum())
        assert coarse > 0
        gain1, gain2, value = Round(small, at).exploitability(read_back)
        assert gain1 + gain2 < 1e-5
        assert value == pytest.approx(values[state], abs=1e-5)


# -- the shipped table and the expert ----------------------------------------------------------------


def test_the_shipped_table_is_chances_and_the_command_prints_it(capsys):
    table = values_table()
    assert solved_target() >= 1 and shipped(1, 1)
    assert all(0.0 <= p <= 1.0 for p in table["non_dealer_wins"].values())
    assert equilibrium_main(["--target", "1", "--any-turn"]) == 0
    printed = capsys.readouterr().out
    assert '"any_turn": true' in printed and '"1,1"' in printed
    assert equilibrium_main(["--target", str(solved_target() + 1), "--any-turn"]) == 2


def test_where_a_put_carries_no_stake_the_value_is_the_put_window_s():
    """At (1, 1) neither PU-4's window nor PU-V1's puts change anything: the same value (each within
    its tolerance)."""
    assert values_table()["non_dealer_wins"]["1,1"] == pytest.approx(non_dealer_wins(1, 1), abs=2e-5)


def test_states_solved_later_ship_beside_the_shipped_ones_which_stay_byte_for_byte(small, puts_matter, tmp_path):
    """`add_states` (a group solved after the shipped table, toward a higher target): the archive's members kept as
    they were, the new states' arrays read back as `whole_members` wrote them, their values and exploitability
    (measured from the archive again, under 1e-5) in the table; the target the highest with every state shipped;
    a state shipped already refused."""
    values, profiles, _ = puts_matter
    table, archive = tmp_path / "values.json", tmp_path / "policy.zip"
    with zipfile.ZipFile(archive, "w") as written:
        write_member(written, "1-1/plain/kept", b"\x01\x02\x03\x04")
    before = {"target": 1, "non_dealer_wins": {"1,1": round(values[(1, 1)], 9)}, "exploitability": {"1,1": 5e-06}}
    table.write_text(json.dumps({**before, "stored": {"1,1": "no_stake"}}), encoding="utf-8")
    kept = zipfile.ZipFile(archive).read("1-1/plain/kept")
    group = AnyTurnSolution(2, values={state: values[state] for state in profiles}, profiles=profiles)
    gaps = add_states(group, table, archive, geo=small)
    assert zipfile.ZipFile(archive).read("1-1/plain/kept") == kept
    written = json.loads(table.read_text(encoding="utf-8"))
    assert written["target"] == 1  # (2, 2) is not shipped
    assert written["stored"] == {"1,1": "no_stake", "1,2": WHOLE, "2,1": WHOLE}
    for state in profiles:
        key = f"{state[0]},{state[1]}"
        assert written["non_dealer_wins"][key] == round(values[state], 9)
        read_back = whole_profile(small, state, archive)
        gain1, gain2, _ = Round(small, stakes(values, *state)).exploitability(read_back)
        assert gaps[state] == pytest.approx(gain1 + gain2, abs=1e-12) and gaps[state] < 1e-5
        assert written["exploitability"][key] == float(f"{gaps[state]:.4g}")
    with pytest.raises(ValueError, match="already shipped"):
        add_states(group, table, archive, geo=small)


def shipped_states() -> list[tuple[int, int]]:
    return sorted(stored_states())


def test_every_shipped_any_turn_state_was_measured_within_the_tolerance():
    """The table records each state's exploitability as measured from the archive when it was written."""
    measured = values_table()["exploitability"]
    assert set(measured) == set(values_table()["stored"]) and all(0 <= gap < 1e-5 for gap in measured.values())


@pytest.mark.slow
@pytest.mark.parametrize("state", [(1, 1), (3, 3)], ids=["no stake", "whole round"])
def test_the_shipped_any_turn_equilibrium_gives_a_best_reply_less_than_1e_5(real, state):
    """A shipped state of each kind, read back as the expert plays it, against exact best replies (later
    rounds at the shipped values): the measure the table records, made again."""
    values = {state_of_key(key): value for key, value in values_table()["non_dealer_wins"].items()}
    gain1, gain2, value = Round(real, stakes(values, *state)).exploitability(shipped_profile(state))
    assert gain1 + gain2 < 1e-5
    assert value == pytest.approx(values[state], abs=1e-5)


def any_turn_games(seeds: range, target: int, levels: list[str], visit) -> None:
    for seed in seeds:
        play(PutSettings(put_any_turn=True, target=target), levels, seed, visit)


def test_at_one_point_each_the_expert_never_puts_always_sees_and_decides_fast():
    """Target 1: every round is state (1, 1), the shipped PU-V1 equilibrium."""
    took: list[float] = []
    seen = {"decisions": 0}

    def visit(state, seat, choice):
        view = ENGINE.view(state, seat)
        assert any_turn_covered(view)
        started = time.perf_counter()
        again = expert(view, Rng(seat))
        took.append(time.perf_counter() - started)
        assert again.do != "put" and choice.do != "put"
        seen["decisions"] += 1

    any_turn_games(range(6), 1, ["expert", "expert"], visit)
    any_turn_games(range(6), 1, ["expert", "casual"], lambda s, seat, c: seat == 0 and visit(s, seat, c))
    any_turn_games(range(6), 1, ["casual", "expert"], lambda s, seat, c: seat == 1 and visit(s, seat, c))
    assert seen["decisions"] > 50
    assert sorted(took)[int(len(took) * 0.95)] < 0.005


@pytest.mark.parametrize("seed", range(4))
def test_at_one_point_each_the_expert_sees_a_put_at_any_turn(seed):
    """A put at (1, 1) is always seen (a fold would hand the putter the game)."""
    state = ENGINE.start_round(ENGINE.new_game(PutSettings(put_any_turn=True, target=1), 2, seed))
    for _ in range(seed):  # put later in the round
        state = ENGINE.perform(state, next(a for a in ENGINE.legal_actions(state) if a.do == "play"))
    putter = ENGINE.to_act(state)
    assert putter is not None
    state = ENGINE.perform(state, Action(seat=putter, do="put"))
    answerer = ENGINE.to_act(state)
    assert answerer == 1 - putter
    assert expert(ENGINE.view(state, answerer), Rng(seed)).do == "see"


@pytest.mark.parametrize("seed", range(4))
def test_the_model_puts_and_scores_like_the_engine(seed, real):
    """PU-V1 through the real engine, random decisions: whoever may put before each card is the
    model's actor at that turn, the third trick comes exactly where the model plays it, and a fold,
    a seen put and a plain round score as the model prices them."""
    from parlour.rules.put.anyturn_game import actor_is_p1, turn_region
    from parlour.rules.put.deal import strength

    geo = real
    rng = Rng(seed)
    state = ENGINE.new_game(PutSettings(put_any_turn=True, target=3), 2, seed)
    kinds = set()
    for game_round in range(60):
        if ENGINE.is_over(state):
            state = ENGINE.new_game(PutSettings(put_any_turn=True, target=3), 2, seed * 100 + game_round)
        before = state = ENGINE.start_round(state)
        first = (before.dealer + 1) % 2
        actors: list[int] = []
        put_turn = None
        while state.phase not in ("deal", "over"):
            legal = ENGINE.legal_actions(state)
            if state.phase == "play":
                played = sum(len(t) for t in state.tricks) + len(state.trick)
                if len(actors) == played:
                    assert state.turn is not None
                    actors.append(state.turn)
                assert any(a.do == "put" for a in legal) == (state.putter is None)
            action = rng.choice(legal)
            if action.do == "put":
                put_turn = sum(len(t) for t in state.tricks) + len(state.trick) + 1
            state = ENGINE.apply(state, action)
        cards = {seat: [strength(c) - 1 for trick in state.tricks for s, c in trick if s == seat] for seat in (0, 1)}
        for seat in (0, 1):
            cards[seat] += [strength(c) - 1 for s, c in state.trick if s == seat]
            cards[seat] += sorted(strength(c) - 1 for c in state.hands[seat])
        z = tuple(cards[first]) + tuple(cards[1 - first])
        for turn, seat in enumerate(actors, start=1):
            assert float(np.broadcast_to(actor_is_p1(geo, turn), (13,) * 6)[z]) == (seat == first)
        folded = any(kind == "fold" for _, kind in state.calls)
        if not folded:
            assert len(actors) == (6 if float(np.broadcast_to(turn_region(geo, 5), (13,) * 6)[z]) else 4)
        scorer = next((e.seat for e in state.events if e.type == "score"), None)
        result = int(geo.result[z])
        if folded:
            kinds.add("fold")
            assert put_turn is not None and scorer == state.putter
        else:
            kinds.add("seen" if state.seen else "plain")
            expected = None if result == 0 else (first if result > 0 else 1 - first)
            assert scorer == expected
            if state.seen:
                assert ENGINE.is_over(state) == (result != 0)
    assert kinds == {"fold", "seen", "plain"}


# -- a seat's decision in the arrays -----------------------------------------------------------------


def test_the_spot_s_arrays_are_the_model_s(real):
    """anyturn_spot.AXES (standard library) spans each dense decision's axes as anyturn_game declares them."""
    from parlour.rules.put.anyturn_spot import AXES

    dense = {name.split("@")[0] for name, spec in real.specs.items() if spec.turn >= 3}
    assert set(AXES) == dense
    for name, axes in AXES.items():
        spec = real.specs.get(name) or real.specs[f"{name}@0"]
        assert spec.shape == tuple(13 if str(a) in axes else 1 for a in range(6))


class Witness:
    """A PU-V1 round as a test sees it through the engine's whole state, apart from anyturn_spot (which
    reads the seat's view): the round's cards z, the turn of the put it saw said, the decisions' names."""

    def __init__(self) -> None:
        self.put_at: int | None = None

    def decision(self, state, seat: int, choice: Action) -> tuple[int, int]:
        """(turn, the model's player) at this decision; notes a put as it is said."""
        turn = sum(len(trick) for trick in state.tricks) + len(state.trick) + 1
        if state.putter is None:
            self.put_at = turn if choice.do == "put" else None
        return turn, 1 if seat == (state.dealer + 1) % 2 else 2

    def see(self, player: int) -> str:
        said = self.put_at
        assert said is not None
        return "see1" if said == 1 else "see2" if said == 2 else f"see{said}_{player}"

    @staticmethod
    def put(turn: int, player: int) -> str:
        return "put1" if turn == 1 else "put2" if turn == 2 else f"put{turn}_{player}"

    def card(self, state, turn: int, player: int) -> str:
        kind = "lead" if turn == 1 else "answer" if turn == 2 else f"c{turn}_{player}"
        return f"{kind}@{(self.put_at or 0) if state.putter is not None else 0}"

    @staticmethod
    def z(state, next_card: int | None = None) -> tuple[int, ...]:
        """The round's cards in play order, P1's then P2's, each side's unplayed after (the next card first,
        if named)."""
        from parlour.rules.put.deal import strength

        order: dict[int, list[int]] = {0: [], 1: []}
        for trick in (*state.tricks, state.trick):
            for seat, card in trick:
                order[seat].append(strength(card) - 1)
        for seat in (0, 1):
            rest = sorted((strength(c) - 1 for c in state.hands[seat]), reverse=True)
            if next_card is not None and seat == state.turn:
                rest.remove(next_card)
                rest.insert(0, next_card)
            order[seat] += rest
        first = (state.dealer + 1) % 2
        return tuple(order[first] + order[1 - first])


def test_a_seat_s_view_finds_its_decision_where_the_model_keeps_it(real):
    """PU-V1 through the real engine (casual players put and see at every turn): at each decision the
    chance the spot reads from the seat's view alone is the model's at the round's own cards (z), for
    the put, the see and each card, in every play context."""
    from parlour.rules.put.anyturn_spot import Cell, Spot

    profile = random_profile(real, 11)
    full = (13,) * 6
    model = {name: np.broadcast_to(expand_chances(real, real.specs[name], a), full) for name, a in profile.items()}
    met: set[tuple[str, int]] = set()
    witness = Witness()

    def read(cell: Cell) -> float:
        assert profile[cell.name].shape == cell.shape
        stored = float(profile[cell.name][cell.index])
        return 1.0 - stored if cell.complement else stored

    def visit(state, seat, choice):
        view = ENGINE.view(state, seat)
        spot = Spot.of(view)
        turn, player = witness.decision(state, seat, choice)
        if view.phase == "answer":
            assert spot.see().name == witness.see(player)
            met.add(("see", witness.put_at or 0))
            assert read(spot.see()) == pytest.approx(float(model[witness.see(player)][witness.z(state)]), abs=1e-12)
            return
        if any(choice.do == "put" for choice in view.legal):
            name = witness.put(turn, player)
            assert spot.put().name == name
            met.add(("put", turn))
            assert read(spot.put()) == pytest.approx(float(model[name][witness.z(state)]), abs=1e-12)
        for rank, cell in spot.cards():
            if cell is not None:
                assert cell.name == witness.card(state, turn, player)
                kind, context = cell.name.split("@")
                met.add((kind[:2], int(context)))
                assert read(cell) == pytest.approx(float(model[cell.name][witness.z(state, rank)]), abs=1e-12)

    any_turn_games(range(40), 3, ["casual", "casual"], visit)
    assert {("put", t) for t in range(1, 7)} <= met and {("see", t) for t in range(1, 7)} <= met
    cards = {(kind, c) for kind, c in met if kind not in ("put", "see")}
    assert cards == {("le", c) for c in range(2)} | {("an", c) for c in range(3)} | {
        (kind, c) for kind in ("c3", "c4") for c in range(int(kind[1]) + 1)
    }


def whole_states() -> list[tuple[int, int]]:
    """The PU-V1 states whose whole round is shipped."""
    return [state for state in shipped_states() if values_table()["stored"][f"{state[0]},{state[1]}"] == WHOLE]


def test_the_expert_plays_the_shipped_whole_rounds_from_its_view(real):
    """Where a PU-V1 state's whole round is shipped: at every decision of the expert in PU-V1 games to 2
    against casual players (who put and see at every turn), its chance of each choice is the shipped
    strategy's at the round's own cards (read back whole by anyturn_ship), and it decides within 5 ms
    (p95)."""
    states = whole_states()
    assert {(1, 2), (2, 1)} <= set(states)
    full = (13,) * 6
    models: dict[tuple[int, int], dict[str, np.ndarray]] = {}
    witness = Witness()
    took: list[float] = []
    met: set[tuple[int, int]] = set()
    hero = [0]
    """The expert's seat."""

    def model(state: tuple[int, int]) -> dict[str, np.ndarray]:
        if state not in models:
            shipped_arrays = shipped_profile(state)
            models[state] = {
                name: np.broadcast_to(expand_chances(real, real.specs[name], chances), full)
                for name, chances in shipped_arrays.items()
            }
        return models[state]

    def visit(state, seat, choice):
        from parlour.rules.put.deal import strength

        turn, player = witness.decision(state, seat, choice)
        first = (state.dealer + 1) % 2
        needs = (state.settings.target - state.scores[first], state.settings.target - state.scores[1 - first])
        if needs not in states or seat != hero[0]:
            return
        view = ENGINE.view(state, seat)
        started = time.perf_counter()
        options = equilibrium_chances(view)
        took.append(time.perf_counter() - started)
        assert options is not None
        chances = {action.do if action.do != "play" else strength(action.card or "") - 1: p for action, p in options}
        arrays = model(needs)
        met.add(needs)
        if view.phase == "answer":
            see = float(arrays[witness.see(player)][witness.z(state)])
            assert chances == pytest.approx({"see": see, "fold": 1 - see}, abs=1e-5)
            return
        put = float(arrays[witness.put(turn, player)][witness.z(state)]) if "put" in chances else 0.0
        expected: dict[str | int, float] = {"put": put} if "put" in chances else {}
        ranks = sorted({strength(c) - 1 for c in state.hands[seat]})
        for rank in ranks:
            forced = len(ranks) == 1
            share = 1.0 if forced else float(arrays[witness.card(state, turn, player)][witness.z(state, rank)])
            expected[rank] = (1 - put) * share
        assert chances == pytest.approx(expected, abs=1e-5)

    any_turn_games(range(12), 2, ["expert", "casual"], visit)
    hero[0] = 1
    any_turn_games(range(12, 24), 2, ["casual", "expert"], visit)
    assert met == {state for state in states if max(state) <= 2}
    assert sorted(took)[int(len(took) * 0.95)] < 0.005


def test_beyond_the_shipped_target_a_whole_state_stands_in_scaled_down_never_the_no_stake_one(monkeypatch):
    """As PU-4's tables do (equilibrium_table.shipped_state): both needs scaled down in proportion; (1, 1),
    where a put carries no stake, stands for itself alone."""
    from parlour.rules.put import anyturn_table
    from parlour.rules.put.anyturn_table import NO_STAKE, standing_for

    two = {"target": 2, "stored": {"1,1": NO_STAKE, "1,2": WHOLE, "2,1": WHOLE, "2,2": WHOLE}}
    monkeypatch.setattr(anyturn_table, "values_table", lambda: two)
    assert [standing_for(*state) for state in [(1, 1), (2, 1), (1, 2), (2, 2)]] == [(1, 1), (2, 1), (1, 2), (2, 2)]
    assert standing_for(5, 5) == (2, 2) and standing_for(5, 1) == (2, 1) and standing_for(1, 5) == (1, 2)
    assert standing_for(3, 2) == (2, 1) and standing_for(2, 3) == (1, 2) and standing_for(4, 3) == (2, 2)
    one = {"target": 1, "stored": {"1,1": NO_STAKE}}
    monkeypatch.setattr(anyturn_table, "values_table", lambda: one)
    assert standing_for(1, 1) == (1, 1) and standing_for(2, 1) is None and standing_for(3, 3) is None


def test_a_whole_round_solve_kept_on_disk_goes_on_where_it_stopped_as_if_never_stopped(
    small, no_stake, loose_group, tmp_path
):
    """A state beyond (1, 1) takes hours of a core (bench/README.md): the run is kept after every `keep_every`-th
    check (anyturn_checkpoint.py), so a stopped one is taken up again and ends exactly where one never stopped does
    (here every second check is kept and the process goes after the second keep, its fourth check of five)."""
    from parlour.rules.put import anyturn_solve

    value, _ = no_stake
    group, guesses, tolerance, check_every = LOOSE_GROUP
    known, whole = {(1, 1): value}, loose_group
    kept = tmp_path / "1_2-2_1.npz"

    class Stopped(Exception):
        pass

    kept_at: list[int] = []
    real_keep = anyturn_solve.keep

    def keep_then_stop(path, solvers, *args) -> None:
        real_keep(path, solvers, *args)
        kept_at.append(solvers[(1, 2)].iterations)
        if len(kept_at) == 2:  # the process goes after its second keep
            raise Stopped

    anyturn_solve.keep = keep_then_stop
    try:
        with pytest.raises(Stopped):
            anyturn_solve.solve_group(small, group, known, guesses, tolerance, check_every, kept, keep_every=2)
    finally:
        anyturn_solve.keep = real_keep
    assert kept_at == [20, 40] and whole[3] == {(1, 2): 50, (2, 1): 50}  # every 2nd check kept; stopped before the end
    resumed = anyturn_solve.solve_group(small, group, known, guesses, tolerance, check_every, kept, keep_every=2)
    assert resumed[0] == whole[0] and resumed[2] == whole[2] and resumed[3] == whole[3]
    for state in group:
        for name, chances in whole[1][state].items():
            assert np.array_equal(resumed[1][state][name], chances), name


def test_a_group_s_two_states_side_by_side_in_threads_end_as_one_after_the_other(
    small, no_stake, loose_group, monkeypatch
):
    """`--jobs 2` with `--any-turn --solve`: each state of a group runs its own solver between two Newton steps,
    so threads change the time and nothing else: the same values, strategies, measures and iterations."""
    from parlour.rules.put.anyturn_cfr import AnyTurnSolver

    value, _ = no_stake
    group, guesses, tolerance, check_every = LOOSE_GROUP
    alone = loose_group
    stepped_in: set[int] = set()
    one_step = AnyTurnSolver.step

    def step(solver: AnyTurnSolver) -> None:
        stepped_in.add(threading.get_ident())
        one_step(solver)

    monkeypatch.setattr(AnyTurnSolver, "step", step)
    side_by_side = solve_group(small, group, {(1, 1): value}, guesses, tolerance, check_every, jobs=2)
    assert len(stepped_in) == 2 and threading.get_ident() not in stepped_in
    assert side_by_side[0] == alone[0] and side_by_side[2] == alone[2] and side_by_side[3] == alone[3]
    for state in group:
        for name, chances in alone[1][state].items():
            assert np.array_equal(side_by_side[1][state][name], chances), name
