"""Pure rule engines for Parlour's three games, their computer players and the scenario runner.

Nothing in this package imports textual or rich: the engines run the same under the
table, in the scenario runner and in the benchmarks.
"""
