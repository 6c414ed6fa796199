//! `table`: every value of a game up to a bound, streamed: laid out like the papers' tables
//! (`text`), as a CSV grid with its header first (`csv`), or one row per position (`long`:
//! `a,b,value` or `a,b,c,value`) for data tools. Sizes that will not fit in memory are refused
//! with the estimate before anything is allocated.

use anyhow::bail;
use euclid_spec::games::GameName;
use euclid_spec::games::TwoEntryGame;
use euclid_spec::solver::{DenseTable, TripleTable};
use euclid_spec::vocab::memory;
use std::io::{BufWriter, Write};
use std::process::ExitCode;

use super::TableFormat;

// The flags of `table` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct TableArgs {
    /// A two-entry game (cole-davie, grossman, m-euclid, misere-…) or a three-entry one
    /// (3-euclid, g1, g2, misere-…).
    pub game: String,
    /// The largest entry.
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub max: u64,
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::TableFormat,
    /// Refuse when the table needs more than this (bytes, or with K, M, G, T), besides what
    /// the machine has available; a table above 1 GiB says its size on stderr first.
    #[arg(long, value_name = "SIZE", value_parser = super::size, allow_negative_numbers = true)]
    pub max_memory: Option<u64>,
}

impl TableArgs {
    /// Runs `table`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        run(&self.game, self.max, self.format, self.max_memory)
    }
}

/// Refuses a table of `bytes` above `limit` (`--max-memory`) or what the machine has, and says
/// the size of one above 1 GiB on stderr before it is built.
fn refuse_beyond(what: &str, bytes: u64, limit: Option<u64>) -> anyhow::Result<()> {
    if let Some(limit) = limit.filter(|&l| bytes > l) {
        bail!(
            "{what} needs about {}, more than the {} of --max-memory; ask for a smaller --max",
            memory::human(bytes),
            memory::human(limit)
        );
    }
    memory::refuse_beyond_available(what, bytes)?;
    if bytes > 1 << 30 {
        super::verify::say(&format!(
            "table: {what} needs about {} (--max-memory refuses more)",
            memory::human(bytes)
        ));
    }
    Ok(())
}

pub fn run(
    game: &str,
    n: u64,
    format: TableFormat,
    max_memory: Option<u64>,
) -> anyhow::Result<ExitCode> {
    let name = GameName::parse(game)?;
    let stdout = std::io::stdout().lock();
    let mut out = Out(BufWriter::with_capacity(1 << 16, stdout));
    match name {
        GameName::TwoEntry { game, misere } => {
            refuse_beyond(
                &format!("a table of {name} up to {n}"),
                memory::pair_table_bytes(n),
                max_memory,
            )?;
            let t = DenseTable::build(game, misere, n)?;
            pairs(&t, game, n, format, &mut out);
        }
        GameName::Triple { game, misere } => {
            if !matches!(format, TableFormat::Long) {
                bail!(
                    "a three-entry game has no two-dimensional layout: use --format long \
                     (rows a,b,c,value over the sorted triples a ≤ b ≤ c ≤ {n})"
                );
            }
            refuse_beyond(
                &format!("a table of {name} up to {n}"),
                // Filled in one order, then copied into the order of the walks.
                memory::triple_table_bytes(n).saturating_mul(2),
                max_memory,
            )?;
            let t = TripleTable::build(game, misere, n)?;
            out.str("a,b,c,value\n");
            for c in 1..=n {
                for b in 1..=c {
                    for a in 1..=b {
                        out.num(a).str(",").num(b).str(",").num(c).str(",");
                        out.value(t.get(a, b, c)).str("\n");
                    }
                }
            }
        }
        GameName::SerialNim => {
            bail!("tables are for the two-entry and three-entry games; serial-nim has piles")
        }
    }
    out.finish();
    Ok(ExitCode::SUCCESS)
}

fn pairs(
    t: &DenseTable,
    game: TwoEntryGame,
    n: u64,
    format: TableFormat,
    out: &mut Out<impl Write>,
) {
    let lo = if game == TwoEntryGame::ColeDavie {
        0
    } else {
        1
    };
    let header = |out: &mut Out<_>, sep: &str| {
        out.str("a\\b");
        for b in lo..=n {
            out.str(sep).num(b);
        }
        out.str("\n");
    };
    // The square rows are read a band at a time: the pairs left of the diagonal, (a, b) with
    // b < a, lie in the rows b of the triangle, which a band reads in order.
    let width = (n - lo + 1) as usize;
    let mut band = Vec::new();
    let mut rows = |out: &mut Out<_>, range: &mut dyn Iterator<Item = u64>, sep: &str| {
        let order: Vec<u64> = range.collect();
        for chunk in order.chunks(BAND) {
            let (first, last) = (chunk.iter().min().copied(), chunk.iter().max().copied());
            let (Some(first), Some(last)) = (first, last) else {
                continue;
            };
            fill_band(t, first, last, lo, width, &mut band);
            for &a in chunk {
                out.num(a);
                for cell in &band[(a - first) as usize * width..][..width] {
                    out.str(sep).value(*cell);
                }
                out.str("\n");
            }
        }
    };
    match format {
        // As the papers print them: rows a = N down to the first, the header last.
        TableFormat::Text => {
            rows(out, &mut (lo..=n).rev(), "\t");
            header(out, "\t");
        }
        TableFormat::Csv => {
            header(out, ",");
            rows(out, &mut (lo..=n), ",");
        }
        TableFormat::Long => {
            out.str("a,b,value\n");
            for a in lo..=n {
                for b in lo..=n {
                    if let Some(v) = t.get(a, b) {
                        out.num(a).str(",").num(b).str(",").num(v).str("\n");
                    }
                }
            }
        }
    }
}

/// Square rows read together.
const BAND: usize = 32;

/// The values of the square rows `first..=last` (every `b` from `lo`), row after row.
fn fill_band(
    t: &DenseTable,
    first: u64,
    last: u64,
    lo: u64,
    width: usize,
    band: &mut Vec<Option<u32>>,
) {
    band.clear();
    band.resize((last - first + 1) as usize * width, None);
    let at = |a: u64, b: u64| (a - first) as usize * width + (b - lo) as usize;
    // Left of the diagonal: (a, b) = (b, a) with b < a, in the row b from a − b on.
    for b in lo..last {
        let row = t.upper_row(b);
        for a in first.max(b + 1)..=last {
            band[at(a, b)] = row.get((a - b) as usize);
        }
    }
    // On and right of it: the rows a themselves.
    for a in first..=last {
        let row = t.upper_row(a);
        for (i, b) in (a..=t.n()).enumerate() {
            band[at(a, b)] = row.get(i);
        }
    }
}

/// A buffered stdout: numbers written by `itoa`, nothing allocated per cell; a closed stdout
/// ends the program quietly.
struct Out<W: Write>(W);

impl<W: Write> Out<W> {
    fn bytes(&mut self, b: &[u8]) -> &mut Self {
        if let Err(e) = self.0.write_all(b) {
            super::verify::write_failed(&e);
        }
        self
    }
    fn str(&mut self, s: &str) -> &mut Self {
        self.bytes(s.as_bytes())
    }
    fn num(&mut self, x: impl itoa::Integer) -> &mut Self {
        let mut buf = itoa::Buffer::new();
        let s = buf.format(x);
        self.bytes(s.as_bytes())
    }
    /// A value, or `-` where the pair is no position of the game.
    fn value(&mut self, v: Option<u32>) -> &mut Self {
        match v {
            Some(v) => self.num(v),
            None => self.str("-"),
        }
    }
    fn finish(&mut self) {
        if let Err(e) = self.0.flush() {
            super::verify::write_failed(&e);
        }
    }
}
