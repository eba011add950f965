use super::*;
use crate::solve::oeis::A000170;

fn count_all(n: usize, allowed: &[u32; MAX_N], weigh: bool) -> u64 {
    let halves = Halves::new(
        n,
        allowed,
        &(&crate::solve::count::CountOptions::default()).into(),
        [None; 2],
    )
    .unwrap();
    let mut scratch = Scratch::default();
    groups_weighing(n, allowed, weigh)
        .into_iter()
        .map(|group| halves.count(group, &mut scratch))
        .sum()
}

#[test]
fn subsets_of_a_set() {
    let all: Vec<u32> = subsets(0b1011_0100, 2).collect();
    assert_eq!(
        all,
        [
            0b0001_0100,
            0b0010_0100,
            0b0011_0000,
            0b1000_0100,
            0b1001_0000,
            0b1010_0000
        ]
    );
    assert_eq!(subsets(0b111, 0).collect::<Vec<_>>(), [0]);
    assert_eq!(subsets(0b11, 3).count(), 0);
}

#[test]
fn the_groups_of_a_whole_board_are_as_many_as_worked_out() {
    for n in Halves::SMALLEST..=22 {
        let listed = groups(n, &[full_mask(n); MAX_N]).len();
        assert_eq!(listed, whole_board_group_count(n), "n = {n}");
    }
    assert_eq!(binomial(26, 13), 10_400_600);
}

#[test]
fn whole_boards_count_as_oeis_says() {
    // Up to 17: from 16 the largest groups are cut into buckets (`Matcher`). With and
    // without the long diagonals weighed.
    for (n, &known) in A000170.iter().enumerate().take(18).skip(Halves::SMALLEST) {
        for weigh in [false, true] {
            let all = [full_mask(n); MAX_N];
            assert_eq!(count_all(n, &all, weigh), known, "n = {n}, weigh {weigh}");
        }
    }
}

#[test]
fn the_images_of_one_quadrant_count_as_all_four_do() {
    // Group by group, on even and odd boards, with and without a middle queen.
    for n in [12, 13, 16, 17] {
        let all = [full_mask(n); MAX_N];
        let images = Halves::new(
            n,
            &all,
            &(&crate::solve::count::CountOptions::default()).into(),
            [None; 2],
        )
        .unwrap();
        let four = Halves {
            quadrants: Quadrants::all_four(n, &all),
            ..Halves::new(
                n,
                &all,
                &(&crate::solve::count::CountOptions::default()).into(),
                [None; 2],
            )
            .unwrap()
        };
        let mut scratch = Scratch::default();
        for group in groups_weighing(n, &all, true) {
            assert_eq!(
                images.count(group, &mut scratch),
                four.count(group, &mut scratch),
                "n = {n}, {group:?}"
            );
        }
    }
}

#[test]
fn weighing_the_long_diagonals_moves_solutions_between_groups() {
    // The weights add up over the whole board, not group by group: were they all 1, this
    // would fail (and the test above would not see it).
    for n in [12, 13] {
        let all = [full_mask(n); MAX_N];
        let halves = Halves::new(
            n,
            &all,
            &(&crate::solve::count::CountOptions::default()).into(),
            [None; 2],
        )
        .unwrap();
        let mut scratch = Scratch::default();
        let plain = groups_weighing(n, &all, false);
        let weighed = groups_weighing(n, &all, true);
        assert_eq!(plain.len(), weighed.len());
        let differ = plain
            .into_iter()
            .zip(weighed)
            .filter(|&(plain, weighed)| {
                halves.count(plain, &mut scratch) != halves.count(weighed, &mut scratch)
            })
            .count();
        assert!(differ > 0, "n = {n}");
    }
}
