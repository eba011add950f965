//! Runs the pieces of a job on several threads, the one runner of the crate: each thread takes
//! the next piece from a shared counter until none is left or the job stops. The results are
//! taken as they are found, by the searching threads one at a time (a count adds them up), or
//! in the pieces' order on the calling thread, with no searcher more than a few pieces ahead
//! of the one taken last (an export writes them), so that memory stays bounded whatever N.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError, mpsc};
use std::time::Duration;

use super::attacks::Cancelled;

/// `threads`, or [`default_threads`] for 0: how counts and exports read their option.
pub fn threads_or_all(threads: usize) -> usize {
    if threads == 0 {
        default_threads()
    } else {
        threads
    }
}

/// The threads a count or an export uses when asked for 0: the CPUs this process may run on (its
/// affinity mask and cgroup quota, as under `taskset` or a Slurm job), not the machine's.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// How often the calling thread looks at the cancel flag while it waits for a piece.
const CANCEL_POLL: Duration = Duration::from_millis(10);

/// Why a run stopped before the end.
#[derive(Debug)]
pub enum Stopped<E> {
    /// The cancel flag was set.
    Cancelled,
    /// Taking a result failed.
    Taking(E),
}

/// The pieces of a job, and the threads to run them on.
pub struct Pieces<'a> {
    /// How many pieces, numbered from 0.
    pub count: usize,
    /// Threads to search them on, at least one.
    pub threads: usize,
    /// The threads are named after it: `count-1`, `count-2`…
    pub name: &'a str,
    /// Set it to stop the job.
    pub cancel: &'a AtomicBool,
}

impl Pieces<'_> {
    /// The threads to use: no more than there are pieces.
    fn threads(&self) -> usize {
        self.threads.clamp(1, self.count.max(1))
    }

    /// Runs `work` on this thread and on the others the job may use, named after it.
    fn on_every_thread(&self, work: impl Fn() + Sync) {
        std::thread::scope(|scope| {
            for i in 1..self.threads() {
                std::thread::Builder::new()
                    .name(format!("{}-{i}", self.name))
                    .spawn_scoped(scope, &work)
                    .expect("spawning a searching thread");
            }
            work();
        });
    }

    /// Searches each piece with `search(index, scratch, cancel)`, each thread with scratch
    /// space from `scratch`, and hands each result to `take` as it is found, on the thread
    /// that found it, one at a time: nothing crosses threads per piece, so that many small
    /// pieces cost no more than a few large ones. `take` says whether to go on; a stop lets
    /// the pieces under way end first.
    pub fn as_found<S, T, E: Send>(
        &self,
        scratch: impl Fn() -> S + Sync,
        search: impl Fn(usize, &mut S, &AtomicBool) -> Result<T, Cancelled> + Sync,
        take: impl FnMut(T) -> Result<bool, E> + Send,
    ) -> Result<(), Stopped<E>> {
        let next_piece = AtomicUsize::new(0);
        // Set when `take` says to stop or fails.
        let stop = AtomicBool::new(false);
        let taking = Mutex::new((take, None::<E>));
        self.on_every_thread(|| {
            let mut scratch = scratch();
            while !stop.load(Ordering::Relaxed) && !self.cancel.load(Ordering::Relaxed) {
                let index = next_piece.fetch_add(1, Ordering::Relaxed);
                if index >= self.count {
                    return;
                }
                let Ok(result) = search(index, &mut scratch, self.cancel) else {
                    return;
                };
                let mut taking = taking.lock().unwrap_or_else(PoisonError::into_inner);
                let (take, error) = &mut *taking;
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                match take(result) {
                    Ok(true) => {}
                    Ok(false) => stop.store(true, Ordering::Relaxed),
                    Err(failed) => {
                        *error = Some(failed);
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        });
        let (_, error) = taking.into_inner().unwrap_or_else(PoisonError::into_inner);
        match error {
            Some(error) => Err(Stopped::Taking(error)),
            None if stop.load(Ordering::Relaxed) => Ok(()),
            None if self.cancel.load(Ordering::Relaxed) => Err(Stopped::Cancelled),
            None => Ok(()),
        }
    }

    /// Searches each piece with `search(index, halt)` (`halt` is set when the job stops, for
    /// the search to poll) on the job's threads, no more than `ahead` pieces past the one
    /// taken last, and hands each result to `take` on this thread in the pieces' order; `take`
    /// says whether to go on.
    pub fn in_order<T: Send, E>(
        &self,
        ahead: usize,
        search: impl Fn(usize, &AtomicBool) -> Result<T, Cancelled> + Sync,
        mut take: impl FnMut(T) -> Result<bool, E>,
    ) -> Result<(), Stopped<E>> {
        // A page's Web Worker has no threads: this one searches each piece, then takes it.
        if cfg!(target_arch = "wasm32") {
            return self.in_turn(search, take);
        }
        let ahead = ahead.max(1);
        // Set to stop the searchers: the cancel flag, an error of `take`, or its `false`.
        let halt = AtomicBool::new(false);
        let next_piece = AtomicUsize::new(0);
        let taken = Mutex::new(0usize);
        let turn = Condvar::new();
        let (found, results) = mpsc::channel::<(usize, T)>();
        std::thread::scope(|scope| {
            for i in 0..self.threads() {
                let found = found.clone();
                let (search, halt, next_piece, taken, turn) =
                    (&search, &halt, &next_piece, &taken, &turn);
                std::thread::Builder::new()
                    .name(format!("{}-{i}", self.name))
                    .spawn_scoped(scope, move || {
                        while !halt.load(Ordering::Relaxed) {
                            let index = next_piece.fetch_add(1, Ordering::Relaxed);
                            if index >= self.count {
                                return;
                            }
                            // Wait until the piece is close enough to the one being taken.
                            let mut done = taken.lock().unwrap_or_else(PoisonError::into_inner);
                            while index >= *done + ahead && !halt.load(Ordering::Relaxed) {
                                done = turn.wait(done).unwrap_or_else(PoisonError::into_inner);
                            }
                            drop(done);
                            let Ok(result) = search(index, halt) else {
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
            let outcome = self.take_in_order(&results, &taken, &turn, &mut take);
            halt.store(true, Ordering::Relaxed);
            drop(taken.lock().unwrap_or_else(PoisonError::into_inner));
            turn.notify_all();
            outcome
        })
    }

    /// Searches each piece and takes it, in turn, on this thread alone.
    fn in_turn<T, E>(
        &self,
        search: impl Fn(usize, &AtomicBool) -> Result<T, Cancelled>,
        mut take: impl FnMut(T) -> Result<bool, E>,
    ) -> Result<(), Stopped<E>> {
        for index in 0..self.count {
            let result = search(index, self.cancel).map_err(|Cancelled| Stopped::Cancelled)?;
            if !take(result).map_err(Stopped::Taking)? {
                return Ok(());
            }
        }
        Ok(())
    }

    /// Takes the results in order, until the last piece, a stop or the cancel flag.
    fn take_in_order<T, E>(
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
            while let Some(result) = waiting.remove(&next) {
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

    fn pieces(threads: usize, cancel: &AtomicBool) -> Pieces<'_> {
        Pieces {
            count: 200,
            threads,
            name: "test",
            cancel,
        }
    }

    #[test]
    fn in_order_takes_every_piece_in_order_and_as_found_takes_each_once() {
        let cancel = AtomicBool::new(false);
        for threads in [1, 2, 5] {
            let mut seen = Vec::new();
            let run = pieces(threads, &cancel).in_order(
                3,
                |index, _| Ok(index),
                |index| {
                    seen.push(index);
                    Ok::<_, ()>(true)
                },
            );
            assert!(run.is_ok());
            assert_eq!(seen, (0..200).collect::<Vec<_>>());

            let (mut sum, mut taken) = (0, 0);
            pieces(threads, &cancel)
                .as_found(
                    || 0u64,
                    |index, scratch, _| {
                        *scratch += 1;
                        Ok(index)
                    },
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
        pieces(3, &cancel)
            .in_order(
                4,
                |index, _| {
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
        let stopped = pieces(2, &cancel).in_order(
            2,
            |index, _| Ok(index),
            |index| {
                taken += 1;
                Ok::<_, ()>(index < 9)
            },
        );
        assert!(stopped.is_ok());
        assert_eq!(taken, 10);
        let mut taken = 0;
        let stopped = pieces(1, &cancel).as_found(
            || (),
            |index, (), _| Ok(index),
            |index| {
                taken += 1;
                Ok::<_, ()>(index < 9)
            },
        );
        assert!(stopped.is_ok());
        assert_eq!(
            taken, 10,
            "one thread takes the pieces in order and stops at once"
        );

        let failed = pieces(2, &cancel).as_found(
            || (),
            |index, (), _| Ok(index),
            |_| Err::<bool, _>("the disk is full"),
        );
        assert!(matches!(failed, Err(Stopped::Taking("the disk is full"))));
        let failed = pieces(2, &cancel).in_order(
            1,
            |index, _| Ok(index),
            |_| Err::<bool, _>("the disk is full"),
        );
        assert!(matches!(failed, Err(Stopped::Taking("the disk is full"))));

        cancel.store(true, Ordering::Relaxed);
        let spin = |halt: &AtomicBool| {
            while !halt.load(Ordering::Relaxed) {
                std::hint::spin_loop();
            }
            Err(Cancelled)
        };
        let cancelled =
            pieces(2, &cancel).in_order(2, |_, halt| spin(halt), |()| Ok::<_, ()>(true));
        assert!(matches!(cancelled, Err(Stopped::Cancelled)));
        let cancelled =
            pieces(2, &cancel).as_found(|| (), |_, (), halt| spin(halt), |()| Ok::<_, ()>(true));
        assert!(matches!(cancelled, Err(Stopped::Cancelled)));
    }
}
