#!/usr/bin/env python3
"""How far the plan (`verify --dry-run`) is from what a run does, claim by claim.

    python3 bench/plan_accuracy.py BINARY [BOUND FLAGS ...] [--memory]

Runs `BINARY verify --dry-run --format json` and `BINARY verify --format json` with the bound
flags given (none: the default bounds), and prints, for every claim whose estimate of cases is
off by more than 2x (planned / checked, a claim that holds), the two counts; then the totals.
With `--memory`, also runs each claim alone (`--claim ID`) and compares the plan's memory for it
with the peak resident memory of its process (`wait4`'s ru_maxrss), and prints the claims whose
plan is below their peak or more than 2x above it: one process a claim, so a few minutes at the
default bounds. Exits 1 when a holding claim's cases, or any claim's memory, is outside 2x.
"""
import json
import os
import subprocess
import sys


def run_json(binary, args):
    out = subprocess.run([binary, "verify", *args, "--format", "json"],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"{binary} verify {' '.join(args)}: exit {out.returncode}\n{out.stderr}")
    return json.loads(out.stdout)


def peak_kib(command):
    """Runs `command` (output discarded) and returns its peak resident memory in KiB."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    # Reaped here: Popen must not wait for it again.
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    binary, flags = args[0], [a for a in args[1:] if a != "--memory"]
    memory = "--memory" in args
    plan = run_json(binary, [*flags, "--dry-run"])
    report = run_json(binary, flags)
    checked = {c["id"]: c for c in report["claims"]}
    off = 0
    planned_total = checked_total = 0
    for c in plan["claims"]:
        r = checked[c["id"]]
        planned, cases = c["estimated_cases"], r["cases"]
        planned_total += planned
        checked_total += cases
        if r["status"] != "holds":
            continue
        if cases == 0 or planned > 2 * cases or 2 * planned < cases:
            off += 1
            print(f"cases  {c['id']}: planned {planned}, checked {cases}")
    print(f"cases in all: planned {planned_total}, checked {checked_total} "
          f"({planned_total / max(checked_total, 1):.2f}x); holding claims outside 2x: {off}")
    if memory:
        worst = 0
        for c in plan["claims"]:
            one = ["--claim", c["id"], *flags]
            planned = run_json(binary, [*one, "--dry-run"])["memory_bytes"]
            peak = peak_kib([binary, "verify", *one]) * 1024
            ratio = planned / max(peak, 1)
            if ratio < 1 or ratio > 2:
                worst += 1
                print(f"memory {c['id']}: planned {planned / 2**20:.1f} MiB, "
                      f"peak {peak / 2**20:.1f} MiB ({ratio:.2f}x)")
        print(f"claims whose planned memory is below their peak or above twice it: {worst}")
        off += worst
    sys.exit(1 if off else 0)


if __name__ == "__main__":
    main()
