//! The shapes of tables the matcher plans, for the vector kernels to be compiled once per
//! shape: with the number of chunks and their width constants, the chunks' loop is unrolled
//! and a look-up's address is a shift and an AND.

use super::super::block::BlockMask;

/// `$shaped::<CHUNKS, WIDTH>($table, $chunk, $args…)` for the shapes of tables the matcher
/// plans most (2 to 6 chunks of 4 to 8 bits, and 7 or 8 of 4 to 6: a narrowed problem's few
/// stored patterns are cut less, leaving more chunks), and `$shaped::<0, 0>` for any other: a
/// look-up that reads the shape at run time ([`entries`]), still in the kernel's registers, a
/// loop over the chunks for each probe (N = 20's rows 2 and 3 under two queens, seven chunks of
/// six bits, took 16 s on one thread that way, and 11 s compiled for the shape).
macro_rules! by_shape {
    ($shaped:ident, $table:expr, $chunk:expr, $($arg:expr),+) => {
        by_shape!(@arms $table, $chunk, $shaped($table, $chunk, $($arg),+);
            (2, 4), (2, 5), (2, 6), (2, 7), (2, 8),
            (3, 4), (3, 5), (3, 6), (3, 7), (3, 8),
            (4, 4), (4, 5), (4, 6), (4, 7), (4, 8),
            (5, 4), (5, 5), (5, 6), (5, 7), (5, 8),
            (6, 4), (6, 5), (6, 6), (6, 7), (6, 8),
            (7, 4), (7, 5), (7, 6),
            (8, 4), (8, 5), (8, 6))
    };
    (@arms $table:expr, $chunk:expr, $shaped:ident $shaped_args:tt;
        $(($chunks:literal, $width:literal)),*) => {
        match ($table.len() >> $chunk, $chunk) {
            $(($chunks, $width) => $shaped::<$chunks, $width> $shaped_args,)*
            _ => $shaped::<0, 0> $shaped_args,
        }
    };
}
pub(super) use by_shape;

/// Where chunk `j` of a probe finds its entry in tables of `WIDTH`-bit chunks, in bytes from
/// their start: the chunk's value times an entry's bytes, after the chunks before it. With
/// `WIDTH` a constant it is one shift and one AND of the probe, and an addition the load
/// takes in its address.
#[inline(always)]
pub(super) fn entry_offset<const WIDTH: usize>(probe: u64, j: usize) -> usize {
    const ENTRY: usize = size_of::<BlockMask>().trailing_zeros() as usize;
    let value = if j * WIDTH >= ENTRY {
        probe >> (j * WIDTH - ENTRY)
    } else {
        probe << (ENTRY - j * WIDTH)
    };
    (value as usize & ((1 << WIDTH) - 1) << ENTRY) + (j << WIDTH << ENTRY)
}

/// Checks that `table` has the shape a kernel compiled for `CHUNKS` chunks of `WIDTH` bits reads
/// without checking its indices; `CHUNKS` = 0 reads any shape of `chunk`-bit chunks, checking
/// each index ([`entries`]).
pub(super) fn assert_shape<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
) {
    if CHUNKS == 0 {
        assert!(
            !table.is_empty() && table.len().is_multiple_of(1 << chunk),
            "tables of {chunk}-bit chunks"
        );
    } else {
        assert_eq!(table.len(), CHUNKS << WIDTH, "the tables' shape");
    }
}

/// The entries a probe looks up in tables of any shape (`table.len() >> chunk` chunks of `chunk`
/// bits), one a chunk: found at run time, and each index checked.
pub(super) fn entries(
    table: &[BlockMask],
    chunk: usize,
    probe: u64,
) -> impl Iterator<Item = &BlockMask> {
    let values = 1 << chunk;
    table
        .chunks_exact(values)
        .scan(probe, move |rest, entries| {
            let entry = &entries[*rest as usize & (values - 1)];
            *rest >>= chunk;
            Some(entry)
        })
}
