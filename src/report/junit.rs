//! The report as JUnit XML (`--format junit`), and the JUnit document `check` writes too: a small
//! model of the format (suites of test cases, each passed, failed, in error or skipped) and its
//! writer, escaped for any text a claim, a catalogue or a program under guard puts in it.

use super::check::{self, Checked};
use super::Report;
use crate::catalogue::Status;
use std::fmt::Write as _;

/// The report as JUnit XML: one test suite per paper, one test case per claim (passing when
/// the verdict is the expected one, a failure with the counterexample and the reproduce command
/// otherwise; a claim expected to be skipped is a skipped test).
pub fn junit(report: &Report) -> String {
    let mut doc = Document::new(format!("euclid-spec verify{}", report.part()));
    for r in &report.claims {
        let paper = r.paper().to_string();
        if doc.suites.last().map(|s| s.name.as_str()) != Some(paper.as_str()) {
            doc.suites.push(Suite::new(paper.clone()));
        }
        let outcome = if !r.as_expected {
            Outcome::Failed {
                message: r
                    .unexpected
                    .clone()
                    .unwrap_or_else(|| "not the expected verdict".into()),
                kind: "unexpected verdict".into(),
                text: r.failure_text(),
            }
        } else if r.status == Status::Skipped {
            Outcome::Skipped(r.note.clone())
        } else {
            Outcome::Passed
        };
        let mut case = Case::new(r.id.clone(), outcome);
        case.classname = Some(paper);
        case.seconds = Some(r.seconds);
        if r.as_expected {
            let mut out = format!(
                "{} ({} expected), {}, N={}",
                r.status,
                r.expected,
                crate::vocab::encode::count(r.cases, "case"),
                r.bound
            );
            if let Some(c) = r.counterexample_line() {
                let _ = write!(out, "\ncounterexample {c}");
            }
            case.system_out = Some(out);
        }
        if let Some(suite) = doc.suites.last_mut() {
            suite.cases.push(case);
        }
    }
    doc.xml()
}

/// A JUnit XML document: `<testsuites>` named `name`, holding `suites`.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The name of the whole (`euclid-spec verify`, `euclid-spec check grossman`).
    pub name: String,
    /// The suites, in order.
    pub suites: Vec<Suite>,
}

/// One `<testsuite>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Suite {
    /// Its name (a paper, a target).
    pub name: String,
    /// Its test cases, in order.
    pub cases: Vec<Case>,
}

/// One `<testcase>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// Its name (a claim id, a set of positions).
    pub name: String,
    /// Its class name, when it has one.
    pub classname: Option<String>,
    /// Its time in seconds, when it has one (written with three decimals).
    pub seconds: Option<f64>,
    /// Whether it passed, and what it says when it did not.
    pub outcome: Outcome,
    /// Its `<system-out>`, when it has one.
    pub system_out: Option<String>,
}

/// How a test case ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// It passed.
    Passed,
    /// A `<failure>`: the thing tested is wrong.
    Failed {
        /// The one-line message.
        message: String,
        /// The failure's type.
        kind: String,
        /// The whole text (empty: an empty element).
        text: String,
    },
    /// An `<error>`: no verdict (a limit reached, a program that could not be run).
    Error {
        /// The one-line message.
        message: String,
        /// The error's type.
        kind: String,
        /// The whole text (empty: an empty element).
        text: String,
    },
    /// `<skipped>`, with its message when it has one.
    Skipped(Option<String>),
}

impl Document {
    /// An empty document named `name`.
    pub fn new(name: impl Into<String>) -> Document {
        Document {
            name: name.into(),
            suites: Vec::new(),
        }
    }

    /// The document as XML: the declaration, then the elements indented by four spaces, every
    /// count of `tests`, `skipped`, `failures` and `errors` taken from the cases, every text
    /// made printable ([`printable`]) and escaped.
    pub fn xml(&self) -> String {
        let cases = || self.suites.iter().flat_map(|s| s.cases.iter());
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = write!(
            out,
            "<testsuites name=\"{}\" tests=\"{}\" skipped=\"{}\" failures=\"{}\" errors=\"{}\">",
            escaped(&self.name),
            cases().count(),
            cases().filter(|c| c.outcome.is_skipped()).count(),
            cases().filter(|c| c.outcome.is_failure()).count(),
            cases().filter(|c| c.outcome.is_error()).count(),
        );
        for suite in &self.suites {
            suite.write(&mut out);
        }
        out.push_str("\n</testsuites>\n");
        out
    }
}

impl Suite {
    /// An empty suite named `name`.
    pub fn new(name: impl Into<String>) -> Suite {
        Suite {
            name: name.into(),
            cases: Vec::new(),
        }
    }

    fn write(&self, out: &mut String) {
        let count = |f: fn(&Outcome) -> bool| self.cases.iter().filter(|c| f(&c.outcome)).count();
        let _ = write!(
            out,
            "\n    <testsuite name=\"{}\" tests=\"{}\" skipped=\"{}\" errors=\"{}\" failures=\"{}\"",
            escaped(&self.name),
            self.cases.len(),
            count(Outcome::is_skipped),
            count(Outcome::is_error),
            count(Outcome::is_failure),
        );
        if self.cases.is_empty() {
            out.push_str("/>");
            return;
        }
        out.push('>');
        for case in &self.cases {
            case.write(out);
        }
        out.push_str("\n    </testsuite>");
    }
}

impl Case {
    /// A case named `name` with its outcome, and nothing else.
    pub fn new(name: impl Into<String>, outcome: Outcome) -> Case {
        Case {
            name: name.into(),
            classname: None,
            seconds: None,
            outcome,
            system_out: None,
        }
    }

    fn write(&self, out: &mut String) {
        let _ = write!(out, "\n        <testcase name=\"{}\"", escaped(&self.name));
        if let Some(classname) = &self.classname {
            let _ = write!(out, " classname=\"{}\"", escaped(classname));
        }
        if let Some(seconds) = self.seconds {
            // A time that is not a duration (negative, NaN, infinite) is written as 0.
            let d = std::time::Duration::try_from_secs_f64(seconds.max(0.0)).unwrap_or_default();
            let _ = write!(out, " time=\"{:.3}\"", d.as_secs_f64());
        }
        if self.outcome == Outcome::Passed && self.system_out.is_none() {
            out.push_str("/>");
            return;
        }
        out.push('>');
        // A status with no text is an empty element.
        let status = |out: &mut String, tag: &str, message: &str, kind: &str, text: &str| {
            let _ = write!(
                out,
                "\n            <{tag} message=\"{}\" type=\"{}\"",
                escaped(message),
                escaped(kind),
            );
            if text.is_empty() {
                out.push_str("/>");
            } else {
                let _ = write!(out, ">{}</{tag}>", escaped(text));
            }
        };
        match &self.outcome {
            Outcome::Passed => {}
            Outcome::Failed {
                message,
                kind,
                text,
            } => status(out, "failure", message, kind, text),
            Outcome::Error {
                message,
                kind,
                text,
            } => status(out, "error", message, kind, text),
            Outcome::Skipped(None) => out.push_str("\n            <skipped/>"),
            Outcome::Skipped(Some(message)) => {
                let _ = write!(
                    out,
                    "\n            <skipped message=\"{}\"/>",
                    escaped(message)
                );
            }
        }
        if let Some(text) = &self.system_out {
            let _ = write!(
                out,
                "\n            <system-out>{}</system-out>",
                escaped(text)
            );
        }
        out.push_str("\n        </testcase>");
    }
}

impl Outcome {
    fn is_skipped(&self) -> bool {
        matches!(self, Outcome::Skipped(_))
    }

    fn is_failure(&self) -> bool {
        matches!(self, Outcome::Failed { .. })
    }

    fn is_error(&self) -> bool {
        matches!(self, Outcome::Error { .. })
    }
}

/// `text` made printable ([`printable`]) and escaped for XML, in attribute values and text alike.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in printable(text).chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// `text` as a CI system can show it and XML 1.0 can hold it: terminal escape sequences (colours,
/// cursor moves, titles: `ESC [ … final`, `ESC ] … BEL` or `ESC \`, `ESC P`/`X`/`^`/`_ … ESC \`,
/// `ESC` with intermediates and a final) taken out whole, then every control character of ASCII
/// but the line feed (DEL too), and the two non-characters U+FFFE and U+FFFF, which XML forbids.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\u{1b}' {
            let ascii_control = c.is_ascii_control() && c != '\n';
            if !ascii_control && c != '\u{fffe}' && c != '\u{ffff}' {
                out.push(c);
            }
            continue;
        }
        match chars.next() {
            // CSI: parameters and intermediates up to a final byte.
            Some('[') => {
                for c in chars.by_ref() {
                    if ('\u{40}'..='\u{7e}').contains(&c) {
                        break;
                    }
                }
            }
            // OSC: up to BEL or the string terminator ESC \.
            Some(']') => {
                while let Some(c) = chars.next() {
                    if c == '\u{7}' || (c == '\u{1b}' && chars.next_if_eq(&'\\').is_some()) {
                        break;
                    }
                }
            }
            // DCS, SOS, PM, APC: up to the string terminator ESC \.
            Some('P' | 'X' | '^' | '_') => {
                while let Some(c) = chars.next() {
                    if c == '\u{1b}' && chars.next_if_eq(&'\\').is_some() {
                        break;
                    }
                }
            }
            // Intermediates, then one final byte.
            Some(' '..='/') => {
                while chars.next_if(|c| (' '..='/').contains(c)).is_some() {}
                chars.next();
            }
            // A two-character sequence (ESC 7, ESC M, …), or a lone ESC at the end.
            Some(_) | None => {}
        }
    }
    out
}

/// The failure's details as lines: the program's words, each engine's answer, the diagnosis and
/// the commands.
fn details(s: &Checked) -> String {
    super::text::check(s)
        .lines()
        .skip(1)
        .map(str::trim_start)
        .collect::<Vec<_>>()
        .join("\n")
}

/// `check`'s report as JUnit XML: a suite named after the target, one test case per set sent; the set holding the
/// failure fails (an error when a limit was reached, the program could not be run or the
/// engines disagree); unjudged positions are a case of their own, failing unless accepted.
pub fn check(s: &Checked) -> String {
    let report = s.report;
    let suite_name = format!("euclid-spec check {}", report.target);
    let mut suite = Suite::new(suite_name.clone());
    let failed_kind = match (&report.conflict, &report.failure) {
        (Some(_), _) => Some((true, "the engines disagree among themselves")),
        (None, Some(f)) if f.timed_out() => Some((true, "limit reached")),
        (None, Some(f)) => Some((false, check::failure_fields(f).0)),
        (None, None) => None,
    };
    for (index, (set, name, count)) in check::sets(report).into_iter().enumerate() {
        let failing = report.failure.as_ref().is_some_and(|f| f.set == set)
            || (report.conflict.is_some() && index == 0 && report.failure.is_none());
        let outcome = match failed_kind {
            Some((error, what)) if failing => {
                let (message, kind, text) = (s.headline(), what.to_string(), details(s));
                if error {
                    Outcome::Error {
                        message,
                        kind,
                        text,
                    }
                } else {
                    Outcome::Failed {
                        message,
                        kind,
                        text,
                    }
                }
            }
            _ => Outcome::Passed,
        };
        let mut case = Case::new(name, outcome);
        case.classname = Some(suite_name.clone());
        case.system_out = Some(format!("{count} positions sent"));
        suite.cases.push(case);
    }
    if report.unjudged > 0 {
        let outcome = if s.code == 2 && report.failure.is_none() && report.conflict.is_none() {
            Outcome::Failed {
                message: s.unjudged_line().unwrap_or_default(),
                kind: "unjudged positions".into(),
                text: String::new(),
            }
        } else {
            Outcome::Skipped(Some(format!(
                "{} positions not judged (accepted with --accept-unjudged)",
                report.unjudged
            )))
        };
        let mut case = Case::new("every position judged", outcome);
        case.classname = Some(suite_name.clone());
        suite.cases.push(case);
    }
    let mut doc = Document::new(suite_name);
    doc.suites.push(suite);
    doc.xml()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The writer's layout, counts and escaping, element by element.
    #[test]
    fn a_document_with_every_outcome() {
        let mut doc = Document::new("run <1>");
        let mut suite = Suite::new("paper");
        let mut passed = Case::new("a", Outcome::Passed);
        passed.classname = Some("paper".into());
        passed.seconds = Some(1.23456);
        passed.system_out = Some("holds, 3 cases\nline 2".into());
        suite.cases.push(passed);
        suite.cases.push(Case::new(
            "b",
            Outcome::Failed {
                message: "it's \"wrong\"".into(),
                kind: "unexpected verdict".into(),
                text: "at (1, 2) & <3>".into(),
            },
        ));
        suite.cases.push(Case::new(
            "c",
            Outcome::Error {
                message: "limit".into(),
                kind: "limit reached".into(),
                text: "timed out".into(),
            },
        ));
        suite.cases.push(Case::new(
            "g",
            Outcome::Failed {
                message: "3 positions not judged".into(),
                kind: "unjudged positions".into(),
                text: String::new(),
            },
        ));
        suite
            .cases
            .push(Case::new("d", Outcome::Skipped(Some("open".into()))));
        suite.cases.push(Case::new("e", Outcome::Skipped(None)));
        let mut bare = Case::new("f", Outcome::Passed);
        bare.seconds = Some(f64::NAN);
        suite.cases.push(bare);
        doc.suites.push(suite);
        doc.suites.push(Suite::new("empty"));
        assert_eq!(
            doc.xml(),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>
<testsuites name=\"run &lt;1&gt;\" tests=\"7\" skipped=\"2\" failures=\"2\" errors=\"1\">
    <testsuite name=\"paper\" tests=\"7\" skipped=\"2\" errors=\"1\" failures=\"2\">
        <testcase name=\"a\" classname=\"paper\" time=\"1.235\">
            <system-out>holds, 3 cases
line 2</system-out>
        </testcase>
        <testcase name=\"b\">
            <failure message=\"it&apos;s &quot;wrong&quot;\" type=\"unexpected verdict\">at (1, 2) &amp; &lt;3&gt;</failure>
        </testcase>
        <testcase name=\"c\">
            <error message=\"limit\" type=\"limit reached\">timed out</error>
        </testcase>
        <testcase name=\"g\">
            <failure message=\"3 positions not judged\" type=\"unjudged positions\"/>
        </testcase>
        <testcase name=\"d\">
            <skipped message=\"open\"/>
        </testcase>
        <testcase name=\"e\">
            <skipped/>
        </testcase>
        <testcase name=\"f\" time=\"0.000\"/>
    </testsuite>
    <testsuite name=\"empty\" tests=\"0\" skipped=\"0\" errors=\"0\" failures=\"0\"/>
</testsuites>
"
        );
    }

    /// Terminal escapes go whole, control characters and XML's non-characters go, the rest stays.
    #[test]
    fn text_made_printable() {
        assert_eq!(printable("\u{1b}[31mred\u{1b}[0m"), "red");
        assert_eq!(printable("\u{1b}]0;title\u{7}after"), "after");
        assert_eq!(
            printable("\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\"),
            "link"
        );
        assert_eq!(printable("\u{1b}Pdata\u{1b}\\ok"), "ok");
        assert_eq!(printable("\u{1b}(Bx\u{1b}7y\u{1b}"), "xy");
        assert_eq!(
            printable("a\tb\rc\u{0}d\u{7f}e\u{fffe}f\nφ\u{85}"),
            "abcdef\nφ\u{85}"
        );
        assert_eq!(escaped("<'&\">"), "&lt;&apos;&amp;&quot;&gt;");
    }
}
