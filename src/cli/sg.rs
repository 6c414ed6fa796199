//! `sg`: the Sprague–Grundy value of a position by every engine that speaks (the reference
//! solver, the fast table, the closed forms), and whether they agree.

use anyhow::{anyhow, bail};
use euclid_spec::arith::{ordered, ContinuedFraction};
use euclid_spec::formulas::{cf_evaluator, chl2011, dijkstra, engines, levine, spitznagel};
use euclid_spec::games::TwoEntryGame;
use euclid_spec::games::{parse_entry, GameName};
use euclid_spec::solver::{DenseTable, TripleTable};
use euclid_spec::vocab::Answer;
use std::process::ExitCode;

// The flags of `sg` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct SgArgs {
    /// cole-davie (alias euclid), grossman, m-euclid, serial-nim, misere-cole-davie, …
    pub game: String,
    /// The entries: `A B` for the two-entry games, the piles for serial-nim.
    #[arg(allow_negative_numbers = true, num_args = 0..)]
    pub position: Vec<String>,
    /// Print the continued fraction, λ, and every engine's answer.
    #[arg(long)]
    pub explain: bool,
    /// Move evaluations the reference solver may spend before it is skipped (the default
    /// answers in about a second; the closed forms answer at any size).
    #[arg(long, default_value_t = SG_BUDGET)]
    pub budget: u64,
    /// Memory the reference solver may hold before it is skipped (bytes, or with K, M, G,
    /// T: binary units); a fixed default, so that the answer never depends on the machine.
    #[arg(long, value_name = "SIZE", value_parser = super::size, default_value = "1G")]
    pub memory: u64,
    /// text, or json: one object with every engine's answer, typed (docs/JSON.md).
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl SgArgs {
    /// Runs `sg`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        run(
            &self.game,
            &self.position,
            self.explain,
            self.budget,
            self.memory,
            self.format,
        )
    }
}

/// Default work budget of the reference solver in `sg` (move evaluations, `--budget`).
pub const SG_BUDGET: u64 = 5_000_000;
/// `sg` builds a dense table when both entries are at most this.
const SG_DENSE_LIMIT: u64 = 3000;
/// `sg` builds a triple table when the largest entry is at most this.
const SG_TRIPLE_TABLE_LIMIT: u64 = 300;

/// Each engine's answer at the position: `(engine, answer or why it is silent)`.
type Answers = Vec<(String, Result<Answer, String>)>;

pub fn run(
    game: &str,
    position: &[String],
    explain: bool,
    budget: u64,
    memory: u64,
    format: super::Format,
) -> anyhow::Result<ExitCode> {
    let game = GameName::parse(game)?;
    let entries = position
        .iter()
        .map(|s| parse_entry(s))
        .collect::<Result<Vec<u64>, _>>()?;
    if let Some(n) = game.entries() {
        if entries.len() != n {
            let n = if n == 2 { "two" } else { "three" };
            bail!("{game} positions have {n} entries, got {}", entries.len());
        }
    }
    game.game().check(&entries).map_err(|e| anyhow!("{e}"))?;
    let mut solver = euclid_spec::solver::reference_solver(game, budget, memory);
    let reference = solver.sprague_grundy(&entries);
    let stopped_by_memory = matches!(
        reference.as_ref().map_err(|e| e.kind()),
        Err(euclid_spec::ErrorKind::SolverMemory { .. })
    );
    let reference = reference.map(Answer::from).map_err(|e| e.to_string());
    let mut answers: Answers = vec![("reference solver".into(), reference)];
    answers.extend(fast_table(game, &entries));
    answers.extend(closed_forms(game, &entries));
    let values: Vec<u64> = answers
        .iter()
        .filter_map(|(_, r)| match r {
            Ok(a) => a.as_u64(),
            _ => None,
        })
        .collect();
    let outcomes: Vec<_> = answers
        .iter()
        .filter_map(|(_, r)| r.as_ref().ok().and_then(|x| x.outcome()))
        .collect();
    let agree =
        values.windows(2).all(|w| w[0] == w[1]) && outcomes.windows(2).all(|w| w[0] == w[1]);
    let shown = show_position(game, &entries);
    let Some(value) = values.first() else {
        let why: Vec<String> = answers
            .iter()
            .filter_map(|(name, r)| r.as_ref().err().map(|e| format!("  {name}: {e}")))
            .collect();
        bail!(
            "no engine could evaluate {game} at {shown}:\n{}\n{}",
            why.join("\n"),
            further(
                budget,
                memory,
                solver.work(),
                solver.peak_bytes(),
                stopped_by_memory
            )
        );
    };
    let play = match game {
        GameName::TwoEntry { misere: false, .. } => ", normal play",
        GameName::TwoEntry { misere: true, .. } => ", normal play of the misère graph",
        _ => "",
    };
    let code = if agree {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    };
    if let super::Format::Json = format {
        let mut o = euclid_spec::report::json_object("sg");
        o.insert("game".into(), game.to_string().into());
        o.insert("position".into(), entries.clone().into());
        o.insert("value".into(), (*value).into());
        o.insert("agree".into(), agree.into());
        let engines: Vec<serde_json::Value> = answers
            .iter()
            .map(|(name, r)| match r {
                Ok(x) => serde_json::json!({"engine": name, "answer": x.to_json()}),
                Err(why) => serde_json::json!({"engine": name, "skipped": why}),
            })
            .collect();
        o.insert("engines".into(), engines.into());
        out!("{}", serde_json::Value::from(o));
        return Ok(code);
    }
    out!("G{shown} = {value}   ({game}{play})");
    if explain {
        if let GameName::TwoEntry { game, misere } = game {
            explain_pair(game, misere, entries[0], entries[1])?;
        }
        for (name, r) in &answers {
            match r {
                Ok(x) => out!("  {name:<34} {x}"),
                Err(why) => out!("  {name:<34} skipped: {why}"),
            }
        }
        out!("  engines {}", if agree { "agree" } else { "DISAGREE" });
    }
    Ok(code)
}

/// How the reference solver could go further, having stopped after `work` move evaluations
/// holding at most `peak` bytes, at its `budget` or its `memory` bound: a larger budget only
/// where it would fit in the memory bound at the rate so far.
fn further(budget: u64, memory: u64, work: u64, peak: u64, stopped_by_memory: bool) -> String {
    let bound = euclid_spec::vocab::memory::human(memory);
    if stopped_by_memory {
        return format!(
            "The reference solver stops before it holds more than --memory ({bound}); this \
             position needs more: raise --memory as far as this machine has room."
        );
    }
    // Move evaluations that would fit in the memory bound, at the bytes per evaluation so far,
    // halved: the stack and the memo grow by doubling.
    let fits = if peak == 0 {
        u64::MAX
    } else {
        u64::try_from(u128::from(work) * u128::from(memory) / u128::from(peak) / 2)
            .unwrap_or(u64::MAX)
    };
    let larger = budget.saturating_mul(100).min(fits);
    if larger / 2 > budget {
        format!(
            "The reference solver stops after --budget move evaluations ({budget} here): raise \
             it to let it go further, e.g. --budget {larger} (which, at the rate so far, fits in \
             --memory, {bound})."
        )
    } else {
        format!(
            "The reference solver stops after --budget move evaluations ({budget} here), and \
             more would not fit in --memory ({bound}) at the rate so far: raise both, --memory \
             as far as this machine has room."
        )
    }
}

/// `(a, b)`, `(a, b, c)` (sorted, as the triple games store it) or the piles `[a, b, …]`.
fn show_position(game: GameName, entries: &[u64]) -> String {
    match game {
        GameName::SerialNim => format!("{entries:?}"),
        _ => {
            let mut e = entries.to_vec();
            if matches!(game, GameName::Triple { .. }) {
                e.sort_unstable();
            }
            let inner: Vec<String> = e.iter().map(u64::to_string).collect();
            format!("({})", inner.join(", "))
        }
    }
}

/// The fast table's answer, where one is built for the game and the position is small enough.
fn fast_table(game: GameName, e: &[u64]) -> Answers {
    let value = |v: Option<u32>| {
        v.map(Answer::from)
            .ok_or_else(|| "not a position".to_string())
    };
    match game {
        GameName::TwoEntry { game, misere } => {
            let answer = if e[0].max(e[1]) <= SG_DENSE_LIMIT {
                DenseTable::build(game, misere, e[0].max(e[1]))
                    .map_err(|err| err.to_string())
                    .and_then(|t| value(t.get(e[0], e[1])))
            } else {
                Err(format!("entries above {SG_DENSE_LIMIT}"))
            };
            vec![("dense table".into(), answer)]
        }
        GameName::Triple { game, misere } => {
            let top = e.iter().copied().max().unwrap_or(0);
            let answer = if top <= SG_TRIPLE_TABLE_LIMIT {
                TripleTable::build(game, misere, top)
                    .map_err(|err| err.to_string())
                    .and_then(|t| value(t.get(e[0], e[1], e[2])))
            } else {
                Err(format!("entries above {SG_TRIPLE_TABLE_LIMIT}"))
            };
            vec![("triple table".into(), answer)]
        }
        GameName::SerialNim => Vec::new(),
    }
}

/// Every closed form for the game (the papers give them for the normal-play games on pairs and
/// for Serial Nim).
fn closed_forms(game: GameName, e: &[u64]) -> Answers {
    let value = |r: euclid_spec::Result<u64>| r.map(Answer::from).map_err(|err| err.to_string());
    match game {
        GameName::TwoEntry {
            game,
            misere: false,
        } => engines(game)
            .into_iter()
            .map(|engine| {
                let answer = match engine.evaluate(e[0], e[1]) {
                    Ok(Some(x)) => Ok(x),
                    Ok(None) => Err(format!("outside its domain ({})", engine.domain)),
                    Err(err) => Err(err.to_string()),
                };
                (engine.name.to_string(), answer)
            })
            .collect(),
        GameName::SerialNim => vec![
            ("levine-2006".into(), value(levine::serial_nim_value(e))),
            (
                "cf-evaluator".into(),
                value(cf_evaluator::serial_nim_value(e)),
            ),
        ],
        _ => Vec::new(),
    }
}

/// The continued fraction, λ, Dijkstra's trail, σ and Spitznagel's move of a pair.
fn explain_pair(game: TwoEntryGame, misere: bool, a: u64, b: u64) -> anyhow::Result<()> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return Ok(());
    }
    let cf = ContinuedFraction::of_ratio(hi, lo)?;
    out!("  continued fraction of {hi}/{lo}: {cf}");
    if !misere && game != TwoEntryGame::MEuclid {
        out!(
            "  λ (chl2011 Theorem 1): {}",
            chl2011::lambda(cf.quotients().iter().copied())
        );
    }
    if game == TwoEntryGame::ColeDavie && !misere {
        out!(
            "  Dijkstra's reversed writing: {}  trail: {}",
            cf.reversed(),
            dijkstra::trail(&cf.reversed()).map_or("none (ratio 1)".to_string(), |t| t.to_string())
        );
        if let Ok((s_a, s_b)) = chl2011::sigma(lo, hi) {
            out!("  σ (chl2011 Theorem 2): ({s_a}, {s_b}) in Grossman's game");
        }
        // Only where the rule holds in Euclid: r = b mod a > 0 (ho2014/proposition-spitznagel).
        if hi % lo != 0 {
            if let Ok(m) = spitznagel::winning_move(lo, hi) {
                out!("  Spitznagel's move: ({lo}, {hi}) → {m:?}");
            }
        }
    }
    Ok(())
}
