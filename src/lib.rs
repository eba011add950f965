//! N-Queens Studio: the eight-queens puzzle and its N-queens generalisation, as a library
//! behind the `nqueens` desktop app and command line.

pub mod board;
pub mod solve;
