"""Every sentence the tables say about a seat reads right for the person spoken to and for a third person.

Whole games of each game and mode are played through a session; everything the presenter
draws from each view (the log, the status and prompt lines, seats, the middle, summaries,
the end) is collected with the table speaking to the person "Zed" (whose sentences say "you",
whatever the name), then speaking to nobody, and checked for a verb that does not agree with
its subject, for "You" capitalised mid-sentence, and for the person's name where "you" belongs.
"""

from __future__ import annotations

import re

import pytest

from parlour.app.games import presenter_for
from parlour.app.games.presenter import TableContext
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.app.words.seat_words import addressed
from tests.session_helpers import play_on

TABLES = [
    ("put_and_take", 4, {"rounds": 3}),
    (
        "put_and_take",
        3,
        {"rounds": 2, "ante": True, "easy_come_easy_go": True, "red_and_black": True, "up_and_down_the_river": True},
    ),
    ("red_dog", 4, {"rounds": 4}),
    ("red_dog", 6, {"rounds": 3, "burn": True}),
    ("put", 2, {"target": 2}),
    ("put", 4, {"mode": "partners", "target": 2}),
    ("put", 3, {"mode": "free_for_all", "target": 2}),
]
OTHERS = ("Ann", "Bob", "Cleo", "Dmitri", "Eva", "Fyodor", "Gala", "Igor", "Katya", "Lev", "Zed")
SECOND_PERSON_WRONG = re.compile(
    r"\bYou (is|has|does|[a-z]+s)\b(?<!\bpass)"
    r"|\bYou [a-z]+\b[^.:;·(]* and (is|has|does|[a-z]+s)\b",
    re.IGNORECASE,
)
"""After "You", and after "and" in the same clause: no third-person verb ("You wins", "YOU WINS",
"You draw highest and deals"); "You pass" is right."""
THIRD_PERSON_WRONG = re.compile(
    rf"(?<!& )\b({'|'.join(OTHERS)}) (are|have|do|win|lose|pay|deal|lead|collect|play|fold|draw|discard|score|"
    r"take|throw|see|cut|receive|buy|forfeit|pass)\b"
)
"""After another player's name (not as the second of a team, "You & Cleo win"): no plural verb."""


MID_SENTENCE_YOU = re.compile(r"[a-z,:;] You\b")
""""the deal passes to You": "you" is capitalised only where a sentence starts."""


def sentences(game: str, players: int, settings: dict, addressed: bool, choice: int) -> set[str]:
    """Everything the presenter says over one whole game, the person "Zed" (seat 0) choosing the
    `choice`-th legal move; spoken to (`addressed`) or not."""
    seats = list(default_seats(players))
    seats[0] = SeatSetup(name="Zed", human=True)
    setup = TableSetup(game=game, seats=tuple(seats), settings=settings)
    session = TableSession(setup, seed=3 + choice)
    presenter = presenter_for(game)(
        TableContext(names=setup.names, people=(0,), bottom=0, seed=3, label=lambda card: f"<{card}>")
    )
    presenter.speak_to(0 if addressed else None)
    # The log as it reads with each seat Zed's in turn (spoken to as the one person, or one of two):
    # every kind of event gets that subject.
    loggers = [
        presenter_for(game)(
            TableContext(
                names=tuple(
                    "Zed" if other == seat else name for other, name in enumerate(setup.names[1:] + (OTHERS[-2],))
                ),
                people=(seat,) if addressed else (seat, (seat + 1) % players),
                bottom=0,
                seed=3,
                label=lambda card: f"<{card}>",
            )
        )
        for seat in range(players)
    ]
    said: set[str] = set()
    for _ in range(4000):
        view = session.view(0)
        said.update((presenter.status_line(view), presenter.variants_text(view), presenter.next_step(view, True)))
        if view.to_act is not None:
            said.update(
                presenter.thinking(view, person, True, away)
                for person, away in ((False, False), (True, False), (True, True))
            )
        for seat in range(players):
            info = presenter.seat_info(view, seat)
            said.update((info.status, *info.notes))
        said.update(str(value) for value in vars(presenter.center_info(view)).values())
        said.update(logger.describe(event) for event in view.log for logger in loggers)
        if session.is_over():
            outcome = session.outcome()
            # The end as it would read with each seat the winner (the person does not always win).
            said.update(
                presenter.outcome_line(view, outcome.model_copy(update={"winner": seat})) for seat in range(players)
            )
            said.add(presenter.summary_title(view))
            break
        play_on(session, 1, lambda legal: legal[choice % len(legal)])
    assert session.is_over(), f"{game} did not end"
    return said


@pytest.mark.parametrize("game, players, settings", TABLES, ids=[f"{t[0]}-{t[1]}" for t in TABLES])
def test_verbs_agree_with_you_and_with_a_third_person(game, players, settings):
    for choice in (0, 1):
        as_you = sentences(game, players, settings, True, choice)
        assert any(re.search(r"\byou\b", line, re.IGNORECASE) for line in as_you)
        wrong = sorted(
            line
            for line in as_you
            if SECOND_PERSON_WRONG.search(line)
            or MID_SENTENCE_YOU.search(line)
            or "Zed" in line
            and not line.startswith("(")
        )
        assert not wrong, wrong[:5]
        as_zed = sentences(game, players, settings, False, choice)
        wrong = sorted(line for line in as_zed if THIRD_PERSON_WRONG.search(line))
        assert not wrong, wrong[:5]


def test_each_sentence_named_in_the_issue_now_reads_right():
    """The sentences a new player quoted, as the logs now write them (one message for You, one for another)."""
    from parlour.app.games.put.words import describe as put_line
    from parlour.app.games.red_dog.words import describe as red_dog_line
    from parlour.rules.events import event

    names = addressed(("You", "Ann"), 0)
    label = str
    for seat, expected in (
        (0, "trick 2 is tied: you collect it"),
        (1, "trick 2 is tied: Ann collects it"),
    ):
        assert put_line(event("tied_trick", seat=seat, k=2), names, label) == expected
    last_trick_tied = put_line(event("tied_trick", seat=1, k=3), names, label)
    assert last_trick_tied == "trick 3 is tied: Ann collects it", "not 'and leads': the round may be over (PU-6)"
    assert red_dog_line(event("win", seat=0, amount=6, card="KH"), names, label) == "You win 6 with KH"
    assert red_dog_line(event("win", seat=1, amount=6, card="KH"), names, label) == "Ann wins 6 with KH"


def test_a_put_table_of_the_wrong_size_is_refused_in_words_not_internal_names():
    from pydantic import ValidationError

    with pytest.raises(ValidationError) as refused:
        TableSetup(game="put", seats=default_seats(3), settings={"mode": "two_player"})
    text = str(refused.value)
    assert "Put for two needs exactly 2 players, not 3 (PU-3)" in text
    assert "two_player" not in text.split("[type=")[0]


@pytest.mark.parametrize("game, players, settings", TABLES, ids=[f"{t[0]}-{t[1]}" for t in TABLES])
def test_russian_says_vy_lower_case_inside_a_sentence_and_never_as_a_name(game, players, settings):
    """«далее сдаёт Вы», «Команда Вы & Клео»: the person spoken to is «вы», lower-case inside a sentence, with
    the verb in the plural, and never put where a name goes."""
    from parlour.app.words.i18n import set_language

    set_language("ru")
    try:
        said = sentences(game, players, settings, True, 0)
    finally:
        set_language("en")
    assert any(re.search(r"\bвы\b", line, re.IGNORECASE) for line in said)
    inside = re.compile(r"[а-яё,:;)] (Вы|Вам|Вас|Ваш[а-я]*)\b|(Вы|вы) [а-яё]+(ет|ит|ёт)\b")
    wrong = sorted(line for line in said if inside.search(line) or "Zed" in line and not line.startswith("("))
    assert not wrong, wrong[:5]


def test_the_put_coach_and_review_name_every_choice_alike_in_russian():
    """The choices of a column read alike: «ставлю» beside «не ставлю», not the key's label «Ставлю»."""
    from parlour.app.games.put.coach import choice_text
    from parlour.app.words.i18n import set_language
    from parlour.rules.actions import Action

    set_language("ru")
    try:
        words = [choice_text(Action(seat=0, do=do), str) for do in ("put", "decline", "fold", "see")]
    finally:
        set_language("en")
    assert words[:2] == ["ставлю", "не ставлю"]
    assert all(word == word.lower() for word in words), words


def test_the_put_coach_lines_its_figures_up_whatever_the_words_length_in_russian():
    """«продолжаю» is longer than the seven cells the English words take: the figures still stand in a column."""
    from rich.text import Text

    from parlour.app.games.put.coach import coach_lines
    from parlour.app.words.i18n import set_language

    # To 7, beyond the solved game's shipped tables (5): the sharp player's round and game figures.
    session = TableSession(TableSetup(game="put", seats=default_seats(2, people=2), settings={"target": 7}), seed=5)
    set_language("ru")
    try:
        lined = []
        while not session.is_over() and len(lined) < 3:
            seat = session.person_to_act()
            if seat is None:
                session.step()
                continue
            advice = session.advice(seat)
            lines = coach_lines(advice, str) if advice is not None else []
            if len(lines) > 2:
                lined.append([Text.from_markup(line).plain.index("партия") for line in lines[1:]])
            choices = session.view(seat).legal
            pick = next((c for c in choices if c.action().do == "see"), choices[0])
            session.act(seat, pick.action())
    finally:
        set_language("en")
    assert lined and all(len(set(columns)) == 1 for columns in lined), lined


def test_pt_v2_v3_a_payment_says_its_extras_without_brackets_in_brackets():
    """ "pays 3 for the suit (+3 suit (PT-V3))" said the suit twice, in nested brackets."""
    from parlour.app.games.put_and_take.words import describe
    from parlour.app.words.i18n import set_language
    from parlour.rules.events import Detail, event

    names = ("You", "Eva")
    suit = event("pay", seat=1, amount=3, card="10C", k=3, cards=(), reason="put", details=(Detail(kind="suit", n=3),))
    assert describe(suit, names, str) == "put card 3 (10C): Eva pays 3 for the suit (PT-V3)"
    both = event(
        "pay",
        seat=1,
        amount=4,
        card="KS",
        k=2,
        cards=("KH",),
        reason="put",
        details=(Detail(kind="same_colour", n=1), Detail(kind="suit", n=2)),
    )
    assert describe(both, names, str) == "put card 2 (KS): Eva pays 4 for KH (+1 same colour, PT-V2; +2 suit, PT-V3)"
    told = both.model_copy(update={"note": "+9 same colour (PT-V2)"})
    assert describe(told, names, str) == describe(both, names, str), "the extras are data: the note is never read"
    try:
        set_language("ru")
        russian = describe(both, names, str)
    finally:
        set_language("en")
    assert russian.endswith("(+1 за цвет, PT-V2; +2 за масть, PT-V3)"), russian


def test_rdv3_a_seat_sitting_out_is_worded_from_the_events_details_never_its_note():
    from parlour.app.games.red_dog.words import describe
    from parlour.app.words.i18n import set_language
    from parlour.rules.events import Detail, event

    names = ("You", "Eva")
    many = event("sit_out", seat=1, note="no cards (RD-V3)", details=(Detail(kind="too_many_cards", n=6),))
    none = event("sit_out", seat=0, details=(Detail(kind="no_cards", n=0),))
    assert describe(many, names, str) == "Eva sits out this round (too many cards, RD-V3)"
    try:
        set_language("ru")
        assert describe(many, names, str) == "Eva пропускает эту партию (лишние карты, RD-V3)"
        assert "(нет карт, RD-V3)" in describe(none, names, str)
    finally:
        set_language("en")


MARKUP_TAG = re.compile(r"\[/?[a-z][a-z0-9 $#._-]*\]")
"""A markup tag ("[headline]", "[/dim]"): a style, not words on the screen."""


NOT_SHOWN = {"None", "win", "lose"}
"""The middle's fields that are no text on the screen, collected as `str(value)`: no card turned yet, and Red
Dog's `result` (it colours the headline)."""


def shown_words(line: str) -> str:
    """A collected line as the screen shows it: markup tags dropped; the middle's fields that are no text
    (NOT_SHOWN, a set of card codes to pick out) are nothing."""
    if line in NOT_SHOWN or line.startswith("frozenset("):
        return ""
    return MARKUP_TAG.sub("", line)


@pytest.mark.parametrize("game, players, settings", TABLES, ids=[f"{t[0]}-{t[1]}" for t in TABLES])
def test_every_sentence_of_a_russian_table_is_russian_with_russian_numbers(game, players, settings):
    """All the presenter says over whole games in Russian (the log, the lines, the seats, the middle, the
    summaries, the end), spoken to the person and to nobody: no English word but the players' names, and no
    number with a decimal point (the screen walks in Russian see only the log rows that fit at 80x24)."""
    from parlour.app.words.i18n import set_language
    from tests.russian_checks import POINTED_NUMBER, english_words

    set_language("ru")
    try:
        said = sentences(game, players, settings, True, 0) | sentences(game, players, settings, False, 1)
        seat_names = {seat.name.lower() for seat in default_seats(players)}
    finally:
        set_language("en")
    lines = {shown_words(line) for line in said}
    allowed = {name.lower() for name in OTHERS} | seat_names
    english = sorted(line for line in lines if english_words(line, allowed))
    assert not english, english[:5]
    pointed = sorted(line for line in lines if POINTED_NUMBER.search(line))
    assert not pointed, pointed[:5]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["put_and_take", "red_dog"])
def test_the_line_above_the_felt_names_each_variant_in_force_by_name_never_by_its_rule_id(game, lang):
    """Seen: "ante PT-V2 PT-V3" above a Put and Take table, which a new player cannot read. (Rebuys, CH-4, are a
    rule of every chip game, not a variant.)"""
    from parlour.app.words.i18n import set_language
    from parlour.rules.games import by_id

    fields = by_id(game).settings_model().model_fields
    every_toggle = {name: True for name, field in fields.items() if field.annotation is bool and name != "rebuy"}
    setup = TableSetup(game=game, seats=default_seats(4), settings=every_toggle)
    set_language(lang)
    presenter = presenter_for(game)(TableContext(names=setup.names, people=(0,), bottom=0, seed=3, label=str))
    shown = presenter.variants_text(TableSession(setup, seed=3).view(0))
    assert shown.count(" · ") == len(every_toggle) - 1 and not re.search(r"\b[A-Z]{2}-V\d", shown), shown


def test_rd8_an_ante_when_the_pot_is_empty_says_why_in_both_languages():
    """Seen: in the middle of a game everybody paid 1 with no word of why; the game's first antes (RD-2) need none."""
    from parlour.app.games.red_dog.words import describe
    from parlour.app.words.i18n import set_language
    from parlour.rules.events import event

    names = ("You", "Bob")
    refill, opening = (event("pay", seat=1, amount=1, reason="ante", note=rule) for rule in ("RD-8", "RD-2"))
    assert describe(refill, names, str) == "Bob antes 1: the pot is empty (RD-8)"
    assert describe(opening, names, str) == "Bob antes 1"
    set_language("ru")
    assert describe(refill, names, str) == "Банк опустел: Bob снова вносит в него 1 фишку (взнос, RD-8)"


def test_a_russian_log_line_says_its_chips_with_their_noun_in_the_form_its_number_takes():
    """Seen: «Дмитрий платит взнос 1», «Вы ставите 3», «Дмитрий забирает банк: 28»: bare figures a native would not
    write. In Russian an amount staked, paid or won is said with «фишка» in the form its number takes (1, 21: фишку;
    2-4, 22: фишки; 5-20, 25: фишек); money keeps its currency; English keeps its short lines."""
    from parlour.app.games.put_and_take.words import describe as put_and_take_line
    from parlour.app.games.red_dog.words import describe as red_dog_line
    from parlour.app.words.i18n import set_language
    from parlour.rules.events import event

    names = ("You", "Bob")
    bets = {n: event("bet", seat=1, amount=n) for n in (1, 3, 5, 21, 22, 25)}
    pool = event("pool", seat=1, amount=28, reason="pool")
    assert [red_dog_line(bet, names, str) for bet in bets.values()] == [f"Bob bets {n}" for n in bets]
    assert put_and_take_line(pool, names, str) == "Bob collects the pool: 28"
    set_language("ru")
    assert [red_dog_line(bet, names, str) for bet in bets.values()] == [
        "Bob ставит 1 фишку",
        "Bob ставит 3 фишки",
        "Bob ставит 5 фишек",
        "Bob ставит 21 фишку",
        "Bob ставит 22 фишки",
        "Bob ставит 25 фишек",
    ]
    assert put_and_take_line(pool, names, str) == "Bob забирает из банка 28 фишек"
    assert put_and_take_line(pool, names, str, lambda n: f"{n * 5} руб.") == "Bob забирает из банка 140 руб."
    ante = event("pay", seat=1, amount=1, reason="ante")
    assert red_dog_line(ante, names, str) == "Bob вносит в банк 1 фишку (взнос)"
    assert red_dog_line(event("rebuy", seat=1, amount=3), names, str) == "Bob докупает 3 фишки", "not «фишки: 3»"


def test_pu_v3_a_team_is_its_two_names_joined_in_the_language_in_force():
    """Seen: «Вы & Клео» in Russian, where «и» joins two names."""
    from parlour.app.games.put.center import score_name
    from parlour.app.games.put.phrases import score_rows
    from parlour.app.words.i18n import set_language
    from parlour.rules.put.settings import PutSettings
    from tests.put_helpers import ENGINE

    state = ENGINE.new_game(PutSettings(mode="partners"), 4, seed=1)
    names = ("You", "Bob", "Cleo", "Dmitri")
    assert [name for _, name, _ in score_rows(ENGINE.view(state, 0), names)] == ["You & Cleo", "Bob & Dmitri"]
    set_language("ru")
    assert [name for _, name, _ in score_rows(ENGINE.view(state, 0), names)] == ["Вы и Cleo", "Bob и Dmitri"]
    assert score_name("Константин и Аполлинария", 20).rstrip() == "Констант… и Аполлин…", "each name shortens alone"


def test_ch_6_the_log_says_every_amount_as_the_table_shows_it():
    """Seen with a chip worth 0.25 $ and money shown: the centre said "Dmitri bets 0.50 $…" and the log beside it
    "Dmitri bets 2", "Dmitri loses 2": one table, two ways of counting. A log line's amounts (a bet, a forfeit, a
    win or loss, an ante, a short payment, a rebuy, Put and Take's payments, extras, cover and pool) come from
    the table's own formatter (chips, or money while `v` shows it)."""
    from parlour.app.games.put_and_take.words import describe as put_and_take_line
    from parlour.app.games.red_dog.words import describe as red_dog_line
    from parlour.rules.events import Detail, event

    def money(chips: int) -> str:
        return f"{chips / 4:.2f} $"

    names = ("Ann", "Eva")
    red_dog = [
        (event("bet", seat=1, amount=2), "Eva bets 0.50 $"),
        (event("forfeit", seat=1, amount=1, short=1), "Eva forfeits 0.25 $ to the pot, short by 0.25 $"),
        (event("win", seat=0, amount=4, card="QH"), "Ann wins 1.00 $ with QH"),
        (event("lose", seat=1, amount=8, cards=("2S",)), "Eva loses 2.00 $, showing 2S"),
        (event("pay", seat=1, amount=1, reason="ante", note="RD-8"), "Eva antes 0.25 $: the pot is empty (RD-8)"),
        (event("pay", seat=1, amount=1, reason="ante", note="RD-2"), "Eva antes 0.25 $"),
        (event("rebuy", seat=1, amount=100), "Eva rebuys for 25.00 $"),
    ]
    for said_event, line in red_dog:
        assert red_dog_line(said_event, names, str, money) == line
        assert "$" not in red_dog_line(said_event, names, str), "chips while the table shows chips"
    extras = (Detail(kind="same_colour", n=1), Detail(kind="suit", n=2))
    put_and_take = [
        (
            event("pay", seat=1, amount=4, card="KS", k=2, cards=("KH",), reason="put", details=extras),
            "put card 2 (KS): Eva pays 1.00 $ for KH (+0.25 $ same colour, PT-V2; +0.50 $ suit, PT-V3)",
        ),
        (
            event("receive", seat=0, amount=8, card="9C", k=4, cards=("9H",), reason="take"),
            "take card 4 (9C): Ann takes 2.00 $ for 9H",
        ),
        (
            event("cover", seat=0, to=1, amount=3, short=1),
            "the pool is short for Eva: banker Ann adds 0.75 $, short by 0.25 $",
        ),
        (  # the shortfall said once, by the cover's line before it (seen twice in a row)
            event("receive", seat=1, amount=3, short=1, card="9C", k=4, cards=("9H",), reason="take"),
            "take card 4 (9C): Eva takes 0.75 $ for 9H",
        ),
        (event("pool", seat=1, amount=12), "Eva collects the pool: 3.00 $"),
    ]
    for said_event, line in put_and_take:
        assert put_and_take_line(said_event, names, str, money) == line


def test_pt8_a_payment_of_nothing_for_want_of_chips_says_so():
    """Seen in Russian: «вы платите 0 фишек за масть (PT-V3), не хватило 5 фишек», «банкомёт Клео доплачивает вам
    0 фишек, не хватило 6 фишек», then «вы получаете 0 фишек за 6♠»: nothing paid said as nothing left to pay."""
    from parlour.app.games.put_and_take.words import describe
    from parlour.app.words.i18n import set_language
    from parlour.app.words.seat_words import addressed
    from parlour.rules.events import Detail, event

    names = addressed(("You", "Cleo"), 0)
    suit = (Detail(kind="suit", n=5),)
    broke = event("pay", seat=0, amount=0, short=5, card="3S", k=5, reason="put", details=suit)
    cover = event("cover", seat=1, to=0, amount=0, short=6)
    nothing = event("receive", seat=0, amount=0, short=6, card="6D", k=5, cards=("6S",), reason="take")
    lines = [describe(item, names, str) for item in (broke, cover, nothing)]
    assert lines == [
        "put card 5 (3S): you have nothing left to pay for the suit (PT-V3), short by 5 chips",
        "the pool is short for you: banker Cleo has nothing left to add, short by 6 chips",
        "take card 5 (6D): nothing left for you for 6S",
    ]
    set_language("ru")
    try:
        lines = [describe(item, names, str) for item in (broke, cover, nothing)]
    finally:
        set_language("en")
    assert lines == [
        "«Положи», карта 5 (3S): вы не можете заплатить за масть — фишек не осталось (PT-V3), не хватило 5 фишек",
        "вы получаете больше, чем есть в банке, а банкомёт Cleo доплатить не может — фишек не осталось, не хватило 6"
        " фишек",
        "«Возьми», карта 5 (6D): за 6S вы не получаете ничего — фишек не осталось",
    ]


def test_pu_v3_the_log_gives_a_partners_point_to_the_team_as_the_headline_does():
    """Seen at a table of two against two: the headline said "You fold: Bob & Dmitri score 1 for the put" and the
    log under it "Dmitri scores 1 (folded to the put)", as if the point were his alone (PU-V3: points go to the
    team). The person's own team is "you", as the headline says it; a free for all's scorer stays one seat."""
    from parlour.app.games.put.words import describe
    from parlour.app.words.i18n import set_language
    from parlour.app.words.seat_words import addressed
    from parlour.rules.events import event
    from parlour.rules.put.settings import team

    names = addressed(("You", "Bob", "Cleo", "Dmitri"), 0)

    def partners(seat: int) -> tuple[int, ...]:
        return team("partners", seat)

    folded, tricks = event("score", seat=3, reason="fold"), event("score", seat=2, reason="tricks")
    yours, partners_put = event("score", seat=0, reason="fold"), event("score", seat=2, reason="fold")
    assert describe(folded, names, str, partners) == "Bob & Dmitri score 1 (folded to the put)"
    assert describe(tricks, names, str, partners) == "You score 1 (most tricks)", "Cleo scores for your team"
    assert describe(yours, names, str, partners) == "You score 1 (folded to your put)"
    # seen: "You score 1 (folded to your put)" where Cleo, the partner, had put
    assert describe(partners_put, names, str, partners) == "You score 1 (folded to your partner's put)"
    assert describe(folded, names, str) == "Dmitri scores 1 (folded to the put)", "each for himself"
    try:
        set_language("ru")
        folded_ru = "Bob и Dmitri получают 1 очко (соперники сдались на «ставлю»)"
        assert describe(folded, names, str, partners) == folded_ru
        assert describe(tricks, names, str, partners) == "Вы получаете 1 очко (больше взяток)"
        partners_ru = "Вы получаете 1 очко (соперники сдались на «ставлю» партнёра)"
        assert describe(partners_put, names, str, partners) == partners_ru
    finally:
        set_language("en")


def test_a_log_line_opens_with_a_capital_unless_it_opens_with_a_name_as_its_player_typed_it():
    """Seen: «в банке не хватает: …», "game over: …" in the log, where every other line opened with a capital. A
    line the log writes is a sentence; a name that opens it stays as typed ("ann cuts the deck")."""
    from parlour.rules.events import event

    presenter = presenter_for("red_dog")(TableContext(names=("Vera", "ann"), people=(0,), bottom=0, seed=3, label=str))
    assert presenter.describe(event("game_over")) == "game over"
    assert presenter.log_line(event("game_over")) == "Game over"
    assert presenter.log_line(event("cut", seat=1)) == "ann cuts the deck"
    assert presenter.log_line(event("cut", seat=0)) == "You cut the deck"
