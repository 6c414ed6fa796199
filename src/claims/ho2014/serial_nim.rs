//! ho2014, slide "The game of SERIAL NIM": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        // What it holds of the 2^(S − 1) compositions, measured alone at S = 16 and 20 (13 and
        // 260 MiB above a run that holds nothing), rounded up: 2^S · 320 bytes.
        claim!("theorem-levine", PILE_SUM, theorem_levine)
            .reads(reads![SERIAL_NIM])
            .owns_memory(|s| cases::part(cases::pow2(s), 320, 1))
            .cases_exactly(cases::tree_nodes),
        claim!(
            "theorem-levine-reading-literal-leftmost-pile",
            PILE_SUM,
            theorem_levine_reading_literal_leftmost_pile,
        )
        .reads(reads![SERIAL_NIM]),
    ]
}

fn theorem_levine(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let solver = crate::claims::Solvers::new(|| ReferenceSolver::new(SerialNim));
    run.all(compositions(run.n), |Piles(piles), o| {
        let fail = || Failure::at(format!("{piles:?}"));
        let truth = solver
            .with(|s| s.sprague_grundy(piles))
            .map_err(|e| fail().answer("solver", e))? as u64;
        let formula = levine::serial_nim_value(piles).map_err(|e| fail().answer("Levine", e))?;
        let fold =
            cf_evaluator::serial_nim_value(piles).map_err(|e| fail().answer("evaluator", e))?;
        o.value("G", truth)
            .value("Levine", formula)
            .value("cf-evaluator", fold);
        Ok(serial_nim_values_agree(truth, formula, fold))
    })
}

/// Serial Nim's value by the solver is Levine's formula's and the cf-evaluator's.
pub(super) fn serial_nim_values_agree(truth: u64, formula: u64, fold: u64) -> bool {
    truth == formula && truth == fold
}

/// The value of a Serial Nim position when the piles are read literally: moves only take from
/// the first pile, an emptied first pile stays (a zero pile), and then no move is left. Computed
/// by the mex over those moves.
fn literal_serial_nim_value(piles: &[u64]) -> u64 {
    // The first pile alone decides the moves: value(x) = mex{value(y) : y < x}.
    let mut values: Vec<u64> = Vec::with_capacity(piles[0] as usize + 1);
    for x in 0..=piles[0] as usize {
        let reachable: Vec<u32> = values[..x].iter().map(|&v| v as u32).collect();
        values.push(mex(&reachable) as u64);
    }
    values[piles[0] as usize]
}

fn theorem_levine_reading_literal_leftmost_pile(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all(compositions(run.n), |Piles(piles), o| {
        let formula = levine::serial_nim_value(piles)
            .map_err(|e| Failure::at(format!("{piles:?}")).answer("Levine", e))?;
        let literal = literal_serial_nim_value(piles);
        o.value("G, piles read literally", literal)
            .value("Levine", formula);
        Ok(literal == formula)
    })
}
