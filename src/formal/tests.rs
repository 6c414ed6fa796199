//! Every construct of the language and every error, each on a statement whose answer is known
//! by hand (not by another part of this crate).

use super::*;
use crate::catalogue::Catalogue;
use crate::claims::{Run, Status, Tables};

fn catalogue() -> &'static Catalogue {
    static C: OnceLock<Catalogue> = OnceLock::new();
    C.get_or_init(|| Catalogue::embedded().expect("the catalogue loads"))
}

/// The verdict of `statement` over `domain` up to `n`.
fn verdict(statement: &str, domain: &str, n: u64) -> Verdict {
    let f = Formal::new(statement, domain).unwrap_or_else(|e| panic!("{e}"));
    f.run(&Tables::new(catalogue()), &mut Run::whole(n))
}

/// Holds up to `n`, with this many cases.
fn holds(statement: &str, domain: &str, n: u64) -> u64 {
    let v = verdict(statement, domain, n);
    assert_eq!(v.status, Status::Holds, "{statement} over {domain}: {v:?}");
    v.cases
}

/// Fails up to `n`: the first counterexample, in one line.
fn fails(statement: &str, domain: &str, n: u64) -> String {
    let v = verdict(statement, domain, n);
    assert_eq!(v.status, Status::Fails, "{statement} over {domain}: {v:?}");
    v.counterexample.expect("a counterexample").one_line()
}

/// Holds: a statement of constants, checked at one point.
fn holds_once(statement: &str) {
    holds(statement, "sequence: n ≤ 0", 1);
}

/// The diagnostic of a refused statement (or domain).
fn refused(statement: &str, domain: &str) -> FormalError {
    match Formal::new(statement, domain) {
        Ok(_) => panic!("{statement} over {domain} was accepted"),
        Err(e) => e,
    }
}

#[test]
fn the_prelude_parses_and_compiles() {
    let p = prelude();
    assert!(p.defs.len() >= 12, "{}", p.defs.len());
    // Every prelude definition compiles at integer arguments (λ, F, stern, cw, cw_index, f_n…).
    for (call, domain) in [
        ("F(n) ≥ 0", "sequence:"),
        ("stern(n) ≥ 0", "sequence:"),
        ("cw(n + 1) > 0", "sequence:"),
        ("cw_index(a, b) ≥ 1", "1 ≤ a ∧ 1 ≤ b"),
        ("λ(a, b) ≥ 0 ∧ lambda(a, b) = λ(a, b)", "0 < a < b"),
        ("f_n(n + 1) + g_n(n + 1) = 2^n", "sequence: n ≤ 8"),
    ] {
        Formal::new(call, domain).unwrap_or_else(|e| panic!("{call}: {e}"));
    }
}

#[test]
fn integers_are_exact_at_any_size() {
    // 2^64 and beyond, exactly; ÷ and mod floor for every sign.
    holds_once("2^64 = 18446744073709551615 + 1");
    holds_once("(2^100 + 1) mod 2^50 = 1 ∧ 2^100 ÷ 2^99 = 2");
    holds_once("(−7) ÷ 2 = −4 ∧ (−7) mod 2 = 1 ∧ 7 ÷ (−2) = −4 ∧ 7 mod (−2) = −1");
    holds_once(
        "gcd(12, 18) = 6 ∧ gcd(0, 0) = 0 ∧ min(3, 1, 2) = 1 ∧ max(3, 1, 2) = 3 ∧ abs(−4) = 4",
    );
    // The Euclidean algorithm's quotients and their count.
    holds_once("quotients(5, 13) = quotients(5, 13) ∧ len(quotients(5, 13)) = 4 ∧ quotients(5, 13)[0] = 2 ∧ quotients(5, 13)[3] = 2");
    // Chained comparisons: 0 < a < b ≤ 3 has 3 points with a ≥ 1.
    assert_eq!(
        holds("0 < a < b ≤ 3 ⇒ a < 3", "ordered pairs: 0 < a < b", 3),
        3
    );
}

#[test]
fn rationals_are_exact_and_floors_are_integers() {
    holds_once("1/3 + 1/6 = 1/2 ∧ ⌊7/2⌋ = 3 ∧ ⌈7/2⌉ = 4 ∧ floor(−7/2) = −4 ∧ ceil(−7/2) = −3");
    holds_once("num(6/4) = 3 ∧ den(6/4) = 2 ∧ (2/3)^(−2) = 9/4");
    // ⌊b/a⌋ is b ÷ a at every pair.
    holds("⌊b/a⌋ = b ÷ a", "0 < a", 20);
    // A rational where an integer is wanted is refused, with the floor suggested.
    let e = refused("∀ k ∈ 1..b/a: k > 0", "0 < a");
    assert!(e.diagnostic.message.contains("a rational"), "{e}");
    assert!(e.diagnostic.message.contains("÷"), "{e}");
}

#[test]
fn quadratic_irrationals_are_decided_by_integers() {
    // Cole–Davie: (a, b) with 0 < a < b is a P-position iff b < φa. Both spellings.
    holds("outcome(cole-davie, a, b) = P ⇔ b < φ·a", "0 < a < b", 60);
    holds(
        "outcome(cole-davie, a, b) = P <=> b < phi*a",
        "0 < a < b",
        60,
    );
    // φ² = φ + 1, √5 = 2φ − 1, root(1) = φ, and the floors of nφ (the lower Wythoff sequence).
    holds_once("φ^2 = φ + 1 ∧ √5 = 2φ − 1 ∧ root(1) = φ ∧ sqrt(4) = 2");
    holds("⌊n·φ⌋ = ⌊n·(1 + √5)/2⌋", "sequence:", 200);
    assert_eq!(
        fails("⌊n·φ⌋ ≠ 16", "sequence: 1 ≤ n", 20),
        "n = 10  [⌊n·φ⌋: 16; 16: 16]"
    );
    // Two fields in one comparison are an error at the point, not a verdict.
    let v = verdict("√8 < φ", "sequence: n ≤ 0", 1);
    assert!(reached_limit(&v), "{v:?}");
    // A quadratic irrational is never a named part.
    let e = refused("x > 0 where x = φ", "");
    assert!(
        e.diagnostic
            .message
            .contains("a named part is a quadratic irrational"),
        "{e}"
    );
}

#[test]
fn games_are_read_through_the_tables() {
    // chl2011 Table 2 (Grossman's game): G(2, 9) = 4, G(5, 8) = 0.
    holds("a = 2 ∧ b = 9 ⇒ g(grossman, a, b) = 4", "", 9);
    holds(
        "g(grossman, 5, 8) = 0 ∧ outcome(grossman, 5, 8) = P ∧ terminal(grossman, 4, 4)",
        "sequence: n ≤ 0",
        9,
    );
    // The smallest counterexample of g < ⌊b/a⌋ in Grossman's game, with both sides: by hand,
    // (1, b) has g = b − 1 (its moves reach (1, 1), …, (1, b − 1)), (2, 3) moves only to
    // (1, 2), g = 0; (2, 5) moves to (2, 3) and (1, 2), values 0 and 1, so g = 2 = ⌊5/2⌋.
    assert_eq!(
        fails("g(grossman, a, b) < b ÷ a", "0 < a < b", 30),
        "(2, 5)  [g(grossman, a, b): 2; b ÷ a: 2]"
    );
    holds("g(grossman, a, b) ≤ b ÷ a", "0 < a < b", 30);
    // Triples: G2 and misère names; a position past the run's bound is a limit, not a verdict.
    holds(
        "g(g1, a, b, c) ≥ 0 ∧ g(misere-g2, a, b, c) ≥ 0",
        "triples:",
        6,
    );
    let v = verdict("g(grossman, a, 2b) ≥ 0", "0 < a < b", 10);
    assert!(reached_limit(&v), "{v:?}");
    let why = v.counterexample.unwrap().one_line();
    assert!(
        why.contains("(1, 12) needs the grossman table past the run's bound, N = 10"),
        "{why}"
    );
    // A position of no game is an error at the point: (0, 3) is no position of Grossman's game.
    assert!(reached_limit(&verdict("g(grossman, a, b) ≥ 0", "a < b", 5)));
}

#[test]
fn moves_are_ranged_over_in_the_games_order() {
    // The mex rule: g is the least value no move reaches, at every pair.
    holds(
        "(∀ (x, y) ∈ moves(grossman, a, b): g(grossman, x, y) ≠ g(grossman, a, b)) ∧ \
         (∀ v ∈ 0..g(grossman, a, b) − 1: ∃ (x, y) ∈ moves(grossman, a, b): g(grossman, x, y) = v)",
        "0 < a ∧ 0 < b",
        25,
    );
    // A P-position has no move to a P-position; an N-position has one.
    holds(
        "outcome(cole-davie, a, b) = P ⇔ ¬∃ m ∈ moves(cole-davie, a, b): outcome(cole-davie, m) = P",
        "",
        25,
    );
    // # counts the moves: from (3, 8) Cole–Davie has 2 (8 − 3, 8 − 6).
    holds(
        "a = 3 ∧ b = 8 ⇒ (# m ∈ moves(cole-davie, a, b): true) = 2",
        "",
        8,
    );
}

/// `∈` and `∉` (`in`, `not in`): a range's integers, a list's entries, a game's moves (the
/// entries a move writes, in its order); positions written `(x, y)`; by hand answers.
#[test]
fn membership_in_ranges_lists_and_moves() {
    holds("(n ∈ 2..5) ⇔ (2 ≤ n ∧ n ≤ 5)", "sequence:", 20);
    holds("(n ∉ 2..5) ⇔ ¬(n ∈ 2..5)", "sequence:", 20);
    holds(
        "(n not in 2..5) ⇔ (n ∉ 2..5) ∧ (n in 0..n)",
        "sequence:",
        20,
    );
    // The range's sides are recorded as a comparison's are.
    assert_eq!(
        fails("n ∈ 2..5", "sequence:", 10),
        "n = 0  [2: 2; n: 0; 5: 5]"
    );
    // 13/5 = [2; 1, 1, 2].
    holds_once("2 ∈ quotients(5, 13) ∧ 1 ∈ quotients(5, 13) ∧ 3 ∉ quotients(5, 13)");
    // Cole–Davie from (3, 8) moves to (3, 5) and (3, 2): entries as the game writes them.
    holds_once(
        "(3, 5) ∈ moves(cole-davie, 3, 8) ∧ (3, 2) ∈ moves(cole-davie, 3, 8) ∧ \
         (5, 3) ∉ moves(cole-davie, 3, 8) ∧ (3, 8) ∉ moves(cole-davie, 3, 8) ∧ \
         (0, 8) not in moves(cole-davie, 3, 8)",
    );
    // G1's moves are written sorted: (1, 2, 2) takes 1 from an entry 2 to (1, 1, 2).
    holds(
        "(1, 1, 2) ∈ moves(g1, 1, 2, 2) ∧ (1, 2, 1) ∉ moves(g1, 1, 2, 2)",
        "sequence: n ≤ 0",
        3,
    );
    // A position bound by a quantifier is among the moves it ranges over; a tuple is a
    // position for the games too (chl2011 Table 2: G(2, 9) = 4).
    holds(
        "∀ m ∈ moves(grossman, a, b): m ∈ moves(grossman, a, b)",
        "0 < a ∧ 0 < b",
        12,
    );
    holds("(a, b) = (b, a) ⇔ a = b", "", 12);
    // A position is a named part, recorded as it prints.
    assert_eq!(
        fails(
            "m ∉ moves(cole-davie, a, b) where m = (a, b − a)",
            "0 < a < b",
            5
        ),
        "(1, 2)  [m: (1, 1)]"
    );
    holds("g(grossman, (2, 9)) = 4", "sequence: n ≤ 0", 9);
    // A position of two entries is not looked for among a three-entry game's moves.
    let e = refused("(a, b) ∈ moves(g2, a, b, a + b)", "0 < a < b");
    assert!(
        e.diagnostic
            .message
            .contains("what is looked for in a game's moves is a position of two entries"),
        "{e}"
    );
    for (statement, says) in [
        ("a ∈ moves(cole-davie, a, b)", "is an integer"),
        (
            "(a, b, 1, 2) ∈ moves(cole-davie, a, b)",
            "a position of 4 entries",
        ),
        ("a/2 ∈ 1..b", "in a range of integers is a rational"),
        (
            "(a, b) ∈ quotients(a, b)",
            "in a list of integers is a position",
        ),
        ("a ∈ 1..b/2", "the range's last value is a rational"),
        ("(a, b/2) = (a, b)", "an entry of a position is a rational"),
        ("a ∈", "expected"),
        ("(a, ) = a", "expected"),
    ] {
        let e = refused(statement, "0 < a < b");
        assert!(
            e.diagnostic.message.contains(says) || e.to_string().contains(says),
            "{statement}: {e}"
        );
    }
    // An entry below 0 or past a word is no position: a limit at the point, named.
    let v = verdict("(a − 5, b) = (a, b)", "0 < a < b", 5);
    assert!(reached_limit(&v), "{v:?}");
    assert!(v
        .counterexample
        .unwrap()
        .one_line()
        .contains("entries are at least 0"));
    let v = verdict("(2^64, b) = (a, b)", "0 < a < b", 5);
    assert!(v
        .counterexample
        .unwrap()
        .one_line()
        .contains("entries are below 2^64"));
    // A misère game's last move goes to the end, which has no entries to bind: a limit at the
    // point, never the names' values left from the move before ((1, 1) moves to the end in
    // misère Grossman; from (1, 3) the inner walk meets it).
    let v = verdict(
        "∀ (p, q) ∈ moves(misere-grossman, a, b): ∀ (x, y) ∈ moves(misere-grossman, p, q): \
         x + y < p + q",
        "0 < a < b ∧ b > 2",
        8,
    );
    assert!(reached_limit(&v), "{v:?}");
    assert!(v
        .counterexample
        .unwrap()
        .one_line()
        .contains("a position of 0 entries, bound to 2 names"));
}

/// A chain of operators nests its tree one level an operator: refused past 256 levels, before
/// any evaluation (a long flat sum overflowed the stack that compiled it).
#[test]
fn a_long_chain_is_refused_before_it_is_compiled() {
    let chain = |k: usize| vec!["a"; k].join(" + ");
    assert_eq!(holds(&format!("{} ≥ 0", chain(250)), "0 < a < b", 3), 3);
    for statement in [
        format!("{} ≥ 0", chain(6000)),
        format!("{} ≥ 0", vec!["a"; 300].join(" · ")),
        format!("{}true", vec!["true ∧ "; 300].concat()),
        format!("quotients(a, b){} ≥ 0", "[0]".repeat(300)),
    ] {
        let e = refused(&statement, "0 < a < b");
        assert!(
            e.diagnostic.message.contains("deeper than 256 levels"),
            "{e}"
        );
    }
}

#[test]
fn sums_counts_and_definitions() {
    holds("(Σ k ∈ 1..n: k) = n·(n + 1)/2", "sequence:", 100);
    holds("(# k ∈ 1..n: n mod k = 0) ≥ 1", "sequence: 1 ≤ n", 100);
    // A definition of one's own, recursive with an accumulator (constant depth).
    holds(
        "def T(n) = if n = 0 then 0 else n + T(n − 1); T(n) = n·(n + 1)/2",
        "sequence: n ≤ 100",
        100,
    );
    // `n(…)` calls n: implicit multiplication follows a number only (3a, 2(a + b)).
    let e = refused("n(n + 1) > 0", "sequence:");
    assert!(e.diagnostic.message.contains("unknown function `n`"), "{e}");
    holds(
        "def fact(n, acc) = if n = 0 then acc else fact(n − 1, n·acc); fact(n, 1) > 0",
        "sequence:",
        300,
    );
    // The prelude: F, Stern, Calkin–Wilf, λ.
    holds_once("F(10) = 55 ∧ F(90) = 2880067194370816120 ∧ fib(0) = 0");
    holds("stern(0) = 0 ∧ stern(1) = 1 ∧ stern(2n) = stern(n) ∧ stern(2n + 1) = stern(n) + stern(n + 1)", "sequence:", 500);
    holds(
        "cw_index(num(cw(n)), den(cw(n))) = n",
        "sequence: 1 ≤ n",
        2000,
    );
    // chl2011 Theorem 1's worked examples: λ(5, 13) = 0 ([2; 1, 1, 2]), λ(3, 7) = 1 ([2; 3]).
    holds_once("λ(5, 13) = 0 ∧ λ(3, 7) = 1 ∧ λ(1, 1) = 0");
    // And by hand: 41/17 = [2; 2, 2, 3] (λ = 3), 5/3 = [1; 1, 2] (2), 38/11 = [3; 2, 5] (0),
    // 33/14 = [2; 2, 1, 4] (1: a2 = 1 breaks the run before a3 = 4 could count).
    holds_once("λ(17, 41) = 3 ∧ λ(3, 5) = 2 ∧ λ(11, 38) = 0 ∧ λ(14, 33) = 1");
    // Named parts are recorded at the counterexample, by name (quoted names too).
    assert_eq!(
        fails(
            "s = 2 where s = stern(n), \"the double\" = 2·stern(n)",
            "sequence: 1 ≤ n",
            10
        ),
        "n = 1  [s: 1; the double: 2; 2: 2]"
    );
}

#[test]
fn the_order_of_each_shape_makes_the_first_failure_the_smallest() {
    // Pairs by b, then a: (a, b) with a + b ≥ 7 first fails at (3, 4).
    assert_eq!(fails("a + b < 7", "pairs:", 10), "(3, 4)  [a + b: 7; 7: 7]");
    // Ordered pairs by max, then a, then b: (4, 3) comes after (3, 4) and before (0, 5).
    assert_eq!(
        fails("a + b < 7 ∨ a ≤ b", "ordered pairs:", 10),
        "(4, 3)  []"
    );
    // Triples by c, then b, then a.
    assert_eq!(
        fails("a + b + c < 6", "triples:", 5),
        "(2, 2, 2)  [a + b + c: 6; 6: 6]"
    );
    // Cases are the points that pass the filter: 0 < a < b ≤ 10 has 45.
    assert_eq!(holds("a < b", "0 < a < b", 10), 45);
    assert_eq!(holds("a < b", "ordered pairs: 0 < a ∧ a < b", 10), 45);
    assert_eq!(holds("b < a", "ordered pairs: b < a ∧ 0 < b", 10), 45);
    assert_eq!(holds("true", "triples: a < b < c", 6), 20);
}

/// Pairs at the triples' bound: `1 ≤ a ≤ b ≤ N` by `b`, then `a`, bounded by `--triples`,
/// printed as ho2012's results about pairs print theirs (`g1 a = 2, b = 3`), reading the triple
/// games at `(a, b, c)` for any `c` up to the bound.
#[test]
fn pairs_at_the_triples_bound_are_walked_as_pairs_from_one() {
    let f = Formal::new("true", "pairs at the triples' bound:").unwrap();
    assert_eq!(f.shape(), Shape::TriplePairs);
    assert_eq!(f.bound().dimension, crate::harness::Dimension::Triples);
    let points: Vec<String> = f.points(3).map(|p| p.to_string()).collect();
    assert_eq!(
        points,
        [
            "a = 1, b = 1",
            "a = 1, b = 2",
            "a = 2, b = 2",
            "a = 1, b = 3",
            "a = 2, b = 3",
            "a = 3, b = 3"
        ]
    );
    // 55 pairs up to 10 (no entry 0: no triple game has one), twice with two labels; the plan
    // counts one walk's.
    assert_eq!(holds("a ≤ b", "pairs at the triples bound", 10), 55);
    assert_eq!(f.claim_check("x/y").cases.map(|cases| cases(10)), Some(55));
    assert_eq!(
        holds("a ≥ 1", "g1, g2 pairs at the triples' bound:", 10),
        110
    );
    // By b, then a: the first pair with a + b ≥ 5 is (2, 3); in g2 after every pair of g1.
    assert_eq!(
        fails("a + b < 5", "g1 pairs at the triples' bound:", 6),
        "g1 a = 2, b = 3  [a + b: 5; 5: 5]"
    );
    // Over c up to the bound, read by name: (1, 1, 1) has no move, a P-position.
    assert_eq!(
        fails(
            "(# c ∈ b..bound: g(game, a, b, c) = 0) = 0",
            "g1, g2 pairs at the triples' bound:",
            6
        ),
        "g1 a = 1, b = 1  [(# c ∈ b..bound: g(game, a, b, c) = 0): 1; 0: 0]"
    );
    // A position past the bound is a limit at its pair, never skipped.
    let v = verdict("g(g1, a, b, b + 1) ≥ 0", "pairs at the triples' bound:", 4);
    assert!(reached_limit(&v), "{v:?}");
    assert_eq!(v.counterexample.unwrap().position, "a = 1, b = 4");
}

/// A domain labelled with several games walks its shape once for each, in order, its points
/// printed with the label, and `game` names the label's game in the statement.
#[test]
fn a_domain_labelled_with_games_walks_once_for_each() {
    // By hand: G1(1, 2, 3) = 3 ((1, 2, 3) moves to (1, 1, 3), (1, 2, 2), (1, 2, 1), … of
    // values 0, 1, 2; `g(game, …) < 3` fails there in g1 first, at the sixth triple).
    assert_eq!(
        fails("g(game, a, b, c) < 3", "g1, g2 triples:", 5),
        "g1 (1, 2, 3)  [g(game, a, b, c): 3; 3: 3]"
    );
    // Twice the cases of one walk: 35 triples up to 5, each in g1 and in g2.
    assert_eq!(holds("g(game, a, b, c) ≥ 0", "g1, g2 triples:", 5), 70);
    assert_eq!(holds("g(game, a, b, c) ≥ 0", "g2 triples:", 5), 35);
    // The second walk is g2's: a statement false only in g2 fails at its first triple there
    // (the two games share their P-positions, not their values: ho2012 prints G1(2, 3, 7) = 2,
    // G2(2, 3, 7) = 3).
    holds(
        "outcome(game, a, b, c) = outcome(g1, a, b, c)",
        "g1, g2 triples:",
        7,
    );
    let v = verdict("g(game, a, b, c) = g(g1, a, b, c)", "g1, g2 triples:", 7);
    assert!(v.counterexample.unwrap().position.starts_with("g2 "));
    let f = Formal::new("outcome(game, a, b, c) = P", "g1, misere-g2 triples: c ≥ 2").unwrap();
    assert_eq!(f.games(), ["g1", "misere-g2"]);
    assert_eq!(f.reads().len(), 2);
    // `game` without a label naming a game, a label twice or empty: refused, each saying why.
    for (statement, domain, says) in [
        (
            "g(game, a, b, c) ≥ 0",
            "triples:",
            "this domain has none that names a game",
        ),
        (
            "g(game, a, b, c) ≥ 0",
            "g2, tree triples:",
            "the label `tree` names no game",
        ),
        ("true", "g1, g1 triples:", "the label `g1` is given twice"),
        ("true", "g1,, g2 triples:", "unknown shape"),
        ("true", ", g2 triples:", "unknown shape"),
    ] {
        let e = refused(statement, domain);
        assert!(e.diagnostic.message.contains(says), "{domain}: {e}");
    }
}

/// A condition may begin with a quantifier without a shape word before it: its colon is the
/// quantifier's (it was read as a shape word, `unknown shape \`∀ k ∈ 1..a\``); a word that
/// could be a shape's is still one, or refused as unknown.
#[test]
fn a_condition_may_begin_with_a_quantifier() {
    // The ordered pairs up to 10 with b a multiple of every k ≤ a: 11 for a = 0 (no k) and for
    // a = 1, 6 for a = 2, 2 for a = 3 (b = 0, 6), then b = 0 alone: 37, as the same condition
    // after a shape word counts them.
    assert_eq!(holds("a ≤ b ∨ a > b", "∀ k ∈ 1..a: b mod k = 0", 10), 37);
    assert_eq!(
        holds(
            "a ≤ b ∨ a > b",
            "ordered pairs: ∀ k ∈ 1..a: b mod k = 0",
            10
        ),
        37
    );
    assert_eq!(
        holds("true", "forall x in quotients(a + 1, b): x ≥ 1", 6),
        holds(
            "true",
            "ordered pairs: forall x in quotients(a + 1, b): x ≥ 1",
            6
        )
    );
    for domain in [
        "tripels: a < b",
        "Triples: a < b",
        "g1 pair: a < b",
        // Punctuation or letters past ASCII in what stands before the colon: still a shape word
        // mistyped, not a condition (it was refused as a condition that does not parse).
        "g1 triples (a ≤ b): a < b",
        "g1 triples(a < b): a < b",
        "paires à b: a < b",
    ] {
        let e = refused("true", domain);
        assert!(
            e.diagnostic.message.contains("unknown shape"),
            "{domain}: {e}"
        );
    }
    // A condition before a stray colon says where the condition goes.
    let e = refused("true", "0 < a < b:");
    assert!(
        e.diagnostic
            .message
            .contains("a condition stands after the colon, not before"),
        "{e}"
    );
    assert_eq!(
        e.diagnostic.expected.as_deref(),
        Some("a shape before the colon (`pairs: 0 < a < b`), or the condition without it")
    );
    // A mistyped shape with a condition in it is still a shape mistyped.
    let e = refused("true", "g1 triples (a ≤ b): a < b");
    assert!(!e.diagnostic.message.contains("a condition stands"), "{e}");
    let e = refused("true", "pile: a < b");
    assert!(
        e.diagnostic
            .expected
            .as_deref()
            .unwrap_or("")
            .contains("nodes or piles"),
        "{e}"
    );
    // The triples' bound with a typographic apostrophe, as without.
    assert_eq!(
        holds("a ≤ b", "pairs at the triples’ bound: a < b", 5),
        holds("a ≤ b", "pairs at the triples' bound: a < b", 5)
    );
    // A label mistyped says so, with the ASCII spelling.
    let e = refused("true", "misère-g1 triples: a < b");
    assert!(
        e.diagnostic.message.contains("`misère-g1` is no label"),
        "{e}"
    );
    assert_eq!(
        e.diagnostic.expected.as_deref(),
        Some("`misere-g1`, or no label")
    );
    // A shape word with its colon forgotten says so, with the domain as meant.
    for (domain, expected) in [
        ("triples a < b < c", "`triples: a < b < c`"),
        ("g1, g2 triples a < b", "`g1, g2 triples: a < b`"),
        ("  ordered pairs a ≠ b", "`ordered pairs: a ≠ b`"),
        (
            "pairs at the triples bound 2a ≤ b",
            "`pairs at the triples bound: 2a ≤ b`",
        ),
    ] {
        let e = refused("true", domain);
        assert!(
            e.diagnostic.message.contains("needs a colon after it"),
            "{domain}: {e}"
        );
        assert_eq!(e.diagnostic.expected.as_deref(), Some(expected), "{domain}");
    }
    // A quantifier after a first conjunct keeps its colon.
    assert_eq!(
        holds("true", "a ≤ 3 ∧ ∀ k ∈ 1..a: b mod k = 0", 10),
        holds("true", "ordered pairs: a ≤ 3 ∧ ∀ k ∈ 1..a: b mod k = 0", 10)
    );
    assert_eq!(holds("true", "a ≤ 3 and (sum k in 1..a: k) < 7", 10), 44);
}

/// `misere-game` names the misère version of the label's game: ho2012's Theorem 5.7 compares
/// each game with its misère version under one label.
#[test]
fn misere_game_is_the_misere_version_of_the_labels_game() {
    // G1 and G2 are miserable (ho2012 Theorem 5.7): their values and their misère versions'
    // agree but where both are 0 or 1.
    assert_eq!(
        holds(
            "g(game, a, b, c) = g(misere-game, a, b, c) ∨ (g(game, a, b, c) ≤ 1 ∧ g(misere-game, a, b, c) ≤ 1)",
            "g1, g2 triples:",
            12
        ),
        2 * 364
    );
    let f = Formal::new(
        "g(misere-game, a, b) ≥ 0",
        "cole-davie, grossman pairs: 0 < a",
    )
    .unwrap();
    assert_eq!(f.games(), ["misere-cole-davie", "misere-grossman"]);
    // The first position where a game and its misère version differ: (1, 1) in Grossman's game
    // is final, value 0, and in the misère version it moves to the end, value 1.
    assert_eq!(
        fails(
            "g(game, a, b) = g(misere-game, a, b)",
            "grossman pairs: 0 < a",
            5
        ),
        "grossman (1, 1)  [g(game, a, b): 0; g(misere-game, a, b): 1]"
    );
    for (domain, says) in [
        ("misere-g1 triples:", "the label `misere-g1` names a misère game already"),
        ("triples:", "`misere-game` is the misère version of the game of the domain's label, and this domain has none"),
    ] {
        let e = refused("g(misere-game, a, b, c) ≥ 0", domain);
        assert!(e.diagnostic.message.contains(says), "{domain}: {e}");
    }
    // The hint names labels of the domain's own kind of game.
    for (statement, domain, hint) in [
        (
            "g(misere-game, a, b, c) ≥ 0",
            "misere-g2 triples:",
            "`g1, g2 triples:`",
        ),
        (
            "g(misere-game, a, b) ≥ 0",
            "misere-grossman pairs:",
            "`grossman, cole-davie pairs:`",
        ),
    ] {
        let e = refused(statement, domain);
        let expected = e.diagnostic.expected.clone().unwrap_or_default();
        assert!(expected.contains(hint), "{domain}: {expected}");
    }
}

/// `bound` is the run's bound, in the statement and its condition (domains such as the
/// catalogue's `c + a ≤ N`: `N` is the outcome N in the language).
#[test]
fn the_bound_is_read_by_its_name() {
    holds("bound = 7", "sequence:", 7);
    // 1 ≤ a ≤ b ≤ c with a + b + c ≤ 6, by hand: (1, 1, 1), (1, 1, 2), (1, 1, 3), (1, 1, 4),
    // (1, 2, 2), (1, 2, 3), (2, 2, 2).
    assert_eq!(holds("true", "triples: a + b + c ≤ bound", 6), 7);
    // A condition that keeps the statement's positions inside the tables: no limit reached.
    holds("g(g2, a, b + a, c + a) ≥ 0", "triples: c + a ≤ bound", 8);
    assert!(Formal::new("∀ k ∈ 1..bound: k ≤ a + b", "0 < a < b")
        .unwrap()
        .reads_bound());
    assert!(Formal::new("true", "0 < a < bound").unwrap().reads_bound());
    assert!(!Formal::new("a < b", "0 < a").unwrap().reads_bound());
    // A part may not take the name.
    let e = refused("n = 0 where bound = 3", "sequence:");
    assert!(
        e.diagnostic.message.contains("`bound` is named twice"),
        "{e}"
    );
}

/// The tree's nodes, generation by generation from left to right, each with its number: the
/// first four generations written out by hand from the children rule a/b → a/(a + b), (a + b)/b.
#[test]
fn the_nodes_of_the_tree_are_walked_by_generation_from_left_to_right() {
    let f = Formal::new("true", "nodes:").unwrap();
    let walked: Vec<String> = f
        .points(4)
        .map(|p| format!("{p} {}", p.vars()[2]))
        .collect();
    let by_hand = [
        "1/1", "1/2", "2/1", "1/3", "3/2", "2/3", "3/1", "1/4", "4/3", "3/5", "5/2", "2/5", "5/3",
        "3/4", "4/1",
    ];
    let numbered: Vec<String> = by_hand
        .iter()
        .enumerate()
        .map(|(i, node)| format!("{node} {}", i + 1))
        .collect();
    assert_eq!(walked, numbered);
    // Cases: 2^N − 1 nodes; a condition keeps the points where it holds (the root left out).
    assert_eq!(holds("a ≠ b ⇔ n > 1", "nodes:", 10), 1023);
    assert_eq!(holds("true", "nodes: n > 1", 10), 1022);
    // The first failure is the leftmost node of the first generation where it fails: a ≤ 3
    // first fails at 4/3 (generation 4), not at 4/1 (its last node).
    assert_eq!(fails("a ≤ 3", "nodes:", 6), "4/3  [a: 4; 3: 3]");
    // Stern's sequence names the nodes (s(n)/s(n + 1)): the prelude against the walk.
    holds("a = stern(n) ∧ b = stern(n + 1)", "nodes:", 14);
    // The shape's bound is the generations: 1 to 30, 18 by default.
    let b = f.bound();
    assert_eq!(
        (b.dimension, b.min, b.default, b.max),
        (Dimension::Generations, 1, 18, 30)
    );
}

/// A statement over the nodes reads a game's table up to the largest entry of its
/// generations, F(N + 1): the plan is told, and a node past a smaller table is never met.
#[test]
fn the_nodes_read_the_tables_up_to_their_largest_entry() {
    // F(2), …, F(8) by hand; 92 generations still fit a word (F(93) < 2^64), 93 do not.
    let firsts: Vec<u64> = (0..=7).map(crate::claims::tree_entries).collect();
    assert_eq!(firsts, [0, 1, 2, 3, 5, 8, 13, 21]);
    assert_eq!(crate::claims::tree_entries(92), 12200160415121876738);
    assert_eq!(crate::claims::tree_entries(93), u64::MAX);
    assert_eq!(crate::claims::tree_entries(u64::MAX), u64::MAX);
    // The largest entry met in each generation is that bound, by the walk itself.
    let f = Formal::new("true", "nodes:").unwrap();
    for g in 1..=16 {
        let largest = f.points(g).map(|p| p.vars()[0].max(p.vars()[1])).max();
        assert_eq!(
            largest,
            Some(crate::claims::tree_entries(g)),
            "generation {g}"
        );
    }
    let reads = Formal::new("outcome(grossman, a, b) = P ⇒ a < φ·b ∧ b < φ·a", "nodes:")
        .unwrap()
        .reads();
    assert_eq!(reads.len(), 1);
    assert_eq!(reads[0].size, ReadSize::TreeEntries);
    // hss2008: Grossman's P-positions lie in the cone g < a/b < G. Up to generation 9 the
    // table is read to F(10) = 55 and no node is past it.
    holds(
        "outcome(grossman, a, b) = P ⇒ a < φ·b ∧ b < φ·a",
        "nodes:",
        9,
    );
    // A node that leaves its generation's entries is past the table: a limit, named.
    let v = verdict("g(grossman, a, 2b) ≥ 0", "nodes:", 5);
    assert!(reached_limit(&v), "{v:?}");
    let why = v.counterexample.unwrap().one_line();
    assert!(
        why.contains("needs the grossman table past the run's bound, N = 8"),
        "{why}"
    );
}

/// A closed part (no variable, game, call or quantifier) is computed once, when the statement
/// is compiled, to the same value; one that fails there (a division by zero) is left to fail at
/// the first point, as a limit reached that names it, exactly as unfolded.
#[test]
fn closed_parts_are_computed_once_and_their_failures_kept() {
    let f = Formal::new("n < (√5 + 1)/2 · 2^0", "sequence:").unwrap();
    let Node::Compare(operands, ..) = &f.0.programs[0].body else {
        panic!("the statement is a comparison")
    };
    assert!(matches!(operands[1], Node::Real(_)), "{:?}", operands[1]);
    // 0 < φ and 1 < φ; 2 > φ = 1.618…: the first counterexample, with φ's value as folded.
    assert_eq!(
        fails("n < (√5 + 1)/2 · 2^0", "sequence:", 10),
        "n = 2  [n: 2; (√5 + 1)/2 · 2^0: 1/2 + 1/2·√5]"
    );
    let v = verdict("n < 1/(2 − 2)", "sequence:", 10);
    assert!(reached_limit(&v), "{v:?}");
    let at = v.counterexample.expect("the point").one_line();
    assert!(at.contains("division by zero"), "{at}");
    // A nest over a failing part fails with it, where it must read it; a connective, a
    // condition or a chain of comparisons that stops before it does not.
    let v = verdict("n < ((1/(2 − 2) + 1)·3 + 1) ∨ n ≥ 0", "sequence:", 3);
    assert!(reached_limit(&v), "{v:?}");
    holds("n ≥ 0 ∨ ((1/(2 − 2) + 1)·3 + 1) > 0", "sequence:", 3);
    holds("(1 > 2 < 1/(2 − 2)) ∨ n ≥ 0", "sequence:", 3);
    holds(
        "(if n ≥ 0 then 1 else (1/(2 − 2) + 1)·3) = 1",
        "sequence:",
        3,
    );
}

/// A recursion that is no tail call ends, at the depth limit, as a limit reached at the first
/// point that needs it (n = 199: each level nests three evaluations), on the run's own threads'
/// stacks; a tail call of any length does not.
#[test]
fn a_deep_recursion_is_a_limit_and_a_tail_call_is_not() {
    let v = verdict(
        "def f(n) = if n = 0 then 0 else 1 + f(n - 1); f(n) ≥ 0",
        "sequence:",
        1000,
    );
    assert!(reached_limit(&v), "{v:?}");
    let at = v.counterexample.expect("the point").one_line();
    assert!(at.starts_with("n = 199"), "{at}");
    assert!(at.contains("nests deeper than 600"), "{at}");
    // The same depth with the call one operand down: the limit at the same point.
    let v = verdict(
        "def f(k) = if k = 0 then 0 else 1 + f(k - 1); 0 + f(n) = n",
        "sequence: n = 198",
        1000,
    );
    assert!(reached_limit(&v), "{v:?}");
    holds(
        "def f(n, acc) = if n = 0 then acc else f(n - 1, acc + 1); f(n, 0) = n",
        "sequence:",
        1000,
    );
}

/// A point's steps count the work of its big numbers, not only its operations: the greatest
/// common divisor of two numbers of about a million bits (one operation, seconds of work) ends
/// the point as a limit reached, naming their size, where the same of numbers of a few
/// thousand bits holds; so does a large power of a quadratic irrational; a sum of rationals whose denominators grow reaches the limit at a
/// smaller `--steps` well before it would by its count of terms (3 steps a term).
#[test]
fn big_numbers_count_steps_by_their_size() {
    let v = verdict("gcd(3^(600000 + n), 2^(900000 + n)) = 1", "sequence:", 0);
    assert!(reached_limit(&v), "{v:?}");
    let at = v.counterexample.expect("the point").one_line();
    assert!(
        at.contains("numbers of ") && at.contains(" words counts "),
        "{at}"
    );
    holds("gcd(3^(6000 + n), 2^(9000 + n)) = 1", "sequence:", 3);
    // A power is counted before it is computed, by the least size of its result: (√4445)^18400
    // = 4445^9200, some 110,000 bits, took tens of seconds of reduced fractions.
    let v = verdict("√4445^(18400 + n) > 1", "sequence:", 0);
    assert!(reached_limit(&v), "{v:?}");
    let at = v.counterexample.expect("the point").one_line();
    assert!(at.contains("(in `√4445^(18400 + n)`)"), "{at}");
    holds("√4445^(184 + n) > 1", "sequence:", 3);
    // A power whose least size is past the size limit meets that limit, not the steps'.
    let v = verdict("2^(2^21 + n) > 0", "sequence:", 0);
    assert!(reached_limit(&v), "{v:?}");
    let at = v.counterexample.expect("the point").one_line();
    assert!(at.contains("bits, the limit"), "{at}");
    let harmonic = Formal::new("(Σ k ∈ 1..n: 1/k) > 0", "sequence: n ≥ 1")
        .unwrap_or_else(|e| panic!("{e}"))
        .with_steps(100_000);
    let v = harmonic.run(&Tables::new(catalogue()), &mut Run::whole(3000));
    assert!(reached_limit(&v), "{v:?}");
    assert!((300..3000).contains(&v.cases), "{v:?}");
    holds("(Σ k ∈ 1..n: 1/k) > 0", "sequence: n ≥ 1", 300);
}

/// Two big rationals are compared without recursion: the ratios of consecutive Fibonacci
/// numbers near F(10000) (computed by doubling) share thousands of continued-fraction terms, one
/// level of num-rational's own comparison each, which overflowed a worker thread's stack.
#[test]
fn close_big_rationals_compare_on_any_stack() {
    let statement = "def fi(a, b, p, q, k) = if k = 0 then b else if k mod 2 = 0 then \
        fi(a, b, p·p + q·q, 2·p·q + q·q, k ÷ 2) else fi(b·q + a·q + a·p, b·p + a·q, p, q, k − 1); \
        def FF(k) = fi(1, 0, 0, 1, k); FF(n + 1)/FF(n) ≠ FF(n + 2)/FF(n + 1)";
    assert_eq!(holds(statement, "sequence: 10000 ≤ n", 10003), 4);
}

/// A value is recorded as the answer it prints as: integers of every size (words at both ends,
/// big ones of either sign), truth values and outcomes built directly, the rest read from their
/// text. A counterexample's named value of 2²⁰⁰⁰ is its digits.
#[test]
fn values_are_recorded_as_they_print() {
    use eval::Value;
    use num_bigint::BigInt;
    let big: BigInt = BigInt::from(1u8) << 200;
    let values = [
        Value::Int(num::Int::Small(0)),
        Value::Int(num::Int::Small(-1)),
        Value::Int(num::Int::Small(i64::MIN)),
        Value::Int(num::Int::Small(i64::MAX)),
        Value::Int(num::Int::from_big(big.clone())),
        Value::Int(num::Int::from_big(-big)),
        Value::Bool(true),
        Value::Bool(false),
        Value::Outcome(true),
        Value::Outcome(false),
        Value::Pos(std::rc::Rc::new(vec![3, 5])),
    ];
    for v in &values {
        assert_eq!(v.answer(), crate::vocab::Answer::of(v), "{v}");
    }
    let line = fails("x < 0 where x = 2^2000", "sequence: n ≤ 0", 1);
    let digits = (BigInt::from(1u8) << 2000u32).to_string();
    assert!(line.contains(&format!("x: {digits};")), "{line}");
    // A side that is a named part, quoted or not, is recorded once, under its name (a quoted
    // side was recorded again under its text, `"the value": 3` beside `the value: 3`).
    assert_eq!(
        fails(
            "\"the value\" = n + 1 where \"the value\" = 2·n + 1",
            "sequence:",
            5
        ),
        "n = 1  [the value: 3; n + 1: 2]"
    );
    assert_eq!(
        fails("v = n + 1 where v = 2·n + 1", "sequence:", 5),
        "n = 1  [v: 3; n + 1: 2]"
    );
}

/// The run of `f` up to `n` as a run takes it (on words where its program allows) and on values
/// only: the same verdict, cases and counterexample with its named values.
fn same_on_words_and_values(f: &Formal, n: u64) {
    let tables = Tables::new(catalogue());
    let once = |f: &Formal| {
        let v = f.run(&tables, &mut Run::whole(n));
        (v.status, v.cases, v.counterexample)
    };
    assert_eq!(
        once(f),
        once(&f.on_values()),
        "{} over {} up to {n}",
        f.statement(),
        f.domain()
    );
}

/// Statements the evaluator on words must answer as the one on values does: (statement,
/// domain, bound, steps).
const WORD_CASES: &[(&str, &str, u64, u64)] = &[
    // Past a word: the sum, the product, the power, the negation, the count.
    (
        "a·2^62 + b·2^62 ≥ 0 where x = 2^62·b",
        "pairs:",
        6,
        DEFAULT_STEPS,
    ),
    ("(a − 2^62)·4 < 0", "pairs:", 4, DEFAULT_STEPS),
    (
        "(−2)^(60 + a) ≠ 0 where p = (−2)^(60 + a)",
        "pairs:",
        5,
        DEFAULT_STEPS,
    ),
    (
        "−(−2^62 − 2^62 + a − a) > 0 ∧ abs(−2^62·2 + b) > 0",
        "pairs:",
        3,
        DEFAULT_STEPS,
    ),
    ("(Σ k ∈ 1..b: 2^61) > 0", "pairs:", 6, DEFAULT_STEPS),
    (
        "⌈(−2^62·2 + a)⌉ < 0 ∧ min(a, b) ≤ max(a, b)",
        "pairs:",
        3,
        DEFAULT_STEPS,
    ),
    // A division by zero, a remainder modulo zero, at their places.
    ("b ÷ a ≥ 0", "pairs:", 4, DEFAULT_STEPS),
    ("⌊b/a⌋ ≥ 0", "pairs:", 4, DEFAULT_STEPS),
    ("b mod (a − 1) ≥ 0", "pairs:", 4, DEFAULT_STEPS),
    (
        "(−7) mod 2 = 1 ∧ (−7) ÷ 2 = −4 ∧ 7 mod (−2) = −1 ∧ ⌊(−7)/2⌋ = −4",
        "pairs:",
        2,
        DEFAULT_STEPS,
    ),
    (
        "0^0 = 1 ∧ (−1)^(a + 1) ≠ 0 ∧ 1^b = 1 ∧ gcd(−4, 6) = 2",
        "pairs:",
        3,
        DEFAULT_STEPS,
    ),
    ("2^(a − 1) ≥ 1", "pairs:", 3, DEFAULT_STEPS),
    // A table past the bound, a position of no game, a move of no position.
    ("g(grossman, a, b + 1) ≥ 0", "0 < a < b", 6, DEFAULT_STEPS),
    ("g(grossman, a, b) ≥ 0", "pairs:", 6, DEFAULT_STEPS),
    ("g(grossman, a − 1, b) ≥ 0", "0 < a ≤ b", 6, DEFAULT_STEPS),
    (
        "∀ (x, y) ∈ moves(grossman, a, b): g(grossman, x, y) < 3",
        "0 < a < b",
        12,
        DEFAULT_STEPS,
    ),
    (
        "∀ (x, y, z) ∈ moves(g2, a, b, c): g(g2, x, y, z) ≠ g(g2, a, b, c)",
        "triples:",
        8,
        DEFAULT_STEPS,
    ),
    (
        "terminal(cole-davie, a, b) ⇔ a = 0",
        "pairs:",
        6,
        DEFAULT_STEPS,
    ),
    // Rationals and quadratic irrationals: compared (an integer with one, in chains),
    // floored, their ceilings, numerators and denominators, divided by zero, past two
    // words, of two fields (the evaluator on values says which).
    ("b < φ·a ⇔ outcome(cole-davie, a, b) = P", "0 < a < b", 30, DEFAULT_STEPS),
    ("a/b < 1 < b/a ∧ ⌊b/a − a/b⌋ = ⌊abs(b/a − a/b)⌋ ∧ ⌈b/a⌉ ≥ b ÷ a", "0 < a < b", 30, DEFAULT_STEPS),
    ("num(a/b)·den(b/a) = a·num(b/a) ÷ gcd(a, b) ∧ −(a/b) < 0 ∧ min(a/b, 1/2, 2) ≤ max(1, b/a)", "0 < a < b", 20, DEFAULT_STEPS),
    ("(if a < 3 then a/2 else φ·a) > 0 ∧ (b ÷ 2)/(a − 1) ≥ 0", "0 < a < b", 8, DEFAULT_STEPS),
    ("(a·2^61)/(b·2^61 + 1) < 1 ∧ φ·(a·2^60) < (b·2^62)·φ", "0 < a < b", 6, DEFAULT_STEPS),
    ("√(a·b) ≤ (a + b)/2 ∧ (√5 < √(b + 5) ∨ a < b)", "0 < a < b", 12, DEFAULT_STEPS),
    ("b/a > root(⌊b/a⌋) ∨ ⌊root(b) − φ⌋ ≥ 0 ∨ ⌈√b⌉ ≥ 1", "0 < a < b", 20, DEFAULT_STEPS),
    // Definitions taking and returning them (kept in the point's store by number).
    ("def after(r) = if r < 1 then 1/r else r; after(b/a) ≥ 1 ∧ after(a/b) = b/a ∧ after(a/(a + b)) > 1", "0 < a < b", 20, DEFAULT_STEPS),
    ("def below(x, y) = x < y; def times(n) = φ·n; below(b/a, φ) ⇔ b < times(a) ⇔ outcome(cole-davie, a, b) = P", "0 < a < b", 30, DEFAULT_STEPS),
    ("def pick(a, b) = if a < b then √b else a/b; def twice(x) = 2·x; ⌊pick(a, b)⌋ ≥ 0 ∧ twice(pick(b, a)) < 2·b", "0 < a ≤ b", 20, DEFAULT_STEPS),
    ("def newton(x, k) = if k = 0 then x else newton((x + 2/x)/2, k − 1); newton(b/a, a) > 1", "0 < a < b", 12, DEFAULT_STEPS),
    ("def r(x, y) = if y = 0 then 0 else x/y; ∀ k ∈ 0..b: r(a, k) ≤ a", "0 < a < b", 8, DEFAULT_STEPS),
    ("def inc(n) = n + 1; def f(r, n) = inc(n) > r ∧ r > 0; f(b/a, a) ⇔ a·(a + 1) > b", "0 < a < b", 12, DEFAULT_STEPS),
    // An `if` of those kinds with an integer branch, as a definition's value and as an
    // argument; a definition of those kinds ending in a call of one of integers (a
    // reviewer's findings: the integer was read as a number of the store).
    ("def f(n) = if n > 5 then 1/2 else n; f(6) ≤ f(a)", "pairs:", 4, DEFAULT_STEPS),
    ("def f(n) = if n > 5 then φ else n; f(6) ≤ f(a)", "pairs:", 4, DEFAULT_STEPS),
    ("def f(r, n) = if n > 3 then r else n; f(1/2, 9) ≤ f(1/3, a)", "pairs:", 4, DEFAULT_STEPS),
    ("def h(r, s) = r ≤ s; h(1/2, if a < b then a else b/(a + 1)) ∨ a = b", "pairs:", 4, DEFAULT_STEPS),
    ("def inc(n) = n + 1; def f(r, n) = if n > 3 then r else inc(n); f(1/2, 9) ≤ f(1/3, a)", "pairs:", 4, DEFAULT_STEPS),
    // A list given up half made (past a word) is emptied before it is made again, at the
    // thread's next point too (a reviewer's finding: its entries were kept).
    ("len([a, b, 2^62·(a mod 2 + 1)]) = 3", "pairs:", 6, DEFAULT_STEPS),
    ("def s(x, y) = x + y; s(a, b) = a + b ∧ len([a, 2^62·(a mod 2 + 1)]) = 2", "pairs:", 6, DEFAULT_STEPS),
    ("(∃ k ∈ 1..b: [a, k] = [k, a] ∧ len([k, 2^62·(k mod 3)]) = 2) ∨ a ≠ a", "0 < a ≤ b", 6, DEFAULT_STEPS),
    // The floor of a quotient of rationals is an integer (its operation's kind is its
    // operands'): compared as one, in a statement and in a filter (found by the fuzz
    // target's corpus).
    ("(b/(−3)) ÷ 2 = (a/(−3)) ÷ 8 ∨ (b/a) ÷ (1/2) ≥ 2·(b ÷ a)", "pairs: 0 < a", 12, DEFAULT_STEPS),
    ("2 = 4444·b ÷ −2224865815981846183·a/−222 ÷ 8486581590145542486581", "5981846183·a/−222 ÷ 84865815981846 = 83·a/−222 ÷ 8", 3, 2000),
    ("def half(r) = r ÷ 2; half(b/a) = (b ÷ a) ÷ 2 ∧ (φ·b) ÷ a ≥ b ÷ a", "0 < a < b", 12, DEFAULT_STEPS),
    ("⌊φ·a⌋ ≤ φ·a < ⌊φ·a⌋ + 1 ∧ ⌈√b⌉ − 1 < √b ≤ ⌈√b⌉ ∧ ⌊b/a − a/b⌋ ≤ b/a − a/b < ⌊b/a − a/b⌋ + 1", "0 < a < b", 20, DEFAULT_STEPS),
    ("num(b/a) = b ÷ gcd(a, b) ∧ den(b/a) = a ÷ gcd(a, b) ∧ ⌈−b/a⌉ = −(b ÷ a) ∧ max(a/b, 1/2) ≥ 1/2", "0 < a < b", 20, DEFAULT_STEPS),
    // Lists: the continued fraction (of no a ≤ 0), its entries and length, an index past
    // its end, lists compared and given to definitions, recorded as parts; the last one
    // kept for the next reading costs no steps in either evaluator.
    ("len(quotients(a, b)) ≥ 1 where q = quotients(a, b)", "pairs:", 8, DEFAULT_STEPS),
    ("quotients(a, b)[1] ≥ 1", "0 < a ≤ b", 12, DEFAULT_STEPS),
    ("quotients(a, b) = quotients(a, b + a) ∨ quotients(a, b)[0] + 1 = quotients(a, b + a)[0]", "0 < a ≤ b", 12, DEFAULT_STEPS),
    ("quotients(a, b) = quotients(2·a, 2·b) ∧ quotients(a, b) ≠ quotients(a, b + 1)", "0 < a ≤ b", 12, DEFAULT_STEPS),
    ("quotients(a, b) ≠ quotients(b, a) where q = quotients(a, b), r = quotients(b, a)", "0 < a < b", 12, DEFAULT_STEPS),
    ("def s(q, i) = if i ≥ len(q) then 0 else q[i] + s(q, i + 1); s(quotients(a, b), 0) = (Σ x ∈ quotients(a, b): x)", "0 < a ≤ b", 20, DEFAULT_STEPS),
    ("∀ x ∈ quotients(a, b): x ≥ 1 ∧ (∃ y ∈ quotients(a, b): y = x)", "0 < a ≤ b", 30, 60),
    ("λ(a, b) ≥ 0 where l = λ(a, b), q = quotients(a, b)", "0 < a < b", 30, 45),
    // Lists written out and joined, recorded, indexed, past the limit of steps.
    ("[a, b] ++ [] = [a] ++ [b] ∧ len([b] ++ quotients(a, b)) ≥ 2 where l = [a − b, b] ++ [a]", "0 < a ≤ b", 12, DEFAULT_STEPS),
    ("def rep(l, k) = if k = 0 then l else rep(l ++ l, k − 1); len(rep([a], b)) = 2^b", "0 < a ≤ b", 12, 400),
    ("([a] ++ [b])[2] ≥ 0", "0 < a ≤ b", 4, DEFAULT_STEPS),
    // Positions: written out, compared, given to a game, bound to one name (a misère
    // game's last move has no entry), recorded as parts, looked for among the moves.
    ("(a, b) = (b, a) ⇔ a = b where p = (a, b), q = (b, a + b)", "pairs:", 6, DEFAULT_STEPS),
    ("g(grossman, (a, b)) = g(grossman, a, b)", "0 < a ≤ b", 10, DEFAULT_STEPS),
    ("∃ m ∈ moves(grossman, a, b): g(grossman, m) = 0 ⇔ outcome(grossman, a, b) = N", "0 < a < b", 12, DEFAULT_STEPS),
    ("∀ m ∈ moves(misere-grossman, a, b): g(misere-grossman, m) ≥ 0", "0 < a ≤ b", 8, DEFAULT_STEPS),
    ("∀ m ∈ moves(misere-grossman, a, b): terminal(misere-grossman, m) ∨ m ≠ (a, b)", "0 < a ≤ b", 8, DEFAULT_STEPS),
    ("(a, b − a) ∈ moves(cole-davie, a, b) ⇔ a ≤ b where m = (a, b − a)", "0 < a ≤ b", 12, DEFAULT_STEPS),
    ("∃ (x, y, z) ∈ moves(g2, a, b, c): (x, y, z) = (a, b, c − a)", "triples: a < c", 8, DEFAULT_STEPS),
    ("g(g1, (a, b, c)) = g(g1, c, b, a) where p = (c, b, a)", "triples:", 6, DEFAULT_STEPS),
    // Serial Nim: its values, outcomes and ends by the one solver, its moves bound to a
    // name, its piles from the walk's number; a pile of 0, a position past the bound.
    ("g(serial-nim, p) ≤ p[0] ∧ (∀ m ∈ moves(serial-nim, p): terminal(serial-nim, m) ∨ outcome(serial-nim, m) = P ∨ g(serial-nim, m) > 0) where q = p", "piles:", 7, DEFAULT_STEPS),
    ("g(cole-davie, a, b) = g(serial-nim, quotients(a, b))", "0 < a ≤ b", 20, DEFAULT_STEPS),
    ("g(serial-nim, [a, b − a]) ≥ 0", "0 < a ≤ b", 6, DEFAULT_STEPS),
    ("g(serial-nim, [a, b, 1]) ≥ 0", "0 < a ≤ b", 6, DEFAULT_STEPS),
    ("g(serial-nim, p ++ [1]) ≥ 0", "piles:", 5, DEFAULT_STEPS),
    ("terminal(serial-nim, [a − 1, 1]) ∨ a > 0", "0 < a ≤ b", 4, DEFAULT_STEPS),
    ("∀ m ∈ moves(serial-nim, [b, a − 1]): len(m) > 0", "0 < a ≤ b", 4, DEFAULT_STEPS),
    // More positions in a point than the store keeps: the point goes to values.
    ("∀ k ∈ 1..20000: (a, k) ≠ (b + 1, k)", "0 < a < b", 3, DEFAULT_STEPS),
    // The limits of steps and depth, met at the same point with the same words.
    ("(# k ∈ 1..a·b: k mod 3 = 0) ≥ 0", "pairs:", 30, 200),
    (
        "def f(n) = if n = 0 then 0 else 1 + f(n − 1); f(a·b) = a·b",
        "pairs:",
        40,
        DEFAULT_STEPS,
    ),
    (
        "def h(n, acc) = if n = 0 then acc else h(n − 1, acc + n); h(b, 0) = b·(b + 1) ÷ 2",
        "pairs:",
        30,
        300,
    ),
    (
        "outcome(game, a, b, c) = P ⇒ c < a + b where v = g(game, a, b, c)",
        "g1, g2 triples:",
        10,
        DEFAULT_STEPS,
    ),
    (
        "(# c ∈ b..bound: outcome(game, a, b, c) = P) ≤ 1",
        "g1, misere-g2 pairs at the triples' bound:",
        12,
        DEFAULT_STEPS,
    ),
];

/// The evaluator on machine words (`word.rs`) decides nothing of its own: where it gives up
/// (a word overflowed, a division by zero, a table past the bound, the step or depth limit) the
/// evaluator on values takes the point again, and every verdict, case count, counterexample,
/// named value and limit is the one the evaluator on values gives alone.
#[test]
fn the_evaluator_on_words_agrees_with_the_one_on_values() {
    let word = |statement: &str, domain: &str| {
        let f = Formal::new(statement, domain).unwrap_or_else(|e| panic!("{e}"));
        f.0.programs.iter().all(|p| p.words)
    };
    // Which programs are evaluated on words: integers, truth values, outcomes; a floor of a
    // quotient of integers is an integer division.
    assert!(word("g(grossman, a, b) ≤ ⌊b/a⌋ ∨ a = 0", "pairs:"));
    assert!(word("floor(b / (a + 1)) = b ÷ (a + 1)", "pairs:"));
    assert!(word(
        "∀ (x, y) ∈ moves(cole-davie, a, b): g(cole-davie, x, y) ≥ 0",
        "pairs:"
    ));
    // Rationals and quadratic irrationals where they are compared, floored or taken apart,
    // and as definitions' arguments and results (a named part of those kinds keeps the
    // values, and so does a power of them).
    assert!(word("b < φ·a", "0 < a < b"));
    assert!(word(
        "a/2 < b ∧ ⌊b/a − a/b⌋ ≥ 0 ∧ num(a/b) ≤ a",
        "0 < a < b"
    ));
    assert!(word(
        "max(a, b)/min(a, b) > (√5 + 1)/2 ∨ b/a < root(b ÷ a)",
        "0 < a < b"
    ));
    assert!(!word("x < b where x = a/2", "pairs:"));
    assert!(word("def h(r) = r < 1; h(a/b)", "0 < a < b"));
    assert!(word(
        "def after(r) = if r < 1 then 1/r else r; after(a/b) = b/a ∧ ⌊after(φ·a)⌋ > 0",
        "0 < a < b"
    ));
    assert!(!word("(a/b)^2 < 1", "0 < a < b"));
    assert!(word(
        "len(quotients(a, b)) > 0 where q = quotients(a, b)",
        "0 < a < b"
    ));
    assert!(word(
        "∃ m ∈ moves(grossman, a, b): g(grossman, m) = 0 where p = (a, b)",
        "0 < a < b"
    ));
    assert!(word("(a, b) = (b, a) ∨ a/b ≠ 1", "0 < a < b"));
    for &(statement, domain, n, steps) in WORD_CASES {
        let f = Formal::new(statement, domain)
            .unwrap_or_else(|e| panic!("{e}"))
            .with_steps(steps);
        same_on_words_and_values(&f, n);
    }
    // Steps counted alike, node by node: at every limit from 1 to 150 the first point that
    // meets it is the same (a step the evaluator on words forgot would let it finish a point
    // that the evaluator on values stops).
    for (statement, domain, n) in [
        ("λ(a, b) ≥ 0 ∧ quotients(a, b)[0] = b ÷ a", "0 < a < b", 7),
        ("(Σ x ∈ quotients(a, b): x) ≥ len(quotients(a, b)) where q = quotients(a, b)", "0 < a ≤ b", 7),
        ("∀ (x, y) ∈ moves(cole-davie, a, b): ¬terminal(cole-davie, x, y) ⇒ g(cole-davie, x, y) ≥ 0", "pairs:", 6),
        ("def f(n) = if n = 0 then 0 else 1 + f(n − 1); f(a + b) = a + b ∧ min(a, b, 3) ≤ gcd(a, b) + 3", "pairs:", 6),
        ("(# c ∈ b..bound: outcome(game, a, b, c) = P) ≥ 0 ∧ -a ≤ abs(a)", "g1, g2 pairs at the triples' bound:", 5),
        ("len([a, b] ++ [a + b] ++ quotients(a, b)) ≥ 4 ∨ [b] ++ [] = [a]", "0 < a ≤ b", 6),
        ("b < φ·a ∧ ⌊b/a − a/b⌋ ≥ 0 ∨ min(a/b, 1/3) − √b < (if a = 1 then 2 else −b/a)", "0 < a < b", 6),
        ("g(cole-davie, a, b) = g(serial-nim, quotients(a, b)) ∧ ∃ m ∈ moves(serial-nim, quotients(a, b)): len(m) ≥ 0", "0 < a ≤ b", 6),
        ("g(serial-nim, p) ≥ 0 ∨ terminal(serial-nim, p)", "piles:", 6),
        ("def inc(n) = n + 1; def f(r, n) = if n > 3 then r else inc(n); f(1/2, 9) ≤ f(1/3, a) ∨ f(if a < b then a else b/a, b) > 0", "pairs:", 5),
        ("def after(r) = if r < 1 then 1/r else r; def s(x, k) = if k = 0 then x else s(after(x) − 1, k − 1); after(a/b) ≥ 1 ∧ ⌊s(φ·a, 2)⌋ ≥ −1 ∧ s(b/a, 3) ≥ −1", "0 < a < b", 6),
        ("∀ m ∈ moves(misere-cole-davie, a, b): terminal(misere-cole-davie, m) ∨ g(misere-cole-davie, m) ≥ 0 where p = (a, b)", "0 < a ≤ b", 6),
    ] {
        for steps in 1..=150 {
            let f = Formal::new(statement, domain).unwrap().with_steps(steps);
            same_on_words_and_values(&f, n);
        }
    }
    // Every formal statement of the catalogue, at a small bound of its shape.
    for claim in &catalogue().claims {
        let Some(formal) = &claim.formal else {
            continue;
        };
        let f = Formal::new(&formal.statement.text, &formal.domain.text).unwrap();
        let n = match f.shape() {
            Shape::Triples | Shape::TriplePairs => 12,
            Shape::Nodes | Shape::Piles => 8,
            _ => 40,
        };
        same_on_words_and_values(&f, n);
    }
}

/// An error inside a prelude definition is placed at the statement's call that reached it: the
/// definition's places are in the prelude's text, and were shown at the statement's bytes of
/// the same numbers (a wrong place, or a slice inside a character: a panic).
#[test]
fn an_error_inside_the_prelude_is_placed_at_the_call() {
    // At compile time, with what went wrong inside.
    let e = refused("λ(a/2, b) ≥ 0", "0 < a < b");
    assert!(
        e.diagnostic.message.ends_with("inside the prelude's `λ`"),
        "{e}"
    );
    assert_eq!(e.diagnostic.span, 0.."λ".len());
    let e = refused("a > 0 ∧ stern(a/2) ≥ 0", "0 < a < b");
    assert!(
        e.diagnostic
            .message
            .ends_with("inside the prelude's `stern_from`, inside the prelude's `stern`"),
        "{e}"
    );
    assert_eq!(
        &"a > 0 ∧ stern(a/2) ≥ 0"[e.diagnostic.span.clone()],
        "stern"
    );
    // At a point: the limit named at the call, directly or through a definition of one's own.
    for (statement, call) in [
        ("F(a + 100000000) ≥ 0 ∨ aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa > 0 where aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa = 0", "F(a + 100000000)"),
        ("def h(n) = F(n); h(a + 100000000) ≥ 0", "h(a + 100000000)"),
        ("F(a + 100000000) ≥ 0 ∨ 0 = 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0 − 0", "F(a + 100000000)"),
    ] {
        let v = verdict(statement, "pairs:", 2);
        assert!(reached_limit(&v), "{v:?}");
        let at = v.counterexample.expect("the point").one_line();
        assert!(at.contains(&format!("(in `{call}`)")), "{at}");
    }
}

/// A recursive definition's result is first taken to be an integer; one that returns a truth
/// value or an outcome compiles with that kind instead of being refused for its branches.
#[test]
fn a_recursive_definition_may_return_a_truth_value() {
    holds(
        "def even(n) = if n = 0 then true else ¬even(n − 1); even(2·a) ∧ ¬even(2·b + 1)",
        "pairs:",
        6,
    );
    holds(
        "def o(n) = if n = 0 then P else o(n − 1); o(a) = P",
        "pairs:",
        6,
    );
    // A body of no kind is still refused, with the first error found.
    let e = refused(
        "def p(n) = if n = 0 then 1 else p(n) ∧ true; p(a)",
        "pairs:",
    );
    assert!(
        e.diagnostic.message.contains("the left side of `and`"),
        "{e}"
    );
}

/// A definition that calls itself on every way out never ends: refused at its name, before
/// the run (it was a limit at the first point, or a kind guessed from nothing). One that may
/// end is accepted, whatever its calls that cannot: the right of `or`, a quantifier's body, an
/// `if` with a branch that returns.
#[test]
fn a_definition_that_always_calls_itself_is_refused() {
    for statement in [
        "def h(n) = h(n − 1); h(a)",
        "def h(n) = h(n − 1) + 1; h(a) ≥ 0",
        "def h(n) = if n = 0 then h(n) else h(n − 1); h(a)",
        "def h(n) = if h(n) = 0 then 1 else 2; h(a) > 0",
        "def h(n) = 1 < h(n − 1) < 3; h(a)",
        "def h(n) = ∀ k ∈ 1..h(n − 1): k > 0; h(a)",
        "def h(n) = (n + 1) ∈ [h(n)]; h(a)",
        "def h(n) = [1, h(n)][0]; h(a) = 1",
    ] {
        let e = refused(statement, "pairs:");
        assert!(
            e.diagnostic
                .message
                .contains("`h` calls itself whatever its arguments"),
            "{statement}: {e}"
        );
        assert_eq!(
            e.diagnostic.span,
            4..5,
            "{statement}: the definition's name is marked"
        );
    }
    for statement in [
        "def h(n) = n ≤ 0 ∨ h(n − 1); h(a)",
        "def h(n) = n > 0 ⇒ h(n − 1); h(a)",
        "def h(n) = ∀ k ∈ 1..n: h(k − 1); h(a)",
        "def h(n) = if n ≤ 0 then 0 else h(n − 1); h(a) = 0",
        "def h(n) = if 0 > n > h(n − 1) then 1 else 0; h(a) ≥ 0",
    ] {
        Formal::new(statement, "pairs:").unwrap_or_else(|e| panic!("{statement}: {e}"));
    }
}

/// The piles of a Serial Nim position written as one number, and back: every composition of
/// each sum up to 20, in the walk's order (by sum, then length, then lexicographically), as
/// listed by hand for the first sums.
#[test]
fn piles_are_walked_by_sum_then_length_then_lexicographically() {
    let f = Formal::new("true", "piles:").unwrap();
    let walked: Vec<String> = f.points(4).map(|p| p.to_string()).collect();
    assert_eq!(
        walked,
        [
            "[1]",
            "[2]",
            "[1, 1]",
            "[3]",
            "[1, 2]",
            "[2, 1]",
            "[1, 1, 1]",
            "[4]",
            "[1, 3]",
            "[2, 2]",
            "[3, 1]",
            "[1, 1, 2]",
            "[1, 2, 1]",
            "[2, 1, 1]",
            "[1, 1, 1, 1]"
        ]
    );
    // 2^(s − 1) compositions of each sum s: 2^N − 1 cases, the plan's count.
    assert_eq!(
        holds("len(p) ≥ 1 ∧ (Σ x ∈ p: x) ≤ bound", "piles:", 12),
        4095
    );
    assert_eq!(f.claim_check("x/y").cases.map(|c| c(12)), Some(4095));
    for code in 1u64..(1 << 20) {
        let piles = piles_of(code);
        assert!(piles.iter().all(|p| *p > 0), "{code:b}: {piles:?}");
        assert_eq!(piles_code(&piles), code, "{piles:?}");
    }
    // Past the bound's most, a limit, not a walk of 2^39 compositions.
    let v = f.run(&Tables::new(catalogue()), &mut Run::whole(40));
    assert!(reached_limit(&v), "{v:?}");
    assert!(v
        .counterexample
        .unwrap()
        .one_line()
        .contains("a walk of piles runs up to N = 20"),);
    assert_eq!(piles_of(0b110), [2, 1]);
    assert_eq!(piles_of(0b101), [1, 2]);
    // A statement naming p alone is over piles; the condition reads p as a list.
    assert_eq!(Formal::new("p[0] ≥ 1", "").unwrap().shape(), Shape::Piles);
    // [2, 1]; [2, 2], [3, 1]; [2, 3], [3, 2], [4, 1].
    assert_eq!(holds("p[0] ≥ 2", "piles: len(p) = 2 ∧ p[0] ≥ 2", 5), 6);
    assert_eq!(
        fails("len(p) ≤ 2", "piles: p[0] = 1", 6),
        "[1, 1, 1]  [len(p): 3; 2: 2]"
    );
}

/// Serial Nim in the language: values, outcomes, ends and moves by the reference solver, on
/// positions whose values are known by hand (chl2011's Table 1 through Remark 2, ho2014's
/// examples of Levine's theorem).
#[test]
fn serial_nim_is_a_game_of_the_language() {
    // [1, 1] → [1] (1): 0; [2, 2] → [1, 2] (0), [2] (2): 1; [2, 1, 2] → [1, 1, 2] (1), [1, 2]
    // (0): 2; [1, 1, 1, 2] → [1, 1, 2] (1): 0; [2, 2, 1] → [1, 2, 1] (0), [2, 1] (2): 1.
    holds(
        "g(serial-nim, [1, 1]) = 0 ∧ g(serial-nim, [2, 2]) = 1 ∧ g(serial-nim, [2, 1, 2]) = 2 \
         ∧ g(serial-nim, [1, 1, 1, 2]) = 0 ∧ g(serial-nim, [2, 2, 1]) = 1 \
         ∧ outcome(serial-nim, [1, 2]) = P ∧ outcome(serial-nim, [4]) = N \
         ∧ terminal(serial-nim, []) ∧ ¬terminal(serial-nim, [1])",
        "sequence: n ≤ 0",
        20,
    );
    // A single pile is a Nim heap; the moves take from the leftmost pile only, the pile emptied
    // gone.
    assert_eq!(holds("g(serial-nim, p) = p[0]", "piles: len(p) = 1", 9), 9);
    holds(
        "(# m ∈ moves(serial-nim, p): true) = p[0] ∧ [p[0]] ∈ moves(serial-nim, [p[0] + 1]) \
         ∧ ∀ m ∈ moves(serial-nim, p): len(m) ≥ len(p) − 1 ∧ (len(m) = len(p) ⇒ m[0] < p[0])",
        "piles:",
        7,
    );
    holds("[1, 2] ∈ moves(serial-nim, [2, 2]) ∧ [2] ∈ moves(serial-nim, [2, 2]) ∧ [2, 2] ∉ moves(serial-nim, [2, 2])", "sequence: n ≤ 0", 8);
    // Euclid is Serial Nim on the quotients (chl2011 Remark 2): G(3, 8) = 2 = G([2, 1, 2]).
    assert_eq!(
        holds(
            "g(cole-davie, a, b) = g(serial-nim, quotients(a, b))",
            "pairs: 0 < a",
            40
        ),
        820
    );
    // The first failure names the point and both sides: [1, 1] has value 0, not 1.
    assert_eq!(
        fails("g(serial-nim, p) = p[0]", "piles:", 6),
        "[1, 1]  [g(serial-nim, p): 0; p[0]: 1]"
    );
    // Values recorded by name.
    let v = verdict(
        "G ≥ 1 where G = g(serial-nim, p), m = [p[0]] ++ p",
        "piles:",
        4,
    );
    assert_eq!(
        v.counterexample.unwrap().one_line(),
        "[1, 1]  [G: 0; m: [1, 1, 1]; 1: 1]"
    );
}

/// Serial Nim's limits and refusals, each saying why: a pile of 0 or less, a position past the
/// run's bound, a solver past the point's steps, the wrong arguments, entries for piles.
#[test]
fn serial_nim_refuses_what_is_no_position() {
    let limit = |statement: &str, domain: &str, n: u64, steps: u64| -> String {
        let f = Formal::new(statement, domain)
            .unwrap_or_else(|e| panic!("{e}"))
            .with_steps(steps);
        let v = f.run(&Tables::new(catalogue()), &mut Run::whole(n));
        assert!(reached_limit(&v), "{statement}: {v:?}");
        v.counterexample.unwrap().one_line()
    };
    let said = limit("g(serial-nim, [p[0] − 1]) ≥ 0", "piles:", 5, DEFAULT_STEPS);
    assert!(
        said.starts_with(
            "[1]  [limit reached: a Serial Nim position with the pile 0: piles are at least 1"
        ),
        "{said}"
    );
    let said = limit("g(serial-nim, [−1, 2]) ≥ 0", "piles:", 5, DEFAULT_STEPS);
    assert!(
        said.contains("the pile -1") || said.contains("the pile −1"),
        "{said}"
    );
    let said = limit("g(serial-nim, [2^64]) ≥ 0", "piles:", 5, DEFAULT_STEPS);
    assert!(said.contains("below 2^64"), "{said}");
    // Piles summing past the bound: at [3], the fourth point, [3, 3] sums to 6 > 5.
    let said = limit("g(serial-nim, p ++ p) ≥ 0", "piles:", 5, DEFAULT_STEPS);
    assert!(
        said.starts_with("[3]  [limit reached: [3, 3] needs Serial Nim past the run's bound, piles summing to at most N = 5"),
        "{said}"
    );
    // A pile of 400 over pairs to 400: 401 positions below it, past 300 steps.
    let said = limit("g(serial-nim, [b]) ≥ 0", "pairs: a = 0 ∧ b ≥ 400", 400, 300);
    assert!(
        said.contains("more than 300 steps (the 401 positions below [400] are a step each"),
        "{said}"
    );
    // The positions below a position are counted at each call, whatever the solver knew
    // before: [100] and [99, 1] have 101 each, within 150 steps alone, past them together
    // (though the second is solved from the first's memo).
    let point = "pairs: a = 0 ∧ b = 100";
    let steps = |statement: &str| {
        Formal::new(statement, point)
            .unwrap()
            .with_steps(150)
            .run(&Tables::new(catalogue()), &mut Run::whole(100))
    };
    assert_eq!(steps("g(serial-nim, [b]) ≥ 0").status, Status::Holds);
    assert_eq!(steps("g(serial-nim, [b − 1, 1]) ≥ 0").status, Status::Holds);
    assert!(reached_limit(&steps(
        "g(serial-nim, [b]) ≥ 0 ∧ g(serial-nim, [b − 1, 1]) ≥ 0"
    )));
    // The positions below 2,048 piles of 1 (2,049 of them, 16 KiB of piles each) would take
    // more than 8 MiB.
    let said = limit(
        "def rep(l, k) = if k = 0 then l else rep(l ++ l, k − 1); g(serial-nim, rep([1], 11)) ≥ 0",
        "sequence: n = bound",
        2048,
        DEFAULT_STEPS,
    );
    assert!(
        said.contains("the 2049 positions below [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, … (2048 piles)] would take more than 8 MiB"),
        "{said}"
    );
    // A game's end needs no table: read over piles.
    holds("terminal(cole-davie, p[0], 0)", "piles:", 4);
    // `++` counts each entry by its words: 1,024 entries of 2^4096 (65 words each) are past
    // 100,000 steps where 1,024 of 1 are not.
    let rep = "def rep(l, k) = if k = 0 then l else rep(l ++ l, k − 1); ";
    let steps = |statement: &str| {
        Formal::new(&format!("{rep}{statement}"), "sequence: n ≤ 0")
            .unwrap()
            .with_steps(100_000)
            .run(&Tables::new(catalogue()), &mut Run::whole(1))
    };
    assert_eq!(steps("len(rep([1], 10)) = 1024").status, Status::Holds);
    assert!(reached_limit(&steps("len(rep([2^4096], 10)) = 1024")));
    // A named list that would print to more than a MiB is a limit, on words as on values.
    let said = limit(
        &format!("{rep}len(l) > 0 where l = rep([1000000], 18)"),
        "sequence: n ≤ 0",
        1,
        DEFAULT_STEPS,
    );
    assert!(
        said.contains(
            "the named part `l` is a list of 262144 entries that would print to more than 1024 KiB"
        ),
        "{said}"
    );
    same_on_words_and_values(
        &Formal::new(
            &format!("{rep}len(l) > 0 where l = rep([1000000], 18)"),
            "sequence: n ≤ 0",
        )
        .unwrap(),
        1,
    );
    // An index of the empty list says so.
    let said = limit("[][0] = 1", "sequence: n ≤ 0", 1, DEFAULT_STEPS);
    assert!(said.contains("index 0 of the empty list"), "{said}");
    // `++` counts the entries it makes: a list doubled 20 times is a million entries.
    let said = limit(
        "def rep(l, k) = if k = 0 then l else rep(l ++ l, k − 1); len(rep([1], 20)) > 0",
        "sequence: n ≤ 0",
        1,
        100_000,
    );
    assert!(
        said.contains("each entry of a list `++` makes is a step"),
        "{said}"
    );
    for (statement, domain, says) in [
        (
            "g(serial-nim, 1, 2) ≥ 0",
            "sequence:",
            "2 arguments after serial-nim",
        ),
        (
            "g(serial-nim, n) ≥ 0",
            "sequence:",
            "serial-nim's position is an integer",
        ),
        (
            "g(serial-nim, (1, 2)) ≥ 0",
            "sequence:",
            "serial-nim's position is a position of two entries",
        ),
        (
            "∀ (x, y) ∈ moves(serial-nim, p): x ≥ 0",
            "piles:",
            "2 names for a Serial Nim position",
        ),
        (
            "(1, 2) ∈ moves(serial-nim, p)",
            "piles:",
            "what is looked for in a game's moves is a position of two entries",
        ),
        (
            "p ++ 1 = p",
            "piles:",
            "the right side of `++` is an integer",
        ),
        ("[1/2] = p", "piles:", "an entry of a list is a rational"),
        ("p + 1 = 2", "piles:", "the left operand is a list"),
        (
            "g(grossman, [1, 2]) ≥ 0",
            "sequence:",
            "the position is a list",
        ),
        // Over piles no table has a size (it was run, and reported the table's error as a
        // counterexample).
        (
            "g(cole-davie, 1, 2) ≥ 0",
            "piles:",
            "a statement over piles reads no table of cole-davie",
        ),
        (
            "outcome(g1, 1, 2, 3) = P",
            "piles:",
            "a statement over piles reads no table of g1",
        ),
        (
            "g(misere-game, p) ≥ 0",
            "serial-nim piles:",
            "serial-nim has none in this program",
        ),
        // A game's function cannot be redefined (`g(1)` was then read as a game named `1`).
        (
            "def g(x) = x + 1; g(1) = 2",
            "sequence:",
            "`g` is a built-in function",
        ),
        (
            "def moves(x) = x; true",
            "sequence:",
            "`moves` is a built-in function",
        ),
    ] {
        let e = refused(statement, domain);
        assert!(e.diagnostic.message.contains(says), "{statement}: {e}");
    }
}

/// Stronger than the runs compared above, which differ only where a count of steps crosses a
/// limit: at every point of every statement of [`WORD_CASES`] and of the catalogue (at small
/// bounds), and of their filters, the evaluator on words gives what the one on values gives,
/// with the same count of steps and the same named parts, one point after another on one
/// thread (so that what a point leaves in the buffers kept for the next is tried too).
#[test]
fn each_point_on_words_is_the_point_on_values() {
    let tables = Tables::new(catalogue());
    let mut statements: Vec<(String, String, u64, u64)> = WORD_CASES
        .iter()
        .map(|&(s, d, n, steps)| (s.to_string(), d.to_string(), n.min(12), steps))
        .collect();
    for claim in &catalogue().claims {
        if let Some(formal) = &claim.formal {
            statements.push((
                formal.statement.text.clone(),
                formal.domain.text.clone(),
                6,
                DEFAULT_STEPS,
            ));
        }
    }
    let mut points = 0;
    for (statement, domain, n, steps) in &statements {
        let f = Formal::new(statement, domain)
            .unwrap_or_else(|e| panic!("{e}"))
            .with_steps(*steps);
        for (words, values) in f.on_words_and_values(&tables, *n) {
            assert_eq!(words, values, "{statement} over {domain}");
            points += 1;
        }
    }
    assert!(points > 10_000, "{points} points");
}
