#!/usr/bin/env bash
# The throughput of `euclid-spec check` end to end, batch beside lines, interleaved in one run
# (the machines are noisy: compare A against B in the same minutes, quote medians and ratios).
#
#   bash bench/check_throughput.sh [ROUNDS] [BINARY]
#
# A C program written here (Grossman's game by Nivasch's formula, exact in unsigned 128-bit
# arithmetic, stdio-buffered; `flush` as its argument flushes every answer, as the lines protocol
# needs) is guarded at --max 1000 (10^6 positions, each judged by the table and every closed form
# that applies) with --protocol batch, and at --max 300 (90 000 positions) with --protocol lines;
# then batch again with 200 000 random positions (entries up to 2^64 - 1) beside the box, to
# show that memory follows the box's table, not the number of positions. Each line: the run, its
# positions, the median seconds and positions per second over ROUNDS rounds, the largest
# resident memory. Needs a C compiler (cc) and /usr/bin/time.
set -euo pipefail

rounds="${1:-5}"
bin="${2:-target/release/euclid-spec}"
[ -x "$bin" ] || { echo "no binary at $bin (cargo build --release first)" >&2; exit 2; }
command -v cc >/dev/null || { echo "no C compiler (cc): the benchmark needs one" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "no /usr/bin/time: the benchmark reads memory from it" >&2; exit 2; }

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/nivasch.c" <<'EOF'
/* Grossman's game (play to equal entries): g(a, b) = floor(b/a - a/b) for a <= b, computed
 * exactly as floor((b^2 - a^2) / (a b)) in unsigned 128-bit arithmetic. */
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
    int flush = argc > 1 && strcmp(argv[1], "flush") == 0;
    unsigned long long a, b;
    while (scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) { unsigned long long t = a; a = b; b = t; }
        unsigned __int128 hi = (unsigned __int128)b * b, lo = (unsigned __int128)a * a;
        unsigned __int128 q = (hi - lo) / ((unsigned __int128)a * b);
        printf("%llu\n", (unsigned long long)q);
        if (flush) fflush(stdout);
    }
    return 0;
}
EOF
cc -O2 -o "$dir/nivasch" "$dir/nivasch.c"

# run NAME POSITIONS ARGS…: one timed run; appends "seconds kilobytes" to $dir/NAME.
run() {
  local name=$1 positions=$2
  shift 2
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -f "%M" -o "$dir/$name.mem" "$bin" check grossman "$@" >"$dir/$name.out" || {
    echo "the run $name did not pass:" >&2
    cat "$dir/$name.out" >&2
    exit 1
  }
  end=$(date +%s.%N)
  echo "$(echo "$end - $start" | bc -l) $(cat "$dir/$name.mem")" >>"$dir/$name"
  echo "$positions" >"$dir/$name.positions"
}

common=(--random 0 --no-edges --seed 1)
for round in $(seq 1 "$rounds"); do
  echo "round $round of $rounds" >&2
  run batch 1000000 --cmd "$dir/nivasch" --protocol batch --max 1000 "${common[@]}"
  run lines 90000 --cmd "$dir/nivasch flush" --protocol lines --max 300 "${common[@]}"
  run batch-random 1200000 --cmd "$dir/nivasch" --protocol batch --max 1000 --random 200000 --no-edges --seed 1
done

printf '%-14s %10s %12s %14s %12s\n' run positions "median s" "positions/s" "max RSS MB"
for name in batch lines batch-random; do
  positions=$(cat "$dir/$name.positions")
  median=$(cut -d' ' -f1 "$dir/$name" | sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}')
  rss=$(cut -d' ' -f2 "$dir/$name" | sort -g | tail -1)
  rate=$(echo "$positions / $median" | bc)
  eval "rate_${name//-/_}=$rate"
  printf '%-14s %10s %12.2f %14s %12.1f\n' "$name" "$positions" "$median" "$rate" "$(echo "$rss / 1024" | bc -l)"
done
echo "batch / lines, positions per second: $(echo "scale=1; $rate_batch / $rate_lines" | bc)x"
