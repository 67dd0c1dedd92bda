"""Refusals as data (issue 22): every code an engine can raise has one English template (rules/refusals.py)
and an app wording in English and Russian; Put's `why_not` from a seat's view is `verify`'s own refusal; the
table words a refused decision from its code, in the language in force."""

from __future__ import annotations

import ast
import asyncio
import gettext
import json
import random
import string
from pathlib import Path
from typing import cast

import pytest
from pydantic import ValidationError
from rich.cells import cell_len
from rich.text import Text

from parlour.app.games import presenter_for
from parlour.app.games.refusal_words import SHARED, UNWORDED, Words, worded
from parlour.app.games.table_refusals import refusal as setup_refusal_text
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.widgets.prompt_line import PromptLine
from parlour.app.words.i18n import DOMAIN, LOCALE_DIR, _, set_language
from parlour.app.words.seat_words import addressed
from parlour.rules.actions import ActionKind
from parlour.rules.declarations import action_kinds
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction, InvalidSetup, RuleError
from parlour.rules.games import all_games, by_id
from parlour.rules.put.settings import Mode, PutSettings
from parlour.rules.red_dog.refusals import ENGLISH as RED_DOG_CODES
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.refusals import CODE, TEMPLATES
from tests.app_helpers import held
from tests.net_helpers import serving

RULES = Path(__file__).resolve().parent.parent / "rules"
RUSSIAN = gettext.translation(DOMAIN, LOCALE_DIR, languages=["ru"])
KINDS: tuple[ActionKind, ...] = tuple(action_kinds())


def every_code() -> dict[str, str]:
    """Every registered code: each game registers its own as its engine loads."""
    for game in all_games():
        game.engine()
    return dict(TEMPLATES)


def app_words() -> dict[str, Words]:
    """Every code the app words: the shared ones and each game's presenter's."""
    words = dict(SHARED)
    for game in all_games():
        words.update(presenter_for(game.id).refusal_words)
    return words


def sample(code: str) -> IllegalAction:
    """A refusal of `code` with a figure for every field of its English template."""
    fields = {name for _, name, _, _ in string.Formatter().parse(TEMPLATES[code]) if name}
    return IllegalAction(code, "PU-4", **{name: "3S" if name == "card" else 1 for name in fields})


def raised_codes() -> set[str]:
    """Every code written where rules/ raises or returns an engine error (its first argument, a literal)."""
    found = set()
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("IllegalAction", "InvalidSetup"):
                first = node.args[0] if node.args else None
                branches = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
                found.update(
                    b.value
                    for b in branches
                    if isinstance(b, ast.Constant) and isinstance(b.value, str) and CODE.fullmatch(b.value)
                )
    return found


def test_every_code_raised_in_rules_is_registered_with_an_english_template():
    codes = every_code()
    raised = raised_codes()
    assert raised and raised <= set(codes), sorted(raised - set(codes))
    assert {"put.already_put", "turn.not_yours", "game.over"} <= raised


def test_every_code_has_app_words_in_english_and_russian_and_no_words_are_left_over():
    codes, words = every_code(), app_words()
    assert set(codes) - set(words) == set(), "a code without the app's words"
    assert set(words) - set(codes) == set(), "words for a code no engine has"
    for code, entry in words.items():
        for message in filter(None, (entry.other, entry.you)):
            assert RUSSIAN.gettext(message) != message, f"{code}: no Russian for {message!r}"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_code_is_worded_with_its_figures_and_rule(language):
    words, names = app_words(), ("Ann", "Bob", "[b]Cy")
    set_language(language)
    try:
        for code in every_code():
            text = worded(sample(code), words, names, card=lambda card: "10♥")
            assert "(PU-4" in text and "{" not in text and text != _(UNWORDED).format(rule="PU-4"), (code, text)
            if language == "ru":
                assert any("а" <= letter <= "я" for letter in text.lower()), (code, text)
    finally:
        set_language("en")


def decision_codes() -> set[str]:
    """The codes rules/ raises as an `IllegalAction`: a decision or a step refused, said on the table's one message
    line (a setup's refusals are said where the setup wraps them)."""
    found = set()
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction" and node.args:
                first = node.args[0]
                for branch in [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]:
                    if isinstance(branch, ast.Constant) and isinstance(branch.value, str):
                        found.add(branch.value)
    return found & set(every_code())


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_refused_decision_fits_the_tables_message_line_at_80_columns(language):
    """A play-test at 80x24: '✗ "I put" is said only right after the deal, before the first lead (PU-4;' (its end
    cut off). Every refusal of a decision, with a name of six letters and figures of three digits, fits the one
    line under the prompt, its mark included."""
    words, names = app_words(), ("Dmitri", "Dmitri", "Dmitri")
    codes = decision_codes()
    assert {"put.after_deal_only", "red_dog.no_chips_forfeit", "turn.not_yours"} <= codes
    set_language(language)
    try:
        for code in codes:
            fields = {name for _, name, _, _ in string.Formatter().parse(TEMPLATES[code]) if name}
            refused = IllegalAction(code, "RD-V3", **{name: "3S" if name == "card" else 100 for name in fields})
            for seat in (0, None):  # said to the seat's own person, and to another
                shown = addressed(names, seat)
                text = Text.from_markup(f"✗ {worded(refused, words, shown, card=lambda card: '10♥')}").plain
                assert cell_len(text) <= 80, (code, cell_len(text), text)
    finally:
        set_language("en")


def test_a_code_nobody_worded_still_names_the_rule_and_an_english_sentence_is_shown_as_text():
    assert worded(IllegalAction("put.already_put", "PU-4", putter=0), {}, ("Ann",)) == UNWORDED.format(rule="PU-4")
    assert worded(RuleError("[b]seat 0[/b] cannot act", "CH-5"), {}, ()) == "\\[b]seat 0\\[/b] cannot act (CH-5)"


def test_the_english_is_rendered_from_the_template_and_a_sentence_still_works():
    refused = IllegalAction("turn.not_yours", "PU-5", seat=1, other=10**70)
    assert refused.code == "turn.not_yours" and refused.params == {"seat": 1, "other": 10**70}
    assert str(refused) == "it is seat 1's turn, not seat a number of about 71 digits's (PU-5)"
    old = IllegalAction("the game is over", "PT-5")
    assert old.code is None and old.params == {} and str(old) == "the game is over (PT-5)"
    with pytest.raises(LookupError):
        IllegalAction("put.no_such_code", "PU-4")


# -- Put: why_not is verify's own refusal (PU-4, PU-5, PU-V1..PU-V3) -------------------------------------------


def put_states():
    """States along random Put games of every mode, with and without PU-V1."""
    engine = by_id("put").engine()
    modes: tuple[tuple[Mode, int], ...] = (("two_player", 2), ("free_for_all", 4), ("partners", 4))
    for mode, players in modes:
        for any_turn in (False, True):
            for seed in range(3):
                state = engine.new_game(PutSettings(mode=mode, put_any_turn=any_turn, target=3), players, seed)
                pick = random.Random(seed)
                for _move in range(80):
                    if engine.is_over(state):
                        break
                    yield state
                    seat = engine.to_act(state)
                    state = (
                        engine.step(state)
                        if seat is None
                        else engine.apply(state, pick.choice(engine.legal_actions(state)))
                    )


def test_put_why_not_from_a_seats_view_is_the_refusal_verify_raises():
    engine = by_id("put").engine()
    asked = 0
    for state in put_states():
        for seat in range(state.players):
            view = engine.view(state, seat)
            for kind in KINDS:
                for card in (None, *(state.hands[seat] if state.hands else ()), "2C"):
                    action = Action(seat=seat, do=kind, card=card)
                    try:
                        engine.verify(state, action)
                        expected = None
                    except IllegalAction as error:
                        expected = (error.code, error.rule, error.params, str(error))
                    answer = engine.why_not(view, action)
                    got = answer and (answer.code, answer.rule, answer.params, str(answer))
                    assert got == expected, (state.phase, action)
                    asked += 1
    assert asked > 10_000


# -- Red Dog: why_not is verify's own refusal, from any seat's view (RD-6, RD-V3, CH-4) ------------------------


def red_dog_states():
    """States along random Red Dog games: short hands (RD-V3's misdeals), broke seats, both hand sizes."""
    engine = by_id("red_dog").engine()
    for players, settings in (
        (2, {}),
        (5, {"irregular_deals": 0.5, "burn": True}),
        (10, {"four_card_hands": True}),
        (4, {"starting_chips": 3, "irregular_deals": 0.5}),
    ):
        for seed in range(3):
            state = engine.new_game(RedDogSettings(**settings), players, seed)
            pick = random.Random(seed)
            for _move in range(60):
                if engine.is_over(state):
                    break
                yield state
                seat = engine.to_act(state)
                state = (
                    engine.step(state)
                    if seat is None
                    else engine.apply(state, pick.choice(engine.legal_actions(state)))
                )
            yield state


def refusal_of(engine, state, action):
    """verify's answer as (code, rule, params, English), None when the action is legal."""
    try:
        engine.verify(state, action)
    except IllegalAction as error:
        return error.code, error.rule, error.params, str(error)
    return None


def test_red_dog_why_not_from_any_seats_view_is_the_refusal_verify_raises():
    engine = by_id("red_dog").engine()
    asked, codes = 0, set()
    for state in red_dog_states():
        broke = state.model_copy(update={"stacks": (0, *state.stacks[1:])})
        for table in (state, broke):
            refused = {}  # verify's answer to each action, the same whichever seat's view asks
            for actor in range(table.players):
                stack = table.stacks[actor]
                bets: tuple[tuple[ActionKind, int | None], ...] = (
                    ("forfeit", None),
                    ("pass", None),
                    ("play", None),
                    ("bet", None),
                    *[("bet", n) for n in (0, 1, table.pot, table.pot + 1, stack, stack + 1)],
                )
                for kind, amount in bets:
                    action = Action(seat=actor, do=kind, amount=amount)
                    refused[action] = refusal_of(engine, table, action)
            for seat in (None, *range(table.players)):
                view = engine.view(table, seat)
                for action, expected in refused.items():
                    answer = engine.why_not(view, action)
                    assert (answer and (answer.code, answer.rule, answer.params, str(answer))) == expected, (
                        table.phase,
                        seat,
                        action,
                    )
                    codes.add(expected and expected[0])
                    asked += 1
    assert asked > 10_000
    assert set(RED_DOG_CODES) <= codes, "a Red Dog code never met"


# -- Put and Take: every decision refused alike, from the state and from any view (PT-11) ----------------------


def test_put_and_take_why_not_from_any_view_is_the_refusal_verify_raises():
    engine = by_id("put_and_take").engine()
    state = engine.new_game(by_id("put_and_take").settings_model()(), 3, seed=4)
    for _move in range(30):
        if engine.is_over(state):
            break
        for seat in (None, 0, 1, 2):
            for kind in KINDS:
                action = Action(seat=seat or 0, do=kind, amount=1 if kind == "bet" else None)
                answer = engine.why_not(engine.view(state, seat), action)
                expected = refusal_of(engine, state, action)
                assert answer is not None and expected is not None
                assert (answer.code, answer.rule, answer.params, str(answer)) == expected
                assert expected[0] == "put_and_take.no_decisions" and expected[3].endswith("the cards (PT-11)")
        state = engine.step(state)


# -- setup: every engine refuses a table with a code, worded once for the setup screen and the command line -------

SETUP_CODES = {
    "red_dog.players",
    "red_dog.burn_too_many",
    "put.two_player_players",
    "put.free_for_all_players",
    "put.partners_players",
    "put_and_take.players",
}
"""The codes the three first games' `check_setup` refuse with (RD-1, RD-V1, PU-3, PU-V2, PU-V3, PT-1)."""
SETUP_VARIANTS = {
    "red_dog": ({}, {"burn": True}, {"burn": True, "four_card_hands": True}),
    "put": ({"mode": "two_player"}, {"mode": "free_for_all"}, {"mode": "partners"}),
}
"""The settings that change a game's player counts; any other game is tried with its defaults."""


def setup_refusals():
    """Every refusal of a table the engines give over counts from -1 to 12 and their settings' variants."""
    for game in all_games():
        engine = game.engine()
        for settings in SETUP_VARIANTS.get(game.id, ({},)):
            for players in range(-1, 13):
                try:
                    engine.check_setup(game.settings_model()(**settings), players)
                except InvalidSetup as error:
                    yield error


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_setup_refusal_is_a_code_worded_through_the_catalog(language):
    seen = set()
    set_language(language)
    try:
        for error in setup_refusals():
            seen.add(error.code)
            text = setup_refusal_text(error)
            assert error.rule is not None and error.code is not None  # every setup refusal is coded, with its rule
            assert f"({error.rule})" in text and text.count(error.rule) == 1 and "{" not in text, text
            if language == "en" and (error.code.endswith("players") or error.code == "red_dog.burn_too_many"):
                assert text == str(error)  # the app's English is the engine's
            if language == "ru":
                assert any("а" <= letter <= "я" for letter in text.lower()), text
    finally:
        set_language("en")
    assert seen >= SETUP_CODES, "each of these codes is met (a game registered later brings its own)"


def test_the_setup_and_the_command_line_word_a_refused_table_in_russian(capsys):
    from parlour.app.cli import main as cli_main

    try:
        with pytest.raises(ValidationError) as refused:
            TableSetup(game="put", seats=default_seats(3), settings={"mode": "partners"})
        set_language("ru")
        assert setup_refusal_text(refused.value) == "«Я ставлю» (пара на пару): нужно ровно 4 игрока, а не 3 (PU-V3)"
        with pytest.raises(SystemExit):
            cli_main(["--lang", "ru", "play", "red_dog", "--players", "1000000000"])
        assert (
            capsys.readouterr()
            .err.strip()
            .splitlines()[-1]
            .endswith("«Рыжая собака»: нужно от 2 до 10 игроков, а не 1000000000 (RD-1)")
        )
    finally:
        set_language("en")


# -- at the table -------------------------------------------------------------------------------------------


async def until_put_play(pilot, table: TableScreen) -> None:
    """Move the table on until the person plays a card (declining the window, seeing a put)."""
    for _key in range(40):
        kinds = table.prompt.legal_kinds()
        if "play" in kinds:
            return
        await pilot.press("d" if "decline" in kinds else "s" if "fold" in kinds else "space")
    raise AssertionError("the person never got to play")


@pytest.mark.parametrize(
    "language, card_words, kind_words",
    [
        ("en", "is not in your hand (PU-5)", "Play a card now (PU-5)"),
        ("ru", "У вас нет карты", "Сейчас положите карту (PU-5)"),
    ],
)
async def test_a_refused_put_decision_is_worded_from_its_code_in_the_language_in_force(
    language, card_words, kind_words
):
    set_language(language)
    try:
        setup = TableSetup(game="put", seats=default_seats(2), settings={})
        app = ParlourApp(start=setup, seed=7, autoplay=False, prefs=Preferences(language=language, animation_seconds=0))
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause()
            table = cast(TableScreen, app.screen)
            await until_put_play(pilot, table)
            state, seat = held(table).state, table.session.person_to_act()
            assert seat is not None
            in_hand = set(table.session.view(seat).hand)
            missing = next(card for card in ("2C", "3D", "4H", "5S", "6C") if card not in in_hand)
            for action, words in (
                (Action(seat=seat, do="play", card=missing), card_words),
                (Action(seat=seat, do="bet", amount=3), kind_words),
            ):
                table.prompt.post_message(PromptLine.Decided(action))
                await pilot.pause()
                shown = table.query_one("#table-message").render()
                assert words in str(shown) and held(table).state is state, str(shown)
                assert "not a Put action" not in str(shown)
    finally:
        set_language("en")


# -- over the network ------------------------------------------------------------------------------------------

NET_WORDS = {
    "put.window_choices": "Сейчас решите, ставите ли вы (PU-4)",
    "put.play_choices": "Сейчас положите карту",
    "put.answer_first": "Сначала ответьте на «ставлю»",
    "turn.not_yours": "Сейчас ходит",
    "turn.none_due": "Сейчас решать нечего",
}
"""What a Russian client says for each refusal a bet at a Put table can meet."""


def put_bet_refusals() -> tuple[IllegalAction, ...]:
    """Each refusal a bet at a Put table can meet, as the engine raises it (which one a real table sends depends on
    how far the computer player got: the race is the server's, the wording must hold for every one)."""
    by_id("put")  # its codes are known once the game is
    return (
        IllegalAction("put.window_choices", "PU-4", do="bet"),
        IllegalAction("put.play_choices", "PU-5", do="bet"),
        IllegalAction("put.answer_first", "PU-4", putter=1),
        IllegalAction("turn.not_yours", "PU-4", seat=1, other=0),
        IllegalAction("turn.none_due", "PU-3"),
    )


async def refused_remotely(address: str, game: str, amount: int):
    """Sit at a new table of `game` (a person and a computer player) through the real client, start it and bet
    `amount` at once: a maker of the seat's `RemoteSession` (a session shows the rules' refusal of a decision once:
    each wording is a session's own), the server's first `Error` as sent (JSON) and as read."""
    from parlour.app.net.client import SeatRequest, take_seat
    from parlour.app.net.protocol import Act, Error, Start
    from parlour.app.net.remote_session import RemoteSession

    setup = TableSetup(game=game, seats=default_seats(2, 1), settings={})
    socket, welcome, first = await take_seat(SeatRequest(address=address, name="Ann", setup=setup))
    await socket.send(Start().model_dump_json())
    await socket.send(Act(action=Action(seat=welcome.seat, do="bet", amount=amount)).model_dump_json())
    while (raw := json.loads(await asyncio.wait_for(socket.recv(), 10)))["type"] != "error":
        pass
    await socket.close()
    return lambda: RemoteSession(socket.send, welcome, first), raw, Error.model_validate(raw)


def shown_refusal(session, raw: dict) -> str:
    """What the table shows for the server's refusal of its seat's decision: no notice, but the rules' refusal
    taken from the seat (`refused`) and worded as a refusal at a table here is (on the message line)."""

    assert session.receive(json.dumps(raw)) is None, "not a notice"
    refused = session.refused()
    assert refused is not None and session.refused() is None, "taken once"
    return worded(refused, presenter_for(session.game.id).refusal_words, addressed(session.names, session.seat))


async def test_a_remote_seat_refuses_at_once_by_the_engines_own_check_and_sends_nothing(parlour_home):
    """RD-6: a bet a seat's view already shows is illegal is refused by the seat at once, with the very refusal the
    engine's `verify` would give (its `why_not` from the view: one predicate), and nothing goes to the server; a
    legal bet goes."""
    from parlour.app.net.client import SeatRequest, take_seat
    from parlour.app.net.protocol import Start
    from parlour.app.net.remote_session import RemoteSession

    setup = TableSetup(game="red_dog", seats=default_seats(2, 1), settings={})
    async with serving(pace=0.01) as (_server, address):
        socket, welcome, first = await take_seat(SeatRequest(address=address, name="Ann", setup=setup))
        sent: list[str] = []

        async def send(text: str) -> None:
            sent.append(text)
            await socket.send(text)

        session = RemoteSession(send, welcome, first)
        await socket.send(Start().model_dump_json())
        while session.person_to_act() != session.seat:
            session.receive(str(await asyncio.wait_for(socket.recv(), 10)))
            while session.step() is not None:
                pass
        view = session.view(session.seat)
        over_the_pot = Action(seat=session.seat, do="bet", amount=view.pot + 1)
        with pytest.raises(IllegalAction) as refused:
            session.act(session.seat, over_the_pot)
        expected = session.engine.why_not(view, over_the_pot)
        assert expected is not None and refused.value.code == expected.code, refused.value
        assert refused.value.code in ("red_dog.bet_over_pot", "red_dog.bet_over_stack") and refused.value.rule == "RD-6"
        assert session.person_to_act() == session.seat
        await asyncio.sleep(0)
        assert sent == [], "a refused decision is not sent"
        session.act(session.seat, Action(seat=session.seat, do="bet", amount=1))
        await asyncio.sleep(0.05)
        assert len(sent) == 1 and json.loads(sent[0])["type"] == "act"
        await socket.close()


async def test_the_servers_refusal_carries_its_code_and_a_russian_client_words_it(parlour_home):
    async with serving(pace=0.01) as (_server, address):
        seated, raw, refused = await refused_remotely(address, "put", 1)
    assert refused.code in NET_WORDS and refused.message.endswith(f"({refused.rule})"), raw
    try:
        set_language("ru")
        assert NET_WORDS[refused.code] in shown_refusal(seated(), raw)
    finally:
        set_language("en")
    shown = shown_refusal(seated(), raw)
    assert "(PU-" in shown and refused.message not in shown
    assert {refusal.code for refusal in put_bet_refusals()} == set(NET_WORDS)
    for refusal in put_bet_refusals():
        sent = {**raw, "message": str(refusal), "rule": refusal.rule, "code": refusal.code, "params": refusal.params}
        try:
            set_language("ru")
            assert NET_WORDS[str(refusal.code)] in shown_refusal(seated(), sent), refusal.code
        finally:
            set_language("en")


async def test_a_red_dog_refusal_over_the_network_names_its_rule_once_coded_or_sent_as_a_sentence(parlour_home):
    """RD-6: a bad bet comes back as a code the client words; an Error whose English already ends with its rule
    (a server that sends sentences) is shown with the rule once, never "… (RD-6) (RD-6)"."""
    async with serving(pace=0.01) as (_server, address):
        seated, raw, refused = await refused_remotely(address, "red_dog", 10**6)
    assert refused.code in ("red_dog.bet_over_pot", "turn.not_yours", "turn.none_due") and refused.rule == "RD-6"
    try:
        for language in ("en", "ru"):
            set_language(language)
            shown = shown_refusal(seated(), raw)
            assert shown.count("(RD-6)") == 1 and refused.message not in shown, shown
            sentence = shown_refusal(seated(), {**raw, "code": None, "params": None})
            assert sentence.count("(RD-6)") == 1 and sentence.endswith("(RD-6)"), sentence
    finally:
        set_language("en")
