//! `euclid_spec::checks::fuzz::SpecBytes::check` on arbitrary input (see fuzz/README.md).
#![no_main]

use euclid_spec::checks::fuzz::SpecBytes;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: SpecBytes| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
