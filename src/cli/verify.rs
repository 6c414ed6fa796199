//! `verify`: every selected claim against its predicate, one line each in catalogue order, and a
//! summary. Progress goes to stderr: a bar on a terminal, plain lines elsewhere (CI); stdout
//! carries the report alone.

use euclid_spec::catalogue::Catalogue;
use euclid_spec::run::{self, ClaimResult, Options, Plan, Planned, Reporter};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::ReportFormat as Format;
use euclid_spec::report::{self as reports, Report};

// The flags of `verify` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub run: super::RunArgs,
    /// Print each selected claim's bound and estimated cases, and the total, without running.
    #[arg(long)]
    pub dry_run: bool,
    /// Run only part K of N of the selection (whole claims, by a hash of the id); the JSON
    /// reports of parts 1 to N put back together by `merge` are the report of the whole run.
    #[arg(long, value_name = "K/N", value_parser = super::shard)]
    pub shard: Option<euclid_spec::run::Shard>,
    /// With --shard: a claim on pairs, triples, piles or sums whose work is estimated at this
    /// many cases or more (its domain's points, or the work it declares; `estimated_work` in
    /// `--dry-run --format json`) is split across the shards, each walking one stride of its
    /// domain, instead of given whole to one [default: 4194304].
    #[arg(long, value_name = "CASES", requires = "shard", allow_negative_numbers = true, value_parser = super::cases)]
    pub split_from: Option<u64>,
    /// After the run, list on stderr the K claims that took longest, each with its cases, its
    /// time per case and the command that runs it alone (what to speed up first).
    #[arg(long, value_name = "K", value_parser = super::positive, allow_negative_numbers = true, conflicts_with = "dry_run")]
    pub slowest: Option<u64>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::ReportFormat,
}

// The flags of `merge` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct MergeArgs {
    /// The shards' reports (`verify --shard K/N --format json > shard-K.json`).
    #[arg(required = true, value_name = "REPORT.json")]
    pub reports: Vec<std::path::PathBuf>,
    #[arg(long, value_enum, default_value = "json")]
    pub format: super::ReportFormat,
}

impl VerifyArgs {
    /// Runs `verify` (or, with --dry-run, plans it).
    pub fn run(self, spec: Option<std::path::PathBuf>) -> anyhow::Result<ExitCode> {
        let options = self.run.options(spec.clone(), self.shard, self.split_from);
        let catalogue = super::load(spec)?;
        if self.dry_run {
            return dry_run(&catalogue, &options, self.format);
        }
        run(&catalogue, &options, self.format, self.slowest)
    }
}

impl MergeArgs {
    /// Runs `merge`.
    pub fn run(self, spec: Option<std::path::PathBuf>) -> anyhow::Result<ExitCode> {
        merge(spec, &self.reports, self.format)
    }
}

/// The exit code when stdout or stderr is closed under the run (`verify | head`): the shell's
/// code for a death by SIGPIPE, so that a pipeline with `pipefail` does not read a cut-short run
/// as a pass. Nothing is printed.
pub const CLOSED_PIPE: i32 = 141;

/// Ends the program after a failed write to stdout or stderr: quietly with [`CLOSED_PIPE`] when
/// the reader has gone (a closed pipe), otherwise (a full disk, an I/O error) with exit 2 and the
/// reason on stderr, so that a cut-short output is never read as a closed pipe, nor as a pass.
pub fn write_failed(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(CLOSED_PIPE);
    }
    let _ = writeln!(
        std::io::stderr(),
        "error: writing the output failed: {e} (what was written is cut short)"
    );
    std::process::exit(2);
}

/// Writes a line to stderr; a closed stderr ends the run quietly.
pub fn say(line: &str) {
    let mut err = std::io::stderr();
    if let Err(e) = writeln!(err, "{line}") {
        write_failed(&e);
    }
}

/// Writes a line to stdout; a closed stdout ends the run quietly.
fn report(line: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
        write_failed(&e);
    }
}

/// Runs the selected claims with progress on stderr (and, with `text_lines`, each claim's line on
/// stdout as it ends); the results in catalogue order and the wall-clock time.
pub fn execute<'c>(
    catalogue: &Catalogue,
    suite: &run::Suite<'c>,
    options: &Options,
    text_lines: bool,
) -> anyhow::Result<(Vec<ClaimResult<'c>>, Duration)> {
    let progress = Progress::new(std::io::stderr().is_terminal());
    let start = Instant::now();
    let results = std::thread::scope(|scope| {
        scope.spawn(|| progress.ticker());
        let results = run::run_suite(catalogue, suite, options, &progress, |r| {
            if text_lines {
                progress.suspend(|| report(&reports::text::line(&reports::Record::of(r))));
            }
        });
        progress.stop();
        results
    })?;
    let wall = start.elapsed();
    if let Some(bytes) = euclid_spec::vocab::memory::peak_resident() {
        say(&format!(
            "verify: {:.2}s, peak memory {}",
            wall.as_secs_f64(),
            euclid_spec::vocab::memory::human(bytes)
        ));
    }
    Ok((results, wall))
}

/// Runs the selected claims with a progress bar on stderr when it is a terminal (cleared at the
/// end), silently otherwise: for a command whose output is its verdict (`conjecture`), where a
/// long walk would otherwise say nothing for minutes.
pub fn execute_quietly<'c>(
    catalogue: &Catalogue,
    suite: &run::Suite<'c>,
    options: &Options,
) -> anyhow::Result<Vec<ClaimResult<'c>>> {
    if !std::io::stderr().is_terminal() {
        return Ok(run::run_suite(
            catalogue,
            suite,
            options,
            &run::Silent,
            |_| {},
        )?);
    }
    let progress = Progress::new(true);
    let results = std::thread::scope(|scope| {
        scope.spawn(|| progress.ticker());
        let results = run::run_suite(catalogue, suite, options, &progress, |_| {});
        progress.stop();
        results
    })?;
    Ok(results)
}

pub fn run(
    catalogue: &Catalogue,
    options: &Options,
    format: Format,
    slowest: Option<u64>,
) -> anyhow::Result<ExitCode> {
    // Selected, joined with the checks and planned once: the run and its shard header read it.
    let suite = run::Suite::new(catalogue, options)?;
    let (results, wall) = execute(catalogue, &suite, options, format == Format::Text)?;
    if let Some(k) = slowest {
        for line in slowest_claims(&results, k) {
            say(&line);
        }
    }
    let header = suite.shard_header(catalogue, options);
    let part = header
        .as_ref()
        .map(|h| {
            format!(
                " (shard {}/{}: {} of the run's {} claims)",
                h.index,
                h.count,
                results.len(),
                h.run.len()
            )
        })
        .unwrap_or_default();
    let whole = Report::of(&results, header).selected(run::selection_named(options));
    let summary = whole.summary.clone();
    // A formal statement that reached a limit at a point (steps, size, a table past the bound)
    // has no verdict: the run ends with exit 2, the point named.
    let limits: Vec<String> = results
        .iter()
        .flat_map(|r| {
            std::iter::once(&r.verdict)
                .chain(&r.also)
                .map(move |v| (r, v))
        })
        .filter(|(_, v)| euclid_spec::formal::reached_limit(v))
        .map(|(r, v)| {
            let at = v
                .counterexample
                .as_ref()
                .map_or(String::new(), |f| f.one_line());
            format!("{}: limit reached at {at}: no verdict", r.id())
        })
        .collect();
    annotate(&whole, catalogue, format);
    match format {
        Format::Text => report(&reports::text::summary(
            &whole,
            reports::text::Took::Wall(wall.as_secs_f64()),
            &part,
        )),
        other => report(&render(&whole, other)),
    }
    for line in &limits {
        say(line);
    }
    Ok(if !limits.is_empty() {
        ExitCode::from(2)
    } else if summary.unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The `k` claims of `results` that took longest, longest first (ties in catalogue order), one
/// line each: seconds, cases, time per case, id, and the command that runs it alone. Times are
/// the machine's (stderr only: no report carries them into a comparison).
fn slowest_claims(results: &[ClaimResult], k: u64) -> Vec<String> {
    let mut order: Vec<&ClaimResult> = results.iter().collect();
    order.sort_by_key(|r| std::cmp::Reverse(r.elapsed));
    let k = usize::try_from(k).unwrap_or(usize::MAX);
    let mut lines = vec![format!(
        "slowest {} of {} claims (seconds, cases, per case, id, alone):",
        k.min(order.len()),
        order.len()
    )];
    for r in order.into_iter().take(k) {
        let seconds = r.elapsed.as_secs_f64();
        let per_case = seconds / r.verdict.cases.max(1) as f64;
        lines.push(format!(
            "  {seconds:>8.3}s {:>12} cases {:>10.3} µs/case  {}  ({})",
            r.verdict.cases,
            per_case * 1e6,
            r.claim.id,
            r.reproduce()
        ));
    }
    lines
}

/// A report in a machine format.
fn render(r: &Report, format: Format) -> String {
    match format {
        Format::Json => r.json(),
        Format::Junit => reports::junit(r),
        Format::Markdown => reports::markdown(r),
        // The text report is printed line by line as the claims finish.
        Format::Text => String::new(),
    }
}

/// On GitHub Actions (`GITHUB_ACTIONS=true`), an error annotation on the catalogue entry of
/// every claim whose verdict is not the expected one: on stdout beside the text report, on
/// stderr when stdout carries a machine format (the runner reads both).
fn annotate(r: &Report, catalogue: &Catalogue, format: Format) {
    if std::env::var("GITHUB_ACTIONS").as_deref() != Ok("true") {
        return;
    }
    let root = std::env::current_dir().unwrap_or_default();
    for line in reports::annotations(r, catalogue, &root) {
        match format {
            Format::Text => report(&line),
            _ => say(&line),
        }
    }
}

/// `merge`: the shards' JSON reports put back together.
pub fn merge(
    spec: Option<std::path::PathBuf>,
    files: &[std::path::PathBuf],
    format: Format,
) -> anyhow::Result<ExitCode> {
    let mut parts = Vec::new();
    for file in files {
        let name = file.display().to_string();
        let text = read_shard(file, &name)?;
        parts.push((name.clone(), Report::parse(&name, &text)?));
    }
    // The shards are judged against the catalogue they ran (their header's digest says which).
    let catalogue = super::load(spec.clone())?;
    let mut merged = reports::merge(parts, &catalogue)?;
    // The reproduce lines name the catalogue folder this merge read, as verify's do.
    if spec.is_some() {
        let plain = euclid_spec::vocab::invocation::command();
        let on = euclid_spec::vocab::invocation::command_on(spec.as_deref());
        for r in &mut merged.claims {
            if let Some(rest) = r.reproduce.strip_prefix(plain) {
                r.reproduce = format!("{on}{rest}");
            }
        }
    }
    annotate(&merged, &catalogue, format);
    match format {
        Format::Text => {
            for r in &merged.claims {
                report(&reports::text::line(r));
            }
            report(&reports::text::summary(
                &merged,
                reports::text::Took::Merged,
                "",
            ));
        }
        other => report(&render(&merged, other)),
    }
    Ok(if merged.summary.unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The most bytes `merge` reads of one shard's report: the whole catalogue's report is well
/// under a megabyte, so anything larger is not one (and `/dev/zero` never ends).
pub const MAX_SHARD_BYTES: u64 = 64 << 20;

/// The text of the shard report `file` (named `name`): at most [`MAX_SHARD_BYTES`], in UTF-8. A
/// regular file larger than that is refused unread; anything else (a pipe, a device) is read up
/// to one byte past it.
fn read_shard(file: &std::path::Path, name: &str) -> anyhow::Result<String> {
    use std::io::Read as _;
    let too_big = || {
        anyhow::anyhow!(
            "{name}: more than {MAX_SHARD_BYTES} bytes ({} MiB): not the report of a shard \
             (merge reads no more of a file)",
            MAX_SHARD_BYTES >> 20
        )
    };
    let f = std::fs::File::open(file).map_err(|e| anyhow::anyhow!("cannot read {name}: {e}"))?;
    if f.metadata()
        .is_ok_and(|m| m.is_file() && m.len() > MAX_SHARD_BYTES)
    {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    f.take(MAX_SHARD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| anyhow::anyhow!("cannot read {name}: {e}"))?;
    if bytes.len() as u64 > MAX_SHARD_BYTES {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(
            "cannot read {name}: not UTF-8 (byte {} is not)",
            e.utf8_error().valid_up_to()
        )
    })
}

/// `verify --dry-run`: each selected claim's dimension, bound and estimated cases, and the
/// totals, without running anything.
pub fn dry_run(
    catalogue: &Catalogue,
    options: &Options,
    format: Format,
) -> anyhow::Result<ExitCode> {
    let plan = run::plan(catalogue, options)?;
    match format {
        Format::Text => {
            for p in &plan.claims {
                report(&run::plan_line(p));
            }
            report(&format!("\n{}", run::plan_total(&plan)));
            if let Err(e) = run::refuse_beyond_memory(&plan, options.memory_limit) {
                report(&format!("verify would refuse it: {e}"));
            }
        }
        Format::Json => report(&serde_json::to_string_pretty(&plan)?),
        Format::Junit | Format::Markdown => {
            anyhow::bail!("--dry-run prints its plan as text or json")
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The process's peak resident memory so far, for the progress lines (`, peak 1.2 GiB`): with
/// claims side by side it is the run's peak when the claim ended, not the claim's own.
fn peak() -> String {
    euclid_spec::vocab::memory::peak_resident()
        .map(|b| format!(", peak {}", euclid_spec::vocab::memory::human(b)))
        .unwrap_or_default()
}

/// How often plain progress says which long claims are still running.
const HEARTBEAT: Duration = Duration::from_secs(30);

/// The progress of a run on stderr: a bar (current claims, cases done, rate, ETA) on a terminal;
/// otherwise one line per claim as it ends and a heartbeat at most every 30 s while a claim runs
/// long.
struct Progress {
    bar: Option<ProgressBar>,
    state: Mutex<State>,
    /// Set when the run ends; the ticker waits on `wake` so that it leaves at once (a plain
    /// sleep kept the run waiting up to 200 ms at its end, a tenth of the default run).
    done: Mutex<bool>,
    wake: Condvar,
    start: Instant,
}

#[derive(Default)]
struct State {
    claims: usize,
    finished: usize,
    /// The estimated cases of the finished claims (the bar's unit is the plan's estimate).
    finished_estimate: u64,
    /// The cases the finished claims walked.
    finished_cases: u64,
    running: BTreeMap<String, Running>,
    last_heartbeat: Option<Instant>,
}

struct Running {
    since: Instant,
    cases: Arc<AtomicU64>,
    estimate: u64,
}

impl Progress {
    fn new(terminal: bool) -> Progress {
        let bar = terminal.then(|| {
            let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template(
                    "{bar:30} {percent:>3}% {msg}  [{elapsed_precise}, ETA {eta}]",
                )
                .expect("a valid template"),
            );
            bar
        });
        Progress {
            bar,
            state: Mutex::new(State::default()),
            done: Mutex::new(false),
            wake: Condvar::new(),
            start: Instant::now(),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn suspend(&self, f: impl FnOnce()) {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    fn stop(&self) {
        *self.done.lock().unwrap_or_else(PoisonError::into_inner) = true;
        self.wake.notify_all();
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }

    /// Redraws the bar five times a second, or writes the heartbeat, until the run ends.
    fn ticker(&self) {
        loop {
            let done = self.done.lock().unwrap_or_else(PoisonError::into_inner);
            let (done, _) = self
                .wake
                .wait_timeout_while(done, Duration::from_millis(200), |done| !*done)
                .unwrap_or_else(PoisonError::into_inner);
            if *done {
                break;
            }
            drop(done);
            self.tick();
        }
    }

    fn tick(&self) {
        let mut s = self.state();
        let running_cases: u64 = s
            .running
            .values()
            .map(|r| r.cases.load(Ordering::Relaxed))
            .sum();
        let cases = s.finished_cases + running_cases;
        let rate = cases as f64 / self.start.elapsed().as_secs_f64().max(1e-3);
        match &self.bar {
            Some(bar) => {
                let partial: u64 = s
                    .running
                    .values()
                    .map(|r| r.cases.load(Ordering::Relaxed).min(r.estimate))
                    .sum();
                bar.set_position(s.finished_estimate + partial);
                let names: Vec<&str> = s.running.keys().map(String::as_str).take(2).collect();
                let more = s.running.len().saturating_sub(2);
                bar.set_message(format!(
                    "{}/{} claims, {} cases, {}/s  {}{}",
                    s.finished,
                    s.claims,
                    cases,
                    human(rate),
                    names.join(", "),
                    if more > 0 {
                        format!(" +{more}")
                    } else {
                        String::new()
                    }
                ));
            }
            None => {
                let now = Instant::now();
                let due = s
                    .last_heartbeat
                    .is_none_or(|t| now.duration_since(t) >= HEARTBEAT);
                let long: Vec<String> = s
                    .running
                    .iter()
                    .filter(|(_, r)| now.duration_since(r.since) >= HEARTBEAT)
                    .map(|(id, r)| {
                        format!(
                            "{id} ({} cases, {:.0}s)",
                            r.cases.load(Ordering::Relaxed),
                            now.duration_since(r.since).as_secs_f64()
                        )
                    })
                    .collect();
                if due && !long.is_empty() {
                    s.last_heartbeat = Some(now);
                    say(&format!(
                        "[{}/{} claims, {:.0}s] still running: {}",
                        s.finished,
                        s.claims,
                        self.start.elapsed().as_secs_f64(),
                        long.join(", ")
                    ));
                }
            }
        }
    }
}

/// A rate with a metric prefix.
fn human(x: f64) -> String {
    match x {
        x if x >= 1e9 => format!("{:.1}G", x / 1e9),
        x if x >= 1e6 => format!("{:.1}M", x / 1e6),
        x if x >= 1e3 => format!("{:.1}k", x / 1e3),
        x => format!("{x:.0}"),
    }
}

impl Reporter for Progress {
    fn planned(&self, plan: &Plan) {
        let mut s = self.state();
        s.claims = plan.claims.len();
        match &self.bar {
            Some(bar) => bar.set_length(plan.estimated_cases.max(1)),
            None => say(&format!("verify: {}", run::plan_total(plan))),
        }
    }

    fn started(&self, claim: &Planned, cases: &Arc<AtomicU64>) {
        self.state().running.insert(
            claim.id.clone(),
            Running {
                since: Instant::now(),
                cases: Arc::clone(cases),
                estimate: claim.estimated_cases,
            },
        );
    }

    fn finished(&self, r: &ClaimResult) {
        let mut s = self.state();
        let estimate = s.running.remove(&r.claim.id).map_or(0, |x| x.estimate);
        s.finished += 1;
        s.finished_estimate += estimate;
        s.finished_cases += r.verdict.cases;
        if self.bar.is_none() {
            say(&format!(
                "[{}/{}] {} {}{} ({}, {:.2}s{})",
                s.finished,
                s.claims,
                r.claim.id,
                r.verdict.status,
                if r.is_expected() { "" } else { " UNEXPECTED" },
                euclid_spec::vocab::encode::count(r.verdict.cases, "case"),
                r.elapsed.as_secs_f64(),
                peak()
            ));
        }
    }

    fn message(&self, text: &str) {
        match &self.bar {
            Some(bar) => bar.println(format!("  … {text}")),
            None => say(&format!("  … {text}")),
        }
    }
}
