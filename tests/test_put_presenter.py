"""Put's table in words, without a screen (app/games/put/presenter.py): the seats (the viewer's cards, the others'
face down and counted, the partner across, the dealer, whose turn), the trick's heading as it is led and once it is
taken; a round's result and the put dialog's answers in both languages. What mutants of the presenter showed the
fast tests leave to the screen walks."""

from __future__ import annotations

from typing import cast

import pytest

from parlour.app.games.presenter import TableContext
from parlour.app.games.put import phrases
from parlour.app.games.put.presenter import PutPresenter
from parlour.app.words.i18n import _, set_language
from parlour.app.words.seat_words import addressed
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


# -- a round's result in words: who scored and why (the summary's title, the felt's headline) ----------------------

TWO = [["7H", "9C", "JD"], ["5D", "3D", "KS"]]
"""Bob (seat 1, the non-dealer) holds 7 9 J, you (the dealer) 5 3 K: you take two tricks of three."""
THREE = [["7H", "9C", "JD", "4S"], ["5D", "3D", "KS", "4H"], ["6D", "8D", "QS", "5C"]]
"""Free for all: Bob, Cleo, you (the dealer) in the deal's order; Cleo takes the most tricks."""
FOUR = [["7H", "9C", "JD"], ["5D", "3D", "KS"], ["6D", "8D", "QS"], ["4C", "TD", "2S"]]
"""Partners: you deal; Bob (seat 1) and you play the round, Cleo and Dmitri pass to you both."""


def played_out(state, *codes: str):
    """The round after `codes`, then every other decision the first legal one (no put, see, the first card)."""
    state = act(state, *codes)
    while state.phase not in ("deal", "over"):
        seat = ENGINE.to_act(state)
        if seat is None:
            state = ENGINE.advance(state)
            continue
        legal = ENGINE.view(state, seat).legal
        state = ENGINE.apply(state, next((c for c in legal if c.do in ("decline", "see")), legal[0]).action())
    return state


SUMMARIES = [
    (
        start(TWO),
        ("decline", "put", "fold"),
        "Bob folds: you score 1 for your put",
        "Bob сдаётся: вы получаете 1 очко за «ставлю»",
    ),
    (
        start(TWO),
        ("put", "fold"),
        "You fold: Bob scores 1 for the put",
        "Вы сдаётесь: Bob получает 1 очко за «ставлю»",
    ),
    (
        start(TWO),
        ("decline", "decline"),
        "You win the round (tricks 2–1) and score 1",
        "Вы выигрываете партию (взятки 2:1) и получаете 1 очко",
    ),
    (
        start(TWO),
        ("put", "see"),
        "You win the round (tricks 2–1) after the put was seen\nYou win the game!",
        "Вы выигрываете партию (взятки 2:1) после принятого «ставлю»\nВы выиграли игру!",
    ),
    (
        start([["7H", "9C", "JD"], ["7D", "9D", "JS"]]),
        ("put", "see"),
        "[b]A draw (tricks 0–0, 3 tied): nobody scores, and the put lapses[/b]",
        "[b]Ничья (взятки 0:0, 3 ничейные): очков никто не получает, «ставлю» сгорает[/b]",
    ),
    (
        start(THREE, mode="free_for_all"),
        ("put", "fold", "fold"),
        "Everybody folds: Bob scores 1 for the put",
        "Все сдаются: Bob получает 1 очко за «ставлю»",
    ),
    (
        start(THREE, mode="free_for_all"),
        ("decline", "decline", "decline"),
        "Cleo wins the round with the most tricks (2) and scores 1",
        "Cleo выигрывает партию (2 взятки, больше всех) и получает 1 очко",
    ),
    (
        start(FOUR, mode="partners"),
        ("decline", "put", "fold"),
        "Bob folds: you score 1 for your put",  # the one who answered, as the log says; the point is the team's
        "Bob сдаётся: вы получаете 1 очко за «ставлю»",
    ),
    (
        start(FOUR, mode="partners"),
        ("put", "fold"),
        "You fold: Bob & Dmitri score 1 for the put",
        "Вы сдаётесь: Bob и Dmitri получают 1 очко за «ставлю»",
    ),
    (
        start(FOUR, dealer=1, mode="partners"),  # Cleo and Bob play the round: Cleo, your partner, puts
        ("put", "fold"),
        "Bob folds: you score 1 for your partner's put",  # seen: "for your put", said to the partner who never put
        "Bob сдаётся: вы получаете 1 очко за «ставлю» партнёра",
    ),
]


@pytest.mark.parametrize("state, codes, in_english, in_russian", SUMMARIES)  # `english`: conftest's
def test_pu4_pu6_a_round_summary_says_who_scored_and_why_as_each_language_writes_it(
    state, codes, in_english, in_russian
):
    """Seen in Russian: «Вы получаете 1 очко: Борис сдаётся на «ставлю»». Who folded (everybody; the other team,
    whose one player answers for both, PU-V3), who scores and for what, a round won, a put seen, a draw: each in
    one sentence as the language puts it."""
    view = ENGINE.view(played_out(state, *codes), 0)
    names = addressed(NAMES[: view.players], 0)
    assert phrases.round_result(view, names, emphasis=False) == in_english
    set_language("ru")  # conftest's `english` sets English back
    assert phrases.round_result(view, addressed(NAMES[: view.players], 0), emphasis=False) == in_russian


def test_pu_v3_the_summary_and_the_standings_head_their_rows_team_where_partners_score_together():
    """Seen: «Игрок» (player) over the rows «Вы и Клео», «Борис и Дмитрий»."""
    words = presenter()
    partners = ENGINE.view(ENGINE.new_game(PutSettings(mode="partners"), 4, seed=1), 0)
    alone = ENGINE.view(ENGINE.new_game(PutSettings(mode="free_for_all"), 4, seed=1), 0)
    assert (words.rows_heading(partners), words.rows_heading(alone)) == ("Team", "Player")
    set_language("ru")
    assert (_(words.rows_heading(partners)), _(words.rows_heading(alone))) == ("Команда", "Игрок")


@pytest.mark.parametrize(
    "state, codes, in_english, in_russian",
    [
        (
            start(TWO),
            ("put",),
            "play on against Bob, and whoever wins this round wins the whole game",
            "партия продолжится, и кто её выиграет — вы или Bob, — тот выиграет всю игру",
        ),
        (
            start(THREE, mode="free_for_all"),
            ("put", "see"),
            "play this round out with Bob and everyone who does not fold, and whoever wins it wins the whole game",
            "партию доиграют Bob и все, кто не сдастся; кто её выиграет, тот выиграет всю игру",
        ),
        (
            start(FOUR, mode="partners"),
            ("put",),
            "play on, team against team, and the team that wins this round wins the whole game",
            "партия продолжится, команда против команды: чья команда её выиграет, та выиграет всю игру",
        ),
    ],
)
def test_pu4_pu_v2_pu_v3_the_put_dialog_says_whom_the_round_is_played_against(state, codes, in_english, in_russian):
    """Seen: «против игрока Дмитрий» (against the player Dmitri) in a free for all and in partners, where the round
    after a put is played by the putter and all who stay (PU-V2), or team against team (PU-V3); in Russian the two of
    a game of two are named side by side («вы или Борис»), a name that cannot be declined left as typed. A fold in a
    free for all once somebody has played on can no longer score the putter: the dialog no longer says it would."""
    state = act(state, *codes)
    seat = cast(int, ENGINE.to_act(state))
    view = ENGINE.view(state, seat)
    names = addressed(NAMES[: view.players], seat)
    fold, see = phrases.answer_meanings(view, names)
    assert ": " not in see, "after the dialog's own 'See: ', no colon of its own (seen: 'See: play on: Cleo and …')"
    assert see.startswith(in_english) and ("If everyone folds" in fold) is (
        view.mode == "free_for_all" and not view.seen
    )
    set_language("ru")
    assert phrases.answer_meanings(view, names)[1].startswith(in_russian)


def test_the_coachs_cards_are_listed_in_the_order_the_hand_shows_them_the_digits_order():
    """A play-test: the hand read 6♦ K♥ 7♣ (1, 2, 3 choose in that order) and the coach 6♦, 7♣, K♥ from the lowest:
    "2" played K♥, the coach's third row. The coach lists the cards as the hand shows them, the put last, each
    choice's figures and how often perfect play makes it kept with it."""
    from parlour.app.games.put.presenter import in_hand_order
    from parlour.rules.engine import Action
    from parlour.rules.put.assess import Assessment
    from parlour.rules.put.coach import PERFECT, PutAdvice

    def play(card: str) -> Action:
        return Action(seat=0, do="play", card=card)

    choices = (Assessment(play("6D"), 0.5, None), Assessment(play("7C"), 0.4, None), Assessment(play("KH"), 0.3, None))
    put = Assessment(Action(seat=0, do="put"), 0.2, None)
    advice = PutAdvice(seat=0, choices=(*choices, put), sharp=play("6D"), judge=PERFECT, mixes=(0.7, 0.1, 0.2, 0.0))
    shown = in_hand_order(advice, ("6D", "KH", "7C"))
    assert [choice.action.code for choice in shown.choices] == ["play 6D", "play KH", "play 7C", "put"]
    assert [choice.game for choice in shown.choices] == [0.5, 0.3, 0.4, 0.2] and shown.mixes == (0.7, 0.2, 0.1, 0.0)
    assert in_hand_order(advice, ("6D", "7C", "KH")) is advice, "already in the hand's order"
