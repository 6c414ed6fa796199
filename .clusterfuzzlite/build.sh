#!/bin/bash -eu
# ClusterFuzzLite's build step: every fuzz target of fuzz/ built by cargo fuzz and copied to
# $OUT, each with its committed corpus zipped beside it as $OUT/<target>_seed_corpus.zip.
#
# In the ClusterFuzzLite image the sanitizer and toolchain come from the environment. Elsewhere
# (`.clusterfuzzlite/check-build.sh`, run by .ci/fuzz) it runs on stable with
# CARGO_FUZZ_FLAGS="--sanitizer none --codegen-units 16" and SRC/OUT set to temporary folders.

project="${PROJECT_DIR:-$SRC/euclid-spec}"
cd "$project/fuzz"

# shellcheck disable=SC2086 # the flags are words
cargo fuzz build -O --debug-assertions ${CARGO_FUZZ_FLAGS:-}

triple=$(rustc -vV | sed -n 's/^host: //p')
built="${CARGO_TARGET_DIR:-target}/$triple/release"

zip_dir() { # zip_dir DIR ZIPFILE: the files of DIR, flat
  if command -v zip >/dev/null 2>&1; then
    (cd "$1" && zip -q -r "$2" .)
  else
    python3 - "$1" "$2" <<'PY'
import os, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as z:
    for root, _, files in os.walk(src):
        for f in sorted(files):
            p = os.path.join(root, f)
            z.write(p, os.path.relpath(p, src))
PY
  fi
}

for target in $(cargo fuzz list); do
  cp "$built/$target" "$OUT/$target"
  if [ -d "corpus/$target" ] && [ -n "$(ls -A "corpus/$target")" ]; then
    rm -f "$OUT/${target}_seed_corpus.zip"
    zip_dir "corpus/$target" "$OUT/${target}_seed_corpus.zip"
  fi
done
