#!/usr/bin/env python3
"""Reads the JSON messages of cargo commands run one after another in one clone
(`--message-format=json-render-diagnostics`, the program's own output mixed in is skipped) and
fails when a crate was compiled twice.

    compiled_once.py FIRST.json SECOND.json     # the README's first command, then its tests
    compiled_once.py --nothing THIRD.json        # a plain build after both: nothing compiled

A unit is a crate (name and version), one of its targets (lib, bin, a test, a build script), in
test mode or not, for the host or for the target. A unit compiled twice is a dependency built
again with another feature set or profile, or this crate rebuilt because its build script ran
again: both are what the README's "no dependency compiled twice" excludes. A proc-macro's or a
build script's dependency compiled for the host (the `build-override` profile: opt-level 0)
beside its build for the target is two units, not a repeat.
"""

import json
import sys
from collections import defaultdict


def artifacts(path):
    """The units each `compiler-artifact` message of the file names, with whether cargo found
    them fresh."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith("{"):
                continue
            try:
                m = json.loads(line)
            except json.JSONDecodeError:
                continue
            if m.get("reason") != "compiler-artifact":
                continue
            pkg = m["package_id"]
            # "registry+…#name@version", "path+file:///…#name@version", "path+…#version"
            ident = pkg.rsplit("#", 1)[-1]
            if "@" not in ident:
                ident = f"{m['target']['name']}@{ident}"
            profile = m["profile"]
            kinds = m["target"]["kind"]
            host = (
                "proc-macro" in kinds
                or "custom-build" in kinds
                or (profile["opt_level"] == "0" and not profile["test"])
            )
            unit = (
                ident,
                m["target"]["name"],
                "/".join(kinds),
                "test" if profile["test"] else "",
                "host" if host else "target",
            )
            if "custom-build" in kinds:
                # A build script runs on the host whichever build of its crate it serves, one
                # build for each of the crate's feature sets: the crate's own units say whether
                # that set is a repeat.
                unit += (",".join(m.get("features", [])),)
            yield unit, m["fresh"], m.get("features", [])


def show(unit):
    ident, name, kinds, test, where = unit[:5]
    parts = [ident, f"{kinds} {name}"]
    if test:
        parts.append("in test mode")
    parts.append(f"for the {where}")
    return ", ".join(parts)


def main(args):
    if len(args) == 2 and args[0] == "--nothing":
        built = [u for u, fresh, _ in artifacts(args[1]) if not fresh]
        for u in built:
            print(f"compiled again with nothing changed: {show(u)}")
        if built:
            return 1
        print("a third build compiled nothing")
        return 0
    if not args or args[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    compiled = defaultdict(list)
    count = 0
    for i, path in enumerate(args, start=1):
        for unit, fresh, features in artifacts(path):
            if not fresh:
                compiled[unit].append((i, features))
                count += 1
    repeats = {u: c for u, c in compiled.items() if len(c) > 1}
    for unit, builds in sorted(repeats.items()):
        print(f"compiled {len(builds)} times: {show(unit)}")
        for command, features in builds:
            print(f"    by command {command}, features [{', '.join(features)}]")
    print(f"{count} units compiled by {len(args)} commands; {len(repeats)} compiled more than once")
    return 1 if repeats else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
