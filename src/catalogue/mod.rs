//! The claim catalogue: one TOML file per paper in `spec/`, and the published tables in
//! `spec/tables/`, loaded with errors that name the file, line and field.
//!
//! Unknown fields, duplicate ids, an id that does not follow the paper's numbering, a failing
//! entry without its pinned counterexample or without an example that fails, a correction of an
//! entry that does not fail, an entry that does not say what it uses, a reference to an unknown
//! id, a failing printed formula used silently by another entry ([`uses`](mod@uses)), and an
//! empty file or catalogue are all errors.

pub mod table;
pub mod uses;

pub use table::PublishedTable;
pub use uses::Use;

use crate::vocab::error::{Error, ErrorKind, Result};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use toml::Spanned;

mod load;
use load::{
    convert_claim, digest, io_error, line_col, parse_tables, read_spec_file, FileCtx, RawFile,
};

/// What kind of statement a claim is; the id's second part starts with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A theorem.
    Theorem,
    /// A corollary.
    Corollary,
    /// A proposition.
    Proposition,
    /// A lemma.
    Lemma,
    /// A remark.
    Remark,
    /// A published table.
    Table,
    /// A worked example.
    Example,
    /// A fact stated in the text, or quoted from another paper, without a number.
    Fact,
    /// An observation.
    Observation,
    /// A conjecture.
    Conjecture,
    /// An open question.
    OpenQuestion,
}

impl Kind {
    const ALL: [(Kind, &'static str); 11] = [
        (Kind::Theorem, "theorem"),
        (Kind::Corollary, "corollary"),
        (Kind::Proposition, "proposition"),
        (Kind::Lemma, "lemma"),
        (Kind::Remark, "remark"),
        (Kind::Table, "table"),
        (Kind::Example, "example"),
        (Kind::Fact, "fact"),
        (Kind::Observation, "observation"),
        (Kind::Conjecture, "conjecture"),
        (Kind::OpenQuestion, "open-question"),
    ];

    /// The kind as the spec files spell it (`theorem`, …, `open-question`).
    pub fn as_str(self) -> &'static str {
        Kind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map(|(_, s)| *s)
            .unwrap_or("?")
    }

    fn parse(s: &str) -> Option<Kind> {
        Kind::ALL
            .iter()
            .find(|(_, name)| *name == s)
            .map(|(k, _)| *k)
    }
}

/// An entry's statement in the formal language, as written, with where each text stands in
/// its file (a refusal points into it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormalText {
    /// The statement (`formal`).
    pub statement: Placed,
    /// Its domain (`formal_domain`; empty: every point of the shape).
    pub domain: Placed,
}

/// A string of a catalogue file and where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The string's value.
    pub text: String,
    /// The line and column of its first character (of its opening quote when the value is not
    /// written as it reads, with escapes).
    pub at: (usize, usize),
    /// Whether the value is written in the file as it reads, so that a column inside it is the
    /// column in the file.
    pub verbatim: bool,
}

impl Placed {
    /// The line and column of the byte `offset` of the value (of the string itself when the
    /// value is not written verbatim).
    pub fn position(&self, offset: usize) -> (usize, usize) {
        if !self.verbatim {
            return self.at;
        }
        let before = &self.text[..offset.min(self.text.len())];
        (self.at.0, self.at.1 + before.chars().count())
    }
}

/// A claim's verdict: what a check found, and what the catalogue expects it to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The statement holds on every case checked.
    Holds,
    /// The statement fails, at a counterexample.
    Fails,
    /// The statement was not checked (the verdict says why).
    Skipped,
}

impl Status {
    /// The status as the spec files and the reports spell it: `holds`, `fails`, `skipped`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Holds => "holds",
            Status::Fails => "fails",
            Status::Skipped => "skipped",
        }
    }

    fn parse(s: &str) -> Option<Status> {
        match s {
            "holds" => Some(Status::Holds),
            "fails" => Some(Status::Fails),
            "skipped" => Some(Status::Skipped),
            _ => None,
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A paper's spec file: its `[paper]` table (the one place the paper is cited) and where it is.
#[derive(Clone, Debug)]
pub struct PaperFile {
    /// The short key, e.g. `chl2011`, which names the file.
    pub key: String,
    /// The title.
    pub title: String,
    /// The full reference: authors, title, where it appeared, and its DOI or URL where there
    /// is one (the file's `[paper]` table is the only place a paper is cited).
    pub source: String,
    /// The spec file.
    pub file: PathBuf,
}

/// One published statement.
#[derive(Clone, Debug)]
pub struct Claim {
    /// The id, `<paper>/<kind>-<number or name>` (e.g. `chl2011/theorem-1`).
    pub id: String,
    /// The paper's key.
    pub paper: String,
    /// What kind of statement it is.
    pub kind: Kind,
    /// Where it stands in the paper.
    pub location: String,
    /// The games it speaks of, by their canonical names; empty for a statement about no game.
    pub games: Vec<String>,
    /// Normal or misère play.
    pub convention: String,
    /// The positions it is checked on.
    pub domain: String,
    /// The statement as printed.
    pub statement: String,
    /// The verdict the catalogue expects.
    pub expected: Status,
    /// How an ambiguous definition is read, when it matters.
    pub reading: Option<String>,
    /// For an entry expected to fail: its smallest counterexample, as the runner prints it.
    pub counterexample: Option<String>,
    /// For a corrected statement: the entry it corrects.
    pub corrects: Option<String>,
    /// For an entry that checks another reading: the entry whose reading it varies.
    pub other_reading_of: Option<String>,
    /// Anything else.
    pub note: Option<String>,
    /// The bound a run that names none checks it at, where it is not its dimension's default
    /// (a walk that costs more than the others at that bound), with its place in the file
    /// (line, column): the run's flags still take it to any bound its check can use.
    pub default_bound: Option<((usize, usize), u64)>,
    /// The statement written in the formal language (`formal`, with its domain in
    /// `formal_domain`), compiled and checked when the entry is joined with its checks
    /// ([`crate::formal`]).
    pub formal: Option<FormalText>,
    /// Whether the predicate checks the whole statement, or a part that `reading` names.
    pub scope: Scope,
    /// The printed formulas and statements its statement uses (see [`uses`](mod@uses)); empty
    /// for none (`uses = []`: every entry says).
    pub uses: Vec<Use>,
    /// The printed formulas it holds one by one, by label, with the verdict of each as printed.
    pub formulas: BTreeMap<String, Status>,
    /// The instances the paper prints (or, where it prints none, ones computed by hand).
    pub examples: Vec<Example>,
    /// The spec file it stands in.
    pub file: PathBuf,
    /// The line of its `id` in that file.
    pub line: usize,
}

/// How much of the printed statement the predicate checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every part of the statement (to the bound).
    Full,
    /// A part, which the entry's `reading` names.
    Partial,
    /// A consistency check: whatever the tables hold, the predicate's verdict does not change
    /// (it compares two readings of the same values, or follows from the solver's own rule), so
    /// it can fail only if an engine is wrong. The entry's `reading` says why.
    Consistency,
}

impl Scope {
    /// The scope as the spec files spell it: `full`, `partial` or `consistency`.
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Full => "full",
            Scope::Partial => "partial",
            Scope::Consistency => "consistency",
        }
    }
}

/// One instance of a claim: a point of its domain and the values the paper prints there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The point, written as the claim's domain prints it (`(8, 13)`, `3/4`, `n = 2`).
    pub at: String,
    /// The values printed (or computed by hand) there, by the names the predicate records.
    pub values: Vec<(String, String)>,
    /// Whether the statement is false at this point (a counterexample).
    pub fails: bool,
    /// The bound to run the predicate at (the claim's default when absent).
    pub bound: Option<u64>,
    /// Where the instance is printed (`printed: Table 1, row 8`) or how it was computed
    /// (`by hand: …`).
    pub source: String,
    /// The line of the example in its file.
    pub line: usize,
}

/// Catalogue files and table files, as `(path, text)`.
type Sources = (Vec<(PathBuf, String)>, Vec<(PathBuf, String)>);

/// The whole catalogue.
#[derive(Clone, Debug)]
pub struct Catalogue {
    /// The papers, one per file, in the order of the file names.
    pub papers: Vec<PaperFile>,
    /// Every claim, file by file, in the order of the files.
    pub claims: Vec<Claim>,
    /// The published tables of `tables/`, by file stem (e.g. `chl2011-table-1`).
    pub tables: BTreeMap<String, PublishedTable>,
    /// A hash of every file of the catalogue, by file name and content (FNV-1a, 64 bits, in
    /// hexadecimal): the same for a copy of the folder as for the folder compiled in, different
    /// as soon as one byte of one entry or table differs. A shard's report carries it, so that
    /// `merge` judges the shards against the catalogue they ran.
    pub digest: String,
}

impl Catalogue {
    /// The catalogue compiled into the binary: the crate's `spec/*.toml` and `spec/tables/*.txt`
    /// as they were when it was built, so that an installed binary needs no clone. Its files are
    /// named as in the crate (`spec/chl2011.toml`).
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::catalogue::{Catalogue, Kind, Status};
    ///
    /// let catalogue = Catalogue::embedded()?;
    /// // One file per paper, in the order of the file names.
    /// let keys: Vec<&str> = catalogue.papers.iter().map(|p| p.key.as_str()).collect();
    /// assert!(keys.contains(&"chl2011") && keys.windows(2).all(|w| w[0] < w[1]));
    /// let theorem_1 = catalogue.claim("chl2011/theorem-1").expect("an entry");
    /// assert_eq!(theorem_1.kind, Kind::Theorem);
    /// assert_eq!(theorem_1.paper, "chl2011");
    /// assert_eq!(theorem_1.games, ["cole-davie"]);
    /// assert_eq!(theorem_1.expected, Status::Holds);
    /// assert_eq!(theorem_1.file.to_str(), Some("spec/chl2011.toml"));
    /// // chl2011 Table 1, transcribed in spec/tables/.
    /// assert!(catalogue.tables.contains_key("chl2011-table-1"));
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn embedded() -> Result<Catalogue> {
        Catalogue::load_with(None, &[])
    }

    /// The catalogue of `dir` (the one compiled in when `None`) with the files `beside` added to
    /// it: a user's own entries (their own paper key) run beside the papers'. A file whose key
    /// or ids are the catalogue's already is refused, at its place.
    ///
    /// ```
    /// use euclid_spec::catalogue::Catalogue;
    /// use std::path::PathBuf;
    ///
    /// // The file is named by its paper key.
    /// let dir = std::env::temp_dir().join(format!("euclid-spec-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir)?;
    /// let mine = dir.join("mine.toml");
    /// std::fs::write(&mine, r#"
    /// [paper]
    /// key = "mine"
    /// title = "My conjectures"
    /// source = "my notebook"
    ///
    /// [[claim]]
    /// id = "mine/conjecture-floor"
    /// kind = "conjecture"
    /// location = "page 1"
    /// games = ["grossman"]
    /// convention = "normal"
    /// domain = "0 < a < b"
    /// statement = "g(a, b) ≤ ⌊b/a⌋ in Grossman's game"
    /// formal = "g(grossman, a, b) ≤ b ÷ a"
    /// formal_domain = "0 < a < b"
    /// expected = "holds"
    /// uses = []
    /// "#)?;
    /// let catalogue = Catalogue::load_with(None, &[mine.clone()])?;
    /// assert!(catalogue.claim("mine/conjecture-floor").is_some());
    /// assert!(catalogue.claim("chl2011/theorem-1").is_some());
    /// std::fs::remove_dir_all(&dir)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn load_with(dir: Option<&Path>, beside: &[PathBuf]) -> Result<Catalogue> {
        Catalogue::load_adding(dir, beside, &[])
    }

    /// [`Catalogue::load_with`], with catalogue files given as `(path, text)` too (`conjecture`
    /// runs the entry it writes this way, as a file of the user's would be run).
    pub fn load_adding(
        dir: Option<&Path>,
        beside: &[PathBuf],
        texts: &[(PathBuf, String)],
    ) -> Result<Catalogue> {
        let (mut sources, tables) = match dir {
            Some(dir) => Catalogue::dir_sources(dir)?,
            None => (
                embedded::CATALOGUE
                    .iter()
                    .map(|(name, text)| (PathBuf::from(name), text.to_string()))
                    .collect(),
                embedded::TABLES
                    .iter()
                    .map(|(name, text)| (PathBuf::from(name), text.to_string()))
                    .collect(),
            ),
        };
        for path in beside {
            sources.push((path.clone(), read_spec_file(path)?));
        }
        sources.extend(texts.iter().cloned());
        let tables: Vec<(PathBuf, &str)> = tables
            .iter()
            .map(|(p, t): &(PathBuf, String)| (p.clone(), t.as_str()))
            .collect();
        let mut catalogue = Catalogue::from_sources(&sources)?;
        catalogue.tables = parse_tables(&tables)?;
        catalogue.digest = digest(&sources, &tables);
        Ok(catalogue)
    }

    /// Loads every `*.toml` in `dir` and every table in `dir/tables`.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::catalogue::Catalogue;
    /// use std::path::Path;
    ///
    /// // The crate's own spec/ folder, as the embedded catalogue was built from it.
    /// let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/spec");
    /// let catalogue = Catalogue::load_dir(Path::new(dir))?;
    /// assert_eq!(catalogue.claims.len(), Catalogue::embedded()?.claims.len());
    /// assert!(Catalogue::load_dir(Path::new("/no/such/directory")).is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn load_dir(dir: &Path) -> Result<Catalogue> {
        Catalogue::load_with(Some(dir), &[])
    }

    /// The catalogue files of `dir` and its tables, as `(path, text)`.
    fn dir_sources(dir: &Path) -> Result<Sources> {
        let read = |extension: &str, dir: &Path| -> Result<Vec<(PathBuf, String)>> {
            let entries = std::fs::read_dir(dir).map_err(|e| io_error(dir, e))?;
            let mut paths: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == extension))
                .collect();
            paths.sort();
            paths
                .into_iter()
                .map(|path| {
                    let text = read_spec_file(&path)?;
                    Ok((path, text))
                })
                .collect()
        };
        let sources = read("toml", dir)?;
        if sources.is_empty() {
            return Err(Error::spec(
                dir.display().to_string(),
                0,
                0,
                None,
                "the folder holds no catalogue file (*.toml, one per paper): is it the \
                 catalogue's folder (a copy of the crate's spec/)?",
            ));
        }
        let table_dir = dir.join("tables");
        let tables = if table_dir.is_dir() {
            read("txt", &table_dir)?
        } else {
            Vec::new()
        };
        Ok((sources, tables))
    }

    /// Parses catalogue files given as `(path, text)`; the file stem must be the paper key.
    pub fn from_sources(sources: &[(PathBuf, String)]) -> Result<Catalogue> {
        let mut papers = Vec::new();
        let mut claims: Vec<Claim> = Vec::new();
        let mut seen: BTreeMap<String, (String, usize)> = BTreeMap::new();
        for (path, text) in sources {
            let file = FileCtx::new(path.display().to_string(), text);
            let raw: RawFile = toml::from_str(text).map_err(|e| {
                let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
                Error::spec(
                    &file.name,
                    line,
                    column,
                    None,
                    e.message().trim().to_string(),
                )
            })?;
            let key_at = raw.paper.key.span().start;
            for (field, value) in [
                ("paper.key", raw.paper.key.get_ref()),
                ("paper.title", &raw.paper.title),
                ("paper.source", &raw.paper.source),
            ] {
                file.printable(key_at, field, value)?;
            }
            let key = raw.paper.key.get_ref().clone();
            // A key names the file, the first part of every id, and a folder of predicates: a
            // lowercase letter, then lowercase letters and digits (`chl2011`), so that no two
            // keys differ only in case.
            let mut chars = key.chars();
            if !(chars.next().is_some_and(|c| c.is_ascii_lowercase())
                && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
            {
                return Err(file.error_at(
                    raw.paper.key.span().start,
                    "paper.key",
                    format!(
                        "`{key}` is no paper key: a lowercase letter, then lowercase letters and \
                         digits (authors' initials and year, `chl2011`)"
                    ),
                ));
            }
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if stem != key {
                return Err(file.error_at(
                    raw.paper.key.span().start,
                    "paper.key",
                    format!("the file for `{key}` must be named `{key}.toml`"),
                ));
            }
            if raw.claim.is_empty() {
                return Err(Error::spec(
                    &file.name,
                    1,
                    1,
                    Some("claim".into()),
                    "the file has no claim",
                ));
            }
            for c in raw.claim {
                let claim = convert_claim(&file, &key, path, c)?;
                if let Some((other_file, other_line)) = seen.get(&claim.id) {
                    return Err(Error::spec(
                        &file.name,
                        claim.line,
                        1,
                        Some("id".into()),
                        format!(
                            "duplicate id `{}` (first at {other_file}:{other_line})",
                            claim.id
                        ),
                    ));
                }
                seen.insert(claim.id.clone(), (file.name.clone(), claim.line));
                claims.push(claim);
            }
            papers.push(PaperFile {
                key,
                title: raw.paper.title,
                source: raw.paper.source,
                file: path.clone(),
            });
        }
        if claims.is_empty() {
            return Err(Error::new(ErrorKind::Spec {
                file: "the catalogue".into(),
                line: 0,
                column: 0,
                field: None,
                message: "no catalogue file (*.toml, one per paper)".into(),
            }));
        }
        // References between entries must resolve.
        for c in &claims {
            for (field, target) in [
                ("corrects", &c.corrects),
                ("other_reading_of", &c.other_reading_of),
            ] {
                if let Some(t) = target {
                    if !seen.contains_key(t) {
                        return Err(Error::spec(
                            c.file.display().to_string(),
                            c.line,
                            1,
                            Some(field.into()),
                            format!("`{}` refers to the unknown id `{t}`", c.id),
                        ));
                    }
                }
            }
            // A correction corrects a statement that fails as printed.
            if let Some(t) = &c.corrects {
                let target = claims.iter().find(|x| &x.id == t);
                if let Some(target) = target.filter(|x| x.expected != Status::Fails) {
                    return Err(Error::spec(
                        c.file.display().to_string(),
                        c.line,
                        1,
                        Some("corrects".into()),
                        format!(
                            "`{}` corrects `{t}`, which is expected to {}: an entry corrects one \
                             that fails as printed",
                            c.id,
                            match target.expected {
                                Status::Holds => "hold",
                                _ => "be skipped",
                            }
                        ),
                    ));
                }
            }
        }
        // What each entry uses resolves, and no failing printed formula is used silently.
        uses::check(&claims)?;
        Ok(Catalogue {
            papers,
            digest: digest(sources, &[] as &[(PathBuf, &str)]),
            claims,
            tables: BTreeMap::new(),
        })
    }

    /// The claim with this id.
    pub fn claim(&self, id: &str) -> Option<&Claim> {
        self.claims.iter().find(|c| c.id == id)
    }
}

/// The catalogue's files as compiled in (generated by `build.rs` from `spec/`).
mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_spec.rs"));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place of every offset (line breaks, multi-byte characters, the end, past the end)
    /// is the same by the file's line index as by counting the text before it.
    #[test]
    fn places_by_the_line_index_are_places_by_counting() {
        let text = "id = \"a\"\n\nstatement = \"φ ≤ b/a\"\n  é\n";
        let file = FileCtx::new("f.toml".into(), text);
        for offset in (0..=text.len() + 3).filter(|&o| o > text.len() || text.is_char_boundary(o)) {
            assert_eq!(file.line_col(offset), line_col(text, offset), "at {offset}");
        }
        assert_eq!(file.line_col(text.find('φ').unwrap()), (3, 14));
        assert_eq!(file.line_col(text.len()), (5, 1));
    }
}
