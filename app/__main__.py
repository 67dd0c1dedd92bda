"""`python -m app`: the same as the `parlour` command."""

from parlour.app.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
