//! Strategies, checked not trusted: every move is legal and lands on a P-position (reference
//! solver), the strategy wins against every sequence of replies, and strategies agree where the
//! winning move is unique.

use euclid_spec::claims::Truth;
use euclid_spec::games::TwoEntryGame;
use euclid_spec::games::{ColeDavieEuclid, GrossmanGame, ImpartialGame, MEuclid};
use euclid_spec::strategies::{serial_nim, Strategy};
use std::collections::HashMap;

const N: u64 = 90;

fn moves(game: TwoEntryGame, p: (u64, u64)) -> Vec<(u64, u64)> {
    match game {
        TwoEntryGame::ColeDavie => ColeDavieEuclid.moves(&p).collect(),
        TwoEntryGame::Grossman => GrossmanGame.moves(&p).collect(),
        TwoEntryGame::MEuclid => MEuclid.moves(&p).collect(),
    }
}

fn positions(game: TwoEntryGame) -> impl Iterator<Item = (u64, u64)> {
    let lo = if game == TwoEntryGame::ColeDavie {
        0
    } else {
        1
    };
    (lo..=N).flat_map(move |a| (lo..=N).map(move |b| (a, b)))
}

/// From `p`, the strategy wins against every reply (memoised on positions).
fn wins(
    s: Strategy,
    game: TwoEntryGame,
    p: (u64, u64),
    memo: &mut HashMap<(u64, u64), bool>,
) -> bool {
    if let Some(&w) = memo.get(&p) {
        return w;
    }
    let won = match s.winning_move(game, p.0, p.1).unwrap() {
        None => false,
        Some(m) => moves(game, m)
            .into_iter()
            .all(|reply| wins(s, game, reply, memo)),
    };
    memo.insert(p, won);
    won
}

#[test]
fn every_strategy_moves_to_p_and_wins_every_line() {
    for game in [
        TwoEntryGame::ColeDavie,
        TwoEntryGame::Grossman,
        TwoEntryGame::MEuclid,
    ] {
        let t = Truth::build(game, false, N).unwrap();
        for s in Strategy::ALL.into_iter().filter(|s| s.plays(game)) {
            let mut memo = HashMap::new();
            for p in positions(game) {
                let v = t.value(p.0, p.1).unwrap();
                let m = s.winning_move(game, p.0, p.1).unwrap();
                match m {
                    None => assert_eq!(
                        v, 0,
                        "{s} finds no move from {p:?}, an N-position of {game}"
                    ),
                    Some(m) => {
                        assert!(
                            moves(game, p).contains(&m),
                            "{s}: {p:?} → {m:?} is not a move of {game}"
                        );
                        assert_eq!(
                            t.value(m.0, m.1).unwrap(),
                            0,
                            "{s}: {p:?} → {m:?} is not P in {game}"
                        );
                        assert!(
                            wins(s, game, p, &mut memo),
                            "{s} loses a line from {p:?} in {game}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn winning_moves_are_unique_and_strategies_agree() {
    for game in [TwoEntryGame::ColeDavie, TwoEntryGame::Grossman] {
        let t = Truth::build(game, false, N).unwrap();
        for p in positions(game) {
            let winning: Vec<(u64, u64)> = moves(game, p)
                .into_iter()
                .filter(|m| t.value(m.0, m.1).unwrap() == 0)
                .collect();
            // Each N-position of Euclid and of Grossman's game has exactly one winning move (the
            // cone's window holds one point of each residue class), except on Euclid's diagonal,
            // where (a, 0) and (0, a) are the same move up to the order of the entries.
            let mirror_pair = winning.len() == 2 && game == TwoEntryGame::ColeDavie && p.0 == p.1;
            assert!(
                winning.len() <= 1 || mirror_pair,
                "{game} at {p:?}: several winning moves {winning:?}"
            );
            for s in Strategy::ALL.into_iter().filter(|s| s.plays(game)) {
                let chosen = s.winning_move(game, p.0, p.1).unwrap();
                match chosen {
                    None => assert!(winning.is_empty(), "{s} at {p:?}"),
                    Some(m) if mirror_pair => assert!(winning.contains(&m), "{s} at {p:?}"),
                    Some(m) => assert_eq!(winning, vec![m], "{s} at {p:?}"),
                }
            }
        }
    }
}

#[test]
fn moves_to_every_smaller_value() {
    for game in [
        TwoEntryGame::ColeDavie,
        TwoEntryGame::Grossman,
        TwoEntryGame::MEuclid,
    ] {
        let t = Truth::build(game, false, 60).unwrap();
        let lo = if game == TwoEntryGame::ColeDavie {
            0
        } else {
            1
        };
        for a in lo..=60 {
            for b in lo..=60 {
                let v = t.value(a, b).unwrap();
                assert_eq!(serial_nim::value(game, a, b).unwrap(), v);
                for target in 0..v {
                    let m = serial_nim::move_to_value(game, a, b, target)
                        .unwrap()
                        .unwrap();
                    assert!(
                        moves(game, (a, b)).contains(&m),
                        "{game} ({a}, {b}) → {m:?}"
                    );
                    assert_eq!(
                        t.value(m.0, m.1).unwrap(),
                        target,
                        "{game} ({a}, {b}) → {m:?}"
                    );
                }
                assert_eq!(serial_nim::move_to_value(game, a, b, v).unwrap(), None);
            }
        }
    }
}

#[test]
fn sums_are_played_by_nim_sum() {
    for game in [TwoEntryGame::ColeDavie, TwoEntryGame::Grossman] {
        let t = Truth::build(game, false, 40).unwrap();
        let lo = if game == TwoEntryGame::ColeDavie {
            0
        } else {
            1
        };
        let mut checked = 0;
        for a in lo..=12 {
            for b in lo..=40 {
                for c in [3u64, 7, 11] {
                    let sum = [(a, b), (c, 2 * c + 1), (b.max(1), 40)];
                    let x = sum.iter().fold(0, |x, p| x ^ t.value(p.0, p.1).unwrap());
                    match serial_nim::sum_move(game, &sum).unwrap() {
                        None => assert_eq!(x, 0),
                        Some((i, m)) => {
                            assert!(moves(game, sum[i]).contains(&m));
                            let mut after = sum;
                            after[i] = m;
                            assert_eq!(
                                after.iter().fold(0, |x, p| x ^ t.value(p.0, p.1).unwrap()),
                                0
                            );
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000);
    }
}

#[test]
fn strategies_answer_on_huge_positions() {
    for s in [
        Strategy::Cone,
        Strategy::Spitznagel,
        Strategy::SerialNim,
        Strategy::Tree,
    ] {
        for (a, b) in [
            (1, u64::MAX),
            (u64::MAX - 1, u64::MAX),
            (3, u64::MAX),
            (12_200_160_415_121_876_738, 7_540_113_804_746_346_429),
        ] {
            let m = s.winning_move(TwoEntryGame::Grossman, a, b).unwrap();
            let c = Strategy::Cone
                .winning_move(TwoEntryGame::Grossman, a, b)
                .unwrap();
            assert_eq!(m, c, "{s} at ({a}, {b})");
        }
    }
}
