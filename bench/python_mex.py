#!/usr/bin/env python3
"""The baseline for `euclid-spec bench`: a plain Python dictionary mex solver for Grossman's game
on every pair with entries up to N (default 2000). Prints the seconds it took.

    python3 bench/python_mex.py 2000
"""
import sys
import time


def grossman_table(n):
    values = {}
    for b in range(1, n + 1):
        for a in range(1, b + 1):
            seen = set()
            rest = b - a
            while rest >= 1:
                seen.add(values[(min(a, rest), max(a, rest))])
                rest -= a
            m = 0
            while m in seen:
                m += 1
            values[(a, b)] = m
    return values


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    start = time.perf_counter()
    table = grossman_table(n)
    elapsed = time.perf_counter() - start
    assert table[(1, 2)] == 1 and table[(2, 5)] == 2 and table[(5, 9)] == 1
    print(f"python dictionary mex, grossman, N = {n}: {elapsed:.2f} s")
