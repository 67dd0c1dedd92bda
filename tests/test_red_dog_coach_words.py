"""The Red Dog coach's reason for a Kelly-style bet is written as arithmetic in either language: a
multiplication sign and a range with a dash, never the Latin letter x or "1..n" in a Russian sentence (RD-6)."""

from __future__ import annotations

import re

from parlour.app.games.red_dog.coach import reason_text
from parlour.app.saving.table_records import SavedTable
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.i18n import set_language


def a_kelly_bet() -> tuple:
    """A person's decision at which the sharp player bets a share of its stack (its chance above 1/2)."""
    for seed in range(1, 200):
        session = TableSession(TableSetup(game="red_dog", seats=default_seats(3)), seed, records=SavedTable())
        session.start()
        for _ in range(40):
            person = session.person_to_act()
            if person is None:
                session.step()
                continue
            advice, view = session.advice(person), session.view(person)
            if advice.sharp.do == "bet" and advice.chance > 0.5:
                return advice, view
            break
    raise AssertionError("no seeded deal gave the person better than even odds")


def test_the_kelly_reason_is_arithmetic_in_both_languages():
    advice, view = a_kelly_bet()
    english = reason_text(advice, view)
    assert " × " in english and re.search(r"within 1–\d+", english), english
    assert "of your stack, rounded down:" in english, english
    product = float(re.findall(r"= (\d+\.\d\d),", english)[0])  # in chips even while money is shown
    assert advice.sharp.amount == max(1, min(view.bet_range[1], int(product))), english
    # the sum works out with the figures shown (seen: "(2 × 0.512 - 1) × 98 = 2.39", 2.35 with 0.512; p was 21/41)
    wins, unseen, stack = map(int, re.findall(r"\(2 × (\d+)/(\d+) - 1\) × (\d+) =", english)[0])
    assert f"{(2 * wins / unseen - 1) * stack:.2f}" == f"{product:.2f}", english
    set_language("ru")
    russian = reason_text(advice, view)
    assert re.search(r"в пределах 1–\d+", russian) and "долю (2p − 1) ваших фишек" in russian, russian
    latin = set(re.findall(r"[A-Za-z]", russian)) - {"p"}  # p: the chance, as the formula (2p - 1) names it
    assert not latin, f"Latin letters in {russian!r}"


async def test_rd_7_the_coach_in_money_never_parts_a_figure_from_its_words_at_80x24():
    """Seen in Russian at 80x24, money shown: the coach's line of choices ended "ставка 9 (макс.)" and went on with
    "+0,643" on the next; the centre read «ПРОИГРЫВАЕТ 1,40» with «EUR» below (Textual wrapped at a no-break space
    too)."""
    from parlour.app.saving.preferences import Preferences
    from tests.app_helpers import red_dog_in_money_at_my_turn, screen_text

    prefs = Preferences(language="ru", coach=True, animation_seconds=0)
    async with red_dog_in_money_at_my_turn(9, prefs) as (_pilot, app, _table):
        lines = screen_text(app).split("\n")
        top = next(i for i, line in enumerate(lines) if "Тренер" in line)
        box = [line.strip("│ ") for line in lines[top + 1 :] if line.startswith("│")]
        assert any("(макс.)" in line for line in box), box
        for line in box:
            assert not re.match(r"[-+]?\d|\(макс\.\)|EUR", line), box  # no figure, tag or unit opens a line
            assert not re.search(r"(ставка|откуп)$|ставка \d+( \(макс\.\))?$", line), box  # nor a tag ends one


def test_ch4_a_seat_at_0_chips_is_told_its_forfeit_is_its_only_choice_and_costs_nothing():
    """Seen with every stack of 1 chip in the ante: "14 of 47 unseen cards win … forfeit -1.00 … no card can win",
    and the review marked the forced forfeit "good ✓" at -1.00. A forfeit at 0 chips pays nothing (CH-2, CH-4): it
    is worth 0, the reason is the empty stack, and the review does not judge the only choice."""
    from parlour.rules.red_dog.coach import judge

    session = TableSession(
        TableSetup(game="red_dog", seats=default_seats(3), settings={"starting_chips": 1}), 4, records=SavedTable()
    )
    session.start()
    for _ in range(40):
        if session.person_to_act() is not None:
            break
        session.step()
    person = session.person_to_act()
    assert person is not None
    view, advice = session.view(person), session.advice(person)
    assert view.stacks[person] == 0 and [choice.do for choice in view.legal] == ["forfeit"]
    assert [(choice.action.do, choice.expected) for choice in advice.choices] == [("forfeit", 0.0)]
    assert (
        reason_text(advice, view) == "no chips left to bet: forfeiting is the only choice, and it costs nothing (CH-4)"
    )
    assert judge(view, advice.sharp) is None, "the only choice: not judged"
