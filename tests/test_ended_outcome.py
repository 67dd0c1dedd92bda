"""CH-5: a game ended at the table before its rules ended it ranks every seat by what it holds, the single
seat (or Put team, PU-V3) ahead winning; the state itself does not change."""

from __future__ import annotations

from parlour.rules.outcome import Termination
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.settings import PutSettings
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings


def test_ch5_a_chip_game_ended_now_is_ranked_by_stack_and_the_single_highest_wins():
    engine = RedDogEngine()
    state = engine.new_game(RedDogSettings(), 3, 7).model_copy(update={"stacks": (40, 90, 60)})
    outcome = engine.ended_outcome(state)
    assert outcome.finished and outcome.termination is not None and outcome.termination is Termination.ENDED
    assert outcome.termination.rule == "CH-5"
    assert outcome.standings == (1, 2, 0) and outcome.winner == 1
    assert not engine.is_over(state)
    tied = state.model_copy(update={"stacks": (90, 90, 60)})
    assert engine.ended_outcome(tied).winner is None


def test_ch5_put_ended_now_the_team_ahead_wins_by_its_lower_seat_and_nobody_before_a_point():
    engine = PutEngine()
    partners = engine.new_game(PutSettings(mode="partners"), 4, 3)
    assert engine.ended_outcome(partners).winner is None, "nobody has a point yet"
    ahead = partners.model_copy(update={"scores": (1, 3, 1, 3)})
    assert engine.ended_outcome(ahead).winner == 1
    alone = engine.new_game(PutSettings(), 2, 3).model_copy(update={"scores": (2, 4)})
    assert engine.ended_outcome(alone).winner == 1
    level = alone.model_copy(update={"scores": (4, 4)})
    assert engine.ended_outcome(level).winner is None
