//! The report as a Markdown summary for `$GITHUB_STEP_SUMMARY` (`--format markdown`).

use super::{Record, Report};
use crate::catalogue::Status;
use std::fmt::Write as _;

/// The most a Markdown summary may take (GitHub's step summary holds 1 MiB).
pub const MARKDOWN_LIMIT: usize = 900 * 1024;

/// A Markdown summary for `$GITHUB_STEP_SUMMARY`: the totals, every claim whose verdict is not
/// the expected one, the totals per paper, and a table of every claim while it fits under
/// [`MARKDOWN_LIMIT`] bytes (the rest is counted, not listed).
pub fn markdown(report: &Report) -> String {
    let s = &report.summary;
    let mut md = String::new();
    let _ = writeln!(
        md,
        "## euclid-spec verify: {}\n",
        if s.unexpected == 0 {
            "every verdict as expected".to_string()
        } else {
            format!("{} unexpected", s.unexpected)
        }
    );
    let _ = writeln!(
        md,
        "{} claims: {} hold, {} fail (as printed, pinned), {} skipped, **{} unexpected**; {} cases{}\n",
        s.claims, s.holds, s.fails, s.skipped, s.unexpected, s.cases, report.part()
    );
    let unexpected: Vec<&Record> = report.claims.iter().filter(|r| !r.as_expected).collect();
    if !unexpected.is_empty() {
        md.push_str(
            "### Unexpected\n\n| claim | found | why | reproduce |\n| --- | --- | --- | --- |\n",
        );
        for r in &unexpected {
            let _ = writeln!(
                md,
                "| `{}` | {} | {} | `{}` |",
                r.id,
                r.status,
                cell(r.unexpected.as_deref().unwrap_or("")),
                r.reproduce
            );
        }
        md.push('\n');
    }
    md.push_str(
        "### By paper\n\n| paper | claims | hold | fail as expected | skipped | unexpected |\n| --- | ---: | ---: | ---: | ---: | ---: |\n",
    );
    let mut papers: Vec<(&str, [usize; 5])> = Vec::new();
    for r in &report.claims {
        if papers.last().map(|p| p.0) != Some(r.paper()) {
            papers.push((r.paper(), [0; 5]));
        }
        if let Some((_, c)) = papers.last_mut() {
            c[0] += 1;
            match (r.status, r.as_expected) {
                (_, false) => c[4] += 1,
                (Status::Holds, true) => c[1] += 1,
                (Status::Fails, true) => c[2] += 1,
                (Status::Skipped, true) => c[3] += 1,
            }
        }
    }
    for (p, c) in &papers {
        let _ = writeln!(
            md,
            "| {p} | {} | {} | {} | {} | {} |",
            c[0], c[1], c[2], c[3], c[4]
        );
    }
    md.push_str("\n### Claims\n\n| claim | verdict | expected | cases | N | counterexample |\n| --- | --- | --- | ---: | ---: | --- |\n");
    let mut listed = 0;
    for r in &report.claims {
        let row = format!(
            "| `{}` | {}{} | {} | {} | {} | {} |\n",
            r.id,
            r.status,
            if r.as_expected { "" } else { " ⚠" },
            r.expected,
            r.cases,
            r.bound,
            cell(&r.counterexample_line().unwrap_or_default())
        );
        if md.len() + row.len() > MARKDOWN_LIMIT - 256 {
            break;
        }
        md.push_str(&row);
        listed += 1;
    }
    if listed < report.claims.len() {
        let _ = writeln!(
            md,
            "\n… and {} more claims, not listed to keep this summary under 1 MiB: see the JSON report.",
            report.claims.len() - listed
        );
    }
    md
}

/// Text for one Markdown table cell: no `|` or line break, no HTML (`<`, `>`, `&` escaped), at
/// most 200 characters.
pub fn cell(s: &str) -> String {
    let mut t: String = s
        .chars()
        .map(|c| if c == '\n' { ' ' } else { c })
        .take(200)
        .collect();
    if s.chars().count() > 200 {
        t.push('…');
    }
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('|', "\\|")
}
