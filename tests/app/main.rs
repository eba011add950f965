//! The real app driven through its accessible labels, as a user or a screen reader finds them, a
//! module per view. No test opens a native dialog or needs a display.

#[path = "../support/mod.rs"]
mod support;

mod browse;
mod count;
mod export;
mod file;
mod judge;
mod keyboard;
mod picture;
mod place;
mod settings;
mod watch;
mod window;
