#!/usr/bin/env python3
"""The same formula with a planted bug: the entries are not sorted, so floor(b/a - a/b) goes
negative when a > b (the reading chl2011/fact-nivasch-both-orders shows failing at (2, 1)).

    cargo run --release -- check grossman --cmd "python3 examples/programs/grossman_planted_bug.py"
"""
import sys

for line in sys.stdin:
    a, b = (int(x) for x in line.split())
    print((b * b - a * a) // (a * b), flush=True)
