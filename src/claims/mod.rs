//! The executable side of the catalogue: one predicate per claim id, registered by paper.
//!
//! A predicate walks its domain (see [`crate::harness::domain`] for the points and their orders) up to a bound
//! with a [`Run`] and returns a [`Verdict`]: holds, fails (with the first, hence smallest,
//! counterexample and every value compared there), or skipped (with why). The same predicate
//! run on chosen points records the values it compares there, by name: that is how every entry's
//! printed examples are checked against its predicate.
//!
//! Each paper is a folder, each printed result a file in it: `src/claims/ho2012/theorem_2_2.rs`
//! holds Theorem 2.2's predicates (the statement as printed, its readings and corrections, the
//! facts of its proof), their registrations (`claims()`, in the catalogue's order) and their
//! planted-fault tests; `section_N.rs` holds the prose of a section outside its numbered results
//! (ho2014's slides and ewd1981's note, which number nothing, go by slide and by part). The
//! paper's `mod.rs` holds what several of its results share and the list of its files; its
//! `claim!` takes the id without the paper (`claim!("theorem-2-2", TRIPLES, theorem_2_2)`), which
//! comes from the folder: the full id is written once, in the catalogue.
//!
//! Adding a claim (counted by adding one and running the tests): by hand, 4 files: its entry
//! with its printed examples and `uses` in `spec/<paper>.toml`; its predicate, named after the
//! id, registered by `claim!(id, bound, function)` in the file of its result (a check that only
//! calls a shared one with a parameter is a closure there, `|ctx, run| check(ctx, run, G1)`);
//! its rows in
//! `spec/coverage/<paper>.md` (the ledger, the second reading and the third reading) and the row
//! of the sentence it transcribes in `spec/coverage/<paper>-sentences.md`, which the meta-tests
//! require. Then 2 snapshots change, on purpose, and are written by `INSTA_UPDATE=always cargo
//! test --release --test integration -- golden catalogue::verify_at_default_bounds`: its line in
//! `snapshots/verify_default_bounds.snap` and in `snapshots/golden/claims-text.snap` (the other
//! goldens run on the fixture catalogue of `tests/fixtures/catalogue/`); 4 for a claim of
//! ewd1981, whose paper's own `verify --paper` and `examples --paper` outputs are goldens too.
//! `CONTRIBUTING.md` has the steps for a paper, a game and a format. What a predicate reads is
//! declared beside it, `.reads(reads![CD, GG.doubled()])` (`reads!`, [`ClaimCheck::declared`]):
//! each a game its entry names in `games`, which says what the statement speaks of. A test holds
//! every declared table to be read, and a read of an undeclared one is an error; memory its
//! predicate allocates itself is declared by
//! [`ClaimCheck::owns_memory`](field@ClaimCheck::owns_memory).

pub mod chl2011;
pub mod ewd1981;
pub mod ho2012;
pub mod ho2014;
pub mod hss2008;

pub(crate) use crate::harness::upper;
pub use crate::harness::{
    compositions, fixed, ordered_pairs, pairs, triples, At, Bound, Ctx, Declared, Dimension,
    Failure, Fields, Generation, In, Listed, Named, Node, Obs, Observed, Pair, Piles, Planted,
    PlantedTriple, Run, Status, Table, Tables, Text, Triple, Verdict, Walk, PAIRS, PILE_SUM,
    SUM_ENTRIES,
};
pub use crate::solver::{TripleTruth, Truth};

use crate::games::TwoEntryGame;
use crate::vocab::Outcome;

/// A predicate: the claim checked on its domain up to `run.n`.
pub type Predicate = fn(&Ctx<'_>, &mut Run<'_>) -> Verdict;

/// What checks a claim, called the same way whatever it is: a predicate compiled into this
/// program (`src/claims/`, every check of the registry today), or any closure made while the
/// program runs, owning what it was made from (a library user's own check; a statement written
/// in the catalogue as mathematics, once a language compiles it, would be one).
///
/// ```
/// use euclid_spec::claims::Check;
/// use euclid_spec::harness::{Run, Verdict};
///
/// // A closure that owns what it was made from.
/// let words = String::from("nothing to check");
/// let check = Check::new(move |_, _run: &mut Run<'_>| Verdict::skipped(&words));
/// let again = check.clone(); // shared, not copied
/// # let _ = again;
/// ```
#[derive(Clone)]
pub struct Check(std::sync::Arc<CheckFn>);

/// The function a [`Check`] calls.
type CheckFn = dyn Fn(&Ctx<'_>, &mut Run<'_>) -> Verdict + Send + Sync;

impl Check {
    /// A check made of any closure.
    pub fn new(f: impl Fn(&Ctx<'_>, &mut Run<'_>) -> Verdict + Send + Sync + 'static) -> Check {
        Check(std::sync::Arc::new(f))
    }

    /// The claim checked on its domain up to `run.n`.
    pub fn call(&self, ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
        (self.0)(ctx, run)
    }
}

impl From<Predicate> for Check {
    fn from(predicate: Predicate) -> Check {
        Check::new(predicate)
    }
}

impl std::fmt::Debug for Check {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Check(..)")
    }
}

/// The check of one catalogue id, and what the plan needs to know of it.
#[derive(Clone)]
pub struct ClaimCheck {
    /// The catalogue id, e.g. `chl2011/theorem-1`.
    pub id: &'static str,
    /// How the predicate reads its bound: the dimension (which `verify` flag sets it), its
    /// default, least and largest value, and its meaning.
    pub bound: Bound,
    /// What checks it: its predicate.
    pub check: Check,
    /// The predicate's function as registered (`fact_gcd`, or `super::chl2011::theorem_1` for
    /// another entry's predicate), empty for a closure binding a parameter: a function is named
    /// after its id (a test holds it).
    pub function: &'static str,
    /// What the predicate reads (`reads!`): the games whose values it reads, each one its
    /// entry names in `games`, its table at the run's size or doubled. `None` until declared:
    /// every registered check declares it (a test holds it).
    pub reads: Option<&'static [Read]>,
    /// How many cases the predicate checks per point of its dimension (several games walked
    /// over the same pairs): the plan's estimate is the dimension's points times this.
    pub per_point: u64,
    /// The cases the predicate checks at the bound `N` when its claim holds, where they are not
    /// its dimension's points times [`per_point`](field@ClaimCheck::per_point) (a part of the
    /// square, one case a generation): the plan's estimate, held within 2× of what the run
    /// checks at two bounds by a test. Shapes in [`crate::harness::domain::cases`].
    pub cases: Option<fn(u64) -> u64>,
    /// Whether [`cases`](field@ClaimCheck::cases) is not an estimate but exactly the cases the
    /// predicate checks at `N` when its claim holds (a walk of the whole domain, no stop at a
    /// witness): `merge` refuses shards of a claim that holds whose cases add up to another
    /// number, and a test holds the run to it at two bounds.
    pub cases_exact: bool,
    /// The bytes the predicate allocates itself at the bound `N` (a memo of its own), beyond the
    /// tables it reads: counted in the plan's memory estimate.
    pub owns_memory: Option<fn(u64) -> u64>,
    /// The predicate's work at the bound `N`, in cases, where a case costs far more than most
    /// (a search of a graph that grows with the point): the run starts the claims with the most
    /// work first, so that a long one does not start last and run alone. `None`: its cases.
    pub work: Option<fn(u64) -> u64>,
    /// The labels of the printed formulas its entry holds one by one (its `formulas`, which
    /// other entries use as `id#LABEL`), each checked by the predicate; empty for none.
    pub formulas: &'static [&'static str],
    /// Checked by the entry's formal statement (`formal`), not by a predicate: what a report
    /// says of the check, and a reproduce line's `--formal`.
    pub formal: bool,
}

/// A game whose values a predicate reads, and how far: its table up to the run's size, up to
/// `2N + 1` (chl2011's σ at most doubles the entries), or up to a size of its own. Named in
/// `reads!` by the constants of [`read`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Read {
    /// The game.
    pub game: crate::games::GameName,
    /// How far its table is read.
    pub size: ReadSize,
}

/// How far a predicate reads a game's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadSize {
    /// Up to the size the run's bound gives (its entries' bound; none for a bound of
    /// generations, piles or squares).
    Bound,
    /// Up to `2N + 1`.
    Doubled,
    /// Up to this size, whatever the bound (a claim on the squares `(0, M]²` reads the table
    /// only up to a fixed side).
    UpTo(u64),
    /// Up to the largest entry of a node of generations `1..=N` of the Calkin–Wilf tree,
    /// [`tree_entries`]`(N)` (a formal statement over the tree's nodes reads its games there).
    TreeEntries,
}

/// The largest entry of a node `a/b` of generations `1..=g` of the Calkin–Wilf tree: the
/// Fibonacci number `F(g + 1)` (generation `g`'s largest entries are those of its nodes of
/// alternating steps, `F(g)/F(g + 1)` and `F(g + 1)/F(g)`); 0 for `g = 0`, `u64::MAX` when it
/// would not fit (past `g = 92`).
pub fn tree_entries(g: u64) -> u64 {
    // (F(k), F(k + 1)) from k = 1 until k = g: F(g + 1) is the second.
    let (mut x, mut y) = (0u64, 1u64);
    for _ in 0..g {
        match x.checked_add(y) {
            Some(z) => (x, y) = (y, z),
            None => return u64::MAX,
        }
    }
    if g == 0 {
        0
    } else {
        y
    }
}

impl Read {
    /// The same game, its table read up to `2N + 1`.
    pub const fn doubled(self) -> Read {
        Read {
            size: ReadSize::Doubled,
            ..self
        }
    }

    /// The same game, its table read up to `n` whatever the bound.
    pub const fn up_to(self, n: u64) -> Read {
        Read {
            size: ReadSize::UpTo(n),
            ..self
        }
    }
}

/// The games a predicate may read, as `reads!` names them.
pub mod read {
    use super::{Read, ReadSize};
    use crate::games::GameName::{self, SerialNim};
    use crate::games::TripleGame::{ThreeEuclid, G1 as Game1, G2 as Game2};
    use crate::games::TwoEntryGame::{ColeDavie, Grossman, MEuclid};

    const fn two(game: crate::games::TwoEntryGame, misere: bool) -> Read {
        Read {
            game: GameName::TwoEntry { game, misere },
            size: ReadSize::Bound,
        }
    }

    const fn triple(game: crate::games::TripleGame, misere: bool) -> Read {
        Read {
            game: GameName::Triple { game, misere },
            size: ReadSize::Bound,
        }
    }

    /// Cole–Davie's Euclid.
    pub const CD: Read = two(ColeDavie, false);
    /// Grossman's game.
    pub const GG: Read = two(Grossman, false);
    /// M-Euclid.
    pub const ME: Read = two(MEuclid, false);
    /// Misère Euclid.
    pub const MISERE_CD: Read = two(ColeDavie, true);
    /// Misère Grossman.
    pub const MISERE_GG: Read = two(Grossman, true);
    /// Misère M-Euclid.
    pub const MISERE_ME: Read = two(MEuclid, true);
    /// 3-Euclid.
    pub const THREE_EUCLID: Read = triple(ThreeEuclid, false);
    /// Ho's G1.
    pub const G1: Read = triple(Game1, false);
    /// Ho's G2.
    pub const G2: Read = triple(Game2, false);
    /// Misère G1.
    pub const MISERE_G1: Read = triple(Game1, true);
    /// Misère G2.
    pub const MISERE_G2: Read = triple(Game2, true);
    /// Serial Nim (no table: the reference solver's own memo).
    pub const SERIAL_NIM: Read = Read {
        game: SerialNim,
        size: ReadSize::Bound,
    };
}

/// What a predicate reads, declared beside it: `reads![CD, GG.doubled()]` (the constants of
/// [`read`]; `.doubled()` for a table up to `2N + 1`, `.up_to(K)` for one up to `K` whatever
/// the bound), `reads![]` for none. The plan counts these
/// tables, the run builds them, and the predicate is held to them; each must be a game its
/// entry names in `games` (which says what the statement speaks of).
macro_rules! reads {
    ($($name:ident $(. $method:ident ($($arg:expr)?))?),* $(,)?) => {{
        const READS: &[$crate::claims::Read] =
            &[$($crate::claims::read::$name $(.$method($($arg)?))?),*];
        READS
    }};
}
pub(crate) use reads;

impl ClaimCheck {
    /// The same check, reading what `reads` declares (`reads!`).
    pub(crate) fn reads(self, reads: &'static [Read]) -> ClaimCheck {
        ClaimCheck {
            reads: Some(reads),
            ..self
        }
    }

    /// The same check, counting `k` cases per point of its dimension in the plan.
    pub(crate) fn per_point(self, k: u64) -> ClaimCheck {
        ClaimCheck {
            per_point: k,
            ..self
        }
    }

    /// The same check, checking `cases(N)` cases at the bound `N` when its claim holds.
    pub(crate) fn cases(self, cases: fn(u64) -> u64) -> ClaimCheck {
        ClaimCheck {
            cases: Some(cases),
            ..self
        }
    }

    /// The same check, checking exactly `cases(N)` cases at the bound `N` when its claim holds
    /// (its walks cover a domain whose size the bound gives, with no stop at a witness): the
    /// plan's estimate, and the count `merge` holds the shards of a claim that holds to.
    pub(crate) fn cases_exactly(self, cases: fn(u64) -> u64) -> ClaimCheck {
        ClaimCheck {
            cases: Some(cases),
            cases_exact: true,
            ..self
        }
    }

    /// The same check, allocating `bytes(N)` itself at the bound `N`.
    pub(crate) fn owns_memory(self, bytes: fn(u64) -> u64) -> ClaimCheck {
        ClaimCheck {
            owns_memory: Some(bytes),
            ..self
        }
    }

    /// The same check, doing `work(N)` cases' worth of work at the bound `N` (for ordering).
    pub(crate) fn works(self, work: fn(u64) -> u64) -> ClaimCheck {
        ClaimCheck {
            work: Some(work),
            ..self
        }
    }

    /// The same check, checking the printed formulas `labels` of its entry, each at every point.
    pub(crate) fn holds_formulas(self, labels: &'static [&'static str]) -> ClaimCheck {
        ClaimCheck {
            formulas: labels,
            ..self
        }
    }

    /// The tables the predicate may read when `claim` runs at the bound `n`: the table of every
    /// game it [`reads`](field@ClaimCheck::reads) (Serial Nim has none), up to `n` (or the size
    /// a read declares, [`Read::up_to`]), a doubled one up to `2n + 1`. The one declaration the plan counts, the run builds, and the predicate is
    /// held to. Refused when the check declares no reads, or reads a game its entry does not
    /// name in `games`.
    pub fn declared(&self, claim: &crate::catalogue::Claim, n: u64) -> crate::Result<Declared> {
        use crate::games::GameName;
        let Some(reads) = self.reads else {
            return Err(crate::Error::refused(format!(
                "{}: its predicate does not declare what it reads (`.reads(reads![…])` beside it)",
                claim.id
            )));
        };
        // A bound that counts entries gives the tables' size; one that counts generations,
        // piles or squares gives none, and such a claim reads tables only at the size it
        // declares beside its predicate.
        let size = match self.bound.dimension {
            Dimension::Pairs | Dimension::Triples | Dimension::Sums | Dimension::Fixed => Some(n),
            Dimension::Generations | Dimension::Piles | Dimension::Squares => None,
        };
        let mut games = Vec::new();
        let mut tables = Vec::new();
        for read in reads {
            let name = read.game.to_string();
            if !claim.games.contains(&name) {
                return Err(crate::Error::refused(format!(
                    "{}: its predicate reads {name}, a game its entry does not name in `games`",
                    claim.id
                )));
            }
            games.push(read.game);
            let n = match (read.size, size) {
                (ReadSize::UpTo(k), _) => k,
                (ReadSize::TreeEntries, _) => tree_entries(n),
                (ReadSize::Bound, Some(size)) => size,
                (ReadSize::Doubled, Some(size)) => size.saturating_mul(2).saturating_add(1),
                (_, None) => continue,
            };
            let table = match read.game {
                GameName::TwoEntry { game, misere } => Table::Pair { game, misere, n },
                GameName::Triple { game, misere } => Table::Triple { game, misere, n },
                GameName::SerialNim => continue,
            };
            tables.push(table);
        }
        Ok(Declared::new(games, tables))
    }

    /// The bounds a run of `claim` at `n` reads tables at: `n`, and (unless `skip_examples`)
    /// the bound of each printed example, which every run of the claim checks. The plan builds
    /// the tables [`ClaimCheck::declared`] at each of them.
    pub fn run_bounds(
        &self,
        claim: &crate::catalogue::Claim,
        n: u64,
        skip_examples: bool,
    ) -> std::collections::BTreeSet<u64> {
        let mut bounds = std::collections::BTreeSet::from([n]);
        if !skip_examples {
            bounds.extend(claim.examples.iter().map(|e| self.bound.effective(e.bound)));
            // Each printed formula is checked alone at the default bound
            // (`run::formula_problems`), with the examples.
            if !claim.formulas.is_empty() {
                bounds.insert(self.bound.effective(None));
            }
        }
        bounds
    }
}

/// A published table a claim reads, with the shape the paper prints it in: a transcription
/// with a row or a column missing would leave its cells unchecked and the claim holding.
pub struct TableRead {
    /// The claim's id.
    pub claim: &'static str,
    /// The file's stem in `tables/`.
    pub stem: &'static str,
    /// The row labels, in the printed order.
    pub rows: &'static [&'static str],
    /// The column labels, in the printed order: `first..=last`.
    pub columns: (u64, u64),
}

/// The published tables each claim reads: a run of the claim needs the file in the catalogue,
/// in its printed shape, and is refused without it, naming the path.
pub const TABLES_READ: &[TableRead] = &[
    // chl2011 Table 1: "Sprague–Grundy values g(a, b) for a, b ≤ 9", rows a = 9 down to 0.
    TableRead {
        claim: "chl2011/table-1",
        stem: "chl2011-table-1",
        rows: &["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"],
        columns: (0, 9),
    },
    // chl2011 Table 2: Grossman's game, entries 1 to 9 (no zero), rows a = 9 down to 1.
    TableRead {
        claim: "chl2011/table-2",
        stem: "chl2011-table-2",
        rows: &["9", "8", "7", "6", "5", "4", "3", "2", "1"],
        columns: (1, 9),
    },
    // hss2008 §6: the rows f_n and g_n for n = 1, …, 7.
    TableRead {
        claim: "hss2008/table-fn-gn",
        stem: "hss2008-table-fn-gn",
        rows: &["f_n", "g_n"],
        columns: (1, 7),
    },
];

/// Every registered predicate, built once, with an index by id.
pub struct Registry {
    checks: Vec<ClaimCheck>,
    by_id: std::collections::HashMap<&'static str, usize>,
}

impl Registry {
    fn build() -> Registry {
        let mut checks = Vec::new();
        checks.extend(chl2011::claims());
        checks.extend(ho2014::claims());
        checks.extend(ho2012::claims());
        checks.extend(hss2008::claims());
        checks.extend(ewd1981::claims());
        let mut by_id = std::collections::HashMap::with_capacity(checks.len());
        for (i, c) in checks.iter().enumerate() {
            let first = by_id.insert(c.id, i);
            assert!(
                first.is_none(),
                "the predicate {} is registered twice",
                c.id
            );
        }
        Registry { checks, by_id }
    }

    /// The predicate of the claim `id`.
    pub fn get(&self, id: &str) -> Option<&ClaimCheck> {
        self.by_id.get(id).map(|&i| &self.checks[i])
    }

    /// The predicate of the claim `id`, or an error naming it.
    pub fn check(&self, id: &str) -> crate::Result<&ClaimCheck> {
        self.get(id)
            .ok_or_else(|| crate::Error::unknown("predicate for claim", id, Vec::new()))
    }

    /// Every predicate, paper by paper in registration order.
    pub fn iter(&self) -> std::slice::Iter<'_, ClaimCheck> {
        self.checks.iter()
    }

    /// How many predicates there are.
    pub fn len(&self) -> usize {
        self.checks.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.checks.is_empty()
    }
}

impl<'r> IntoIterator for &'r Registry {
    type Item = &'r ClaimCheck;
    type IntoIter = std::slice::Iter<'r, ClaimCheck>;
    fn into_iter(self) -> Self::IntoIter {
        self.checks.iter()
    }
}

/// The registry of every predicate, built on first use: the checks as registered, each with
/// its dimension's default bound; a run takes a check through `run::join`, which applies its
/// entry's `default_bound`.
///
/// # Examples
///
/// ```
/// use euclid_spec::claims::registry;
/// use euclid_spec::catalogue::Catalogue;
/// use std::path::Path;
///
/// let checks = registry();
/// // One predicate per catalogue id, and no predicate without its entry.
/// let catalogue = Catalogue::load_dir(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/spec")))?;
/// assert_eq!(checks.len(), catalogue.claims.len());
/// for claim in &catalogue.claims {
///     assert!(checks.get(&claim.id).is_some(), "no predicate for {}", claim.id);
/// }
/// // chl2011 Table 1 is checked at its printed size, a, b ≤ 9.
/// let table_1 = checks.get("chl2011/table-1").expect("registered");
/// assert_eq!(table_1.bound.default, 9);
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn registry() -> &'static Registry {
    static REGISTRY: std::sync::OnceLock<Registry> = std::sync::OnceLock::new();
    REGISTRY.get_or_init(Registry::build)
}

/// Registers a predicate: `claim!(id, bound, function)`, its function's name kept to be held
/// against the id, or `claim!(id, bound, |ctx, run| …)`, a closure binding a parameter.
macro_rules! claim {
    ($id:expr, $bound:expr, $($f:ident)::+ $(,)?) => {
        $crate::claims::claim_named($id, $bound, $($f)::+, stringify!($($f)::+))
    };
    ($id:expr, $bound:expr, $f:expr $(,)?) => {
        $crate::claims::claim_named($id, $bound, $f, "")
    };
}
pub(crate) use claim;

/// A registry entry (see [`claim!`]).
pub(crate) fn claim_named(
    id: &'static str,
    bound: Bound,
    check: Predicate,
    function: &'static str,
) -> ClaimCheck {
    ClaimCheck {
        id,
        bound,
        check: Check::from(check),
        function,
        reads: None,
        per_point: 1,
        cases: None,
        cases_exact: false,
        owns_memory: None,
        work: None,
        formulas: &[],
        formal: false,
    }
}

/// Unwraps an engine result inside a check: an engine error is a failure at that position.
/// Inlined, with the failure built out of line: called for every move of every point, the
/// call alone was 4% of fact-sigma-isomorphism's time.
#[inline(always)]
pub(crate) fn engine<T>(
    at: impl std::fmt::Display,
    what: &str,
    r: crate::Result<T>,
) -> Result<T, Failure> {
    match r {
        Ok(v) => Ok(v),
        Err(e) => Err(engine_failure(&at, what, &e)),
    }
}

#[cold]
#[inline(never)]
fn engine_failure(at: &dyn std::fmt::Display, what: &str, e: &crate::Error) -> Failure {
    Failure::at(at.to_string()).answer(what, format!("error: {e}"))
}

/// A solver shared by the threads of a walk (a memo only: no answer depends on another point).
/// A run that held and is not at chosen points (a whole run, or one stride of a run spread
/// over shards, each of which writes the same note): the runs whose note sums up what they read.
pub(crate) fn whole_run_held(status: Status, sampling: bool) -> bool {
    status == Status::Holds && !sampling
}

/// Solvers for the threads of a walk: each point borrows one (made when none is free) and gives
/// it back, so that threads never wait for each other's solver. A memo is storage only: which
/// solver answers does not change the answer.
pub(crate) struct Solvers<T, F: Fn() -> T> {
    make: F,
    free: std::sync::Mutex<Vec<T>>,
}

impl<T, F: Fn() -> T> Solvers<T, F> {
    pub(crate) fn new(make: F) -> Self {
        Solvers {
            make,
            free: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// Runs `f` with a solver of its own.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        let taken = crate::vocab::lock(&self.free).pop();
        let mut solver = taken.unwrap_or_else(&self.make);
        let r = f(&mut solver);
        crate::vocab::lock(&self.free).push(solver);
        r
    }
}

/// P or N.
pub(crate) fn pn(is_p: bool) -> Outcome {
    Outcome::of_p(is_p)
}

/// The name the papers give a game's Sprague–Grundy value (`G`, `G_G`, `G_M`).
pub(crate) fn value_name(game: TwoEntryGame) -> &'static str {
    game.value_symbol()
}

/// A closed form `f` for `game` equals the solvers' value at every position, in order.
pub(crate) fn formula_matches_solvers(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TwoEntryGame,
    (lo, keep): (u64, impl Fn(u64, u64) -> bool + Sync),
    name: &str,
    f: impl Fn(u64, u64) -> crate::Result<u64> + Sync,
) -> Verdict {
    let t = truth_or_return!(ctx, game, false, run.n);
    run.all_pairs_where(lo, keep, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), name, f(a, b))?;
        o.value(value_name(game), truth)
            .value(name, formula)
            .explain(|| format!("sg {game} {a} {b} --explain"));
        Ok(truth == formula)
    })
}

/// Cole–Davie's Euclid and Grossman's game have the same outcome at every position, in order.
pub(crate) fn same_outcomes(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    (lo, keep): (u64, impl Fn(u64, u64) -> bool + Sync),
) -> Verdict {
    use crate::games::TwoEntryGame::{ColeDavie, Grossman};
    let euclid = truth_or_return!(ctx, ColeDavie, false, run.n);
    let grossman = truth_or_return!(ctx, Grossman, false, run.n);
    run.all_pairs_where(lo, keep, |&Pair(a, b), o| {
        let (x, y) = (euclid.is_p(a, b)?, grossman.is_p(a, b)?);
        o.value("cole-davie", pn(x)).value("grossman", pn(y));
        Ok(x == y)
    })
}

/// The truth for a claim, or a verdict that says why it could not be built.
macro_rules! truth_or_return {
    ($ctx:expr, $game:expr, $misere:expr, $n:expr) => {
        match $ctx.truth($game, $misere, $n) {
            Ok(t) => t,
            Err(e) => {
                let name = $crate::games::GameName::TwoEntry {
                    game: $game,
                    misere: $misere,
                };
                return $crate::claims::Verdict::error(0, format!("{name} up to {}", $n), &e);
            }
        }
    };
}
pub(crate) use truth_or_return;

#[cfg(test)]
mod tests {
    //! The registration's own decisions: what a builder sets, which tables a claim
    //! declares, at which bounds a run reads them, and the registry's size. No claim's verdict
    //! depends on them, so the catalogue's test cannot see them broken.
    use super::*;
    use crate::catalogue::{Catalogue, Claim};
    use crate::games::TwoEntryGame::{ColeDavie, Grossman};

    /// Only a whole run that held sums itself up in a note: not a failing one, not one at chosen
    /// points.
    #[test]
    fn whole_run_held_refuses_a_failure_or_a_sample() {
        assert!(whole_run_held(Status::Holds, false));
        assert!(!whole_run_held(Status::Holds, true));
        assert!(!whole_run_held(Status::Fails, false));
        assert!(!whole_run_held(Status::Fails, true));
    }

    /// The claim `id` of the embedded catalogue on `run`, with the tables it declares (for the
    /// papers' tests of what a whole run adds, such as a note).
    pub(super) fn claim_on(id: &str, run: &mut Run<'_>) -> Verdict {
        let catalogue = Catalogue::embedded().unwrap();
        let claim = catalogue.claim(id).unwrap();
        let check = registry().check(id).unwrap();
        let declared = check.declared(claim, run.n).unwrap();
        let tables = crate::harness::context::Tables::new(&catalogue);
        check.check.call(&tables.for_claim(id, declared), run)
    }

    fn catalogue() -> Catalogue {
        Catalogue::embedded().expect("the catalogue compiled in loads")
    }

    fn entry<'c>(catalogue: &'c Catalogue, id: &str) -> (&'c Claim, &'static ClaimCheck) {
        let claim = catalogue.claim(id).expect("in the catalogue");
        (claim, registry().check(id).expect("registered"))
    }

    /// Every declared estimate of cases gives a number at any bound the plan can pass and
    /// beyond: 0, its claim's least, default and largest bounds, and `u64::MAX` (overflow checks
    /// are on: an overflow panics here).
    #[test]
    fn every_estimate_of_cases_gives_a_number_at_any_bound() {
        let mut estimates = 0;
        for check in registry() {
            if let Some(cases) = check.cases {
                let b = check.bound;
                for n in [0, 1, b.min, b.default, b.max, u64::MAX / 2, u64::MAX] {
                    let _ = cases(n);
                }
                estimates += 1;
            }
        }
        assert!(estimates > 100, "{estimates} estimates");
    }

    /// Each builder sets its field, and only it.
    #[test]
    fn builders_set_their_field() {
        fn check(_: &Ctx<'_>, _: &mut Run<'_>) -> Verdict {
            Verdict::skipped("a builder's test")
        }
        let plain = || claim_named("paper/claim", crate::claims::PAIRS, check, "claim");
        let base = plain();
        assert_eq!(
            (base.per_point, base.reads, base.owns_memory.is_none()),
            (1, None, true)
        );
        assert_eq!(plain().per_point(4).per_point, 4);
        assert_eq!(
            plain().owns_memory(|n| n + 7).owns_memory.map(|f| f(3)),
            Some(10)
        );
        assert_eq!(plain().reads(reads![]).reads, Some(&[][..]));
        let doubled = plain().reads(reads![CD, GG.doubled()]).reads;
        assert_eq!(doubled, Some(&[read::CD, read::GG.doubled()][..]));
        assert_eq!(doubled.unwrap()[1].size, ReadSize::Doubled);
        assert_eq!(doubled.unwrap()[0].size, ReadSize::Bound);
        let fixed = plain().reads(reads![GG.up_to(9)]).reads;
        assert_eq!(fixed.unwrap()[0].size, ReadSize::UpTo(9));
    }

    /// chl2011/theorem-2 reads Euclid up to N and Grossman's game, which σ doubles, up to
    /// 2N + 1; fact-move-count reads no table of its two games; remark-1 none of Euclid's.
    #[test]
    fn declared_tables_follow_the_registration() {
        let catalogue = catalogue();
        let tables = |id: &str| {
            let (claim, check) = entry(&catalogue, id);
            check
                .declared(claim, 10)
                .expect("declared")
                .tables()
                .to_vec()
        };
        let pair = |game, n| Table::Pair {
            game,
            misere: false,
            n,
        };
        assert_eq!(
            tables("chl2011/theorem-2"),
            [pair(ColeDavie, 10), pair(Grossman, 21)]
        );
        assert_eq!(tables("chl2011/fact-move-count"), []);
        assert_eq!(tables("chl2011/remark-1"), [pair(Grossman, 10)]);
    }

    /// A predicate that reads a game its entry does not name is refused (theorem-2's, which
    /// reads Euclid and Grossman's game, against an entry naming Euclid only), and so is one
    /// that declares nothing.
    #[test]
    fn declared_refuses_a_read_the_entry_does_not_name() {
        let catalogue = catalogue();
        let (claim, check) = entry(&catalogue, "chl2011/theorem-2");
        assert!(check.declared(claim, 10).is_ok());
        let mut narrowed = claim.clone();
        narrowed.games = vec!["cole-davie".to_string()];
        let refused = check.declared(&narrowed, 10).unwrap_err().to_string();
        assert!(refused.contains("reads grossman"), "{refused}");
        let undeclared = ClaimCheck {
            reads: None,
            ..check.clone()
        };
        assert!(undeclared.declared(claim, 10).is_err());
    }

    /// Every registered check declares what it reads.
    #[test]
    fn every_check_declares_what_it_reads() {
        let undeclared: Vec<&str> = registry()
            .iter()
            .filter(|c| c.reads.is_none())
            .map(|c| c.id)
            .collect();
        assert!(undeclared.is_empty(), "{undeclared:?}");
    }

    /// A run reads tables at its bound and, unless it skips them, at each printed example's.
    #[test]
    fn run_bounds_add_the_examples_unless_skipped() {
        let catalogue = catalogue();
        let (claim, check) = entry(&catalogue, "chl2011/theorem-1");
        assert!(!claim.examples.is_empty());
        let n = 1000;
        assert_eq!(
            check.run_bounds(claim, n, true),
            std::collections::BTreeSet::from([n])
        );
        let with_examples = check.run_bounds(claim, n, false);
        assert!(with_examples.contains(&n));
        for e in &claim.examples {
            assert!(with_examples.contains(&check.bound.effective(e.bound)));
        }
        assert!(with_examples.len() > 1, "{with_examples:?}");
    }

    /// The registry holds one predicate per catalogue entry, and counts and walks them all; an
    /// empty one is empty.
    #[test]
    fn registry_counts_and_walks_every_predicate() {
        let checks = registry();
        let entries = catalogue().claims.len();
        assert_eq!(checks.len(), entries);
        assert!(!checks.is_empty());
        assert_eq!(checks.into_iter().count(), entries);
        assert_eq!(checks.iter().count(), entries);
        let empty = Registry {
            checks: Vec::new(),
            by_id: std::collections::HashMap::new(),
        };
        assert!(empty.is_empty());
        assert_eq!(empty.len(), 0);
    }
}
