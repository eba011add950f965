//! Writes what the package installs beside the binary, made from the command line's own clap
//! definition so that it never drifts from it: the man pages (`nqueens.1`, and one per
//! subcommand, `nqueens-export.1` and so on, as git has them) and the bash, zsh and fish
//! completions. `tests/e2e/deb.sh` runs it before `cargo deb`:
//!
//!     cargo run --example assets -- target/assets

use std::fs;
use std::io;
use std::path::PathBuf;

use clap::CommandFactory;
use clap_complete::Shell;
use nqueens::cli::Cli;

fn main() -> io::Result<()> {
    let out = std::env::args_os()
        .nth(1)
        .map_or_else(|| PathBuf::from("target/assets"), PathBuf::from);
    let (man, completions) = (out.join("man"), out.join("completions"));
    fs::create_dir_all(&man)?;
    fs::create_dir_all(&completions)?;
    let command = Cli::command();
    let mut pages = vec![("nqueens".to_string(), command.clone())];
    pages.extend(command.get_subcommands().map(|sub| {
        let name = format!("nqueens-{}", sub.get_name());
        let usage = sub.clone().bin_name(format!("nqueens {}", sub.get_name()));
        (name, usage)
    }));
    for (name, page) in pages {
        let mut text = Vec::new();
        clap_mangen::Man::new(page)
            .title(name.to_uppercase())
            .render(&mut text)?;
        fs::write(man.join(format!("{name}.1")), text)?;
    }
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        clap_complete::generate_to(shell, &mut command.clone(), "nqueens", &completions)?;
    }
    println!("wrote {}", out.display());
    Ok(())
}
