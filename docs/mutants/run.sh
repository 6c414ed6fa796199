#!/usr/bin/env bash
# cargo-mutants over the predicates of one paper (issue 29), one shard at a time, and a summary of
# the shard's outcome written to docs/mutants/ so that the shards add up across sessions.
#
#   cargo install --locked cargo-mutants                 # once (27.1 was used)
#   bash docs/mutants/run.sh ewd1981                     # every mutant of src/claims/ewd1981.rs
#   bash docs/mutants/run.sh ho2012 3/8                  # the third eighth of src/claims/ho2012.rs
#   bash docs/mutants/run.sh shared                      # src/claims/mod.rs, against every claim
#                                                        # and every unit test of the lib
#
# Run it in a scratch clone: the mutants are applied in place, one at a time (the clone is left
# unchanged afterwards, but a killed run can leave one mutation behind: `git checkout src`).
#
# Each mutant is tested by the catalogue's own test (`tests/claims.rs`: every claim at its default
# bound, its verdict and its printed examples), filtered to the paper's claims, and by the unit
# tests whose path names the paper (`claims::PAPER::tests`, the planted faults of its predicates,
# and any other `PAPER` module's: the filter is the paper's key, which both names contain), built
# with the `mutants` profile (the crate unoptimised and incremental: about 3 s a rebuild). A
# mutant the filtered run misses is run again against the claims of the papers whose predicates
# call this paper's code (ho2014 calls chl2011's; no other paper is called), and counts as
# missed only if that misses it too.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: run.sh PAPER [K/N]  (PAPER: chl2011 ewd1981 ho2012 ho2014 hss2008 shared)" >&2
  exit 2
fi
paper=$1
shard=${2:-1/1}
case "$paper" in
  chl2011 | ewd1981 | ho2012 | ho2014) files=("src/claims/$paper.rs") filter=(--lib "$paper") ;;
  hss2008) files=("src/claims/hss2008/*.rs") filter=(--lib hss2008) ;;
  # mod.rs's own unit tests (`claims::tests`) live in the lib, and no one filter names both
  # them and every claim: the lib's unit tests all run (about 25 s in the mutants profile).
  shared) files=("src/claims/mod.rs") filter=(--lib) ;;
  *) echo "run.sh: unknown paper \`$paper\`" >&2; exit 2 ;;
esac
if ! [[ "$shard" =~ ^([1-9][0-9]{0,5})/([1-9][0-9]{0,5})$ ]] || ((BASH_REMATCH[1] > BASH_REMATCH[2])); then
  echo "run.sh: the shard is K/N with 1 ≤ K ≤ N, not \`$shard\`" >&2
  exit 2
fi
k=${BASH_REMATCH[1]} n=${BASH_REMATCH[2]}
root=$(git rev-parse --show-toplevel)
cd "$root"
out="target/mutants-runs/$paper-$k-of-$n"  # (target/mutants/ is the profile's build)
rm -rf "$out"
mkdir -p "$out"
common=(--config .cargo/mutants-claims.toml --profile mutants --timeout 120 --in-place
  --baseline skip --no-shuffle)
for f in "${files[@]}"; do common+=(-f "$f"); done
start=$(date +%s)
# cargo-mutants exits 2 when some mutant is missed, 3 on a timeout: the outcomes say which.
cargo mutants "${common[@]}" --shard "$((k - 1))/$n" -o "$out/first" -- "${filter[@]}" || true
missed="$out/first/mutants.out/missed.txt"
# The papers whose predicates call this paper's code (mod.rs only registers each paper's claims):
# a mutant their claims may catch. None: the pass again would rerun what cannot fail.
callers=()
if [[ $paper != shared ]]; then
  for f in $(grep -rls "\b$paper::" src/claims/ | grep -v -e "^src/claims/$paper" -e '^src/claims/mod\.rs$'); do
    other=${f#src/claims/}
    callers+=("${other%%[/.]*}/")
  done
fi
if [[ ${#callers[@]} -gt 0 && -s "$missed" ]]; then
  # Again, against the claims of the papers that call it (one filter, or every claim): only the
  # mutants missed above, named exactly.
  again=()
  if [[ ${#callers[@]} -eq 1 ]]; then again=(-- "${callers[0]}"); fi
  re=$(sed -e 's/[][\\.*^$+?(){}|]/\\&/g' -e 's/^/^/' -e 's/$/$/' "$missed" | paste -sd'|')
  cargo mutants "${common[@]}" --re "$re" -o "$out/again" "${again[@]}" || true
fi
python3 "$root/docs/mutants/summarise.py" "$paper" "$k" "$n" "$out" "$(($(date +%s) - start))" \
  >"docs/mutants/$paper-$k-of-$n.md"
echo "run.sh: docs/mutants/$paper-$k-of-$n.md"
