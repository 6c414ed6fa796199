//! The HTML report of a run: one self-contained page (inline CSS, a few lines of script, the
//! pictures inline) with the summary, a row per claim filterable by paper and status, the errata
//! ledger, and the pictures of the games with captions.
//!
//! The page is built from the run's [`Report`] and the [`Catalogue`] (the statements as printed,
//! readings, pinned counterexamples, corrections); nothing on it is computed twice.

use crate::catalogue::{Catalogue, Claim, Status};
use crate::report::{Record, Report};
use crate::vocab::encode::{base64, count, escape};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What the page says about the run itself.
#[derive(Clone, Debug, Default)]
pub struct RunInfo {
    /// The crate's version.
    pub version: String,
    /// The commit the binary was built from (`built from commit 1a2b3c…`), or what is known of
    /// it.
    pub commit: String,
    /// Wall-clock seconds of the claims.
    pub seconds: f64,
    /// Wall-clock seconds of the pictures.
    pub picture_seconds: f64,
    /// The command that gives this run again.
    pub command: String,
    /// The worker threads.
    pub threads: usize,
}

/// A picture on the page.
#[derive(Clone, Debug)]
pub struct Figure {
    /// The anchor of the figure (`grossman-values`).
    pub id: String,
    /// The group it is shown under (`Two-entry games`).
    pub group: String,
    /// A short title.
    pub title: String,
    /// What the eye should see.
    pub caption: String,
    /// The picture.
    pub image: Image,
    /// The command that draws it alone.
    pub command: String,
}

/// A picture's encoding.
#[derive(Clone, Debug)]
pub enum Image {
    /// A PNG file's bytes, embedded as a `data:` address.
    Png(Vec<u8>),
    /// An SVG document, inlined.
    Svg(String),
}

/// What kind of erratum a ledger line records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErratumKind {
    /// The printed statement is false: its entry fails, at its pinned counterexample.
    FalseAsPrinted,
    /// The printed words hold (vacuously, or trivially) but are an evident misprint: the
    /// catalogue keeps them, holding, beside the statement meant.
    MisprintThatHolds,
    /// The printed statement holds under the reading its entry states; another reading of its
    /// words fails.
    ReadingThatFails,
}

/// One line of the errata ledger: a printed statement (or a reading of it), the entries that
/// hold beside it, and its counterexample.
#[derive(Clone, Debug)]
pub struct Erratum<'a> {
    /// What kind of erratum it is.
    pub kind: ErratumKind,
    /// The entry of the printed words (for [`ErratumKind::ReadingThatFails`], of the failing
    /// reading).
    pub printed: &'a Claim,
    /// Its record in this run, when it ran.
    pub record: Option<&'a Record>,
    /// The entries that hold in its place: its corrections, or the reading that holds.
    pub beside: Vec<(&'a Claim, Option<&'a Record>, &'static str)>,
}

/// Where a printed result of the kind `k` stands among the errata of its kind: the numbered
/// results (theorems, propositions, lemmas, corollaries, conjectures, tables) first, then
/// remarks, examples and observations, then the facts (the steps of proofs, the sentences
/// between the results): a researcher reads first which printed theorems are false.
pub fn result_rank(k: crate::catalogue::Kind) -> u8 {
    use crate::catalogue::Kind;
    match k {
        Kind::Theorem
        | Kind::Proposition
        | Kind::Lemma
        | Kind::Corollary
        | Kind::Conjecture
        | Kind::Table => 0,
        Kind::Fact => 2,
        _ => 1,
    }
}

/// The errata of the catalogue, by kind: the statements false as printed, the misprints whose
/// printed words hold, and the readings that fail; within each, the numbered results first
/// ([`result_rank`]), each rank in catalogue order.
pub fn errata<'a>(catalogue: &'a Catalogue, report: &'a Report) -> Vec<Erratum<'a>> {
    let records: BTreeMap<&str, &Record> =
        report.claims.iter().map(|r| (r.id.as_str(), r)).collect();
    let record = |id: &str| records.get(id).copied();
    let by_id: BTreeMap<&str, &Claim> = catalogue
        .claims
        .iter()
        .map(|c| (c.id.as_str(), c))
        .collect();
    // An entry that holds as printed is an erratum when the catalogue checks the statement
    // meant beside it: a correction, or another reading that holds too (a misprint whose words
    // are vacuously true, as ho2012 Theorem 5.2 comparing a game with itself).
    let corrected = |c: &Claim| {
        catalogue.claims.iter().any(|o| {
            o.corrects.as_deref() == Some(c.id.as_str())
                || (o.other_reading_of.as_deref() == Some(c.id.as_str())
                    && o.expected == Status::Holds)
        })
    };
    let kind_of = |c: &Claim| match (c.expected, &c.other_reading_of) {
        (Status::Fails, None) => Some(ErratumKind::FalseAsPrinted),
        (Status::Fails, Some(_)) => Some(ErratumKind::ReadingThatFails),
        (Status::Holds, None) if corrected(c) => Some(ErratumKind::MisprintThatHolds),
        _ => None,
    };
    let mut all = Vec::new();
    for kind in [
        ErratumKind::FalseAsPrinted,
        ErratumKind::MisprintThatHolds,
        ErratumKind::ReadingThatFails,
    ] {
        let mut of_kind: Vec<&Claim> = catalogue
            .claims
            .iter()
            .filter(|c| kind_of(c) == Some(kind))
            .collect();
        // Stable: catalogue order within a rank.
        of_kind.sort_by_key(|c| result_rank(c.kind));
        for c in of_kind {
            let mut beside = Vec::new();
            for other in &catalogue.claims {
                if other.corrects.as_deref() == Some(c.id.as_str()) {
                    beside.push((other, record(&other.id), "corrected statement"));
                } else if other.other_reading_of.as_deref() == Some(c.id.as_str())
                    && other.expected == Status::Holds
                {
                    beside.push((other, record(&other.id), "a reading that holds"));
                }
            }
            if let Some(of) = c.other_reading_of.as_deref().and_then(|id| by_id.get(id)) {
                if of.expected == Status::Holds {
                    beside.push((of, record(&of.id), "the printed entry, under its reading"));
                }
            }
            all.push(Erratum {
                kind,
                printed: c,
                record: record(&c.id),
                beside,
            });
        }
    }
    all
}

const STYLE: &str = r#"
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1b1b1b;background:#fafafa}
header,main{max-width:1280px;margin:0 auto;padding:0 20px}
header{padding-top:18px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:21px;margin:34px 0 10px;border-bottom:2px solid #ddd;padding-bottom:4px}
h3{font-size:17px;margin:22px 0 8px}
nav a{margin-right:14px}
.cards{display:flex;flex-wrap:wrap;gap:10px;margin:12px 0}
.card{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 14px;min-width:96px}
.card b{display:block;font-size:24px}
.card.bad{border-color:#d62728;background:#fff1f1}.card.ok{border-color:#2ca02c}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #ddd;padding:5px 7px;vertical-align:top;text-align:left}
th{background:#f0f0f0;position:sticky;top:0}
td.num{text-align:right;white-space:nowrap}
code,pre{font:13px/1.35 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{white-space:pre-wrap;margin:0}
.st{font-weight:600;white-space:nowrap}
.holds .st{color:#1a7f1a}.fails .st{color:#8a5a00}.skipped .st{color:#666}.unexpected .st{color:#d62728}
tr.unexpected{background:#fff1f1}
.statement{min-width:380px;width:42%}
td.cx{max-width:330px;overflow-wrap:anywhere}
details summary{cursor:pointer;color:#444}
.filters{margin:10px 0;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
.erratum{display:grid;grid-template-columns:1fr 1fr;gap:12px;background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px;margin:12px 0}
.erratum>div{min-width:0}
.erratum h3{margin-top:0;grid-column:1/3}
.failing{border-left:4px solid #d62728;padding-left:10px}.holding{border-left:4px solid #2ca02c;padding-left:10px}
.how{grid-column:1/3;color:#333}
figure{background:#fff;border:1px solid #ddd;border-radius:6px;margin:0;padding:10px}
figure img,figure svg{max-width:100%;height:auto;display:block;margin:0 auto}
figcaption{margin-top:6px;font-size:14px}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(560px,1fr));gap:14px}
.figures.wide{grid-template-columns:1fr}
.muted{color:#666}
table.index td,table.index th{padding:3px 7px;font-size:14px}
"#;

const SCRIPT: &str = r#"
function filterRows(){
  var p=document.getElementById('paper').value, s=document.getElementById('status').value, n=0;
  var t=document.getElementById('text').value.trim().toLowerCase();
  document.querySelectorAll('#claim-table tbody tr').forEach(function(r){
    var ok=(!p||r.dataset.paper===p)&&(!s||(' '+r.dataset.status+' ').indexOf(' '+s+' ')>=0)
      &&(!t||r.textContent.toLowerCase().indexOf(t)>=0);
    r.hidden=!ok; if(ok){n++;}
  });
  document.getElementById('shown').textContent=n;
}
document.getElementById('paper').addEventListener('change',filterRows);
document.getElementById('status').addEventListener('change',filterRows);
document.getElementById('text').addEventListener('input',filterRows);
filterRows();
"#;

/// The whole page.
pub fn html(catalogue: &Catalogue, report: &Report, info: &RunInfo, figures: &[Figure]) -> String {
    let claims: BTreeMap<&str, &Claim> = catalogue
        .claims
        .iter()
        .map(|c| (c.id.as_str(), c))
        .collect();
    let s = &report.summary;
    let mut h = String::with_capacity(1 << 20);
    let _ = write!(
        h,
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>euclid-spec report: {} claims, {} unexpected</title><style>{STYLE}</style></head>\
         <body><header><h1>euclid-spec report</h1>\
         <p class=\"muted\">The published mathematics of the game Euclid and its relatives, \
         checked against the reference solver, the fast tables and every closed form. \
         euclid-spec {} · {} · {} · claims {:.2} s, pictures {:.2} s</p>\
         <nav><a href=\"#summary\">Summary</a><a href=\"#errata\">Errata</a>\
         <a href=\"#claims\">Claims</a><a href=\"#pictures\">Pictures</a></nav></header><main>",
        s.claims,
        s.unexpected,
        escape(&info.version),
        escape(&info.commit),
        if info.threads == 1 {
            "1 worker thread".to_string()
        } else {
            format!("{} worker threads", info.threads)
        },
        info.seconds,
        info.picture_seconds
    );
    summary(&mut h, report, info);
    errata_section(&mut h, catalogue, report);
    claims_section(&mut h, report, &claims);
    pictures_section(&mut h, figures);
    let _ = writeln!(h, "</main><script>{SCRIPT}</script></body></html>");
    h
}

fn summary(h: &mut String, report: &Report, info: &RunInfo) {
    let s = &report.summary;
    let card = |h: &mut String, class: &str, value: String, label: &str| {
        let _ = write!(
            h,
            "<div class=\"card {class}\"><b>{value}</b>{}</div>",
            escape(label)
        );
    };
    h.push_str("<h2 id=\"summary\">Summary</h2><div class=\"cards\">");
    card(h, "", s.claims.to_string(), "claims");
    card(h, "", s.holds.to_string(), "hold");
    card(h, "", s.fails.to_string(), "fail");
    card(h, "", s.skipped.to_string(), "skipped");
    card(
        h,
        if s.unexpected == 0 { "ok" } else { "bad" },
        s.unexpected.to_string(),
        "unexpected",
    );
    card(h, "", s.cases.to_string(), "cases");
    card(
        h,
        "",
        format!("{:.2} s", info.seconds),
        "to check the claims",
    );
    h.push_str("</div>");
    if let Some(selection) = &report.selection {
        let _ = write!(
            h,
            "<p class=\"partial\"><b>Part of the catalogue</b>, chosen by {}: the claims left \
             out were not checked.</p>",
            escape(selection)
        );
    }
    if s.unexpected == 0 {
        h.push_str(
            "<p>Every verdict is the expected one: each statement that holds, holds to its \
             bound, and each statement that fails as printed fails at its pinned smallest \
             counterexample.</p>",
        );
    } else {
        h.push_str("<p><b>Verdicts that are not the expected ones:</b></p><ul>");
        for r in report.claims.iter().filter(|r| !r.as_expected) {
            let _ = write!(
                h,
                "<li><a href=\"#{}\"><code>{}</code></a>: {}</li>",
                anchor(&r.id),
                escape(&r.id),
                escape(r.unexpected.as_deref().unwrap_or(""))
            );
        }
        h.push_str("</ul>");
    }
    // The bounds each dimension ran at.
    let mut bounds: BTreeMap<&str, (u64, u64, usize, &str)> = BTreeMap::new();
    for r in &report.claims {
        let e = bounds.entry(r.dimension.as_str()).or_insert((
            u64::MAX,
            0,
            0,
            r.bound_meaning.as_str(),
        ));
        e.0 = e.0.min(r.bound);
        e.1 = e.1.max(r.bound);
        e.2 += 1;
    }
    h.push_str(
        "<h3>Bounds</h3><table><thead><tr><th>dimension</th><th>claims</th><th>bound N</th>\
         </tr></thead><tbody>",
    );
    for (dim, (lo, hi, k, meaning)) in &bounds {
        let range = if lo == hi {
            lo.to_string()
        } else {
            format!("{lo} to {hi}")
        };
        let _ = write!(
            h,
            "<tr><td>{}</td><td class=\"num\">{k}</td><td>{range} <span class=\"muted\">({})</span></td></tr>",
            escape(dim),
            escape(meaning)
        );
    }
    let _ = write!(
        h,
        "</tbody></table><p>This run again: <code>{}</code></p>",
        escape(&info.command)
    );
}

fn errata_section(h: &mut String, catalogue: &Catalogue, report: &Report) {
    let list = errata(catalogue, report);
    let count = |k: ErratumKind| list.iter().filter(|e| e.kind == k).count();
    let _ = write!(
        h,
        "<h2 id=\"errata\">Errata ledger</h2><p>What the harness found in the papers. A \
         printed statement stays in the catalogue as printed; where it is false, its entry is \
         expected to fail at its pinned smallest counterexample (a run that finds another \
         verdict or another counterexample reports it as unexpected), and the statement meant \
         is checked as its own entry beside it.</p>"
    );
    errata_index(h, &list);
    for (kind, title, intro) in [
        (
            ErratumKind::FalseAsPrinted,
            "False as printed",
            "Statements whose printed words are false, beside the corrected statement.",
        ),
        (
            ErratumKind::MisprintThatHolds,
            "Misprints whose printed words hold",
            "Statements that hold as printed only because of an evident misprint (comparing a \
             thing with itself, say), beside the statement meant.",
        ),
        (
            ErratumKind::ReadingThatFails,
            "Readings that fail",
            "Statements that hold under the reading their entry states (the printed entry, on \
             the right, holds), while another reading of the same words, checked as its own \
             entry, fails: the papers' words admit both.",
        ),
    ] {
        let _ = write!(h, "<h3>{title} ({})</h3><p>{intro}</p>", count(kind));
        for e in list.iter().filter(|e| e.kind == kind) {
            erratum(h, e);
        }
    }
}

/// The errata at a glance, before their details: one row each, in the order of the details
/// (false as printed first, the numbered results before the steps of proofs), with the
/// counterexample found and what holds beside it.
fn errata_index(h: &mut String, list: &[Erratum<'_>]) {
    if list.is_empty() {
        return;
    }
    h.push_str(
        "<table class=\"index\"><thead><tr><th>printed</th><th>where</th><th>as printed</th>\
         <th>counterexample</th><th>beside it</th></tr></thead><tbody>",
    );
    for e in list {
        let c = e.printed;
        let verdict = match e.kind {
            ErratumKind::FalseAsPrinted => "false",
            ErratumKind::MisprintThatHolds => "a misprint that holds",
            ErratumKind::ReadingThatFails => "another reading fails",
        };
        let counterexample = e
            .record
            .and_then(|r| r.counterexample.as_ref().map(|f| f.position.clone()))
            .or_else(|| c.counterexample.clone())
            .unwrap_or_default();
        let beside: Vec<String> = e
            .beside
            .iter()
            .map(|(other, _, _)| {
                format!(
                    "<a href=\"#{}\"><code>{}</code></a>",
                    anchor(&other.id),
                    escape(&other.id)
                )
            })
            .collect();
        let _ = write!(
            h,
            "<tr><td><a href=\"#erratum-{}\"><code>{}</code></a> <span class=\"muted\">{}</span>\
             </td><td>{} · {}</td><td>{verdict}</td><td class=\"cx\"><code>{}</code></td>\
             <td>{}</td></tr>",
            anchor(&c.id),
            escape(&c.id),
            escape(c.kind.as_str()),
            escape(&c.paper),
            escape(&c.location),
            escape(&counterexample),
            if beside.is_empty() {
                "none".to_string()
            } else {
                beside.join(" ")
            }
        );
    }
    h.push_str("</tbody></table>");
}

fn erratum(h: &mut String, e: &Erratum<'_>) {
    let c = e.printed;
    let (label, verdict) = match e.kind {
        ErratumKind::FalseAsPrinted => ("As printed", "fails"),
        ErratumKind::MisprintThatHolds => ("As printed", "holds, as a misprint"),
        ErratumKind::ReadingThatFails => ("Another reading of the printed words", "fails"),
    };
    let _ = write!(
        h,
        "<div class=\"erratum\" id=\"erratum-{}\"><h3><code>{}</code> <span class=\"muted\">\
         {} · {}</span></h3><div class=\"{}\"><p><b>{label}</b> ({verdict})</p><p>{}</p>",
        anchor(&c.id),
        escape(&c.id),
        escape(&c.paper),
        escape(&c.location),
        if e.kind == ErratumKind::MisprintThatHolds {
            "holding"
        } else {
            "failing"
        },
        escape(&c.statement)
    );
    if let Some(reading) = &c.reading {
        let _ = write!(h, "<p class=\"muted\">Reading: {}</p>", escape(reading));
    }
    h.push_str("</div><div class=\"holding\">");
    if e.beside.is_empty() {
        h.push_str(
            "<p><b>No corrected entry</b>: the statement is false as printed and the \
             catalogue does not guess the intended one.</p>",
        );
    }
    for (other, record, role) in &e.beside {
        let verdict = match record {
            Some(r) => format!("{} ({}, N = {})", r.status, count(r.cases, "case"), r.bound),
            None => format!(
                "expected to {} (not run in this report)",
                expected_verb(other.expected)
            ),
        };
        let _ = write!(
            h,
            "<p><b>{}</b>: <a href=\"#{}\"><code>{}</code></a>, {}</p><p>{}</p>",
            escape(role),
            anchor(&other.id),
            escape(&other.id),
            escape(&verdict),
            escape(&other.statement)
        );
        if let Some(reading) = &other.reading {
            let _ = write!(h, "<p class=\"muted\">Reading: {}</p>", escape(reading));
        }
    }
    h.push_str("</div><div class=\"how\">");
    if e.kind == ErratumKind::MisprintThatHolds {
        if let Some(r) = e.record {
            let _ = write!(
                h,
                "<p>As printed it {} in this run ({}, N = {}). Reproduce: <code>{}</code></p>",
                escape(r.status.as_str()),
                count(r.cases, "case"),
                r.bound,
                escape(&r.reproduce)
            );
        }
    } else {
        let pinned = c.counterexample.as_deref().unwrap_or("none pinned");
        match e.record {
            Some(r) => {
                let found = r
                    .counterexample
                    .as_ref()
                    .map(|x| x.position.as_str())
                    .unwrap_or("none");
                let _ = write!(
                    h,
                    "<p><b>Smallest counterexample</b>: <code>{}</code>{}</p>{}\
                     <p><b>How it was found</b>: walking the domain ({}) in its stated order, \
                     in a run at bound N = {}, the statement first fails at case {} of the \
                     walk; the engines' answers there are above. Reproduce: <code>{}</code></p>",
                    escape(found),
                    if found == pinned {
                        " (the pinned one)".to_string()
                    } else {
                        format!(" — <b>not the pinned <code>{}</code></b>", escape(pinned))
                    },
                    answers(r),
                    escape(&c.domain),
                    r.bound,
                    r.cases,
                    escape(&r.reproduce)
                );
            }
            None => {
                let _ = write!(
                    h,
                    "<p><b>Smallest counterexample</b> (pinned in the catalogue; the entry did \
                     not run in this report): <code>{}</code></p>",
                    escape(pinned)
                );
            }
        }
    }
    if let Some(note) = &c.note {
        let _ = write!(h, "<p class=\"muted\">Note: {}</p>", escape(note));
    }
    h.push_str("</div></div>");
}

/// "hold", "fail" or "be skipped".
fn expected_verb(s: Status) -> &'static str {
    match s {
        Status::Holds => "hold",
        Status::Fails => "fail",
        Status::Skipped => "be skipped",
    }
}

/// The engines' answers at a record's counterexample, as a list.
fn answers(r: &Record) -> String {
    let Some(c) = &r.counterexample else {
        return String::new();
    };
    let mut s = String::from("<ul>");
    for (engine, answer) in &c.answers {
        let _ = write!(
            s,
            "<li>{}: <code>{}</code></li>",
            escape(engine),
            escape(&answer.to_string())
        );
    }
    if let Some(explain) = &c.explain {
        let _ = write!(
            s,
            "<li>in detail: <code>euclid-spec {}</code></li>",
            escape(explain)
        );
    }
    s.push_str("</ul>");
    s
}

/// An HTML id for a claim id.
fn anchor(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

fn claims_section(h: &mut String, report: &Report, claims: &BTreeMap<&str, &Claim>) {
    let mut papers: Vec<&str> = report.claims.iter().map(Record::paper).collect();
    papers.dedup();
    let _ = write!(
        h,
        "<h2 id=\"claims\">Claims</h2><div class=\"filters\"><label>Paper \
         <select id=\"paper\"><option value=\"\">all</option>"
    );
    for p in &papers {
        let _ = write!(h, "<option>{}</option>", escape(p));
    }
    let _ = write!(
        h,
        "</select></label><label>Status <select id=\"status\"><option value=\"\">all\
         </option><option>holds</option><option>fails</option><option>skipped</option>\
         <option>unexpected</option><option>partial</option><option>consistency</option></select></label>\
         <label>Text <input id=\"text\" type=\"search\" placeholder=\"id, words of the statement\"></label>\
         <span><span id=\"shown\">{}</span> of {} claims shown</span></div>\
         <table id=\"claim-table\"><thead><tr><th>claim</th><th>statement as printed</th>\
         <th>verdict</th><th>cases</th><th>bound</th><th>counterexample, reproduce</th></tr></thead><tbody>",
        report.claims.len(),
        report.claims.len()
    );
    for r in &report.claims {
        let claim = claims.get(r.id.as_str());
        let mut status = vec![r.status.as_str()];
        if !r.as_expected {
            status.push("unexpected");
        }
        if r.scope == "partial" || r.scope == "consistency" {
            status.push(r.scope.as_str());
        }
        let class = if r.as_expected {
            r.status.as_str()
        } else {
            "unexpected"
        };
        let verdict = if r.as_expected {
            format!("{} (expected {})", r.status, r.expected)
        } else {
            format!("{} (expected {}: unexpected)", r.status, r.expected)
        };
        let _ = write!(
            h,
            "<tr id=\"{}\" class=\"{class}\" data-paper=\"{}\" data-status=\"{}\"><td><code>{}\
             </code><br><span class=\"muted\">{}</span></td><td class=\"statement\">{}",
            anchor(&r.id),
            escape(r.paper()),
            status.join(" "),
            escape(&r.id),
            escape(claim.map_or("", |c| c.location.as_str())),
            escape(claim.map_or("", |c| c.statement.as_str()))
        );
        if let Some(reading) = claim.and_then(|c| c.reading.as_deref()) {
            let _ = write!(
                h,
                "<details><summary>reading</summary>{}</details>",
                escape(reading)
            );
        }
        let _ = write!(
            h,
            "</td><td class=\"st\">{}{}</td><td class=\"num\">{}</td><td>N = {}<br>\
             <span class=\"muted\">{}</span></td><td class=\"cx\">",
            escape(&verdict),
            match r.scope.as_str() {
                "partial" => "<br><span class=\"muted\">(partial)</span>",
                "consistency" => "<br><span class=\"muted\">(consistency)</span>",
                _ => "",
            },
            r.cases,
            r.bound,
            escape(&r.bound_meaning)
        );
        if let Some(c) = &r.counterexample {
            let _ = write!(h, "<code>{}</code>{}", escape(&c.position), answers(r));
        }
        if let Some(note) = &r.note {
            let _ = write!(h, "<p class=\"muted\">{}</p>", escape(note));
        }
        if let Some(why) = &r.unexpected {
            let _ = write!(h, "<p><b>Unexpected:</b> {}</p>", escape(why));
        }
        let _ = write!(h, "<p>Reproduce: <code>{}</code></p>", escape(&r.reproduce));
        h.push_str("</td></tr>");
    }
    h.push_str("</tbody></table>");
}

fn pictures_section(h: &mut String, figures: &[Figure]) {
    h.push_str(
        "<h2 id=\"pictures\">Pictures</h2><p>The games as the tables and the tree see them. \
         Values come from the fast tables, which every run diffs against the reference solver; \
         each caption says what the eye should see and counts it. Each picture can be drawn \
         alone, as PNG or SVG, with the command under it.</p>",
    );
    let mut groups: Vec<&str> = Vec::new();
    for f in figures {
        if !groups.contains(&f.group.as_str()) {
            groups.push(&f.group);
        }
    }
    for g in groups {
        let wide = figures
            .iter()
            .any(|f| f.group == g && matches!(f.image, Image::Svg(_)));
        let _ = write!(
            h,
            "<h3>{}</h3><div class=\"figures{}\">",
            escape(g),
            if wide { " wide" } else { "" }
        );
        for f in figures.iter().filter(|f| f.group == g) {
            let _ = write!(h, "<figure id=\"{}\">", anchor(&f.id));
            match &f.image {
                Image::Png(bytes) => {
                    let _ = write!(
                        h,
                        "<img alt=\"{}\" src=\"data:image/png;base64,{}\">",
                        escape(&f.title),
                        base64(bytes)
                    );
                }
                Image::Svg(svg) => h.push_str(svg),
            }
            let _ = write!(
                h,
                "<figcaption>{} <span class=\"muted\">(<code>{}</code>)</span></figcaption>\
                 </figure>",
                escape(&f.caption),
                escape(&f.command)
            );
        }
        h.push_str("</div>");
    }
}
