"""Validation of a scenario file's JSON into typed pieces (SCENARIOS.md "Input").

Everything here raises InvalidSetup with a clear sentence; nothing is trusted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeGuard, cast

from pydantic import ValidationError

from .. import cards as C
from ..declarations import action_kinds
from ..engine import Action
from ..errors import QUOTE_LIMIT, InvalidSetup, quoted
from ..fast import build
from ..games import GameInfo, by_id

TOP_KEYS = {"game", "players", "settings", "first_dealer", "stacks", "rounds", "actions", "advice"}
ACTION_KEYS = {"seat", "do", "amount", "card"}
CHIP_SETTINGS = {"starting_chips", "rebuy", "rounds"}
"""CH-1, CH-4, CH-5: refused for a game without chips, naming the rule that scores it instead."""


@dataclass
class RoundDeal:
    """One scripted round: a whole deck, or (Red Dog) explicit hands and a stock."""

    deck: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...] | None = None


@dataclass
class Scenario:
    """A validated scenario."""

    info: GameInfo
    players: int
    settings: Any
    first_dealer: int
    stacks: tuple[int, ...] | None
    rounds: list[RoundDeal]
    actions: list[Action] = field(default_factory=list[Action])
    advice: bool = False
    """SCENARIOS.md "Advice": report the odds of the decision awaited (games without advice ignore it)."""


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer (booleans are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def unknown_keys(data: dict[str, object], allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        names = ", ".join(map(quoted, extra[:3])) + (f" and {len(extra) - 3} more" if len(extra) > 3 else "")
        raise InvalidSetup(f"unknown key{'s' if len(extra) > 1 else ''} {names} in {where}")


def parse_settings(info: GameInfo, raw: object) -> Any:
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise InvalidSetup("settings must be an object")
    raw = cast(dict[str, object], raw)  # a JSON object: its keys are strings
    try:
        return info.settings_model().model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "settings"
        if first["type"] == "extra_forbidden":
            if not info.chip_game and where in CHIP_SETTINGS:
                raise InvalidSetup(
                    f"{info.id} has no chips: setting {quoted(where)} is not allowed", info.engine().end_rule
                ) from None
            raise InvalidSetup(f"unknown setting {quoted(where)} for {info.id}") from None
        raise InvalidSetup(f"setting {quoted(where)}: {first['msg']}"[: 2 * QUOTE_LIMIT]) from None


def parse_stacks(info: GameInfo, raw: object, players: int) -> tuple[int, ...] | None:
    if raw is None:
        return None
    if not info.chip_game:
        raise InvalidSetup(f"{info.id} has no chips: 'stacks' is not allowed", info.engine().end_rule)
    if not isinstance(raw, list) or not all(is_int(chips) for chips in cast(list[object], raw)):
        raise InvalidSetup("stacks must be a list of whole numbers")
    stacks = cast(list[int], raw)  # every entry checked just above
    if len(stacks) != players:
        raise InvalidSetup(f"stacks needs {players} entries, one per seat, not {len(stacks)}")
    if any(chips < 1 for chips in stacks):
        raise InvalidSetup("every stacks entry must be at least 1", "CH-1")
    return tuple(stacks)


def parse_round(info: GameInfo, raw: object, index: int) -> RoundDeal:
    where = f"round {index + 1}"
    if not isinstance(raw, dict):
        raise InvalidSetup(f"{where} must be an object with a deck")
    raw = cast(dict[str, object], raw)  # a JSON object: its keys are strings
    if "deck" in raw:
        unknown_keys(raw, {"deck"}, where)
        try:
            return RoundDeal(deck=C.parse_full_deck(raw["deck"]))
        except InvalidSetup as error:
            raise InvalidSetup(f"{where}: {error.message}", error.rule) from None
    takes_hands = info.engine().takes_hands
    if not takes_hands or "hands" not in raw:
        raise InvalidSetup(f"{where} needs a 'deck'" + (" or 'hands' and 'stock'" if takes_hands else ""))
    unknown_keys(raw, {"hands", "stock"}, where)
    hands, stock = raw.get("hands"), raw.get("stock")
    if not isinstance(hands, list) or not all(isinstance(hand, list) for hand in cast(list[object], hands)):
        raise InvalidSetup(f"{where}: hands must be a list of lists of cards")
    if not isinstance(stock, list):
        raise InvalidSetup(f"{where}: stock must be a list of cards")
    hand_lists = cast(list[list[object]], hands)  # checked just above
    stock_list = cast(list[object], stock)
    try:
        parsed_hands = tuple(tuple(C.parse_card(card) for card in hand) for hand in hand_lists)
        parsed_stock = tuple(C.parse_card(card) for card in stock_list)
        C.parse_cards([*(c for hand in parsed_hands for c in hand), *parsed_stock])
    except InvalidSetup as error:
        raise InvalidSetup(f"{where}: {error.message}", error.rule) from None
    return RoundDeal(deck=parsed_stock, hands=parsed_hands)


def parse_action(raw: object, index: int, made: dict[tuple[object, ...], Action] | None = None) -> Action:
    """One action; `made` holds the actions built so far, shared when one recurs (they are frozen, and
    a long scenario repeats a few hundred distinct ones many thousand times)."""
    where = f"action {index + 1}"
    if not isinstance(raw, dict):
        raise InvalidSetup(f"{where} must be an object")
    raw = cast(dict[str, object], raw)  # a JSON object: its keys are strings
    unknown_keys(raw, ACTION_KEYS, where)
    seat, kind = raw.get("seat"), raw.get("do")
    if not is_int(seat):
        raise InvalidSetup(f"{where}: 'seat' must be a whole number")
    kinds = action_kinds()
    if not isinstance(kind, str) or kind not in kinds:
        raise InvalidSetup(f"{where}: 'do' must be one of {', '.join(sorted(kinds))}")
    amount, card = raw.get("amount"), raw.get("card")
    takes = kinds[kind].takes
    if takes == "amount" and not is_int(amount):
        raise InvalidSetup(f"{where}: a {kind} needs a whole-number 'amount'")
    if takes != "amount" and "amount" in raw:
        raise InvalidSetup(f"{where}: 'amount' goes only with {kinds_taking('amount', 'a ')}")
    if takes == "card":
        try:
            card = C.parse_card(card)
        except InvalidSetup as error:
            raise InvalidSetup(f"{where}: {error.message}") from None
    elif "card" in raw:
        raise InvalidSetup(f"{where}: 'card' goes only with {kinds_taking('card')}")
    key = (seat, kind, amount, card)
    action = made.get(key) if made is not None else None
    if action is None:
        action = build(Action, seat=seat, do=kind, amount=amount, card=card)
        if made is not None:
            made[key] = action
    return action


def kinds_taking(payload: str, article: str = "") -> str:
    """The kinds of decision that take `payload`, as the errors name them: "a bet", "play" (or "a bet or a raise")."""
    return " or ".join(article + name for name, info in action_kinds().items() if info.takes == payload)


def parse_scenario(data: object) -> Scenario:
    """Validate a whole scenario; InvalidSetup names what is wrong."""
    if not isinstance(data, dict):
        raise InvalidSetup("a scenario must be a JSON object")
    data = cast(dict[str, object], data)  # a JSON object: its keys are strings
    unknown_keys(data, TOP_KEYS, "the scenario")
    info = by_id(data.get("game"))
    players = data.get("players")
    if not is_int(players):
        raise InvalidSetup("'players' must be a whole number")
    settings = parse_settings(info, data.get("settings"))
    info.engine().check_setup(settings, players)
    first_dealer = data.get("first_dealer", 0)
    if not is_int(first_dealer) or not 0 <= first_dealer < players:
        raise InvalidSetup(f"'first_dealer' must be a seat from 0 to {players - 1}")
    stacks = parse_stacks(info, data.get("stacks"), players)
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise InvalidSetup("'rounds' is required: a list of rounds, each with a deck")
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise InvalidSetup("'actions' must be a list")
    advice = data.get("advice", False)
    if not isinstance(advice, bool):
        raise InvalidSetup("'advice' must be true or false")
    made: dict[tuple[object, ...], Action] = {}
    return Scenario(
        info=info,
        players=players,
        settings=settings,
        first_dealer=first_dealer,
        stacks=stacks,
        rounds=[parse_round(info, raw, i) for i, raw in enumerate(cast(list[object], rounds))],
        actions=[parse_action(raw, i, made) for i, raw in enumerate(cast(list[object], actions))],
        advice=advice,
    )
