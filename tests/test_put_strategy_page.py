"""Two-handed Put's coach and review by perfect play in the app, and its strategy page (`g`): the page's model
(the kinds of hand at the table's score, the seat shown, the viewer's hand) and its look at 80x24 and, in a
light theme, 160x50."""

from __future__ import annotations

import re
from typing import cast

from parlour.app.games.put.strategy import StrategyScreen
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.review import ReviewScreen
from parlour.app.screens.rules import RulesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.widgets.coach_panel import CoachPanel
from parlour.rules.put.coach import PERFECT
from parlour.rules.put.deal import strength
from parlour.rules.put.hand_classes import DEALER, FIRST, kind_of, kind_plays
from tests.app_helpers import app_at_table
from tests.session_helpers import play_on

SEED = 7


def put_app(players: int = 2, coach: bool = True, theme: str = "textual-dark", **settings) -> ParlourApp:
    setup = TableSetup(game="put", seats=default_seats(players), settings={"target": 3, **settings})
    return ParlourApp(start=setup, seed=SEED, autoplay=False, prefs=Preferences(coach=coach, theme=theme))


async def to_the_persons_decision(pilot) -> TableScreen:
    table = cast(TableScreen, pilot.app.screen)
    for _ in range(20):
        if table.viewer_decides():
            break
        await pilot.press("space")
    assert table.viewer_decides()
    return table


async def test_the_coach_speaks_for_perfect_play_and_g_opens_the_strategy_at_the_table_s_score():
    async with put_app().run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = await to_the_persons_decision(pilot)
        advice = table.session.advice(0)
        assert advice.judge == PERFECT
        text = "\n".join(table.query_one(CoachPanel).lines)
        assert "perfect play" in text and "[b]▸[/b]" in text and text.count("game") >= len(advice.choices)
        view = table.session.view(0)
        await pilot.press("g")
        await pilot.pause()
        page = pilot.app.screen
        assert isinstance(page, StrategyScreen)
        first = (view.dealer + 1) % 2
        needs = (3 - view.scores[first], 3 - view.scores[1 - first])
        assert page.needs == page.shown_needs == needs
        assert page.seat == (FIRST if first == 0 else DEALER), "the viewer's own seat this round first"
        assert page.plays == kind_plays(*needs, page.seat)[1]
        assert page.hand_kind == kind_of(tuple(sorted((strength(c) for c in view.dealt), reverse=True)))
        shown = page.seat
        assert sum(line.startswith("[b]▸ ") for line in page.chart_lines(78)) == 1, "the viewer's kind marked"
        await pilot.press("d")
        await pilot.pause()
        other = DEALER if shown == FIRST else FIRST
        assert page.seat == other and page.plays == kind_plays(*needs, other)[1]
        assert not any("▸ " in line for line in page.chart_lines(78)[1:-1]), "not his seat: no hand of his there"
        assert [play.puts for play in page.plays] != [play.puts for play in kind_plays(*needs, shown)[1]]
        await pilot.press("escape")
        await pilot.pause()
        assert pilot.app.screen is table


async def test_the_strategy_key_waits_for_the_coach_and_a_two_handed_table():
    async with put_app(coach=False).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = await to_the_persons_decision(pilot)
        await pilot.press("g")
        await pilot.pause()
        assert pilot.app.screen is table, "without the coach, g does nothing"
    async with put_app(players=4, mode="free_for_all").run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, pilot.app.screen)
        assert not table.presenter.offers_strategy(table.session.view(0))
        await pilot.press("g")
        await pilot.pause()
        assert pilot.app.screen is table


def strategy_page():
    async def run_before(pilot) -> None:
        await pilot.pause()
        await to_the_persons_decision(pilot)
        await pilot.press("g")
        await pilot.pause()

    return run_before


def test_strategy_page_snapshot_80x24(snap_compare):
    assert snap_compare(put_app(), terminal_size=(80, 24), run_before=strategy_page())


def test_any_turn_strategy_page_snapshot_80x24(snap_compare):
    """PU-V1 at (2, 2): the put bars in a shade a trick."""
    assert snap_compare(put_app(put_any_turn=True, target=2), terminal_size=(80, 24), run_before=strategy_page())


def test_strategy_page_light_theme_snapshot_160x50(snap_compare):
    assert snap_compare(put_app(theme="textual-light"), terminal_size=(160, 50), run_before=strategy_page())


async def test_the_review_of_a_solved_game_sets_choices_beside_perfect_play_and_opens_its_strategy():
    setup = TableSetup(game="put", seats=default_seats(2), settings={"target": 2})
    session = play_on(TableSession(setup, SEED), 400)
    assert session.is_over()
    review = session.review()
    judged = [frame for frame in review.frames if frame.judgement is not None]
    assert judged and all(frame.judgement.judge == PERFECT for frame in judged)
    app = ParlourApp(autoplay=False, prefs=Preferences())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = ReviewScreen(review, setup, SEED)
        app.push_screen(screen)
        await pilot.pause()
        screen.go(review.frames.index(judged[0]))
        await pilot.pause()
        panel = "\n".join(screen.query_one(CoachPanel).lines)
        assert "perfect play: [b]" in panel and "[b]▸[/b]" in panel
        assert "perfect play:" in screen.verdict(screen.frame)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, StrategyScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        # A play-test: at the computer player's decision the page marked its hand as "your hand"
        (person,) = setup.people
        theirs = next(frame for frame in review.frames if frame.decision and frame.decision.seat != person)
        screen.go(review.frames.index(theirs))
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        page = cast(StrategyScreen, app.screen)
        mine = theirs.state.dealt[person]
        assert page.hand_kind == kind_of(tuple(sorted((strength(card) for card in mine), reverse=True)))
        assert page.own_seat == (DEALER if theirs.state.dealer == person else FIRST)


async def test_the_rules_screen_over_a_two_handed_put_table_opens_the_strategy_too():
    async with put_app(coach=False).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = await to_the_persons_decision(pilot)
        await pilot.press("f1")
        await pilot.pause()
        rules = pilot.app.screen
        assert rules is not table and rules.check_action("strategy", ()) is True
        await pilot.press("g")
        await pilot.pause()
        page = pilot.app.screen
        assert isinstance(page, StrategyScreen)
        assert page.plays == kind_plays(*page.needs, page.seat)[1]
        await pilot.press("escape")
        await pilot.pause()
        assert pilot.app.screen is rules


async def test_the_rules_screen_over_a_table_without_a_strategy_page_offers_none():
    """Red Dog has no strategy page: the rules screen over its table does not offer "g" (it asks the table whether
    there is a page; the page is built only when opened)."""
    async with app_at_table("red_dog", players=3).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        rules = pilot.app.screen
        assert isinstance(rules, RulesScreen) and rules.check_action("strategy", ()) is False
        await pilot.press("g")
        await pilot.pause()
        assert pilot.app.screen is rules


async def test_with_put_at_any_turn_the_page_draws_in_which_trick_each_kind_puts_at_a_shipped_score():
    """PU-V1 at (2, 2) (a game to 2): the page is offered and draws rules/put/anyturn_kinds.py's whole round, in
    both languages' words for it: the first to speak never puts before his lead there, so his put bars are in
    the later tricks' shades; the dealer's start in the first's."""
    from parlour.app.words.i18n import set_language
    from parlour.rules.put.anyturn_kinds import any_turn_kind_plays

    async with put_app(put_any_turn=True, target=2).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = await to_the_persons_decision(pilot)
        assert table.presenter.offers_strategy(table.session.view(0))
        await pilot.press("g")
        await pilot.pause()
        page = pilot.app.screen
        assert isinstance(page, StrategyScreen) and page.any_turn and page.needs == page.shown_needs == (2, 2)
        for seat, first_trick in ((FIRST, False), (DEALER, True)):
            if page.seat != seat:
                await pilot.press("d")
                await pilot.pause()
            assert page.plays == list(any_turn_kind_plays(2, 2, seat))
            puts = "".join(re.findall(r"\[\$primary\]([█▓▒]*)\[/\]", row)[0] for row in page.chart_lines(78)[1:-1])
            assert ("█" in puts) is first_trick and "▓" in puts and "▒" in puts, seat
        title = "\n".join(page.title_lines())
        assert "put at any turn" in title and 'when to say "I put"' in title
        set_language("ru")
        try:
            assert "«ставлю» в любой ход" in "\n".join(page.title_lines())
            assert "когда говорить «Я ставлю»" in "\n".join(page.title_lines())
            assert "«ставлю» во взятке █ 1 ▓ 2 ▒ 3" in page.chart_lines(78)[-1]
        finally:
            set_language("en")


def test_a_bar_in_parts_draws_each_part_in_its_shade_and_adds_up_to_its_width():
    """PU-V1's put bar: a trick a shade, each rounded as a running total so that the cells add up to the whole
    share; a share of none is all light, an unknown one a dash."""
    from parlour.app.games.put.strategy import bar

    drawn = bar(0.5, 20, (0.2, 0.2, 0.1))
    assert "█" * 4 + "▓" * 4 + "▒" * 2 + "[/]" in drawn and drawn.count("░") == 10
    thirds = bar(1.0, 10, (1 / 3, 1 / 3, 1 / 3))
    assert thirds.count("█") + thirds.count("▓") + thirds.count("▒") == 10 and "░" not in thirds
    assert bar(0.0, 8, (0.0, 0.0, 0.0)).count("░") == 8 and "—" in bar(None, 8)


def test_the_ascii_style_tells_the_bars_shades_apart_and_its_legend_says_each():
    """Seen: in the ASCII style every shade of the chart and "never" read "#", told apart by colour alone."""
    from textual.content import Content

    from parlour.app.games.put.strategy import bar
    from parlour.app.widgets.ascii_style import to_ascii

    assert to_ascii(Content.from_markup(bar(0.8, 10, (0.4, 0.2, 0.2))).plain) == "####==++::"
    assert to_ascii('"I put" in trick █ 1 ▓ 2 ▒ 3 ░ never') == '"I put" in trick # 1 = 2 + 3 : never'


async def test_beyond_the_pu_v1_target_the_page_draws_the_score_scaled_down_as_the_expert_plays_it():
    """PU-V1 in a game to 5 (both need 5; the first to speak 4, the dealer 1): the page is offered at every score
    and draws the shipped state the expert plays for it (anyturn_table.standing_for), saying so in both
    languages."""
    from parlour.app.words.i18n import set_language
    from parlour.rules.put.anyturn_kinds import any_turn_kind_plays
    from parlour.rules.put.anyturn_table import standing_for
    from tests.put_helpers import ENGINE, start

    hands = [["AS", "KS", "4S"], ["5S", "6H", "7D"]]
    async with put_app(put_any_turn=True, target=5).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for scores, shown in (((0, 0), (3, 3)), ((4, 1), (3, 1))):
            view = ENGINE.view(start(hands, target=5, scores=scores, put_any_turn=True), 0)
            assert cast(TableScreen, pilot.app.screen).presenter.offers_strategy(view)
            page = StrategyScreen(view, ("You", "Bob"))
            needs = (5 - scores[1], 5 - scores[0])  # seat 1 speaks first: seat 0 deals the first round
            assert page.needs == needs and page.shown_needs == shown == standing_for(*needs)
            assert page.plays == list(any_turn_kind_plays(*shown, page.seat))
            note = "\n".join(page.title_lines())
            assert (
                f"Perfect play is solved up to 3 points: shown scaled down, at {shown[0]} and {shown[1]} to go" in note
            )
            set_language("ru")
            try:
                assert f"до победы остаётся {shown[0]} и {shown[1]}" in "\n".join(page.title_lines())
                await pilot.app.push_screen(page)  # the longest page there is: PU-V1, scaled, in Russian
                await pilot.pause()
                for part in (page.query_one("#strategy-title"), page.query_one("#strategy-chart")):
                    needed = part.get_content_height(page.size, page.size, part.size.width)
                    assert part.size.height >= needed, "every line of it on the 80x24 screen, none cut off"
                page.dismiss(None)
                await pilot.pause()
            finally:
                set_language("en")


def test_without_the_pu_v1_page_s_figures_the_page_is_not_offered(monkeypatch):
    """An installation missing assets/put_anyturn_kinds.zip: `g` offers nothing at a PU-V1 table rather than fail."""
    from parlour.app.games.put import strategy
    from tests.put_helpers import ENGINE, start

    view = ENGINE.view(start([["AS", "KS", "4S"], ["5S", "6H", "7D"]], target=2, put_any_turn=True), 0)
    assert strategy.any_turn_shown(strategy.table_needs(view)) == (2, 2)
    monkeypatch.setattr(strategy, "shipped_habits", dict)
    assert strategy.any_turn_shown(strategy.table_needs(view)) is None


def test_the_page_opens_on_the_viewers_own_seat_whoever_deals_and_names_each_seats_points_to_go():
    """What mutants of the page showed unchecked (every test's deal had seat 1 dealing, at equal scores): a person
    who deals sees the dealer's page first, one who speaks first the first speaker's, a watcher the first speaker's
    with no hand marked; the points to go are each seat's own; a hand's kind is read from its best card down."""
    from parlour.app.games.put.strategy import DEALER, FIRST, StrategyScreen
    from parlour.rules.put.deal import strength
    from parlour.rules.put.hand_classes import kind_of
    from tests.put_helpers import ENGINE, start

    names = ("You", "Bob")
    state = start([["KS", "5D", "2C"], ["7H", "9C", "JD"]], dealer=0, scores=(2, 0), target=5)  # seat 1 first
    dealing = StrategyScreen(ENGINE.view(state, 0), names)
    assert (dealing.first, dealing.own_seat, dealing.seat, dealing.needs) == (1, DEALER, DEALER, (5, 3))
    assert dealing.title_lines()[0].endswith("points to go: Bob 5, you 3")  # the person inside a sentence
    assert dealing.title_lines()[1] == 'Shown: the dealer (you this round), who speaks after a "no put"'
    speaking = StrategyScreen(ENGINE.view(state, 1), names)
    assert (speaking.own_seat, speaking.seat) == (FIRST, FIRST)
    best = sorted(map(strength, ("KS", "5D", "2C")), reverse=True)  # the first hand dealt, best first
    assert best[0] == strength("2C") and speaking.hand_kind == kind_of(tuple(best)), "its kind is its 2's (PU-1)"
    watching = StrategyScreen(ENGINE.view(state, None), names)
    assert (watching.own_seat, watching.seat, watching.hand_kind) == (None, FIRST, None)


def test_the_page_names_the_person_in_lower_case_mid_sentence_in_russian_too():
    """A play-test: «осталось набрать: Вы 5, Борис 5» and «в этой партии — Вы», the page's names being the table's
    shown ones («Вы» already)."""
    from parlour.app.games.put.strategy import StrategyScreen
    from parlour.app.words.i18n import set_language
    from parlour.app.words.seat_words import addressed
    from tests.put_helpers import ENGINE, start

    state = start([["KS", "5D", "2C"], ["7H", "9C", "JD"]], dealer=1, scores=(0, 0), target=5)  # seat 0 first
    set_language("ru")
    try:
        page = StrategyScreen(ENGINE.view(state, 0), addressed(("You", "Bob"), 0))
        lines = page.title_lines()
        assert lines[0].endswith("осталось набрать: вы 5, Bob 5") and "в этой партии — вы)" in lines[1], lines
    finally:
        set_language("en")
