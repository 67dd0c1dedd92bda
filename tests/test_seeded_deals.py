"""A seed's game never changes: a saved game is its setup, its seed and its moves (rules/history.py), replayed through
the engine when it is continued or reviewed, so the cards a seed deals, the cut and every chip or point that follows
from them are fixed for good; a change there would turn every game saved before into another one (and the scenario
runner's output with it, SCENARIOS.md). Each game is played from a few seeds, each decision the last legal one, every
variant on, and its whole log is pinned by a digest. A failure here means the deals changed: keep them, or say in
the change why every saved game may be lost."""

from __future__ import annotations

import hashlib
import json

import pytest

from parlour.rules.drive import play_out
from parlour.rules.games import by_id

SEEDS = (1, 7, 2**63 + 5)
ROUNDS = 3
PINNED = (
    (
        "put_and_take",
        8,
        {"ante": True, "easy_come_easy_go": True, "red_and_black": True, "up_and_down_the_river": True, "rebuy": True},
        "810367108f595b4ef35a2ee39bc6c8d4c49eecb2acf9a1509fd6a61c5e780a5c",
    ),
    (
        "red_dog",
        10,
        {"four_card_hands": True, "irregular_deals": 0.3, "rebuy": True},
        "95cfe9bf50119c4edea280fe50b66228e1c3d79d5799fa61394207d78926e5c1",
    ),
    ("red_dog", 4, {"burn": True}, "34119b622e97601b81eda616b2fd1bb1f056558b1e1b9f857a2b3869fbf08bd7"),
    ("put", 2, {"put_any_turn": True}, "7a7a2c6dafff2828c8f721ea0ae5f6c1f34e645000ae0bb4ee2a6e42640bbad9"),
    ("put", 5, {"mode": "free_for_all"}, "af2db48e4e7a9dc9630656c7aafa366b04b105d6edca53046422f4f8c05fcc33"),
    ("put", 4, {"mode": "partners"}, "30a65b4fa7be25573c85bbe5ca08bdeb3b14eafeeb6f7c0f2b1193233257b9ab"),
)
"""(game, players, settings, the SHA-256 of its games' logs from SEEDS, ROUNDS rounds each): the same digests as the
code before issue 23's engine work (844d278) gives."""


def logs_digest(game: str, players: int, settings: dict) -> str:
    info = by_id(game)
    engine = info.engine()
    table = info.settings_model().model_validate(settings)
    logs: list[list] = []  # each round's log (its events as the runner writes them), then its scores
    for seed in SEEDS:
        state = engine.new_game(table, players, seed)
        logs.append([item.public() for item in state.events])
        last = lambda state, seat: engine.legal_actions(state)[-1]  # noqa: E731 - a decider, by its one rule
        for stepped in play_out(engine, state, last, rounds=ROUNDS):
            if stepped.ended_round(engine):
                logs.append([item.public() for item in stepped.after.events])
                logs.append(list(engine.scores(stepped.after)))
    return hashlib.sha256(json.dumps(logs, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize(("game", "players", "settings", "digest"), PINNED)
def test_a_seed_deals_and_plays_the_same_game_in_every_version(game: str, players: int, settings: dict, digest: str):
    assert logs_digest(game, players, settings) == digest
