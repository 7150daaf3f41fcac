//! The lowerings of `vector.contract`, `vector.outerproduct` and `vector.transpose` to simpler
//! vector ops (MLIR's `LowerVectorContract.cpp` and `LowerVectorTranspose.cpp`), which
//! `convert-vector-to-llvm` applies before it converts:
//!
//! - a contraction in the `dot` strategy (MLIR's default): a matrix-matrix or matrix-vector
//!   product becomes rows times columns, each an elementwise product and an `add` reduction,
//!   then the accumulator added; any other contraction is unrolled one parallel dimension at a
//!   time into lower-rank contractions, down to dot products (a multiplication and an `add`
//!   reduction). In the `outerproduct` strategy, the matrix products become one
//!   `vector.outerproduct` per reduction step, masked by the step's slice of the transposed mask
//!   for a masked contraction. A masked contraction in the `dot` strategy is unrolled like the
//!   others, each lower-rank contraction under the mask's slice, down to masked `add`
//!   reductions;
//! - an outer product becomes, for each row, a broadcast of the lhs element times the rhs (a
//!   `vector.fma` with a float `add` accumulator), or a broadcast scalar times the lhs (AXPY);
//! - in the `parallelarith` strategy, a contraction whose reduction dimensions all have size
//!   one becomes broadcasts and transposes of its operands and one elementwise multiplication
//!   combined with the accumulator; in the `llvmintr` strategy the matrix products become
//!   `llvm.intr.matrix.multiply` (a pattern of the conversion to the llvm dialect) and the
//!   other contractions are unrolled as in the `dot` strategy.

use crate::arith;
use crate::utils::constants::arith_constant_state;
use crate::utils::constants::zero_or_splat_attr;
use crate::vector::canonicalize::combine;
use crate::vector::contract::{dim_map, dim_position, indexing_maps, iterator_types, result_index};
use crate::vector::mask::masking_op;
use crate::vector::{
    BroadcastOp, CombiningKind, ContractionOp, ExtractOp, FMAOp, InsertOp, IteratorType, MaskOp, OuterProductOp,
    ReductionOp, TransposeOp,
};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::types::{IndexType, IntegerType, VectorType};
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Type, Value};

/// How `vector.contract` is lowered (MLIR's `VectorContractLowering`, the
/// `vector-contract-lowering` option of `convert-vector-to-llvm`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ContractLowering {
    /// Finer-grained contractions and dot products (the default).
    #[default]
    Dot,
    /// One `vector.outerproduct` per reduction step for matrix products.
    OuterProduct,
    /// Matrix products to `llvm.intr.matrix.multiply` (the pattern of the conversion to the
    /// llvm dialect), the others unrolled as in `Dot`.
    LlvmIntr,
    /// Contractions whose reduction dimensions all have size one to elementwise arithmetic.
    ParallelArith,
}

impl ContractLowering {
    /// Every option value, in the order MLIR lists them.
    pub const NAMES: [&'static str; 4] = ["dot", "llvmintr", "outerproduct", "parallelarith"];

    /// The strategy an option value names (`dot`, `llvmintr`, `outerproduct`, `parallelarith`).
    pub fn from_option(s: &str) -> Option<Self> {
        match s {
            "dot" => Some(Self::Dot),
            "llvmintr" => Some(Self::LlvmIntr),
            "outerproduct" => Some(Self::OuterProduct),
            "parallelarith" => Some(Self::ParallelArith),
            _ => None,
        }
    }

    /// The option value naming the strategy.
    pub fn as_option(self) -> &'static str {
        match self {
            Self::Dot => "dot",
            Self::LlvmIntr => "llvmintr",
            Self::OuterProduct => "outerproduct",
            Self::ParallelArith => "parallelarith",
        }
    }
}

/// The contraction lowering patterns in MLIR's order (`populateVectorContractLoweringPatterns`):
/// the outer product lowering, then the contraction lowering of `strategy`.
pub fn contract_lowering_patterns(strategy: ContractLowering) -> Vec<Box<dyn RewritePattern>> {
    vec![
        crate::utils::patterns::pattern::<OuterProductOp>("OuterProductOpLowering", |op, rw| {
            lower_outerproduct(op, rw).is_some()
        }),
        Box::new(ContractionLowering { strategy }),
    ]
}

fn vector_of(ctx: &Context, t: Type) -> Option<VectorType> {
    t.dyn_cast::<VectorType>(ctx).cloned()
}

fn create1(rw: &mut PatternRewriter<'_>, st: oxir::OperationState) -> Value {
    let op = rw.create(st);
    rw.ctx().result(op, 0)
}

/// `arith.constant` holding the zero of `ty`.
fn zero_constant(rw: &mut PatternRewriter<'_>, loc: Attribute, ty: Type) -> Option<Value> {
    let zero = zero_or_splat_attr(rw.ctx(), ty)?;
    let st = arith_constant_state(rw.ctx(), loc, zero, ty);
    Some(create1(rw, st))
}

/// `vector.extract %v[pos]`, typed by dropping the leading dimensions.
fn extract(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, pos: &[i64]) -> Option<Value> {
    let ctx = rw.ctx();
    let t = vector_of(ctx, ctx.value_type(v))?;
    let n = pos.len().min(t.shape.len());
    let ty = if n == t.shape.len() {
        t.element
    } else {
        ctx.intern_type(VectorType {
            shape: t.shape[n..].to_vec(),
            scalable: t.scalable[n..].to_vec(),
            element: t.element,
        })
    };
    Some(ExtractOp::build(rw, loc, v, &[], ty, pos).into())
}

fn insert(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, dest: Value, pos: &[i64]) -> Value {
    InsertOp::build(rw, loc, v, dest, &[], pos).into()
}

/// `t` without dimension `d`.
fn drop_dim(ctx: &Context, t: &VectorType, d: usize) -> Type {
    let mut shape = t.shape.clone();
    let mut scalable = t.scalable.clone();
    shape.remove(d);
    scalable.remove(d);
    ctx.intern_type(VectorType { shape, scalable, element: t.element })
}

fn is_int(ctx: &Context, t: Type) -> bool {
    let e = vector_of(ctx, t).map_or(t, |v| v.element);
    e.isa::<IntegerType>(ctx)
}

fn mul(rw: &mut PatternRewriter<'_>, loc: Attribute, x: Value, y: Value, int: bool) -> Value {
    if int {
        arith::MulIOp::build(rw, loc, x, y).into()
    } else {
        arith::MulFOp::build(rw, loc, x, y).into()
    }
}

fn add(rw: &mut PatternRewriter<'_>, loc: Attribute, x: Value, y: Value, int: bool) -> Value {
    if int {
        arith::AddIOp::build(rw, loc, x, y).into()
    } else {
        arith::AddFOp::build(rw, loc, x, y).into()
    }
}

/// `vector.reduction <add>, %v [, %acc]` into the element type.
fn reduce_add(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, acc: Option<Value>) -> Option<Value> {
    let element = vector_of(rw.ctx(), rw.ctx().value_type(v))?.element;
    Some(ReductionOp::build(rw, loc, v, acc, element, CombiningKind::Add).into())
}

/// MLIR's `createContractArithOp`: `x * y` combined with `acc` by `kind` (a `vector.fma` for a
/// float `add` into a vector); `None` when the kind does not apply to the element type. With a
/// `mask`, the masked-off lanes of a combination keep `acc` (MLIR's `selectPassthru`).
fn contract_arith(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    (x, y, acc): (Value, Value, Option<Value>),
    kind: CombiningKind,
    int: bool,
    mask: Option<Value>,
) -> Option<Value> {
    let product = if int {
        if !kind.supports_integers() {
            return None;
        }
        arith::MulIOp::build(rw, loc, x, y).into()
    } else {
        if !kind.supports_floats() {
            return None;
        }
        if let Some(acc) = acc.filter(|&a| rw.ctx().value_type(a).isa::<VectorType>(rw.ctx())) {
            if kind == CombiningKind::Add {
                let fma = FMAOp::build(rw, loc, x, y, acc).into();
                return Some(select_passthru(rw, loc, mask, fma, acc));
            }
        }
        arith::MulFOp::build(rw, loc, x, y).into()
    };
    Some(match acc {
        Some(acc) => {
            let combined = combine(rw, loc, kind, product, acc);
            select_passthru(rw, loc, mask, combined, acc)
        }
        None => product,
    })
}

/// MLIR's `selectPassthru`: `arith.select %mask, %value, %passthru`, or `value` without a mask.
fn select_passthru(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    mask: Option<Value>,
    value: Value,
    passthru: Value,
) -> Value {
    match mask {
        Some(mask) => arith::SelectOp::build(rw, loc, mask, value, passthru).into(),
        None => value,
    }
}

// ----- vector.outerproduct -----

/// MLIR's `OuterProductOpLowering`; a masked outer product replaces its `vector.mask`, each
/// row's combination selecting the accumulator where the row of the mask is clear.
fn lower_outerproduct(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let o = OuterProductOp::from_op_unchecked(op);
    let (lhs, rhs, acc) = (o.lhs(ctx), o.rhs(ctx), o.acc(ctx));
    let res_ty = ctx.value_type(o.result(ctx));
    let res = vector_of(ctx, res_ty)?;
    if res.shape.len() >= 2 && res.scalable.iter().all(|&s| s) {
        return None;
    }
    let kind = o.kind(ctx).unwrap_or(CombiningKind::Add);
    let int = res.element.isa::<IntegerType>(ctx) || res.element.isa::<IndexType>(ctx);
    if int && !kind.supports_integers() || !int && !kind.supports_floats() {
        return None;
    }
    let lhs_ty = ctx.value_type(lhs);
    let rhs_ty = ctx.value_type(rhs);
    let loc = ctx.op_loc(op);
    let masking = masking_op(ctx, op);
    let mask = masking.map(|m| MaskOp::from_op_unchecked(m).mask(ctx));
    let root = masking.unwrap_or(op);
    let rhs_is_vector = rhs_ty.isa::<VectorType>(ctx);
    rw.set_insertion_point(root);
    if !rhs_is_vector {
        let b: Value = BroadcastOp::build(rw, loc, rhs, lhs_ty).into();
        let result = contract_arith(rw, loc, (lhs, b, acc), kind, int, mask)?;
        return rw.replace_op(root, &[result]).ok();
    }
    let mut result = zero_constant(rw, loc, res_ty)?;
    for d in 0..res.shape[0] {
        let x = extract(rw, loc, lhs, &[d])?;
        let a: Value = BroadcastOp::build(rw, loc, x, rhs_ty).into();
        let r = match acc {
            Some(acc) => Some(extract(rw, loc, acc, &[d])?),
            None => None,
        };
        let row_mask = match mask {
            Some(mask) => Some(extract(rw, loc, mask, &[d])?),
            None => None,
        };
        let m = contract_arith(rw, loc, (a, rhs, r), kind, int, row_mask)?;
        result = insert(rw, loc, m, result, &[d]);
    }
    rw.replace_op(root, &[result]).ok()
}

// ----- vector.contract -----

/// MLIR's `ContractionOpLowering`: the strategy's lowering of matrix products, else the
/// generic unrolling.
struct ContractionLowering {
    strategy: ContractLowering,
}

impl RewritePattern for ContractionLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ContractionOp::NAME)
    }
    fn name(&self) -> &'static str {
        "ContractionOpLowering"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        // A masked contraction (MLIR's `MaskableOpRewritePattern`) replaces its `vector.mask`:
        // the outerproduct strategy transposes the mask along with the operands and masks each
        // outer product with its slice; the dot strategy does not take masks, so it is unrolled
        // by the generic lowering, the mask sliced along with the iteration space, down to masked
        // `add` reductions.
        let masking = masking_op(rw.ctx(), op);
        let mask = masking.map(|m| MaskOp::from_op_unchecked(m).mask(rw.ctx()));
        let root = masking.unwrap_or(op);
        let Some(c) = Contraction::of(rw.ctx(), op) else { return false };
        if !c.supported_generic(rw.ctx()) {
            // MLIR also registers `ContractionOpToOuterProductOpLowering` on its own, which
            // takes the contractions the generic lowering refuses (other kinds than `add`,
            // narrower operands than the accumulator) in the `outerproduct` strategy.
            if self.strategy != ContractLowering::OuterProduct {
                return false;
            }
            rw.set_insertion_point(root);
            let Some(result) = c.to_outer_products(rw, mask) else { return false };
            return rw.replace_op(root, &[result]).is_ok();
        }
        rw.set_insertion_point(root);
        let lowered = match (self.strategy, mask) {
            (ContractLowering::OuterProduct, mask) => c.to_outer_products(rw, mask),
            (ContractLowering::Dot, Some(_)) => None,
            (ContractLowering::Dot, None) => c.to_dots(rw),
            (ContractLowering::ParallelArith, None) => c.to_elementwise(rw),
            (ContractLowering::ParallelArith | ContractLowering::LlvmIntr, _) => None,
        };
        let Some(result) = lowered.or_else(|| c.lower_generic(rw, mask)) else { return false };
        rw.replace_op(root, &[result]).is_ok()
    }
}

/// A contraction's operands, types, maps and iterators.
struct Contraction {
    lhs: Value,
    rhs: Value,
    acc: Value,
    lhs_ty: VectorType,
    rhs_ty: VectorType,
    res_ty: Type,
    maps: Vec<AffineMap>,
    iterators: Vec<IteratorType>,
    kind: CombiningKind,
    loc: Attribute,
}

fn dims(n: u32, results: &[u32]) -> AffineMap {
    AffineMap::new(n, 0, results.iter().map(|&d| AffineExpr::Dim(d)).collect())
}

/// The three maps of a layout given as the dimensions of each map (MLIR's `inferFromExprList`
/// over `m, n, k`), `num` dimensions in all.
fn layout(num: u32, lists: [&[u32]; 3]) -> Vec<AffineMap> {
    lists.iter().map(|l| dims(num, l)).collect()
}

impl Contraction {
    fn of(ctx: &Context, op: OpRef) -> Option<Self> {
        let c = ContractionOp::from_op_unchecked(op);
        let (lhs, rhs, acc) = (c.lhs(ctx), c.rhs(ctx), c.acc(ctx));
        let maps = indexing_maps(ctx, op).ok()?;
        if maps.len() != 3 {
            return None;
        }
        Some(Contraction {
            lhs,
            rhs,
            acc,
            lhs_ty: vector_of(ctx, ctx.value_type(lhs))?,
            rhs_ty: vector_of(ctx, ctx.value_type(rhs))?,
            res_ty: ctx.value_type(c.result(ctx)),
            maps,
            iterators: iterator_types(ctx, op),
            kind: c.kind(ctx).unwrap_or(CombiningKind::Add),
            loc: ctx.op_loc(op),
        })
    }

    /// MLIR's `matchSupportedGenericContraction`: same element types and the `add` kind.
    fn supported_generic(&self, ctx: &Context) -> bool {
        let acc_element = vector_of(ctx, self.res_ty).map_or(self.res_ty, |v| v.element);
        self.lhs_ty.element == acc_element && self.rhs_ty.element == acc_element && self.kind == CombiningKind::Add
    }

    fn iters(&self, expected: &[IteratorType]) -> bool {
        self.iterators == expected
    }

    fn transpose(&self, rw: &mut PatternRewriter<'_>, v: Value) -> Option<Value> {
        let ctx = rw.ctx();
        let t = vector_of(ctx, ctx.value_type(v))?;
        if t.shape.len() != 2 {
            return None;
        }
        let ty = ctx.intern_type(VectorType {
            shape: vec![t.shape[1], t.shape[0]],
            scalable: vec![t.scalable[1], t.scalable[0]],
            element: t.element,
        });
        Some(TransposeOp::build(rw, self.loc, v, ty, &[1i64, 0][..]).into())
    }

    /// MLIR's `ContractionOpToDotLowering`: matrix products as rows times columns.
    fn to_dots(&self, rw: &mut PatternRewriter<'_>) -> Option<Value> {
        use IteratorType::{Parallel as P, Reduction as R};
        let (m, n, k) = (0u32, 1u32, 2u32);
        let (mut lhs, mut rhs) = (self.lhs, self.rhs);
        if self.iters(&[P, P, R]) {
            let is = |l: [&[u32]; 3]| self.maps == layout(3, l);
            if is([&[m, k], &[k, n], &[m, n]]) {
                rhs = self.transpose(rw, rhs)?;
            } else if is([&[m, k], &[n, k], &[m, n]]) {
            } else if is([&[k, m], &[k, n], &[m, n]]) {
                lhs = self.transpose(rw, lhs)?;
                rhs = self.transpose(rw, rhs)?;
            } else if is([&[k, m], &[n, k], &[m, n]]) {
                lhs = self.transpose(rw, lhs)?;
            } else if is([&[m, k], &[k, n], &[n, m]]) {
                let tmp = lhs;
                lhs = self.transpose(rw, rhs)?;
                rhs = tmp;
            } else if is([&[m, k], &[n, k], &[n, m]]) {
                std::mem::swap(&mut lhs, &mut rhs);
            } else if is([&[k, m], &[k, n], &[n, m]]) {
                let tmp = lhs;
                lhs = self.transpose(rw, rhs)?;
                rhs = self.transpose(rw, tmp)?;
            } else if is([&[k, m], &[n, k], &[n, m]]) {
                let tmp = rhs;
                rhs = self.transpose(rw, lhs)?;
                lhs = tmp;
            } else {
                return None;
            }
        } else if self.iterators.len() == 2 && self.iterators[0] == P && self.iterators[1] == R {
            let is = |l: [&[u32]; 3]| self.maps == layout(2, l);
            let (m, n) = (0u32, 1u32);
            if is([&[m, n], &[n], &[m]]) {
            } else if is([&[n, m], &[n], &[m]]) {
                lhs = self.transpose(rw, lhs)?;
            } else if is([&[n], &[m, n], &[m]]) {
                std::mem::swap(&mut lhs, &mut rhs);
            } else if is([&[n], &[n, m], &[m]]) {
                std::mem::swap(&mut lhs, &mut rhs);
                lhs = self.transpose(rw, lhs)?;
            } else {
                return None;
            }
        } else {
            return None;
        }
        let ctx = rw.ctx();
        let dst = vector_of(ctx, self.res_ty)?;
        let rank = dst.shape.len();
        let rows = *dst.shape.first()?;
        let columns = if rank == 1 { 1 } else { *dst.shape.get(1)? };
        let int = is_int(ctx, self.res_ty);
        let mut res = zero_constant(rw, self.loc, self.res_ty)?;
        let mut columns_rhs = Vec::with_capacity(columns as usize);
        for r in 0..rows {
            let row = extract(rw, self.loc, lhs, &[r])?;
            for c in 0..columns {
                if r == 0 {
                    let col = if rank == 1 { rhs } else { extract(rw, self.loc, rhs, &[c])? };
                    columns_rhs.push(col);
                }
                let col = *columns_rhs.get(c as usize)?;
                let product = mul(rw, self.loc, row, col, int);
                let sum = reduce_add(rw, self.loc, product, None)?;
                let pos: Vec<i64> = if rank == 1 { vec![r] } else { vec![r, c] };
                res = insert(rw, self.loc, sum, res, &pos);
            }
        }
        Some(add(rw, self.loc, res, self.acc, int))
    }

    /// MLIR's `ContractionOpToOuterProductOpLowering` (`UnrolledOuterProductGenerator`) for the
    /// matrix-matrix and matrix-vector layouts. A mask (over the iteration space) is transposed
    /// to put the reduction dimension first (`[2, 0, 1]` for every matrix-matrix layout, as
    /// MLIR does, `[1, 0]` for the matrix-vector ones, none for the transposed ones) and sliced
    /// along with the operands.
    fn to_outer_products(&self, rw: &mut PatternRewriter<'_>, mask: Option<Value>) -> Option<Value> {
        use IteratorType::{Parallel as P, Reduction as R};
        let (lhs, rhs, res) = (self.lhs, self.rhs, self.acc);
        let red = |d: usize| self.lhs_ty.shape.get(d).copied().filter(|_| !self.lhs_ty.scalable[d]);
        let t_mask = |s: &Self, rw: &mut PatternRewriter<'_>, perm: &[i64]| -> Option<Option<Value>> {
            match mask {
                Some(m) => s.permute(rw, m, perm).map(Some),
                None => Some(None),
            }
        };
        if self.iters(&[P, P, R]) {
            let (m, n, k) = (0u32, 1u32, 2u32);
            let is = |l: [&[u32]; 3]| self.maps == layout(3, l);
            let mask_perm: &[i64] = &[2, 0, 1];
            let (a, b, size, tm) = if is([&[m, k], &[k, n], &[m, n]]) {
                let size = red(1)?;
                let tl = self.transpose(rw, lhs)?;
                (tl, rhs, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[m, k], &[n, k], &[m, n]]) {
                let size = red(1)?;
                let tl = self.transpose(rw, lhs)?;
                let tr = self.transpose(rw, rhs)?;
                (tl, tr, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[k, m], &[k, n], &[m, n]]) {
                let size = red(0)?;
                (lhs, rhs, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[k, m], &[n, k], &[m, n]]) {
                let size = red(0)?;
                let tr = self.transpose(rw, rhs)?;
                (lhs, tr, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[m, k], &[k, n], &[n, m]]) {
                let size = red(1)?;
                let tl = self.transpose(rw, lhs)?;
                (rhs, tl, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[m, k], &[n, k], &[n, m]]) {
                let size = red(1)?;
                let tr = self.transpose(rw, rhs)?;
                let tl = self.transpose(rw, lhs)?;
                (tr, tl, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[k, m], &[k, n], &[n, m]]) {
                let size = red(0)?;
                (rhs, lhs, size, t_mask(self, rw, mask_perm)?)
            } else if is([&[k, m], &[n, k], &[n, m]]) {
                let size = red(0)?;
                let tr = self.transpose(rw, rhs)?;
                (tr, lhs, size, t_mask(self, rw, mask_perm)?)
            } else {
                return None;
            };
            return self.outer_products(rw, (a, b, res), size, tm);
        }
        let matvec = self.iters(&[P, R]);
        if !matvec && !self.iters(&[R, P]) {
            return None;
        }
        // With (m, k) for the matvec flavour and (k, m) for the transposed one, whose mask
        // already has the reduction dimension first.
        let (m, k) = if matvec { (0u32, 1u32) } else { (1u32, 0u32) };
        let mask_perm: &[i64] = if matvec { &[1, 0] } else { &[0, 1] };
        let is = |l: [&[u32]; 3]| self.maps == layout(2, l);
        let (a, b, size, tm) = if is([&[m, k], &[k], &[m]]) {
            let size = red(1)?;
            let tl = self.transpose(rw, lhs)?;
            (tl, rhs, size, t_mask(self, rw, mask_perm)?)
        } else if is([&[k, m], &[k], &[m]]) {
            let size = red(0)?;
            (lhs, rhs, size, t_mask(self, rw, mask_perm)?)
        } else if is([&[k], &[m, k], &[m]]) {
            let size = red(0)?;
            let tr = self.transpose(rw, rhs)?;
            (tr, lhs, size, t_mask(self, rw, mask_perm)?)
        } else if is([&[k], &[k, m], &[m]]) {
            let size = red(0)?;
            (rhs, lhs, size, t_mask(self, rw, mask_perm)?)
        } else {
            return None;
        };
        self.outer_products(rw, (a, b, res), size, tm)
    }

    /// MLIR's `ContractOpToElementwise` (`parallelarith`): when every reduction dimension has
    /// size one, each operand is broadcast to the parallel dimensions it lacks, transposed to put
    /// its reduction dimensions first and the parallel ones in the accumulator's order, and
    /// indexed at the reduction position zero; the two are multiplied and combined with the
    /// accumulator.
    fn to_elementwise(&self, rw: &mut PatternRewriter<'_>) -> Option<Value> {
        let reduction_positions = |map: &AffineMap| -> Vec<usize> {
            (0..map.results.len())
                .filter(|&i| {
                    dim_position(map, i).is_some_and(|d| self.iterators.get(d) == Some(&IteratorType::Reduction))
                })
                .collect()
        };
        let lhs_red = reduction_positions(&self.maps[0]);
        let rhs_red = reduction_positions(&self.maps[1]);
        if lhs_red.iter().any(|&d| self.lhs_ty.shape.get(d) != Some(&1))
            || rhs_red.iter().any(|&d| self.rhs_ty.shape.get(d) != Some(&1))
        {
            return None;
        }
        let acc_map = &self.maps[2];
        let res = vector_of(rw.ctx(), self.res_ty);
        let parallel = acc_map.results.len();
        // (operand, its type, its map, its reduction positions): the broadcast shape it needs
        // in front and its transposition.
        let plan = |ty: &VectorType, map: &AffineMap, red: &[usize]| -> Option<(Vec<i64>, Vec<i64>)> {
            let broadcast = parallel.checked_sub(map.results.len() - red.len())? as i64;
            let mut dims = Vec::new();
            let mut perm: Vec<i64> = red.iter().map(|&d| broadcast + d as i64).collect();
            for i in 0..parallel {
                let acc_dim = dim_position(acc_map, i)?;
                match (0..map.results.len()).find(|&r| dim_position(map, r) == Some(acc_dim)) {
                    Some(r) => perm.push(broadcast + r as i64),
                    None => {
                        dims.push(*res.as_ref()?.shape.get(i)?);
                        perm.push(dims.len() as i64 - 1);
                    }
                }
            }
            if !dims.is_empty() {
                dims.extend(&ty.shape);
            }
            Some((dims, perm))
        };
        let (lhs_dims, lhs_perm) = plan(&self.lhs_ty, &self.maps[0], &lhs_red)?;
        let (rhs_dims, rhs_perm) = plan(&self.rhs_ty, &self.maps[1], &rhs_red)?;
        let ctx = rw.ctx();
        let int = self.lhs_ty.element.isa::<IntegerType>(ctx) || self.lhs_ty.element.isa::<IndexType>(ctx);
        let mut operands = [self.lhs, self.rhs];
        for (v, (dims, element)) in
            operands.iter_mut().zip([(lhs_dims, self.lhs_ty.element), (rhs_dims, self.rhs_ty.element)])
        {
            if !dims.is_empty() {
                let scalable = vec![false; dims.len()];
                let ty = rw.ctx().intern_type(VectorType { shape: dims, scalable, element });
                *v = BroadcastOp::build(rw, self.loc, *v, ty).into();
            }
        }
        let [mut lhs, mut rhs] = operands;
        lhs = self.transpose_by(rw, lhs, &lhs_perm)?;
        rhs = self.transpose_by(rw, rhs, &rhs_perm)?;
        lhs = extract(rw, self.loc, lhs, &vec![0; lhs_red.len()])?;
        rhs = extract(rw, self.loc, rhs, &vec![0; rhs_red.len()])?;
        contract_arith(rw, self.loc, (lhs, rhs, Some(self.acc)), self.kind, int, None)
    }

    /// `vector.transpose %v, perm`, built even for the identity permutation (as MLIR does; it
    /// folds away).
    fn transpose_by(&self, rw: &mut PatternRewriter<'_>, v: Value, perm: &[i64]) -> Option<Value> {
        let ctx = rw.ctx();
        let t = vector_of(ctx, ctx.value_type(v))?;
        let mut shape = Vec::with_capacity(perm.len());
        let mut scalable = Vec::with_capacity(perm.len());
        for &p in perm {
            let p = usize::try_from(p).ok()?;
            shape.push(*t.shape.get(p)?);
            scalable.push(*t.scalable.get(p)?);
        }
        let ty = ctx.intern_type(VectorType { shape, scalable, element: t.element });
        Some(TransposeOp::build(rw, self.loc, v, ty, perm).into())
    }

    /// `v` transposed by `perm` (itself for the identity permutation).
    fn permute(&self, rw: &mut PatternRewriter<'_>, v: Value, perm: &[i64]) -> Option<Value> {
        if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
            return Some(v);
        }
        let ctx = rw.ctx();
        let t = vector_of(ctx, ctx.value_type(v))?;
        let mut shape = Vec::with_capacity(perm.len());
        let mut scalable = Vec::with_capacity(perm.len());
        for &p in perm {
            let p = usize::try_from(p).ok()?;
            shape.push(*t.shape.get(p)?);
            scalable.push(*t.scalable.get(p)?);
        }
        let ty = ctx.intern_type(VectorType { shape, scalable, element: t.element });
        Some(TransposeOp::build(rw, self.loc, v, ty, perm).into())
    }

    /// `size` outer products of the rows of `a` and `b`, accumulated into `res`, each under the
    /// row of `mask` when given.
    fn outer_products(
        &self,
        rw: &mut PatternRewriter<'_>,
        (a, b, mut res): (Value, Value, Value),
        size: i64,
        mask: Option<Value>,
    ) -> Option<Value> {
        let res_ty = rw.ctx().value_type(res);
        let res_element = vector_of(rw.ctx(), res_ty)?.element;
        for k in 0..size {
            let x = extract(rw, self.loc, a, &[k])?;
            let y = extract(rw, self.loc, b, &[k])?;
            let x = promote(rw, self.loc, x, res_element)?;
            let y = promote(rw, self.loc, y, res_element)?;
            let row_mask = match mask {
                Some(m) => Some(extract(rw, self.loc, m, &[k])?),
                None => None,
            };
            let (loc, kind) = (self.loc, self.kind);
            res = masked(rw, loc, row_mask, res_ty, |rw| {
                let o = OuterProductOp::build(rw, loc, x, y, Some(res), res_ty);
                o.set_kind(rw.ctx_mut(), kind);
                o.into()
            });
        }
        Some(res)
    }

    /// MLIR's `lowerGenericContraction`: one batch dimension, else one free dimension of the
    /// lhs, else of the rhs, else one reduction dimension.
    fn lower_generic(&self, rw: &mut PatternRewriter<'_>, mask: Option<Value>) -> Option<Value> {
        let batch = dim_map(&self.maps, &self.iterators, IteratorType::Parallel);
        if let Some(&(l, r)) = batch.first() {
            return self.lower_parallel(rw, Some(l), Some(r), mask);
        }
        let contracting = dim_map(&self.maps, &self.iterators, IteratorType::Reduction);
        if let Some(l) = (0..self.lhs_ty.shape.len()).find(|d| !contracting.iter().any(|p| p.0 == *d)) {
            return self.lower_parallel(rw, Some(l), None, mask);
        }
        if let Some(r) = (0..self.rhs_ty.shape.len()).find(|d| !contracting.iter().any(|p| p.1 == *d)) {
            return self.lower_parallel(rw, None, Some(r), mask);
        }
        if contracting.is_empty() {
            return None;
        }
        self.lower_reduction(rw, mask)
    }

    /// The slice of `mask` (over the iteration space) at `pos` along iteration dimension
    /// `iter`, `None` without a mask.
    fn mask_slice(
        &self,
        rw: &mut PatternRewriter<'_>,
        mask: Option<Value>,
        iter: usize,
        pos: i64,
    ) -> Option<Option<Value>> {
        let Some(mask) = mask else { return Some(None) };
        let ty = vector_of(rw.ctx(), rw.ctx().value_type(mask))?;
        reshape_load(rw, self.loc, mask, &ty, Some(iter), pos).map(Some)
    }

    /// The maps and iterators without iteration dimension `dim` (MLIR's `adjustMap` and
    /// `adjustIter`), as attributes.
    fn without_dim(&self, ctx: &Context, dim: usize) -> (Attribute, Attribute) {
        let maps = self
            .maps
            .iter()
            .map(|map| {
                let results = (0..map.results.len())
                    .filter_map(|i| dim_position(map, i))
                    .filter(|&d| d != dim)
                    .map(|d| AffineExpr::Dim(if d < dim { d as u32 } else { d as u32 - 1 }))
                    .collect();
                ctx.intern_attr(AffineMapAttr { map: AffineMap::new(map.num_dims.saturating_sub(1), 0, results) })
            })
            .collect();
        let iterators =
            self.iterators.iter().enumerate().filter(|&(i, _)| i != dim).map(|(_, &t)| ctx.intern_attr(t)).collect();
        (ArrayAttr::get(ctx, maps), ArrayAttr::get(ctx, iterators))
    }

    /// A lower-rank contraction, under `mask` when given.
    fn contract(
        &self,
        rw: &mut PatternRewriter<'_>,
        (lhs, rhs, acc): (Value, Value, Value),
        (maps, iterators): (Attribute, Attribute),
        mask: Option<Value>,
    ) -> Value {
        let ty = rw.ctx().value_type(acc);
        let kind = self.kind;
        masked(rw, self.loc, mask, ty, |rw| {
            let c = ContractionOp::build(rw, self.loc, lhs, rhs, acc, ty, maps, iterators);
            c.set_kind(rw.ctx_mut(), kind);
            c.into()
        })
    }

    /// MLIR's `lowerParallel`: unrolls the parallel dimension of the lhs (`lhs_index`) and/or
    /// the rhs (`rhs_index`) into lower-rank contractions.
    fn lower_parallel(
        &self,
        rw: &mut PatternRewriter<'_>,
        lhs_index: Option<usize>,
        rhs_index: Option<usize>,
        mask: Option<Value>,
    ) -> Option<Value> {
        let ctx = rw.ctx();
        let res = vector_of(ctx, self.res_ty)?;
        let (iter_index, dim_size) = match (lhs_index, rhs_index) {
            (Some(l), _) => {
                let it = dim_position(&self.maps[0], l)?;
                if rhs_index.is_some_and(|r| dim_position(&self.maps[1], r) != Some(it)) || self.lhs_ty.scalable[l] {
                    return None;
                }
                (it, self.lhs_ty.shape[l])
            }
            (None, Some(r)) => {
                if self.rhs_ty.scalable[r] {
                    return None;
                }
                (dim_position(&self.maps[1], r)?, self.rhs_ty.shape[r])
            }
            (None, None) => return None,
        };
        let res_index = result_index(&self.maps[2], iter_index);
        if res_index.is_none() && dim_size != 1 {
            return None;
        }
        let low = self.without_dim(ctx, iter_index);
        let mut result = zero_constant(rw, self.loc, self.res_ty)?;
        for d in 0..dim_size {
            let lhs = reshape_load(rw, self.loc, self.lhs, &self.lhs_ty, lhs_index, d)?;
            let rhs = reshape_load(rw, self.loc, self.rhs, &self.rhs_ty, rhs_index, d)?;
            let acc = reshape_load(rw, self.loc, self.acc, &res, res_index, d)?;
            let low_mask = self.mask_slice(rw, mask, iter_index, d)?;
            let low_contract = self.contract(rw, (lhs, rhs, acc), low, low_mask);
            result = reshape_store(rw, self.loc, low_contract, result, &res, res_index, d)?;
        }
        Some(result)
    }

    /// MLIR's `lowerReduction`: a dot product of 1-D operands, else the unrolling of the first
    /// reduction dimension into contractions chained through their accumulators.
    fn lower_reduction(&self, rw: &mut PatternRewriter<'_>, mask: Option<Value>) -> Option<Value> {
        let ctx = rw.ctx();
        if self.res_ty.isa::<VectorType>(ctx) {
            return None;
        }
        let int = self.res_ty.isa::<IntegerType>(ctx);
        let lhs_index = result_index(&self.maps[0], 0)?;
        let rhs_index = result_index(&self.maps[1], 0)?;
        let dim_size = self.lhs_ty.shape[lhs_index];
        if dim_size != self.rhs_ty.shape[rhs_index] {
            return None;
        }
        if self.lhs_ty.shape.len() == 1 {
            if self.rhs_ty.shape.len() != 1 {
                return None;
            }
            let m = mul(rw, self.loc, self.lhs, self.rhs, int);
            let element = vector_of(rw.ctx(), rw.ctx().value_type(m))?.element;
            let acc = self.acc;
            return Some(masked(rw, self.loc, mask, element, |rw| {
                ReductionOp::build(rw, self.loc, m, Some(acc), element, CombiningKind::Add).into()
            }));
        }
        let low = self.without_dim(ctx, 0);
        let mut result = self.acc;
        for d in 0..dim_size {
            let lhs = reshape_load(rw, self.loc, self.lhs, &self.lhs_ty, Some(lhs_index), d)?;
            let rhs = reshape_load(rw, self.loc, self.rhs, &self.rhs_ty, Some(rhs_index), d)?;
            let low_mask = self.mask_slice(rw, mask, 0, d)?;
            result = self.contract(rw, (lhs, rhs, result), low, low_mask);
        }
        Some(result)
    }
}

/// MLIR's `UnrolledOuterProductGenerator::promote`: `v` extended (`arith.extf` to a float,
/// `arith.extsi` otherwise) to the element type `element`, or `v` itself when it has it.
fn promote(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, element: Type) -> Option<Value> {
    let ctx = rw.ctx();
    let ty = ctx.value_type(v);
    let (current, promoted) = match vector_of(ctx, ty) {
        Some(t) => (t.element, ctx.intern_type(VectorType { element, ..t })),
        None => (ty, element),
    };
    if current == element {
        return Some(v);
    }
    Some(if element.isa::<oxir::builtin::types::FloatType>(ctx) {
        arith::ExtFOp::build(rw, loc, v, promoted).into()
    } else {
        arith::ExtSIOp::build(rw, loc, v, promoted).into()
    })
}

/// MLIR's `maskOperation`: the op `build` makes (one result of type `ty`), inside a
/// `vector.mask` of `mask` when given (the mask's result then stands for it).
fn masked(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    mask: Option<Value>,
    ty: Type,
    build: impl FnOnce(&mut PatternRewriter<'_>) -> Value,
) -> Value {
    let Some(mask) = mask else { return build(rw) };
    let ctx = rw.ctx_mut();
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let mut st = oxir::OperationState::new(ctx.op_name(MaskOp::NAME), loc);
    st.operands.push(mask);
    st.result_types.push(ty);
    st.regions.push(region);
    let mask_op = rw.create(st);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let inner = build(rw);
    crate::vector::YieldOp::build(rw, loc, &[inner]);
    rw.restore_insertion_point(saved);
    rw.ctx().result(mask_op, 0)
}

/// MLIR's `reshapeLoad`: the slice of `val` at `pos` along dimension `index` (`val` itself
/// without one).
fn reshape_load(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    val: Value,
    ty: &VectorType,
    index: Option<usize>,
    pos: i64,
) -> Option<Value> {
    let Some(index) = index else { return Some(val) };
    if index == 0 {
        return extract(rw, loc, val, &[pos]);
    }
    let inner = vector_of(rw.ctx(), drop_dim(rw.ctx(), ty, 0))?;
    let res_ty = drop_dim(rw.ctx(), ty, index);
    let mut result = zero_constant(rw, loc, res_ty)?;
    for d in 0..ty.shape[0] {
        let ext = extract(rw, loc, val, &[d])?;
        let load = reshape_load(rw, loc, ext, &inner, Some(index - 1), pos)?;
        result = insert(rw, loc, load, result, &[d]);
    }
    Some(result)
}

/// MLIR's `reshapeStore`: `result` with `val` stored at `pos` along dimension `index` (`val`
/// itself without one).
fn reshape_store(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    val: Value,
    mut result: Value,
    ty: &VectorType,
    index: Option<usize>,
    pos: i64,
) -> Option<Value> {
    let Some(index) = index else { return Some(val) };
    if index == 0 {
        return Some(insert(rw, loc, val, result, &[pos]));
    }
    let inner = vector_of(rw.ctx(), drop_dim(rw.ctx(), ty, 0))?;
    for d in 0..ty.shape[0] {
        let ext = extract(rw, loc, result, &[d])?;
        let ins = extract(rw, loc, val, &[d])?;
        let sto = reshape_store(rw, loc, ins, ext, &inner, Some(index - 1), pos)?;
        result = insert(rw, loc, sto, result, &[d]);
    }
    Some(result)
}
