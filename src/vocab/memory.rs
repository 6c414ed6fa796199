//! Memory estimates made before anything is allocated, held against what the machine has: a
//! request that will not fit is refused with the estimate, instead of dying half way.

use crate::vocab::error::{Error, Result};

/// The memory the system can give this process now (`MemAvailable` of `/proc/meminfo`), when
/// the system says.
pub fn available() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The peak resident memory of this process so far (`VmHWM` of `/proc/self/status`), when the
/// system says.
pub fn peak_resident() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Refuses `what`, estimated at `bytes`, when it is more than the machine has available (no
/// refusal when the machine does not say).
///
/// # Examples
///
/// ```
/// use euclid_spec::vocab::memory::refuse_beyond_available;
///
/// assert!(refuse_beyond_available("a small table", 1 << 10).is_ok());
/// let e = refuse_beyond_available("a table of every pair up to 10⁹", u64::MAX).unwrap_err();
/// assert!(e.to_string().contains("a table of every pair up to 10⁹ needs about"));
/// ```
pub fn refuse_beyond_available(what: &str, bytes: u64) -> Result<()> {
    refuse_beyond(what, bytes, available())
}

/// [`refuse_beyond_available`] against a given amount of available memory.
pub fn refuse_beyond(what: &str, bytes: u64, available: Option<u64>) -> Result<()> {
    match available {
        Some(free) if bytes > free => Err(Error::refused(format!(
            "{what} needs about {}, more than the {} this machine has available; \
             ask for a smaller bound",
            human(bytes),
            human(free)
        ))),
        _ => Ok(()),
    }
}

/// The peak bytes of a hash map (or set) grown to `entries` entries of `entry` bytes each (key
/// and value together), as the standard library's tables grow: a power-of-two number of buckets
/// at most seven eighths full, a control byte each, and while it last grew the old table (half
/// as many buckets) beside the new.
///
/// ```
/// use euclid_spec::vocab::memory::hash_map_bytes;
///
/// // 2²⁴ entries need 2²⁵ buckets (2²⁴ would be more than 7/8 full); 33 bytes each, and the
/// // 2²⁴ buckets of the table before the last growth.
/// assert_eq!(hash_map_bytes(1 << 24, 32), (1 << 25) * 33 + (1 << 24) * 33);
/// assert_eq!(hash_map_bytes(u64::MAX, 32), u64::MAX);
/// ```
pub fn hash_map_bytes(entries: u64, entry: u64) -> u64 {
    let buckets = entries
        .saturating_mul(8)
        .div_ceil(7)
        .max(1)
        .checked_next_power_of_two()
        .unwrap_or(u64::MAX);
    let table = buckets.saturating_mul(entry.saturating_add(1));
    table.saturating_add(table / 2)
}

/// Bytes in binary units (`1.5 GiB`); the largest count, where the estimates saturate, as
/// what it means: `16 EiB or more`.
pub fn human(bytes: u64) -> String {
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    if bytes == u64::MAX {
        return "16 EiB or more".into();
    }
    let mut x = bytes as f64;
    let mut unit = 0;
    while x >= 1024.0 && unit + 1 < UNITS.len() {
        x /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{x:.1} {}", UNITS[unit])
    }
}

/// The bytes a dense two-entry table up to `n` holds: `(n + 1)(n + 2)` (saturating).
pub fn pair_table_bytes(n: u64) -> u64 {
    n.saturating_add(1).saturating_mul(n.saturating_add(2))
}

/// The bytes a truth of a two-entry game up to `n` takes while it is built (the reference
/// solver's memo, `2·(n + 1)(n + 2)`, and the dense table) and after (the dense table).
pub fn pair_truth_bytes(n: u64) -> (u64, u64) {
    let table = pair_table_bytes(n);
    let memo = table.saturating_mul(2);
    (memo.saturating_add(table), table)
}

/// The bytes a triple table up to `n` holds: `2·C(n + 2, 3)` (saturating).
pub fn triple_table_bytes(n: u64) -> u64 {
    let n = u128::from(n);
    n.checked_mul(n + 1)
        .and_then(|x| x.checked_mul(n + 2))
        .map(|x| x / 6 * 2)
        .and_then(|x| u64::try_from(x).ok())
        .unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusal_names_the_estimate() {
        assert!(refuse_beyond("x", 10, Some(10)).is_ok());
        assert!(refuse_beyond("x", 10, None).is_ok());
        let e = refuse_beyond("the run", 3 << 30, Some(1 << 30)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the run needs about 3.0 GiB, more than the 1.0 GiB this machine has available; \
             ask for a smaller bound"
        );
        assert_eq!(human(512), "512 B");
        assert_eq!(human(1536 << 20), "1.5 GiB");
        assert_eq!(human(1 << 62), "4.0 EiB");
        assert_eq!(human(u64::MAX - 1), "16.0 EiB");
        assert_eq!(human(u64::MAX), "16 EiB or more");
        assert_eq!(pair_table_bytes(2), 12);
        assert_eq!(triple_table_bytes(2), 8);
        assert_eq!(pair_truth_bytes(u64::MAX).0, u64::MAX);
        assert_eq!(triple_table_bytes(u64::MAX), u64::MAX);
        assert_eq!(triple_table_bytes(1000), 1000 * 1001 * 1002 / 3);
    }
}
