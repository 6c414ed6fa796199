//! What an entry's statement rests on: the printed formulas and statements it uses (`uses`), and
//! the printed formulas an entry holds one by one (`formulas`), so that a correction cannot leak
//! into another entry unseen.
//!
//! An entry names what its printed words use: `uses = ["hss2008/theorem-2",
//! "hss2008/fact-path-formulas#(5)"]`, an id, or an id and one of the formulas that entry holds
//! (`formulas = { "(4)" = "holds", "(5)" = "fails" }`: each printed formula with its verdict as
//! printed). Uses are followed transitively. Where an entry uses, directly or through others, a
//! printed formula or statement that fails as printed, it must either
//! - fail as printed itself (`expected = "fails"`, with its pinned counterexample) and have its
//!   corrected entry beside it (one with `corrects` naming it), or
//! - say in its `reading` that it uses the corrected form, naming the corrected entry (an entry
//!   whose `corrects` names the failing one), with the word "corrected".
//!
//! The loader refuses a catalogue that breaks this, at the entry's file and line.

use super::{Claim, Status};
use crate::vocab::error::{Error, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// One thing an entry's statement uses: an entry, or one printed formula of it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Use {
    /// The entry's id.
    pub id: String,
    /// The formula's label, one of that entry's `formulas` (e.g. `(5)`).
    pub formula: Option<String>,
}

impl Use {
    /// Reads `id` or `id#label`.
    pub fn parse(text: &str) -> Use {
        match text.split_once('#') {
            Some((id, label)) => Use {
                id: id.to_string(),
                formula: Some(label.to_string()),
            },
            None => Use {
                id: text.to_string(),
                formula: None,
            },
        }
    }
}

impl fmt::Display for Use {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.formula {
            Some(label) => write!(f, "{}#{label}", self.id),
            None => f.write_str(&self.id),
        }
    }
}

/// Refuses a catalogue whose uses do not resolve, whose formulas disagree with their entry's
/// verdict, or where a failing printed formula or statement is used silently (see the module's
/// docs). The first problem, at its entry's file and line.
pub fn check(claims: &[Claim]) -> Result<()> {
    match problems(claims).into_iter().next() {
        None => Ok(()),
        Some((claim, field, message)) => Err(Error::spec(
            claim.file.display().to_string(),
            claim.line,
            1,
            Some(field.into()),
            message,
        )),
    }
}

/// Every problem of the uses and formulas of `claims`: the entry, the field and what is wrong.
pub fn problems(claims: &[Claim]) -> Vec<(&Claim, &'static str, String)> {
    let by_id: BTreeMap<&str, &Claim> = claims.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut out = Vec::new();
    for c in claims {
        // The formulas agree with the entry's verdict.
        let failing: Vec<&String> = c
            .formulas
            .iter()
            .filter(|(_, s)| **s == Status::Fails)
            .map(|(l, _)| l)
            .collect();
        // An entry that holds several formulas is their conjunction: it fails only where one
        // of them does.
        if failing.is_empty() && !c.formulas.is_empty() && c.expected == Status::Fails {
            out.push((
                c,
                "formulas",
                format!(
                    "`{}` is expected to fail, and every formula it holds holds as printed: one \
                     of them fails where it fails",
                    c.id
                ),
            ));
        }
        if !failing.is_empty() && c.expected != Status::Fails {
            out.push((
                c,
                "formulas",
                format!(
                    "`{}` holds the formula {} that fails as printed, so it is expected to fail",
                    c.id, failing[0]
                ),
            ));
        }
        for u in c.uses.iter() {
            let Some(target) = by_id.get(u.id.as_str()) else {
                out.push((
                    c,
                    "uses",
                    format!("`{}` uses the unknown id `{}`", c.id, u.id),
                ));
                continue;
            };
            if u.id == c.id {
                out.push((c, "uses", format!("`{}` uses itself", c.id)));
            }
            match &u.formula {
                Some(label) if !target.formulas.contains_key(label) => out.push((
                    c,
                    "uses",
                    format!(
                        "`{}` uses the formula `{label}` of `{}`, which holds no such formula \
                         (its formulas: {})",
                        c.id,
                        u.id,
                        names(target)
                    ),
                )),
                None if !target.formulas.is_empty() => out.push((
                    c,
                    "uses",
                    format!(
                        "`{}` uses `{}`, which holds several printed formulas: name the one used \
                         (`{}#LABEL`, LABEL one of {})",
                        c.id,
                        u.id,
                        u.id,
                        names(target)
                    ),
                )),
                _ => {}
            }
        }
    }
    if !out.is_empty() {
        return out;
    }
    for c in claims {
        for (u, path) in closure(c, &by_id) {
            let Some(why) = fails_as_printed(&u, &by_id) else {
                continue;
            };
            let corrected: Vec<&str> = claims
                .iter()
                .filter(|x| x.corrects.as_deref() == Some(u.id.as_str()))
                .map(|x| x.id.as_str())
                .collect();
            let own_correction = claims
                .iter()
                .any(|x| x.corrects.as_deref() == Some(c.id.as_str()));
            let fails_itself = c.expected == Status::Fails && own_correction;
            let reading = c.reading.as_deref().unwrap_or("");
            let names_correction =
                reading.contains("corrected") && corrected.iter().any(|id| reading.contains(id));
            if !fails_itself && !names_correction {
                let through = if path.is_empty() {
                    String::new()
                } else {
                    format!(" (through {})", path.join(" → "))
                };
                out.push((
                    c,
                    "uses",
                    format!(
                        "`{}` uses `{u}`{through}, which {why}: either it fails as printed too \
                         (expected = \"fails\", its smallest counterexample pinned, and an entry \
                         that corrects it beside it), or its reading says that it uses the \
                         corrected form, naming {}",
                        c.id,
                        if corrected.is_empty() {
                            format!("an entry that corrects `{}` (there is none yet)", u.id)
                        } else {
                            corrected
                                .iter()
                                .map(|id| format!("`{id}`"))
                                .collect::<Vec<_>>()
                                .join(" or ")
                        }
                    ),
                ));
            }
        }
    }
    out
}

/// The labels of `c`'s formulas, for a message.
fn names(c: &Claim) -> String {
    if c.formulas.is_empty() {
        return "none".to_string();
    }
    c.formulas.keys().cloned().collect::<Vec<_>>().join(", ")
}

/// Why `u` fails as printed, if it does: its formula's verdict, or its entry's.
fn fails_as_printed(u: &Use, by_id: &BTreeMap<&str, &Claim>) -> Option<String> {
    let target = by_id.get(u.id.as_str())?;
    match &u.formula {
        Some(label) => (target.formulas.get(label) == Some(&Status::Fails))
            .then(|| format!("fails as printed (its formula {label})")),
        None => (target.expected == Status::Fails).then(|| {
            format!(
                "fails as printed (at {})",
                target
                    .counterexample
                    .as_deref()
                    .unwrap_or("its counterexample")
            )
        }),
    }
}

/// Everything `c` uses, directly or through the entries it uses, each with the ids it is
/// reached through (empty for a direct use); each once, by its shortest path.
fn closure(c: &Claim, by_id: &BTreeMap<&str, &Claim>) -> Vec<(Use, Vec<String>)> {
    let mut seen: BTreeSet<Use> = BTreeSet::new();
    let mut out = Vec::new();
    let mut frontier: Vec<(Use, Vec<String>)> =
        c.uses.iter().map(|u| (u.clone(), Vec::new())).collect();
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for (u, path) in frontier {
            if u.id == c.id || !seen.insert(u.clone()) {
                continue;
            }
            if let Some(target) = by_id.get(u.id.as_str()) {
                let mut through = path.clone();
                through.push(u.id.clone());
                for v in target.uses.iter() {
                    next.push((v.clone(), through.clone()));
                }
            }
            out.push((u, path));
        }
        frontier = next;
    }
    out
}
