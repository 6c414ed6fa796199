//! u64 pairs aimed at the edges: consecutive Fibonacci numbers, ratios just either side of φ
//! and of λ₁, common factors, neighbours of u64::MAX.

/// U(k) for x² − a0·x − 1 (Fibonacci for a0 = 1), the terms that fit u64.
pub fn lucas(a0: u64) -> Vec<u64> {
    let mut v = vec![0u64, 1];
    loop {
        let n = v.len();
        match a0
            .checked_mul(v[n - 1])
            .and_then(|x| x.checked_add(v[n - 2]))
        {
            Some(next) => v.push(next),
            None => return v,
        }
    }
}

/// A pair of the given `kind`, shaped by the free parameters `x`, `y` and `small`.
pub fn edge_pair(kind: u8, x: u64, y: u64, small: u8) -> (u64, u64) {
    let delta = (small % 5) as u64;
    match kind % 7 {
        // Consecutive terms of a Lucas sequence (a0 = 1: Fibonacci), nudged: ratios just either
        // side of φ and of λ₁.
        0 | 1 => {
            let a0 = if kind % 7 == 0 { 1 } else { 1 + (y % 50) };
            let u = lucas(a0);
            let k = 1 + (x as usize) % (u.len() - 2);
            let (lo, hi) = (u[k], u[k + 1]);
            if small % 2 == 0 {
                (lo, hi.saturating_add(delta))
            } else {
                (lo.saturating_add(delta).max(1), hi)
            }
        }
        // A common factor.
        2 => {
            let d = 1 + (y % 1_000_000);
            let (a, b) = (1 + x % 10_000, 1 + (x >> 20) % 10_000);
            (a.saturating_mul(d), b.saturating_mul(d))
        }
        // Neighbours of u64::MAX.
        3 => (u64::MAX - (x % 4), u64::MAX - (y % 4)),
        4 => (1 + x % 3, u64::MAX - delta),
        // Large ratio with a small remainder, and nearly equal entries.
        5 => {
            let a = 1 + x % 1_000;
            (a, (u64::MAX / a) * a - delta)
        }
        _ => (x, y),
    }
}
