//! The line of one claim in `snapshots/verify_default_bounds.snap`: its verdict at the default
//! bound, without timings (shared by the integration tests, which snapshot every line, and
//! `tests/claims.rs`, which holds each claim to its own).

use euclid_spec::catalogue::Scope;
use euclid_spec::run::ClaimResult;

/// `id  status  N=bound  cases=count[ at counterexample][ (partial)| (consistency)]`.
pub fn verdict_line(r: &ClaimResult) -> String {
    let cx = r
        .verdict
        .counterexample
        .as_ref()
        .map(|f| format!(" at {}", f.position))
        .unwrap_or_default();
    let scope = match r.claim.scope {
        Scope::Full => "",
        Scope::Partial => " (partial)",
        Scope::Consistency => " (consistency)",
    };
    format!(
        "{:<58} {:<8} N={:<5} cases={}{cx}{scope}",
        r.claim.id, r.verdict.status, r.bound, r.verdict.cases
    )
}
