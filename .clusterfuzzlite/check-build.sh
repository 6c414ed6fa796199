#!/usr/bin/env bash
# Runs build.sh as ClusterFuzzLite would, but on stable (no sanitizer, 16 codegen units) with SRC
# and OUT set to temporary folders, and checks that every fuzz target and its seed corpus landed
# in OUT.
# Docker is not needed. Run from anywhere: bash .clusterfuzzlite/check-build.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
SRC=$(mktemp -d)
OUT=$(mktemp -d)
trap 'rm -rf "$SRC" "$OUT"' EXIT
ln -s "$repo" "$SRC/euclid-spec"
# The flags of .ci/fuzz's build (16 codegen units: ClusterFuzzLite itself keeps cargo-fuzz's
# 1), so that under CI the build is found done.
SRC="$SRC" OUT="$OUT" CARGO_FUZZ_FLAGS="--sanitizer none --codegen-units 16" bash "$repo/.clusterfuzzlite/build.sh"

count_zip() { # entries of a zip, files only
  python3 -c 'import sys, zipfile; print(sum(1 for i in zipfile.ZipFile(sys.argv[1]).infolist() if not i.is_dir()))' "$1" 2>/dev/null \
    || unzip -Z1 "$1" | grep -vc '/$'
}

status=0
cd "$repo/fuzz"
targets=$(cargo fuzz list)
[ -n "$targets" ] || { echo "check-build: cargo fuzz list named no target"; exit 1; }
for target in $targets; do
  if [ ! -x "$OUT/$target" ]; then
    echo "check-build: $target was not copied to OUT"; status=1; continue
  fi
  want=0
  if [ -d "corpus/$target" ]; then
    want=$(find "corpus/$target" -type f | wc -l)
  fi
  if [ "$want" -gt 0 ]; then
    if [ ! -f "$OUT/${target}_seed_corpus.zip" ]; then
      echo "check-build: no ${target}_seed_corpus.zip in OUT"; status=1; continue
    fi
    got=$(count_zip "$OUT/${target}_seed_corpus.zip")
    if [ "$got" -ne "$want" ]; then
      echo "check-build: ${target}_seed_corpus.zip holds $got files, corpus/$target $want"; status=1; continue
    fi
  fi
  echo "check-build: $target and its seed corpus ($want files) in OUT"
done
exit $status
