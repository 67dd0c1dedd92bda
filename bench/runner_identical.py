"""Byte-identical scenario runner output: this checkout against an earlier commit.

    python bench/runner_identical.py [--base REF] [--count 10000] [--game GAME ...] [--seed 0] [--keep DIR]

Checks REF out beside this checkout (/tmp/base-REF, bench/checkouts.py), writes COUNT random
scenario files per game (bench/scenario_gen.py: every setting, every table size, legal and
illegal actions, refused input) and the scenarios of tests/scenarios/ (each golden file's
scenario, and the golden file itself, which the runner refuses), then runs every file through
`python -m rules.scenario` of both checkouts: one process per checkout plays them all through
the runner's own `main` (bench/scenario_batch.py), and a sample of files is also run as real
command lines in both to show that the batch prints what the command line prints. Any
difference is reported with the file that shows it (kept, with both outputs, under --keep).
Exit 0 when every output is the same byte for byte, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
sys.path.insert(0, str(BENCH))

from checkouts import ROOT, checkout, environment  # noqa: E402
from scenario_gen import generate  # noqa: E402

from parlour.rules.games import game_ids  # noqa: E402

BASE = "844d278"
"""`main` when the engine work of issue 23 began: the commit the engines must agree with."""
CLI_SAMPLE = 4
"""Files per game also run as real command lines in each checkout."""


def write_scenarios(where: Path, games: list[str], count: int, seed: int) -> list[Path]:
    """The generated files, then tests/scenarios/' scenarios (unwrapped) and the golden files themselves."""
    paths = []
    for game in games:
        folder = where / game
        folder.mkdir(parents=True)
        for index in range(count):
            path = folder / f"{game}_{index:05d}.json"
            path.write_text(json.dumps(generate(game, index, seed)), encoding="utf-8")
            paths.append(path)
    golden = where / "golden"
    golden.mkdir()
    for source in sorted((ROOT / "tests" / "scenarios").glob("*.json")):
        if not any(source.name.startswith(game) for game in games):
            continue
        path = golden / source.name
        path.write_text(json.dumps(json.loads(source.read_text(encoding="utf-8"))["scenario"]), encoding="utf-8")
        paths += [path, source]
    return paths


def run_batches(roots: dict[str, Path], paths: list[Path], where: Path) -> dict[str, Path]:
    """Both checkouts' outputs, each one process, the two side by side."""
    listing = where / "list.txt"
    listing.write_text("\n".join(map(str, paths)), encoding="utf-8")
    running = {}
    for name, root in roots.items():
        out = where / f"{name}.jsonl"
        command = [sys.executable, str(BENCH / "scenario_batch.py"), str(listing), str(out)]
        running[name] = (subprocess.Popen(command, cwd=root, env=environment(root)), out)
    for name, (process, _) in running.items():
        if process.wait() != 0:
            raise SystemExit(f"the batch for {name} failed (exit {process.returncode})")
    return {name: out for name, (_, out) in running.items()}


def cli_output(root: Path, path: Path) -> list:
    """[path, exit code, output] from a real `python -m rules.scenario PATH` in `root`."""
    done = subprocess.run(
        [sys.executable, "-m", "rules.scenario", str(path)],
        cwd=root,
        env=environment(root),
        capture_output=True,
        text=True,
        timeout=120,
    )
    return [str(path), done.returncode, done.stdout]


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", default=BASE, help=f"the commit to agree with (default {BASE})")
    parser.add_argument("--count", type=int, default=10_000, help="generated scenarios per game")
    parser.add_argument("--game", action="append", choices=game_ids(), help="only these games (repeatable)")
    parser.add_argument("--seed", type=int, default=0, help="which scenarios are generated")
    parser.add_argument("--keep", type=Path, help="keep the scenario files and outputs here")
    args = parser.parse_args(argv)
    games = args.game or list(game_ids())
    where = Path(tempfile.mkdtemp(prefix="runner-identical-"))
    started = time.perf_counter()
    try:
        paths = write_scenarios(where / "scenarios", games, args.count, args.seed)
        generated = time.perf_counter()
        roots = {"base": checkout(args.base), "this": ROOT}
        outputs = run_batches(roots, paths, where)
        ran = time.perf_counter()
        differences = compare(outputs, where)
        sample: list[Path] = []
        for game in games:
            sample += [path for path in paths if path.parent.name == game][:CLI_SAMPLE]
        sample += [path for path in paths if path.parent.name == "golden"][:1]
        batch_lines = {name: read(out) for name, out in outputs.items()}
        for name, root in roots.items():
            for path in sample:
                if cli_output(root, path) != batch_lines[name][str(path)]:
                    differences.append(f"{name}: the batch and the command line differ on {path}")
        print(
            f"base {args.base}, {len(paths)} scenario files ({args.count} generated per game: {', '.join(games)};"
            f" {len(paths) - args.count * len(games)} from tests/scenarios), {len(sample)} also as command lines"
        )
        print(f"generated in {generated - started:.1f} s, both runners in {ran - generated:.1f} s")
        if differences:
            keep = args.keep or Path(tempfile.mkdtemp(prefix="runner-differences-"))
            keep.mkdir(parents=True, exist_ok=True)
            for name, out in outputs.items():
                shutil.copy(out, keep / out.name)
            for line in differences[:20]:
                print(line)
            shown = [line.split(" ", 1)[1] for line in differences if line.startswith("DIFFERENT ")]
            for path in shown[:20]:
                shutil.copy(path, keep / Path(path).name)
            print(f"{len(differences)} difference(s); outputs and the files that show them in {keep}")
            return 1
        print("every output identical, byte for byte")
        if args.keep:
            shutil.copytree(where, args.keep, dirs_exist_ok=True)
        return 0
    finally:
        shutil.rmtree(where, ignore_errors=True)


def read(out: Path) -> dict[str, list]:
    with open(out, encoding="utf-8") as handle:
        return {line[0]: line for line in map(json.loads, handle)}


def compare(outputs: dict[str, Path], where: Path) -> list[str]:
    """'DIFFERENT path' for every file whose exit code or output differs, streaming both files."""
    differences = []
    with open(outputs["base"], encoding="utf-8") as base, open(outputs["this"], encoding="utf-8") as this:
        for left, right in zip(base, this, strict=True):
            if left != right:
                path, code, text = json.loads(left)
                _, code2, text2 = json.loads(right)
                at = next((i for i, (a, b) in enumerate(zip(text, text2)) if a != b), min(len(text), len(text2)))
                differences.append(f"DIFFERENT {path}")
                print(
                    f"{path}: exit {code} / {code2}; from character {at}:\n  base: {text[at - 40 : at + 80]!r}\n"
                    f"  this: {text2[at - 40 : at + 80]!r}"
                )
    return differences


if __name__ == "__main__":
    sys.exit(main())
