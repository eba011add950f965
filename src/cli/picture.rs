//! `nqueens picture`: solution No K of N, or any board, drawn as an SVG or PNG file.

use super::args::PictureArgs;
use super::{Failure, INTERRUPTED, Work};
use crate::board::Squares;
use crate::notation::{Reading, parse_board};
use crate::picture::{ImageFormat, Picture, PictureError, Theme, save};
use crate::solve::{Cancelled, Solutions};

pub(super) fn run(args: &PictureArgs) -> Result<(), Failure> {
    let Some(format) = ImageFormat::of_path(&args.output) else {
        return Err(Failure::refused(PictureError::NotAPictureName(
            args.output.clone(),
        )));
    };
    let board = match &args.board {
        Some(text) => pasted_board(text, args.n)?,
        None => solution(args.n.unwrap_or_default(), args.k)?,
    };
    let conflicts = board.conflicts();
    let picture = Picture {
        n: board.n(),
        queens: board.queens(),
        conflicts: &conflicts,
        coordinates: !args.no_coordinates,
        theme: if args.light {
            Theme::Light
        } else {
            Theme::Dark
        },
    };
    save(&picture, format, args.size, &args.output).map_err(|error| match error {
        // Arguments that make no sense.
        PictureError::Size(_) | PictureError::NotAPictureName(_) => Failure::refused(error),
        PictureError::Render(_) | PictureError::Write(_) => Failure::failed(error),
    })?;
    Ok(())
}

/// The board `--board` gives, on `n` squares a side if N was given too.
fn pasted_board(text: &str, n: Option<usize>) -> Result<Squares, Failure> {
    match parse_board(text, n.unwrap_or(1)) {
        // Nobody to ask whether they count from 0: the columns as they would be from 1.
        Ok(Reading::FromZero(pasted)) => {
            let from_one = pasted
                .board
                .as_placement()
                .map_or_else(String::new, |placement| placement.to_string());
            Err(Failure::refused(format_args!(
                "--board: these columns count from 0 (they hold a 0 and no {}); give them \
                 from 1: `{from_one}`",
                pasted.board.n()
            )))
        }
        Ok(Reading::Board(pasted)) if n.is_some_and(|n| n != pasted.board.n()) => {
            Err(Failure::refused(format_args!(
                "--board shows a {0}×{0} board, but N is {1}",
                pasted.board.n(),
                n.unwrap_or_default()
            )))
        }
        Ok(Reading::Board(pasted)) => Ok(pasted.board),
        Err(error) => Err(Failure::refused(format_args!("--board: {error}"))),
    }
}

/// Solution No `k` of `n`, found by skipping the ones before it.
fn solution(n: usize, k: u64) -> Result<Squares, Failure> {
    let mut solutions = Solutions::new(n);
    let found = solutions
        .skip_solutions(k - 1, &INTERRUPTED, |_| {})
        .and_then(|skipped| Ok((skipped, solutions.next_cancellable(&INTERRUPTED)?)));
    match found {
        Ok((_, Some(solution))) => Ok(Squares::from(&solution)),
        Ok((total, None)) => {
            let total = match total {
                0 => "no solutions".to_string(),
                1 => "1 solution".to_string(),
                total => format!("{total} solutions"),
            };
            Err(Failure::failed(format_args!(
                "N = {n} has {total}; there is no solution No {k}"
            )))
        }
        Err(Cancelled) => Err(Failure::Cancelled(Work::Picture)),
    }
}
