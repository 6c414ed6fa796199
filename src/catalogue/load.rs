//! Reading a catalogue file: the TOML as written (the Raw types), each entry and example converted
//! and checked field by field, every error placed at its file, line and column.

use super::*;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFile {
    pub(super) paper: RawPaper,
    #[serde(default)]
    pub(super) claim: Vec<RawClaim>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPaper {
    pub(super) key: Spanned<String>,
    pub(super) title: String,
    pub(super) source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawClaim {
    pub(super) id: Spanned<String>,
    pub(super) kind: Spanned<String>,
    pub(super) location: String,
    pub(super) games: Spanned<Vec<String>>,
    pub(super) convention: Spanned<String>,
    pub(super) domain: String,
    pub(super) statement: String,
    pub(super) expected: Spanned<String>,
    pub(super) reading: Option<String>,
    pub(super) counterexample: Option<Spanned<String>>,
    pub(super) corrects: Option<Spanned<String>>,
    pub(super) other_reading_of: Option<Spanned<String>>,
    pub(super) note: Option<String>,
    pub(super) default_bound: Option<Spanned<u64>>,
    pub(super) formal: Option<Spanned<String>>,
    pub(super) formal_domain: Option<Spanned<String>>,
    pub(super) scope: Option<Spanned<String>>,
    pub(super) uses: Option<Spanned<Vec<String>>>,
    pub(super) formulas: Option<Spanned<BTreeMap<String, String>>>,
    #[serde(default)]
    pub(super) example: Vec<RawExample>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawExample {
    pub(super) at: Spanned<String>,
    pub(super) values: Option<Spanned<BTreeMap<String, toml::Value>>>,
    #[serde(default)]
    pub(super) fails: bool,
    pub(super) bound: Option<u64>,
    pub(super) source: Spanned<String>,
}

/// Line and column (1-based) of a byte offset.
pub(super) fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

pub(super) struct FileCtx<'a> {
    pub(super) name: String,
    pub(super) text: &'a str,
    /// The byte offset where each line starts: a place is found by a binary search, not by
    /// counting the lines before it again for every entry and example (which made loading the
    /// catalogue quadratic in a file's size).
    pub(super) line_starts: Vec<usize>,
}

impl<'a> FileCtx<'a> {
    pub(super) fn new(name: String, text: &'a str) -> FileCtx<'a> {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        FileCtx {
            name,
            text,
            line_starts,
        }
    }

    /// Line and column (1-based) of a byte offset, as [`line_col`] gives them.
    pub(super) fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let start = self.line_starts[line - 1];
        let column = self
            .text
            .get(start..offset)
            .map_or(0, |l| l.chars().count())
            + 1;
        (line, column)
    }

    pub(super) fn error_at(&self, offset: usize, field: &str, message: impl Into<String>) -> Error {
        let (line, column) = self.line_col(offset);
        Error::spec(&self.name, line, column, Some(field.to_string()), message)
    }

    /// Refuses a string that holds a control character (a line break, an escape, …): every
    /// string of the catalogue is printed, in reports a terminal or a CI reads line by line, and
    /// a line break there could start a line of its own (a workflow command, say).
    pub(super) fn printable(&self, offset: usize, field: &str, value: &str) -> Result<()> {
        match value.chars().find(|c| c.is_control()) {
            None => Ok(()),
            Some(c) => Err(self.error_at(
                offset,
                field,
                format!(
                    "holds the control character U+{:04X}: the catalogue's strings are printed, \
                     each as plain text on one line",
                    u32::from(c)
                ),
            )),
        }
    }
}

/// The most bytes one catalogue file may hold (the largest of the crate's is a few tens of KB).
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// The text of the catalogue file `path`: a regular file (a symlink to one is followed) of at
/// most [`MAX_FILE_BYTES`], in UTF-8. A FIFO, a device or a directory named `*.toml` is refused
/// without being opened (a FIFO would block, `/dev/zero` never ends).
pub(super) fn read_spec_file(path: &Path) -> Result<String> {
    use std::io::Read as _;
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, e))?;
    if !meta.is_file() {
        return Err(Error::spec(
            path.display().to_string(),
            0,
            0,
            None,
            "not a regular file (a folder, a FIFO, a device…): the catalogue reads regular files only",
        ));
    }
    let too_big = || {
        Error::spec(
            path.display().to_string(),
            0,
            0,
            None,
            format!("more than {} bytes: not a catalogue file", MAX_FILE_BYTES),
        )
    };
    if meta.len() > MAX_FILE_BYTES {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| io_error(path, e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|e| {
        Error::spec(
            path.display().to_string(),
            0,
            0,
            None,
            format!("not UTF-8 (byte {} is not)", e.utf8_error().valid_up_to()),
        )
    })
}

/// [`Catalogue::digest`] of the entry files `sources` and the table files `tables`: each file's
/// name (without its folder) and length, then its bytes.
pub(super) fn digest(
    sources: &[(PathBuf, impl AsRef<str>)],
    tables: &[(PathBuf, impl AsRef<str>)],
) -> String {
    let mut bytes = Vec::new();
    for (path, text) in sources
        .iter()
        .map(|(p, t)| (p, t.as_ref()))
        .chain(tables.iter().map(|(p, t)| (p, t.as_ref())))
    {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        for part in [name.as_bytes(), text.as_bytes()] {
            bytes.extend_from_slice(&(part.len() as u64).to_le_bytes());
            bytes.extend_from_slice(part);
        }
    }
    format!("{:016x}", crate::vocab::fnv1a(&bytes))
}

/// The published tables, by file stem (e.g. `chl2011-table-1`).
pub(super) fn parse_tables(
    files: &[(PathBuf, impl AsRef<str>)],
) -> Result<BTreeMap<String, PublishedTable>> {
    let mut tables = BTreeMap::new();
    for (path, text) in files {
        let table = PublishedTable::parse(&path.display().to_string(), text.as_ref())?;
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        tables.insert(name, table);
    }
    Ok(tables)
}

pub(super) fn io_error(path: &Path, e: std::io::Error) -> Error {
    Error::new(ErrorKind::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

pub(super) fn convert_claim(
    file: &FileCtx<'_>,
    key: &str,
    path: &Path,
    c: RawClaim,
) -> Result<Claim> {
    let id_start = c.id.span().start;
    let spanned = |s: &Spanned<String>| (s.span().start, s.get_ref().clone());
    let mut strings = vec![
        ("id", spanned(&c.id)),
        ("kind", spanned(&c.kind)),
        ("location", (id_start, c.location.clone())),
        ("convention", spanned(&c.convention)),
        ("domain", (id_start, c.domain.clone())),
        ("statement", (id_start, c.statement.clone())),
        ("expected", spanned(&c.expected)),
    ];
    for g in c.games.get_ref() {
        strings.push(("games", (c.games.span().start, g.clone())));
    }
    if let Some(uses) = &c.uses {
        for u in uses.get_ref() {
            strings.push(("uses", (uses.span().start, u.clone())));
        }
    }
    if let Some(formulas) = &c.formulas {
        for (label, verdict) in formulas.get_ref() {
            strings.push(("formulas", (formulas.span().start, label.clone())));
            strings.push(("formulas", (formulas.span().start, verdict.clone())));
        }
    }
    for (field, value) in [("reading", &c.reading), ("note", &c.note)] {
        if let Some(v) = value {
            strings.push((field, (id_start, v.clone())));
        }
    }
    for (field, value) in [
        ("counterexample", &c.counterexample),
        ("corrects", &c.corrects),
        ("other_reading_of", &c.other_reading_of),
        ("scope", &c.scope),
    ] {
        if let Some(v) = value {
            strings.push((field, spanned(v)));
        }
    }
    for (field, value) in [("formal", &c.formal), ("formal_domain", &c.formal_domain)] {
        if let Some(v) = value {
            strings.push((field, spanned(v)));
        }
    }
    for (field, (at, value)) in &strings {
        file.printable(*at, field, value)?;
    }
    let id = c.id.into_inner();
    let line = file.line_col(id_start).0;
    let kind_text = c.kind.get_ref().as_str();
    let kind = Kind::parse(kind_text).ok_or_else(|| {
        file.error_at(
            c.kind.span().start,
            "kind",
            format!(
                "unknown kind `{kind_text}` (known: {})",
                Kind::ALL
                    .iter()
                    .map(|(_, s)| *s)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    })?;
    // `<key>/<kind>-<number or name>`, or `<key>/<kind>` for a paper's single unnumbered one.
    let prefix = format!("{key}/{}-", kind.as_str());
    let well_formed = (id == prefix[..prefix.len() - 1]
        || (id.starts_with(&prefix) && id.len() > prefix.len()))
        && id[key.len() + 1..]
            .chars()
            .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-');
    if !well_formed {
        return Err(file.error_at(
            id_start,
            "id",
            format!("`{id}` must read `{prefix}<number or name>` in lowercase, digits and dashes"),
        ));
    }
    for (i, g) in c.games.get_ref().iter().enumerate() {
        if c.games.get_ref()[..i].contains(g) {
            return Err(file.error_at(
                c.games.span().start,
                "games",
                format!("the game `{g}` is named twice"),
            ));
        }
        if crate::games::GameName::parse_canonical(g).is_err() {
            let known: Vec<&str> = crate::games::GameName::spellings().collect();
            return Err(file.error_at(
                c.games.span().start,
                "games",
                format!("unknown game `{g}` (known: {})", known.join(", ")),
            ));
        }
    }
    let convention = c.convention.get_ref().clone();
    if convention != "normal" && convention != "misere" {
        return Err(file.error_at(
            c.convention.span().start,
            "convention",
            "must be `normal` or `misere`",
        ));
    }
    // A misère statement speaks of a misère game, by its `misere-` name: naming only the normal
    // games would declare the normal tables for a predicate that reads the misère ones.
    if convention == "misere" && !c.games.get_ref().iter().any(|g| g.starts_with("misere-")) {
        return Err(file.error_at(
            c.games.span().start,
            "games",
            "a misère statement names the misère games it speaks of (`misere-g1`, …)",
        ));
    }
    let expected_text = c.expected.get_ref().as_str();
    let expected = Status::parse(expected_text).ok_or_else(|| {
        file.error_at(
            c.expected.span().start,
            "expected",
            format!("`{expected_text}` is not one of holds, fails, skipped"),
        )
    })?;
    let counterexample = c.counterexample.map(|s| (s.span().start, s.into_inner()));
    match (expected, &counterexample) {
        (Status::Fails, None) => {
            return Err(file.error_at(
                c.expected.span().start,
                "counterexample",
                format!("`{id}` is expected to fail: pin its smallest counterexample"),
            ))
        }
        (Status::Holds | Status::Skipped, Some((at, _))) => {
            return Err(file.error_at(
                *at,
                "counterexample",
                "only an entry expected to fail has a counterexample",
            ))
        }
        _ => {}
    }
    let reference = |field: &str, value: Option<Spanned<String>>| -> Result<Option<String>> {
        match value {
            Some(v) if v.get_ref() == &id => {
                Err(file.error_at(v.span().start, field, "an entry cannot refer to itself"))
            }
            Some(v) => Ok(Some(v.into_inner())),
            None => Ok(None),
        }
    };
    let default_bound = match c.default_bound {
        Some(b) if *b.get_ref() == 0 => {
            return Err(file.error_at(
                b.span().start,
                "default_bound",
                "a default bound is a positive number (the bound of a run that names none)",
            ))
        }
        Some(b) => Some((line_col(file.text, b.span().start), b.into_inner())),
        None => None,
    };
    let formal = match (c.formal, c.formal_domain) {
        (Some(statement), domain) => Some(FormalText {
            statement: placed(file, statement),
            domain: match domain {
                Some(d) => placed(file, d),
                None => Placed {
                    text: String::new(),
                    at: file.line_col(id_start),
                    verbatim: false,
                },
            },
        }),
        (None, Some(d)) => {
            return Err(file.error_at(
                d.span().start,
                "formal_domain",
                "a domain for no statement: `formal_domain` goes with `formal`",
            ))
        }
        (None, None) => None,
    };
    let corrects = reference("corrects", c.corrects)?;
    let other_reading_of = reference("other_reading_of", c.other_reading_of)?;
    let scope =
        match c.scope {
            None => Scope::Full,
            Some(s) => match s.get_ref().as_str() {
                "full" => Scope::Full,
                "partial" if c.reading.is_some() => Scope::Partial,
                "partial" => {
                    return Err(file.error_at(
                        s.span().start,
                        "scope",
                        "a partial check must say in `reading` which part it checks",
                    ))
                }
                "consistency" if c.reading.is_some() => Scope::Consistency,
                "consistency" => return Err(file.error_at(
                    s.span().start,
                    "scope",
                    "a consistency check must say in `reading` why no table can change its verdict",
                )),
                other => {
                    return Err(file.error_at(
                        s.span().start,
                        "scope",
                        format!("`{other}` is not one of full, partial, consistency"),
                    ))
                }
            },
        };
    let mut formulas = BTreeMap::new();
    if let Some(f) = c.formulas {
        let at = f.span().start;
        for (label, verdict) in f.into_inner() {
            let status = match verdict.as_str() {
                "holds" => Status::Holds,
                "fails" => Status::Fails,
                other => {
                    return Err(file.error_at(
                        at,
                        "formulas",
                        format!("the formula {label}: `{other}` is not one of holds, fails"),
                    ))
                }
            };
            formulas.insert(label, status);
        }
    }
    // Every entry says what it uses (`[]` for nothing): without it the uses rule would pass
    // over the entry unseen.
    let Some(u) = c.uses else {
        return Err(file.error_at(
            id_start,
            "uses",
            format!(
                "`{id}` does not say what it uses: `uses = [\"<id>\", \"<id>#<formula>\"]`, the \
                 printed formulas and statements its statement uses, or `uses = []` for none"
            ),
        ));
    };
    let at = u.span().start;
    let mut uses: Vec<Use> = Vec::new();
    for text in u.into_inner() {
        let parsed = Use::parse(&text);
        if parsed.id.is_empty() || parsed.formula.as_deref() == Some("") {
            return Err(file.error_at(
                at,
                "uses",
                format!("`{text}` is not an id, or an id#formula"),
            ));
        }
        if uses.contains(&parsed) {
            return Err(file.error_at(at, "uses", format!("`{text}` is named twice")));
        }
        uses.push(parsed);
    }
    let mut examples = Vec::new();
    for e in c.example {
        examples.push(convert_example(file, e)?);
    }
    // An entry expected to fail shows it on an example (at its pinned counterexample: the run
    // checks that the predicate fails there, `run::check_examples`).
    if expected == Status::Fails && !examples.iter().any(|e| e.fails) {
        return Err(file.error_at(
            c.expected.span().start,
            "example",
            format!(
                "`{id}` is expected to fail: give it an example at its pinned counterexample {} \
                 with `fails = true`",
                counterexample.as_ref().map_or("", |(_, s)| s.as_str())
            ),
        ));
    }
    // Every entry carries instances: the paper's, or ones computed by hand, each with its source;
    // a conjecture of one's own written in the formal language may carry none (its statement
    // is already data: nothing was transcribed).
    if examples.is_empty() && !(kind == Kind::Conjecture && formal.is_some()) {
        return Err(file.error_at(
            id_start,
            "example",
            format!(
                "`{id}` has no example: give it the instances its paper prints (or, where it \
                 prints none, ones computed by hand), each a `[[claim.example]]` with its source"
            ),
        ));
    }
    Ok(Claim {
        id,
        paper: key.to_string(),
        kind,
        location: c.location,
        games: c.games.into_inner(),
        convention,
        domain: c.domain,
        statement: c.statement,
        expected,
        reading: c.reading,
        counterexample: counterexample.map(|(_, s)| s),
        corrects,
        other_reading_of,
        note: c.note,
        default_bound,
        formal,
        scope,
        uses,
        formulas,
        examples,
        file: path.to_path_buf(),
        line,
    })
}

/// A string with its place: verbatim when the file holds its value between its quotes as it
/// reads (no escape), so that a column inside it is a column of the file.
fn placed(file: &FileCtx<'_>, s: Spanned<String>) -> Placed {
    let span = s.span();
    let raw = file.text.get(span.clone()).unwrap_or("");
    // A basic or literal string of one line: its quote, the value, its quote.
    let inner = raw
        .strip_prefix(['"', '\''])
        .and_then(|r| r.strip_suffix(['"', '\'']));
    let verbatim = inner == Some(s.get_ref().as_str());
    let at = if verbatim { span.start + 1 } else { span.start };
    Placed {
        text: s.into_inner(),
        at: file.line_col(at),
        verbatim,
    }
}

fn convert_example(file: &FileCtx<'_>, e: RawExample) -> Result<Example> {
    let line = file.line_col(e.at.span().start).0;
    file.printable(e.at.span().start, "example.at", e.at.get_ref())?;
    file.printable(e.source.span().start, "example.source", e.source.get_ref())?;
    if let Some(values) = &e.values {
        for (name, value) in values.get_ref() {
            file.printable(values.span().start, "example.values", name)?;
            if let toml::Value::String(s) = value {
                file.printable(values.span().start, "example.values", s)?;
            }
        }
    }
    let source = e.source.get_ref().trim();
    if !(source.starts_with("printed:")
        || source.starts_with("by hand:")
        || source.starts_with("found:"))
    {
        return Err(file.error_at(
            e.source.span().start,
            "example.source",
            "say where the instance comes from: `printed: <where>`, `by hand: <how>`, or \
             `found: <by what>` (a counterexample a run found)",
        ));
    }
    if e.at.get_ref().trim().is_empty() {
        return Err(file.error_at(e.at.span().start, "example.at", "name the point"));
    }
    let values_at = e.values.as_ref().map_or(0, |v| v.span().start);
    let mut values = Vec::new();
    for (name, v) in e.values.map(Spanned::into_inner).unwrap_or_default() {
        let shown = match v {
            toml::Value::Integer(i) => i.to_string(),
            toml::Value::Boolean(b) => b.to_string(),
            toml::Value::String(s) => s,
            other => {
                return Err(file.error_at(
                    values_at,
                    "example.values",
                    format!(
                        "`{name}` must be an integer, a boolean or a string, not {}",
                        other.type_str()
                    ),
                ))
            }
        };
        values.push((name, shown));
    }
    Ok(Example {
        at: e.at.into_inner(),
        values,
        fails: e.fails,
        bound: e.bound,
        source: e.source.into_inner(),
        line,
    })
}
