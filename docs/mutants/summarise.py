"""The summary of one shard of docs/mutants/run.sh, as Markdown on stdout.

Usage: python3 summarise.py PAPER K N OUT SECONDS, where OUT holds first/mutants.out (the shard,
against the paper's claims), rest/mutants.out when the shard was resumed (`run.sh --resume`: the
mutants the stopped first run had not reached; rest2/, rest3/, … when it was resumed again) and, when those missed any, again/mutants.out
(those, against every claim). A mutant is caught when either run caught it; missed only when both
missed it.
"""

import collections
import json
import pathlib
import subprocess
import sys

paper, k, n, out, seconds = sys.argv[1:6]
out = pathlib.Path(out)


def outcomes(run):
    path = out / run / "mutants.out" / "outcomes.json"
    if not path.exists():
        return {}
    data = json.loads(path.read_text())
    found = {}
    for o in data["outcomes"]:
        mutant = o["scenario"].get("Mutant") if isinstance(o["scenario"], dict) else None
        if mutant is not None:
            found[mutant["name"]] = (mutant["file"], o["summary"])
    return found, data["cargo_mutants_version"]


first = outcomes("first")
if not first:
    sys.exit(f"summarise.py: no outcomes in {out}/first: the shard did not run")
first, version = first
# Each --resume ran into rest/, then rest2/, rest3/, …, the mutants no run before it reached.
resumed = False
for i in range(1, 1000):
    name = "rest" if i == 1 else f"rest{i}"
    if not (out / name).is_dir():
        break
    rest = outcomes(name)
    if rest:
        resumed = True
        first.update(rest[0])
        version = rest[1]
again = outcomes("again")
again = again[0] if again else {}

KINDS = {"CaughtMutant": "caught", "MissedMutant": "missed", "Unviable": "unviable",
         "Timeout": "timeout"}
counts = collections.defaultdict(collections.Counter)
missed = []
caught_again = 0
for name, (file, summary) in first.items():
    kind = KINDS.get(summary, summary)
    if kind == "missed" and name in again:
        second = KINDS.get(again[name][1], again[name][1])
        if second != "missed":
            caught_again += 1
        kind = second
    counts[file][kind] += 1
    if kind == "missed":
        missed.append(name)

columns = ["caught", "missed", "unviable", "timeout"]
print(f"# cargo-mutants: {paper}, shard {k} of {n}\n")
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                        check=False).stdout.strip() or "unknown"
start = (out / "from.txt").read_text().strip() if (out / "from.txt").exists() else "1"
resume = (f" --from {start}" if start != "1" else "") + (" (then --resume)" if resumed else "")
print(f"`bash docs/mutants/run.sh {paper} {k}/{n}{resume}` at commit {commit} (cargo-mutants {version}), "
      f"{len(first)} mutants{f' (the shard from its mutant {start} on)' if start != '1' else ''} "
      f"in {int(seconds) // 60} min{' (the resumed part)' if resumed else ''}. A timeout counts as caught (the mutant made a claim run past "
      f"120 s); unviable mutants do not compile.")
if caught_again:
    print(f"{caught_again} of the mutants the paper's own claims missed were caught by another "
          f"paper's claims.")
print()
print("| file | " + " | ".join(columns) + " |")
print("|---|" + "---:|" * len(columns))
total = collections.Counter()
for file in sorted(counts):
    total.update(counts[file])
    print(f"| {file} | " + " | ".join(str(counts[file][c]) for c in columns) + " |")
print("| all | " + " | ".join(str(total[c]) for c in columns) + " |")
print()
if missed:
    print("## Missed\n")
    print("Each is a check missing (to be caught by a new example or test) or an equivalent "
          "mutant (to be listed in `.cargo/mutants-claims.toml` with the reason).\n")
    for name in sorted(missed):
        print(f"- `{name}`")
else:
    print("No mutant missed.")
