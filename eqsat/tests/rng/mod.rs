//! The tests' deterministic PRNG (xorshift64*), shared by the test crates that generate inputs.
// Each test crate that includes this module uses part of it.
#![allow(dead_code)]

/// A tiny deterministic PRNG (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }

    /// A number below `n`.
    pub fn pick(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
