//! The CPU time of the calling thread, so that saturation's speed can be reported per core: the
//! wall-clock time of a saturation grows with whatever else the machine runs, its thread's CPU
//! time does not.

use std::time::Duration;

/// A reading of the calling thread's CPU clock.
#[derive(Copy, Clone, Debug)]
pub struct ThreadCpuTime(Option<Duration>);

impl ThreadCpuTime {
    /// The CPU time the calling thread has used so far (none where the platform has no
    /// per-thread clock).
    pub fn now() -> ThreadCpuTime {
        ThreadCpuTime(read())
    }

    /// The CPU time the calling thread used since `self` was read (zero where the platform has
    /// no per-thread clock, or when called from another thread than the one that read `self`).
    pub fn elapsed(&self) -> Duration {
        match (self.0, read()) {
            (Some(start), Some(now)) => now.saturating_sub(start),
            _ => Duration::ZERO,
        }
    }
}

#[cfg(unix)]
fn read() -> Option<Duration> {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the call, and
    // CLOCK_THREAD_CPUTIME_ID is a clock every supported unix provides; on failure the call
    // returns non-zero and leaves nothing else touched.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return None;
    }
    Some(Duration::new(u64::try_from(ts.tv_sec).ok()?, u32::try_from(ts.tv_nsec).ok()?))
}

#[cfg(not(unix))]
fn read() -> Option<Duration> {
    None
}

#[cfg(test)]
mod tests {
    use super::ThreadCpuTime;
    use std::time::Duration;

    #[test]
    fn busy_work_shows_in_the_thread_clock_and_sleeping_does_not() {
        let start = ThreadCpuTime::now();
        std::thread::sleep(Duration::from_millis(50));
        let slept = start.elapsed();
        let start = ThreadCpuTime::now();
        let mut x = 1u64;
        let wall = std::time::Instant::now();
        while wall.elapsed() < Duration::from_millis(50) {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
        }
        let busy = start.elapsed();
        if cfg!(unix) {
            assert!(slept < Duration::from_millis(25), "sleeping used {slept:?} of CPU");
            assert!(busy > slept, "busy {busy:?}, asleep {slept:?}");
        }
    }
}
