//! `euclid_spec::fuzzing::PositionText::check` on arbitrary input (see fuzz/README.md).
#![no_main]

use euclid_spec::fuzzing::PositionText;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: PositionText| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
