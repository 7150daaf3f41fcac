//! The lowerings of `vector.transpose` (MLIR's `LowerVectorTranspose.cpp`), chosen by the
//! `vector-transpose-lowering` option of `convert-vector-to-llvm`:
//!
//! - `eltwise` (the default): every element (or innermost untransposed vector) is extracted and
//!   inserted at its permuted position into a `ub.poison` vector;
//! - `shuffle1d`: a transpose of a 2-D slice (exactly two dimensions larger than one, swapped)
//!   becomes one `vector.shuffle` of the flattened vector between two `vector.shape_cast`s;
//! - `shuffle16x16`: the same, but a 16x16 slice becomes MLIR's AVX-512-style sequence of
//!   unpack and 128-bit-lane shuffles of the 16 rows;
//! - `llvmintr`: a 2-D `[1, 0]` transpose becomes `llvm.intr.matrix.transpose` between two
//!   shape casts (that pattern lives with the conversion to the llvm dialect).
//!
//! The other transposes fall back to `eltwise` in every strategy.

use crate::vector::{ExtractOp, InsertOp, ShapeCastOp, ShuffleOp, TransposeOp};
use oxir::builtin::types::VectorType;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Type, Value};

/// How `vector.transpose` is lowered (MLIR's `VectorTransposeLowering`, the
/// `vector-transpose-lowering` option of `convert-vector-to-llvm`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TransposeLowering {
    /// Element-wise extracts and inserts (the default).
    #[default]
    EltWise,
    /// A 2-D transpose to `llvm.intr.matrix.transpose`.
    LlvmIntr,
    /// A 2-D slice transpose to one `vector.shuffle` of the flattened vector.
    Shuffle1D,
    /// A 16x16 slice transpose to a sequence of shuffles of its rows (others as `Shuffle1D`).
    Shuffle16x16,
}

impl TransposeLowering {
    /// Every option value, in the order MLIR lists them.
    pub const NAMES: [&'static str; 4] = ["eltwise", "llvmintr", "shuffle1d", "shuffle16x16"];

    /// The strategy an option value names.
    pub fn from_option(s: &str) -> Option<Self> {
        match s {
            "eltwise" => Some(Self::EltWise),
            "llvmintr" => Some(Self::LlvmIntr),
            "shuffle1d" => Some(Self::Shuffle1D),
            "shuffle16x16" => Some(Self::Shuffle16x16),
            _ => None,
        }
    }

    /// The option value naming the strategy.
    pub fn as_option(self) -> &'static str {
        match self {
            Self::EltWise => "eltwise",
            Self::LlvmIntr => "llvmintr",
            Self::Shuffle1D => "shuffle1d",
            Self::Shuffle16x16 => "shuffle16x16",
        }
    }

    fn is_shuffle_like(self) -> bool {
        matches!(self, Self::Shuffle1D | Self::Shuffle16x16)
    }
}

/// The transpose lowerings of `strategy` in MLIR's order (`populateVectorTransposeLoweringPatterns`):
/// the element-wise lowering, which leaves 2-D slices to the shuffle strategies, then the shuffle
/// lowering.
pub fn transpose_lowering_patterns(strategy: TransposeLowering) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(EltWiseLowering { strategy }), Box::new(ShuffleLowering { strategy })]
}

/// MLIR's `isTranspose2DSlice`: the two dimensions of the source larger than one, when there are
/// exactly two and the permutation swaps them (the later one comes first in the permutation).
pub fn transpose_2d_slice(shape: &[i64], perm: &[i64]) -> Option<(usize, usize)> {
    let big: Vec<usize> = shape.iter().enumerate().filter(|&(_, &s)| s > 1).map(|(i, _)| i).collect();
    let [d0, d1] = big[..] else { return None };
    let first = perm.iter().find(|&&p| p == d0 as i64 || p == d1 as i64)?;
    (*first == d1 as i64).then_some((d0, d1))
}

fn vector_of(rw: &PatternRewriter<'_>, v: Value) -> Option<VectorType> {
    let ctx = rw.ctx();
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

fn fixed_vector(rw: &PatternRewriter<'_>, shape: Vec<i64>, element: Type) -> Type {
    let scalable = vec![false; shape.len()];
    rw.ctx().intern_type(VectorType { shape, scalable, element })
}

/// MLIR's `TransposeOpLowering`: the element-wise lowering, except for the 2-D slices a shuffle
/// strategy takes.
struct EltWiseLowering {
    strategy: TransposeLowering,
}

impl RewritePattern for EltWiseLowering {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn name(&self) -> &'static str {
        "TransposeOpLowering"
    }
    fn match_and_rewrite(&self, op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        if self.strategy.is_shuffle_like() {
            let ctx = rw.ctx();
            let t = TransposeOp::from_op_unchecked(op);
            let src = ctx.value_type(t.vector(ctx)).dyn_cast::<VectorType>(ctx).cloned();
            if let (Some(src), Some(perm)) = (src, t.permutation(ctx)) {
                if !src.scalable.iter().any(|&s| s) && transpose_2d_slice(&src.shape, &perm).is_some() {
                    return false;
                }
            }
        }
        lower_transpose(op, rw)
    }
}

/// MLIR's `TransposeOp2DToShuffleLowering`: a 2-D slice transpose as shuffles of the flattened
/// source, in the shuffle strategies.
struct ShuffleLowering {
    strategy: TransposeLowering,
}

impl RewritePattern for ShuffleLowering {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn name(&self) -> &'static str {
        "TransposeOp2DToShuffleLowering"
    }
    fn match_and_rewrite(&self, op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        self.strategy.is_shuffle_like() && self.lower(op, rw).is_some()
    }
}

impl ShuffleLowering {
    fn lower(&self, op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
        let ctx = rw.ctx();
        let t = TransposeOp::from_op_unchecked(op);
        let (source, result) = (t.vector(ctx), t.result(ctx));
        let perm = t.permutation(ctx)?;
        let res_ty = ctx.value_type(result);
        let loc = ctx.op_loc(op);
        let src = vector_of(rw, source)?;
        if src.scalable.iter().any(|&s| s) {
            return None;
        }
        let (d0, d1) = transpose_2d_slice(&src.shape, &perm)?;
        let (m, n) = (src.shape[d0], src.shape[d1]);
        let flat_ty = fixed_vector(rw, vec![n * m], src.element);
        let flat: Value = ShapeCastOp::build(rw, loc, source, flat_ty).into();
        let res = if self.strategy == TransposeLowering::Shuffle16x16 && m == 16 && n == 16 {
            let square_ty = fixed_vector(rw, vec![m, n], src.element);
            let square: Value = ShapeCastOp::build(rw, loc, flat, square_ty).into();
            shuffle_16x16(rw, loc, square, m, n)?
        } else {
            let mask: Vec<i64> = (0..n).flat_map(|j| (0..m).map(move |i| i * n + j)).collect();
            shuffle(rw, loc, flat, flat, &mask)?
        };
        let cast: Value = ShapeCastOp::build(rw, loc, res, res_ty).into();
        rw.replace_op(op, &[cast]).ok()
    }
}

/// `vector.shuffle %v1, %v2 [mask]`, a vector of the mask's length.
fn shuffle(rw: &mut PatternRewriter<'_>, loc: Attribute, v1: Value, v2: Value, mask: &[i64]) -> Option<Value> {
    let v = vector_of(rw, v1)?;
    let mut shape = v.shape.clone();
    *shape.first_mut()? = mask.len() as i64;
    let ty = rw.ctx().intern_type(VectorType { shape, scalable: v.scalable.clone(), element: v.element });
    Some(ShuffleOp::build(rw, loc, v1, v2, ty, mask).into())
}

/// MLIR's `getUnpackShufflePermFor128Lane` for 512-bit vectors of 32-bit elements: `vals`
/// repeated in each 128-bit lane.
fn unpack_mask(vals: [i64; 4]) -> Vec<i64> {
    (0..16).step_by(4).flat_map(|i| vals.map(|v| v + i)).collect()
}

/// MLIR's `create4x128BitSuffle`: the 128-bit lanes of `v1` (the first two) and `v2` (the last
/// two) that the 2-bit fields of `control` select.
fn lanes_4x128(rw: &mut PatternRewriter<'_>, loc: Attribute, v1: Value, v2: Value, control: u8) -> Option<Value> {
    let mut mask = Vec::with_capacity(16);
    for (base, field) in [(0, control & 3), (0, (control >> 2) & 3), (16, (control >> 4) & 3), (16, (control >> 6) & 3)]
    {
        let start = base + 4 * i64::from(field);
        mask.extend(start..start + 4);
    }
    shuffle(rw, loc, v1, v2, &mask)
}

/// MLIR's `transposeToShuffle16x16`: the rows of a 16x16 matrix interleaved by 32-bit and 64-bit
/// unpacks, then their 128-bit lanes permuted twice, inserted as the rows of a `ub.poison`
/// matrix.
fn shuffle_16x16(rw: &mut PatternRewriter<'_>, loc: Attribute, source: Value, m: i64, n: i64) -> Option<Value> {
    let element = vector_of(rw, source)?.element;
    let row_ty = fixed_vector(rw, vec![n], element);
    let mut vs = Vec::with_capacity(m as usize);
    for i in 0..m {
        vs.push(Value::from(ExtractOp::build(rw, loc, source, &[], row_ty, &[i])));
    }
    let lo_ps = unpack_mask([0, 16, 1, 17]);
    let hi_ps = unpack_mask([2, 18, 3, 19]);
    let lo_pd = unpack_mask([0, 1, 16, 17]);
    let hi_pd = unpack_mask([2, 3, 18, 19]);
    // 32-bit interleaves of row pairs (`_mm512_unpacklo_epi32`, `_mm512_unpackhi_epi32`).
    let mut t = Vec::with_capacity(16);
    for pair in 0..8 {
        let (a, b) = (vs[2 * pair], vs[2 * pair + 1]);
        t.push(shuffle(rw, loc, a, b, &lo_ps)?);
        t.push(shuffle(rw, loc, a, b, &hi_ps)?);
    }
    // 64-bit interleaves (`_mm512_unpacklo_epi64`, `_mm512_unpackhi_epi64`).
    let mut r = Vec::with_capacity(16);
    for quad in 0..4 {
        let b = 4 * quad;
        for (x, y) in [(t[b], t[b + 2]), (t[b + 1], t[b + 3])] {
            r.push(shuffle(rw, loc, x, y, &lo_pd)?);
            r.push(shuffle(rw, loc, x, y, &hi_pd)?);
        }
    }
    // 128-bit lane permutations (`_mm512_shuffle_i32x4`), twice.
    let mut t2 = Vec::with_capacity(16);
    for half in 0..2 {
        let b = 8 * half;
        for control in [0x88, 0xdd] {
            for k in 0..4 {
                t2.push(lanes_4x128(rw, loc, r[b + k], r[b + k + 4], control)?);
            }
        }
    }
    let mut rows = Vec::with_capacity(16);
    for control in [0x88, 0xdd] {
        for k in 0..8 {
            rows.push(lanes_4x128(rw, loc, t2[k], t2[k + 8], control)?);
        }
    }
    let matrix_ty = fixed_vector(rw, vec![m, n], element);
    let mut res: Value = oxir::ub::PoisonOp::build(rw, loc, matrix_ty).into();
    for (i, &row) in rows.iter().enumerate().take(m as usize) {
        res = InsertOp::build(rw, loc, row, res, &[], &[i as i64]).into();
    }
    Some(res)
}

/// MLIR's `TransposeOpLowering` (`eltwise`): the trailing dimensions the permutation keeps in
/// place stay vectors; every position of the others is extracted and inserted at its permuted
/// position into a `ub.poison` vector.
pub fn lower_transpose(op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let t = TransposeOp::from_op_unchecked(op);
    let (source, result) = (t.vector(ctx), t.result(ctx));
    let Some(perm) = t.permutation(ctx) else { return false };
    let Some(src) = vector_of(rw, source) else { return false };
    let res_ty = ctx.value_type(result);
    if src.scalable.iter().any(|&s| s) || perm.len() != src.shape.len() {
        return false;
    }
    let mut kept = perm.len();
    while kept > 0 && perm[kept - 1] == kept as i64 - 1 {
        kept -= 1;
    }
    let pruned_perm = &perm[..kept];
    let shape = &src.shape[..kept];
    let loc = ctx.op_loc(op);
    let mut value: Value = oxir::ub::PoisonOp::build(rw, loc, res_ty).into();
    let total: i64 = shape.iter().product();
    for linear in 0..total {
        let mut idx = vec![0i64; shape.len()];
        let mut rest = linear;
        for d in (0..shape.len()).rev() {
            idx[d] = rest % shape[d];
            rest /= shape[d];
        }
        let insert_idx: Vec<i64> = pruned_perm.iter().map(|&p| idx[p as usize]).collect();
        let Some(e) = extract_at(rw, loc, source, &src, &idx) else { return false };
        value = InsertOp::build(rw, loc, e, value, &[], &insert_idx).into();
    }
    rw.replace_op(op, &[value]).is_ok()
}

/// `vector.extract %v[pos]` of a `ty` vector, typed by dropping the leading dimensions.
fn extract_at(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, ty: &VectorType, pos: &[i64]) -> Option<Value> {
    let n = pos.len().min(ty.shape.len());
    let res_ty = if n == ty.shape.len() {
        ty.element
    } else {
        rw.ctx().intern_type(VectorType {
            shape: ty.shape[n..].to_vec(),
            scalable: ty.scalable[n..].to_vec(),
            element: ty.element,
        })
    };
    Some(ExtractOp::build(rw, loc, v, &[], res_ty, pos).into())
}
