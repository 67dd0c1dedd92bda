"""Red Dog's table in words, without a screen (app/games/red_dog/presenter.py): each seat's status, figure, role and
hidden cards, the middle's headline, the next step, the coach's lines. What mutants of the presenter showed the fast
tests leave to the screen walks."""

from __future__ import annotations

from typing import Any

from parlour.app.games.presenter import TableContext
from parlour.app.games.red_dog.presenter import RedDogPresenter, act_status
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.i18n import set_language
from parlour.rules.engine import Action
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.view import SeatAct

NAMES = ("You", "Bob", "Cleo")


def presenter(**money: Any) -> RedDogPresenter:
    """The words for the person at seat 0, as the table speaks to her (`money`: the context's money functions, as
    a table showing money gives them)."""
    words = RedDogPresenter(TableContext(names=NAMES, people=(0,), bottom=0, seed=4, label=str, **money))
    words.speak_to(0)
    return words


def at_the_persons_bet(seed: int = 4) -> TableSession:
    session = TableSession(TableSetup(game="red_dog", seats=default_seats(3), settings={}), seed)
    session.start()
    while session.person_to_act() is None:
        session.step()
    return session


def test_rd6_a_seats_last_act_is_said_with_what_it_won_or_lost():
    assert act_status(None) == ("", None)
    assert act_status(SeatAct(kind="win", amount=5)) == ("won 5", 5)
    assert act_status(SeatAct(kind="lose", amount=3)) == ("lost 3", -3)
    assert act_status(SeatAct(kind="bet", amount=4), lambda chips: f"{chips} €") == ("bets 4 €", None)
    assert act_status(SeatAct(kind="sit_out")) == ("sitting out", None)


def test_rd_v3_a_seat_sitting_out_says_so_in_words_that_fit_the_viewer_s_own_seat_too():
    """Seen (RD-V3, a clumsy deal gave the viewer six cards): his seat read «Вы ● 99 -1 пропускает · взнос 1»
    (You ... sits out): a third-person verb under «Вы», where the other notes are nouns («ставка 1», «взнос 1»)."""
    set_language("ru")
    try:
        assert act_status(SeatAct(kind="sit_out")) == ("пропуск партии", None)
    finally:
        set_language("en")


def test_rd6_the_bettor_is_to_bet_the_dealer_named_and_the_others_cards_hidden_but_counted():
    session = at_the_persons_bet()
    view = session.view(0)
    words = presenter()
    seats = {seat: words.seat_info(view, seat) for seat in range(3)}
    assert seats[0].status == "to bet" and seats[0].active and seats[0].cards == view.hand
    assert [seat for seat, info in seats.items() if info.active] == [0]
    assert [seat for seat, info in seats.items() if info.role] == [view.round_dealer]
    for seat in (1, 2):  # what a seat showed when its bet lost (RD-7), the rest face down
        shown = tuple(view.shown[seat]) if view.shown else ()
        assert seats[seat].cards == shown + (None,) * (view.hand_counts[seat] - len(shown))
        assert seats[seat].status != "to bet"
    assert words.next_step(view, True) == ""
    assert words.coach_lines(view, None) == [
        "The coach speaks when you bet: the odds of your hand and what each bet is worth."
    ]
    advice = session.advice(0)
    assert advice is not None and "unseen cards win for this hand" in words.coach_lines(view, advice)[0]


def test_rd7_a_bet_waits_for_its_card_then_its_seat_says_what_it_won_or_lost_and_its_figure_adds_up():
    session = at_the_persons_bet()
    session.act(0, Action(seat=0, do="bet", amount=1))
    words = presenter()
    waiting = session.view(0)
    assert waiting.phase == "turn" and words.headline(waiting) == ("You bet 1…\nthe dealer turns", "")
    assert words.next_step(waiting, True) == "The dealer turns the next card"
    assert words.seat_info(waiting, 0).status == "bets 1"
    session.step()  # the card is turned
    view = session.view(0)
    info = words.seat_info(view, 0)
    won = view.acts[0] is not None and view.acts[0].kind == "win"
    assert info.status == ("won 1" if won else "lost 1")
    assert info.delta == (view.round_changes[0].total or None) and bool(info.highlights) == won  # 0: no figure
    if won:
        assert words.headline(view)[1] == "win" and words.headline(view)[0].startswith("You WIN 1\nwith ")
    else:
        assert words.headline(view) == ("You LOSE 1", "lose") and not info.highlights


def test_ch4_a_seat_out_says_so_alone_and_the_ends_of_rounds_and_game_say_what_comes():
    session = at_the_persons_bet()
    state = session.state
    out = session.engine.view(state.model_copy(update={"out": (False, True, False)}), 0)
    info = presenter().seat_info(out, 1)
    assert info.status == "out" and info.notes == () and info.out
    words = presenter()
    assert words.next_step(session.engine.view(state.model_copy(update={"phase": "deal"}), 0), True) == (
        "Next: shuffle, cut and deal a new round"
    )
    assert words.next_step(session.engine.view(state.model_copy(update={"phase": "over"}), 0), True) == (
        "The game is over."
    )


def test_ch6_the_coach_says_each_choices_worth_in_money_while_the_table_shows_money_and_bets_stay_in_chips():
    session = at_the_persons_bet()
    view, advice = session.view(0), session.advice(0)
    assert advice is not None
    in_chips = presenter().coach_lines(view, advice)[1]
    assert in_chips.startswith("Expected chips: ") and "€" not in in_chips
    money = presenter(
        bare_worth=lambda chips, signed: f"{chips / 10:+.3f}" if signed else f"{chips / 10:.3f}",
        currency=lambda: "€",
    )
    line = money.coach_lines(view, advice)[1]
    assert line.startswith("Expected value in €: ") and line.count("€") == 1, "the currency named once"
    for choice in advice.choices:
        assert f"[b]{choice.expected / 10:+.3f}[/b]" in line
    assert "bet 1 " in line, "the bets themselves in chips, as the bet line takes them"


def test_ch6_a_seats_notes_in_money_come_with_and_without_their_currency():
    session = at_the_persons_bet()
    view = session.view(0)
    money = presenter(chips=lambda chips: f"{chips / 10:.2f} EUR", bare=lambda chips: f"{chips / 10:.2f}")
    info = money.seat_info(view, 0)
    assert info.notes and all(note.endswith("EUR") for note in info.notes if any(c.isdigit() for c in note))
    assert info.notes_bare == tuple(note.replace(" EUR", "") for note in info.notes) != info.notes
    assert presenter().seat_info(view, 0).notes_bare == (), "in chips: one set of notes"


def test_rdv3_a_misdeal_says_which_of_the_three_it_is_and_the_seats_own_deal_line_gives_the_count():
    """The log read "misdeal: Bob is dealt 0 cards (RD-V3)" then "Bob is dealt 0 cards": once is enough; then
    "misdeal: Bob gets the wrong number of cards" named none of RD-V3's three misdeals, whose remedies differ."""
    from parlour.rules.red_dog.settings import RedDogSettings

    engine = RedDogEngine()
    words = presenter()
    assert words.hand_size == 5
    expected = {
        0: "gets no cards (RD-V3)",
        4: "gets one card too few, a short hand: bet or pass (RD-V3)",
        6: "gets one card too many (RD-V3)",
    }
    seen = set()
    for seed in range(300):
        state = engine.start_round(engine.new_game(RedDogSettings(irregular_deals=1.0), 3, seed))
        misdeal = next((event for event in state.events if event.type == "misdeal"), None)
        if misdeal is None or misdeal.seat == 0 or misdeal.k in seen:
            continue
        seen.add(misdeal.k)
        assert misdeal.seat is not None and misdeal.k is not None
        said = words.describe(misdeal)
        assert said == f"misdeal: {NAMES[misdeal.seat]} {expected[misdeal.k]}", said
        own = [event for event in state.events if event.seat == misdeal.seat and event.type == "deal"]
        count = "no cards" if misdeal.k == 0 else f"{misdeal.k} cards"
        assert [words.describe(event) for event in own] == [f"{NAMES[misdeal.seat]} is dealt {count}"]
    assert seen == {0, 4, 6}
    four = RedDogPresenter(
        TableContext(names=NAMES, people=(0,), bottom=0, seed=4, label=str, settings={"four_card_hands": True})
    )
    assert four.hand_size == 4
