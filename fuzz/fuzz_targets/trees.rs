//! `euclid_spec::checks::fuzz::TreeInput::check` on arbitrary input (see fuzz/README.md).
#![no_main]

use euclid_spec::checks::fuzz::TreeInput;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: TreeInput| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
