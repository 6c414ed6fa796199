//! The `euclid-spec` command line: [`cli`] parses the arguments and hands them to the command's
//! file in `src/cli/`. Exit codes: 0 when every verdict is the expected one, 1 when any is not (or
//! engines disagree), 2 on a usage or input error.

/// `println!` that ends the program quietly when stdout is closed (`… | head`), instead of
/// panicking on the broken pipe: exit code 141, the shell's for SIGPIPE; any other failed write
/// (a full disk) is exit 2 with its reason ([`cli::verify::write_failed`]).
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let mut stdout = std::io::stdout().lock();
        if let Err(e) = writeln!(stdout, $($arg)*).and_then(|()| stdout.flush()) {
            $crate::cli::verify::write_failed(&e);
        }
    }};
}

mod cli;

fn main() -> std::process::ExitCode {
    // `check`'s supervisor of a program (`cli::children`), before any argument is parsed.
    if let Some(code) = cli::children::supervise_if_asked() {
        return code;
    }
    cli::main()
}
