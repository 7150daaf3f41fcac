//! [`OpSet`]: a set of ops as a bit set over their handles.

use crate::OpRef;

/// A set of ops as bits indexed by their handles from the lowest handle inserted (handles are
/// dense indices into the context's op arena): an insert or a test flips or reads one bit
/// instead of hashing. The greedy driver's worklist membership and region DCE's live ops.
#[derive(Default)]
pub(crate) struct OpSet {
    /// The handle of the first bit, a multiple of 64.
    base: usize,
    words: Vec<u64>,
}

impl OpSet {
    /// An empty set with room for the handles below `n` (no growth when they are inserted in
    /// any order).
    pub(crate) fn covering(n: usize) -> Self {
        OpSet { base: 0, words: vec![0; n.div_ceil(64)] }
    }

    /// Adds `op`; returns whether it was not there.
    pub(crate) fn insert(&mut self, op: OpRef) -> bool {
        let i = op.as_u32() as usize;
        let start = i & !63;
        if self.words.is_empty() {
            self.base = start;
        } else if start < self.base {
            let grow = (self.base - start) / 64;
            self.words.splice(0..0, std::iter::repeat_n(0, grow));
            self.base = start;
        }
        let word = (i - self.base) / 64;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        let absent = self.words[word] & bit == 0;
        self.words[word] |= bit;
        absent
    }

    /// Removes `op` (nothing if it is not there).
    pub(crate) fn remove(&mut self, op: OpRef) {
        let i = op.as_u32() as usize;
        if let Some(w) = i.checked_sub(self.base).and_then(|d| self.words.get_mut(d / 64)) {
            *w &= !(1u64 << (i % 64));
        }
    }

    /// Whether `op` is in the set.
    pub(crate) fn contains(&self, op: OpRef) -> bool {
        let i = op.as_u32() as usize;
        i.checked_sub(self.base).and_then(|d| self.words.get(d / 64)).is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }
}
