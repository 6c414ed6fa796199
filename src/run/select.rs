//! Which claims a run checks: `--claim`, `--paper` and `EUCLID_SPEC_CLAIMS`, and the refusals of
//! a selection that cannot run (an entry without a predicate, a published table missing or not
//! in its printed shape, a whole run of a catalogue with entries missing).

use super::suite::{registered_ids, Joined};
use super::{Options, FILTER_VAR};
use crate::catalogue::{Catalogue, Claim};
use crate::vocab::error::{Error, Result};

/// The entries `options` selects, refused where the catalogue cannot run them: a predicate
/// whose entry is missing, a published table missing or not in its printed shape.
pub(crate) fn select_entries<'c>(
    catalogue: &'c Catalogue,
    options: &Options,
) -> Result<Vec<&'c Claim>> {
    refuse_missing_entries(catalogue, options)?;
    let selected = select(catalogue, options)?;
    refuse_missing_tables(catalogue, options, &selected)?;
    Ok(selected)
}

/// Refuses a joined selection whose entries ask what their predicates do not know: a formula
/// label, an example bound.
pub(crate) fn refuse_selection(joined: &[Joined<'_>]) -> Result<()> {
    refuse_undeclared_reads(joined)?;
    refuse_unknown_formulas(joined)?;
    refuse_example_bounds(joined)
}

/// Refuses a run of an entry whose predicate reads a game the entry does not name in `games`
/// (its declaration beside the predicate, [`crate::claims::ClaimCheck::declared`]), at the
/// entry's file and line: the statement would be checked on a game it does not speak of.
pub(crate) fn refuse_undeclared_reads(joined: &[Joined<'_>]) -> Result<()> {
    for &Joined {
        claim: c,
        ref check,
        ..
    } in joined
    {
        if let Err(e) = check.declared(c, check.bound.default) {
            return Err(Error::spec(
                c.file.display().to_string(),
                c.line,
                1,
                Some("games".into()),
                e.to_string(),
            ));
        }
    }
    Ok(())
}

/// Refuses a run of an entry whose `formulas` are not the printed formulas its predicate checks
/// (a label it does not check, or one it checks that the map leaves out), at the entry's file
/// and line: a use `id#LABEL` rests on a label the predicate checks.
pub(crate) fn refuse_unknown_formulas(joined: &[Joined<'_>]) -> Result<()> {
    for &Joined {
        claim: c,
        ref check,
        ..
    } in joined
    {
        let unknown = c
            .formulas
            .keys()
            .find(|l| !check.formulas.contains(&l.as_str()));
        let left_out = check
            .formulas
            .iter()
            .find(|l| !c.formulas.contains_key(**l));
        let why = match (unknown, left_out) {
            (Some(label), _) => format!("`{}` holds no formula {label}", c.id),
            (None, Some(label)) => format!("`{}` leaves out its formula {label}", c.id),
            (None, None) => continue,
        };
        let checked = if check.formulas.is_empty() {
            "none".to_string()
        } else {
            check.formulas.join(", ")
        };
        return Err(Error::spec(
            c.file.display().to_string(),
            c.line,
            1,
            Some("formulas".into()),
            format!("{why}: its predicate checks the formulas {checked}"),
        ));
    }
    Ok(())
}

/// Refuses a run of an entry with a printed example whose `bound` is above the largest its
/// predicate can run at, at the example's file and line: capped, it would build the tables of
/// that largest bound on every run of the claim, whatever the run's own bound.
pub(crate) fn refuse_example_bounds(joined: &[Joined<'_>]) -> Result<()> {
    for &Joined {
        claim: c,
        ref check,
        ..
    } in joined
    {
        if let Some((e, b)) = c
            .examples
            .iter()
            .find_map(|e| e.bound.filter(|&b| b > check.bound.max).map(|b| (e, b)))
        {
            return Err(Error::spec(
                c.file.display().to_string(),
                e.line,
                1,
                Some("bound".into()),
                format!(
                    "the example at {} of `{}` asks for N = {b}, above the largest its predicate \
                     runs at, {} ({})",
                    e.at, c.id, check.bound.max, check.bound.meaning
                ),
            ));
        }
    }
    Ok(())
}

/// Refuses a run of a claim that reads a published table the catalogue lacks, naming the file
/// where it should be (an input error, not a verdict).
pub(crate) fn refuse_missing_tables(
    catalogue: &Catalogue,
    options: &Options,
    selected: &[&Claim],
) -> Result<()> {
    for claim in selected {
        for read in crate::claims::TABLES_READ
            .iter()
            .filter(|t| t.claim == claim.id)
        {
            let dir = options.spec.clone().unwrap_or_else(|| "spec".into());
            let path = dir.join("tables").join(format!("{}.txt", read.stem));
            let Some(table) = catalogue.tables.get(read.stem) else {
                return Err(Error::refused(format!(
                    "{}: no such file: {} checks the published table it transcribes (put the \
                     file back, or leave the claim out of the run)",
                    path.display(),
                    claim.id
                )));
            };
            let columns: Vec<u64> = (read.columns.0..=read.columns.1).collect();
            if table.rows != read.rows || table.columns != columns {
                return Err(Error::refused(format!(
                    "{}: not the table as printed: {} needs the rows {} and the columns {}..{} \
                     in the printed order, and the file has the rows {} and the columns {}",
                    path.display(),
                    claim.id,
                    read.rows.join(" "),
                    read.columns.0,
                    read.columns.1,
                    table.rows.join(" "),
                    table
                        .columns
                        .iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                )));
            }
        }
    }
    Ok(())
}

/// The papers a selection may name: those of the catalogue's files, and those of the
/// registered predicates (whose entries a `--spec` copy may have lost: the run refuses that,
/// naming them), sorted.
fn paper_keys(catalogue: &Catalogue) -> Vec<String> {
    let mut keys: Vec<String> = catalogue
        .papers
        .iter()
        .map(|p| p.key.clone())
        .chain(registered_ids().filter_map(|id| id.split_once('/').map(|(p, _)| p.to_string())))
        .collect();
    keys.sort();
    keys.dedup();
    keys
}

/// The key of `known` that `key` names, case aside.
fn paper_named<'k>(known: &'k [String], key: &str) -> Option<&'k str> {
    known
        .iter()
        .find(|k| k.eq_ignore_ascii_case(key))
        .map(String::as_str)
}

/// Resolves the selection against the catalogue: unknown ids or paper keys (matched without
/// regard to case) are errors, and so is a selection that matches no claim.
pub fn select<'c>(catalogue: &'c Catalogue, options: &Options) -> Result<Vec<&'c Claim>> {
    let known = paper_keys(catalogue);
    let mut papers = Vec::new();
    for key in &options.papers {
        match paper_named(&known, key) {
            Some(k) => papers.push(k),
            None => return Err(Error::unknown("paper", key, known.clone())),
        }
    }
    for id in &options.claims {
        if catalogue.claim(id).is_none() {
            return Err(Error::unknown("claim id", id, Vec::new()));
        }
    }
    let (include, exclude) = filter_words(options);
    let selected: Vec<&Claim> = catalogue
        .claims
        .iter()
        .filter(|c| options.claims.is_empty() || options.claims.contains(&c.id))
        .filter(|c| papers.is_empty() || papers.contains(&c.paper.as_str()))
        .filter(|c| matches_filter(&c.id, &include, &exclude))
        .collect();
    if selected.is_empty() {
        return Err(Error::refused(format!(
            "the filters selected no claim ({}); `{} claims` lists them all",
            selection_named(options).unwrap_or_else(|| "the catalogue is empty".to_string()),
            crate::vocab::invocation::command_on(options.spec.as_deref())
        )));
    }
    Ok(selected)
}

/// The filters that chose a part of the catalogue (`--claim …; --paper …; EUCLID_SPEC_CLAIMS=…`),
/// or `None` for a run of the whole catalogue: named in every report of a partial run, so that
/// it never reads as a whole one.
pub fn selection_named(options: &Options) -> Option<String> {
    let mut filters = Vec::new();
    if !options.claims.is_empty() {
        filters.push(format!("--claim {}", options.claims.join(", --claim ")));
    }
    if !options.papers.is_empty() {
        filters.push(format!("--paper {}", options.papers.join(", --paper ")));
    }
    if let Some(f) = options.filter.as_deref().filter(|f| !f.trim().is_empty()) {
        filters.push(format!("{FILTER_VAR}={f}"));
    }
    // On one line in every report: a line break in a filter is written `\n`.
    (!filters.is_empty()).then(|| crate::vocab::encode::visible(&filters.join("; ")))
}

/// A run must have an entry for every registered predicate it selects: a catalogue with a file
/// or an entry missing (a `--spec` copy, a bad merge) would otherwise run the rest and pass. A
/// filter (`--paper`, `EUCLID_SPEC_CLAIMS`) selects predicates as it selects entries, by their
/// ids: a predicate it selects whose entry is gone is refused, naming it, as in a whole run.
/// Only `--claim`, which names the entries to run, narrows the run without that question.
pub(crate) fn refuse_missing_entries(catalogue: &Catalogue, options: &Options) -> Result<()> {
    if !options.claims.is_empty() {
        return Ok(());
    }
    let known = paper_keys(catalogue);
    let Some(papers) = options
        .papers
        .iter()
        .map(|key| paper_named(&known, key))
        .collect::<Option<Vec<&str>>>()
    else {
        // An unknown paper key: `select` refuses it, naming the known ones.
        return Ok(());
    };
    let (include, exclude) = filter_words(options);
    let missing: Vec<&str> = registered_ids()
        .filter(|id| {
            let paper = id.split('/').next().unwrap_or("");
            papers.is_empty() || papers.contains(&paper)
        })
        .filter(|id| matches_filter(id, &include, &exclude))
        .filter(|id| catalogue.claim(id).is_none())
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let shown: Vec<&str> = missing.iter().take(10).copied().collect();
    let of = match selection_named(options) {
        None => "the predicates this program checks".to_string(),
        Some(filters) => format!("the predicates this program checks that {filters} selects"),
    };
    Err(Error::refused(format!(
        "the catalogue has no entry for {} of {of} ({}{}): restore their entries, or name the \
         claims to run (--claim)",
        missing.len(),
        shown.join(", "),
        if missing.len() > shown.len() {
            ", …"
        } else {
            ""
        }
    )))
}

/// The words of `EUCLID_SPEC_CLAIMS`: the substrings an id must hold one of (none: any id), and
/// those it must hold none of (written with a leading `-`).
fn filter_words(options: &Options) -> (Vec<&str>, Vec<&str>) {
    let (include, exclude): (Vec<&str>, Vec<&str>) = options
        .filter
        .as_deref()
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .partition(|s| !s.starts_with('-'));
    (include, exclude.iter().map(|s| &s[1..]).collect())
}

/// Whether `EUCLID_SPEC_CLAIMS`, read as [`filter_words`], selects the id `id`.
fn matches_filter(id: &str, include: &[&str], exclude: &[&str]) -> bool {
    (include.is_empty() || include.iter().any(|s| id.contains(s)))
        && !exclude.iter().any(|s| id.contains(s))
}
