//! The names every layer shares: errors, the outcome of a position, a failure with each engine's
//! typed answer, byte sizes and memory budgets, how the program is named in the commands it
//! prints, text encodings and a stable hash. The bottom layer: it imports nothing of the crate above it.

pub mod encode;
pub mod error;
pub mod failure;
pub mod invocation;
pub mod memory;
pub mod outcome;

pub use failure::{Answer, Failure};
pub use outcome::Outcome;

/// The lock of `m`, even when a thread that held it panicked: every mutex of the program guards
/// data that is whole between two statements (a table inserted whole, a slot filled once, a line
/// of output), so a poisoned lock still guards sound data, and a panic elsewhere is reported as
/// itself rather than as a second panic here.
pub fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// FNV-1a, 64 bits: a hash that is the same on every machine and in every version of Rust.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}
