//! The names every layer shares: errors, byte sizes and memory budgets, how the program is
//! named in the commands it prints, text encodings and a stable hash. The bottom layer: it imports nothing of the crate above it.

pub mod encode;
pub mod error;
pub mod invocation;
pub mod memory;

/// FNV-1a, 64 bits: a hash that is the same on every machine and in every version of Rust.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}
