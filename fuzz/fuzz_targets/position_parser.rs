//! `euclid_spec::checks::fuzz::PositionText::check` on arbitrary input (see fuzz/README.md).
#![no_main]

use euclid_spec::checks::fuzz::PositionText;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: PositionText| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
