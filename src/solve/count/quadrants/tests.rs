use super::*;
use crate::solve::count::CountOptions;

/// Every placement of the quadrant on `rows` and `columns`, as a naive walk lists them (each
/// row empty or with a queen, columns from the left): by key (as a single chunk numbers
/// them), each with its word packed from `base` and its key rows' columns.
fn every_placement(
    n: usize,
    allowed: &[u32; MAX_N],
    (rows, columns): (Range<usize>, Range<usize>),
    key_rows: KeyRows,
    base: usize,
) -> Vec<Vec<(u64, KeyColumns)>> {
    /// Each row's queen's column so far, if it has one.
    fn walk(
        n: usize,
        allowed: &[u32; MAX_N],
        (rows, columns): (&Range<usize>, &Range<usize>),
        key_rows: KeyRows,
        base: usize,
        queens: &mut Vec<Option<usize>>,
        by_key: &mut [Vec<(u64, KeyColumns)>],
    ) {
        let row = rows.start + queens.len();
        if row == rows.end {
            let (mut taken_rows, mut taken_columns) = (0usize, 0usize);
            let mut diagonals = Diagonals::default();
            let mut key_columns = [NO_QUEEN; 2];
            for (r, c) in (rows.start..).zip(queens.iter()) {
                let Some(c) = *c else { continue };
                taken_rows |= 1 << (r - rows.start);
                taken_columns |= 1 << (c - columns.start);
                diagonals = diagonals.with(Diagonals::of(n, r, c));
                for (key_row, key_column) in key_rows.iter().zip(&mut key_columns) {
                    if *key_row == Some(r) {
                        *key_column = c as u8;
                    }
                }
            }
            let key = taken_columns << rows.len() | taken_rows;
            by_key[key].push((packed(diagonals, base), key_columns));
            return;
        }
        let spans = (rows, columns);
        queens.push(None);
        walk(n, allowed, spans, key_rows, base, queens, by_key);
        queens.pop();
        for column in columns.clone() {
            let attacked = (rows.start..).zip(queens.iter()).any(|(r, c)| {
                c.is_some_and(|c| c == column || r.abs_diff(row) == c.abs_diff(column))
            });
            if allowed[row] >> column & 1 == 1 && !attacked {
                queens.push(Some(column));
                walk(n, allowed, spans, key_rows, base, queens, by_key);
                queens.pop();
            }
        }
    }
    let mut by_key = vec![Vec::new(); 1 << (rows.len() + columns.len())];
    let spans = (&rows, &columns);
    walk(
        n,
        allowed,
        spans,
        key_rows,
        base,
        &mut Vec::new(),
        &mut by_key,
    );
    by_key
}

#[test]
fn the_chunks_hold_every_placement_in_the_walks_order_on_one_thread_or_two() {
    let mut next = super::super::xorshift(0x2545_f491_4f6c_dd1d);
    // From N = 14 a quadrant (7 columns) is cut into chunks.
    for n in [12, 14, 15, 17] {
        for threads in [1, 2] {
            let mut allowed = [full_mask(n); MAX_N];
            // Some squares taken out, and a key row, or two following each other.
            for row in allowed.iter_mut().take(n) {
                *row &= !(1 << (next() % n as u64));
            }
            let key_row = (next() % (n as u64 / 2 - 1)) as usize;
            let key_rows = [Some(key_row), (threads == 2).then_some(key_row + 1)];
            let options = CountOptions {
                threads,
                ..CountOptions::default()
            };
            let quadrants = Quadrants::new(n, &allowed, &(&options).into(), key_rows).unwrap();
            let half = n / 2;
            let spans = [
                (0..half, 0..half),
                (0..half, half..n),
                (n - half..n, 0..half),
                (n - half..n, half..n),
            ];
            for (corner, (rows, columns)) in [
                Corner::TopLeft,
                Corner::TopRight,
                Corner::BottomLeft,
                Corner::BottomRight,
            ]
            .into_iter()
            .zip(spans)
            {
                let base = if rows.start == 0 { half } else { n - half };
                let expected =
                    every_placement(n, &allowed, (rows.clone(), columns.clone()), key_rows, base);
                let keeps = key_rows.iter().flatten().any(|row| rows.contains(row));
                for (key, placements) in expected.iter().enumerate() {
                    let taken_rows = (key & ((1 << rows.len()) - 1)) as u32;
                    let taken_columns = ((key >> rows.len()) << columns.start) as u32;
                    let (words, key_columns, image) =
                        quadrants.placements(corner, taken_rows, taken_columns);
                    assert_eq!(
                        image,
                        Image {
                            n,
                            mirrored: false,
                            upside_down: false
                        }
                    );
                    let words_expected: Vec<u64> = placements.iter().map(|p| p.0).collect();
                    assert_eq!(words, words_expected, "n = {n}, {corner:?}, key {key:#x}");
                    if keeps {
                        let columns_expected: Vec<KeyColumns> =
                            placements.iter().map(|p| p.1).collect();
                        assert_eq!(key_columns, columns_expected, "n = {n}, key {key:#x}");
                    } else {
                        assert!(key_columns.is_empty());
                    }
                }
            }
        }
    }
}

#[test]
fn a_cancel_while_the_tables_are_built_stops_them() {
    // Cancelled once the first chunk is counted, and once the first is filed.
    for after in [0.0, PLANNING_SHARE] {
        let cancel = AtomicBool::new(false);
        let building = |share: f64| {
            if share > after {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let options = CountOptions {
            threads: 2,
            cancel: Some(&cancel),
            building: Some(&building),
            ..CountOptions::default()
        };
        let built = Quadrants::new(17, &[full_mask(17); MAX_N], &(&options).into(), [None; 2]);
        assert_eq!(built.err(), Some(CountError::Cancelled), "after {after}");
    }
}

#[test]
fn building_the_tables_tells_its_progress_from_nothing_to_all_of_it() {
    let told = Mutex::new(Vec::new());
    let building = |share: f64| told.lock().unwrap().push(share);
    let options = CountOptions {
        threads: 2,
        building: Some(&building),
        ..CountOptions::default()
    };
    Quadrants::new(16, &[full_mask(16); MAX_N], &(&options).into(), [None; 2]).unwrap();
    let told = told.into_inner().unwrap();
    assert_eq!(told.first(), Some(&0.0));
    assert_eq!(told.last(), Some(&1.0));
    assert!(told.len() > 4, "each chunk counted and filed: {told:?}");
    assert!(told.windows(2).all(|pair| pair[0] <= pair[1]), "{told:?}");
}

#[test]
fn an_image_turns_each_kind_of_diagonal_on_its_own() {
    // What `Image::word` does with whole words, done kind by kind.
    let by_kinds = |image: Image, word: u64| {
        let (mut sums, mut differences) = (word as u32, (word >> 32) as u32);
        if image.mirrored {
            (sums, differences) = (differences, sums);
        }
        if image.upside_down {
            let turned = |bits: u32| bits.reverse_bits() >> (33 - image.n);
            (sums, differences) = (turned(differences), turned(sums));
        }
        u64::from(sums) | u64::from(differences) << 32
    };
    let mut next = super::super::xorshift(0x9e37_79b9_7f4a_7c15);
    for n in 12..=27 {
        for image in Image::every(n) {
            for _ in 0..1000 {
                let word = next();
                assert_eq!(
                    image.word(word),
                    by_kinds(image, word),
                    "{image:?} {word:#x}"
                );
            }
        }
    }
}
