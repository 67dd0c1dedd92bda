"""Continue: the saved games, each checked by replaying its record, to continue or delete.

Every unfinished game has a record (app/saving/saved_games.py). Opening this screen replays each
one from its seed; a record the rules refuse is set aside and named in a notice. Up and
down choose a game, enter continues it, r reviews its finished rounds, d deletes it (asking
first), escape goes back. In the language in force, drawn again after a switch (`retranslate`).
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from ...rules.games import by_id
from ..games import presenter_for
from ..games.presenter import standing_line
from ..games.table_refusals import replay_refusal
from ..saving import in_use
from ..saving.saved_games import SavedGame, as_it_stands, delete, game_name, open_saved, saved_games
from ..seating.session import TableSession
from ..widgets.cards import label
from ..widgets.confirm import Confirm
from ..widgets.footer import ParlourFooter
from ..widgets.literal import SafeStatic
from ..widgets.screen_base import ParlourScreen
from ..words.i18n import N_, _, language
from ..words.numbers import day_and_time
from .review import ReviewScreen

STANDING_LIMIT = 30
"""Characters of the players' figures shown in the list at the least (more as the screen is wider)."""
OTHER_COLUMNS = 52
"""Cells the list's other columns take with their gaps (the game, players, round, last played)."""
NAME_ROOM = 14
"""Characters of a file's name a game that cannot be continued shows in the Game column (its whole name, and why,
come with enter)."""


class SavedGamesScreen(ParlourScreen):
    """The saved games, most recently played first."""

    BINDINGS = [
        Binding("enter", "continue_game", N_("Continue")),
        Binding("r", "review_game", N_("Review")),
        Binding("d,delete", "delete_game", N_("Delete")),
        Binding("escape", "back", N_("Back")),
        Binding("home", "to_end(False)", N_("First"), show=False, priority=True),
        Binding("end", "to_end(True)", N_("Last"), show=False, priority=True),
    ]
    """Continue or delete the game chosen; home and end go to the first game and the last (the list's own keys
    scrolled it sideways, seen doing nothing, where the main menu's go to its ends)."""

    def __init__(self) -> None:
        super().__init__()
        self.games: list[tuple[SavedGame, TableSession | None]] = []
        """The games listed, each with its replayed session (None for one a newer Parlour wrote)."""
        self.room = STANDING_LIMIT
        """The characters the standings were cut to as the list was last drawn."""

    def compose_body(self) -> ComposeResult:
        title, keys = _("Continue"), _("saved games, latest first · enter continue · r review · d delete")
        yield SafeStatic(f"[b]{title}[/b]  [dim]{keys}[/]", id="saved-title")
        yield DataTable(id="saved-table", cursor_type="row", zebra_stripes=True)
        yield SafeStatic(id="saved-empty")
        yield ParlourFooter()

    def on_mount(self) -> None:
        games, notices = saved_games()
        for game in games:
            session, notice = self.check(game)
            if notice:
                notices.append(notice)  # set aside, or used though its last move was cut short
            if session is not None or (game.problem and not notice):
                self.games.append((game, session))
        for notice in notices:
            self.notify(notice, severity="warning", timeout=10, markup=False)
        self.fill()

    def retranslate(self) -> None:
        """Draw the list again in the language now in force (the games stay as they were checked)."""
        self._drawn_in = language()
        self.call_next(self._draw_again)

    async def _draw_again(self) -> None:
        row = self.query_one("#saved-table", DataTable).cursor_row
        await self.recompose()
        self.fill()
        if self.games and row is not None:
            self.query_one("#saved-table", DataTable).move_cursor(row=min(row, len(self.games) - 1))
        self.refresh_bindings()

    def check(self, game: SavedGame) -> tuple[TableSession | None, str | None]:
        """Replay a game to list it; a record that cannot be trusted is set aside (the notice says why, its cards
        in the card style in force)."""
        if game.record is None:
            return None, None
        prefs = self.app.prefs
        return open_saved(game, lambda setup, error: replay_refusal(setup, error, lambda card: label(card, prefs)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is True and action in ("continue_game", "review_game", "delete_game") and not self.games:
            return False  # nothing listed: the footer shows only what works (back)
        return allowed

    def fill(self) -> None:
        table = self.query_one("#saved-table", DataTable)
        table.clear(columns=True)
        table.add_columns(_("Game"), _("Players"), _("Round"), _("Standing"), _("Last played"))
        room = self.room = self.standing_room()
        for index, (game, session) in enumerate(self.games):
            table.add_row(*self.row(game, session, room), key=str(index))
        self.set_class(not self.games, "-empty")
        self.query_one("#saved-empty", Static).update(_("No saved games.") if not self.games else "")
        if self.games:
            table.focus()
        self.refresh_bindings()

    def standing_room(self) -> int:
        """The characters the standings have at the terminal's width."""
        return max(STANDING_LIMIT, self.app.size.width - OTHER_COLUMNS)

    def on_resize(self, event: events.Resize) -> None:
        """The standings take the room the terminal now has, the same game chosen (seen: cut as short at 200 columns
        as at 80, where the list was first drawn)."""
        super().on_resize(event)
        if self.games and self.standing_room() != self.room:
            table = self.query_one("#saved-table", DataTable)
            row = table.cursor_row
            self.fill()
            table.move_cursor(row=row)

    @staticmethod
    def row(game: SavedGame, session: TableSession | None, room: int = STANDING_LIMIT) -> tuple[Text, ...]:
        """One game's line; its standing the leader first, cut to `room` characters."""
        played = Text(day_and_time(game.modified))  # when last played, in local time
        if session is None:  # the file's name and why it is not continued, cut to the room the columns have (seen at
            # 80x24: its problem in the Round column pushed Standing and Last played off the screen for every game)
            name, problem = Text(game.path.name), Text(game.problem or "")
            name.truncate(NAME_ROOM, overflow="ellipsis")
            problem.truncate(room, overflow="ellipsis")
            return name, Text("—"), Text("—"), problem, played
        info, setup = by_id(session.setup.game), session.setup
        view = session.view(None)
        sides = presenter_for(setup.game).sides(view, setup.names, session.scores())
        figures = standing_line(sides, setup.people, room)
        # the round being played, or the next once one is over (seen: "Round 1" for a game continued at round 2)
        playing = max(view.round, view.rounds_played + 1)
        return (Text(_(info.title)), Text(str(setup.players)), Text(str(playing)), Text(figures), played)

    def chosen(self) -> tuple[SavedGame, TableSession | None] | None:
        table = self.query_one("#saved-table", DataTable)
        if not self.games or table.cursor_row is None or not 0 <= table.cursor_row < len(self.games):
            return None
        return self.games[table.cursor_row]

    def on_data_table_row_selected(self, message: DataTable.RowSelected) -> None:
        """Enter on a row (the table takes enter for itself while it has the focus)."""
        message.stop()
        self.action_continue_game()

    def action_continue_game(self) -> None:
        chosen = self.chosen()
        if chosen is None or self.played_elsewhere(chosen[0]):
            return
        chosen = self.as_it_stands(chosen)
        if chosen is None:
            return
        game, session = chosen
        if session is None:
            problem = game.problem or _("cannot be continued")
            self.notify(f"{game.path.name}: {problem}", severity="warning", markup=False)
            return
        self.dismiss((game, session))

    def as_it_stands(
        self, chosen: tuple[SavedGame, TableSession | None]
    ) -> tuple[SavedGame, TableSession | None] | None:
        """The chosen game as its file stands now (`saved_games.as_it_stands`): read and replayed again when another
        window played on in it since the list was made (continued as listed, its later moves would be written
        after that window's); None, said and taken off the list, when it is gone or can no longer be trusted."""
        now, notice = as_it_stands(chosen[0])
        if now is chosen[0]:
            return chosen
        session = None
        if now is not None:
            session, checked = self.check(now)
            notice = notice or checked
        if notice:
            self.notify(notice, severity="warning", timeout=10, markup=False)
        index = self.games.index(chosen)
        if now is None or (session is None and not now.problem):
            del self.games[index]
            self.fill()
            self.refresh_bindings()
            return None
        self.games[index] = (now, session)
        return self.games[index]

    def played_elsewhere(self, game: SavedGame) -> bool:
        """Whether another window plays `game` now (app/saving/in_use.py): said, and the game neither continued nor
        deleted here."""
        if not in_use.held_elsewhere(game.path):
            return False
        self.notify(
            _("{game} is being played in another window: finish or leave it there first").format(game=game_name(game)),
            severity="warning",
            markup=False,
        )
        return True

    def action_review_game(self) -> None:
        """Review the finished rounds of the chosen game (the round in progress keeps its cards hidden)."""
        chosen = self.chosen()
        if chosen is not None:
            chosen = self.as_it_stands(chosen)  # another window may have played on in it
        if chosen is None or chosen[1] is None:
            return

        session = chosen[1]
        review = session.review()
        if not review.frames:
            self.notify(_("Nothing to review yet: the first round is still being played."), timeout=5, markup=False)
            return
        self.app.push_screen(ReviewScreen(review, session.setup, session.seed))

    def action_delete_game(self) -> None:
        chosen = self.chosen()
        if chosen is None:
            return

        game = chosen[0]
        if self.played_elsewhere(game):
            return
        self.app.push_screen(
            Confirm(
                _("Delete the saved game of {game}?").format(game=game_name(game)),
                _("It cannot be undone."),
                yes=N_("delete"),
                no=N_("keep"),
            ),
            lambda yes: self.delete_chosen(chosen) if yes else None,
        )

    def delete_chosen(self, chosen: tuple[SavedGame, TableSession | None]) -> None:
        notice = delete(chosen[0])
        if notice:
            self.notify(notice, severity="warning", markup=False)
            return
        row = self.games.index(chosen)
        self.games.remove(chosen)
        self.fill()
        if self.games:  # the row that took its place (seen: back at the top, the next d aimed at the newest game)
            self.query_one("#saved-table", DataTable).move_cursor(row=min(row, len(self.games) - 1))
        self.refresh_bindings()  # the last one gone: the footer offers only back (seen: "⏎ Continue" over none)

    def action_to_end(self, last: bool) -> None:
        table = self.query_one("#saved-table", DataTable)
        table.move_cursor(row=table.row_count - 1 if last else 0)

    def action_back(self) -> None:
        self.dismiss(None)
