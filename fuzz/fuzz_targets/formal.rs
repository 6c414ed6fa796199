//! `euclid_spec::checks::fuzz::FormalText::check` on arbitrary input (see fuzz/README.md): the
//! formal language's lexer, parser, compiler and evaluator.
#![no_main]

use euclid_spec::checks::fuzz::FormalText;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: FormalText| {
    if let Err(e) = input.check() {
        panic!("{input:?}\n{e}");
    }
});
