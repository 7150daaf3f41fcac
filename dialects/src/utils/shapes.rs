//! Shape arithmetic the shaped-type dialects (tensor, memref, bufferization, linalg) share:
//! MLIR's `verifyCompatibleShape`, the rank-reduction mask of `computeRankReductionMask`, and
//! the small shape queries the ops' verifiers and folders ask.

use oxir::builtin::types::{RankedTensorType, UnrankedTensorType, DYNAMIC};
use oxir::{Context, Type};

/// Whether two sizes can describe the same dimension: equal, or either dynamic.
pub fn compatible_dim(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

/// MLIR's `verifyCompatibleShape` on two ranked shapes: the same rank and compatible sizes.
pub fn compatible_shape(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&p, &q)| compatible_dim(p, q))
}

/// The number of dynamic sizes of `shape`.
pub fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// Whether `t` is a ranked or unranked tensor type.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    t.isa::<RankedTensorType>(ctx) || t.isa::<UnrankedTensorType>(ctx)
}

/// MLIR's `computeRankReductionMask`: the dimensions of `original` dropped (each of size 1) to
/// obtain `reduced`, matching sizes greedily from the left; `None` if `reduced` is not a rank
/// reduction of `original`. With `match_dynamic`, a dynamic size on either side matches any
/// non-unit size.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64], match_dynamic: bool) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, &s) in original.iter().enumerate() {
        if match_dynamic && r < reduced.len() && s != 1 && (reduced[r] == DYNAMIC || s == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && s == reduced[r] {
            r += 1;
            continue;
        }
        unused.push(i);
        if s != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}
