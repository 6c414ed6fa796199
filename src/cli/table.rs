//! `table`: a table of values laid out like the papers' tables.

use anyhow::bail;
use euclid_spec::games::{parse_entry, GameName};
use euclid_spec::solver::{DenseTable, TwoEntryGame};
use std::process::ExitCode;

use super::TableFormat;

pub fn run(game: &str, max: &str, format: TableFormat) -> anyhow::Result<ExitCode> {
    let GameName::TwoEntry { game, misere } = GameName::parse(game)? else {
        bail!("tables are for the two-entry games");
    };
    let n = parse_entry(max)?;
    let t = DenseTable::build(game, misere, n)?;
    let lo = if game == TwoEntryGame::ColeDavie {
        0
    } else {
        1
    };
    let sep = match format {
        TableFormat::Text => "\t",
        TableFormat::Csv => ",",
    };
    let mut out = String::new();
    for a in (lo..=n).rev() {
        let row: Vec<String> = std::iter::once(a.to_string())
            .chain((lo..=n).map(|b| t.get(a, b).map_or("-".into(), |v| v.to_string())))
            .collect();
        out.push_str(&row.join(sep));
        out.push('\n');
    }
    let header: Vec<String> = std::iter::once("a\\b".to_string())
        .chain((lo..=n).map(|b| b.to_string()))
        .collect();
    out.push_str(&header.join(sep));
    out.push('\n');
    out!("{}", out.trim_end());
    Ok(ExitCode::SUCCESS)
}
