//! The result of a run does not depend on the thread count: verdicts, counterexamples, case
//! counts and the JSON report (timings aside) are the same on one thread and on several.

use crate::catalogue::catalogue;
use euclid_spec::runner::{json_report, run, Options};
use std::process::Command;

/// The JSON report without its timings.
fn without_timings(report: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(report).unwrap();
    for c in v["claims"].as_array_mut().unwrap() {
        c.as_object_mut().unwrap().remove("seconds");
    }
    v
}

/// Every claim at its default bound, on one thread and on four (more than this machine may
/// have cores, so that chunks and claims interleave): the same report.
#[test]
fn one_thread_and_many_give_the_same_report() {
    let catalogue = catalogue();
    let on = |threads| {
        let options = Options {
            threads: Some(threads),
            ..Options::default()
        };
        let mut order = Vec::new();
        let results = run(&catalogue, &options, |r| order.push(r.id.clone())).unwrap();
        // The results reach the caller in catalogue order, however the claims were scheduled.
        let ids: Vec<String> = catalogue.claims.iter().map(|c| c.id.clone()).collect();
        assert_eq!(order, ids);
        without_timings(&json_report(&results))
    };
    let one = on(1);
    let four = on(4);
    assert_eq!(one, four);
    // A failing claim's counterexample is part of what is compared.
    assert!(one.to_string().contains("\"counterexample\":{"));
}

/// The command line reads `RAYON_NUM_THREADS` and `--threads`: the same JSON either way.
#[test]
fn the_cli_report_is_the_same_on_one_thread() {
    let report = |env: Option<&str>, args: &[&str]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_euclid-spec"));
        cmd.args([
            "verify", "--paper", "chl2011", "--pairs", "120", "--format", "json",
        ])
        .args(args)
        .env_remove("EUCLID_SPEC_CLAIMS")
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
