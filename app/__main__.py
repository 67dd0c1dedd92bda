"""`python -m parlour.app` (or `python -m app` from the project root): the same as the `parlour` command."""

from parlour.app.launch import main

if __name__ == "__main__":
    raise SystemExit(main())
