//! `euclid_spec::checks::fuzz::StrategyInput::check` on arbitrary input (see fuzz/README.md).
#![no_main]

use euclid_spec::checks::fuzz::StrategyInput;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: StrategyInput| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
