//! `euclid_spec::checks::fuzz::TripleInput::check` on arbitrary input (see fuzz/README.md).
#![no_main]

use euclid_spec::checks::fuzz::TripleInput;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: TripleInput| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
