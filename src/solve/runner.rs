//! Runs the pieces of a job on several threads, the one runner of the crate: each thread takes
//! the next piece from a shared counter, with scratch space of its own, until none is left or
//! the job stops. The results reach the calling thread as they come (a count adds them up), or
//! in the pieces' order with no thread more than a few pieces ahead of the one taken last (an
//! export writes them), so that memory stays bounded whatever N.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError, mpsc};
use std::time::Duration;

use super::Cancelled;

/// How often the calling thread looks at the cancel flag while it waits for a piece.
const CANCEL_POLL: Duration = Duration::from_millis(10);

/// The order in which the calling thread takes the pieces' results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// As they are found.
    AsFound,
    /// In the pieces' order, no piece searched `ahead` or more pieces past the one taken last.
    InOrder {
        /// How far the searchers may run ahead.
        ahead: usize,
    },
}

/// Why [`Pieces::run`] stopped before the end.
#[derive(Debug)]
pub enum Stopped<E> {
    /// The cancel flag was set.
    Cancelled,
    /// Taking a result failed.
    Taking(E),
}

/// The pieces of a job, and how to run them.
pub struct Pieces<'a> {
    /// How many pieces, numbered from 0.
    pub count: usize,
    /// Threads to search them on, at least one.
    pub threads: usize,
    /// The order in which the results are taken.
    pub order: Order,
    /// The threads are named after it: `count-0`, `count-1`…
    pub name: &'a str,
    /// Set it to stop the job.
    pub cancel: &'a AtomicBool,
}

impl Pieces<'_> {
    /// Searches each piece with `search(index, scratch, halt)` (`halt` is set when the job
    /// stops, for the search to poll), each thread with scratch space from `scratch`, and
    /// hands each result to `take` on this thread; `take` says whether to go on.
    pub fn run<S, T: Send, E>(
        &self,
        scratch: impl Fn() -> S + Sync,
        search: impl Fn(usize, &mut S, &AtomicBool) -> Result<T, Cancelled> + Sync,
        mut take: impl FnMut(T) -> Result<bool, E>,
    ) -> Result<(), Stopped<E>> {
        let ahead = match self.order {
            Order::AsFound => usize::MAX,
            Order::InOrder { ahead } => ahead.max(1),
        };
        // Set to stop the searchers: the cancel flag, an error of `take`, or its `false`.
        let halt = AtomicBool::new(false);
        let next_piece = AtomicUsize::new(0);
        let taken = Mutex::new(0usize);
        let turn = Condvar::new();
        let (found, results) = mpsc::channel::<(usize, T)>();
        std::thread::scope(|scope| {
            for i in 0..self.threads.clamp(1, self.count.max(1)) {
                let found = found.clone();
                let (scratch, search, halt, next_piece, taken, turn) =
                    (&scratch, &search, &halt, &next_piece, &taken, &turn);
                std::thread::Builder::new()
                    .name(format!("{}-{i}", self.name))
                    .spawn_scoped(scope, move || {
                        let mut scratch = scratch();
                        while !halt.load(Ordering::Relaxed) {
                            let index = next_piece.fetch_add(1, Ordering::Relaxed);
                            if index >= self.count {
                                return;
                            }
                            // Wait until the piece is close enough to the one being taken.
                            let mut done = taken.lock().unwrap_or_else(PoisonError::into_inner);
                            while index >= done.saturating_add(ahead)
                                && !halt.load(Ordering::Relaxed)
                            {
                                done = turn.wait(done).unwrap_or_else(PoisonError::into_inner);
                            }
                            drop(done);
                            let Ok(result) = search(index, &mut scratch, halt) else {
                                return;
                            };
                            if found.send((index, result)).is_err() {
                                return;
                            }
                        }
                    })
                    .expect("spawning a searching thread");
            }
            drop(found);
            let outcome = self.take_all(&results, &taken, &turn, &mut take);
            halt.store(true, Ordering::Relaxed);
            drop(taken.lock().unwrap_or_else(PoisonError::into_inner));
            turn.notify_all();
            outcome
        })
    }

    /// Takes the results as they come or in order, until the last piece, a stop or the cancel
    /// flag.
    fn take_all<T, E>(
        &self,
        results: &mpsc::Receiver<(usize, T)>,
        taken: &Mutex<usize>,
        turn: &Condvar,
        take: &mut impl FnMut(T) -> Result<bool, E>,
    ) -> Result<(), Stopped<E>> {
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        while next < self.count {
            if self.cancel.load(Ordering::Relaxed) {
                return Err(Stopped::Cancelled);
            }
            match results.recv_timeout(CANCEL_POLL) {
                Ok((index, result)) => {
                    waiting.insert(index, result);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => continue,
                // Every searcher stopped before the end: the job was cancelled.
                Err(mpsc::RecvTimeoutError::Disconnected) => return Err(Stopped::Cancelled),
            }
            loop {
                let ready = match self.order {
                    Order::AsFound => waiting.pop_first().map(|(_, result)| result),
                    Order::InOrder { .. } => waiting.remove(&next),
                };
                let Some(result) = ready else {
                    break;
                };
                next += 1;
                *taken.lock().unwrap_or_else(PoisonError::into_inner) = next;
                turn.notify_all();
                if !take(result).map_err(Stopped::Taking)? {
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(order: Order, threads: usize, cancel: &AtomicBool) -> Pieces<'_> {
        Pieces {
            count: 200,
            threads,
            order,
            name: "test",
            cancel,
        }
    }

    #[test]
    fn in_order_takes_every_piece_in_order_and_as_found_takes_each_once() {
        let cancel = AtomicBool::new(false);
        for threads in [1, 2, 5] {
            let mut seen = Vec::new();
            let run = pieces(Order::InOrder { ahead: 3 }, threads, &cancel).run(
                || 0u64,
                |index, scratch, _| {
                    *scratch += 1;
                    Ok(index)
                },
                |index| {
                    seen.push(index);
                    Ok::<_, ()>(true)
                },
            );
            assert!(run.is_ok());
            assert_eq!(seen, (0..200).collect::<Vec<_>>());

            let mut sum = 0;
            let mut taken = 0;
            pieces(Order::AsFound, threads, &cancel)
                .run(
                    || (),
                    |index, (), _| Ok(index),
                    |index| {
                        sum += index;
                        taken += 1;
                        Ok::<_, ()>(true)
                    },
                )
                .expect("nothing stops it");
            assert_eq!((taken, sum), (200, (0..200).sum()));
        }
    }

    #[test]
    fn the_searchers_stay_a_few_pieces_ahead_of_the_one_taken() {
        let cancel = AtomicBool::new(false);
        let taken = AtomicUsize::new(0);
        pieces(Order::InOrder { ahead: 4 }, 3, &cancel)
            .run(
                || (),
                |index, (), _| {
                    // The runner counts a piece taken just before it hands it over.
                    assert!(
                        index < taken.load(Ordering::SeqCst) + 4 + 1,
                        "piece {index}"
                    );
                    Ok(index)
                },
                |_| {
                    taken.fetch_add(1, Ordering::SeqCst);
                    Ok::<_, ()>(true)
                },
            )
            .expect("nothing stops it");
    }

    #[test]
    fn a_stop_an_error_or_the_cancel_flag_ends_the_run() {
        let cancel = AtomicBool::new(false);
        let mut taken = 0;
        let stopped = pieces(Order::InOrder { ahead: 2 }, 2, &cancel).run(
            || (),
            |index, (), _| Ok(index),
            |index| {
                taken += 1;
                Ok::<_, ()>(index < 9)
            },
        );
        assert!(stopped.is_ok());
        assert_eq!(taken, 10);

        let failed = pieces(Order::AsFound, 2, &cancel).run(
            || (),
            |index, (), _| Ok(index),
            |_| Err::<bool, _>("the disk is full"),
        );
        assert!(matches!(failed, Err(Stopped::Taking("the disk is full"))));

        cancel.store(true, Ordering::Relaxed);
        let cancelled = pieces(Order::AsFound, 2, &cancel).run(
            || (),
            |_, (), halt| {
                while !halt.load(Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
                Err(Cancelled)
            },
            |()| Ok::<_, ()>(true),
        );
        assert!(matches!(cancelled, Err(Stopped::Cancelled)));
    }
}
