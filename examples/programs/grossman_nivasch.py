#!/usr/bin/env python3
"""An implementation of Grossman's game to guard: Nivasch's formula G_G(a, b) = floor(b/a - a/b)
for a <= b, in exact integers. Reads positions `a b`, one per line; writes one value per line.

    cargo run --release -- check grossman --cmd "python3 examples/programs/grossman_nivasch.py"
"""
import sys

for line in sys.stdin:
    a, b = sorted(int(x) for x in line.split())
    print((b * b - a * a) // (a * b), flush=True)
