//! The result of a run does not depend on the thread count: verdicts, counterexamples, case
//! counts and the JSON report (timings aside) are the same on one thread and on several.

use crate::util::{binary, catalogue, whole_run, without_timings, WHOLE_RUN_THREADS};
use euclid_spec::report::json_of as json_report;
use euclid_spec::run::{run, Options};

/// Every claim at its default bound, on one thread and on four (the shared run of the test
/// process, [`whole_run`]: more threads than this machine may have cores, so that chunks and
/// claims interleave): the same report. The one-thread run is the second run of the whole
/// catalogue in this process, and the only one: what it proves needs the default bounds, where
/// the large walks split into many chunks and the tree walks into pieces.
#[test]
fn one_thread_and_many_give_the_same_report() {
    let catalogue = catalogue();
    let options = Options {
        threads: Some(1),
        ..Options::default()
    };
    let mut order = Vec::new();
    let results = run(catalogue, &options, |r| order.push(r.claim.id.clone())).unwrap();
    // The results reach the caller in catalogue order, however the claims were scheduled.
    let ids: Vec<String> = catalogue.claims.iter().map(|c| c.id.clone()).collect();
    assert_eq!(order, ids);
    const { assert!(WHOLE_RUN_THREADS > 1) };
    let one = without_timings(&json_report(&results));
    let four = without_timings(&json_report(whole_run()));
    assert_eq!(one, four);
    // A failing claim's counterexample is part of what is compared.
    assert!(one.to_string().contains("\"counterexample\":{"));
}

/// The command line reads `RAYON_NUM_THREADS` and `--threads`: the same JSON either way.
#[test]
fn the_cli_report_is_the_same_on_one_thread() {
    let report = |env: Option<&str>, args: &[&str]| {
        let mut cmd = binary();
        cmd.args([
            "verify", "--paper", "chl2011", "--pairs", "120", "--format", "json",
        ])
        .args(args)
        .env_remove("RAYON_NUM_THREADS");
        if let Some(n) = env {
            cmd.env("RAYON_NUM_THREADS", n);
        }
        let o = cmd.output().unwrap();
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        without_timings(&String::from_utf8(o.stdout).unwrap())
    };
    let single = report(Some("1"), &[]);
    assert_eq!(single, report(None, &[]));
    assert_eq!(single, report(None, &["--threads", "3"]));
}
