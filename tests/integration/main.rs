//! All integration tests, in one binary.

// One bound per dimension, raised or capped to what each claim can use.
mod bounds;
// The catalogue and its predicates stay in lockstep; the loader rejects malformed files.
mod catalogue;
// Fidelity: printed examples, coverage ledgers, second readings, domain orders.
mod fidelity;
// The formal statements against the predicates.
mod formal;
// `check` on programs as people write them: protocols, words, planted bugs, no orphans.
mod check;
// The command line: exit codes, messages, reports.
mod cli;
// CI: shards merged, JUnit, Markdown, annotations, the workflow files.
mod ci;
// Golden outputs: every command in every format, its errors and exit codes.
mod golden;
// The JSON outputs held to docs/JSON.md: every field, its type, values typed.
mod json;
// The library's layers: no module imports one above it.
mod layers;
// The fuzz corpora replayed through the targets' checks.
mod fuzz_replay;
// proptest properties: closed forms against the solver and against each other.
mod properties;
// quickcheck properties: the same ground from another generator and shrinker.
mod quickcheck_props;
// Hostile input: each test named after what it feeds the tool.
mod hostile;
// The HTML report and the pictures: written whole, read back, rendered in a browser.
mod report;
// insta snapshots of computed tables and of the verify report.
mod snapshots;
// Strategies: legal moves to P, wins against every reply, agreement.
mod strategies;
// One thread or many: the same report.
mod threads;
// The trees: round trips, deep nodes, Stern–Brocot against Calkin–Wilf.
mod trees;
// The solvers: dense against reference, structure of the games, the reference solver's limits.
mod solvers;
// What the tests share: the catalogue and its one run, the binary, scratch folders.
mod util;
// The verify report's line of one claim, without timings (shared with tests/claims.rs).
#[path = "../common/verdict_line.rs"]
mod verdict_line;
