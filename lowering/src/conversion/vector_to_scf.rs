//! `convert-vector-to-scf` (MLIR's `ConvertVectorToSCFPass`), for `vector.print` of vectors
//! (MLIR's `DecomposePrintOpConversion`): the vector is printed element by element in nested
//! `scf.for` loops, one per dimension, each writing `( `, the elements separated by `, ` and
//! ` )`; n-D vectors are read through their `vector.shape_cast` to 1-D at the flattened
//! index, and integers of odd widths are extended to a power-of-two width of at least 8 bits
//! first. The patterns run greedily, with folding, as MLIR's pass does, together with the
//! n-D transfer lowerings of [`super::vector_transfer_to_scf`], after a first greedy rewrite
//! that lowers the transfers' permutation maps.

use oxir::builtin::types::{IntegerType, Signedness, VectorType, DYNAMIC};
use oxir::ods::Op;
use oxir::pass::options::OptionValue;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::PatternRewriter;
use oxir::{Attribute, Builder, Context, Diagnostic, ImplicitLocOpBuilder, OpRef, Value};
use oxir_dialects::utils::patterns::pattern;
use oxir_dialects::vector::{self, PrintPunctuation};
use oxir_dialects::{arith, scf};

/// `vector.print` of `source` (or of punctuation only) with `punctuation`.
fn print(b: &mut dyn Builder, loc: Attribute, source: Option<Value>, punctuation: PrintPunctuation) {
    let p = vector::PrintOp::build(b, loc, source);
    p.set_punctuation(b.ctx_mut(), punctuation);
}

/// The vector to print with its integers widened as MLIR's printer lowering does: bit-cast to
/// signless, extended (zero for `i1` and unsigned, sign otherwise) to the next power of two of
/// at least 8 bits, bit-cast back to the signedness.
fn legal_integers(b: &mut dyn Builder, loc: Attribute, value: Value, v: &VectorType) -> (Value, VectorType) {
    let Some(int) = v.element.dyn_cast::<IntegerType>(b.ctx()).copied() else { return (value, v.clone()) };
    let width = int.width.max(8).checked_next_power_of_two().unwrap_or(int.width);
    let with = |b: &mut dyn Builder, w: u32, s: Signedness| {
        let e = b.ctx().intern_type(IntegerType { width: w, signedness: s });
        VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: e }
    };
    let signless_source = with(b, int.width, Signedness::Signless);
    let signless_target = with(b, width, Signedness::Signless);
    let target = with(b, width, int.signedness);
    let ty = b.ctx().intern_type(signless_source.clone());
    let mut value: Value = vector::BitCastOp::build(b, loc, value, ty).into();
    if signless_source != signless_target {
        let ty = b.ctx().intern_type(signless_target);
        value = if int.width == 1 || int.signedness == Signedness::Unsigned {
            arith::ExtUIOp::build(b, loc, value, ty).into()
        } else {
            arith::ExtSIOp::build(b, loc, value, ty).into()
        };
    }
    let ty = b.ctx().intern_type(target.clone());
    (vector::BitCastOp::build(b, loc, value, ty).into(), target)
}

/// One dimension of the printed vector: `( `, a loop over the dimension whose body prints the
/// inner dimensions (or the element) then `, ` unless at the last index, and ` )`.
/// A scalable dimension (`scalable`, 1-D vectors only) runs to its size times `vector.vscale`.
fn print_dimension(
    b: &mut ImplicitLocOpBuilder<'_>,
    (shape, scalable): (&[i64], bool),
    d: usize,
    indices: &mut Vec<Value>,
    flat: Value,
) {
    let loc = b.loc();
    let lb = arith::ConstantOp::build_index(b, loc, 0);
    let mut ub: Value = arith::ConstantOp::build_index(b, loc, shape[d]).into();
    let step = arith::ConstantOp::build_index(b, loc, 1);
    if scalable {
        let vscale: Value = vector::VectorScaleOp::build(b, loc).into();
        ub = arith::MulIOp::build(b, loc, ub, vscale).into();
    }
    let last: Value = arith::SubIOp::build(b, loc, ub, step).into();
    print(b, loc, None, PrintPunctuation::Open);
    scf::ForOp::create_with_body(b, lb, ub, step, &[], |b, iv, _| {
        indices.push(iv);
        if d + 1 < shape.len() {
            print_dimension(b, (shape, false), d + 1, indices, flat);
        } else {
            print_element(b, shape, indices, flat);
        }
        let loc = b.loc();
        let not_last = arith::CmpIOp::build(b, loc, iv, last, arith::CmpIPredicate::Ult);
        scf::IfOp::create_then(b, not_last, |b| {
            let loc = b.loc();
            print(b, loc, None, PrintPunctuation::Comma);
        });
        Vec::new()
    });
    print(b, loc, None, PrintPunctuation::Close);
}

/// The element at the loop indices, read from the flattened vector, printed without
/// punctuation.
fn print_element(b: &mut ImplicitLocOpBuilder<'_>, shape: &[i64], indices: &[Value], flat: Value) {
    let loc = b.loc();
    let mut index: Option<Value> = None;
    let mut stride = 1i64;
    for d in (0..shape.len()).rev() {
        let s = arith::ConstantOp::build_index(b, loc, stride);
        let term: Value = arith::MulIOp::build(b, loc, s, indices[d]).into();
        index = Some(match index {
            Some(prev) => arith::AddIOp::build(b, loc, prev, term).into(),
            None => term,
        });
        stride *= shape[d];
    }
    let Some(index) = index else { return };
    let Some(element) = b.ctx().value_type(flat).dyn_cast::<VectorType>(b.ctx()).map(|v| v.element) else { return };
    let e = vector::ExtractOp::build(b, loc, flat, &[index], element, &[DYNAMIC]);
    print(b, loc, Some(e.into()), PrintPunctuation::NoPunctuation);
}

/// MLIR's `DecomposePrintOpConversion`: the print of a fixed-length vector (or 1-D scalable
/// one, its loop running to `vscale` times its size) becomes the loops printing its elements.
fn decompose_print(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let p = vector::PrintOp::from_op_unchecked(op);
    let Some(source) = p.source(ctx) else { return false };
    let Some(v) = ctx.value_type(source).dyn_cast::<VectorType>(ctx).cloned() else { return false };
    // MLIR prints 1-D scalable vectors only.
    let scalable = v.scalable.iter().any(|&s| s);
    if scalable && v.shape.len() != 1 {
        return false;
    }
    let punctuation = p.punctuation(ctx).unwrap_or(PrintPunctuation::NewLine);
    let loc = ctx.op_loc(op);
    let (mut value, v) = legal_integers(rw, loc, source, &v);
    let shape = if v.shape.is_empty() { vec![1] } else { v.shape.clone() };
    if v.shape.len() != 1 {
        let flat_ty = rw.ctx().intern_type(VectorType {
            shape: vec![shape.iter().product()],
            scalable: vec![false],
            element: v.element,
        });
        value = vector::ShapeCastOp::build(rw, loc, value, flat_ty).into();
    }
    {
        let mut b = ImplicitLocOpBuilder::new(rw, loc);
        print_dimension(&mut b, (&shape, scalable), 0, &mut Vec::new(), value);
        print(&mut b, loc, None, punctuation);
    }
    rw.erase_op(op).is_ok()
}

/// MLIR's `ConvertVectorToSCFPass` (`convert-vector-to-scf`), with its options.
#[derive(Clone, Debug)]
pub struct ConvertVectorToScf {
    /// `full-unroll`: unroll transfers fully instead of looping.
    pub full_unroll: bool,
    /// `target-rank`: the rank transfers are lowered to.
    pub target_rank: u32,
    /// `lower-tensors`: lower transfers of tensors too.
    pub lower_tensors: bool,
    /// `lower-scalable`: lower transfers with scalable dimensions too.
    pub lower_scalable: bool,
}

impl Default for ConvertVectorToScf {
    fn default() -> Self {
        ConvertVectorToScf { full_unroll: false, target_rank: 1, lower_tensors: false, lower_scalable: false }
    }
}

impl Pass for ConvertVectorToScf {
    fn name(&self) -> &'static str {
        "ConvertVectorToSCFPass"
    }
    fn argument(&self) -> &'static str {
        "convert-vector-to-scf"
    }
    fn description(&self) -> &'static str {
        "Lower the operations from the vector dialect into the SCF dialect"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // MLIR's greedy driver walks bottom-up unless asked otherwise (the canonicalizer does).
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        // The permutation maps are lowered first, in a greedy rewrite of their own.
        let permutations = FrozenPatternSet::new(vector::transforms::transfer_permutation_patterns());
        apply_patterns_greedily(ctx, op, &permutations, &config)?;
        let mut patterns =
            super::vector_transfer_to_scf::transfer_patterns(super::vector_transfer_to_scf::TransferOptions {
                unroll: self.full_unroll,
                target_rank: self.target_rank,
            });
        patterns.push(pattern::<vector::PrintOp>("DecomposePrintOpConversion", decompose_print));
        // MLIR's `vector.extract` folder rewrites extracts of insert chains in place (its
        // canonicalization patterns are not part of the pass).
        patterns.extend(vector::canonicalize::extract_patterns().into_iter().filter(|p| p.is_in_place_fold()));
        // MLIR's `arith.cmpi` folder moves a constant to the right in place.
        patterns.extend(arith::cmpi_patterns().into_iter().filter(|p| p.is_in_place_fold()));
        let patterns = FrozenPatternSet::new(patterns);
        apply_patterns_greedily(ctx, op, &patterns, &config)?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let flag =
            || super::func_to_llvm::parse_bool(value).ok_or_else(|| format!("invalid value '{value}' for {key}"));
        match key {
            "full-unroll" => self.full_unroll = flag()?,
            "lower-tensors" => self.lower_tensors = flag()?,
            "lower-scalable" => self.lower_scalable = flag()?,
            "target-rank" => {
                self.target_rank = value.parse().map_err(|_| format!("invalid value '{value}' for {key}"))?
            }
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("full-unroll", OptionValue::Bool(self.full_unroll)),
            ("lower-scalable", OptionValue::Bool(self.lower_scalable)),
            ("lower-tensors", OptionValue::Bool(self.lower_tensors)),
            ("target-rank", OptionValue::UInt(self.target_rank as u64)),
        ]
    }
}
