//! GitHub annotations of the verdicts that are not the expected ones (on GitHub Actions).

use super::check::Checked;
use super::Report;
use crate::catalogue::Catalogue;

/// GitHub annotations (`::error file=…,line=…,title=…::…`), one per claim whose verdict is not
/// the expected one, pointing at its entry in the catalogue; `root` is the directory the file
/// names are made relative to (the repository's).
pub fn annotations(report: &Report, catalogue: &Catalogue, root: &std::path::Path) -> Vec<String> {
    report
        .claims
        .iter()
        .filter(|r| !r.as_expected)
        .map(|r| {
            let place = catalogue.claim(&r.id).map(|c| {
                let file = c.file.strip_prefix(root).unwrap_or(&c.file);
                format!(
                    "file={},line={},",
                    property(&file.display().to_string()),
                    c.line
                )
            });
            format!(
                "::error {}title={}::{}",
                place.unwrap_or_default(),
                property(&r.id),
                data(&r.failure_text())
            )
        })
        .collect()
}

/// Escapes a workflow command's message.
pub fn data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a workflow command's property.
pub fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

/// `check`'s GitHub annotation of a run that does not pass (`::error title=…::…`), none for one that
/// passes.
pub fn check(s: &Checked) -> Option<String> {
    (s.code != 0).then(|| {
        format!(
            "::error title={}::{}",
            property(&format!("euclid-spec check {}", s.report.target)),
            data(&format!("{}\nreproduce: {}", s.headline(), s.reproduce))
        )
    })
}
