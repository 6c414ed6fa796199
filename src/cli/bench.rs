//! `bench`: timings reported by the CLI itself (no timed tests), each figure a
//! `{"name", "seconds", "n"}` with a name that stays the same across versions:
//!
//! - `table/<game>/<n>`: a table built (best of several runs): the dense two-entry table of
//!   Grossman's game, the triple tables of G1, G2 and 3-Euclid;
//! - `table/grossman/<n>/csv`: `euclid-spec table grossman --max n --format csv` end to end (a
//!   process, its output to a sink);
//! - `plot/grossman/<n>/png`: `euclid-spec plot grossman --max n --out FILE.png` end to end
//!   (a process: the table, the picture, the PNG file);
//! - `python/<game>/<n>`: the plain Python dictionary mex solvers of `bench/`, run on the spot
//!   when `python3` is there (their own timing of the table, without output);
//! - `closed-form/<game>/<engine>`: every closed form on `n` random `u64` pairs, and
//!   `closed-form/expansion` the bare continued-fraction expansion of the same pairs;
//! - `tree/generation/<g>`: one Calkin–Wilf generation walked with every node and child
//!   classified (`n` nodes), until the next would pass `--tree-seconds`.

use anyhow::bail;
use euclid_spec::arith::{ContinuedFraction, PartialQuotients};
use euclid_spec::formulas::engines;
use euclid_spec::games::{TripleGame, TwoEntryGame};
use euclid_spec::solver::dense::MAX_DENSE_N;
use euclid_spec::solver::triples::MAX_TRIPLE_N;
use euclid_spec::solver::{DenseTable, TripleTable};
use serde::Serialize;
use std::hint::black_box;
use std::io::Write as _;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

// The flags of `bench` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct BenchArgs {
    /// The largest entry of the two-entry tables.
    #[arg(long, default_value_t = 2000, value_parser = super::positive, allow_negative_numbers = true)]
    pub n: u64,
    /// The largest entry of the triple tables.
    #[arg(long, default_value_t = 200, value_parser = super::positive, allow_negative_numbers = true)]
    pub triples: u64,
    /// Random u64 pairs for the closed-form timing.
    #[arg(long, default_value_t = 200_000, value_parser = super::positive, allow_negative_numbers = true)]
    pub pairs: u64,
    /// Seconds one Calkin–Wilf generation may take (at least 0.001, at most 600).
    #[arg(long, default_value_t = 5.0, value_parser = super::seconds, allow_negative_numbers = true)]
    pub tree_seconds: f64,
    /// Skip the Python baseline.
    #[arg(long)]
    pub no_python: bool,
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl BenchArgs {
    /// Runs `bench`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        run(&Options {
            n: self.n,
            triples: self.triples,
            pairs: self.pairs,
            tree_seconds: self.tree_seconds,
            python: !self.no_python,
            json: matches!(self.format, super::Format::Json),
        })
    }
}

/// What to time.
pub struct Options {
    pub n: u64,
    pub triples: u64,
    pub pairs: u64,
    pub tree_seconds: f64,
    pub python: bool,
    pub json: bool,
}

/// One figure.
#[derive(Serialize)]
struct Figure {
    name: String,
    seconds: f64,
    n: u64,
}

/// The figures so far; in text mode each is printed as it comes.
struct Figures {
    all: Vec<Figure>,
    json: bool,
}

impl Figures {
    fn add(
        &mut self,
        name: impl Into<String>,
        seconds: f64,
        n: u64,
        text: impl FnOnce() -> String,
    ) {
        if !self.json {
            out!("{}", text());
        }
        self.all.push(Figure {
            name: name.into(),
            seconds,
            n,
        });
    }
    fn note(&self, text: &str) {
        if !self.json {
            out!("{text}");
        }
    }
    fn seconds(&self, name: &str) -> Option<f64> {
        self.all.iter().find(|f| f.name == name).map(|f| f.seconds)
    }
}

/// The best of `runs` runs of this binary with `args`, its output thrown away; a run that does
/// not succeed ends the bench with its error (a time for work that never happened is no figure).
fn best_of_process(
    runs: usize,
    exe: &std::path::Path,
    args: &[&std::ffi::OsStr],
) -> anyhow::Result<Duration> {
    let mut best: Option<Duration> = None;
    for _ in 0..runs {
        let start = Instant::now();
        let out = super::children::output(
            Command::new(exe)
                .args(args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped()),
        )?;
        let took = start.elapsed();
        if !out.status.success() {
            let words: Vec<String> = args
                .iter()
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            bail!(
                "`{}` did not succeed ({}), so it has no time: {}",
                words.join(" "),
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            );
        }
        best = Some(best.map_or(took, |b| b.min(took)));
    }
    Ok(best.unwrap_or_default())
}

fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// A fixed xorshift stream, so that every run times the same pairs.
fn random_pairs(count: usize) -> Vec<(u64, u64)> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count).map(|_| (next() | 1, next() | 1)).collect()
}

pub fn run(o: &Options) -> anyhow::Result<ExitCode> {
    // Its end-to-end figures draw the table as a picture, which needs two entries at least:
    // refused here, before any figure is timed, not after.
    if o.n < 2 {
        bail!(
            "--n {}: the benchmark times a picture of the table too, which needs --n 2 at least",
            o.n
        );
    }
    if o.n > MAX_DENSE_N {
        bail!(
            "--n {} is above the dense table's limit, {MAX_DENSE_N}",
            o.n
        );
    }
    if o.triples > MAX_TRIPLE_N {
        bail!(
            "--triples {} is above the triple table's limit, {MAX_TRIPLE_N}",
            o.triples
        );
    }
    if o.pairs > 100_000_000 {
        bail!(
            "--pairs {} is more than the 10⁸ random pairs bench will hold",
            o.pairs
        );
    }
    let mut f = Figures {
        all: Vec::new(),
        json: o.json,
    };
    tables(o, &mut f)?;
    closed_forms(o.pairs as usize, &mut f);
    tree_generations(o.tree_seconds, &mut f)?;
    if o.json {
        out!("{}", serde_json::to_string_pretty(&f.all)?);
    }
    Ok(ExitCode::SUCCESS)
}

fn tables(o: &Options, f: &mut Figures) -> anyhow::Result<()> {
    let n = o.n;
    f.note(&format!(
        "tables on {} threads (best of 5 builds, triples of 7; end to end: best of 5 runs)",
        rayon::current_num_threads()
    ));
    // The picture first: a size it refuses ends the bench before minutes of other timings.
    let exe = std::env::current_exe()?;
    let max = n.to_string();
    let picture =
        std::env::temp_dir().join(format!("euclid-spec-bench-{}.png", std::process::id()));
    let plot = best_of_process(
        3,
        &exe,
        &[
            std::ffi::OsStr::new("plot"),
            "grossman".as_ref(),
            "--max".as_ref(),
            max.as_ref(),
            "--out".as_ref(),
            picture.as_os_str(),
        ],
    );
    let _ = std::fs::remove_file(&picture);
    let plot = plot?;
    let t = best_of(5, || {
        black_box(DenseTable::build(TwoEntryGame::Grossman, false, n).expect("n within the limit"));
    });
    f.add(format!("table/grossman/{n}"), t.as_secs_f64(), n, || {
        format!(
            "  {:<24} {:>10.1} ms",
            format!("table/grossman/{n}"),
            t.as_secs_f64() * 1e3
        )
    });
    let csv = best_of_process(
        5,
        &exe,
        &["table", "grossman", "--max", &max, "--format", "csv"].map(std::ffi::OsStr::new),
    )?;
    f.add(format!("table/grossman/{n}/csv"), csv.as_secs_f64(), n, || {
        format!(
            "  {:<24} {:>10.1} ms  (`table grossman --max {n} --format csv`, a process, end to end)",
            format!("table/grossman/{n}/csv"),
            csv.as_secs_f64() * 1e3
        )
    });
    f.add(format!("plot/grossman/{n}/png"), plot.as_secs_f64(), n, || {
        format!(
            "  {:<24} {:>10.1} ms  (`plot grossman --max {n} --out FILE.png`, a process, end to end)",
            format!("plot/grossman/{n}/png"),
            plot.as_secs_f64() * 1e3
        )
    });
    let m = o.triples;
    for game in [TripleGame::G1, TripleGame::G2, TripleGame::ThreeEuclid] {
        let t = best_of(7, || {
            black_box(TripleTable::build(game, false, m).expect("within the limit"));
        });
        f.add(format!("table/{game}/{m}"), t.as_secs_f64(), m, || {
            format!(
                "  {:<24} {:>10.1} ms",
                format!("table/{game}/{m}"),
                t.as_secs_f64() * 1e3
            )
        });
    }
    if o.python {
        python(o, f)?;
    }
    Ok(())
}

/// The largest sizes the Python baseline is run at (about two minutes each).
const PYTHON_MAX_N: u64 = 4000;
const PYTHON_MAX_TRIPLES: u64 = 300;

/// The Python baselines of the crate's `bench/`, carried in the binary (run as `python3 -` with
/// the script on standard input), so that an installed binary needs no clone.
const PYTHON_MEX: (&str, &str) = ("python_mex.py", include_str!("../../bench/python_mex.py"));
const PYTHON_MEX_TRIPLES: (&str, &str) = (
    "python_mex_triples.py",
    include_str!("../../bench/python_mex_triples.py"),
);

/// The Python baselines, run here, and the ratios.
fn python(o: &Options, f: &mut Figures) -> anyhow::Result<()> {
    let found = Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        f.note("\npython3 not found: the Python baseline is skipped");
        return Ok(());
    }
    if o.n > PYTHON_MAX_N || o.triples > PYTHON_MAX_TRIPLES {
        f.note(&format!(
            "\nthe Python baseline runs up to --n {PYTHON_MAX_N} and --triples {PYTHON_MAX_TRIPLES} \
             (beyond, it takes hours): skipped"
        ));
        return Ok(());
    }
    f.note("\nthe plain Python dictionary mex solvers of bench/, run now (this takes a minute)");
    let (n, m) = (o.n, o.triples);
    let runs = [
        ("grossman", PYTHON_MEX, vec![n.to_string()], n),
        (
            "g1",
            PYTHON_MEX_TRIPLES,
            vec!["g1".into(), m.to_string()],
            m,
        ),
        (
            "g2",
            PYTHON_MEX_TRIPLES,
            vec!["g2".into(), m.to_string()],
            m,
        ),
    ];
    for (game, (script, source), args, size) in runs {
        // In its own group, ended with bench on every catchable fatal signal (never left running).
        super::children::end_children_on_signals();
        let mut child = super::children::spawn(
            Command::new("python3")
                .arg("-")
                .args(&args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        )?;
        let pgid = child.id() as i32;
        // The script is small (under a pipe's buffer): written whole, then stdin closed.
        if let Some(mut stdin) = child.stdin.take() {
            stdin.write_all(source.as_bytes())?;
        }
        let out = child.wait_with_output();
        super::children::unregister(pgid);
        let out = out?;
        if !out.status.success() {
            bail!(
                "bench/{script} failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            );
        }
        // The script's last line ends with "<seconds> s".
        let text = String::from_utf8_lossy(&out.stdout);
        let seconds: f64 = text
            .split_whitespace()
            .rev()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| anyhow::anyhow!("bench/{script} printed no time: {text}"))?;
        let name = format!("python/{game}/{size}");
        let ours = if game == "grossman" {
            format!("table/grossman/{n}/csv")
        } else {
            format!("table/{game}/{m}")
        };
        let ratio = f.seconds(&ours).map(|s| seconds / s).unwrap_or(f64::NAN);
        f.add(name.clone(), seconds, size, || {
            format!(
                "  {name:<24} {:>10.1} ms  → {ours} is {ratio:.0}× faster (target ≥ 300×)",
                seconds * 1e3
            )
        });
    }
    Ok(())
}

fn closed_forms(pairs: usize, f: &mut Figures) {
    let sample = random_pairs(pairs);
    let bare = best_of(5, || {
        for &(a, b) in &sample {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            for q in PartialQuotients::new(hi, lo).expect("lo > 0") {
                black_box(q);
            }
        }
    });
    let per = |d: Duration| d.as_secs_f64() * 1e9 / pairs as f64;
    f.note(&format!(
        "\nclosed forms on {pairs} random u64 pairs (ns per evaluation; ratio to the bare expansion, target ≤ 1.5)"
    ));
    f.add(
        "closed-form/expansion",
        bare.as_secs_f64(),
        pairs as u64,
        || {
            format!(
                "  {:<44} {:>8.1} ns  1.00",
                "bare continued-fraction expansion",
                per(bare)
            )
        },
    );
    let stored = best_of(5, || {
        for &(a, b) in &sample {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let _ = black_box(ContinuedFraction::of_ratio(hi, lo));
        }
    });
    f.add(
        "closed-form/expansion-stored",
        stored.as_secs_f64(),
        pairs as u64,
        || {
            format!(
                "  {:<44} {:>8.1} ns  {:.2}",
                "expansion stored (ContinuedFraction)",
                per(stored),
                stored.as_secs_f64() / bare.as_secs_f64()
            )
        },
    );
    for game in TwoEntryGame::ALL {
        for engine in engines(game) {
            let t = best_of(5, || {
                for &(a, b) in &sample {
                    let _ = black_box(engine.evaluate(a, b));
                }
            });
            let label = format!("{game}: {}", engine.name);
            let slug: String = engine
                .name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_lowercase()
                    } else {
                        '-'
                    }
                })
                .collect();
            f.add(
                format!("closed-form/{game}/{slug}"),
                t.as_secs_f64(),
                pairs as u64,
                || {
                    format!(
                        "  {label:<44} {:>8.1} ns  {:.2}",
                        per(t),
                        t.as_secs_f64() / bare.as_secs_f64()
                    )
                },
            );
        }
    }
}

/// Calkin–Wilf generations walked with the P/N classification of every node and child (the
/// counts of hss2008 §6–7), each generation alone, until the next would exceed the budget.
fn tree_generations(budget: f64, f: &mut Figures) -> anyhow::Result<()> {
    f.note(&format!(
        "\ncalkin-wilf generations with P/N classification (budget {budget} s per generation)"
    ));
    let mut largest = 0;
    for g in 16u32..=64 {
        let start = Instant::now();
        let counts = euclid_spec::trees::counts::count_generation(g)?;
        let seconds = start.elapsed().as_secs_f64();
        let nodes = 1u64 << (g - 1);
        f.add(format!("tree/generation/{g}"), seconds, nodes, || {
            format!(
                "  generation {g:>2}: {nodes:>12} nodes in {seconds:>7.2} s, {:>6.1} M nodes/s  (f = {}, g = {})",
                nodes as f64 / seconds / 1e6,
                counts.first,
                counts.second
            )
        });
        largest = g;
        // Each generation takes about twice the one before.
        if seconds * 2.0 > budget {
            break;
        }
    }
    f.note(&format!(
        "  largest generation walked within the budget: {largest}"
    ));
    Ok(())
}
