//! A position where something does not hold, with what each engine answered there: the one type
//! that carries a counterexample from the walk of a claim (or a solver's table, a differential
//! check, a guarded program) to every report, and the typed [`Answer`] it holds.

use super::Outcome;
use num_bigint::{BigInt, BigUint, Sign};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// What an engine answered at a position, typed by what it is: the values, outcomes, fractions
/// and big integers the tool compares, and anything else (a set, a path, an error) as text.
///
/// An answer is always in the form its text reads as ([`Answer::read`]): the integer 3 is
/// `Number(3)`, never `Text("3")`, so that two answers are equal exactly when they print the
/// same, whichever way they were made.
///
/// ```
/// use euclid_spec::vocab::{Answer, Outcome};
/// assert_eq!(Answer::read("42"), Answer::from(42u64));
/// assert_eq!(Answer::read("-2"), Answer::Number((-2).into()));
/// assert_eq!(Answer::read("P"), Answer::Outcome(Outcome::P));
/// assert_eq!(Answer::read("3/5"), Answer::Fraction(3.into(), 5u8.into()));
/// assert_eq!(Answer::read("true"), Answer::Bool(true));
/// assert_eq!(Answer::read("{(0, 1)}"), Answer::Text("{(0, 1)}".into()));
/// // Written otherwise than an integer prints: text, so that it prints back as written.
/// assert_eq!(Answer::read("007"), Answer::Text("007".into()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// An integer of any size: a Sprague–Grundy value, a count, a term, an index.
    Number(BigInt),
    /// Who wins.
    Outcome(Outcome),
    /// A fraction `a/b`, as computed (not reduced), `b > 0`.
    Fraction(BigInt, BigUint),
    /// A truth value.
    Bool(bool),
    /// Anything else, as written.
    Text(String),
}

impl Answer {
    /// The answer `text` reads as: an integer, `P` or `N`, a fraction `a/b`, `true` or
    /// `false`, each only when written as it prints; anything else is text.
    pub fn read(text: &str) -> Answer {
        match text {
            "true" => return Answer::Bool(true),
            "false" => return Answer::Bool(false),
            "P" => return Answer::Outcome(Outcome::P),
            "N" => return Answer::Outcome(Outcome::N),
            _ => {}
        }
        if let Some(n) = integer(text) {
            return Answer::Number(n);
        }
        if let Some((a, b)) = text.split_once('/') {
            if let (Some(a), Some(b)) = (integer(a), integer(b)) {
                if let (Sign::Plus, Some(b)) = (b.sign(), b.to_biguint()) {
                    return Answer::Fraction(a, b);
                }
            }
        }
        Answer::Text(text.to_string())
    }

    /// The answer that `value` prints as.
    pub fn of(value: impl fmt::Display) -> Answer {
        Answer::read(&value.to_string())
    }

    /// The outcome this answer says: a value is P exactly when it is 0; `None` for an answer
    /// that is neither a value nor an outcome.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            Answer::Number(n) => Some(Outcome::of_p(n.sign() == Sign::NoSign)),
            Answer::Outcome(o) => Some(*o),
            _ => None,
        }
    }

    /// The value, when this answer is an integer that fits in `u64`.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Answer::Number(n) => u64::try_from(n).ok(),
            _ => None,
        }
    }
}

/// An integer written as it prints: no sign but `-`, no leading zero, no `-0`.
fn integer(text: &str) -> Option<BigInt> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let canonical = !digits.is_empty()
        && digits.bytes().all(|c| c.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && text != "-0";
    canonical.then(|| text.parse().ok()).flatten()
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Number(n) => write!(f, "{n}"),
            Answer::Outcome(o) => write!(f, "{o}"),
            Answer::Fraction(a, b) => write!(f, "{a}/{b}"),
            Answer::Bool(b) => write!(f, "{b}"),
            Answer::Text(t) => f.write_str(t),
        }
    }
}

impl Answer {
    /// The answer as a JSON value of its type: an integer as a JSON number when it fits 64 bits
    /// (signed or not) and as a string of its digits beyond (exact either way: a JSON reader's
    /// doubles would round it), a truth value as a boolean, an outcome (`N`, `P`), a fraction
    /// (`a/b`) and anything else as a string.
    pub fn to_json(&self) -> serde_json::Value {
        // Serializing an answer into a JSON value cannot fail (no map keys, no floats).
        serde_json::to_value(self).unwrap_or_else(|_| serde_json::Value::from(self.to_string()))
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Answer {
            fn from(v: $t) -> Answer {
                Answer::Number(BigInt::from(v))
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, BigInt, BigUint);

impl From<Outcome> for Answer {
    fn from(o: Outcome) -> Answer {
        Answer::Outcome(o)
    }
}

impl From<bool> for Answer {
    fn from(b: bool) -> Answer {
        Answer::Bool(b)
    }
}

impl From<&str> for Answer {
    fn from(text: &str) -> Answer {
        Answer::read(text)
    }
}

impl From<String> for Answer {
    fn from(text: String) -> Answer {
        Answer::read(&text)
    }
}

/// In JSON an answer is typed as [`Answer::to_json`] writes it: an integer a number while it
/// fits 64 bits and its digits as a string beyond, a truth value a boolean, the rest the string
/// it prints as. Read back exactly (`merge`): a number, a boolean, or a string read as
/// [`Answer::read`] reads it (so that `"P"`, `"3/5"` and digits beyond 64 bits keep their
/// type); a number with a fraction or an exponent is refused.
impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use num_traits::ToPrimitive;
        match self {
            Answer::Number(n) => match (n.to_u64(), n.to_i64()) {
                (Some(u), _) => s.serialize_u64(u),
                (None, Some(i)) => s.serialize_i64(i),
                _ => s.collect_str(n),
            },
            Answer::Bool(b) => s.serialize_bool(*b),
            other => s.collect_str(other),
        }
    }
}

impl<'de> Deserialize<'de> for Answer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Answer, D::Error> {
        struct Typed;
        impl serde::de::Visitor<'_> for Typed {
            type Value = Answer;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an answer: an integer, a truth value or a string")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Answer, E> {
                Ok(Answer::from(v))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Answer, E> {
                Ok(Answer::from(v))
            }
            fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<Answer, E> {
                Ok(Answer::Bool(v))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Answer, E> {
                Ok(Answer::read(v))
            }
        }
        d.deserialize_any(Typed)
    }
}

/// A position where a statement does not hold (or engines disagree), with what each engine
/// answered there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Failure {
    /// The position, as its domain prints it (for example `(3, 8)`).
    pub position: String,
    /// What each engine answered there: (engine, answer), in the order they were added.
    #[serde(with = "engine_answers")]
    pub answers: Vec<(String, Answer)>,
    /// A CLI command (without the program name) that shows the position in detail.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explain: Option<String>,
}

impl Failure {
    /// A failure at `position`, with no answers yet.
    pub fn at(position: impl Into<String>) -> Failure {
        Failure {
            position: position.into(),
            answers: Vec::new(),
            explain: None,
        }
    }

    /// A failure at the pair `(a, b)`, written `(a, b)`.
    pub fn at_pair(a: u64, b: u64) -> Failure {
        Failure::at(format!("({a}, {b})"))
    }

    /// This failure with one more answer: what `engine` said at the position (read as
    /// [`Answer::of`] what it prints).
    pub fn answer(mut self, engine: impl Into<String>, answer: impl fmt::Display) -> Failure {
        self.answers.push((engine.into(), Answer::of(answer)));
        self
    }

    /// This failure with `command` as the CLI command that explains it, unless one is already set.
    pub fn explain(mut self, command: impl Into<String>) -> Failure {
        self.explain.get_or_insert(command.into());
        self
    }

    /// The answer of `engine`, if it answered.
    pub fn answer_of(&self, engine: &str) -> Option<&Answer> {
        self.answers
            .iter()
            .find(|(e, _)| e == engine)
            .map(|(_, a)| a)
    }

    /// The failure on one line, as every report prints it: `(2, 3)  [engine: answer; …]`.
    pub fn one_line(&self) -> String {
        let answers: Vec<String> = self
            .answers
            .iter()
            .map(|(e, a)| format!("{e}: {a}"))
            .collect();
        format!("{}  [{}]", self.position, answers.join("; "))
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.one_line())
    }
}

impl std::error::Error for Failure {}

/// An engine's error where no position is known yet (the caller names it).
impl From<super::error::Error> for Failure {
    fn from(e: super::error::Error) -> Failure {
        Failure::at("engine").answer("error", e)
    }
}

/// The answers in JSON: `[{"engine": …, "answer": …}, …]`.
mod engine_answers {
    use super::Answer;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct EngineAnswer {
        engine: String,
        answer: Answer,
    }

    pub fn serialize<S: Serializer>(answers: &[(String, Answer)], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(answers.iter().map(|(engine, answer)| EngineAnswer {
            engine: engine.clone(),
            answer: answer.clone(),
        }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, Answer)>, D::Error> {
        Ok(Vec::<EngineAnswer>::deserialize(d)?
            .into_iter()
            .map(|e| (e.engine, e.answer))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Integers are JSON numbers while they fit 64 bits, signed or not, and their digits
    /// beyond; truth values are booleans; the rest are their text.
    #[test]
    fn answers_in_json_keep_their_type_and_every_digit() {
        let json = |text: &str| Answer::read(text).to_json();
        assert_eq!(json("18446744073709551615"), serde_json::json!(u64::MAX));
        assert_eq!(json("-9223372036854775808"), serde_json::json!(i64::MIN));
        assert_eq!(
            json("18446744073709551616"),
            serde_json::json!("18446744073709551616")
        );
        assert_eq!(
            json("-9223372036854775809"),
            serde_json::json!("-9223372036854775809")
        );
        assert_eq!(json("0"), serde_json::json!(0));
        assert_eq!(json("true"), serde_json::json!(true));
        assert_eq!(json("P"), serde_json::json!("P"));
        assert_eq!(json("5/8"), serde_json::json!("5/8"));
        assert_eq!(json("[2, 1, 2]"), serde_json::json!("[2, 1, 2]"));
    }

    /// A failure written to JSON reads back as itself, every answer typed (schema 2), and a
    /// failure of schema 1 (answers as strings) reads as the same failure; a number with a
    /// fraction is refused.
    #[test]
    fn failures_in_json_read_back_typed() {
        let mut f = Failure::at("(3, 8)");
        for (engine, text) in [
            ("reference", "2"),
            ("huge", "18446744073709551616"),
            ("negative", "-3"),
            ("outcome", "P"),
            ("ratio", "5/8"),
            ("truth", "false"),
            ("text", "007"),
        ] {
            f = f.answer(engine, Answer::read(text));
        }
        let json = serde_json::to_value(&f).unwrap();
        let answers: Vec<&serde_json::Value> = json["answers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| &a["answer"])
            .collect();
        assert_eq!(
            answers,
            [
                &serde_json::json!(2),
                &serde_json::json!("18446744073709551616"),
                &serde_json::json!(-3),
                &serde_json::json!("P"),
                &serde_json::json!("5/8"),
                &serde_json::json!(false),
                &serde_json::json!("007"),
            ]
        );
        assert_eq!(serde_json::from_value::<Failure>(json).unwrap(), f);
        let schema_1 = serde_json::json!({"position": "(3, 8)", "answers": [
            {"engine": "reference", "answer": "2"}, {"engine": "huge", "answer": "18446744073709551616"},
            {"engine": "negative", "answer": "-3"}, {"engine": "outcome", "answer": "P"},
            {"engine": "ratio", "answer": "5/8"}, {"engine": "truth", "answer": "false"},
            {"engine": "text", "answer": "007"}]});
        assert_eq!(serde_json::from_value::<Failure>(schema_1).unwrap(), f);
        let float =
            serde_json::json!({"position": "(3, 8)", "answers": [{"engine": "e", "answer": 2.5}]});
        assert!(serde_json::from_value::<Failure>(float).is_err());
    }

    /// Every answer prints as the text it was read from, and reads back as itself.
    #[test]
    fn answers_read_and_print_back() {
        for text in [
            "0",
            "7",
            "-2",
            "18446744073709551616",
            "1/3",
            "-1/3",
            "0/1",
            "P",
            "N",
            "true",
            "false",
            "",
            "007",
            "-0",
            "+3",
            "1/0",
            "1/-3",
            "2/04",
            "P (the player to move loses)",
            "{(0, 1)}",
            "[2, 1]",
            "R^2",
            "error: overflow",
            "1/3/5",
            "3.5",
        ] {
            let a = Answer::read(text);
            assert_eq!(a.to_string(), text, "{a:?}");
            assert_eq!(Answer::read(&a.to_string()), a, "{text}");
        }
        let kinds = |t: &str| match Answer::read(t) {
            Answer::Number(_) => "number",
            Answer::Outcome(_) => "outcome",
            Answer::Fraction(..) => "fraction",
            Answer::Bool(_) => "bool",
            Answer::Text(_) => "text",
        };
        assert_eq!(kinds("-2"), "number");
        assert_eq!(kinds("1/3"), "fraction");
        assert_eq!(kinds("1/0"), "text");
        assert_eq!(kinds("N"), "outcome");
        assert_eq!(kinds("false"), "bool");
        assert_eq!(kinds("007"), "text");
        assert_eq!(Answer::from(u64::MAX).as_u64(), Some(u64::MAX));
        assert_eq!(Answer::read("18446744073709551616").as_u64(), None);
        assert_eq!(Answer::from(0u8).outcome(), Some(Outcome::P));
        assert_eq!(Answer::from(-3).outcome(), Some(Outcome::N));
        assert_eq!(Answer::read("x").outcome(), None);
    }

    /// A failure's JSON is the report's counterexample: position, answers as engine and typed
    /// answer, and the command when there is one; read back, it is the same failure.
    #[test]
    fn a_failure_in_json_and_back() {
        let f = Failure::at("(2, 3)")
            .answer("G", 0)
            .answer("⌊b/a⌋", 1)
            .answer("in the set", false)
            .explain("sg cole-davie 2 3 --explain");
        let json = serde_json::to_string(&f).unwrap();
        assert_eq!(
            json,
            r#"{"position":"(2, 3)","answers":[{"engine":"G","answer":0},{"engine":"⌊b/a⌋","answer":1},{"engine":"in the set","answer":false}],"explain":"sg cole-davie 2 3 --explain"}"#
        );
        assert_eq!(serde_json::from_str::<Failure>(&json).unwrap(), f);
        assert_eq!(f.one_line(), "(2, 3)  [G: 0; ⌊b/a⌋: 1; in the set: false]");
        assert_eq!(f.answer_of("G"), Some(&Answer::from(0u64)));
        assert!(
            serde_json::from_str::<Failure>(r#"{"position":"x","answers":[],"more":1}"#).is_err()
        );
    }
}
