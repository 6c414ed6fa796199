//! How a walk finds its first failing point on several threads: a band of pairs evaluated row by
//! row into bits (HeldPairs), and the points of any other walk in chunks, the first failing
//! index kept (first_answer); what Run's walks call when a walk is long enough to share.

use super::*;

/// The first of the pieces `from..pieces` (in order) where `held_whole` says false, the pieces
/// handed out one at a time to every thread of the pool; through a reference, so that the
/// search is compiled once, whatever the statement.
pub(super) fn first_piece_not_held(
    from: u64,
    pieces: u64,
    held_whole: &(dyn Fn(u64) -> bool + Sync),
) -> Option<u64> {
    // An indexed range: of usize, which holds the count of pieces (checked by the caller).
    let span = usize::try_from(pieces - from).unwrap_or(usize::MAX);
    (0..span)
        .into_par_iter()
        .with_max_len(1)
        .position_first(|k| !held_whole(from + k as u64))
        .map(|k| from + k as u64)
}

/// Where a statement about ordered pairs held, on the pairs with both entries in `lo..=to` and
/// the larger at least `from` (a band of [`super::ordered_pairs`]' walk), evaluated in the order
/// the values lie in a triangle table: row by row (the smaller entry, then the larger, both
/// orders of each pair), groups of [`GROUP`] rows on every thread of the pool. One bit per
/// ordered pair: whether the statement answered `Ok(true)` there.
///
/// The bits are kept so that the domain's walk (by the larger entry, every smaller entry in
/// turn) reads them in order: a group's bits for one larger entry `y` are one word, its rows'
/// bits side by side; the words of a group follow `y`.
pub(super) struct HeldPairs {
    lo: u64,
    from: u64,
    to: u64,
    /// Group `g` (rows `x₀ = lo + GROUP·g` to `x₀ + GROUP − 1`): word `y − y₀` for the larger
    /// entry `y`, `y₀ = max(x₀, from)`; in it, bit `2(x − x₀)` for `(x, y)` and
    /// `2(x − x₀) + 1` for `(y, x)`.
    groups: Vec<Vec<u64>>,
    /// The pairs evaluated (those `keep` kept), and how many of them did not hold.
    pub(super) kept: u64,
    pub(super) missed: u64,
}

/// Rows a word of [`HeldPairs`] holds: two bits a row.
const GROUP: u64 = 32;

impl HeldPairs {
    /// Evaluates `holds` at every pair of the band that `keep` keeps, adding the pairs
    /// evaluated to `counter` a row at a time. Both are called through references, so that the
    /// parallel evaluation is compiled once, whatever the statement.
    pub(super) fn build(
        lo: u64,
        from: u64,
        to: u64,
        keep: &(dyn Fn(u64, u64) -> bool + Sync),
        holds: &(dyn Fn(u64, u64) -> bool + Sync),
        counter: Option<&AtomicU64>,
    ) -> HeldPairs {
        let groups: Vec<(Vec<u64>, u64, u64)> = (0..=(to - lo) / GROUP)
            .collect::<Vec<u64>>()
            .into_par_iter()
            .with_max_len(1)
            .map(|g| {
                let x0 = lo + GROUP * g;
                let y0 = x0.max(from);
                if y0 > to {
                    return (Vec::new(), 0, 0);
                }
                let mut words = vec![0u64; (to - y0 + 1) as usize];
                let (mut kept, mut missed) = (0, 0);
                for x in x0..=(x0 + GROUP - 1).min(to) {
                    let mut evaluated = 0;
                    for y in x.max(from)..=to {
                        for (k, (p, q)) in [(x, y), (y, x)].into_iter().enumerate() {
                            // The diagonal once: `held` reads (x, x) at its first bit.
                            if (k == 1 && x == y) || !keep(p, q) {
                                continue;
                            }
                            evaluated += 1;
                            if holds(p, q) {
                                words[(y - y0) as usize] |= 1 << (2 * (x - x0) + k as u64);
                            } else {
                                missed += 1;
                            }
                        }
                    }
                    kept += evaluated;
                    if let Some(c) = counter {
                        c.fetch_add(evaluated, Ordering::Relaxed);
                    }
                }
                (words, kept, missed)
            })
            .collect();
        HeldPairs {
            lo,
            from,
            to,
            kept: groups.iter().map(|g| g.1).sum(),
            missed: groups.iter().map(|g| g.2).sum(),
            groups: groups.into_iter().map(|g| g.0).collect(),
        }
    }

    /// Whether the statement held at `(x, y)` (false outside the band).
    #[inline]
    pub(super) fn held(&self, x: u64, y: u64) -> bool {
        let (small, large) = if x <= y { (x, y) } else { (y, x) };
        if small < self.lo || large < self.from || large > self.to {
            return false;
        }
        let g = (small - self.lo) / GROUP;
        let x0 = self.lo + GROUP * g;
        let word = self.groups[g as usize][(large - x0.max(self.from)) as usize];
        word >> (2 * (small - x0) + u64::from(x > y)) & 1 == 1
    }
}

/// The first band of [`Run::all_pairs_by_rows`]; each next band doubles the larger entry.
pub(super) const FIRST_BAND: u64 = 64;

/// A point with its place in the whole walk.
pub(super) struct Placed<T>(pub(super) u64, pub(super) T);

/// The points of a walk, handed out one at a time through a reference to the walk's iterator:
/// the walk is compiled once per type of point, and of each statement's own iterator only its
/// `next` (a `dyn Iterator` would compile `nth`, `advance_by` and `size_hint` too, whole
/// `try_fold` machineries for the nested walks).
pub(super) struct Points<'a, T>(&'a mut dyn NextPoint<T>);

/// The one method of an iterator that [`Points`] calls.
trait NextPoint<T> {
    fn next_point(&mut self) -> Option<T>;
}

impl<T, I: Iterator<Item = T>> NextPoint<T> for I {
    #[inline]
    fn next_point(&mut self) -> Option<T> {
        self.next()
    }
}

impl<'a, T> Points<'a, T> {
    pub(super) fn new(items: &'a mut impl Iterator<Item = T>) -> Points<'a, T> {
        Points(items)
    }
}

impl<T> Iterator for Points<'_, T> {
    type Item = T;

    #[inline]
    fn next(&mut self) -> Option<T> {
        self.0.next_point()
    }
}

/// A statement at one point, as the walk calls it: whether it holds there (`Err` for a failure
/// it describes itself).
pub(super) type Statement<'a, T> = dyn Fn(&T, &mut Obs) -> Result<bool, Failure> + Sync + 'a;

/// How many points a walk visited, and the point where it stopped with the predicate's answer
/// there (none when it walked them all).
type Stop<T> = (u64, Option<(T, Result<bool, Failure>)>);

/// Walks `items` in order with recording off until `f` answers `stop` or fails. The points are
/// taken in chunks, each chunk's points evaluated on every thread of the pool, and the first
/// point of the chunk (in the domain's order) where `f` stops is found by an order-preserving
/// search: the point, the count of cases and the answer are those of a walk on one thread.
pub(super) fn first_answer<T: Send + Sync>(
    items: &mut Points<'_, T>,
    f: &Statement<'_, T>,
    stop: bool,
    counter: Option<&AtomicU64>,
) -> Stop<T> {
    // Recording is off: the predicate leaves the `Obs` as it found it, so one serves a job.
    let stops = |o: &mut Obs, item: &T| !matches!(f(item, o), Ok(a) if a != stop);
    let mut cases = 0;
    let mut size = FIRST_CHUNK;
    loop {
        let chunk: Vec<T> = items.take(size).collect();
        if chunk.is_empty() {
            return (cases, None);
        }
        let hit = first_in_chunk(&chunk, &stops);
        if let Some(c) = counter {
            c.fetch_add(hit.map_or(chunk.len(), |i| i + 1) as u64, Ordering::Relaxed);
        }
        match hit {
            None => cases += chunk.len() as u64,
            Some(i) => {
                let item = chunk
                    .into_iter()
                    .nth(i)
                    .expect("the index of a point of the chunk");
                let answer = f(&item, &mut Obs::default());
                return (cases + i as u64 + 1, Some((item, answer)));
            }
        }
        size = (size * 2).min(LAST_CHUNK);
    }
}

/// The first point of `chunk` where `stops` answers true: on the calling thread for a small
/// chunk or a pool of one thread, else by an order-preserving search on every thread of the
/// pool. The statement is called through a reference, so that the parallel search is compiled
/// once rather than once per statement (a copy of rayon's machinery for each predicate was
/// most of the crate's build time); an indirect call costs a few nanoseconds against a
/// statement's tens to thousands.
fn first_in_chunk<T: Sync>(
    chunk: &[T],
    stops: &(dyn Fn(&mut Obs, &T) -> bool + Sync),
) -> Option<usize> {
    first_index(chunk.len(), &|o, i| stops(o, &chunk[i]))
}

/// The first of the places `0..len` where `stops` answers true, as [`first_in_chunk`] says;
/// by place, so that rayon's machinery is compiled once, whatever the type of point.
fn first_index(len: usize, stops: &(dyn Fn(&mut Obs, usize) -> bool + Sync)) -> Option<usize> {
    if len < PARALLEL_FROM || rayon::current_num_threads() == 1 {
        let mut o = Obs::default();
        (0..len).position(|i| stops(&mut o, i))
    } else {
        (0..len)
            .into_par_iter()
            .map_init(Obs::default, |o, i| stops(o, i))
            .position_first(|stopped| stopped)
    }
}

/// The first chunk of a walk: small, so that a statement that fails early costs little.
const FIRST_CHUNK: usize = 64;

/// Chunks grow to this many points.
const LAST_CHUNK: usize = 1 << 14;

/// Chunks smaller than this are walked on the calling thread.
const PARALLEL_FROM: usize = 256;
