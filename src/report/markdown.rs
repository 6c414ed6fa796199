//! The report as a Markdown summary for `$GITHUB_STEP_SUMMARY` (`--format markdown`).

use super::check::Checked;
use super::{Record, Report};
use crate::catalogue::Status;
use crate::vocab::encode::{breaks_a_line, count};
use crate::vocab::Failure;
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
        "{}: {} hold, {} fail (as printed, pinned), {} skipped, **{} unexpected**; {}{}\n",
        count(s.claims as u64, "claim"),
        s.holds,
        s.fails,
        s.skipped,
        s.unexpected,
        count(s.cases, "case"),
        prose(&report.part())
    );
    let unexpected: Vec<&Record> = report.claims.iter().filter(|r| !r.as_expected).collect();
    if !unexpected.is_empty() {
        md.push_str(
            "### Unexpected\n\n| claim | found | why | reproduce |\n| --- | --- | --- | --- |\n",
        );
        for r in &unexpected {
            let _ = writeln!(
                md,
                "| {} | {} | {} | {} |",
                code_cell(&r.id),
                r.status,
                cell(r.unexpected.as_deref().unwrap_or("")),
                code_cell(&r.reproduce)
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
            "| {} | {}{} | {} | {} | {} | {} |\n",
            code_cell(&r.id),
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

/// Text from anywhere (a program's output, a catalogue, a command line) as Markdown prose or one
/// table cell: one line (every control character and line separator a space), at most 200
/// characters, with a backslash before each character that can open or close Markdown or HTML
/// ([`MARKUP`]). Nothing in it is then read as a code span, emphasis, link, image, autolink
/// (`http:`, `www.`, `a@b.c`), entity or tag, and no `|` ends the cell; the other characters
/// stay as they are, for a reader of the raw text (a CI log).
pub fn cell(s: &str) -> String {
    escaped(s, 200)
}

/// [`cell`] for a paragraph or a list item: the same escapes, one line, not cut.
pub fn prose(s: &str) -> String {
    escaped(s, usize::MAX)
}

fn escaped(s: &str, max: usize) -> String {
    let mut t = String::with_capacity(s.len() + 16);
    for c in one_line(s, max).chars() {
        if MARKUP.contains(c) {
            t.push('\\');
        }
        t.push(c);
    }
    t
}

/// The characters [`cell`] escapes: those that open or close a code span, emphasis,
/// strikethrough, a link or image, a tag, an entity, a heading, an autolink (`:`, `.`, `@`),
/// mathematics (`$`), the escape itself and a table's cell.
pub const MARKUP: &str = "\\`*_~[]<>&!#|:.@$";

/// Text from anywhere as a code span in a table cell: one line, at most 200 characters, fenced by
/// one backtick more than the longest run of backticks in it (so nothing in it closes the span),
/// a space inside each fence when it starts or ends with a backtick, every `|` escaped (GitHub's
/// tables split cells before they read code spans, and show `\|` in one as `|`).
pub fn code_cell(s: &str) -> String {
    let t = one_line(s, 200).replace('|', "\\|");
    let fence = "`".repeat(longest_backtick_run(&t) + 1);
    let pad = if t.starts_with('`') || t.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{t}{pad}{fence}")
}

/// A fenced code block of `lang` holding `lines`: the fence one backtick longer than the longest
/// run of backticks in them (at least three), so that no line closes it; each line one line.
pub fn code_block(lang: &str, lines: &[&str]) -> String {
    let lines: Vec<String> = lines.iter().map(|l| one_line(l, usize::MAX)).collect();
    let longest = lines
        .iter()
        .map(|l| longest_backtick_run(l))
        .max()
        .unwrap_or(0);
    let fence = "`".repeat((longest + 1).max(3));
    let mut md = format!("{fence}{lang}\n");
    for l in &lines {
        md.push_str(l);
        md.push('\n');
    }
    md.push_str(&fence);
    md.push('\n');
    md
}

/// The longest run of backticks in `s` (what a fence around it must outlast).
fn longest_backtick_run(s: &str) -> usize {
    s.split(|c| c != '`').map(str::len).max().unwrap_or(0)
}

/// `s` on one line (control characters and Unicode's line and paragraph separators as spaces),
/// cut to `max` characters with `…` when longer.
fn one_line(s: &str, max: usize) -> String {
    let mut t: String = s
        .chars()
        .map(|c| if breaks_a_line(c) { ' ' } else { c })
        .take(max)
        .collect();
    if s.chars().count() > max {
        t.push('…');
    }
    t
}

/// `check`'s Markdown summary: the verdict, the sets sent, the failure with every engine's answer, the
/// diagnosis and the commands (every cell escaped; an answer cut as the text report cuts it).
pub fn check(s: &Checked) -> String {
    let report = s.report;
    let mut md = String::new();
    let verdict = match s.code {
        0 => "passed",
        1 => "the implementation is wrong",
        3 => "the engines disagree among themselves (a bug of euclid-spec)",
        _ => "no verdict",
    };
    let _ = writeln!(
        md,
        "## euclid-spec check {}: {verdict}\n\n{}\n",
        report.target,
        prose(&s.headline())
    );
    md.push_str("| positions sent | count |\n| --- | ---: |\n");
    for (_, name, count) in super::check::sets(report) {
        let _ = writeln!(md, "| {} | {count} |", cell(&name));
    }
    let _ = writeln!(md, "| **total** | **{}** |\n", report.sent.total());
    if let Some(line) = s.unjudged_line() {
        let _ = writeln!(md, "{}\n", prose(&line));
    }
    // A limit reached after the failure, as the text says it.
    if report.limit.is_some() {
        let text = report.to_string();
        if let Some(line) = text
            .lines()
            .find(|l| l.trim_start().starts_with("and then a limit"))
        {
            let _ = writeln!(md, "{}\n", prose(line.trim()));
        }
    }
    let engines = match (&report.conflict, &report.failure) {
        (Some(c), _) => Some(c),
        (None, Some(f)) => Some(&f.answers),
        (None, None) => None,
    };
    if let Some(Failure {
        position, answers, ..
    }) = engines
    {
        let _ = writeln!(md, "### At {}\n", cell(&position.to_string()));
        if let Some(said) = s.said() {
            let _ = writeln!(md, "{}\n", prose(&said));
        }
        md.push_str("| engine | answer |\n| --- | --- |\n");
        for (engine, answer) in answers {
            let _ = writeln!(md, "| {} | {} |", cell(engine), cell(&answer.to_string()));
        }
        md.push('\n');
    }
    if !report.diagnosis.is_empty() {
        md.push_str("### What the answers agree with\n\n");
        for line in &report.diagnosis {
            let _ = writeln!(md, "- {}", prose(line));
        }
        md.push('\n');
    }
    if s.code != 0 {
        md.push_str("### Commands\n\n");
        let mut commands = vec![s.reproduce.as_str()];
        if report.conflict.is_none() {
            commands.extend(
                [&s.alone, &s.inspect]
                    .into_iter()
                    .flatten()
                    .map(String::as_str),
            );
        }
        md.push_str(&code_block("sh", &commands));
    }
    md
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `pat` occurs in `md` without a backslash before it.
    fn unescaped(md: &str, pat: &str) -> bool {
        md.match_indices(pat)
            .any(|(i, _)| i == 0 || md.as_bytes()[i - 1] != b'\\')
    }

    #[test]
    fn cells_open_nothing() {
        let hostile =
            "x` [pwn](http://e.example) ![i](j) <script>&lt;*a*_b_|c\n::warning::d\r\u{2028}e` $x$";
        let c = cell(hostile);
        for pat in [
            "`", "[", "]", "<", "&", "*", "_", "|", ":", "!", ".", "@", "~", "$",
        ] {
            assert!(!unescaped(&c, pat), "{pat} in {c}");
        }
        assert!(
            !c.contains('\n') && !c.contains('\r') && !c.contains('\u{2028}'),
            "{c}"
        );
        // Letters and digits as they were; cut at 200 characters.
        assert_eq!(cell("abc 12 (3, 4) a-b/c"), "abc 12 (3, 4) a-b/c");
        assert_eq!(cell(&"é".repeat(300)), format!("{}…", "é".repeat(200)));
        assert_eq!(prose(&"é:".repeat(300)), "é\\:".repeat(300));
    }

    #[test]
    fn code_cells_are_closed_only_by_their_own_fence() {
        assert_eq!(code_cell("a"), "`a`");
        assert_eq!(code_cell("a`b"), "``a`b``");
        assert_eq!(code_cell("``x```"), "```` ``x``` ````");
        assert_eq!(code_cell("a|b\nc"), "`a\\|b c`");
    }

    #[test]
    fn code_blocks_outlast_their_lines() {
        assert_eq!(code_block("sh", &["a", "b"]), "```sh\na\nb\n```\n");
        let b = code_block("sh", &["x ``` y", "````", "z\n::warning::w"]);
        assert!(b.starts_with("`````sh\n"), "{b}");
        assert!(b.ends_with("\n`````\n"), "{b}");
        assert!(!b.lines().any(|l| l.starts_with("::")), "{b}");
    }
}
