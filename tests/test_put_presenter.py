"""Put's table in words, without a screen (app/games/put/presenter.py): the seats (the viewer's cards, the others'
face down and counted, the partner across, the dealer, whose turn), the trick's heading as it is led and once it is
taken. What mutants of the presenter showed the fast tests leave to the screen walks."""

from __future__ import annotations

from parlour.app.games.presenter import TableContext
from parlour.app.games.put.presenter import PutPresenter
from parlour.rules.put.settings import PutSettings
from tests.put_helpers import ENGINE, act, start

NAMES = ("You", "Bob", "Cleo", "Dmitri")


def presenter(people: tuple[int, ...] = (0,), names: tuple[str, ...] = NAMES) -> PutPresenter:
    words = PutPresenter(TableContext(names=names, people=people, bottom=0, seed=1, label=str))
    words.speak_to(0)
    return words


def test_pu3_the_viewer_sees_her_cards_the_others_are_counted_face_down_and_the_dealer_and_the_turn_named():
    state = start([["7H", "9C", "JD"], ["5D", "3D", "KS"]])  # seat 0 deals, seat 1 speaks first
    view = ENGINE.view(state, 0)
    words = presenter(names=NAMES[:2])
    mine, theirs = words.seat_info(view, 0), words.seat_info(view, 1)
    assert mine.cards == view.hand and theirs.cards == (None, None, None)
    assert (mine.role, theirs.role) == ("DEALER", "")
    assert theirs.active and not mine.active and not theirs.tag
    assert words.seat_info(view, 0, chosen=view.hand[1]).highlights == {view.hand[1]}


def test_pu5_a_tricks_heading_names_who_led_it_then_who_took_it_or_that_it_was_tied():
    state = act(start([["7H", "9C", "JD"], ["5D", "3D", "KS"]]), "decline", "decline", "play 7H")
    words = presenter(names=NAMES[:2])
    led = words.center_info(ENGINE.view(state, 0)).title
    assert "".join(led) == "TRICK 1 · Bob led"
    assert words.seat_info(ENGINE.view(state, 0), 1).cards == (None, None), "Bob holds two now, face down"
    taken = act(state, "play 3D")  # the 3 beats the 7 (PU-1)
    assert "".join(words.center_info(ENGINE.view(taken, 0)).title) == "TRICK 1 → You"
    tied = act(start([["7H", "9C", "JD"], ["7D", "3D", "KS"]]), "decline", "decline", "play 7H", "play 7D")
    assert words.center_info(ENGINE.view(tied, 0)).title[2] == "tied"


def test_pu_v3_the_seat_across_is_the_partner_of_the_one_person_at_the_keyboard():
    state = ENGINE.new_game(PutSettings(mode="partners"), 4, seed=1)
    view = ENGINE.view(state, 0)
    alone = presenter()
    assert [alone.seat_info(view, seat).tag for seat in range(4)] == ["", "", "partner", ""]
    two = presenter(people=(0, 1))  # two people at one keyboard: whose partner is across changes with the turn
    assert not any(two.seat_info(view, seat).tag for seat in range(4))
    plain = ENGINE.view(ENGINE.new_game(PutSettings(mode="free_for_all"), 4, seed=1), 0)
    assert not any(alone.seat_info(plain, seat).tag for seat in range(4))
