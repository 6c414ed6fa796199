//! The papers the catalogue transcribes: one table, which the catalogue loader, the registry of
//! predicates, the reports and the tests all read.

/// One paper: its key (the first part of every claim id) and its reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paper {
    /// The short key, e.g. `chl2011`.
    pub key: &'static str,
    /// The authors, as the paper prints them.
    pub authors: &'static str,
    /// The title.
    pub title: &'static str,
    /// Where it appeared: journal, volume, year, pages (or what the document is).
    pub venue: &'static str,
    /// A DOI or URL, where there is one.
    pub link: Option<&'static str>,
}

impl Paper {
    /// The reference in one line: authors, title, venue, link.
    pub fn citation(&self) -> String {
        let link = self.link.map(|l| format!(", {l}")).unwrap_or_default();
        format!("{}, {}, {}{link}", self.authors, self.title, self.venue)
    }
}

/// Every paper, in the order of the catalogue.
pub const PAPERS: [Paper; 5] = [
    Paper {
        key: "chl2011",
        authors: "G. Cairns, N. B. Ho, T. Lengyel",
        title: "The Sprague–Grundy function of the real game Euclid",
        venue: "Discrete Mathematics 311 (2011) 457–462",
        link: Some("https://doi.org/10.1016/j.disc.2010.12.011"),
    },
    Paper {
        key: "ho2014",
        authors: "N. B. Ho",
        title: "The game EUCLID, its variants, and continued fractions",
        venue: "slides of a talk, 23 April 2014",
        link: None,
    },
    Paper {
        key: "ho2012",
        authors: "N. B. Ho",
        title: "Variations of the game 3-Euclid",
        venue: "International Journal of Combinatorics 2012, Article ID 406250, 11 pages",
        link: Some("https://doi.org/10.1155/2012/406250"),
    },
    Paper {
        key: "hss2008",
        authors: "S. Hofmann, G. Schuster, J. Steuding",
        title: "Euclid, Calkin & Wilf — playing with rationals",
        venue: "Elemente der Mathematik 63 (2008) 109–117",
        link: Some("https://doi.org/10.4171/EM/95"),
    },
    Paper {
        key: "ewd1981",
        authors: "E. W. Dijkstra",
        title: "The analysis of a two-person game (EWD793)",
        venue: "note, Nuenen, 17 June 1981, last revised 13 July 2003",
        link: Some("https://www.cs.utexas.edu/~EWD/transcriptions/EWD07xx/EWD793.html"),
    },
];

/// The paper with this key.
pub fn paper(key: &str) -> Option<&'static Paper> {
    PAPERS.iter().find(|p| p.key.eq_ignore_ascii_case(key))
}

/// The keys, in the order of the table.
pub fn keys() -> impl Iterator<Item = &'static str> {
    PAPERS.iter().map(|p| p.key)
}
