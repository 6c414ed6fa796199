//! proptest properties. Closed forms against the reference solver on random positions in its
//! range, closed forms against each other on random u64 pairs aimed at the edges, and the
//! structure of the games.

use crate::edges::edge_pair;
use euclid_spec::arith::{gcd, ContinuedFraction};
use euclid_spec::claims::Truth;
use euclid_spec::formulas::{engines, nivasch, Answer};
use euclid_spec::games::{ColeDavieEuclid, GrossmanGame, ImpartialGame, MEuclid};
use euclid_spec::solver::TwoEntryGame;
use proptest::prelude::*;
use std::sync::OnceLock;

const GAMES: [TwoEntryGame; 3] = [
    TwoEntryGame::ColeDavie,
    TwoEntryGame::Grossman,
    TwoEntryGame::MEuclid,
];
pub const SMALL: u64 = 160;

/// Solver values for the three games up to SMALL, built once.
pub fn truths() -> &'static [Truth] {
    static T: OnceLock<Vec<Truth>> = OnceLock::new();
    T.get_or_init(|| {
        GAMES
            .iter()
            .map(|&g| Truth::build(g, false, SMALL).expect("small tables build"))
            .collect()
    })
}

/// Every engine of every game agrees at (a, b): values equal, outcomes equal, no engine errs.
/// `truth` adds the solvers' value when known.
pub fn engines_agree(a: u64, b: u64, with_truth: bool) -> Result<(), String> {
    for (i, &game) in GAMES.iter().enumerate() {
        let mut value: Option<(String, u64)> = None;
        if with_truth {
            if let Some(v) = truths()[i].reference(a, b) {
                let both = truths()[i]
                    .value(a, b)
                    .map_err(|f| format!("{game} solvers disagree: {f:?}"))?;
                value = Some(("solvers".into(), both));
                debug_assert_eq!(both, v as u64);
            }
        }
        let mut outcome = value
            .as_ref()
            .map(|(n, v)| (n.clone(), Answer::Value(*v).outcome()));
        for e in engines(game) {
            let answer = e
                .evaluate(a, b)
                .map_err(|err| format!("{game} {} at ({a}, {b}): {err}", e.name))?;
            let Some(answer) = answer else { continue };
            if let Answer::Value(v) = answer {
                match &value {
                    Some((who, w)) if *w != v => {
                        return Err(format!(
                            "{game} at ({a}, {b}): {who} says {w}, {} says {v}",
                            e.name
                        ))
                    }
                    None => value = Some((e.name.to_string(), v)),
                    _ => {}
                }
            }
            match &outcome {
                Some((who, o)) if *o != answer.outcome() => {
                    return Err(format!(
                        "{game} at ({a}, {b}): {who} says {o}, {} says {}",
                        e.name,
                        answer.outcome()
                    ))
                }
                None => outcome = Some((e.name.to_string(), answer.outcome())),
                _ => {}
            }
        }
    }
    Ok(())
}

/// Moves keep the gcd, strictly decrease the sum, and mirror under (a, b) ↦ (b, a).
pub fn moves_are_sound(a: u64, b: u64) -> Result<(), String> {
    fn check<G: ImpartialGame<Position = (u64, u64)>>(g: &G, a: u64, b: u64) -> Result<(), String> {
        if g.check_position(&(a, b)).is_err() {
            return Ok(());
        }
        let moves: Vec<(u64, u64)> = g.moves(&(a, b)).collect();
        if moves.is_empty() != g.is_terminal(&(a, b)) {
            return Err(format!(
                "{} at ({a}, {b}): end rule and move rule disagree",
                g.name()
            ));
        }
        let mut mirrored: Vec<(u64, u64)> = g.moves(&(b, a)).map(|(x, y)| (y, x)).collect();
        let mut sorted = moves.clone();
        sorted.sort();
        mirrored.sort();
        if sorted != mirrored {
            return Err(format!(
                "{} at ({a}, {b}): moves are not symmetric",
                g.name()
            ));
        }
        for &(x, y) in &moves {
            if gcd(x, y) != gcd(a, b) || (x as u128 + y as u128) >= (a as u128 + b as u128) {
                return Err(format!(
                    "{} ({a}, {b}) → ({x}, {y}) changes the gcd or does not decrease",
                    g.name()
                ));
            }
        }
        Ok(())
    }
    check(&ColeDavieEuclid, a, b)?;
    check(&GrossmanGame, a, b)?;
    check(&MEuclid, a, b)
}

fn edge() -> impl Strategy<Value = (u64, u64)> {
    (any::<u8>(), any::<u64>(), any::<u64>(), any::<u8>())
        .prop_map(|(k, x, y, s)| edge_pair(k, x, y, s))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn prop_closed_forms_match_the_solvers(a in 0..=SMALL, b in 0..=SMALL) {
        prop_assert_eq!(engines_agree(a, b, true), Ok(()));
    }

    #[test]
    fn prop_closed_forms_agree_on_edges((a, b) in edge()) {
        prop_assert_eq!(engines_agree(a, b, false), Ok(()));
        prop_assert_eq!(engines_agree(b, a, false), Ok(()));
    }

    #[test]
    fn prop_closed_forms_agree_on_random_u64(a in any::<u64>(), b in any::<u64>()) {
        prop_assert_eq!(engines_agree(a, b, false), Ok(()));
    }

    #[test]
    fn prop_continued_fraction_round_trip(b in any::<u64>(), a in 1..=u64::MAX) {
        let cf = ContinuedFraction::of_ratio(b, a).unwrap();
        let g = gcd(a, b);
        prop_assert_eq!(cf.to_fraction().unwrap(), (b / g, a / g));
        prop_assert_eq!(ContinuedFraction::from_quotients(cf.quotients()).unwrap(), cf);
        if b >= a {
            prop_assert_eq!(cf.reversed().ratio().unwrap(), (b / g, a / g));
        }
    }

    #[test]
    fn prop_wide_nivasch_is_nivasch(a in 1..=u64::MAX, b in 1..=u64::MAX) {
        prop_assert_eq!(nivasch::grossman_value(a, b).unwrap() as u128,
                        nivasch::grossman_value_u128(a as u128, b as u128).unwrap());
    }

    #[test]
    fn prop_moves_are_sound(a in 0..5000u64, b in 0..5000u64) {
        prop_assert_eq!(moves_are_sound(a, b), Ok(()));
    }

    #[test]
    fn prop_moves_are_sound_on_edges((a, b) in edge()) {
        // Only where the move list is short enough to enumerate.
        prop_assume!(a.max(b) / a.min(b).max(1) < 100_000);
        prop_assert_eq!(moves_are_sound(a, b), Ok(()));
    }
}
