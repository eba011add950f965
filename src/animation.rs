//! The search as an animated GIF, for a teacher's slides: a frame per step of a variant's
//! trace, each with the board and its marks (the square tried, the attack, the queen placed or
//! taken back, the row found blocked), the variant's program with the line the step carries
//! out lit, and the counters. The window's `Save animation…` and `nqueens animate` both write
//! it through [`save`].

use std::fmt::Write as _;
use std::ops::RangeInclusive;
use std::path::Path;

use crate::atomic::{WriteError, write_atomically};
use crate::board::Square;
use crate::picture::{self, CONFLICT, PLACED, Picture, PictureError, TRYING, Theme, hex};
use crate::solve::listing::{self, Form};
use crate::solve::trace::{Counters, Step, Trace, Variant};

/// The boards an animation is made of: large enough to show backtracking, small enough for a
/// slide to be legible.
pub const BOARDS: RangeInclusive<usize> = 4..=8;
/// Its width in pixels; the height is 9/16 of it, a slide's shape.
pub const WIDTHS: RangeInclusive<u32> = 320..=3840;
/// Steps a second.
pub const SPEEDS: RangeInclusive<f64> = 0.5..=50.0;
/// The most frames one animation holds.
pub const MOST_FRAMES: u64 = 5_000;

/// The words of a frame's counters, in the language asked for.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CounterNames {
    /// Squares tried.
    pub tried: String,
    /// Conflicts.
    pub conflicts: String,
    /// Backtracks.
    pub backtracks: String,
    /// Dead ends.
    pub dead_ends: String,
    /// Solutions.
    pub solutions: String,
}

impl CounterNames {
    /// The command line's words.
    pub fn english() -> Self {
        Self {
            tried: "Squares tried".into(),
            conflicts: "Conflicts".into(),
            backtracks: "Backtracks".into(),
            dead_ends: "Dead ends".into(),
            solutions: "Solutions".into(),
        }
    }
}

/// What an animation shows and how.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Animation {
    /// The board's size, in [`BOARDS`].
    pub n: usize,
    /// The search shown.
    pub variant: Variant,
    /// How its program is written.
    pub form: Form,
    /// The first and last steps shown, counted from 1; the last is cut to the search's end.
    pub steps: RangeInclusive<u64>,
    /// Pixels across, in [`WIDTHS`].
    pub width: u32,
    /// Steps a second, in [`SPEEDS`].
    pub speed: f64,
    /// The colours around the board.
    pub theme: Theme,
    /// The counters' words.
    pub names: CounterNames,
    /// A face that draws them, if the pictures' own (Latin) faces do not.
    pub face: Option<Face>,
}

/// A font file's bytes, shared rather than copied with the job that draws with it.
#[derive(Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Face(pub std::sync::Arc<Vec<u8>>);

impl std::fmt::Debug for Face {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Face({} bytes)", self.0.len())
    }
}

/// Why an animation was not written.
#[derive(Debug, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum AnimationError {
    /// N out of [`BOARDS`].
    #[error("an animation shows N = {} to {}, not {n}", BOARDS.start(), BOARDS.end(), n = .0)]
    Board(usize),
    /// A width out of [`WIDTHS`].
    #[error("an animation is {} to {} pixels wide, not {width}", WIDTHS.start(), WIDTHS.end(), width = .0)]
    Width(u32),
    /// A speed out of [`SPEEDS`].
    #[error("an animation plays {} to {} steps a second, not {speed}", SPEEDS.start(), SPEEDS.end(), speed = .0)]
    Speed(f64),
    /// Steps that are not a range from step 1 on, or more than [`MOST_FRAMES`] of them.
    #[error(
        "steps {first} to {last}: give a first step from 1 and a last one not before it, at most {MOST_FRAMES} steps in all"
    )]
    Steps {
        /// The first step asked for.
        first: u64,
        /// The last.
        last: u64,
    },
    /// The search ends before the first step asked for.
    #[error("the search of N = {n} has {total} steps: none from step {first} on")]
    PastTheEnd {
        /// The board.
        n: usize,
        /// Its search's steps.
        total: u64,
        /// The first step asked for.
        first: u64,
    },
    /// A frame could not be drawn.
    #[error(transparent)]
    Picture(#[from] PictureError),
    /// The GIF could not be made.
    #[error("cannot make the GIF: {0}")]
    Encode(String),
    /// Stopped before it was written.
    #[error("cancelled")]
    Cancelled,
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
}

impl Animation {
    /// Its height in pixels.
    pub fn height(&self) -> u32 {
        self.width * 9 / 16
    }

    /// Whether every setting is in its range.
    pub fn check(&self) -> Result<(), AnimationError> {
        let (&first, &last) = (self.steps.start(), self.steps.end());
        if !BOARDS.contains(&self.n) {
            Err(AnimationError::Board(self.n))
        } else if !WIDTHS.contains(&self.width) {
            Err(AnimationError::Width(self.width))
        } else if !SPEEDS.contains(&self.speed) {
            Err(AnimationError::Speed(self.speed))
        } else if first == 0 || last < first || last - first >= MOST_FRAMES {
            Err(AnimationError::Steps { first, last })
        } else {
            Ok(())
        }
    }

    /// How many frames it has: the steps asked for that the search makes.
    pub fn frames(&self) -> Result<u64, AnimationError> {
        self.check()?;
        let total = Trace::new(self.variant, self.n).count() as u64;
        let first = *self.steps.start();
        if first > total {
            return Err(AnimationError::PastTheEnd {
                n: self.n,
                total,
                first,
            });
        }
        Ok(total.min(*self.steps.end()) - first + 1)
    }
}

/// The board and the program as a step leaves them.
struct Shown {
    queens: Vec<Square>,
    counters: Counters,
    step: Step,
    before: Option<Step>,
}

/// Escapes text for an SVG document.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The frame of `shown` as an SVG document, 1600 × 900 units.
fn frame(animation: &Animation, shown: &Shown) -> String {
    let n = animation.n;
    let mut out = String::with_capacity(16_384);
    let (background, text) = match animation.theme {
        Theme::Light => ([255, 255, 255], [20, 20, 20]),
        Theme::Dark => ([27, 27, 27], [230, 230, 230]),
    };
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="{}"/>"#,
        hex(background)
    );
    // The board, 860 units a side at the left, and the step's marks over it.
    let (extent, (left, top)) = picture::board_geometry(n, true);
    let scale = 860.0 / extent as f32;
    let board = Picture {
        n,
        queens: &shown.queens,
        conflicts: &[],
        coordinates: true,
        theme: animation.theme,
    };
    let _ = writeln!(
        out,
        r#"<g transform="translate(20 20) scale({scale})">{}"#,
        picture::svg(&board, extent)
    );
    marks(&mut out, n, shown.step, (left, top));
    out.push_str("</g>\n");
    // The program, its lit line, and the counters, at the right.
    let program = listing::program(animation.variant, animation.form);
    let lit = program.line_of(&shown.step, shown.before.as_ref());
    let lines = program.lines.len() as f32;
    // Numbered, and small enough for the longest line to fit (a monospace letter is about
    // 0.6 of the size across).
    let longest = program
        .lines
        .iter()
        .map(|line| line.text.chars().count() + 4)
        .max()
        .unwrap_or(1) as f32;
    let (x, width) = (900.0, 690.0);
    let size = (780.0 / (lines + 1.0))
        .min(width / (0.61 * longest))
        .min(30.0);
    for (index, line) in program.lines.iter().enumerate() {
        let y = 40.0 + size * 1.1 * index as f32;
        if lit == Some(index) {
            let _ = writeln!(
                out,
                r#"<rect x="{}" y="{}" width="{width}" height="{}" fill="{}"/>"#,
                x - 8.0,
                y - size * 0.85,
                size * 1.1,
                hex(TRYING)
            );
        }
        let colour = if lit == Some(index) { [0, 0, 0] } else { text };
        let _ = writeln!(
            out,
            r#"<text x="{x}" y="{y}" font-family="monospace" font-size="{size}" fill="{}" xml:space="preserve">{}</text>"#,
            hex(colour),
            escaped(&format!("{:>2}  {}", index + 1, line.text))
        );
    }
    let c = shown.counters;
    let names = &animation.names;
    for (row, words) in [
        format!(
            "{}: {}    {}: {}",
            names.tried, c.tried, names.conflicts, c.conflicts
        ),
        format!(
            "{}: {}    {}: {}    {}: {}",
            names.backtracks,
            c.backtracks,
            names.dead_ends,
            c.dead_ends,
            names.solutions,
            c.solutions
        ),
    ]
    .iter()
    .enumerate()
    {
        let _ = writeln!(
            out,
            r#"<text x="{x}" y="{}" font-family="sans-serif" font-size="30" fill="{}" xml:space="preserve">{}</text>"#,
            830.0 + 40.0 * row as f32,
            hex(text),
            escaped(words)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The marks of `step` over a board whose top left corner is at `origin`, in the picture's
/// own units.
fn marks(out: &mut String, n: usize, step: Step, (left, top): (u32, u32)) {
    let side = picture::SQUARE_SIDE as f32;
    let corner = |square: Square| {
        (
            left as f32 + square.column as f32 * side,
            top as f32 + square.row as f32 * side,
        )
    };
    let outline = |out: &mut String, square: Square, colour: [u8; 3]| {
        let (x, y) = corner(square);
        let _ = writeln!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="10"/>"#,
            x + 5.0,
            y + 5.0,
            side - 10.0,
            side - 10.0,
            hex(colour)
        );
    };
    match step {
        Step::Try(square) => outline(out, square, TRYING),
        Step::Place(square) => outline(out, square, PLACED),
        Step::Remove(square) => outline(out, square, [128, 128, 128]),
        Step::Conflict { square, by, .. } => {
            outline(out, square, CONFLICT);
            let centre = |square| {
                let (x, y) = corner(square);
                (x + side / 2.0, y + side / 2.0)
            };
            let ((x1, y1), (x2, y2)) = (centre(by), centre(square));
            let _ = writeln!(
                out,
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{}" stroke-width="8" stroke-linecap="round"/>"#,
                hex(CONFLICT)
            );
        }
        Step::DeadEnd { row } => {
            let (x, y) = corner(Square::new(row, 0));
            let _ = writeln!(
                out,
                r#"<rect x="{x}" y="{y}" width="{}" height="{side}" fill="black" fill-opacity="0.35"/>"#,
                side * n as f32
            );
        }
        Step::Solution { .. } => {
            let _ = writeln!(
                out,
                r#"<rect x="{left}" y="{top}" width="{0}" height="{0}" fill="none" stroke="{1}" stroke-width="14"/>"#,
                side * n as f32,
                hex(PLACED)
            );
        }
    }
}

/// Writes the animation as a GIF into `out` a frame at a time (the file holds what is written,
/// never the whole in memory), calling `keep_going` with the frames done and their number
/// after each; it stops with [`AnimationError::Cancelled`] when that says no. A failed write is
/// told as `writing`'s error.
pub fn write_gif<W: std::io::Write>(
    animation: &Animation,
    out: W,
    writing: impl Fn(std::io::Error) -> AnimationError,
    mut keep_going: impl FnMut(u64, u64) -> bool,
) -> Result<(), AnimationError> {
    let frames = animation.frames()?;
    let (width, height) = (animation.width, animation.height());
    let too_large = |_| AnimationError::Width(width);
    let encoding = |error: gif::EncodingError| match error {
        gif::EncodingError::Io(error) => writing(error),
        other => AnimationError::Encode(other.to_string()),
    };
    let mut encoder = gif::Encoder::new(
        out,
        u16::try_from(width).map_err(too_large)?,
        u16::try_from(height).map_err(too_large)?,
        &[],
    )
    .map_err(encoding)?;
    encoder
        .set_repeat(gif::Repeat::Infinite)
        .map_err(encoding)?;
    // A GIF counts its delays in hundredths of a second.
    let delay = (100.0 / animation.speed).round().max(2.0) as u16;
    let first = *animation.steps.start();
    let fonts = animation
        .face
        .as_ref()
        .map_or_else(picture::fonts, |face| picture::fonts_and(&face.0));
    let mut shown = Shown {
        queens: Vec::new(),
        counters: Counters::default(),
        step: Step::Solution { number: 0 },
        before: None,
    };
    let mut done = 0;
    for (index, step) in (1..).zip(Trace::new(animation.variant, animation.n)) {
        shown.counters.count(&step);
        match step {
            Step::Place(square) => shown.queens.push(square),
            Step::Remove(_) => {
                shown.queens.pop();
            }
            _ => {}
        }
        shown.before = (index > 1).then_some(shown.step);
        shown.step = step;
        if index < first {
            continue;
        }
        let mut pixmap =
            picture::rasterise(&frame(animation, &shown), width, height, fonts.clone())?;
        let mut frame =
            gif::Frame::from_rgba_speed(width as u16, height as u16, pixmap.data_mut(), 10);
        frame.delay = delay;
        encoder.write_frame(&frame).map_err(encoding)?;
        done += 1;
        if !keep_going(done, frames) {
            return Err(AnimationError::Cancelled);
        }
        if done == frames {
            break;
        }
    }
    encoder
        .into_inner()
        .map_err(encoding)?
        .flush()
        .map_err(writing)
}

/// Writes the animation to `path` atomically; returns the bytes written.
pub fn save(
    animation: &Animation,
    path: &Path,
    keep_going: impl FnMut(u64, u64) -> bool,
) -> Result<u64, AnimationError> {
    let writing = |error| AnimationError::Write(WriteError::writing(path)(error));
    let mut written = 0;
    write_atomically(path, |file| {
        let out = Counted {
            out: std::io::BufWriter::new(file),
            written: &mut written,
        };
        write_gif(animation, out, writing, keep_going)
    })?;
    Ok(written)
}

/// A writer that counts the bytes through it.
struct Counted<'a, W> {
    out: W,
    written: &'a mut u64,
}

impl<W: std::io::Write> std::io::Write for Counted<'_, W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let wrote = self.out.write(bytes)?;
        *self.written += wrote as u64;
        Ok(wrote)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The animation's GIF in memory.
    fn gif(
        animation: &Animation,
        keep_going: impl FnMut(u64, u64) -> bool,
    ) -> Result<Vec<u8>, AnimationError> {
        let mut bytes = Vec::new();
        write_gif(
            animation,
            &mut bytes,
            |error| AnimationError::Encode(error.to_string()),
            keep_going,
        )?;
        Ok(bytes)
    }

    fn animation(n: usize, steps: RangeInclusive<u64>) -> Animation {
        Animation {
            n,
            variant: Variant::Plain,
            form: Form::Recursive,
            steps,
            width: 640,
            speed: 4.0,
            theme: Theme::Light,
            names: CounterNames::english(),
            face: None,
        }
    }

    /// The frames of a GIF, each as RGBA pixels.
    fn decoded(bytes: &[u8]) -> Vec<Vec<u8>> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(bytes).unwrap();
        let mut frames = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            frames.push(frame.buffer.to_vec());
        }
        frames
    }

    /// The pixel of a 640-wide frame at the middle of the top edge of `square`, `down` of the
    /// picture's units below it.
    fn edge_pixel(n: usize, frame: &[u8], square: Square, down: f32) -> [u8; 3] {
        let (extent, (left, top)) = picture::board_geometry(n, true);
        let side = picture::SQUARE_SIDE as f32;
        let scale = 860.0 / extent as f32;
        let units_x = 20.0 + scale * (left as f32 + square.column as f32 * side + side / 2.0);
        let units_y = 20.0 + scale * (top as f32 + square.row as f32 * side + down);
        let to_pixels = 640.0 / 1600.0;
        let (x, y) = (
            (units_x * to_pixels) as usize,
            (units_y * to_pixels) as usize,
        );
        let at = (y * 640 + x) * 4;
        [frame[at], frame[at + 1], frame[at + 2]]
    }

    fn near(colour: [u8; 3], expected: [u8; 3]) -> bool {
        colour
            .iter()
            .zip(expected)
            .all(|(&a, b)| a.abs_diff(b) <= 40)
    }

    #[test]
    fn a_frame_per_step_asked_for_the_first_trying_and_the_last_a_solution() {
        let n = 4;
        // The first solution of N = 4 and the step that finds it.
        let solution = Trace::new(Variant::Plain, n)
            .position(|step| matches!(step, Step::Solution { .. }))
            .unwrap() as u64
            + 1;
        let bytes = gif(&animation(n, 1..=solution), |_, _| true).unwrap();
        let frames = decoded(&bytes);
        assert_eq!(frames.len() as u64, solution);
        assert_eq!(frames[0].len(), 640 * 360 * 4);
        // Step 1 tries a4: its square is ringed in the trying colour.
        let first_ring = edge_pixel(n, &frames[0], Square::new(0, 0), 5.0);
        assert!(near(first_ring, TRYING), "{first_ring:?}");
        // The last frame finds the solution: the board is framed in the placed colour.
        let last = frames.last().unwrap();
        let frame = edge_pixel(n, last, Square::new(0, 1), 2.0);
        assert!(near(frame, PLACED), "{frame:?}");
        assert!(!near(
            edge_pixel(n, &frames[0], Square::new(0, 1), 2.0),
            PLACED
        ));
        assert_ne!(frames[0], *last);
        // The same step drawn alone is the same frame.
        let alone = decoded(&gif(&animation(n, 1..=1), |_, _| true).unwrap());
        assert_eq!(alone, frames[..1]);
    }

    #[test]
    fn the_steps_past_the_search_s_end_are_cut_and_none_at_all_is_an_error() {
        let n = 4;
        let total = Trace::new(Variant::Plain, n).count() as u64;
        let all = animation(n, total - 2..=total + 100);
        assert_eq!(all.frames().unwrap(), 3);
        assert_eq!(decoded(&gif(&all, |_, _| true).unwrap()).len(), 3);
        assert!(matches!(
            animation(n, total + 1..=total + 5).frames(),
            Err(AnimationError::PastTheEnd { .. })
        ));
    }

    #[test]
    fn settings_out_of_range_are_refused_and_a_cancel_stops_it() {
        assert!(matches!(
            animation(3, 1..=5).frames(),
            Err(AnimationError::Board(3))
        ));
        assert!(matches!(
            Animation {
                width: 100,
                ..animation(4, 1..=5)
            }
            .frames(),
            Err(AnimationError::Width(100))
        ));
        assert!(matches!(
            animation(4, 0..=5).frames(),
            Err(AnimationError::Steps { .. })
        ));
        assert!(matches!(
            animation(4, 1..=MOST_FRAMES + 1).frames(),
            Err(AnimationError::Steps { .. })
        ));
        let mut told = Vec::new();
        let cancelled = gif(&animation(4, 1..=10), |done, total| {
            told.push((done, total));
            done < 3
        });
        assert!(matches!(cancelled, Err(AnimationError::Cancelled)));
        assert_eq!(told, [(1, 10), (2, 10), (3, 10)]);
    }
}
