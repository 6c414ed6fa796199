//! `verify`: every selected claim against its predicate, one line each, and a summary.

use euclid_spec::runner::{self, Options};
use euclid_spec::spec::Catalogue;
use std::io::Write;
use std::process::ExitCode;

use super::Format;

pub fn run(catalogue: &Catalogue, options: &Options, format: Format) -> anyhow::Result<ExitCode> {
    let mut stdout = std::io::stdout();
    let results = runner::run(catalogue, options, |r| {
        if let Format::Text = format {
            let _ = writeln!(stdout, "{}", runner::text_line(r));
            let _ = stdout.flush();
        } else {
            eprint!("\r{} ", r.id);
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
            eprintln!();
            out!("{}", runner::json_report(&results));
        }
    }
    Ok(if summary.unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
