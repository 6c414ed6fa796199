//! Published tables, transcribed as printed.
//!
//! # Format
//! Lines starting with `#` are comments. Each data line is a row as the paper prints it: the row
//! label (`a`, or a name such as `f_n`), then the values for each column. The last data line is
//! the header: a first token that is not a number (the paper's `a\b`, or `n`), then the column
//! labels. Rows may come in any order (the papers print `a` from 9 down), and every row has one
//! value per column label.

use crate::vocab::error::{Error, Result};

/// A published table of values indexed by `(a, b)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublishedTable {
    /// Row labels in printed order.
    pub rows: Vec<String>,
    /// Column labels in printed order.
    pub columns: Vec<u64>,
    /// `cells[i][j]` is the value printed at row `rows[i]`, column `columns[j]`.
    pub cells: Vec<Vec<u64>>,
}

impl PublishedTable {
    /// Parses a table file; errors name the file and line.
    pub fn parse(file: &str, text: &str) -> Result<PublishedTable> {
        let mut data: Vec<(usize, Vec<&str>)> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            data.push((i + 1, trimmed.split_whitespace().collect()));
        }
        let Some((header_line, header)) = data.pop() else {
            return Err(Error::spec(file, 1, 1, None, "the table is empty"));
        };
        if header[0].parse::<u64>().is_ok() {
            return Err(Error::spec(
                file,
                header_line,
                1,
                None,
                "the last line must be the header (`a\\b` then the column labels)",
            ));
        }
        let columns = parse_numbers(file, header_line, &header[1..])?;
        if columns.is_empty() {
            return Err(Error::spec(
                file,
                header_line,
                1,
                None,
                "the header has no column label",
            ));
        }
        if data.is_empty() {
            return Err(Error::spec(
                file,
                header_line,
                1,
                None,
                "the table has no row",
            ));
        }
        let mut rows = Vec::new();
        let mut cells = Vec::new();
        for (line, tokens) in data {
            let label = tokens[0].to_string();
            let numbers = parse_numbers(file, line, &tokens[1..])?;
            if numbers.len() != columns.len() {
                let message = format!(
                    "row {label} has {} values; the header has {} columns",
                    numbers.len(),
                    columns.len()
                );
                return Err(Error::spec(file, line, 1, None, message));
            }
            if rows.contains(&label) {
                let message = format!("row {label} appears twice");
                return Err(Error::spec(file, line, 1, None, message));
            }
            rows.push(label);
            cells.push(numbers);
        }
        Ok(PublishedTable {
            rows,
            columns,
            cells,
        })
    }

    /// Every cell of a table indexed by pairs, as `(a, b, printed value)`, in the order
    /// `(max(a, b), a, b)`, so that the first mismatch found is the smallest. Rows whose label is
    /// not a number are left out.
    pub fn entries(&self) -> Vec<(u64, u64, u64)> {
        let mut out = Vec::new();
        for (i, label) in self.rows.iter().enumerate() {
            let Ok(a) = label.parse::<u64>() else {
                continue;
            };
            for (j, &b) in self.columns.iter().enumerate() {
                out.push((a, b, self.cells[i][j]));
            }
        }
        out.sort_by_key(|&(a, b, _)| (a.max(b), a, b));
        out
    }

    /// The values of the row named `label`, as `(column label, value)`.
    pub fn row(&self, label: &str) -> Option<Vec<(u64, u64)>> {
        let i = self.rows.iter().position(|r| r == label)?;
        Some(
            self.columns
                .iter()
                .copied()
                .zip(self.cells[i].iter().copied())
                .collect(),
        )
    }
}

fn parse_numbers(file: &str, line: usize, tokens: &[&str]) -> Result<Vec<u64>> {
    tokens
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.parse::<u64>().map_err(|_| {
                Error::spec(
                    file,
                    line,
                    1,
                    None,
                    format!("token {} `{t}` is not a non-negative integer", i + 1),
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rows_and_header() {
        let t = PublishedTable::parse("t", "# c\n1 0 1\n0 0 0\na\\b 0 1\n").unwrap();
        assert_eq!(t.rows, vec!["1", "0"]);
        let named = PublishedTable::parse("t", "f_n 0 2\ng_n 1 0\nn 1 2\n").unwrap();
        assert_eq!(named.row("g_n").unwrap(), vec![(1, 1), (2, 0)]);
        assert!(named.entries().is_empty());
        assert_eq!(t.columns, vec![0, 1]);
        assert_eq!(
            t.entries(),
            vec![(0, 0, 0), (0, 1, 0), (1, 0, 0), (1, 1, 1)]
        );
    }

    #[test]
    fn rejects_bad_tables() {
        for (text, needle) in [
            ("", "empty"),
            ("# only a comment\n", "empty"),
            ("a\\b 0 1\n", "no row"),
            ("1 0 1\n", "header"),
            ("1 0\na\\b 0 1\n", "has 1 values"),
            ("1 0 x\na\\b 0 1\n", "`x`"),
            ("1 0 -1\na\\b 0 1\n", "`-1`"),
            ("1 0 1\n1 0 1\na\\b 0 1\n", "twice"),
            ("1 0 1\na\\b\n", "no column"),
        ] {
            let err = PublishedTable::parse("t.txt", text)
                .unwrap_err()
                .to_string();
            assert!(err.contains(needle), "{text:?}: {err}");
            assert!(err.starts_with("t.txt:"), "{err}");
        }
    }
}
