//! How the user runs this program, for the commands it prints for them to run (reproduce,
//! inspect, the examples of a message): `euclid-spec verify --claim …` for an installed binary,
//! `./target/release/euclid-spec …` for one run by its path, `cargo run --release -- …` under
//! `cargo run`. The command line sets it once at start ([`set`] with [`of_this_process`]); a
//! library user who sets nothing gets `euclid-spec`, the installed binary's name.

use super::encode::breaks_a_line;
use std::ffi::OsString;
use std::path::Path;
use std::sync::OnceLock;

/// The installed binary's name, and the command when nothing else is known.
pub const BINARY: &str = "euclid-spec";

static COMMAND: OnceLock<String> = OnceLock::new();

/// The words that start a command of this program, as the user runs it (no trailing space).
///
/// ```
/// // Nothing set: the installed binary's name.
/// assert_eq!(euclid_spec::vocab::invocation::command(), "euclid-spec");
/// ```
pub fn command() -> &'static str {
    COMMAND.get().map_or(BINARY, String::as_str)
}

/// [`command`], then `--spec DIR` when the run read the catalogue folder `spec` instead of the
/// one compiled in: the start of a command that reads the same catalogue.
///
/// ```
/// use std::path::Path;
/// use euclid_spec::vocab::invocation::command_on;
///
/// assert_eq!(command_on(None), "euclid-spec");
/// assert_eq!(command_on(Some(Path::new("my spec"))), "euclid-spec --spec 'my spec'");
/// ```
pub fn command_on(spec: Option<&Path>) -> String {
    let mut line = match spec {
        None => command().to_string(),
        Some(dir) => format!(
            "{} --spec {}",
            command(),
            shell_word(&dir.display().to_string())
        ),
    };
    for file in beside() {
        line.push_str(" --with ");
        line.push_str(&shell_word(&file.display().to_string()));
    }
    line
}

static BESIDE: OnceLock<Vec<std::path::PathBuf>> = OnceLock::new();

/// Sets the catalogue files this process reads beside the catalogue (`--with FILE`), once:
/// [`command_on`] repeats them, so that a printed command reads the same entries.
pub fn set_beside(files: Vec<std::path::PathBuf>) {
    let _ = BESIDE.set(files);
}

/// The catalogue files read beside the catalogue ([`set_beside`]; none unless set).
pub fn beside() -> &'static [std::path::PathBuf] {
    BESIDE.get().map_or(&[], Vec::as_slice)
}

/// Sets the command once; later calls change nothing (the first caller, `main`, wins).
pub fn set(command: String) {
    let _ = COMMAND.set(command);
}

/// The command for this process, from how it was started: `cargo run [--release | --profile P]
/// --` when cargo ran this crate's binary from its target folder, else the program as the user
/// typed it (`argv[0]`, quoted for the shell when it needs to be).
pub fn of_this_process() -> String {
    let argv0 = std::env::args_os().next();
    let exe = std::env::current_exe().ok();
    let under_cargo = std::env::var_os("CARGO").is_some()
        && std::env::var_os("CARGO_PKG_NAME").is_some_and(|n| n == env!("CARGO_PKG_NAME"));
    describe(argv0, exe.as_deref(), under_cargo)
}

/// [`of_this_process`] on given facts: `argv0` as started, the executable's path, and whether
/// cargo started it for this crate.
fn describe(argv0: Option<OsString>, exe: Option<&Path>, under_cargo: bool) -> String {
    if under_cargo {
        let profile_dir = exe
            .and_then(Path::parent)
            .and_then(Path::file_name)
            .and_then(|d| d.to_str());
        match profile_dir {
            Some("release") => return "cargo run --release --".into(),
            Some("debug") => return "cargo run --".into(),
            Some(p)
                if p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
            {
                return format!("cargo run --profile {p} --")
            }
            _ => {}
        }
    }
    match argv0.as_ref().and_then(|a| a.to_str()) {
        Some(a) if !a.is_empty() => shell_word(a),
        // Not valid UTF-8, or absent: the name the user can find it by.
        _ => BINARY.to_string(),
    }
}

/// `s` as one shell word: as it is when it is plain, else in single quotes; a word with a
/// control character (a newline, a carriage return, an escape) or a line or paragraph separator
/// in ANSI-C quotes, `$'…'` (bash, zsh, ksh and POSIX sh since 2024), each such character
/// written as an escape (`\n`, `\r`, `\t`, else its bytes in octal). The word is then always one line: no line of a printed command starts
/// with text the user gave (a CI runner executes lines that start `::warning::`).
pub fn shell_word(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@".contains(c))
    {
        s.to_string()
    } else if s.chars().any(breaks_a_line) {
        let mut w = String::from("$'");
        for c in s.chars() {
            match c {
                '\\' => w.push_str("\\\\"),
                '\'' => w.push_str("\\'"),
                '\n' => w.push_str("\\n"),
                '\r' => w.push_str("\\r"),
                '\t' => w.push_str("\\t"),
                // Any other: its UTF-8 bytes in three octal digits each, which every shell with
                // `$'…'` reads the same in any locale (`\u` is not POSIX, and `\x` takes a
                // following hex digit into some).
                c if breaks_a_line(c) => {
                    for byte in c.to_string().bytes() {
                        w.push_str(&format!("\\{byte:03o}"));
                    }
                }
                c => w.push(c),
            }
        }
        w.push('\'');
        w
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_installed_binary_is_named_as_typed() {
        let exe = Path::new("/home/u/.cargo/bin/euclid-spec");
        assert_eq!(
            describe(Some("euclid-spec".into()), Some(exe), false),
            "euclid-spec"
        );
        assert_eq!(
            describe(
                Some("./target/release/euclid-spec".into()),
                Some(exe),
                false
            ),
            "./target/release/euclid-spec"
        );
        assert_eq!(
            describe(Some("/opt/my tools/euclid-spec".into()), Some(exe), false),
            "'/opt/my tools/euclid-spec'"
        );
        assert_eq!(describe(None, None, false), "euclid-spec");
        assert_eq!(describe(Some("".into()), None, false), "euclid-spec");
    }

    #[test]
    fn under_cargo_the_profile_is_named() {
        let at = |dir: &str| format!("/w/target/{dir}/euclid-spec");
        let run = |dir: &str| describe(Some(at(dir).into()), Some(Path::new(&at(dir))), true);
        assert_eq!(run("release"), "cargo run --release --");
        assert_eq!(run("debug"), "cargo run --");
        assert_eq!(run("dist"), "cargo run --profile dist --");
        // A folder that is no profile name: the path as typed.
        assert_eq!(run("we ird"), "'/w/target/we ird/euclid-spec'");
    }

    #[test]
    fn shell_words_survive_quotes() {
        assert_eq!(shell_word("a'b"), "'a'\\''b'");
        assert_eq!(shell_word(""), "''");
        assert_eq!(shell_word("plain/path-1.2"), "plain/path-1.2");
        // A newline, a carriage return, an escape, a separator: one line, each an escape.
        assert_eq!(
            shell_word("a\n::warning::x'\\"),
            "$'a\\n::warning::x\\'\\\\'"
        );
        assert_eq!(shell_word("a\rb\tc"), "$'a\\rb\\tc'");
        assert_eq!(shell_word("\u{1b}a[31m"), "$'\\033a[31m'");
        assert_eq!(
            shell_word("x\u{2028}y\u{85}"),
            "$'x\\342\\200\\250y\\302\\205'"
        );
        for hostile in ["a\nb", "\r", "x\u{2029}", "\u{7f}", "é\n'"] {
            let w = shell_word(hostile);
            assert!(!w.chars().any(breaks_a_line), "{w:?}");
        }
    }
}
