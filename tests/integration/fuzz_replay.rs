//! Every committed fuzz corpus file and saved crash, replayed through the fuzz targets' own
//! checks, on stable Rust and without a fuzzer (the targets decode bytes the same way:
//! `Arbitrary::arbitrary_take_rest`).

use arbitrary::{Arbitrary, Unstructured};
use euclid_spec::checks::fuzz::{
    FormalText, PositionText, SpecBytes, StrategyInput, TreeInput, TripleInput, TwoEntryInput,
};
use std::fmt::Debug;
use std::path::Path;

fn replay<T: for<'a> Arbitrary<'a> + Debug>(
    target: &str,
    check: impl Fn(&T) -> Result<(), euclid_spec::checks::Mismatch>,
) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut replayed = 0;
    for dir in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let bytes = std::fs::read(&path).unwrap();
            if let Ok(input) = T::arbitrary_take_rest(Unstructured::new(&bytes)) {
                if let Err(e) = check(&input) {
                    panic!("{}: {input:?}\n{e}", path.display());
                }
            }
            replayed += 1;
        }
    }
    replayed
}

#[test]
fn fuzz_corpora_replay_cleanly() {
    let counts = [
        (
            "two_entry",
            replay::<TwoEntryInput>("two_entry", |i| i.check()),
        ),
        ("trees", replay::<TreeInput>("trees", |i| i.check())),
        (
            "strategies",
            replay::<StrategyInput>("strategies", |i| i.check()),
        ),
        ("triples", replay::<TripleInput>("triples", |i| i.check())),
        (
            "spec_loader",
            replay::<SpecBytes>("spec_loader", |i| i.check()),
        ),
        (
            "position_parser",
            replay::<PositionText>("position_parser", |i| i.check()),
        ),
        ("formal", replay::<FormalText>("formal", |i| i.check())),
    ];
    for (target, n) in counts {
        assert!(n > 0, "no committed corpus for the fuzz target {target}");
    }
}

#[test]
fn fuzz_inputs_print_the_command_that_reproduces_them() {
    let bytes = [7u8; 64];
    let input = StrategyInput::arbitrary(&mut Unstructured::new(&bytes)).unwrap();
    assert!(format!("{input:?}").starts_with("cargo run --release -- move "));
    let input = TripleInput::arbitrary(&mut Unstructured::new(&bytes)).unwrap();
    assert!(format!("{input:?}").contains("sg g2"));
    // A check that can fail: a move that is not one (decided without listing the moves).
    let grossman = euclid_spec::games::GameName::parse("grossman")
        .unwrap()
        .game();
    assert!(!grossman.is_move(&[3, 5], &[3, 1]).unwrap());
    assert!(grossman.is_move(&[3, 5], &[3, 2]).unwrap());
    let euclid = euclid_spec::games::GameName::parse("cole-davie")
        .unwrap()
        .game();
    assert!(euclid.is_move(&[3, 6], &[3, 0]).unwrap());
    assert!(!grossman.is_move(&[3, 6], &[3, 0]).unwrap());
    assert!(grossman.is_move(&[1, u64::MAX], &[1, 1]).unwrap());
}
