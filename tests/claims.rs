//! Every catalogue entry as one test, named by its id, run at its default bound: it passes when
//! the verdict is the expected one (a statement that fails as printed must fail at its pinned
//! counterexample) and fails with the counterexample and the command that reproduces it.
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
use euclid_spec::report::text::line as text_line;
use euclid_spec::run::{Options, Session};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::process::ExitCode;
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
    let trials = catalogue
        .claims
        .iter()
        .map(|claim| {
            let session = Arc::clone(&session);
            let id = claim.id.clone();
            Trial::test(claim.id.clone(), move || {
                let result = session.run(&id).map_err(|e| Failed::from(e.to_string()))?;
                if result.is_expected() {
                    Ok(())
                } else {
                    Err(Failed::from(text_line(&result)))
                }
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit_code()
}
