"""Packaging glue: the folders at the root of the repository install as ONE import package, `parlour`.

`app/` becomes `parlour.app`, `rules/` `parlour.rules`, `assets/` `parlour.assets` and
`seeds/` `parlour.seeds`; their subpackages are found, not listed. Everything else about
the project (name, version, dependencies, the `parlour` command) is in pyproject.toml.
"""

from setuptools import find_packages, setup

ROOTS = ("app", "rules", "assets", "seeds")
"""The folders that make up the package, each installed as `parlour.<folder>`."""

setup(
    packages=[f"parlour.{name}" for name in find_packages(include=[f"{root}*" for root in ROOTS])],
    package_dir={f"parlour.{root}": root for root in ROOTS},
)
