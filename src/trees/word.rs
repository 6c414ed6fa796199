//! Paths in a binary tree as run-length words in `L` and `R` (`L³R²` is `LLLRR`).

use crate::vocab::error::{Error, Result};
use std::fmt;

/// One step: to the left child or to the right child.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    /// To the left child.
    L,
    /// To the right child.
    R,
}

impl Step {
    /// The other step: `L` for `R`, `R` for `L`.
    pub fn flip(self) -> Step {
        match self {
            Step::L => Step::R,
            Step::R => Step::L,
        }
    }
}

/// A word in `L` and `R`, stored as runs: no empty run, no two adjacent runs of one letter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Word {
    runs: Vec<(Step, u64)>,
}

impl Word {
    /// The empty word (the path to the root).
    pub fn new() -> Word {
        Word::default()
    }

    /// The empty word, with room for `runs` runs before it allocates again.
    pub fn with_capacity(runs: usize) -> Word {
        Word {
            runs: Vec::with_capacity(runs),
        }
    }

    /// The runs, from the first step to the last, as the vector the word kept them in.
    pub fn into_runs(self) -> Vec<(Step, u64)> {
        self.runs
    }

    /// Appends `count` copies of `step` (merging with the last run).
    pub fn push(&mut self, step: Step, count: u64) -> Result<()> {
        if count == 0 {
            return Ok(());
        }
        match self.runs.last_mut() {
            Some((last, n)) if *last == step => {
                *n = n
                    .checked_add(count)
                    .ok_or_else(|| Error::overflow("a run longer than u64"))?;
            }
            _ => self.runs.push((step, count)),
        }
        Ok(())
    }

    /// The runs, from the first step to the last.
    pub fn runs(&self) -> &[(Step, u64)] {
        &self.runs
    }

    /// The number of steps.
    pub fn len(&self) -> u128 {
        self.runs.iter().map(|&(_, n)| n as u128).sum()
    }

    /// Whether the word has no step.
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// The same word read backwards.
    pub fn reversed(&self) -> Word {
        Word {
            runs: self.runs.iter().rev().copied().collect(),
        }
    }

    /// The word without its last `k` steps (`None` if it is shorter).
    pub fn drop_last(&self, mut k: u64) -> Option<Word> {
        let mut runs = self.runs.clone();
        while k > 0 {
            let (step, n) = runs.pop()?;
            if n > k {
                runs.push((step, n - k));
                k = 0;
            } else {
                k -= n;
            }
        }
        Some(Word { runs })
    }

    /// Parses `LLR`, `L^3 R^2` or `L3R2`; the empty string and `-` are the empty word.
    pub fn parse(text: &str) -> Result<Word> {
        let mut word = Word::new();
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if chars == ['-'] {
            return Ok(word);
        }
        let mut i = 0;
        while i < chars.len() {
            let step = match chars[i] {
                'L' | 'l' => Step::L,
                'R' | 'r' => Step::R,
                c => {
                    return Err(Error::out_of_domain(format!(
                        "`{c}` in the word `{text}`: expected L or R"
                    )))
                }
            };
            i += 1;
            if i < chars.len() && chars[i] == '^' {
                i += 1;
            }
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let count = if start == i {
                1
            } else {
                let digits: String = chars[start..i].iter().collect();
                digits.parse::<u64>().map_err(|_| {
                    Error::out_of_domain(format!("the exponent {digits} in `{text}`"))
                })?
            };
            word.push(step, count)?;
        }
        Ok(word)
    }
}

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.runs.is_empty() {
            return f.write_str("-");
        }
        for (i, &(step, n)) in self.runs.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            let letter = if step == Step::L { "L" } else { "R" };
            if n == 1 {
                f.write_str(letter)?;
            } else {
                write!(f, "{letter}^{n}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        let w = Word::parse("LLLR^2 L").unwrap();
        assert_eq!(w.runs(), &[(Step::L, 3), (Step::R, 2), (Step::L, 1)]);
        assert_eq!(w.to_string(), "L^3 R^2 L");
        assert_eq!(w.len(), 6);
        assert_eq!(Word::parse(&w.to_string()).unwrap(), w);
        assert_eq!(w.drop_last(3).unwrap().to_string(), "L^3");
        assert!(w.drop_last(7).is_none());
        assert!(Word::parse("LX").is_err());
        assert_eq!(Word::parse("-").unwrap().len(), 0);
        assert!(Word::parse("-").unwrap().is_empty());
        assert!(Word::parse("").unwrap().is_empty());
        assert!(!w.is_empty());
        assert!(w.drop_last(6).unwrap().is_empty());
    }
}
