//! A user's own op lowered to the llvm dialect with a conversion pattern of its own, next to the
//! shipped `func`/`arith` patterns and the `LlvmTypeConverter`, then translated to LLVM IR. The
//! book's "Lowering to LLVM" chapter includes this file by anchor.

// ANCHOR: op
use oxir::conversion::{apply_full_conversion, ConversionPattern, ConversionRewriter};
use oxir::ods::prelude::*;
use oxir::Diagnostic;
use oxir_lowering::conversion::pattern::llvm_target;
use oxir_lowering::conversion::type_converter::LlvmTypeConverter;
use oxir_lowering::conversion::{arith_to_llvm, build, func_to_llvm};
use oxir_macros::{dialect, op};
use std::sync::Arc;

/// `%y = demo.square %x : i32`: `x * x`.
#[op(name = "demo.square", traits(Pure, SameOperandsAndResultType), format = "$input attr-dict `:` type($result)")]
pub struct SquareOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// The demo dialect.
#[dialect(name = "demo", ops(SquareOp))]
pub struct DemoDialect;
// ANCHOR_END: op

// ANCHOR: pattern
/// Lowers `demo.square` to `llvm.mul`, on the operand as the type converter converted it.
struct SquareToLlvm {
    converter: LlvmTypeConverter,
}

impl ConversionPattern for SquareToLlvm {
    fn root(&self) -> Option<&'static str> {
        Some("demo.square")
    }

    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some(ty) = self.converter.convert(ctx, ctx.value_type(ctx.result(op, 0))) else {
            return false; // no LLVM type for it: the op stays, and the conversion reports it
        };
        let x = operands[0];
        let mul = build::simple(ctx, "llvm.mul", ctx.op_loc(op), &[x, x], ty);
        rw.replace_op_with_new(op, mul).is_ok()
    }
}
// ANCHOR_END: pattern

// ANCHOR: apply
/// Lowers a module of func, arith and demo ops entirely to the llvm dialect.
fn lower_to_llvm(ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
    let converter = LlvmTypeConverter::new(64);
    let mut patterns: Vec<Arc<dyn ConversionPattern>> = vec![Arc::new(SquareToLlvm { converter })];
    patterns.extend(arith_to_llvm::patterns(converter));
    patterns.extend(func_to_llvm::patterns(converter));
    let mut target = llvm_target();
    target.add_legal_op("builtin.module");
    apply_full_conversion(ctx, module, &target, &patterns, &converter.to_type_converter())
}
// ANCHOR_END: apply

fn parse(ctx: &mut Context, src: &str) -> OpRef {
    oxir_dialects::register_all(ctx);
    ctx.load_dialect::<DemoDialect>();
    let module = oxir::parser::parse_source(ctx, src, &Default::default()).expect("parses");
    oxir::verifier::verify(ctx, module).expect("verifies");
    module
}

const PROGRAM: &str = r#"
func.func @sq_plus_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = demo.square %x : i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}
"#;

#[test]
fn a_user_op_lowers_with_its_own_pattern() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PROGRAM);
    lower_to_llvm(&mut ctx, module).expect("converts");
    oxir::verifier::verify(&ctx, module).expect("the lowered module verifies");
    let printed = oxir::printer::print_op(&ctx, module, Default::default());
    assert_eq!(
        printed,
        "module {\n  llvm.func @sq_plus_one(%arg0: i32) -> i32 {\n    %0 = llvm.mlir.constant(1 : i32) : i32\n    \
         %1 = llvm.mul %arg0, %arg0 : i32\n    %2 = llvm.add %1, %0 : i32\n    llvm.return %2 : i32\n  }\n}\n\n"
    );
    let ir = oxir_lowering::translate::translate_to_llvm_ir(&ctx, module).expect("translates");
    assert!(ir.contains("%2 = mul i32 %0, %0"), "{ir}");
    assert!(ir.contains("%3 = add i32 %2, 1"), "{ir}");
}

#[test]
fn an_op_without_a_pattern_fails_to_legalize_and_leaves_the_ir_alone() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PROGRAM);
    let before = oxir::printer::print_op(&ctx, module, Default::default());
    let converter = LlvmTypeConverter::new(64);
    let patterns = func_to_llvm::patterns(converter);
    let mut target = llvm_target();
    target.add_legal_op("builtin.module");
    let err = apply_full_conversion(&mut ctx, module, &target, &patterns, &converter.to_type_converter())
        .expect_err("arith and demo ops have no pattern here");
    assert!(err.message.starts_with("failed to legalize operation '"), "{}", err.message);
    assert_eq!(oxir::printer::print_op(&ctx, module, Default::default()), before);
}

#[test]
fn the_user_op_verifies_with_mlir_messages() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.load_dialect::<DemoDialect>();
    let src = "func.func @f(%x: f32) -> f32 {\n  %0 = demo.square %x : f32\n  return %0 : f32\n}\n";
    let module = oxir::parser::parse_source(&mut ctx, src, &Default::default()).expect("parses");
    let err = oxir::verifier::verify(&ctx, module).expect_err("f32 is not an integer");
    assert_eq!(err.message, "'demo.square' op operand #0 must be signless-integer-like, but got 'f32'");
}
