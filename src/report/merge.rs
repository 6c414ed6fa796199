//! `merge`: the JSON reports of a run's shards put back together into the report one run gives,
//! judged again from the catalogue (a shard missing or given twice, or written by hand, is
//! refused).

use super::{summarize, Record, Report};
use crate::catalogue::{Catalogue, Status};
use crate::run::ShardHeader;
use crate::vocab::error::{Error, Result};

/// Puts the reports of the shards of one run back together: the claims in the run's order, the
/// totals counted again, no shard header. Every shard from 1 to n must be there once, all of the
/// same run, and every claim of the run in exactly one of them; a run that names no selection
/// must have run the whole catalogue. Every claim is judged again against the catalogue, and a
/// failing one is run again at its bound (its walk stops at its first failure): its
/// counterexample's answers and its cases are the merge's own, at the shard's point.
///
/// # Examples
///
/// ```
/// use euclid_spec::report::{merge, Report};
/// use euclid_spec::run::{run_shard_ids, Options, Shard};
/// use euclid_spec::catalogue::Catalogue;
///
/// let catalogue = Catalogue::load_dir(std::path::Path::new("spec"))?;
/// let options = |shard| Options {
///     papers: vec!["ewd1981".into()],
///     shard,
///     ..Options::default()
/// };
/// let whole = euclid_spec::run::run(&catalogue, &options(None), |_| {})?;
/// let mut parts = Vec::new();
/// for index in 1..=3 {
///     let o = options(Some(Shard { index, count: 3 }));
///     let results = euclid_spec::run::run(&catalogue, &o, |_| {})?;
///     let report = Report::of(&results, run_shard_ids(&catalogue, &o)?);
///     // The part of the catalogue chosen, named as `verify` names it in every report.
///     let report = report.selected(euclid_spec::run::selection_named(&o));
///     parts.push((format!("shard {index}"), report));
/// }
/// let merged = merge(parts.clone(), &catalogue)?;
/// let ids = |r: &Report| r.claims.iter().map(|c| (c.id.clone(), c.cases)).collect::<Vec<_>>();
/// assert_eq!(ids(&merged), ids(&Report::of(&whole, None)));
/// // A shard missing is an error, not a gap.
/// assert!(merge(parts[..2].to_vec(), &catalogue).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn merge(parts: Vec<(String, Report)>, catalogue: &Catalogue) -> Result<Report> {
    merge_in(parts, catalogue, &crate::claims::Tables::new(catalogue))
}

/// [`merge()`], the printed examples judged on `tables`: a caller that merges many sets of shards
/// of one catalogue (a test that corrupts them one field at a time) builds the tables the
/// examples read once.
pub fn merge_in(
    parts: Vec<(String, Report)>,
    catalogue: &Catalogue,
    tables: &crate::claims::Tables<'_>,
) -> Result<Report> {
    let Some(first) = parts.first() else {
        return Err(Error::refused("merge needs the reports of the shards"));
    };
    let Some(header) = first.1.shard.clone() else {
        return Err(Error::refused(format!(
            "{} is not the report of a shard (it has no \"shard\" header: run `verify --shard K/N --format json`)",
            first.0
        )));
    };
    if header.steps == Some(0) {
        return Err(Error::refused(format!(
            "{} says its formal statements had 0 steps a point: `verify --steps` takes 1 or more \
             (these are not the reports `verify --shard` wrote)",
            first.0
        )));
    }
    if header.count == 0 || header.count > 1_000_000 {
        return Err(Error::refused(format!(
            "{} names {} shards: a run has 1 to 1000000",
            first.0, header.count
        )));
    }
    let mut seen: Vec<Option<&str>> = vec![None; header.count as usize];
    for (name, report) in &parts {
        let Some(h) = &report.shard else {
            return Err(Error::refused(format!(
                "{name} is not the report of a shard (it has no \"shard\" header)"
            )));
        };
        if h.count != header.count || h.run != header.run {
            return Err(Error::refused(format!(
                "{name} is a shard of another run than {} (shard {}/{} of {} claims against {}/{} of {})",
                first.0,
                h.index,
                h.count,
                h.run.len(),
                header.index,
                header.count,
                header.run.len()
            )));
        }
        if h.fingerprint != header.fingerprint {
            return Err(Error::refused(format!(
                "{name} is a shard of another run than {}: the same claims, but other bounds, \
                 --split-from or catalogue (run every shard with the same flags and spec/)",
                first.0
            )));
        }
        if (h.formal, h.steps) != (header.formal, header.steps) {
            let ran = |h: &ShardHeader| {
                let what = if h.formal {
                    "the formal statements (verify --formal)"
                } else {
                    "the predicates"
                };
                let steps = h
                    .steps
                    .map_or(String::new(), |k| format!(" with --steps {k}"));
                format!("ran {what}{steps}")
            };
            return Err(Error::refused(format!(
                "{name} {} and {} {}: run every shard with the same flags",
                ran(h),
                first.0,
                ran(&header)
            )));
        }
        if h.catalogue != catalogue.digest {
            return Err(Error::refused(format!(
                "{name} ran another catalogue (digest {}) than this merge reads (digest {}): \
                 merge with the catalogue the shards ran (the same binary, or the same --spec DIR)",
                if h.catalogue.is_empty() {
                    "none"
                } else {
                    &h.catalogue
                },
                catalogue.digest
            )));
        }
        if report.selection != first.1.selection {
            return Err(Error::refused(format!(
                "{name} chose another part of the catalogue than {}: {} against {}",
                first.0,
                report.selection.as_deref().unwrap_or("the whole"),
                first.1.selection.as_deref().unwrap_or("the whole"),
            )));
        }
        let slot = h
            .index
            .checked_sub(1)
            .and_then(|i| seen.get_mut(i as usize))
            .ok_or_else(|| Error::refused(format!("{name} names shard {}/{}", h.index, h.count)))?;
        if let Some(other) = slot {
            return Err(Error::refused(format!(
                "shard {}/{} is given twice: {other} and {name}",
                h.index, h.count
            )));
        }
        *slot = Some(name);
        for record in &report.claims {
            readable(name, h, record, catalogue)?;
        }
    }
    let missing: Vec<String> = seen
        .iter()
        .enumerate()
        .filter(|(_, s)| s.is_none())
        .map(|(i, _)| format!("{}/{}", i + 1, header.count))
        .collect();
    if !missing.is_empty() {
        return Err(Error::refused(format!(
            "shard {} missing: a merge needs every shard of the run",
            missing.join(", ")
        )));
    }
    // Each claim: one record (given whole to one shard), or one per shard (split in strides).
    let mut by_id: std::collections::HashMap<&str, Vec<(&str, &Record)>> =
        std::collections::HashMap::new();
    for (name, report) in &parts {
        for record in &report.claims {
            let found = by_id.entry(&record.id).or_default();
            if let Some((other, _)) = found
                .iter()
                .find(|(_, r)| r.split.is_none() || record.split.is_none())
            {
                return Err(Error::refused(format!(
                    "{} is in two shards: {other} and {name}",
                    record.id
                )));
            }
            found.push((name, record));
        }
    }
    let mut claims = Vec::new();
    let mut split = Vec::new();
    for id in &header.run {
        let found = by_id.remove(id.as_str());
        split.push(found.as_ref().is_some_and(|f| f[0].1.split.is_some()));
        match found {
            Some(found) if found[0].1.split.is_none() => claims.push(found[0].1.clone()),
            Some(found) => claims.push(join_strides(id, &found, header.count)?),
            None => {
                return Err(Error::refused(format!(
                    "{id} is in the run but in no shard's report"
                )))
            }
        }
    }
    if let Some((id, found)) = by_id.into_iter().next() {
        return Err(Error::refused(format!(
            "{} reports {id}, which is not in the run",
            found[0].0
        )));
    }
    // The records' bounds and splits are those the headers name.
    let mut rows = Vec::new();
    for (record, split) in claims.iter().zip(&split) {
        let claim = catalogue
            .claim(&record.id)
            .ok_or_else(|| Error::unknown("claim", &record.id, Vec::new()))?;
        rows.push((claim, record.bound, *split));
    }
    if crate::run::fingerprint(rows) != header.fingerprint {
        return Err(Error::refused(
            "the records' bounds, or which claims are split in strides, are not those the \
             shards' header names: these are not the reports `verify --shard` wrote",
        ));
    }
    // A run that names no selection ran the whole catalogue: a part would read as the whole.
    if first.1.selection.is_none() {
        let ran: std::collections::HashSet<&str> = header.run.iter().map(String::as_str).collect();
        let missing = catalogue
            .claims
            .iter()
            .filter(|c| !ran.contains(c.id.as_str()))
            .count();
        if missing > 0 {
            return Err(Error::refused(format!(
                "the shards ran {} of the catalogue's {} claims but name no selection: a part of \
                 the catalogue would read as the whole (these are not the reports `verify \
                 --shard` wrote)",
                header.run.len(),
                catalogue.claims.len()
            )));
        }
    }
    // The reproduce line is written again, from the id and the bound: a shard's is never run.
    for record in &mut claims {
        let check = catalogue
            .claim(&record.id)
            .and_then(|claim| crate::run::join_with(claim, header.formal, header.steps).ok());
        let words = match check {
            Some(c) => crate::run::verify_words(
                &record.id,
                Some((c.bound.dimension, record.bound)),
                header.formal && c.formal,
                header.steps.filter(|_| c.formal),
            ),
            None => crate::run::verify_words(&record.id, None, false, None),
        };
        record.reproduce = format!("{}{words}", crate::vocab::invocation::command());
    }
    // The claims the merge can afford to run again, run again at their bound, so that what a
    // report shows of them is the merge's own, never a shard's: a failing claim (its walk stops
    // at its first failure, so it costs what the shard's did: its counterexample, the answers,
    // and its cases; the shard's point must be the same) and a skipped one (it declines at once:
    // its note, the reason).
    let run_again = |record: &Record| -> Result<Option<crate::run::ClaimResult>> {
        let claim = catalogue
            .claim(&record.id)
            .ok_or_else(|| Error::unknown("claim", &record.id, Vec::new()))?;
        let check = crate::run::join_with(claim, header.formal, header.steps)?;
        let options = crate::run::Options {
            claims: vec![record.id.clone()],
            bounds: [(check.bound.dimension, record.bound)]
                .into_iter()
                .collect(),
            skip_examples: true,
            threads: Some(1),
            formal: header.formal,
            steps: header.steps,
            ..crate::run::Options::default()
        };
        Ok(crate::run::run(catalogue, &options, |_| {})?
            .into_iter()
            .next())
    };
    let not_written = |record: &Record, what: String| {
        Error::refused(format!(
            "{}: a shard says {what} at N = {}, and run again there it does not: these are not \
             the reports `verify --shard` wrote",
            record.id, record.bound
        ))
    };
    for record in claims
        .iter_mut()
        .filter(|r| r.status == Status::Skipped || r.counterexample.is_some())
    {
        let again = run_again(record)?;
        match (record.status, again) {
            (Status::Skipped, Some(r)) if r.verdict.status == Status::Skipped => {
                record.note = r.verdict.note.clone();
                record.cases = r.verdict.cases;
            }
            (Status::Skipped, _) => return Err(not_written(record, "it is skipped".into())),
            (_, again) => {
                let shard = record.counterexample.as_ref().map(|c| c.position.clone());
                match again.and_then(|r| {
                    r.verdict
                        .counterexample
                        .clone()
                        .map(|f| (f, r.verdict.cases))
                }) {
                    Some((f, cases)) if Some(&f.position) == shard.as_ref() => {
                        record.counterexample = Some(f);
                        record.cases = cases;
                    }
                    _ => {
                        let what = format!("it fails at {}", shard.unwrap_or_default());
                        return Err(not_written(record, what));
                    }
                }
            }
        }
    }
    // A claim that holds checked at least one case (its bound is raised until it does): a hold
    // after none checked nothing. A claim whose cases its bound gives (`cases_exact`: it walks
    // a whole domain of known size and stops at no witness) is held to that number. The cases
    // of any other claim that holds cannot be counted again without running it (its walks
    // filter their domain by gcd, a continued fraction, a witness, and only it knows how), so a
    // count that is not 0 is taken as the shards give it (split in strides, each stride counts
    // its share of every walk evenly).
    if let Some(record) = claims
        .iter()
        .find(|r| r.status == Status::Holds && r.cases == 0)
    {
        return Err(Error::refused(format!(
            "{}: the shards say it holds after 0 cases at N = {}: a claim that holds has \
             checked at least one case (these are not the reports `verify --shard` wrote)",
            record.id, record.bound
        )));
    }
    for record in claims.iter().filter(|r| r.status == Status::Holds) {
        let Some(claim) = catalogue.claim(&record.id) else {
            continue;
        };
        let check = crate::run::join_with(claim, header.formal, header.steps)?;
        if let (true, Some(exact)) = (check.cases_exact, check.cases) {
            let cases = exact(record.bound);
            if record.cases != cases {
                return Err(Error::refused(format!(
                    "{}: the shards say it holds after {} at N = {}, and a run that holds there \
                     checks exactly {} (these are not the reports `verify --shard` wrote)",
                    record.id,
                    crate::vocab::encode::count(record.cases, "case"),
                    record.bound,
                    crate::vocab::encode::count(cases, "case"),
                )));
            }
        }
    }
    // Every claim judged again, as the whole run judges it: the expected verdict, the pinned
    // counterexample and the printed examples come from the catalogue, never from a shard.
    let ids: Vec<&str> = claims.iter().map(|r| r.id.as_str()).collect();
    let examples =
        crate::run::examples_of_in(tables, catalogue, &ids, header.formal, header.steps)?;
    for (record, examples) in claims.iter_mut().zip(examples) {
        let claim = catalogue
            .claim(&record.id)
            .ok_or_else(|| Error::unknown("claim", &record.id, Vec::new()))?;
        record.unexpected = crate::run::with_examples(
            crate::run::judge_status(
                claim.expected,
                record.status,
                record.counterexample.as_ref().map(|c| c.position.as_str()),
                claim.counterexample.as_deref(),
            ),
            &examples,
        );
        record.examples = examples;
        record.as_expected = record.unexpected.is_none();
    }
    Ok(Report {
        schema: super::JSON_SCHEMA,
        tool: Some(super::Tool::this()),
        summary: summarize(&claims),
        claims,
        shard: None,
        selection: first.1.selection.clone(),
    })
}

/// Refuses a record of the shard `h` (in the file `name`) that no run of `verify` on
/// `catalogue` writes: a claim the catalogue has not, another expected verdict than its entry's,
/// a verdict that contradicts its counterexample, a bound its predicate cannot run at, a claim
/// given whole to another shard, a stride of another shard, a walk of an unknown kind or one whose stop is not on the stride.
fn readable(name: &str, h: &ShardHeader, r: &Record, catalogue: &Catalogue) -> Result<()> {
    let refuse = |why: String| {
        Err(Error::refused(format!(
            "{name}: the record of {} is not one `verify` writes: {why}",
            r.id
        )))
    };
    let Some(claim) = catalogue.claim(&r.id) else {
        return refuse("the catalogue has no such claim".into());
    };
    if r.expected != claim.expected {
        return refuse(format!(
            "it expects {}, the catalogue's entry {}",
            r.expected, claim.expected
        ));
    }
    if r.scope != claim.scope.as_str() {
        return refuse(format!(
            "its scope is `{}`, the catalogue's entry's `{}`",
            r.scope,
            claim.scope.as_str()
        ));
    }
    if let Ok(check) = crate::run::join_with(claim, h.formal, h.steps) {
        if (r.dimension.as_str(), r.bound_meaning.as_str())
            != (check.bound.dimension.as_str(), check.bound.meaning)
        {
            return refuse(format!(
                "its bound is of `{}` ({}), the predicate's of `{}` ({})",
                r.dimension,
                r.bound_meaning,
                check.bound.dimension.as_str(),
                check.bound.meaning
            ));
        }
        // A run's bound is one the predicate can run at: asked for, then capped or raised.
        if check.bound.effective(Some(r.bound)) != r.bound {
            return refuse(format!(
                "it ran at N = {}, where its predicate runs from {} to {}",
                r.bound,
                check.bound.min,
                check.bound.max.max(check.bound.min)
            ));
        }
    }
    // A verdict fails at a counterexample, and only a failing verdict has one.
    if (r.status == Status::Fails) != r.counterexample.is_some() {
        return refuse(match r.status {
            Status::Fails => "it fails and has no counterexample".to_string(),
            other => format!("it {other} and has a counterexample"),
        });
    }
    // At most a billion seconds (32 years): a run no machine made, and past what a JUnit time
    // can hold.
    if !(r.seconds.is_finite() && (0.0..=1e9).contains(&r.seconds)) {
        return refuse(format!("it took {} seconds", r.seconds));
    }
    let Some(split) = &r.split else {
        let shard = crate::run::Shard {
            index: h.index,
            count: h.count,
        };
        if !shard.owns(&r.id) {
            return refuse(format!(
                "the claim, run whole, belongs to another shard than {}/{}",
                h.index, h.count
            ));
        }
        return Ok(());
    };
    if (split.index, split.count) != (h.index, h.count) {
        return refuse(format!(
            "its stride is {}/{}, in shard {}/{}",
            split.index, split.count, h.index, h.count
        ));
    }
    for (w, walk) in split.walks.iter().enumerate() {
        match (walk.kind.as_str(), walk.stop) {
            ("all", Some(stop)) => {
                // The stride walks the places index − 1, index − 1 + count, …: a stop is one of
                // them, and the cases are the places up to it.
                if stop % h.count != h.index - 1 || walk.cases != stop / h.count + 1 {
                    return refuse(format!(
                        "walk {w} stops at place {stop} after {} cases, not a place of stride {}/{}",
                        walk.cases, h.index, h.count
                    ));
                }
                if w + 1 != split.walks.len() {
                    return refuse(format!("walk {w} stops, and walks follow it"));
                }
            }
            ("any", Some(stop)) if walk.cases != stop.saturating_add(1) => {
                return refuse(format!(
                    "walk {w} finds its witness at place {stop} after {} cases",
                    walk.cases
                ));
            }
            ("all" | "any", _) => {}
            (kind, _) => return refuse(format!("walk {w} is of the unknown kind `{kind}`")),
        }
    }
    Ok(())
}

/// One claim walked on a stride in each shard, put together: walk after walk in the order the
/// predicate ran them, a statement about every point stops at the first failure over all the
/// strides (the smallest place in the walk's order), its cases are the places up to it; an
/// existence statement (walked whole in every shard) is taken from any. The record is the one
/// of the shard that found what ended the run, its cases counted again; `merge` judges it.
///
/// The strides must be those of one run: the same walks, in the same order, until one stops
/// (each stride stops at its own first failure), an existence walk the same on every stride, a
/// statement about every point counted evenly over the strides that walked it whole, and the
/// strides that found no failure agreeing on the verdict.
fn join_strides(id: &str, found: &[(&str, &Record)], count: u64) -> Result<Record> {
    let mut splits: Vec<(&str, &Record, &crate::run::Split)> = found
        .iter()
        .filter_map(|(n, r)| r.split.as_ref().map(|s| (*n, *r, s)))
        .collect();
    splits.sort_by_key(|s| s.2.index);
    if let Some((name, r, s)) = splits
        .iter()
        .find(|(_, r, s)| r.bound != splits[0].1.bound || s.count != count)
    {
        return Err(Error::refused(format!(
            "{id} in {name} ran at N = {} on stride {}/{}, in {} at N = {} on stride {}/{}",
            r.bound,
            s.index,
            s.count,
            splits[0].0,
            splits[0].1.bound,
            splits[0].2.index,
            splits[0].2.count
        )));
    }
    let indices: Vec<u64> = splits.iter().map(|s| s.2.index).collect();
    if indices != (1..=count).collect::<Vec<_>>() {
        return Err(Error::refused(format!(
            "{id} was split across the shards, but its strides {indices:?} are not 1 to {count}"
        )));
    }
    let not_one_run = |why: String| {
        Err(Error::refused(format!(
            "{id}: the strides are not those of one run: {why}"
        )))
    };
    let stops = |s: &crate::run::Split| {
        s.walks
            .last()
            .is_some_and(|w| w.stop.is_some() && w.kind == "all")
    };
    let longest = splits.iter().map(|s| s.2.walks.len()).max().unwrap_or(0);
    for (name, record, split) in &splits {
        if split.walks.len() < longest && !stops(split) {
            return not_one_run(format!(
                "{name} walked {} of the {longest} walks and stopped at no failure",
                split.walks.len()
            ));
        }
        if !stops(split)
            && (record.status
                != splits
                    .iter()
                    .find(|s| !stops(s.2))
                    .map_or(record.status, |s| s.1.status))
        {
            return not_one_run(format!("{name} found no failure, and its verdict differs"));
        }
    }
    for w in 0..longest {
        let here: Vec<(&str, &crate::claims::Walk)> = splits
            .iter()
            .filter_map(|(n, _, s)| s.walks.get(w).map(|walk| (*n, walk)))
            .collect();
        let (first_name, first) = here[0];
        for (name, walk) in &here {
            if walk.kind != first.kind {
                return not_one_run(format!(
                    "walk {w} is `{}` in {name}, `{}` in {first_name}",
                    walk.kind, first.kind
                ));
            }
            if walk.kind == "any" && *walk != first {
                return not_one_run(format!(
                    "the existence walk {w} found other things in {name} and in {first_name}"
                ));
            }
        }
        // A walk of every point that no stride stopped: each stride counts its share.
        if first.kind == "all"
            && here.len() == splits.len()
            && here.iter().all(|(_, w)| w.stop.is_none())
        {
            let counts: Vec<u64> = here.iter().map(|(_, w)| w.cases).collect();
            let even = counts.windows(2).all(|p| p[0] >= p[1])
                && counts[0] - counts[counts.len() - 1] <= 1;
            if !even {
                return not_one_run(format!(
                    "walk {w} counted {counts:?} cases on strides 1 to {count}"
                ));
            }
        }
    }
    let overflow = || {
        Error::refused(format!(
            "{id}: the strides' case counts add up past {}: these are not the reports of a run",
            u64::MAX
        ))
    };
    let mut cases: u64 = 0;
    let mut ended_by = None;
    for w in 0.. {
        let here: Vec<(usize, &crate::claims::Walk)> = splits
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.2.walks.get(w).map(|walk| (i, walk)))
            .collect();
        let Some(&(first, walk)) = here.first() else {
            break;
        };
        if walk.kind == "any" {
            cases = cases.checked_add(walk.cases).ok_or_else(overflow)?;
            if walk.stop.is_none() {
                ended_by = Some(first);
                break;
            }
            continue;
        }
        match here
            .iter()
            .filter_map(|(i, walk)| walk.stop.map(|s| (s, *i)))
            .min()
        {
            Some((stop, i)) => {
                cases = stop
                    .checked_add(1)
                    .and_then(|s| cases.checked_add(s))
                    .ok_or_else(overflow)?;
                ended_by = Some(i);
                break;
            }
            None => {
                for (_, walk) in &here {
                    cases = cases.checked_add(walk.cases).ok_or_else(overflow)?;
                }
            }
        }
    }
    let (_, record, split) = splits[ended_by.unwrap_or(0)];
    // Cases the predicate counted outside its walks are the same on every stride.
    let own = split
        .walks
        .iter()
        .try_fold(0u64, |sum, w| sum.checked_add(w.cases))
        .ok_or_else(overflow)?;
    let mut joined = record.clone();
    // A skipped verdict counts no case, whatever it walked.
    if record.status != Status::Skipped {
        joined.cases = (record.cases - own.min(record.cases))
            .checked_add(cases)
            .ok_or_else(overflow)?;
    }
    joined.seconds = splits.iter().map(|s| s.1.seconds).fold(0.0, f64::max);
    joined.split = None;
    Ok(joined)
}
