#!/usr/bin/env python3
"""The baseline for the triple tables of `euclid-spec bench`: a plain Python dictionary mex
solver for G1 or G2 (ho2012) on every sorted triple with entries up to N (default 200).

    python3 bench/python_mex_triples.py g1 200
"""
import sys
import time


def table(game, n):
    types = [(0, 1), (0, 2)] if game == "g1" else [(0, 2)]
    values = {}
    for c in range(1, n + 1):
        for b in range(1, c + 1):
            for a in range(1, b + 1):
                if a == c:
                    values[(a, b, c)] = 0
                    continue
                t = (a, b, c)
                seen = set()
                for src, dst in types:
                    rest = t[dst] - t[src]
                    while rest > 0:
                        q = list(t)
                        q[dst] = rest
                        seen.add(values[tuple(sorted(q))])
                        rest -= t[src]
                m = 0
                while m in seen:
                    m += 1
                values[t] = m
    return values


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "g1"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    start = time.perf_counter()
    v = table(game, n)
    elapsed = time.perf_counter() - start
    assert v[(2, 3, 7)] == (2 if game == "g1" else 3)
    print(f"python dictionary mex, {game}, N = {n}: {elapsed:.2f} s")
