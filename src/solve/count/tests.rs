//! The counter against the OEIS, the enumerator and the row-by-row search.
use super::*;

#[test]
fn counts_match_oeis_up_to_15_on_one_to_four_threads() {
    for n in 1..=15 {
        for threads in 1..=4 {
            let options = CountOptions {
                threads,
                ..CountOptions::default()
            };
            assert_eq!(
                count(n, &options).ok(),
                known_counts(n),
                "n = {n}, {threads} threads"
            );
        }
    }
}

/// Numbers below the one asked for, the same from run to run.
fn numbers_from(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut next = xorshift(seed);
    move |below| next() % below
}

/// A partial problem's count by the halves and by the rows.
fn by_halves_and_by_rows(n: usize, allowed: &[u32; MAX_N]) -> (u64, u64) {
    let never = AtomicBool::new(false);
    let halves = Halves::new(n, allowed, &(&CountOptions::default()).into(), [None; 2]).unwrap();
    let mut scratch = halves::Scratch::default();
    let by_halves = halves::groups(n, allowed)
        .into_iter()
        .map(|group| halves.count(group, &mut scratch))
        .sum();
    let by_rows = rows::units(n, allowed)
        .iter()
        .map(|unit| unit.count(n, &never).unwrap())
        .sum();
    (by_halves, by_rows)
}

#[test]
fn the_halves_count_what_the_rows_count_on_random_partial_problems() {
    let mut next = numbers_from(0x2545_f491_4f6c_dd1d);
    for case in 0..40 {
        // The halves count any partial problem right, not only those `uses_halves` gives
        // them: boards from 12 to 15, up to four rows narrowed to one column or a few.
        let n = Halves::SMALLEST + next(4) as usize;
        let mut allowed = [full_mask(n); MAX_N];
        for _ in 0..next(5) {
            let row = next(n as u64) as usize;
            allowed[row] = if next(2) == 0 {
                1 << next(n as u64)
            } else {
                full_mask(n) & !(1 << next(n as u64)) & !(1 << next(n as u64))
            };
        }
        let (by_halves, by_rows) = by_halves_and_by_rows(n, &allowed);
        assert_eq!(
            by_halves,
            by_rows,
            "case {case}: n = {n}, {:?}",
            &allowed[..n]
        );
    }
}

#[test]
fn the_halves_count_large_boards_as_the_rows_do() {
    // From 22, where the top half's diagonals are packed from its number of rows rather
    // than 0, to 25 (larger quadrants' tables of where each key starts take gigabytes): a
    // solution with every other row kept, the others open or with three columns fewer.
    let mut next = numbers_from(0x6a09_e667_f3bc_c908);
    for n in 22..=25 {
        let solution = crate::solve::enumerate::Solutions::new(n)
            .next_columns()
            .expect("every board from 4 has a solution")
            .to_vec();
        for case in 0..3 {
            let mut allowed = [full_mask(n); MAX_N];
            for (row, &column) in solution.iter().enumerate() {
                allowed[row] = if (row + case) % 2 == 0 {
                    1 << column
                } else if next(3) == 0 {
                    full_mask(n) & !(0b111 << next(n as u64 - 2)) | 1 << column
                } else {
                    full_mask(n)
                };
            }
            let (by_halves, by_rows) = by_halves_and_by_rows(n, &allowed);
            assert!(by_rows > 0, "n = {n}, case {case}: the solution itself");
            assert_eq!(by_halves, by_rows, "n = {n}, case {case}");
        }
    }
}

/// The solutions of `n` under `allowed`, by their queen's column in `row`, as the
/// enumerator finds them one by one.
fn columns_by_enumeration(n: usize, allowed: &[u32; MAX_N], row: usize) -> [u64; MAX_N] {
    let mut columns = [0; MAX_N];
    for solution in crate::solve::enumerate::Solutions::restricted(n, &allowed[..n]) {
        columns[usize::from(solution.columns()[row])] += 1;
    }
    columns
}

/// The solutions of `n` under `allowed` by their queens' columns in `row` and the next, as
/// the enumerator finds them: the first's column times N plus the second's.
fn two_rows_by_enumeration(n: usize, allowed: &[u32; MAX_N], row: usize) -> Vec<u64> {
    let mut keys = vec![0; n * n];
    for solution in crate::solve::enumerate::Solutions::restricted(n, &allowed[..n]) {
        let columns = solution.columns();
        keys[usize::from(columns[row]) * n + usize::from(columns[row + 1])] += 1;
    }
    keys
}

/// What the halves of `n` under `allowed`, keyed by `key_rows`, count by their keys.
fn keys_by_halves(n: usize, allowed: &[u32; MAX_N], key_rows: [Option<usize>; 2]) -> Vec<u64> {
    let halves = Halves::new(n, allowed, &(&CountOptions::default()).into(), key_rows).unwrap();
    let mut scratch = halves::Scratch::default();
    let mut keys = vec![0; halves.keys()];
    for group in halves::column_groups(n, allowed) {
        halves.count_columns(group, &mut scratch, &mut keys);
    }
    keys
}

#[test]
fn a_count_by_columns_tells_each_column_what_the_enumerator_finds_there() {
    // Whole boards (a group and its mirror image counted once), and their first rows
    // narrowed one by one to a solution's columns: by the halves while they pay, then a
    // column at a time. Even and odd boards, on one thread and on two, and in shards.
    for n in [12, 13, 14] {
        let solution = crate::solve::enumerate::Solutions::new(n)
            .nth(n * 37)
            .expect("a board of 12 has 14,200 solutions");
        let mut allowed = [full_mask(n); MAX_N];
        for row in 0..4 {
            let expected = columns_by_enumeration(n, &allowed, row);
            for threads in [1, 2] {
                let options = CountOptions {
                    threads,
                    ..CountOptions::default()
                };
                let counted = count_columns(n, &allowed, row, &options).unwrap();
                assert_eq!(counted, expected, "n = {n}, row {row}, {threads} threads");
            }
            let mut shards = [0; MAX_N];
            for index in 1..=3 {
                let shard = Shard { index, of: 3 };
                let part =
                    count_columns_shard(n, &allowed, row, shard, &CountOptions::default()).unwrap();
                for (sum, found) in shards.iter_mut().zip(part) {
                    *sum += found;
                }
            }
            assert_eq!(shards, expected, "n = {n}, row {row}, 3 shards");
            allowed[row] = 1 << solution.columns()[row];
        }
    }
}

#[test]
fn the_halves_count_a_whole_board_by_columns_with_the_images_of_its_groups() {
    // A group stands for its mirror image and for itself upside down, whose first row is
    // the group's last: every way a group can be its own image, on even and odd boards.
    // By the first row, and by the first two.
    for n in 12..=15 {
        let all = [full_mask(n); MAX_N];
        let columns = keys_by_halves(n, &all, [Some(0), None]);
        assert_eq!(columns, columns_by_enumeration(n, &all, 0)[..n], "n = {n}");
        let keys = keys_by_halves(n, &all, [Some(0), Some(1)]);
        assert_eq!(keys, two_rows_by_enumeration(n, &all, 0), "n = {n}");
    }
}

#[test]
fn the_halves_count_by_columns_as_the_rows_do_on_random_partial_problems() {
    // The halves themselves (not a column at a time), on boards whose first rows are
    // narrowed, and others with columns taken out.
    let mut next = numbers_from(0x1f83_d9ab_fb41_bd6b);
    for case in 0..12 {
        let n = Halves::SMALLEST + next(4) as usize;
        let mut allowed = [full_mask(n); MAX_N];
        // Key rows anywhere in the top half, down to its last two (a far jump's deepest).
        let fixed = next((n / 2 - 1) as u64) as usize;
        let mut attacks = crate::solve::attacks::Attacks::default();
        for row in allowed.iter_mut().take(fixed) {
            let free = attacks.free(full_mask(n));
            let column = free.trailing_zeros() + next(2) as u32;
            let bit = if free >> column & 1 == 1 {
                1 << column
            } else {
                free & free.wrapping_neg()
            };
            *row = bit;
            attacks = attacks.place(bit);
        }
        for _ in 0..next(3) {
            let row = fixed + next((n - fixed) as u64) as usize;
            allowed[row] &= !(1 << next(n as u64));
        }
        let columns = keys_by_halves(n, &allowed, [Some(fixed), None]);
        assert_eq!(
            columns,
            columns_by_enumeration(n, &allowed, fixed)[..n],
            "case {case}: n = {n}, {:?}",
            &allowed[..n]
        );
        // The key rows are the top half's (`fixed` is at most `n / 2 - 2`).
        let keys = keys_by_halves(n, &allowed, [Some(fixed), Some(fixed + 1)]);
        assert_eq!(
            keys,
            two_rows_by_enumeration(n, &allowed, fixed),
            "case {case}: n = {n}, two rows, {:?}",
            &allowed[..n]
        );
    }
}

#[test]
fn the_shards_of_a_count_of_parts_add_up_to_the_whole() {
    // N = 16's solutions before a board of the middle: parts by halves (the first rows)
    // and parts small enough for a quick search (the last), each dealt to every shard.
    let options = CountOptions::default();
    let solution = crate::solve::complete::solution_at(16, 7_000_001, &options)
        .unwrap()
        .expect("N = 16 has 14,772,512 solutions");
    let mut parts = Vec::new();
    let mut allowed = [full_mask(16); MAX_N];
    for (row, &column) in solution.columns().iter().enumerate() {
        allowed[row] = (1 << column) - 1;
        parts.push(allowed);
        allowed[row] = 1 << column;
    }
    assert!(worth_spreading(16, &parts) && !worth_spreading(16, &parts[8..]));
    // Past the halves' partial problems, the rows' units are spread as well.
    let mut first_row = [full_mask(24); MAX_N];
    first_row[0] = 0b111;
    assert!(!uses_halves(24, &first_row) && worth_spreading(24, &[first_row]));
    let whole = count_allowed(16, &parts, &options).unwrap();
    assert_eq!(whole, 7_000_000, "the solutions before No 7,000,001");
    for of in [2, 3, 5] {
        let shards: u64 = (1..=of)
            .map(|index| count_allowed_shard(16, &parts, Shard { index, of }, &options).unwrap())
            .sum();
        assert_eq!(shards, whole, "{of} shards");
    }
}

#[test]
fn a_set_cancel_flag_stops_the_count() {
    for n in [10, 16] {
        let cancel = AtomicBool::new(true);
        let options = CountOptions {
            cancel: Some(&cancel),
            ..CountOptions::default()
        };
        assert_eq!(count(n, &options), Err(CountError::Cancelled), "n = {n}");
    }
}

#[test]
fn a_count_that_would_not_fit_in_memory_is_refused_before_it_allocates() {
    // N = 16 keeps one quadrant, in 4 chunks: its tables of where each key starts (256 KiB,
    // and a chunk's 64 KiB for the one thread while it files) do not fit in 256 KiB, nor they
    // and the placements (0.9 MiB) in 1 MiB: both are refused. All of it fits in 2 MiB.
    for available in [256 << 10, 1 << 20] {
        let options = CountOptions {
            threads: 1,
            memory: Some(available),
            ..CountOptions::default()
        };
        let error = Halves::new(16, &[full_mask(16); MAX_N], &(&options).into(), [None; 2]).err();
        assert_eq!(
            error,
            Some(CountError::NotEnoughMemory { n: 16, available }),
            "{available} bytes"
        );
    }
    let options = CountOptions {
        threads: 1,
        memory: Some(2 << 20),
        ..CountOptions::default()
    };
    assert!(Halves::new(16, &[full_mask(16); MAX_N], &(&options).into(), [None; 2]).is_ok());
}

#[test]
fn a_count_by_two_rows_tells_each_pair_of_columns_what_the_enumerator_finds() {
    // By the halves (N = 14 and 15: whole, then with the first row narrowed) and a column at
    // a time (N = 9, too small for the halves).
    for n in [9, 14, 15] {
        let mut allowed = [full_mask(n); MAX_N];
        for row in 0..2 {
            let counted = count_two_rows(n, &allowed, row, &CountOptions::default()).unwrap();
            let expected = two_rows_by_enumeration(n, &allowed, row);
            assert_eq!(counted, expected, "n = {n}, row {row}");
            // In shards, which add up to it.
            let mut shards = vec![0; n * n];
            for index in 1..=3 {
                let shard = Shard { index, of: 3 };
                let counted =
                    count_two_rows_shard(n, &allowed, row, shard, &CountOptions::default());
                for (sum, found) in shards.iter_mut().zip(counted.unwrap()) {
                    *sum += found;
                }
            }
            assert_eq!(shards, expected, "n = {n}, row {row}, in shards");
            allowed[row] = 1 << (n / 2 - row);
        }
    }
}
