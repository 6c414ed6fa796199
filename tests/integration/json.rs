//! The JSON outputs held to `docs/JSON.md`: each command's object has the fields the page lists,
//! of the types it gives, and typed values (a number is a number, a truth value a boolean, an
//! integer past 64 bits the string of its digits). The page's tables are read here: a field
//! listed there and missing in the output, or present and not listed, fails.

use crate::util::{fixture_claims, fixture_dir, root, run, text};
use serde_json::Value;

/// The command's JSON output, after checking it exits `code` and writes one object.
fn json_of(args: &[&str], code: i32) -> Value {
    let o = run(args);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(code), "{args:?}: {out}{err}");
    let v: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"));
    assert!(v.is_object(), "{args:?}: {out}");
    v
}

/// The fields `docs/JSON.md` lists in the table under the heading that starts with `heading`
/// (the first column's backticked names; `a`, `b` for a row naming two), each with its type
/// column.
fn documented(heading: &str, table: usize) -> Vec<(String, String)> {
    let page = std::fs::read_to_string(root().join("docs/JSON.md")).unwrap();
    let section = page
        .split("\n## ")
        .find(|s| s.starts_with(heading))
        .unwrap_or_else(|| panic!("no section {heading}"));
    let tables: Vec<Vec<&str>> = section
        .split("\n\n")
        .filter(|block| block.trim_start().starts_with("| field"))
        .map(|block| block.lines().skip(2).collect())
        .collect();
    let mut fields = Vec::new();
    for row in &tables[table] {
        let cells: Vec<&str> = row.split('|').collect();
        let (first, kind) = (cells.get(1).unwrap_or(&""), cells.get(2).unwrap_or(&""));
        for name in first.split(',') {
            let name = name.trim().trim_matches('`');
            if !name.is_empty() {
                fields.push((name.to_string(), kind.trim().to_string()));
            }
        }
    }
    fields
}

/// Whether `v` is of the type the page's column `kind` names (`number`, `string`, `boolean`,
/// `object`, `array …` or `[…]`, `null`, joined by `or`).
fn of_kind(v: &Value, kind: &str) -> bool {
    (kind.contains("number") && v.is_number())
        || (kind.contains("string") && v.is_string())
        || (kind.contains("boolean") && v.is_boolean())
        || (kind.contains("object") && !kind.starts_with("array") && v.is_object())
        || ((kind.starts_with("array") || kind.starts_with('`')) && v.is_array())
        || (kind.contains("null") && v.is_null())
}

/// `v` has `schema`, `tool` and `command`, and exactly the fields of its section besides.
fn holds_to_the_page(v: &Value, command: &str, heading: &str, table: usize) {
    assert_eq!(v["schema"], 2, "{v}");
    assert_eq!(v["command"], command, "{v}");
    for key in ["name", "version", "commit"] {
        assert!(v["tool"][key].is_string(), "{v}");
    }
    let fields = documented(heading, table);
    for (name, kind) in &fields {
        assert!(
            of_kind(&v[name], kind),
            "{command}: `{name}` is {} where docs/JSON.md says {kind}",
            v[name]
        );
    }
    let mut listed: Vec<String> = fields.into_iter().map(|(name, _)| name).collect();
    listed.extend(["schema", "tool", "command"].map(String::from));
    listed.sort();
    let mut present: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
    present.sort();
    assert_eq!(
        present, listed,
        "{command}: the fields against docs/JSON.md"
    );
}

#[test]
fn sg_tree_examples_and_claims_hold_to_the_page() {
    // sg: typed answers, a skipped engine, a value past 2^63.
    let v = json_of(&["sg", "grossman", "3", "8", "--format", "json"], 0);
    holds_to_the_page(&v, "sg", "`sg", 0);
    assert_eq!(v["value"], 2);
    assert_eq!(v["position"], serde_json::json!([3, 8]));
    assert_eq!(v["agree"], true);
    let engines = v["engines"].as_array().unwrap();
    assert!(engines.iter().any(|e| e["answer"] == 2), "{v}");
    assert!(engines.iter().any(|e| e["answer"] == "N"), "{v}");
    let big = json_of(
        &[
            "sg",
            "cole-davie",
            "1",
            "18446744073709551615",
            "--format",
            "json",
        ],
        0,
    );
    assert_eq!(
        big["value"],
        serde_json::json!(18446744073709551615u64),
        "{big}"
    );
    assert!(
        big["engines"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["skipped"].is_string()),
        "{big}"
    );
    // tree: numbers, paths, a node past 64 bits' children as null.
    let v = json_of(&["tree", "5", "8", "--format", "json"], 0);
    holds_to_the_page(&v, "tree", "`tree", 0);
    assert_eq!(v["node"], serde_json::json!([5, 8]));
    assert_eq!(v["continued_fraction"], serde_json::json!([0, 1, 1, 1, 2]));
    assert_eq!(v["stern_index"], 26);
    assert_eq!(v["first_player_wins"], false);
    assert_eq!(
        v["calkin_wilf_children"],
        serde_json::json!([[5, 13], [13, 8]])
    );
    let edge = json_of(
        &["tree", "1", "18446744073709551615", "--format", "json"],
        0,
    );
    assert_eq!(
        edge["calkin_wilf_children"],
        serde_json::json!([null, null])
    );
    assert!(edge["stern_index"].is_null(), "{edge}");
    // examples at a point: typed values in order; every example of a paper.
    let v = json_of(
        &[
            "examples",
            "--claim",
            "chl2011/theorem-1",
            "--at",
            "3 8",
            "--format",
            "json",
        ],
        0,
    );
    holds_to_the_page(&v, "examples", "`examples", 1);
    let point = &v["points"][0];
    assert_eq!(point["at"], "(3, 8)");
    assert_eq!(point["holds"], true);
    let values = point["values"].as_array().unwrap();
    assert!(
        values.iter().any(|x| x["name"] == "G" && x["value"] == 2),
        "{v}"
    );
    assert!(values.iter().any(|x| x["value"] == "[2, 1, 2]"), "{v}");
    let v = json_of(&["examples", "--paper", "ewd1981", "--format", "json"], 0);
    holds_to_the_page(&v, "examples", "`examples", 0);
    assert_eq!(v["problems"], 0);
    let all = v["examples"].as_array().unwrap();
    assert_eq!(v["count"], all.len());
    for e in all {
        for key in ["claim", "at", "file"] {
            assert!(e[key].is_string(), "{e}");
        }
        assert!(e["line"].is_u64() && e["problems"].is_array(), "{e}");
        assert!(e["seen"].as_array().is_some_and(|s| !s.is_empty()), "{e}");
    }
    // claims: the fixture catalogue, its printed values typed as the run reads them.
    let fixture = fixture_dir().to_string_lossy().into_owned();
    let v = json_of(&["claims", "--spec", &fixture, "--format", "json"], 0);
    holds_to_the_page(&v, "claims", "`claims", 0);
    let claims = v["claims"].as_array().unwrap();
    assert_eq!(claims.len() * 2, fixture_claims().len());
    let values: Vec<&Value> = claims
        .iter()
        .flat_map(|c| c["examples"].as_array().unwrap())
        .flat_map(|e| e["values"].as_object().unwrap().values())
        .collect();
    assert!(
        values.iter().any(|x| x.is_u64()),
        "no number among {values:?}"
    );
    assert!(
        !values
            .iter()
            .any(|x| x.as_str().is_some_and(|s| s.parse::<i64>().is_ok())),
        "an integer as a string among {values:?}"
    );
}

#[test]
fn move_and_play_hold_to_the_page() {
    // One position won, one lost, a sum.
    let v = json_of(&["move", "cole-davie", "3", "8", "--format", "json"], 0);
    holds_to_the_page(&v, "move", "`move", 0);
    assert_eq!(v["wins"], true);
    assert!(v["lost_because"].is_null(), "{v}");
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty(), "{v}");
    for m in moves {
        assert!(m["strategy"].is_string() && m["to"].is_array(), "{m}");
    }
    let lost = json_of(&["move", "cole-davie", "5", "8", "--format", "json"], 0);
    holds_to_the_page(&lost, "move", "`move", 0);
    assert_eq!(lost["wins"], false);
    assert_eq!(lost["value"], 0);
    assert!(lost["lost_because"].is_string(), "{lost}");
    assert_eq!(lost["moves"], serde_json::json!([]));
    let sum = json_of(
        &["move", "grossman", "3", "8", "5", "8", "--format", "json"],
        0,
    );
    holds_to_the_page(&sum, "move", "`move", 1);
    assert_eq!(sum["positions"], serde_json::json!([[3, 8], [5, 8]]));
    assert_eq!(sum["move"]["component"], 1, "{sum}");
    // A whole line of play, to the final position.
    let v = json_of(&["play", "cole-davie", "3", "8", "--format", "json"], 0);
    holds_to_the_page(&v, "play", "`play", 0);
    let plies = v["plies"].as_array().unwrap();
    assert_eq!(plies[0]["from"], serde_json::json!([3, 8]));
    assert_eq!(plies[0]["player"], 1);
    assert_eq!(plies.last().unwrap()["to"], v["final"]);
    assert_eq!(v["loser"], if plies.len() % 2 == 0 { 1 } else { 2 });
}

/// The strategies are named as `--strategy` takes them: each name read back plays the same move.
#[test]
fn a_strategy_named_in_json_is_one_move_takes() {
    let v = json_of(&["move", "grossman", "3", "8", "--format", "json"], 0);
    for m in v["moves"].as_array().unwrap() {
        let name = m["strategy"].as_str().unwrap();
        let again = json_of(
            &[
                "move",
                "grossman",
                "3",
                "8",
                "--strategy",
                name,
                "--format",
                "json",
            ],
            0,
        );
        assert_eq!(again["moves"][0]["to"], m["to"], "{name}");
    }
}
