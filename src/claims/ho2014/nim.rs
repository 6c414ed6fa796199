//! ho2014, slide "NIM: the simplest?": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("example-nim-1-2", fixed(2), example_nim_1_2).reads(reads![])]
}

fn example_nim_1_2(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The graph of NIM(1, 2): positions (x, y) with x ≤ 1, y ≤ 2, an arc for each move (take from
    // one pile).
    let mut vertices = 0;
    let mut arcs = 0;
    for x in 0..=1u64 {
        for y in 0..=2u64 {
            vertices += 1;
            arcs += x + y; // x moves on the first pile, y on the second
        }
    }
    let answer = run.all([Text("NIM(1, 2)".into())], |_, o| {
        o.value("vertices", vertices).value("arcs", arcs);
        Ok(true)
    });
    if run.is_sampling() {
        return answer;
    }
    Verdict::skipped(format!(
        "a question the slide asks and does not answer: the graph of NIM(1, 2) has {vertices} \
         vertices (x, y), x ≤ 1, y ≤ 2, and {arcs} arcs"
    ))
}
