use super::*;
use crate::arith::ordered;
use num_bigint::BigUint;

fn grossman() -> GameName {
    GameName::parse("grossman").unwrap()
}

fn nivasch(p: &[u64]) -> std::result::Result<i128, String> {
    let (a, b) = ordered(p[0], p[1]);
    let (a, b) = (a as u128, b as u128);
    Ok(((b * b - a * a) / (a * b)) as i128)
}

fn small() -> GuardOptions {
    GuardOptions {
        max: 20,
        random: 300,
        ..GuardOptions::default()
    }
}

#[test]
fn a_right_formula_passes_and_a_wrong_one_is_caught_at_the_smallest_position() {
    let r = guard(grossman(), &small(), nivasch).unwrap();
    assert!(r.passed(), "{r}");
    // The box: every position with entries 1..=20 (zeros are no positions of Grossman's game).
    assert_eq!(r.sent.in_box, 400);
    assert!(r.sent.edges.iter().map(|e| e.1).sum::<u64>() > 100, "{r}");
    // Without the absolute value, (2, 1) is the first position (in the pairs' order) where
    // ⌊b/a − a/b⌋ goes negative.
    let signed = |p: &[u64]| -> std::result::Result<i128, String> {
        let (a, b) = (p[0] as u128, p[1] as u128);
        Ok(if b >= a {
            ((b * b - a * a) / (a * b)) as i128
        } else {
            -(((a * a - b * b).div_ceil(a * b)) as i128)
        })
    };
    let r = guard(grossman(), &small(), signed).unwrap();
    let d = r.failure.unwrap();
    assert_eq!(d.position, vec![2, 1]);
    assert_eq!(d.set, Set::Box);
    let Wrong::Answer { answer, expected } = d.wrong else {
        panic!("{:?}", d.wrong)
    };
    assert_eq!(answer, Answer::Number((-2).into()));
    assert_eq!(expected, Judged::Exact(Answer::Number(1.into())));
}

#[test]
fn random_positions_repeat_and_an_error_is_a_failure_at_its_position() {
    let all = EntryRange::ALL;
    let g = Target::Game(grossman());
    let draw = |seed| positions::random(g, all, 50, seed).collect::<Vec<_>>();
    assert_eq!(draw(7), draw(7));
    assert_ne!(draw(7), draw(8));
    let r = guard(grossman(), &GuardOptions::default(), |_| {
        Err("crashed".into())
    })
    .unwrap();
    let d = r.failure.unwrap();
    assert_eq!(d.position, vec![1, 1]);
    assert_eq!(d.wrong, Wrong::Fault(FaultKind::Failed("crashed".into())));
    assert!(Target::parse("serial-nim").is_err());
}

/// A bug only outside the box: wrong above 10⁶. Reported at the smallest such position sent.
#[test]
fn outside_the_box_the_smallest_failure_is_reported() {
    let buggy = |p: &[u64]| -> std::result::Result<i128, String> {
        let (_, b) = ordered(p[0], p[1]);
        nivasch(p).map(|v| if b > 1_000_000 { v + 1 } else { v })
    };
    let options = GuardOptions {
        max: 10,
        random: 400,
        ..GuardOptions::default()
    };
    let r = guard(grossman(), &options, buggy).unwrap();
    let d = r.failure.unwrap();
    // The smallest position sent with an entry above 10⁶: a quotient of 10⁶, (1, 10⁶ + 1).
    assert_eq!(d.position, vec![1, 1_000_001], "{:?}", d.set);
    let entries = EntryRange::ALL;
    let target = Target::Game(grossman());
    let sent = positions::edge_families(target, entries)
        .into_iter()
        .flat_map(|f| f.positions)
        .chain(positions::random(target, entries, 400, options.seed));
    for p in sent {
        if p.iter().any(|&x| x > 1_000_000) {
            assert_ne!(positions::order(&p, &d.position), Ordering::Less, "{p:?}");
        }
    }
}

/// The box walks the domain's order, and only positions of the game, inside the entries.
#[test]
fn the_box_walks_the_domains_order() {
    let target = Target::Game(GameName::parse("cole-davie").unwrap());
    let all: Vec<Vec<u64>> = positions::exhaustive(target, EntryRange::ALL, 2).collect();
    let expected: Vec<Vec<u64>> = [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
        [0, 2],
        [1, 2],
        [2, 0],
        [2, 1],
        [2, 2],
    ]
    .iter()
    .map(|p| p.to_vec())
    .collect();
    assert_eq!(all, expected);
    let mut sorted = all.clone();
    sorted.sort_by(|x, y| positions::order(x, y));
    assert_eq!(sorted, all);
    let inside: Vec<Vec<u64>> =
        positions::exhaustive(target, EntryRange { lo: 1, hi: 2 }, 100).collect();
    assert_eq!(
        inside,
        expected[3..]
            .iter()
            .filter(|p| !p.contains(&0))
            .cloned()
            .collect::<Vec<_>>()
    );
    let g1 = Target::Game(GameName::parse("g1").unwrap());
    let triples: Vec<Vec<u64>> = positions::exhaustive(g1, EntryRange::ALL, 3).collect();
    assert_eq!(triples.len(), 10);
    let mut sorted = triples.clone();
    sorted.sort_by(|x, y| positions::order(x, y));
    assert_eq!(sorted, triples);
}

/// Every position sent lies in the entries asked for, whatever the set.
#[test]
fn every_set_stays_inside_the_entries() {
    let entries = EntryRange {
        lo: 1,
        hi: (1 << 31) - 1,
    };
    for name in [
        "cole-davie",
        "grossman",
        "m-euclid",
        "calkin-wilf-index",
        "stern",
        "g2",
    ] {
        let target = Target::parse(name).unwrap();
        for f in positions::edge_families(target, entries) {
            assert!(
                f.positions.iter().all(|p| entries.contains(p)),
                "{name} {}",
                f.name
            );
        }
        assert!(positions::random(target, entries, 500, 3).all(|p| entries.contains(&p)));
    }
}

#[test]
fn an_outcome_function_is_judged_by_who_wins() {
    let mut options = small();
    options.random = 50;
    // Right: the player to move wins exactly where the value is not 0.
    let r = guard_outcome(grossman(), &options, |p| {
        crate::formulas::hss2008::first_player_wins(p[0], p[1]).map_err(|e| e.to_string())
    })
    .unwrap();
    assert!(r.passed(), "{r}");
    // Wrong at (1, 2) only.
    let r = guard_outcome(grossman(), &options, |p| {
        let wins = crate::formulas::hss2008::first_player_wins(p[0], p[1]);
        let wins = wins.map_err(|e| e.to_string())?;
        Ok(if p == [1, 2] { !wins } else { wins })
    });
    let d = r.unwrap().failure.unwrap();
    assert_eq!(d.position, vec![1, 2]);
}

/// A Calkin–Wilf index that is wrong on every even-length continued fraction (it reads the
/// runs of the expansion without flipping the last one) is caught.
#[test]
fn an_index_wrong_on_even_length_continued_fractions_is_caught() {
    let buggy = |p: &[u64]| -> std::result::Result<Answer, String> {
        // The quotients of a/b, then 1 followed by each run as digits alternating from R.
        let (mut x, mut y) = (p[0], p[1]);
        let mut q = Vec::new();
        while y > 0 {
            q.push(x / y);
            (x, y) = (y, x % y);
        }
        let mut n = BigUint::from(1u8);
        let last = q.len() - 1;
        q[last] -= 1;
        for (i, &k) in q.iter().rev().enumerate() {
            n <<= k as usize;
            if i % 2 == 0 {
                n += (BigUint::from(1u8) << k as usize) - 1u8;
            }
        }
        Ok(Answer::Number(n.into()))
    };
    let options = GuardOptions {
        max: 10,
        random: 100,
        ..GuardOptions::default()
    };
    let r = run(Target::CalkinWilfIndex, &options, &mut Each(buggy)).unwrap();
    let d = r.failure.clone().expect("caught");
    // 1/2 = [0, 2]: two quotients, the first wrong position in the domain's order.
    assert_eq!(d.position, vec![1, 2], "{r}");
    let right = |p: &[u64]| {
        judge::index_by_runs(p[0], p[1])
            .map(|i| Answer::Number(i.into()))
            .map_err(|e| e.to_string())
    };
    let r = run(Target::CalkinWilfIndex, &options, &mut Each(right)).unwrap();
    assert!(r.passed(), "{r}");
}

#[test]
fn stern_and_calkin_wilf_sequences() {
    let options = GuardOptions {
        max: 300,
        random: 200,
        ..GuardOptions::default()
    };
    let stern = |p: &[u64]| {
        Ok(Answer::Number(
            crate::trees::calkin_wilf::stern(p[0]).into(),
        ))
    };
    assert!(run(Target::Stern, &options, &mut Each(stern))
        .unwrap()
        .passed());
    // Off by one: s(n + 1). Named by the diagnosis.
    let shifted = |p: &[u64]| {
        Ok(Answer::Number(
            crate::trees::calkin_wilf::stern(p[0] + 1).into(),
        ))
    };
    let r = run(Target::Stern, &options, &mut Each(shifted)).unwrap();
    assert_eq!(r.failure.as_ref().unwrap().position, vec![0]);
    assert!(r.diagnosis.iter().any(|l| l.contains("s(n + 1)")), "{r}");
    let term = |p: &[u64]| {
        let (a, b) = crate::trees::calkin_wilf::stern_pair(p[0]);
        Ok(Answer::Fraction(a.into(), b.into()))
    };
    assert!(run(Target::CalkinWilf, &options, &mut Each(term))
        .unwrap()
        .passed());
}

/// The classic confusion: Grossman's game implemented where Cole–Davie's is asked.
#[test]
fn the_diagnosis_names_another_game_and_outcomes_written_as_numbers() {
    let cole_davie = GameName::parse("cole-davie").unwrap();
    let options = GuardOptions {
        max: 30,
        entries: Some(EntryRange {
            lo: 1,
            hi: u64::MAX,
        }),
        ..GuardOptions::default()
    };
    let r = guard(cole_davie, &options, nivasch).unwrap();
    assert!(r.diagnosis.iter().any(|l| l.contains("grossman")), "{r}");
    let r = guard(cole_davie, &options, |p| {
        let v = crate::formulas::cf_evaluator::cole_davie_value(p[0], p[1]);
        Ok(i128::from(v.map_err(|e| e.to_string())? != 0))
    })
    .unwrap();
    assert!(
        r.diagnosis.iter().any(|l| l.contains("--outcome 1,0")),
        "{r}"
    );
}

/// A candidate that answers whole chunks, and goes silent at one position: the fault is found
/// by halves at that position, and the positions before it are judged.
#[test]
fn a_chunk_that_goes_wrong_is_located_by_halves() {
    struct Silent {
        at: Vec<u64>,
        calls: usize,
    }
    impl Candidate for Silent {
        fn answer(&mut self, chunk: &[Vec<u64>]) -> std::result::Result<Vec<Reply>, Fault> {
            self.calls += 1;
            let replies: Vec<Reply> = chunk
                .iter()
                .filter(|p| **p != self.at)
                .map(|p| Reply::Answer(Answer::Number(nivasch(p).unwrap().into())))
                .collect();
            if replies.len() < chunk.len() {
                return Err(Fault {
                    answered: replies,
                    exact: false,
                    kind: FaultKind::Count {
                        got: chunk.len() - 1,
                        sent: chunk.len(),
                    },
                });
            }
            Ok(replies)
        }
    }
    let mut silent = Silent {
        at: vec![(1 << 31) - 1, 1],
        calls: 0,
    };
    let options = GuardOptions {
        max: 10,
        random: 0,
        ..GuardOptions::default()
    };
    let r = run(Target::Game(grossman()), &options, &mut silent).unwrap();
    let d = r.failure.unwrap();
    assert_eq!(d.position, silent.at);
    assert!(
        matches!(d.wrong, Wrong::Fault(FaultKind::Count { got: 0, sent: 1 })),
        "{:?}",
        d.wrong
    );
    assert!(silent.calls < 40, "{} calls", silent.calls);
}

#[test]
fn a_check_that_sends_nothing_is_refused() {
    let options = GuardOptions {
        max: 0,
        random: 0,
        edges: false,
        entries: Some(EntryRange { lo: 1, hi: 5 }),
        ..GuardOptions::default()
    };
    let e = guard(grossman(), &options, nivasch).unwrap_err();
    assert!(e.to_string().contains("would send no position"), "{e}");
}
