//! N-Queens Studio: the eight-queens puzzle and its N-queens generalisation, as a library
//! behind the `nqueens` desktop app and command line, and the web page built from it.
//!
//! The engine ([`board`], [`solve`]) knows nothing of files, threads or windows; [`formats`]
//! writes and reads every answer format, the judge's first; [`check`] and [`export`] build on
//! both;
//! [`notation`] reads a board as people paste it, and [`picture`] draws one as SVG or PNG;
//! [`units`] writes numbers and sizes for people; [`platform`] holds what differs between
//! Linux, Windows and the browser; [`wire`] lets the jobs and events cross to the page's Web
//! Workers as JSON;
//! [`cli`] is the headless command line. [`worker`] runs the long jobs (on threads, or in Web
//! Workers) and is the one door between the engine and [`app`], the window, which only draws
//! what comes back; `web` is the page's entry. Without the `gui` feature (on by default) there is no [`app`], and the command line
//! is all there is.

pub mod animation;
#[cfg(feature = "gui")]
pub mod app;
pub mod atomic;
pub mod board;
pub mod check;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod deadline;
pub mod export;
pub mod formats;
pub mod judge;
pub mod notation;
pub mod picture;
pub mod platform;
pub mod shard;
pub mod solve;
pub mod units;
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
pub mod web;
pub mod wire;
pub mod worker;
