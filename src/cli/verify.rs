//! `verify`: every selected claim against its predicate, one line each, and a summary.

use euclid_spec::runner::{self, Options};
use euclid_spec::spec::Catalogue;
use std::io::Write;
use std::process::ExitCode;

use super::Format;

pub fn run(
    catalogue: &Catalogue,
    options: &Options,
    format: Format,
    _threads: Option<u64>,
) -> anyhow::Result<ExitCode> {
    let mut stdout = std::io::stdout();
    let results = runner::run(catalogue, options, |r| {
        if let Format::Text = format {
            if writeln!(stdout, "{}", runner::text_line(r))
                .and_then(|()| stdout.flush())
                .is_err()
            {
                std::process::exit(0);
            }
        }
    })?;
    let summary = runner::summarize(&results);
    match format {
        Format::Text => {
            let seconds: f64 = results.iter().map(|r| r.elapsed.as_secs_f64()).sum();
            out!(
                "\n{} claims: {} hold, {} fail, {} skipped; {} unexpected; {} cases in {:.2}s",
                summary.claims,
                summary.holds,
                summary.fails,
                summary.skipped,
                summary.unexpected,
                summary.cases,
                seconds
            );
        }
        Format::Json => {
            out!("{}", runner::json_report(&results));
        }
    }
    Ok(if summary.unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `verify --dry-run`: each selected claim's dimension, bound and estimated cases, and the
/// totals, without running anything.
pub fn dry_run(catalogue: &Catalogue, options: &Options, format: Format) -> anyhow::Result<ExitCode> {
    let plan = runner::plan(catalogue, options)?;
    match format {
        Format::Text => {
            for p in &plan.claims {
                out!("{}", runner::plan_line(p));
            }
            out!("\n{}", runner::plan_total(&plan));
        }
        Format::Json => out!("{}", serde_json::to_string_pretty(&plan)?),
    }
    Ok(ExitCode::SUCCESS)
}
