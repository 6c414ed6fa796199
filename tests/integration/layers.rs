//! The library's layers: data flows one way. Every module of `src/` (the library; the
//! command line of `src/main.rs` and `src/cli/` is the top and may use anything) belongs to one
//! layer of [`LAYERS`], and no module imports one above it, nor another module of its own layer:
//! every `crate::`, `super::` and `self::` path is read from the source's tokens (proc-macro2's
//! lexer: comments and strings are not code), in `use` items (re-exports included), inline in
//! code, types and attributes, and inside macro calls and definitions. The two
//! independent engines, `solver` and `formulas`, never import each other.

use crate::util::root;
use std::path::Path;

/// The layers, bottom to top: each is the top-level modules it holds. A module may import one of
/// a lower layer, or itself, and nothing else.
const LAYERS: &[&[&str]] = &[
    &["vocab"],
    &["arith"],
    &["games"],
    &["solver"],
    &["formulas"],
    &["trees"],
    &["strategies"],
    &["catalogue"],
    &["harness"],
    &["claims"],
    &["formal"],
    &["run"],
    &["guard"],
    &["report"],
    &["picture", "checks"],
];

/// Pairs of modules that never import each other, whatever their layers.
/// The formal language and its prelude share no code with the closed forms, the trees, the
/// strategies or the crate's continued fractions: a formal statement checked against a
/// predicate is a second implementation.
const APART: &[(&str, &str)] = &[
    ("solver", "formulas"),
    ("formal", "formulas"),
    ("formal", "trees"),
    ("formal", "strategies"),
    ("formal", "arith"),
];

/// Items of the library's root, re-exported from the module that defines them.
const ROOT_ITEMS: &[(&str, &str)] = &[
    ("Error", "vocab"),
    ("ErrorKind", "vocab"),
    ("Result", "vocab"),
    ("test_pool", "vocab"),
];

fn layer(top: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&top))
}

/// One import: the file and line, the importing module's path, the imported absolute path.
struct Import {
    file: String,
    line: usize,
    from: Vec<String>,
    to: Vec<String>,
}

/// Every import of one file's tokens, `module` the file's module path: `use` trees read whole,
/// every other `crate::`, `super::` and `self::` path (in code, types, attributes and macro
/// arguments alike) read as a run of identifiers joined by `::`, inline `mod name { … }` blocks
/// entered with their name.
struct Reader<'a> {
    file: &'a str,
    module: Vec<String>,
    imports: Vec<Import>,
}

impl Reader<'_> {
    fn add(&mut self, segments: &[String], line: usize) {
        let mut path: Vec<String> = match segments.first().map(String::as_str) {
            Some("crate") => Vec::new(),
            Some("super") | Some("self") => self.module.clone(),
            _ => return,
        };
        let mut rest = segments;
        if rest[0] == "crate" {
            rest = &rest[1..];
        } else {
            while let Some(first) = rest.first() {
                match first.as_str() {
                    "super" => {
                        path.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        path.extend(rest.iter().cloned());
        self.imports.push(Import {
            file: self.file.to_string(),
            line,
            from: self.module.clone(),
            to: path,
        });
    }

    fn read(&mut self, stream: proc_macro2::TokenStream) {
        use proc_macro2::TokenTree;
        let tokens: Vec<TokenTree> = stream.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Ident(w) if w == "use" => {
                    // A `use` item: its tree, up to the `;` that ends it.
                    let line = w.span().start().line;
                    let end = (i + 1..tokens.len())
                        .find(|&j| matches!(&tokens[j], TokenTree::Punct(p) if p.as_char() == ';'))
                        .unwrap_or(tokens.len());
                    self.use_tree(&[], &tokens[i + 1..end], line);
                    i = end + 1;
                }
                TokenTree::Ident(w) if w == "mod" => {
                    // An inline module: its items are read inside its path.
                    if let (Some(TokenTree::Ident(name)), Some(TokenTree::Group(body))) =
                        (tokens.get(i + 1), tokens.get(i + 2))
                    {
                        if body.delimiter() == proc_macro2::Delimiter::Brace {
                            self.module.push(name.to_string());
                            self.read(body.stream());
                            self.module.pop();
                            i += 3;
                            continue;
                        }
                    }
                    i += 1;
                }
                TokenTree::Ident(w) => {
                    // A path: identifiers joined by `::` (a `::` is two `:` puncts).
                    let line = w.span().start().line;
                    let mut segments = vec![w.to_string()];
                    let mut j = i + 1;
                    while let (
                        Some(TokenTree::Punct(a)),
                        Some(TokenTree::Punct(b)),
                        Some(TokenTree::Ident(next)),
                    ) = (tokens.get(j), tokens.get(j + 1), tokens.get(j + 2))
                    {
                        if a.as_char() != ':' || b.as_char() != ':' {
                            break;
                        }
                        segments.push(next.to_string());
                        j += 3;
                    }
                    if segments.len() > 1 {
                        self.add(&segments, line);
                    }
                    i = j;
                }
                TokenTree::Group(g) => {
                    self.read(g.stream());
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }

    /// The paths a `use` tree names (`tokens`, after `use` and before `;`), each after `prefix`:
    /// a name, a rename (the path before `as`), a glob (the prefix) or a group of trees.
    fn use_tree(&mut self, prefix: &[String], tokens: &[proc_macro2::TokenTree], line: usize) {
        use proc_macro2::TokenTree;
        for item in tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
            let mut segments = prefix.to_vec();
            let mut named = false;
            for token in item {
                match token {
                    TokenTree::Ident(w) if w == "as" => break,
                    TokenTree::Ident(w) => segments.push(w.to_string()),
                    TokenTree::Punct(p) if p.as_char() == '*' => {
                        self.add(&segments, line);
                        named = true;
                    }
                    TokenTree::Group(g) => {
                        let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                        self.use_tree(&segments, &inner, line);
                        named = true;
                    }
                    _ => {}
                }
            }
            if !named && segments.len() > prefix.len() {
                self.add(&segments, line);
            }
        }
    }
}

/// The module path of a file of `src/`: `solver/dense.rs` is `solver::dense`, `games/mod.rs` is
/// `games`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.last_mut() {
        *last = last.trim_end_matches(".rs").to_string();
    }
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every import of the library's sources.
fn imports_of(src: &Path) -> Vec<Import> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut imports = Vec::new();
    for path in files {
        let relative = path.strip_prefix(src).unwrap();
        let module = module_of(relative);
        if module.first().is_some_and(|m| m == "main" || m == "cli") {
            continue; // the command line: the top layer, its own crate
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let tokens: proc_macro2::TokenStream = text
            .parse()
            .unwrap_or_else(|e| panic!("{}: cannot be read: {e}", path.display()));
        let shown = format!("src/{}", relative.display());
        let mut reader = Reader {
            file: &shown,
            module,
            imports: Vec::new(),
        };
        reader.read(tokens);
        imports.extend(reader.imports);
    }
    imports
}

/// The top-level module an absolute path lands in (a root item: the module that defines it).
fn top_of(path: &[String]) -> Option<String> {
    let first = path.first()?;
    Some(
        ROOT_ITEMS
            .iter()
            .find(|(item, _)| item == first)
            .map_or(first.clone(), |(_, module)| module.to_string()),
    )
}

/// Each import that breaks the layers, as `file:line: from → to (why)`.
fn violations(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for import in imports_of(src) {
        let (Some(from), Some(to)) = (import.from.first(), top_of(&import.to)) else {
            continue;
        };
        if *from == to {
            continue;
        }
        let edge = format!(
            "{}:{}: {} → {}",
            import.file,
            import.line,
            import.from.join("::"),
            import.to.join("::")
        );
        let (Some(lf), Some(lt)) = (layer(from), layer(&to)) else {
            found.push(format!("{edge} (a module with no layer: add it to LAYERS)"));
            continue;
        };
        if lt > lf {
            found.push(format!("{edge} (imports a layer above its own)"));
        } else if lt == lf {
            found.push(format!("{edge} (imports another module of its own layer)"));
        } else if APART
            .iter()
            .any(|(a, b)| (from == a && to == *b) || (from == b && to == *a))
        {
            found.push(format!(
                "{edge} (the two independent engines import each other)"
            ));
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn no_module_imports_one_above_it() {
    let found = violations(&root().join("src"));
    assert!(
        found.is_empty(),
        "{} imports break the layers:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The test can fail: an upward import added on purpose, in a use item, inline and in a macro,
/// is found and named.
#[test]
fn an_upward_import_is_found() {
    let dir = crate::util::scratch("layers");
    let write = |path: &str, text: &str| {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write(
        "lib.rs",
        "pub mod arith;\npub mod games;\npub mod solver;\npub mod formulas;\n",
    );
    write("arith/mod.rs", "pub fn f() -> u8 { 1 }\n");
    write(
        "games/mod.rs",
        "use crate::arith::f;\npub mod name;\npub fn g() -> u8 { f() }\n",
    );
    write(
        "games/name.rs",
        "use super::super::solver::{dense::{Table as T}, *};\n\
         pub fn h() -> u8 { crate::formulas::x() + format!(\"{}\", crate::solver::y()).len() as u8 }\n",
    );
    write("solver/mod.rs", "pub fn y() -> u8 { super::games::g() }\n");
    write(
        "formulas/mod.rs",
        "pub fn x() -> u8 { crate::solver::y() }\n",
    );
    let found = violations(&dir);
    let expect = [
        "src/games/name.rs:1: games::name → solver::dense::Table (imports a layer above its own)",
        "src/games/name.rs:1: games::name → solver (imports a layer above its own)",
        "src/games/name.rs:2: games::name → formulas::x (imports a layer above its own)",
        "src/games/name.rs:2: games::name → solver::y (imports a layer above its own)",
        "src/formulas/mod.rs:1: formulas → solver::y (the two independent engines import each other)",
    ];
    for e in expect {
        assert!(
            found.iter().any(|f| f == e),
            "not found: {e}\nin:\n{}",
            found.join("\n")
        );
    }
    assert_eq!(found.len(), expect.len(), "{}", found.join("\n"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The calls by which a predicate would build a solver table of its own, behind the plan's back:
/// a predicate reads tables through its `Ctx`, which holds it to the tables its entry declares.
const OWN_TABLES: &[&str] = &[
    "Truth::build",
    "TripleTruth::build",
    "DenseTable::",
    "TripleTable::",
];

/// The lines of `src/claims/` that build a table of their own (`file:line: code`).
fn own_tables(claims: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(claims, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if OWN_TABLES.iter().any(|call| code.contains(call)) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

/// No predicate builds a solver table of its own (the squares claim once
/// did, and the plan never counted it); and the scan finds one when it is there.
#[test]
fn predicates_build_no_table_of_their_own() {
    let claims = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/claims");
    let found = own_tables(&claims);
    assert!(
        found.is_empty(),
        "tables built inside predicates:\n{}",
        found.join("\n")
    );
    let scratch = crate::util::scratch("layers-own-table");
    std::fs::create_dir_all(&scratch).unwrap();
    std::fs::write(
        scratch.join("planted.rs"),
        "fn p() {\n    // Truth::build in a comment is fine\n    let t = Truth::build(game, false, 9);\n}\n",
    )
    .unwrap();
    let planted = own_tables(&scratch);
    assert_eq!(planted.len(), 1, "{planted:?}");
    assert!(planted[0].contains("planted.rs:3:"), "{planted:?}");
    std::fs::remove_dir_all(&scratch).unwrap();
}

/// The places outside the one join (`run::suite`) that look a check up in the registry
/// (`file:line: module`), test modules aside.
fn registry_lookups(src: &Path) -> Vec<String> {
    let mut found: Vec<String> = imports_of(src)
        .into_iter()
        .filter(|i| i.to.len() >= 2 && i.to[0] == "claims" && i.to[1] == "registry")
        .filter(|i| i.from != ["run", "suite"] && !i.from.iter().any(|m| m == "tests"))
        .map(|i| format!("{}:{}: {}", i.file, i.line, i.from.join("::")))
        .collect();
    found.sort();
    found
}

/// One join of the catalogue and the code: no module but `run::suite` looks a check up by id
/// (each stage of a run takes the claims it joined); and a lookup planted elsewhere is found.
#[test]
fn only_the_suite_looks_up_the_registry() {
    let found = registry_lookups(&root().join("src"));
    assert!(
        found.is_empty(),
        "lookups outside run::suite:\n{}",
        found.join("\n")
    );
    let dir = crate::util::scratch("layers-registry");
    let write = |path: &str, text: &str| {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write("lib.rs", "pub mod claims;\npub mod run;\n");
    write(
        "claims/mod.rs",
        "pub fn registry() {}\n#[cfg(test)]\nmod tests { fn t() { super::registry() } }\n",
    );
    write("run/mod.rs", "mod plan;\nmod suite;\n");
    write("run/suite.rs", "use crate::claims::registry;\n");
    write("run/plan.rs", "fn p() { crate::claims::registry() }\n");
    let planted = registry_lookups(&dir);
    assert_eq!(planted.len(), 1, "{planted:?}");
    assert!(planted[0].ends_with("plan.rs:1: run::plan"), "{planted:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
