"""Put and Take's table in words, without a screen (app/games/put_and_take/presenter.py): each seat's cards matching
the card just turned, its figure and what the last card did, the bank's role, the rates under the rows, the next step,
the coach's lines. What mutants of the presenter showed the fast tests leave to the screen walks."""

from __future__ import annotations

from parlour.app.games.presenter import TableContext
from parlour.app.games.put_and_take.presenter import UNTURNED_RIVER, PutAndTakePresenter, rates
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats

NAMES = ("You", "Bob", "Cleo", "Dmitri")


def presenter() -> PutAndTakePresenter:
    words = PutAndTakePresenter(TableContext(names=NAMES, people=(0,), bottom=0, seed=3, label=str))
    words.speak_to(0)
    return words


def test_pt5_pt_v4_the_rates_under_the_rows_are_the_bases_or_with_the_river_the_turned_cards_values():
    assert rates((), river=False) == ("1", "2", "4", "8", "16")
    assert rates(("KH", "3C"), river=True) == ("13", "3", UNTURNED_RIVER, UNTURNED_RIVER, UNTURNED_RIVER)


def test_pt5_pt7_each_seat_shows_its_cards_matching_the_card_just_turned_and_what_that_card_did_to_it():
    session = TableSession(TableSetup(game="put_and_take", seats=default_seats(4), settings={}), 3)
    session.start()
    words = presenter()
    before = session.view(0)
    assert words.next_step(before, True) == "Next: shuffle, cut and deal a new round"
    assert words.coach_lines(before, None) == [
        "The coach speaks while cards are turned: what your hand should bring this round."
    ]
    paid = 0
    for _ in range(10):  # through the put row into the take row
        session.step()
        view = session.view(0)
        if view.phase == "put":
            assert words.next_step(view, True).startswith(f"Next: [b]put[/b] card {len(view.put_row) + 1} of 5")
        elif view.phase == "take":
            assert words.next_step(view, True).startswith(f"Next: [b]take[/b] card {len(view.take_row) + 1} of 5")
        turn = view.last_turn
        for seat in range(4):
            info = words.seat_info(view, seat)
            assert info.role == ("BANK" if seat == view.round_dealer else "")
            if turn is None:  # the deal: no card turned yet
                assert not any(note.startswith("last card") for note in info.notes)
                continue
            assert info.highlights == {card for card in view.hands[seat] if card[0] == turn.card[0]}
            change = turn.changes[seat]
            assert (f"last card {change:+d}" in info.notes) == bool(change)
            assert info.delta == (view.round_changes[seat] or None)
            paid += bool(change)
    assert paid, "some card paid or was paid"
    advice = session.advice(0)
    assert advice is not None and words.coach_lines(session.view(0), advice)[0].startswith("This round so far")
    over = session.engine.view(session.state.model_copy(update={"phase": "over"}), 0)
    assert words.next_step(over, True) == "The game is over."


def test_pt_v1_pt8_a_seats_notes_add_up_to_its_figure_the_ante_the_cards_before_the_latest_and_the_pool_named():
    """A play-test: with the ante a seat read "-2" beside "last card -1" alone, later "-8" beside "last card -4 ·
    ante 1", and the banker "for the card -16" holding none: the notes now name every part of the round's figure
    (the latest card, the cards before it, the ante, the shortfalls the banker made up, his pool), so they add up
    to it at every card of several rounds."""
    setup = TableSetup(game="put_and_take", seats=default_seats(4), settings={"ante": True})
    session = TableSession(setup, 5)
    session.start()
    words = presenter()
    parts = {"last card": 1, "earlier": 1, "cards": 1, "ante": 1, "the pool": 1, "covered": 1}  # each signed
    named: set[str] = set()
    for _ in range(6 * 11):
        session.step()
        view = session.view(0)
        for seat in range(4):
            info = words.seat_info(view, seat)
            total = 0
            for note in info.notes:
                part, amount = note.rsplit(" ", 1)
                total += parts[part] * int(amount)
                named.add(part)
                if part in ("last card", "earlier", "cards", "covered"):  # the banker holds no cards: he made up
                    assert (part == "covered") == (seat == view.round_dealer), (seat, info.notes)  # the shortfalls
            assert total == (info.delta or 0), (seat, info.notes, info.delta)
    assert named == set(parts), named
