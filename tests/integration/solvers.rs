//! The solvers: the dense table against the reference solver on every pair up to a bound, for
//! each game and convention; the reference solver's depth, budget and cycle detection.

use euclid_spec::games::{
    ColeDavieEuclid, GrossmanGame, ImpartialGame, MEuclid, Misere, MiserePosition, SerialNim,
    ThreeEuclid, Triple, G1, G2,
};
use euclid_spec::games::{TripleGame, TwoEntryGame};
use euclid_spec::solver::{mex, DenseTable, ReferenceSolver, TripleTable};
use euclid_spec::vocab::error::ErrorKind;
use euclid_spec::Result;

const N: u64 = 70;

fn diff<G: ImpartialGame>(
    game: G,
    two: TwoEntryGame,
    misere: bool,
    wrap: impl Fn((u64, u64)) -> G::Position,
) {
    let dense = DenseTable::build(two, misere, N).unwrap();
    let mut solver = ReferenceSolver::new(game);
    let mut checked = 0;
    for a in 0..=N {
        for b in 0..=N {
            let p = wrap((a, b));
            let reference = if solver.game().check_position(&p).is_ok() {
                Some(solver.sprague_grundy(&p).unwrap())
            } else {
                None
            };
            assert_eq!(
                dense.get(a, b),
                reference,
                "{} at ({a}, {b})",
                solver.game().name()
            );
            checked += reference.is_some() as u32;
        }
    }
    assert!(
        checked as u64 >= N * N,
        "{} checked only {checked}",
        solver.game().name()
    );
}

#[test]
fn dense_table_matches_the_reference_solver() {
    diff(ColeDavieEuclid, TwoEntryGame::ColeDavie, false, |p| p);
    diff(GrossmanGame, TwoEntryGame::Grossman, false, |p| p);
    diff(MEuclid, TwoEntryGame::MEuclid, false, |p| p);
    diff(
        Misere(ColeDavieEuclid),
        TwoEntryGame::ColeDavie,
        true,
        MiserePosition::Game,
    );
    diff(
        Misere(GrossmanGame),
        TwoEntryGame::Grossman,
        true,
        MiserePosition::Game,
    );
    diff(
        Misere(MEuclid),
        TwoEntryGame::MEuclid,
        true,
        MiserePosition::Game,
    );
}

#[test]
fn dense_table_refuses_what_it_cannot_hold() {
    let err = DenseTable::build(TwoEntryGame::Grossman, false, 1 << 40)
        .err()
        .unwrap();
    assert!(matches!(err.kind(), ErrorKind::TableTooLarge { .. }));
}

#[test]
fn mex_by_definition() {
    assert_eq!(mex(&[]), 0);
    assert_eq!(mex(&[0, 1, 2, 4, 7]), 3);
    assert_eq!(mex(&[1, 1, 5]), 0);
    assert_eq!(mex(&[2, 0, 1]), 3);
}

/// A chain a million moves deep: n → n − 1.
#[derive(Clone, Copy)]
struct Countdown;

impl ImpartialGame for Countdown {
    type Position = u64;
    fn name(&self) -> String {
        "countdown".into()
    }
    fn check_position(&self, _p: &u64) -> Result<()> {
        Ok(())
    }
    fn is_terminal(&self, p: &u64) -> bool {
        *p == 0
    }
    fn moves<'a>(&'a self, p: &'a u64) -> impl Iterator<Item = u64> + 'a {
        p.checked_sub(1).into_iter()
    }
}

#[test]
fn reference_solver_is_iterative() {
    let mut solver = ReferenceSolver::new(Countdown);
    assert_eq!(solver.sprague_grundy(&1_000_000).unwrap(), 0);
    assert_eq!(solver.sprague_grundy(&999_999).unwrap(), 1);
    // Euclid (1, n): every (1, m) with m < n is a move, so the value is n.
    let mut euclid = ReferenceSolver::new(ColeDavieEuclid);
    assert_eq!(euclid.sprague_grundy(&(1, 3000)).unwrap(), 3000);
}

#[test]
fn reference_solver_reports_its_budget() {
    let mut solver = ReferenceSolver::with_budget(ColeDavieEuclid, 1000);
    let err = solver.sprague_grundy(&(1, 1_000_000)).unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::SolverBudget { .. }),
        "{err}"
    );
    assert!(err.to_string().contains("1000"));
}

/// A broken game whose move rule loops: 0 → 1 → 2 → 0.
#[derive(Clone, Copy)]
struct Loop;

impl ImpartialGame for Loop {
    type Position = u8;
    fn name(&self) -> String {
        "loop".into()
    }
    fn check_position(&self, _p: &u8) -> Result<()> {
        Ok(())
    }
    fn is_terminal(&self, _p: &u8) -> bool {
        false
    }
    fn moves<'a>(&'a self, p: &'a u8) -> impl Iterator<Item = u8> + 'a {
        std::iter::once((p + 1) % 3)
    }
}

#[test]
fn reference_solver_reports_cycles() {
    let err = ReferenceSolver::new(Loop).sprague_grundy(&0).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Cycle { .. }), "{err}");
}

#[test]
fn invalid_positions_are_refused() {
    let err = ReferenceSolver::new(GrossmanGame)
        .sprague_grundy(&(0, 3))
        .unwrap_err();
    assert!(err.to_string().contains("positive"), "{err}");
    assert!(ReferenceSolver::new(SerialNim)
        .sprague_grundy(&vec![2, 0])
        .is_err());
    assert!(ReferenceSolver::new(Misere(MEuclid))
        .sprague_grundy(&MiserePosition::Extra)
        .is_err());
}

#[test]
fn misere_adds_one_vertex_after_the_sink() {
    let game = Misere(ColeDavieEuclid);
    let final_position = MiserePosition::Game((3, 0));
    assert!(!game.is_terminal(&final_position));
    assert_eq!(
        game.moves(&final_position).collect::<Vec<_>>(),
        vec![MiserePosition::Extra]
    );
    assert!(game.is_terminal(&MiserePosition::Extra));
    let mut solver = ReferenceSolver::new(game);
    assert_eq!(solver.sprague_grundy(&final_position).unwrap(), 1);
    assert_eq!(
        solver
            .sprague_grundy(&MiserePosition::Game((1, 1)))
            .unwrap(),
        0
    );
}

fn diff_triples<G: ImpartialGame>(
    game: G,
    which: TripleGame,
    misere: bool,
    wrap: impl Fn(Triple) -> G::Position,
) {
    const M: u64 = 16;
    let table = TripleTable::build(which, misere, M).unwrap();
    let mut solver = ReferenceSolver::new(game);
    let mut checked = 0;
    for c in 1..=M {
        for b in 1..=c {
            for a in 1..=b {
                let reference = solver.sprague_grundy(&wrap([a, b, c])).unwrap();
                // The table answers for every order of the entries.
                assert_eq!(
                    table.get(c, a, b),
                    Some(reference),
                    "{} at ({a}, {b}, {c})",
                    solver.game().name()
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, M * (M + 1) * (M + 2) / 6);
}

#[test]
fn triple_table_matches_the_reference_solver() {
    diff_triples(ThreeEuclid, TripleGame::ThreeEuclid, false, |t| t);
    diff_triples(G1, TripleGame::G1, false, |t| t);
    diff_triples(G2, TripleGame::G2, false, |t| t);
    diff_triples(
        Misere(ThreeEuclid),
        TripleGame::ThreeEuclid,
        true,
        MiserePosition::Game,
    );
    diff_triples(Misere(G1), TripleGame::G1, true, MiserePosition::Game);
    diff_triples(Misere(G2), TripleGame::G2, true, MiserePosition::Game);
}
