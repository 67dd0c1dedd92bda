"""Random scenario files (SCENARIOS.md "Input") for comparing the runner's output between commits.

`generate(game, index, seed)` gives one scenario as JSON-ready data, the same for the same
arguments. Each draws a table the way tests/test_engine_contract.py does (every setting of
the game's model, every table size the engine takes, now and then one it refuses), stacks
and the first dealer, a few rounds of shuffled decks (Red Dog: sometimes explicit hands and a
stock, short, empty or too large), and plays them through this checkout's engine to write
the decisions: mostly random legal ones (often the largest bet), now and then an illegal one
(the runner stops there), a scenario cut short mid-round (`awaiting`, advice asked or not) or
an action left over. A few are spoilt on purpose (an unknown key, a card that is not one, a
card twice, a wrong type) so that the refusals are compared too; cards are sometimes spelt
in lower case or with "10". The engine only helps to write plausible input: the outputs
compared come from the runner of each checkout.
"""

from __future__ import annotations

import random
from typing import Any, cast

from parlour.rules import cards as C
from parlour.rules.actions import ActionKind
from parlour.rules.errors import RuleError
from parlour.rules.games import GameInfo, by_id

SMALL_INTS = {
    "starting_chips": (1, 2, 3, 5, 10, 25, 100, 100, 1000),
    "rounds": (0, 1, 2, 3, 5, 10),
    "target": (1, 2, 3, 5),
}
"""Whole-number settings are drawn from these: small stacks bust, short games end."""
MOST_ROUNDS = {"put_and_take": 8, "red_dog": 10, "put": 12}
"""The most rounds a scenario scripts."""


def generate(game: str, index: int, seed: int = 0) -> dict[str, Any]:
    """Scenario number `index` of `game` for `seed`."""
    rnd = random.Random(f"{game}/{seed}/{index}")
    info = by_id(game)
    settings, players = table(rnd, info)
    data: dict[str, Any] = {"game": game, "players": players}
    if settings or rnd.random() < 0.5:
        data["settings"] = settings
    if rnd.random() < 0.8:
        data["first_dealer"] = rnd.randrange(max(players, 1))
    if rnd.random() < (0.3 if info.chip_game else 0.02):
        data["stacks"] = [rnd.choice((1, 2, 3, 7, 20, 50)) for _ in range(players)]
    rounds, actions, awaiting = play(rnd, info, data)
    data["rounds"] = rounds
    if actions or rnd.random() < 0.5:
        data["actions"] = actions
    if rnd.random() < 0.4 or awaiting:
        data["advice"] = rnd.random() < 0.7
    if rnd.random() < 0.04:
        spoil(rnd, data)
    return data


def table(rnd: random.Random, info: GameInfo) -> tuple[dict[str, Any], int]:
    """Settings (each key present or not) and a player count; usually a table the engine accepts."""
    engine = info.engine()
    refused = rnd.random() < 0.04
    for _ in range(200):
        raw: dict[str, Any] = {}
        for field in info.setting_fields():
            if rnd.random() < 0.35:
                continue
            if field.kind == "bool":
                raw[field.key] = rnd.random() < 0.5
            elif field.kind == "choice":
                raw[field.key] = rnd.choice([value for value, _, _ in field.choices])
            elif field.kind == "float":
                raw[field.key] = rnd.choice((0.0, 0.3, 1.0))
            else:
                raw[field.key] = rnd.choice(SMALL_INTS.get(field.key, (0, 1, 5)))
        players = rnd.randint(info.min_players - 1, info.max_players + 1)
        try:
            engine.check_setup(info.settings_model().model_validate(raw), players)
        except (RuleError, ValueError):
            if refused:
                return raw, players
            continue
        if not refused:
            return raw, players
    return {}, info.min_players


def spelt(rnd: random.Random, cards: list[str], odd: bool) -> list[str]:
    """The cards as written in the file: usually as codes, sometimes in lower case or with "10"."""
    if not odd:
        return list(cards)
    return [card.lower() if rnd.random() < 0.5 else ("10" + card[1] if card[0] == "T" else card) for card in cards]


def play(rnd: random.Random, info: GameInfo, data: dict[str, Any]) -> tuple[list, list, bool]:
    """The rounds and actions, written while this checkout's engine plays them; whether it stops awaiting."""
    engine = info.engine()
    rounds: list[dict] = []
    actions: list[dict] = []
    count = rnd.randint(0, MOST_ROUNDS[info.id])
    try:
        settings = info.settings_model().model_validate(data.get("settings") or {})
        state = engine.new_game(
            settings,
            data["players"],
            0,
            first_dealer=data.get("first_dealer", 0),
            stacks=tuple(data["stacks"]) if "stacks" in data else None,
        )
    except (RuleError, ValueError, TypeError):
        return [{"deck": spelt(rnd, rnd.sample(C.DECK, 52), False)} for _ in range(count)], [], False
    illegal_at = rnd.randrange(40) if rnd.random() < 0.3 else None
    stop_at = rnd.randrange(60) if rnd.random() < 0.3 else None
    for _ in range(count):
        over = engine.is_over(state)
        deal, deck, hands = round_deal(rnd, info, state)
        rounds.append(deal)
        if over:
            continue
        try:
            state = engine.start_round(state, deck, hands)
        except RuleError:
            return rounds, actions, False
        while not engine.needs_round(state) and not engine.is_over(state):
            seat = engine.to_act(state)
            if seat is None:
                state = engine.advance(state)
                continue
            if stop_at is not None and len(actions) >= stop_at:
                return rounds, actions, True
            if illegal_at is not None and len(actions) >= illegal_at:
                wrong = illegal(rnd, engine, state, seat)
                if wrong is not None:
                    actions.append(wrong)
                    return rounds, actions, False
            choice = rnd.choice(engine.choices(state))
            if choice.do == "bet":
                assert choice.low is not None and choice.high is not None
                amount = rnd.choice((choice.low, choice.high, choice.high, rnd.randint(choice.low, choice.high)))
                action = choice.action(amount)
            else:
                action = choice.action()
            actions.append(written(rnd, action.seat, action.do, action.amount, action.card))
            state = engine.apply(state, action)
    if rnd.random() < 0.05:
        seat = rnd.randrange(max(data["players"], 1))
        actions.append(written(rnd, seat, "bet", 1) if info.chip_game else written(rnd, seat, "fold"))
    return rounds, actions, False


def round_deal(rnd: random.Random, info: GameInfo, state: Any) -> tuple[dict, tuple | None, tuple | None]:
    """One round as written (a deck, or Red Dog's hands and stock) and as the engine takes it."""
    deck = rnd.sample(C.DECK, 52)
    odd = rnd.random() < 0.05
    if info.id != "red_dog" or rnd.random() >= 0.15:
        return {"deck": spelt(rnd, deck, odd)}, tuple(deck), None
    size = state.hand_size
    hands: list[list[str]] = []
    for seat in range(state.players):
        if state.out[seat]:
            hands.append([])
            continue
        cards = rnd.choice((size, size, size, size - 1, 1, 0, size + 1))
        hands.append([deck.pop() for _ in range(cards)])
    stock = deck[: rnd.choice((len(deck), len(deck), rnd.randrange(len(deck) + 1)))]
    written_hands = [spelt(rnd, hand, odd) for hand in hands]
    return (
        {"hands": written_hands, "stock": spelt(rnd, stock, odd)},
        tuple(stock),
        tuple(tuple(hand) for hand in hands),
    )


def illegal(rnd: random.Random, engine: Any, state: Any, seat: int) -> dict | None:
    """An action the engine refuses now (None when the one drawn happens to be legal)."""
    from parlour.rules.engine import Action

    players = state.players
    other = rnd.choice([s for s in range(players) if s != seat] or [seat])
    top = getattr(state, "pot", 5)
    seat_, do, amount, card = rnd.choice(
        (
            (other, "forfeit", None, None),
            (other, "fold", None, None),
            (seat, "bet", 0, None),
            (seat, "bet", -3, None),
            (seat, "bet", top + 1, None),
            (seat, "bet", 10**12, None),
            (seat, "forfeit", None, None),
            (seat, "pass", None, None),
            (seat, "play", None, rnd.choice(C.DECK)),
            (seat, "put", None, None),
            (seat, "see", None, None),
            (seat, "decline", None, None),
            (players + 3, "bet", 1, None),
        )
    )
    if do == "play" and card is None:
        card = "AS"
    action = Action(seat=seat_, do=cast(ActionKind, do), amount=amount, card=card)  # a kind the engines know
    if engine.can(state, action):
        return None
    return written(rnd, seat_, do, amount, card)


def written(rnd: random.Random, seat: int, do: str, amount: int | None = None, card: str | None = None) -> dict:
    """An action as a scenario file writes it."""
    action: dict[str, Any] = {"seat": seat, "do": do}
    if amount is not None or do == "bet":
        action["amount"] = amount
    if card is not None:
        action["card"] = card.lower() if rnd.random() < 0.05 else card
    return action


def spoil(rnd: random.Random, data: dict[str, Any]) -> None:
    """Make the scenario invalid in one of the ways SCENARIOS.md refuses."""
    how = rnd.randrange(7)
    if how == 0:
        data["colour"] = "blue"
    elif how == 1:
        data.pop("rounds")
    elif how == 2:
        data["players"] = str(data["players"])
    elif how == 3 and data["rounds"] and "deck" in data["rounds"][0]:
        data["rounds"][0]["deck"][rnd.randrange(52)] = rnd.choice(("ZZ", "1H", "", 7, None))
    elif how == 4 and data["rounds"] and "deck" in data["rounds"][0]:
        deck = data["rounds"][0]["deck"]
        deck[rnd.randrange(52)] = deck[rnd.randrange(52)]
    elif how == 5 and data.get("actions"):
        data["actions"][rnd.randrange(len(data["actions"]))]["extra"] = 1
    else:
        data["settings"] = {**(data.get("settings") or {}), "rebuy": "yes"}
