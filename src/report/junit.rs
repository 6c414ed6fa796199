//! The report as JUnit XML (`--format junit`).

use super::Report;
use crate::catalogue::Status;
use std::fmt::Write as _;

/// The report as JUnit XML: one test suite per paper, one test case per claim (passing when
/// the verdict is the expected one, a failure with the counterexample and the reproduce command
/// otherwise; a claim expected to be skipped is a skipped test).
pub fn junit(report: &Report) -> String {
    use quick_junit::{NonSuccessKind, Report as JReport, TestCase, TestCaseStatus, TestSuite};
    let mut out = JReport::new(format!("euclid-spec verify{}", report.part()));
    let mut suites: Vec<TestSuite> = Vec::new();
    for r in &report.claims {
        let paper = r.paper().to_string();
        if suites.last().map(|s| s.name.as_str()) != Some(paper.as_str()) {
            suites.push(TestSuite::new(paper.clone()));
        }
        let status = if !r.as_expected {
            let mut s = TestCaseStatus::non_success(NonSuccessKind::Failure);
            s.set_message(
                r.unexpected
                    .clone()
                    .unwrap_or_else(|| "not the expected verdict".into()),
            );
            s.set_type("unexpected verdict");
            s.set_description(r.failure_text());
            s
        } else if r.status == Status::Skipped {
            let mut s = TestCaseStatus::skipped();
            if let Some(note) = &r.note {
                s.set_message(note.clone());
            }
            s
        } else {
            TestCaseStatus::success()
        };
        let mut case = TestCase::new(r.id.clone(), status);
        case.set_classname(paper).set_time(
            std::time::Duration::try_from_secs_f64(r.seconds.max(0.0)).unwrap_or_default(),
        );
        if r.as_expected {
            let mut out = format!(
                "{} ({} expected), {} cases, N={}",
                r.status, r.expected, r.cases, r.bound
            );
            if let Some(c) = r.counterexample_line() {
                let _ = write!(out, "\ncounterexample {c}");
            }
            case.set_system_out(out);
        }
        if let Some(suite) = suites.last_mut() {
            suite.add_test_case(case);
        }
    }
    out.add_test_suites(suites);
    out.to_string().unwrap_or_default()
}
