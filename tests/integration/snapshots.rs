//! insta snapshots, kept in the top-level `snapshots/`: the computed tables laid out like the
//! published ones, and every verdict of `verify` at the default bounds (without timings).

use euclid_spec::games::TwoEntryGame;
use euclid_spec::run;
use euclid_spec::solver::DenseTable;
use euclid_spec::trees::counts::count_generation;

fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path("../../snapshots");
    s.set_prepend_module_to_snapshot(false);
    s
}

fn layout(game: TwoEntryGame, n: u64) -> String {
    let t = DenseTable::build(game, false, n).unwrap();
    let lo = if game == TwoEntryGame::ColeDavie {
        0
    } else {
        1
    };
    let mut out = String::new();
    for a in (lo..=n).rev() {
        out.push_str(&format!("{a:>3} |"));
        for b in lo..=n {
            out.push_str(&format!("{:>3}", t.get(a, b).unwrap()));
        }
        out.push('\n');
    }
    out.push_str("a\\b |");
    for b in lo..=n {
        out.push_str(&format!("{b:>3}"));
    }
    out.push('\n');
    out
}

#[test]
fn computed_tables() {
    settings().bind(|| {
        insta::assert_snapshot!(
            "chl2011_table_1_cole_davie",
            layout(TwoEntryGame::ColeDavie, 9)
        );
        insta::assert_snapshot!(
            "chl2011_table_2_grossman",
            layout(TwoEntryGame::Grossman, 9)
        );
        insta::assert_snapshot!("m_euclid_to_12", layout(TwoEntryGame::MEuclid, 12));
    });
}

/// Every verdict at the default bounds, without timings. Called by the catalogue's
/// default-bounds test, so that one run of the catalogue serves both oracles: the spec's
/// expectations and this snapshot.
pub(crate) fn assert_verdicts_snapshot(results: &[run::ClaimResult]) {
    let lines: Vec<String> = results
        .iter()
        .map(crate::verdict_line::verdict_line)
        .collect();
    settings().bind(|| insta::assert_snapshot!("verify_default_bounds", lines.join("\n")));
}

/// hss2008's table of fn and gn, laid out as printed, computed by walking generations 1 to 12.
#[test]
fn hss2008_table_fn_gn() {
    let counts: Vec<_> = (1..=12).map(|n| count_generation(n).unwrap()).collect();
    let row =
        |f: &dyn Fn(usize) -> u64| (0..12).map(|i| format!("{:>5}", f(i))).collect::<String>();
    let table = format!(
        "f_n {}\ng_n {}\n  n {}\n",
        row(&|i| counts[i].first),
        row(&|i| counts[i].second),
        row(&|i| i as u64 + 1)
    );
    settings().bind(|| insta::assert_snapshot!("hss2008_table_fn_gn", table));
}
