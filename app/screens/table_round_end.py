"""The end of a round and of a game at a table: the summary, the final standings, play again.

A mixin of `TableScreen` (app/screens/table_base.py); the tables may override the
title and the rows.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape

DEMO_PAUSE = 2.0
"""Seconds a demo table shows each round summary and the final standings."""


class RoundEnd:
    """After each round a summary; after the last, the standings and "play again"."""

    setup: Any
    engine: Any
    state: Any
    seed: int
    round_start_stacks: tuple[int, ...] | None

    def on_round_end(self, old: Any, new: Any) -> None:
        from parlour.app.screens.round_summary import RoundSummary

        summary = RoundSummary(self.summary_title(new), self.summary_rows(new),
                               close_after=DEMO_PAUSE if self.app.demo else None)
        self.app.push_screen(summary, self.after_summary)

    def after_summary(self, _: object = None) -> None:
        if self.engine.is_over(self.state):
            from parlour.app.screens.game_over import GameOverScreen

            self.app.push_screen(GameOverScreen(self.standings_rows(), self.outcome_line(),
                                                close_after=DEMO_PAUSE if self.app.demo else None),
                                 self.after_game)

    def after_game(self, choice: str | None) -> None:
        self.app.pop_screen()
        if choice == "again":
            self.app.open_table(self.setup, self.seed + 1)

    def summary_title(self, state: Any) -> str:
        return f"Round {state.rounds_played}"

    def summary_rows(self, state: Any) -> list[tuple[str, str, str]]:
        """(name, change, now) per seat for the round summary."""
        now = self.stacks_of(state)
        before = self.round_start_stacks or now
        rows = []
        for seat, name in enumerate(self.setup.names):
            change = now[seat] - before[seat]
            rows.append((name, f"{change:+d}" if change else "0", str(now[seat])))
        return rows

    def standings_rows(self) -> list[tuple[str, str]]:
        outcome = self.engine.outcome(self.state)
        final = self.stacks_of(self.state)
        return [(self.setup.names[seat], str(final[seat])) for seat in outcome.standings]

    def outcome_line(self) -> str:
        outcome = self.engine.outcome(self.state)
        winner = "no single winner" if outcome.winner is None else f"{escape(self.setup.names[outcome.winner])} wins"
        return f"{winner} — {outcome.reason or 'game over'}"
