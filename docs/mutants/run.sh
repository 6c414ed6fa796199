#!/usr/bin/env bash
# cargo-mutants over the predicates of one paper, one shard at a time, and a summary of
# the shard's outcome written to docs/mutants/ so that the shards add up across runs.
#
#   cargo install --locked cargo-mutants                 # once (27.1 was used)
#   bash docs/mutants/run.sh ewd1981                     # every mutant of src/claims/ewd1981/
#   bash docs/mutants/run.sh ho2012 3/8                  # the third eighth of src/claims/ho2012/
#   bash docs/mutants/run.sh shared                      # src/claims/mod.rs, against every claim
#                                                        # and every unit test of the lib
#   bash docs/mutants/run.sh hss2008 1/5 --resume        # a shard stopped part way: only the
#                                                        # mutants its outcomes do not name yet
#   bash docs/mutants/run.sh ho2012 2/6 --from 184       # the shard's mutants from the 184th of
#                                                        # its list on: a stopped run whose outcomes
#                                                        # were lost with its machine (the first
#                                                        # 183's counts are in the README)
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
# One failing test decides that a mutant is caught: the claims not yet started then fail at once
# instead of running (tests/claims.rs; a missed mutant still runs every claim).
export EUCLID_CLAIMS_FAIL_FAST=1

usage="usage: run.sh PAPER [K/N] [--resume | --from I]  (PAPER: a folder of src/claims/, or shared)"
resume=0
from=1
args=()
while (($#)); do
  case "$1" in
    --resume) resume=1 ;;
    --from)
      if ! [[ "${2:-}" =~ ^[1-9][0-9]{0,5}$ ]]; then
        echo "run.sh: --from takes the 1-based index of a mutant in the shard's list, not \`${2:-}\`" >&2
        exit 2
      fi
      from=$2
      shift
      ;;
    -*) echo "run.sh: unknown option \`$1\`; $usage" >&2; exit 2 ;;
    *) args+=("$1") ;;
  esac
  shift
done
if ((resume && from > 1)); then
  echo "run.sh: --from starts a run, --resume goes on with one (which keeps its --from)" >&2
  exit 2
fi
if [[ ${#args[@]} -lt 1 || ${#args[@]} -gt 2 ]]; then
  echo "$usage" >&2
  exit 2
fi
paper=${args[0]}
shard=${args[1]:-1/1}
case "$paper" in
  # mod.rs's own unit tests (`claims::tests`) live in the lib, and no one filter names both
  # them and every claim: the lib's unit tests all run (about 25 s in the mutants profile).
  shared) files=("src/claims/mod.rs") filter=(--lib) ;;
  # A paper: its folder of src/claims/ (a key is letters and digits).
  *)
    if [[ "$paper" =~ ^[a-z0-9]+$ && -f "src/claims/$paper/mod.rs" ]]; then
      files=("src/claims/$paper/*.rs") filter=(--lib "$paper")
    else
      echo "run.sh: unknown paper \`$paper\` (no src/claims/$paper/mod.rs)" >&2; exit 2
    fi
    ;;
esac
if ! [[ "$shard" =~ ^([1-9][0-9]{0,5})/([1-9][0-9]{0,5})$ ]] || ((BASH_REMATCH[1] > BASH_REMATCH[2])); then
  echo "run.sh: the shard is K/N with 1 ≤ K ≤ N, not \`$shard\`" >&2
  exit 2
fi
k=${BASH_REMATCH[1]} n=${BASH_REMATCH[2]}
root=$(git rev-parse --show-toplevel)
cd "$root"
out="target/mutants-runs/$paper-$k-of-$n"  # (target/mutants/ is the profile's build)
common=(--config .cargo/mutants-claims.toml --profile mutants --timeout 120 --in-place
  --baseline skip --no-shuffle)
for f in "${files[@]}"; do common+=(-f "$f"); done
# A mutant's name as a regex that matches it alone (file:line:col: the change in the function).
names_re() { sed -e 's/[][\\.*^$+?(){}|]/\\&/g' -e 's/^/^/' -e 's/$/$/' "$1" | paste -sd'|'; }
start=$(date +%s)
if ((resume)); then
  # cargo-mutants cannot resume a run: the shard's mutants are listed again, and those no earlier
  # run (first/, then rest/, rest2/, … of each --resume) has an outcome for are run now, into the
  # next rest directory (summarise.py joins them all). A name the list no longer has means the
  # source changed since: the shard must run whole again.
  if [[ ! -s "$out/first/mutants.out/outcomes.json" ]]; then
    echo "run.sh: --resume: no stopped run of $paper $k/$n in $out (run it without --resume)" >&2
    exit 2
  fi
  runs=(first) next=rest
  for ((i = 2; ; i++)); do
    [[ -d "$out/$next" ]] || break
    runs+=("$next") next="rest$i"
  done
  done_jsons=()
  for r in "${runs[@]}"; do
    if [[ -s "$out/$r/mutants.out/outcomes.json" ]]; then done_jsons+=("$out/$r/mutants.out/outcomes.json"); fi
  done
  cargo mutants "${common[@]}" --shard "$((k - 1))/$n" --list >"$out/listed.txt"
  from=$(cat "$out/from.txt" 2>/dev/null || echo 1)
  python3 - "$from" "$out/listed.txt" "${done_jsons[@]}" >"$out/todo.txt" <<'PY'
import json, sys
done = {o["scenario"]["Mutant"]["name"] for f in sys.argv[3:] for o in json.load(open(f))["outcomes"]
        if isinstance(o["scenario"], dict) and "Mutant" in o["scenario"]}
listed = [l.rstrip("\n") for l in open(sys.argv[2]) if l.strip()][int(sys.argv[1]) - 1:]
stale = done - set(listed)
if stale:
    sys.exit(f"run.sh: --resume: {len(stale)} mutants of the stopped run are no longer in the "
             f"shard (e.g. {sorted(stale)[0]}): the source changed; run the shard whole again")
print("\n".join(m for m in listed if m not in done))
PY
  echo "run.sh: resuming $paper $k/$n: $(grep -c . "$out/todo.txt" || true) of $(grep -c . "$out/listed.txt") mutants left"
  rm -rf "$out/again"
  if [[ -s "$out/todo.txt" ]]; then
    runs+=("$next")
    cargo mutants "${common[@]}" --re "$(names_re "$out/todo.txt")" -o "$out/$next" -- "${filter[@]}" || true
  fi
  for r in "${runs[@]}"; do cat "$out/$r/mutants.out/missed.txt" 2>/dev/null || true; done >"$out/missed.txt"
else
  rm -rf "$out"
  mkdir -p "$out"
  # cargo-mutants exits 2 when some mutant is missed, 3 on a timeout: the outcomes say which.
  if ((from > 1)); then
    # The list from the I-th mutant on, named exactly (the same order: --no-shuffle).
    cargo mutants "${common[@]}" --shard "$((k - 1))/$n" --list >"$out/listed.txt"
    tail -n "+$from" "$out/listed.txt" >"$out/todo.txt"
    if [[ ! -s "$out/todo.txt" ]]; then
      echo "run.sh: --from $from: the shard lists $(grep -c . "$out/listed.txt") mutants" >&2
      exit 2
    fi
    echo "$from" >"$out/from.txt"
    echo "run.sh: $paper $k/$n from its mutant $from: $(grep -c . "$out/todo.txt") of $(grep -c . "$out/listed.txt")"
    cargo mutants "${common[@]}" --re "$(names_re "$out/todo.txt")" -o "$out/first" -- "${filter[@]}" || true
  else
    cargo mutants "${common[@]}" --shard "$((k - 1))/$n" -o "$out/first" -- "${filter[@]}" || true
  fi
  cp "$out/first/mutants.out/missed.txt" "$out/missed.txt" 2>/dev/null || : >"$out/missed.txt"
fi
missed="$out/missed.txt"
# The papers whose predicates call this paper's code (mod.rs only registers each paper's claims):
# a mutant their claims may catch. None: the pass again would rerun what cannot fail.
callers=()
if [[ $paper != shared ]]; then
  for other in $(grep -rls "\b$paper::" src/claims/ | grep -v -e "^src/claims/$paper/" -e '^src/claims/mod\.rs$' |
    sed -e 's|^src/claims/||' -e 's|[/.].*||' | sort -u); do
    callers+=("$other/")
  done
fi
if [[ ${#callers[@]} -gt 0 && -s "$missed" ]]; then
  # Again, against the claims of the papers that call it (one filter, or every claim): only the
  # mutants missed above, named exactly.
  again=()
  if [[ ${#callers[@]} -eq 1 ]]; then again=(-- "${callers[0]}"); fi
  cargo mutants "${common[@]}" --re "$(names_re "$missed")" -o "$out/again" "${again[@]}" || true
fi
python3 "$root/docs/mutants/summarise.py" "$paper" "$k" "$n" "$out" "$(($(date +%s) - start))" \
  >"docs/mutants/$paper-$k-of-$n.md"
echo "run.sh: docs/mutants/$paper-$k-of-$n.md"
