#!/usr/bin/env python3
"""Fails when a locked dependency needs a newer Rust than the crate's `rust-version`.

    cargo metadata --locked --format-version 1 | rust_version.py

This machine has one toolchain, so the declared version is not compiled with here: what can be
checked is that no package of the lock file declares a newer `rust-version` than the crate (this
script), and that the crate's own code uses no newer standard library API (clippy's
`incompatible_msrv` lint, which `cargo clippy -- -D warnings` denies).
"""

import json
import sys


def version(text):
    """`1.89` and `1.89.0` alike, as (1, 89, 0)."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def main():
    meta = json.load(sys.stdin)
    members = set(meta["workspace_members"])
    ours = [p for p in meta["packages"] if p["id"] in members]
    if len(ours) != 1 or not ours[0].get("rust_version"):
        print("the crate declares no rust-version", file=sys.stderr)
        return 2
    crate = ours[0]
    declared = version(crate["rust_version"])
    newer = sorted(
        (version(p["rust_version"]), p["name"], p["version"])
        for p in meta["packages"]
        if p["id"] not in members
        and p.get("rust_version")
        and version(p["rust_version"]) > declared
    )
    for needs, name, v in newer:
        print(f"{name} {v} needs Rust {'.'.join(map(str, needs))}")
    if newer:
        print(f"{crate['name']} declares rust-version {crate['rust_version']}: raise it, or lock "
              f"older versions of the crates above")
        return 1
    print(f"rust-version {crate['rust_version']}: no locked dependency needs a newer Rust")
    return 0


if __name__ == "__main__":
    sys.exit(main())
