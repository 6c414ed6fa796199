//! `move` and `play`: a winning move by each strategy, and a whole line of optimal play.

use anyhow::{bail, Context};
use euclid_spec::games::TwoEntryGame;
use euclid_spec::games::{parse_entry, GameName};
use euclid_spec::strategies::{serial_nim, Strategy};
use std::process::ExitCode;

// The flags of `move` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct MoveArgs {
    /// cole-davie (alias euclid), grossman, m-euclid
    pub game: String,
    /// The position's first entry (any size up to 2^64 − 1)
    pub a: String,
    /// Its second entry
    pub b: String,
    /// More pairs `C D …`: a sum of positions of the game, played by nim-sum.
    #[arg(num_args = 0..)]
    pub more: Vec<String>,
    /// tree, cone, spitznagel or cf (default: every strategy that plays the game).
    #[arg(long)]
    pub strategy: Option<String>,
    /// text, or json: one object with the value and each strategy's move (docs/JSON.md).
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

// The flags of `play` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct PlayArgs {
    /// cole-davie (alias euclid), grossman, m-euclid
    pub game: String,
    /// The position's first entry (any size up to 2^64 − 1)
    pub a: String,
    /// Its second entry
    pub b: String,
    /// tree, cone, spitznagel or cf (default: cf).
    #[arg(long)]
    pub strategy: Option<String>,
    /// text, or json: one object with every ply (docs/JSON.md).
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl MoveArgs {
    /// Runs `move`: one position, or a sum of positions.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        let json = matches!(self.format, super::Format::Json);
        if self.more.is_empty() {
            return winning_move(&self.game, &self.a, &self.b, self.strategy.as_deref(), json);
        }
        let entries = [&[self.a, self.b][..], &self.more].concat();
        sum_move(&self.game, &entries, self.strategy.as_deref(), json)
    }
}

impl PlayArgs {
    /// Runs `play`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        let json = matches!(self.format, super::Format::Json);
        play(&self.game, &self.a, &self.b, self.strategy.as_deref(), json)
    }
}

/// The longest line `play` prints (two-entry lines are far shorter: about twice the number of
/// partial quotients).
const MAX_PLIES: usize = 10_000;

fn parse(game: &str, a: &str, b: &str) -> anyhow::Result<(TwoEntryGame, u64, u64)> {
    let GameName::TwoEntry {
        game,
        misere: false,
    } = GameName::parse(game)?
    else {
        bail!("move and play know cole-davie, grossman and m-euclid (normal play)");
    };
    let (a, b) = (parse_entry(a)?, parse_entry(b)?);
    GameName::TwoEntry {
        game,
        misere: false,
    }
    .game()
    .check(&[a, b])?;
    Ok((game, a, b))
}

/// The JSON object of `command` at one position: its game and entries.
fn position_object(
    command: &str,
    game: TwoEntryGame,
    a: u64,
    b: u64,
) -> serde_json::Map<String, serde_json::Value> {
    let mut o = euclid_spec::report::json_object(command);
    o.insert("game".into(), game.to_string().into());
    o.insert("position".into(), vec![a, b].into());
    o
}

/// The name `--strategy` takes for `s` (the inverse of [`strategy_by_name`]).
fn flag_name(s: Strategy) -> &'static str {
    match s {
        Strategy::Tree => "tree",
        Strategy::Cone => "cone",
        Strategy::Spitznagel => "spitznagel",
        Strategy::SerialNim => "cf",
    }
}

fn strategy_by_name(name: &str) -> anyhow::Result<Strategy> {
    Ok(match name {
        "tree" => Strategy::Tree,
        "cone" => Strategy::Cone,
        "spitznagel" => Strategy::Spitznagel,
        "cf" | "serial-nim" => Strategy::SerialNim,
        other => bail!("unknown strategy `{other}` (known: tree, cone, spitznagel, cf)"),
    })
}

/// The first two moves of the game from `p`, smallest subtraction first.
fn moves(game: TwoEntryGame, p: (u64, u64)) -> Vec<(u64, u64)> {
    let rules = GameName::TwoEntry {
        game,
        misere: false,
    }
    .game();
    rules
        .moves(&[p.0, p.1], 2)
        .unwrap_or_default()
        .into_iter()
        .map(|m| (m[0], m[1]))
        .collect()
}

pub fn winning_move(
    game: &str,
    a: &str,
    b: &str,
    strategy: Option<&str>,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let (game, a, b) = parse(game, a, b)?;
    let mut o = position_object("move", game, a, b);
    // The strategy asked for is checked first, whatever the position: a lost position does not
    // make an unknown name, or a strategy of another game, right.
    let asked = strategy.map(strategy_by_name).transpose()?;
    if let Some(s) = asked.filter(|s| !s.plays(game)) {
        let playing: Vec<&str> = Strategy::ALL
            .into_iter()
            .filter(|s| s.plays(game))
            .map(flag_name)
            .collect();
        bail!(
            "the {s} strategy does not play {game}: --strategy {} for {game}",
            playing.join(", ")
        );
    }
    let value = serial_nim::value(game, a, b).context("evaluating the position")?;
    if value == 0 {
        let why = match game {
            TwoEntryGame::MEuclid => "its value is 0 by the continued-fraction evaluator".to_string(),
            _ if a == b && game == TwoEntryGame::Grossman => "the entries are equal: no move is left".to_string(),
            _ if a.min(b) == 0 => "an entry is 0: the game is over".to_string(),
            _ => "the ratio lies inside the cone g < b/a < G (hss2008 Theorem 1): every move leaves it".to_string(),
        };
        if json {
            o.insert("value".into(), value.into());
            o.insert("wins".into(), false.into());
            o.insert("lost_because".into(), why.into());
            o.insert("moves".into(), Vec::<serde_json::Value>::new().into());
            o.insert("agree".into(), true.into());
            crate::out!("{}", serde_json::Value::from(o));
            return Ok(ExitCode::SUCCESS);
        }
        crate::out!("({a}, {b}) is lost for the player to move in {game}: {why}.");
        return Ok(ExitCode::SUCCESS);
    }
    let strategies: Vec<Strategy> = match asked {
        Some(s) => vec![s],
        None => Strategy::ALL
            .into_iter()
            .filter(|s| s.plays(game))
            .collect(),
    };
    let mut chosen = Vec::new();
    let mut moves_json = Vec::new();
    for s in strategies {
        match s.winning_move(game, a, b)? {
            Some(m) => {
                if json {
                    moves_json
                        .push(serde_json::json!({"strategy": flag_name(s), "to": [m.0, m.1]}));
                } else {
                    crate::out!("({a}, {b}) → ({}, {})   by {s}", m.0, m.1);
                }
                chosen.push(m);
            }
            None => {
                bail!("the {s} strategy finds no move from an N-position: a bug, please report it")
            }
        }
    }
    if json {
        o.insert("value".into(), value.into());
        o.insert("wins".into(), true.into());
        o.insert("lost_because".into(), serde_json::Value::Null);
        o.insert("moves".into(), moves_json.into());
        o.insert(
            "agree".into(),
            chosen.windows(2).all(|w| w[0] == w[1]).into(),
        );
        crate::out!("{}", serde_json::Value::from(o));
        return Ok(ExitCode::SUCCESS);
    }
    if chosen.windows(2).any(|w| w[0] != w[1]) {
        crate::out!(
            "the strategies disagree (each move above leads to a P-position by its own check)"
        );
    }
    crate::out!("value {value}: the player to move wins");
    Ok(ExitCode::SUCCESS)
}

pub fn play(
    game: &str,
    a: &str,
    b: &str,
    strategy: Option<&str>,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let (game, a, b) = parse(game, a, b)?;
    let strategy = match strategy {
        Some(name) => strategy_by_name(name)?,
        None => Strategy::SerialNim,
    };
    if !strategy.plays(game) {
        bail!("the {strategy} strategy does not play {game}");
    }
    let mut p = (a, b);
    let mut player = 1;
    let mut plies = Vec::new();
    for ply in 1..=MAX_PLIES {
        let value = serial_nim::value(game, p.0, p.1)?;
        let next = if value > 0 {
            strategy
                .winning_move(game, p.0, p.1)?
                .map(|m| (m, format!("wins, by {strategy}")))
        } else {
            // Every move loses; take the smallest, which keeps the game longest.
            moves(game, p)
                .first()
                .map(|&m| (m, "loses whatever it does".to_string()))
        };
        match next {
            Some((m, how)) => {
                if json {
                    plies.push(serde_json::json!({
                        "ply": ply, "player": player, "from": [p.0, p.1], "value": value,
                        "to": [m.0, m.1], "how": how,
                    }));
                } else {
                    crate::out!(
                        "{ply:>4}. player {player}: ({}, {}) value {value} → ({}, {})   {how}",
                        p.0,
                        p.1,
                        m.0,
                        m.1
                    );
                }
                p = m;
                player = 3 - player;
            }
            None if json => {
                let mut o = position_object("play", game, a, b);
                o.insert("strategy".into(), flag_name(strategy).into());
                o.insert("plies".into(), plies.into());
                o.insert("final".into(), vec![p.0, p.1].into());
                o.insert("loser".into(), player.into());
                crate::out!("{}", serde_json::Value::from(o));
                return Ok(ExitCode::SUCCESS);
            }
            None => {
                crate::out!(
                    "      ({}, {}) is final: player {player} cannot move and loses",
                    p.0,
                    p.1
                );
                return Ok(ExitCode::SUCCESS);
            }
        }
    }
    bail!("stopped after {MAX_PLIES} plies")
}

/// A move in a sum of positions of one game: lower one component to the nim-sum.
pub fn sum_move(
    game: &str,
    entries: &[String],
    strategy: Option<&str>,
    json: bool,
) -> anyhow::Result<ExitCode> {
    if strategy.is_some() {
        bail!("a sum is played by nim-sum (along the continued fractions); --strategy applies to one position");
    }
    if entries.len() % 2 != 0 {
        bail!(
            "a sum needs pairs of entries, got {} numbers",
            entries.len()
        );
    }
    let mut positions = Vec::new();
    let mut kind = TwoEntryGame::ColeDavie;
    for pair in entries.chunks(2) {
        let (g, a, b) = parse(game, &pair[0], &pair[1])?;
        kind = g;
        positions.push((a, b));
    }
    let values = positions
        .iter()
        .map(|&(a, b)| serial_nim::value(kind, a, b))
        .collect::<Result<Vec<u64>, _>>()?;
    let shown: Vec<String> = positions
        .iter()
        .zip(&values)
        .map(|(p, v)| format!("({}, {}) [{v}]", p.0, p.1))
        .collect();
    let nim_sum = values.iter().fold(0, |x, v| x ^ v);
    if json {
        let mut o = euclid_spec::report::json_object("move");
        o.insert("game".into(), kind.to_string().into());
        o.insert(
            "positions".into(),
            positions
                .iter()
                .map(|&(a, b)| vec![a, b])
                .collect::<Vec<_>>()
                .into(),
        );
        o.insert("values".into(), values.clone().into());
        o.insert("nim_sum".into(), nim_sum.into());
        let mv = serial_nim::sum_move(kind, &positions)?.map(|(i, m)| {
            serde_json::json!({
                "component": i + 1, "from": [positions[i].0, positions[i].1],
                "to": [m.0, m.1], "value": values[i] ^ nim_sum,
            })
        });
        o.insert("move".into(), mv.into());
        crate::out!("{}", serde_json::Value::from(o));
        return Ok(ExitCode::SUCCESS);
    }
    crate::out!("{} in {kind}: nim-sum {nim_sum}", shown.join(" + "));
    match serial_nim::sum_move(kind, &positions)? {
        None => crate::out!(
            "the sum is lost for the player to move: its nim-sum is 0 (ho2014, the sum theorem)"
        ),
        Some((i, m)) => crate::out!(
            "move in component {}: ({}, {}) → ({}, {}), to value {}; the nim-sum becomes 0",
            i + 1,
            positions[i].0,
            positions[i].1,
            m.0,
            m.1,
            values[i] ^ nim_sum
        ),
    }
    Ok(ExitCode::SUCCESS)
}
