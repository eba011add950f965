//! The files the tests give the window: answers in the judge's format, right or with a chosen
//! mistake, and in the other formats as `nqueens export` writes them.

use std::path::{Path, PathBuf};

use nqueens::solve::Solutions;

/// `nqueens export 8`'s output, kept in the repository.
pub const GOLDEN_EIGHT: &[u8] = include_bytes!("../golden/eight_queens.txt");

/// The columns of the solutions of `n`, in the judge's order (take only a few of a large N).
pub fn solutions(n: usize) -> impl Iterator<Item = Vec<u8>> {
    Solutions::new(n).map(|solution| solution.columns().to_vec())
}

/// The judge's text of `boards`, numbered from 1, for an `n`×`n` board: right or not.
pub fn judge_text(n: usize, boards: &[Vec<u8>]) -> Vec<u8> {
    let mut writer = nqueens::formats::judge::JudgeWriter::new(Vec::new(), n);
    for (k, columns) in boards.iter().enumerate() {
        writer.write_solution(k as u64 + 1, columns).unwrap();
    }
    writer.finish().unwrap()
}

/// The judge's text of all solutions of `n`, as `nqueens export` writes it, split in lines.
pub fn judge_lines(n: usize) -> Vec<String> {
    let boards: Vec<Vec<u8>> = solutions(n).collect();
    let text = String::from_utf8(judge_text(n, &boards)).unwrap();
    text.lines().map(str::to_string).collect()
}

/// Writes `lines`, each ended, to the file `name` in `folder`.
pub fn write_lines(folder: &Path, name: &str, lines: &[String]) -> PathBuf {
    let path = folder.join(name);
    let mut text = lines.join("\n");
    text.push('\n');
    std::fs::write(&path, text).unwrap();
    path
}

/// What `nqueens export N --format F` writes for every solution of `n`.
pub fn exported_in(format: nqueens::formats::Format, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let range = nqueens::export::ExportRange::all(n);
    let path = Path::new("answer");
    let to = nqueens::export::Destination::Stream {
        out: &mut out,
        name: path,
    };
    nqueens::export::export(format, range, to, 1, &cancel, &mut |_| {}).unwrap();
    out
}
