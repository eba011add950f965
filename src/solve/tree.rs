//! The tree of partial boards a [trace](crate::solve::trace) walks: a level per row, a node
//! per square tried, each told apart as tried, attacked (cut), placed, a dead end or a
//! solution, and the current path from the empty board down to the last queen placed.
//!
//! It grows a step at a time. Small boards keep every node (N = 4 to 6 fit whole); larger
//! ones fold each subtree once the search has left it, keeping only how many squares it
//! tried, so the tree holds the path and its siblings, at most N×N nodes, however far the
//! search has come.

use crate::board::Square;
use crate::solve::trace::Step;

/// The largest board whose tree is kept whole.
pub const WHOLE_UP_TO: usize = 6;

/// What became of a square tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Being considered.
    Tried,
    /// Attacked by a queen above: cut, nothing below it. For generate and test, a whole
    /// board that failed its test.
    Attacked,
    /// A queen stands or stood there.
    Placed,
    /// A queen stood there and the row below had no free square.
    DeadEnd,
    /// The last queen of a solution.
    Solution,
}

/// A square tried, and what was tried below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The square.
    pub square: Square,
    /// What became of it.
    pub status: Status,
    /// The squares tried below it, in order, unless folded.
    pub children: Vec<Node>,
    /// Once folded: how many squares were tried below it in all.
    pub folded: Option<u64>,
}

impl Node {
    fn new(square: Square) -> Self {
        Self {
            square,
            status: Status::Tried,
            children: Vec::new(),
            folded: None,
        }
    }

    /// How many squares were tried below it, folded or not.
    pub fn size(&self) -> u64 {
        self.folded
            .unwrap_or_else(|| self.children.iter().map(|child| 1 + child.size()).sum())
    }
}

/// The tree so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchTree {
    n: usize,
    /// The squares tried on the first row.
    roots: Vec<Node>,
    /// The child index of each queen on the path, from the first row down.
    path: Vec<usize>,
}

impl SearchTree {
    /// The empty tree of an `n`×`n` search.
    pub fn new(n: usize) -> Self {
        Self {
            n,
            roots: Vec::new(),
            path: Vec::new(),
        }
    }

    /// The board's size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Whether subtrees are folded once left.
    pub fn folds(&self) -> bool {
        self.n > WHOLE_UP_TO
    }

    /// The squares tried on the first row, each with its subtree.
    pub fn roots(&self) -> &[Node] {
        &self.roots
    }

    /// The child index of each queen on the path, from the first row down.
    pub fn path(&self) -> &[usize] {
        &self.path
    }

    /// The children of the path's node at `depth` (the first `depth` queens of the path; the
    /// roots at depth 0).
    fn children_mut(&mut self, depth: usize) -> &mut Vec<Node> {
        let mut children = &mut self.roots;
        for &index in &self.path[..depth] {
            children = &mut children[index].children;
        }
        children
    }

    /// The last queen of the path, if any.
    fn path_end(&mut self) -> Option<&mut Node> {
        let depth = self.path.len().checked_sub(1)?;
        let index = self.path[depth];
        self.children_mut(depth).get_mut(index)
    }

    /// The tree after `step`.
    pub fn apply(&mut self, step: &Step) {
        let depth = self.path.len();
        match *step {
            Step::Try(square) => self.children_mut(depth).push(Node::new(square)),
            Step::Conflict { .. } => {
                // Generate and test finds its conflicts in a whole board: the path's end.
                let node = if depth == self.n {
                    self.path_end()
                } else {
                    self.children_mut(depth).last_mut()
                };
                if let Some(node) = node {
                    node.status = Status::Attacked;
                }
            }
            Step::Place(_) => {
                let children = self.children_mut(depth);
                if let Some(node) = children.last_mut() {
                    node.status = Status::Placed;
                    let index = children.len() - 1;
                    self.path.push(index);
                }
            }
            Step::Solution { .. } => self.mark_path_end(Status::Solution),
            Step::DeadEnd { .. } => self.mark_path_end(Status::DeadEnd),
            Step::Remove(_) => {
                let folds = self.folds();
                if let Some(node) = self.path_end()
                    && folds
                {
                    node.folded = Some(node.size());
                    node.children = Vec::new();
                }
                self.path.pop();
            }
        }
    }

    fn mark_path_end(&mut self, status: Status) {
        if let Some(node) = self.path_end()
            && node.status == Status::Placed
        {
            node.status = status;
        }
    }

    /// The squares from the first row down to the node reached by `indices`: the partial
    /// board that node stands for. `None` if no node is there.
    pub fn board_at(&self, indices: &[usize]) -> Option<Vec<Square>> {
        let mut children = &self.roots;
        let mut squares = Vec::with_capacity(indices.len());
        for &index in indices {
            let node = children.get(index)?;
            squares.push(node.square);
            children = &node.children;
        }
        Some(squares)
    }

    /// How many nodes the tree holds now, folded subtrees counted as one.
    pub fn nodes_held(&self) -> usize {
        fn held(nodes: &[Node]) -> usize {
            nodes.iter().map(|node| 1 + held(&node.children)).sum()
        }
        held(&self.roots)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::trace::{Counters, Trace, Variant};

    fn count(nodes: &[Node], status: Status) -> u64 {
        nodes
            .iter()
            .map(|node| u64::from(node.status == status) + count(&node.children, status))
            .sum()
    }

    #[test]
    fn small_boards_keep_the_whole_tree_a_node_per_square_tried() {
        for n in 4..=WHOLE_UP_TO {
            for variant in Variant::ALL {
                let mut tree = SearchTree::new(n);
                let mut counters = Counters::default();
                for step in Trace::new(variant, n) {
                    tree.apply(&step);
                    counters.count(&step);
                }
                let context = format!("{variant}, n = {n}");
                assert!(tree.path().is_empty(), "{context}");
                assert_eq!(tree.nodes_held() as u64, counters.tried, "{context}");
                assert_eq!(count(tree.roots(), Status::Solution), counters.solutions);
                assert_eq!(count(tree.roots(), Status::Attacked), counters.conflicts);
                assert_eq!(count(tree.roots(), Status::Tried), 0, "{context}");
            }
        }
    }

    #[test]
    fn large_boards_hold_the_path_and_its_siblings_and_know_what_they_folded() {
        for (n, variant, steps) in [
            (8, Variant::Plain, usize::MAX),
            (10, Variant::ForwardChecking, 200_000),
            (12, Variant::Bitboard, 200_000),
            (12, Variant::Plain, 200_000),
        ] {
            let mut tree = SearchTree::new(n);
            let mut counters = Counters::default();
            let mut queens = Vec::new();
            for step in Trace::new(variant, n).take(steps) {
                tree.apply(&step);
                counters.count(&step);
                match step {
                    Step::Place(square) => queens.push(square),
                    Step::Remove(_) => {
                        queens.pop();
                    }
                    _ => {}
                }
                assert!(tree.nodes_held() <= n * n, "{variant}, n = {n}");
                assert_eq!(tree.board_at(tree.path()).as_ref(), Some(&queens));
            }
            let held: u64 = tree.roots().iter().map(|node| 1 + node.size()).sum();
            assert_eq!(held, counters.tried, "{variant}, n = {n}");
        }
    }

    #[test]
    fn a_queen_whose_row_below_is_all_attacked_is_a_dead_end() {
        // N = 4: a4, then c3; the row below is all attacked.
        let mut tree = SearchTree::new(4);
        for step in Trace::new(Variant::Plain, 4) {
            tree.apply(&step);
            if matches!(step, Step::DeadEnd { .. }) {
                break;
            }
        }
        let c3 = &tree.roots()[0].children[2];
        assert_eq!(c3.square, Square::new(1, 2));
        assert_eq!(c3.status, Status::DeadEnd);
        assert_eq!(c3.children.len(), 4);
        assert!(
            c3.children
                .iter()
                .all(|node| node.status == Status::Attacked)
        );
    }
}
