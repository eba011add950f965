//! Writes what the package installs beside the binary, made from the command line's own clap
//! definition so that it never drifts from it: the man pages (`nqueens.1`, and one per
//! subcommand, `nqueens-export.1` and so on, as git has them) and the bash, zsh and fish
//! completions (and PowerShell's, for Windows), and the Windows icon `nqueens-studio.ico`,
//! drawn from `assets/icon.svg` at the sizes Windows shows. `tests/e2e/deb.sh` runs it before
//! `cargo deb`, and `packaging/windows/build.sh` before the Windows build:
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
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell] {
        clap_complete::generate_to(shell, &mut command.clone(), "nqueens", &completions)?;
    }
    let windows = out.join("windows");
    fs::create_dir_all(&windows)?;
    fs::write(windows.join("nqueens-studio.ico"), windows_icon()?)?;
    println!("wrote {}", out.display());
    Ok(())
}

/// The sizes of the pictures in the Windows icon: the small icons of lists and the task bar
/// up to the large tiles of Explorer.
const ICON_SIZES: [u32; 6] = [16, 24, 32, 48, 64, 256];

/// The app's icon as a Windows `.ico`: a directory of PNG pictures (which Windows reads since
/// Vista), one per size, each drawn from the SVG rather than scaled from another picture.
fn windows_icon() -> io::Result<Vec<u8>> {
    use resvg::{tiny_skia, usvg};
    let svg = include_str!("../assets/icon.svg");
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).map_err(io::Error::other)?;
    let mut pictures = Vec::new();
    for size in ICON_SIZES {
        let mut pixmap = tiny_skia::Pixmap::new(size, size).ok_or(io::ErrorKind::InvalidInput)?;
        let scale = size as f32 / tree.size().width();
        resvg::render(
            &tree,
            tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        pictures.push((size, pixmap.encode_png().map_err(io::Error::other)?));
    }
    // ICONDIR (reserved, type 1 = icon, count), then an ICONDIRENTRY per picture, then the
    // pictures; all little-endian. A width or height of 0 means 256.
    let count = pictures.len() as u16;
    let mut icon = [0u16, 1, count].map(u16::to_le_bytes).concat();
    let mut offset = 6 + 16 * u32::from(count);
    for (size, png) in &pictures {
        let side = if *size >= 256 { 0 } else { *size as u8 };
        icon.extend([side, side, 0, 0]);
        icon.extend(1u16.to_le_bytes()); // colour planes
        icon.extend(32u16.to_le_bytes()); // bits per pixel
        icon.extend((png.len() as u32).to_le_bytes());
        icon.extend(offset.to_le_bytes());
        offset += png.len() as u32;
    }
    for (_, png) in pictures {
        icon.extend(png);
    }
    Ok(icon)
}
