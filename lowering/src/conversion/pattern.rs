//! Shared machinery of the patterns that lower to the llvm dialect (MLIR's `LLVMCommon/Pattern`
//! and `VectorPattern`): creating an op and getting its result, checking that operand types
//! convert, unrolling n-D vector ops over the arrays of 1-D vectors they become, and the
//! conversion target that makes the llvm dialect legal.

use super::type_converter::LlvmTypeConverter;
use oxir::conversion::{ConversionRewriter, ConversionTarget, CAST_OP};
use oxir::ods::Dialect as _;
use oxir::{Attribute, OpRef, OperationState, Type, Value};
use oxir_dialects::llvm::{self, LLVMArrayType};

/// Creates `st` at the insertion point and returns its first result.
pub fn create1(rw: &mut ConversionRewriter<'_, '_>, st: OperationState) -> Value {
    let op = rw.create(st);
    rw.ctx().result(op, 0)
}

/// Whether every operand type of `op` has a conversion (MLIR fails the pattern otherwise).
pub fn operands_convert(rw: &ConversionRewriter<'_, '_>, conv: &LlvmTypeConverter, op: OpRef) -> bool {
    let ctx = rw.ctx();
    ctx.operands(op).all(|v| conv.convert(ctx, ctx.value_type(v)).is_some())
}

/// MLIR's `LLVMConversionTarget`: the llvm dialect and casts are legal.
pub fn llvm_target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_dialect(oxir_dialects::llvm::LLVMDialect::NAMESPACE);
    t.add_legal_op(CAST_OP);
    t
}

/// The array sizes and innermost 1-D vector type of an n-D vector's converted type.
fn nd_info(ctx: &oxir::Context, ty: Type) -> (Vec<u64>, Type) {
    let mut sizes = Vec::new();
    let mut t = ty;
    while let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
        sizes.push(a.num_elements);
        t = a.element;
    }
    (sizes, t)
}

/// MLIR's `handleMultidimensionalVectors`: for each position of the array of 1-D vectors,
/// extracts the operands' vectors, applies `f`, and inserts the result into a poison array of
/// type `result_ty`. Returns the final array.
pub fn unroll_nd(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    operands: &[Value],
    result_ty: Type,
    mut f: impl FnMut(&mut ConversionRewriter<'_, '_>, Type, &[Value]) -> Option<Value>,
) -> Option<Value> {
    let (sizes, vec1d) = nd_info(rw.ctx(), result_ty);
    let mut desc = Value::from(llvm::PoisonOp::build(rw, loc, result_ty));
    if sizes.contains(&0) {
        return Some(desc);
    }
    let mut pos = vec![0i64; sizes.len()];
    loop {
        let mut extracted = Vec::with_capacity(operands.len());
        for &o in operands {
            let ot = rw.ctx().value_type(o);
            let (_, elem) = nd_info(rw.ctx(), ot);
            extracted.push(llvm::ExtractValueOp::build(rw, loc, o, elem, &pos).into());
        }
        let v = f(rw, vec1d, &extracted)?;
        desc = llvm::InsertValueOp::build(rw, loc, desc, v, &pos).into();
        // Next position, row-major.
        let mut i = sizes.len();
        loop {
            if i == 0 {
                return Some(desc);
            }
            i -= 1;
            pos[i] += 1;
            if (pos[i] as u64) < sizes[i] {
                break;
            }
            pos[i] = 0;
        }
    }
}

/// Whether `ty` is an llvm array (an n-D vector after conversion).
pub fn is_array(ctx: &oxir::Context, ty: Type) -> bool {
    ty.isa::<LLVMArrayType>(ctx)
}

/// A conversion pass to the llvm dialect whose one option is `index-bitwidth` (MLIR's
/// `convert-arith-to-llvm` and `convert-cf-to-llvm`): its names and its patterns, applied as a
/// partial conversion with the llvm dialect legal.
#[derive(Clone, Debug)]
pub struct IndexBitwidthConversion {
    name: &'static str,
    argument: &'static str,
    description: &'static str,
    patterns: fn(LlvmTypeConverter) -> Vec<std::sync::Arc<dyn oxir::conversion::ConversionPattern>>,
    /// `index-bitwidth` (0: from the data layout, i.e. 64).
    pub index_bitwidth: u32,
}

impl IndexBitwidthConversion {
    /// The pass `argument` (MLIR's pass `name`, shown by timing) converting with `patterns`.
    pub const fn new(
        name: &'static str,
        argument: &'static str,
        description: &'static str,
        patterns: fn(LlvmTypeConverter) -> Vec<std::sync::Arc<dyn oxir::conversion::ConversionPattern>>,
    ) -> Self {
        IndexBitwidthConversion { name, argument, description, patterns, index_bitwidth: 0 }
    }
}

/// Parses the value of the `index-bitwidth` option of a conversion pass.
pub fn parse_index_bitwidth(key: &str, value: &str) -> Result<u32, String> {
    value.parse().map_err(|_| format!("invalid value '{value}' for {key}"))
}

impl oxir::pass::Pass for IndexBitwidthConversion {
    fn name(&self) -> &'static str {
        self.name
    }
    fn argument(&self) -> &'static str {
        self.argument
    }
    fn description(&self) -> &'static str {
        self.description
    }
    fn run(&mut self, ctx: &mut oxir::Context, op: OpRef) -> Result<(), oxir::Diagnostic> {
        let conv = LlvmTypeConverter::new(self.index_bitwidth);
        let patterns = (self.patterns)(conv);
        oxir::conversion::apply_partial_conversion(ctx, op, &llvm_target(), &patterns, &conv.to_type_converter())
    }
    fn clone_pass(&self) -> Box<dyn oxir::pass::Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "index-bitwidth" => {
                self.index_bitwidth = parse_index_bitwidth(key, value)?;
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![("index-bitwidth", oxir::pass::options::OptionValue::UInt(self.index_bitwidth.into()))]
    }
}
