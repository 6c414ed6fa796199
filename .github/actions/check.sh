#!/usr/bin/env bash
# The script of the composite action (action.yml at the repository's root): runs
# `euclid-spec check` with the action's inputs, read from the environment (never spliced into
# the script), writes its Markdown report to the log and the step summary, and exits
# with check's exit code (0 pass, 1 the program is wrong, 2 a usage error or a limit reached,
# 3 the engines disagree among themselves).
#
# Inputs: EUCLID_CHECK_GAME, EUCLID_CHECK_COMMAND (required); EUCLID_CHECK_PROTOCOL,
# EUCLID_CHECK_END, EUCLID_CHECK_COUNT_FIRST (true/false), EUCLID_CHECK_OUTCOME,
# EUCLID_CHECK_ENTRIES, EUCLID_CHECK_MAX, EUCLID_CHECK_RANDOM, EUCLID_CHECK_SEED,
# EUCLID_CHECK_TIMEOUT (each optional: empty is check's default). EUCLID_SPEC_BIN names the
# binary (default: euclid-spec on PATH). GITHUB_STEP_SUMMARY, when set, receives the report.
# An input's value is never echoed raw: a line of it starting `::error::` would be read by the
# runner as a command (printf %q writes it on one line, quoted). A missing or bad input is a
# usage error: exit 2, as check's own.
set -uo pipefail

# The binary is started under the name `euclid-spec` (exec -a), so that the commands check
# prints (reproduce, alone) say `euclid-spec …`, not the runner's temporary install path; PATH,
# which the program under test inherits, is left as it is.
bin="${EUCLID_SPEC_BIN:-euclid-spec}"
for input in GAME COMMAND; do
  var="EUCLID_CHECK_$input"
  if [ -z "${!var:-}" ]; then
    echo "the input $(echo "$input" | tr 'A-Z' 'a-z') is required" >&2
    exit 2
  fi
done
# A game is a name (`grossman`, `misere-g1`, `stern`): a value like `--help` would be read as a
# flag, print the help and pass having checked nothing.
if ! [[ "$EUCLID_CHECK_GAME" =~ ^[A-Za-z0-9][A-Za-z0-9-]*$ ]]; then
  printf 'the input game is a name such as grossman, not %q\n' "$EUCLID_CHECK_GAME" >&2
  exit 2
fi

args=(check "$EUCLID_CHECK_GAME" --cmd "$EUCLID_CHECK_COMMAND")
add() { # add FLAG VALUE: the flag only when the value is not empty
  if [ -n "$2" ]; then args+=("$1" "$2"); fi
}
add --protocol "${EUCLID_CHECK_PROTOCOL:-}"
add --end "${EUCLID_CHECK_END:-}"
add --outcome "${EUCLID_CHECK_OUTCOME:-}"
add --entries "${EUCLID_CHECK_ENTRIES:-}"
add --max "${EUCLID_CHECK_MAX:-}"
add --random "${EUCLID_CHECK_RANDOM:-}"
add --seed "${EUCLID_CHECK_SEED:-}"
add --timeout "${EUCLID_CHECK_TIMEOUT:-}"
case "${EUCLID_CHECK_COUNT_FIRST:-false}" in
  true) args+=(--count-first) ;;
  false | "") ;;
  *) printf 'count-first must be true or false, not %q\n' "$EUCLID_CHECK_COUNT_FIRST" >&2; exit 2 ;;
esac

# The report in Markdown, to the log and to the step summary; on GitHub Actions, check also
# writes an error annotation (on stderr) when the run does not pass.
report=$(mktemp)
trap 'rm -f "$report"' EXIT
(exec -a euclid-spec "$bin" "${args[@]}" --format markdown) >"$report"
code=$?
# A binary that is missing or cannot run is a usage error, not a verdict.
if [ "$code" -eq 126 ] || [ "$code" -eq 127 ]; then
  exit 2
fi
cat "$report"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  cat "$report" >>"$GITHUB_STEP_SUMMARY"
fi
exit "$code"
