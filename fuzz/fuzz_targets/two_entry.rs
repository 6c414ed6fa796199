//! The two-entry engines against each other on any u64 pair (and against the reference solver
//! when the position is small). Run: `cargo fuzz run two_entry --sanitizer none` (see README).
#![no_main]

use euclid_spec::checks::differential::TwoEntryInput;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: TwoEntryInput| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
