//! Every catalogue entry as one test, named by its id, run at its default bound: it passes when
//! the verdict is the expected one (a statement that fails as printed must fail at its pinned
//! counterexample) and its line (verdict, bound, cases, counterexample) is the one in
//! `snapshots/verify_default_bounds.snap`, and fails with the counterexample and the command
//! that reproduces it.
//!
//! ```sh
//! cargo test --test claims                    # the whole catalogue
//! cargo test --test claims -- chl2011/        # one paper
//! cargo test --test claims -- --list          # the catalogue, one line per claim
//! cargo nextest run --test claims --partition hash:1/4   # a quarter of it, on one CI job
//! ```
//!
//! The trials of one process share the tables they build (`Session`); under cargo-nextest each
//! claim is a process of its own and builds what it needs (see the README's CI section).

use euclid_spec::catalogue::Catalogue;
use euclid_spec::claims::{registry, Planted, Status, Tables};
use euclid_spec::games::TwoEntryGame;
use euclid_spec::report::text::line as text_line;
use euclid_spec::run::{join_as, verdict_at, Options, Session};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use verdict_line::verdict_line;

#[path = "common/verdict_line.rs"]
mod verdict_line;
use std::sync::Arc;

fn main() -> ExitCode {
    let args = Arguments::from_args();
    // A failing claim's reproduce line: this test runs in the clone, where the binary is built
    // and run by cargo.
    euclid_spec::vocab::invocation::set("cargo run --release --".into());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec");
    let catalogue: &'static Catalogue = match Catalogue::load_dir(&dir) {
        Ok(c) => Box::leak(Box::new(c)),
        Err(e) => {
            eprintln!("cannot load the catalogue from {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    };
    // The tables are planned for the claims the filter lets through (under nextest, one).
    let chosen: Vec<String> = catalogue
        .claims
        .iter()
        .map(|c| c.id.clone())
        .filter(|id| match &args.filter {
            None => true,
            Some(f) if args.exact => id == f,
            Some(f) => id.contains(f.as_str()),
        })
        .filter(|id| {
            !args.skip.iter().any(|s| {
                if args.exact {
                    id == s
                } else {
                    id.contains(s.as_str())
                }
            })
        })
        .collect();
    let session = Arc::new(Session::new(
        catalogue,
        Options {
            claims: chosen,
            ..Options::default()
        },
    ));
    let fail_fast_on = std::env::var_os(FAIL_FAST_VAR).is_some_and(|v| !v.is_empty() && v != "0");
    let mut trials: Vec<Trial> = catalogue
        .claims
        .iter()
        .map(|claim| {
            let session = Arc::clone(&session);
            let id = claim.id.clone();
            Trial::test(claim.id.clone(), move || {
                fail_fast(fail_fast_on, || {
                    let result = session.run(&id).map_err(|e| Failed::from(e.to_string()))?;
                    if !result.is_expected() {
                        return Err(Failed::from(text_line(&euclid_spec::report::Record::of(
                            &result,
                        ))));
                    }
                    same_line_as_snapshot(&id, &verdict_line(&result))
                })
            })
        })
        .collect();
    trials.extend(PLANTED.iter().map(|&(id, game, at, value, n)| {
        let name = format!("planted/{id}/{game}{at:?}");
        Trial::test(name, move || {
            fail_fast(fail_fast_on, || planted(catalogue, id, game, at, value, n))
        })
    }));
    libtest_mimic::run(&args, trials).exit_code()
}

/// The report of `verify` at the default bounds, one line a claim (`tests/integration`'s
/// snapshot, reviewed when it changes).
const SNAPSHOT: &str = include_str!("../snapshots/verify_default_bounds.snap");

/// A claim's verdict, bound, case count and counterexample are those of its line in
/// [`SNAPSHOT`]: a domain grown or shrunk, or a counterexample moved, fails here, by name, even
/// where the verdict stays the expected one.
fn same_line_as_snapshot(id: &str, line: &str) -> Result<(), Failed> {
    let body = SNAPSHOT.splitn(3, "---\n").nth(2).unwrap_or("");
    let Some(printed) = body
        .lines()
        .find(|l| l.split_whitespace().next() == Some(id))
    else {
        return Err(Failed::from(format!(
            "no line for {id} in snapshots/verify_default_bounds.snap (a new claim: run the \
             integration tests with INSTA_UPDATE=always and review the snapshot)"
        )));
    };
    if printed.trim_end() == line.trim_end() {
        Ok(())
    } else {
        Err(Failed::from(format!(
            "its verdict line at the default bound is not the snapshot's \
             (snapshots/verify_default_bounds.snap):\n  snapshot: {}\n  now:      {}",
            printed.trim_end(),
            line.trim_end()
        )))
    }
}

/// Set (to anything but `0` or nothing) by `docs/mutants/run.sh`: once a test has failed, the
/// tests not yet started fail at once instead of running, since one failure already decides that
/// the mutant is caught. The run still fails, and only a failing run is cut short.
const FAIL_FAST_VAR: &str = "EUCLID_CLAIMS_FAIL_FAST";

/// A test has failed in this process (read only under [`FAIL_FAST_VAR`]).
static FAILED: AtomicBool = AtomicBool::new(false);

/// `test()`, or under `on` a failure without running it once another test has failed.
fn fail_fast(on: bool, test: impl FnOnce() -> Result<(), Failed>) -> Result<(), Failed> {
    if on && FAILED.load(Ordering::SeqCst) {
        return Err(Failed::from(format!(
            "not run: an earlier test failed ({FAIL_FAST_VAR} is set)"
        )));
    }
    // A panic fails the test too (libtest-mimic catches it outside): it is a failure seen.
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(test)) {
        Ok(result) => {
            if result.is_err() {
                FAILED.store(true, Ordering::SeqCst);
            }
            result
        }
        Err(panic) => {
            FAILED.store(true, Ordering::SeqCst);
            std::panic::resume_unwind(panic)
        }
    }
}

/// Faults planted on purpose in a game's table where the claim holds everywhere, so that no
/// printed example can make its predicate fail: the predicate must fail at the planted position
/// (a weakened comparison, which cargo-mutants plants, would let it hold), and so must the
/// entry's formal statement where it has one (one that agrees with a predicate that holds may
/// still be vacuous: `P ⇔ P`). (claim, game, position, the value both solvers give there, `None`
/// for none, and the bound.)
type Fault = (&'static str, TwoEntryGame, (u64, u64), Option<u32>, u64);

const PLANTED: &[Fault] = &[
    // Symmetry: a pair with no value in either order is not symmetric "with a value".
    (
        "ewd1981/fact-symmetry",
        TwoEntryGame::ColeDavie,
        (2, 3),
        None,
        12,
    ),
    // Cole–Davie: (3, 5) is an N-position (5 ≥ φ·3); planted P, it is outside the printed set.
    (
        "ho2014/proposition-cole-davie",
        TwoEntryGame::ColeDavie,
        (3, 5),
        Some(0),
        12,
    ),
    // The Corollary's proof, quotients not all equal: G(3, 8) = 2 (Table 1), planted 1, is not
    // the display a0 = 2 (8/3 = [2, 1, 2] > λ1 = 1 + √2), though Theorem 1 still gives 2.
    (
        "chl2011/fact-corollary-proof-unequal-case",
        TwoEntryGame::ColeDavie,
        (3, 8),
        Some(1),
        12,
    ),
    // The Corollary's proof, quotients all equal: G(2, 5) = 1 (Table 1), planted 0, is not the
    // display a0 − 1 = 1 (5/2 = [2, 2], n = 1 odd), though Theorem 1 still gives 1.
    (
        "chl2011/fact-corollary-proof-equal-case",
        TwoEntryGame::ColeDavie,
        (2, 5),
        Some(0),
        12,
    ),
    // §2's reduced positions: G_G(2, 4) = G_G(1, 2) = 1 ((1, 2) moves only to the end (1, 1)),
    // planted 2, keeps (2, 4) an N-position: the outcomes agree, the values do not.
    (
        "hss2008/fact-reduced-position",
        TwoEntryGame::Grossman,
        (2, 4),
        Some(2),
        12,
    ),
    // Symmetry "with a value" in Grossman's game too: (1, 2) and (2, 1) planted with no value
    // (the table keeps one value for both orders) are equal, but not symmetric with a value.
    (
        "hss2008/fact-position-symmetry",
        TwoEntryGame::Grossman,
        (1, 2),
        None,
        12,
    ),
    // Theorem 2's proof: from (5, 2) the strategy moves to (3, 2), a P-position ((3, 2) moves
    // only to (1, 2), which moves to the end (1, 1)); (5, 2) planted a P-position, the move is
    // made from a P-position, which the proof's strategy never does.
    (
        "hss2008/fact-theorem-2-strategy",
        TwoEntryGame::Grossman,
        (5, 2),
        Some(0),
        12,
    ),
    // P-position characterisations with a formal statement: (3, 5) has 5/3 > φ, an N-position
    // in both games (hss2008 Theorem 1, Cole–Davie's set); planted P, each statement fails there.
    (
        "hss2008/theorem-1",
        TwoEntryGame::Grossman,
        (3, 5),
        Some(0),
        12,
    ),
    (
        "chl2011/fact-cole-davie",
        TwoEntryGame::ColeDavie,
        (3, 5),
        Some(0),
        12,
    ),
    // Schwartz's criterion: 5/3 = [1; 1, 2], the first quotient ≠ 1 at j = 2, even: N; planted
    // P, the outcome is not the criterion's.
    (
        "hss2008/theorem-3",
        TwoEntryGame::Grossman,
        (3, 5),
        Some(0),
        12,
    ),
    // Theorem 2 on the tree: 5/2's path is one segment of two right steps, non-trivial, first:
    // N; planted P, the outcome is not the theorem's.
    (
        "hss2008/theorem-2",
        TwoEntryGame::Grossman,
        (5, 2),
        Some(0),
        12,
    ),
    // Theorem 2's forced path: 1/2 → 1/1, each move forced; G_G(1, 2) = 1, planted 0, makes
    // the outcomes along it P, P: they no longer alternate.
    (
        "hss2008/fact-theorem-2-forced-path",
        TwoEntryGame::Grossman,
        (1, 2),
        Some(0),
        12,
    ),
];

fn planted(
    catalogue: &'static Catalogue,
    id: &str,
    game: TwoEntryGame,
    at: (u64, u64),
    value: Option<u32>,
    n: u64,
) -> Result<(), Failed> {
    let claim = catalogue
        .claim(id)
        .ok_or_else(|| format!("no claim {id}"))?;
    let check = registry().check(id).map_err(|e| e.to_string())?;
    let tables = Tables::new(catalogue).with_planted(vec![Planted {
        game,
        misere: false,
        at,
        value,
    }]);
    let (a, b) = at;
    let here = [format!("({a}, {b})"), format!("({b}, {a})")];
    let mut checks = vec![("its predicate", check.clone())];
    if claim.formal.is_some() {
        checks.push((
            "its formal statement",
            join_as(claim, true).map_err(|e| e.to_string())?,
        ));
    }
    for (what, check) in checks {
        let verdict = verdict_at(&tables, claim, &check, n);
        match (&verdict.status, &verdict.counterexample) {
            (Status::Fails, Some(f)) if here.contains(&f.position) => {}
            _ => {
                return Err(format!(
                    "{id} with {value:?} planted at {at:?} in the {game} table: expected {what} \
                     to fail there, got {:?} at {:?}",
                    verdict.status,
                    verdict.counterexample.as_ref().map(|f| f.position.clone())
                )
                .into())
            }
        }
    }
    Ok(())
}
