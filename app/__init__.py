"""Parlour's Textual application: menu, setup, table and the screens around them.

Built in floors, each importing only the floors below it (pyproject.toml `[tool.importlinter]`), from the top:
the shell here (cli.py, parlour_app.py, commands.py, crash.py), screens/, games/ (each game's presentation),
then widgets/, net/ and web/ side by side, saving/, seating/ and words/ at the bottom.
"""

__version__ = "0.1.0"
