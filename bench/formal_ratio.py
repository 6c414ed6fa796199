#!/usr/bin/env python3
"""Each formal statement's time against its predicate's, at the same bounds, interleaved.

    python3 bench/formal_ratio.py BINARY [ROUNDS] [BOUND FLAGS ...]

Finds the entries of spec/*.toml with a `formal` statement, then runs, ROUNDS times (default 5),
`BINARY verify --claim ID … --threads 1 --format json` and the same with `--formal`, one after
the other, and prints for every entry the median seconds of each (the claim's own `seconds`)
and their ratio, the slowest ratio first, then the medians of all. Run from the project's root
on a quiet machine; entries whose predicate takes under a millisecond are listed, but their
ratio is mostly the walk's start.
"""
import json
import statistics
import subprocess
import sys
import tomllib
from pathlib import Path


def formal_ids():
    ids = []
    for path in sorted(Path("spec").glob("*.toml")):
        for claim in tomllib.loads(path.read_text()).get("claim", []):
            if "formal" in claim:
                ids.append(claim["id"])
    return ids


def seconds(binary, ids, flags):
    args = [binary, "verify", "--threads", "1", "--format", "json", *flags]
    for i in ids:
        args += ["--claim", i]
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)}: exit {out.returncode}\n{out.stderr}")
    return {c["id"]: (c["seconds"], c["status"], c["cases"]) for c in json.loads(out.stdout)["claims"]}


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    binary = args[0]
    rounds = int(args[1]) if len(args) > 1 and args[1].isdigit() else 5
    flags = args[2:] if len(args) > 1 and args[1].isdigit() else args[1:]
    ids = formal_ids()
    runs = {"predicate": [], "formal": []}
    for _ in range(rounds):
        runs["predicate"].append(seconds(binary, ids, flags))
        runs["formal"].append(seconds(binary, ids, [*flags, "--formal"]))
    rows = []
    for i in ids:
        p = statistics.median(r[i][0] for r in runs["predicate"])
        f = statistics.median(r[i][0] for r in runs["formal"])
        same = runs["predicate"][0][i][1:] == runs["formal"][0][i][1:]
        rows.append((f / max(p, 1e-6), f, p, i, "" if same else "  (verdict or cases differ)"))
    rows.sort(reverse=True)
    print(f"{'ratio':>9} {'formal s':>9} {'predicate s':>11}  entry")
    for ratio, f, p, i, note in rows:
        print(f"{ratio:8.1f}x {f:9.4f} {p:11.4f}  {i}{note}")
    total_f = sum(r[1] for r in rows)
    total_p = sum(r[2] for r in rows)
    print(f"{len(rows)} entries; in all {total_f:.3f} s formal, {total_p:.3f} s predicates "
          f"({total_f / max(total_p, 1e-6):.1f}x)")


if __name__ == "__main__":
    main()
