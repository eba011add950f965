//! The seeds' program, kept as it is taught: an array `a[row] = column` and an `is_safe` loop
//! that compares the new queen with every queen above it. It is slow and plainly right, so the
//! tests hold the fast search to it.

use crate::board::Placement;

/// Whether a queen on `column` of row `row` is safe from the queens of the rows above.
pub fn is_safe(columns: &[u8], row: usize, column: usize) -> bool {
    columns[..row]
        .iter()
        .enumerate()
        .all(|(other_row, &other_column)| {
            let other_column = usize::from(other_column);
            other_column != column && row - other_row != column.abs_diff(other_column)
        })
}

/// Every solution of an `n`×`n` board in the judge's order, by the seeds' recursive search.
pub fn solutions(n: usize) -> Vec<Placement> {
    fn search(row: usize, columns: &mut Vec<u8>, found: &mut Vec<Placement>) {
        let n = columns.len();
        if row == n {
            found.push(Placement::from_columns(columns));
            return;
        }
        for column in 0..n {
            if is_safe(columns, row, column) {
                columns[row] = column as u8;
                search(row + 1, columns, found);
            }
        }
    }
    let mut found = Vec::new();
    search(0, &mut vec![0; n], &mut found);
    found
}
