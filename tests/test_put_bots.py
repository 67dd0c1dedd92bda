"""Put's computer players: always legal, blind to hidden cards, sensible, and the sharp one wins.

Their speed is bench/engine_put.py's to measure, not a timed assertion's.

Also the win table: `python -m rules.put.win_table` rebuilds the stored asset exactly.
"""

from __future__ import annotations

import json

import pytest

from parlour.rules.drive import played_out
from parlour.rules.engine import Action
from parlour.rules.put import win_table
from parlour.rules.put.bots import BOTS, sharp
from parlour.rules.put.deal import strength
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.expert import equilibrium_chances
from parlour.rules.put.settings import PutSettings
from parlour.rules.put.state import PutState
from parlour.rules.rng import Rng
from tests.put_helpers import act, start

ENGINE = PutEngine()
MODES = [("two_player", 2), ("free_for_all", 3), ("free_for_all", 6), ("partners", 4)]


def play(table: PutSettings, levels: list[str], seed: int, visit=None) -> PutState:
    """A whole game between bots; `visit(state, seat, action)` sees every decision."""
    rng = Rng(seed)

    def decide(state: PutState, seat: int) -> Action:
        choice = BOTS[levels[seat]](ENGINE.view(state, seat), rng)
        if visit:
            visit(state, seat, choice)
        return choice

    return played_out(ENGINE, ENGINE.new_game(table, len(levels), seed), decide)


@pytest.mark.parametrize("mode, players", MODES)
@pytest.mark.parametrize("put_any_turn", [False, True])
def test_every_bot_only_takes_legal_actions(mode, players, put_any_turn):
    def visit(state, seat, choice):
        assert choice in ENGINE.legal_actions(state)

    for seed in range(3):
        levels = [sorted(BOTS)[(seat + seed) % 3] for seat in range(players)]
        final = play(PutSettings(mode=mode, put_any_turn=put_any_turn, target=3), levels, seed, visit)
        assert ENGINE.is_over(final)


def test_highest_no_put_never_puts_always_sees_and_plays_its_highest_card():
    def visit(state, seat, choice):
        if seat != 1:
            return
        assert choice.do not in ("put", "fold")
        if choice.do == "play":
            assert strength(choice.card) == max(strength(c) for c in state.hands[seat])

    for seed in range(10):
        play(PutSettings(put_any_turn=seed % 2 == 1), ["casual", "highest_no_put"], seed, visit)


# -- hidden information ----------------------------------------------------------


def swapped(state: PutState, first: str, second: str) -> PutState:
    """The same table with two cards exchanged wherever they lie (hands, deal, set-aside, log)."""
    swap = {first: second, second: first}

    def cards(items):
        return tuple(swap.get(card, card) for card in items)

    events = tuple(
        item.model_copy(update={"cards": cards(item.cards)}) if item.cards else item for item in state.events
    )
    return state.model_copy(
        update={
            "hands": tuple(cards(h) for h in state.hands),
            "dealt": tuple(cards(h) for h in state.dealt),
            "discards": tuple(cards(h) for h in state.discards),
            "set_aside": cards(state.set_aside),
            "events": events,
        }
    )


def unseen_by(state: PutState, seat: int) -> list[str]:
    """Cards in other seats' hands or face down that `seat` has not seen."""
    mine = ENGINE.view(state, seat)
    seen = set(mine.hand) | set(mine.dealt) | set(mine.discarded)
    seen |= {card for _, _, group in mine.passes for card in group}
    hidden = [c for s in range(state.players) if s != seat for c in state.hands[s] + state.discards[s]]
    return [card for card in hidden if card not in seen]


@pytest.mark.parametrize("mode, players", MODES)
@pytest.mark.parametrize("put_any_turn", [False, True])
def test_changing_a_card_the_seat_has_not_seen_never_changes_its_decision(mode, players, put_any_turn):
    checked = 0

    def visit(state, seat, choice):
        nonlocal checked
        hidden = unseen_by(state, seat)
        if not hidden or not state.set_aside:
            return
        pick = Rng(len(state.events) * 31 + seat)
        other = swapped(state, pick.choice(hidden), pick.choice(state.set_aside))
        before, after = ENGINE.view(state, seat), ENGINE.view(other, seat)
        assert before == after, "the view shows a card the seat has not seen"
        for level, bot in BOTS.items():
            if level == "expert" and equilibrium_chances(before) is None:
                continue  # the equilibrium does not reach here: the expert plays sharp's choice, checked already
            assert bot(before, Rng(checked)) == bot(after, Rng(checked)), level
        checked += 1

    # two-handed PU-V1 to 2 reaches the states whose whole round the expert reads ((1, 2), (2, 1))
    target = 2 if put_any_turn and mode == "two_player" else 1
    for seed in range(2):
        play(PutSettings(mode=mode, put_any_turn=put_any_turn, target=target), ["sharp"] * players, seed, visit)
    assert checked >= 5


def test_view_hides_other_hands_and_shows_own_passes_only():
    state = start([["KH", "QH", "JH"], ["7C", "3C", "7S"], ["4H", "5H", "6H"], ["7H", "9S", "7D"]], mode="partners")
    dealer_view, passer_view, other_passer = ENGINE.view(state, 0), ENGINE.view(state, 2), ENGINE.view(state, 3)
    assert dealer_view.hand == ("7H", "9S", "3C") and dealer_view.discarded == ("7D", "7C")
    assert dealer_view.passes == ((2, 0, ("3C", "7C")),) and passer_view.passes == ((2, 0, ("3C", "7C")),)
    assert other_passer.passes == ((3, 1, ("6H", "5H")),)
    assert dealer_view.hand_sizes == (3, 3, 0, 0)
    text = dealer_view.model_dump_json(exclude={"unseen"})
    for card in ("KH", "QH", "JH", "6H", "5H", "4H"):
        assert card not in text, f"{card} leaked into seat 0's view"
        assert card in dealer_view.unseen


# -- the sharp player's judgement ------------------------------------------------


def decide(state: PutState) -> Action:
    seat = ENGINE.to_act(state)
    return sharp(ENGINE.view(state, seat), Rng(7))


def test_sharp_sees_with_a_sure_winner_and_folds_a_hopeless_hand():
    strong = act(start([["5S", "6S", "7S"], ["3S", "3H", "3D"]]), "put")
    assert decide(strong).do == "see"
    weak = act(start([["3S", "3H", "2S"], ["4S", "4H", "5D"]]), "put")
    assert decide(weak).do == "fold"


def test_sharp_puts_with_a_commanding_hand():
    state = start([["3S", "3H", "2S"], ["4S", "4H", "5D"]])
    assert decide(state).do == "put"
    assert decide(start([["4S", "4H", "5S"], ["3S", "3H", "2D"]])).do == "decline"


def test_sharp_throws_its_lowest_card_when_it_cannot_win_the_trick():
    state = act(start([["3S", "KD", "QD"], ["2S", "4H", "JH"]]), "decline", "decline", "play 3S")
    assert decide(state) == Action(seat=0, do="play", card="4H")


def test_sharp_puts_mid_round_when_the_round_is_won_for_sure():
    state = act(start([["3S", "3H", "4S"], ["AS", "KS", "5H"]], put_any_turn=True), "play 3S", "play 5H")
    assert decide(state).do == "put"


@pytest.mark.parametrize("rival", ["casual", "highest_no_put"])
def test_sharp_wins_most_two_player_games(rival):
    wins = 0
    games = 60
    for seed in range(games):
        levels = ["sharp", rival] if seed % 2 else [rival, "sharp"]
        final = play(PutSettings(), levels, 1000 + seed)
        assert final.winner is not None  # Put always has a winner
        wins += levels[final.winner] == "sharp"
    assert wins > games * 0.55


@pytest.mark.parametrize("mode, players", [("free_for_all", 4), ("partners", 4)])
def test_sharp_beats_casual_players_in_the_other_modes(mode, players):
    wins = 0
    games = 30
    for seed in range(games):
        levels = ["casual"] * players
        levels[seed % 2] = "sharp"
        if mode == "partners":
            levels[seed % 2 + 2] = "sharp"
        final = play(PutSettings(mode=mode, target=3), levels, 2000 + seed)
        wins += levels[final.winner] == "sharp"
    fair = 1 / players if mode == "free_for_all" else 0.5
    assert wins > games * fair * 1.2


# -- the win table -----------------------------------------------------------------


def test_win_table_is_reproducible_and_matches_the_asset(tmp_path):
    target = tmp_path / "chances.json"
    win_table.write(target)
    assert target.read_bytes() == win_table.ASSET.read_bytes()


def test_game_chances_are_consistent():
    assert win_table.game_chance(1, 1) == 0.5
    for me in range(1, 8):
        for them in range(1, 8):
            assert abs(win_table.game_chance(me, them) + win_table.game_chance(them, me) - 1) < 1e-5
            assert win_table.game_chance(me, them) >= win_table.game_chance(me + 1, them) - 1e-9
            two = win_table.multi_game_chance((me, them), 0)
            assert abs(two - win_table.game_chance(me, them)) < 1e-5
    assert abs(win_table.game_chance(30, 25) - (1 - win_table.game_chance(25, 30))) < 1e-9
    assert win_table.game_chance(0, 3) == 1.0 and win_table.game_chance(3, 0) == 0.0
    assert abs(sum(win_table.multi_game_chance((5, 5, 5), seat) for seat in range(3)) - 1) < 1e-9


def test_round_chances_rank_hands_sensibly():
    stored = json.loads(win_table.ASSET.read_text())["round"]
    assert len(stored["leader"]) == len(stored["follower"]) == 455
    assert stored["leader"]["333"] == [1.0, 0.0, 0.0] and stored["follower"]["444"][2] == 1.0
    for side in stored.values():
        for chances in side.values():
            assert abs(sum(chances) - 1) < 1e-5


def test_any_target_is_allowed_and_the_sharp_player_still_decides_quickly():
    """PU-7 allows any target: the sharp player scales a very long race down to its table's size."""
    for target in (1001, 10**6, 10**40):
        state = ENGINE.start_round(ENGINE.new_game(PutSettings(target=target), 2, seed=3))
        choice = sharp(ENGINE.view(state, ENGINE.to_act(state)), Rng(1))
        assert choice in ENGINE.legal_actions(state)
