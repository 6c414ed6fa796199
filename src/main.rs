//! The `euclid-spec` command line: parses the arguments and hands them to the command's file in
//! `src/cli/`. Exit codes: 0 when every verdict is the expected one, 1 when any is not (or engines
//! disagree), 2 on a usage or input error.

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

use clap::Parser;
use cli::{
    bench, check, claims, examples, load, play, plot, report, sg, table, tree, verify, Cli, Command,
};
use std::process::ExitCode;

fn main() -> ExitCode {
    // The commands printed for the user to run name the program as they ran it.
    euclid_spec::vocab::invocation::set(euclid_spec::vocab::invocation::of_this_process());
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            verify::say(&format!("error: {e:#}"));
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    cli::check_thread_variable()?;
    match cli.command {
        Command::Verify {
            run,
            dry_run,
            shard,
            split_from,
            format,
        } => {
            let options = run.options(cli.spec.clone(), shard, split_from);
            let catalogue = load(cli.spec)?;
            if dry_run {
                return verify::dry_run(&catalogue, &options, format);
            }
            verify::run(&catalogue, &options, format)
        }
        Command::Report {
            run,
            out,
            picture_max,
            slice_max,
        } => {
            let options = run.options(cli.spec.clone(), None, None);
            let catalogue = load(cli.spec)?;
            report::run(&catalogue, &options, &out, picture_max, slice_max)
        }
        Command::Merge { reports, format } => verify::merge(cli.spec, &reports, format),
        Command::Sg {
            game,
            position,
            explain,
            budget,
            memory,
        } => sg::run(&game, &position, explain, budget, memory),
        Command::Table {
            game,
            max,
            format,
            max_memory,
        } => table::run(&game, max, format, max_memory),
        Command::Tree { a, b } => tree::run(&a, &b),
        Command::Claims { format } => claims::run(&load(cli.spec)?, format),
        Command::Plot {
            kind,
            out,
            max,
            a,
            p_positions,
            generations,
            node,
        } => plot::run(&plot::PlotOptions {
            kind: &kind,
            out: &out,
            max,
            a,
            p_positions,
            generations,
            node: node.as_deref(),
        }),
        Command::Check {
            game,
            cmd,
            protocol,
            end,
            count_first,
            outcome,
            entries,
            max,
            random,
            seed,
            no_edges,
            chunk,
            timeout,
            accept_unjudged,
            at,
            format,
        } => check::run(check::Args {
            game,
            cmd,
            protocol,
            end,
            count_first,
            outcome,
            entries,
            max,
            random,
            seed,
            edges: !no_edges,
            chunk,
            timeout,
            accept_unjudged,
            at,
            format,
        }),
        Command::Examples {
            claims,
            papers,
            at,
            bound,
            max_memory,
        } => examples::run(&load(cli.spec)?, claims, papers, &at, bound, max_memory),
        Command::Move {
            game,
            a,
            b,
            more,
            strategy,
        } if more.is_empty() => play::winning_move(&game, &a, &b, strategy.as_deref()),
        Command::Move {
            game,
            a,
            b,
            more,
            strategy,
        } => play::sum_move(&game, &[&[a, b][..], &more].concat(), strategy.as_deref()),
        Command::Play {
            game,
            a,
            b,
            strategy,
        } => play::play(&game, &a, &b, strategy.as_deref()),
        Command::Bench {
            n,
            triples,
            pairs,
            tree_seconds,
            no_python,
            format,
        } => bench::run(&bench::Options {
            n,
            triples,
            pairs,
            tree_seconds,
            python: !no_python,
            json: matches!(format, cli::Format::Json),
        }),
    }
}
