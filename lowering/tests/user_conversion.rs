//! A user's own op lowered to the llvm dialect with a conversion pattern of its own, next to the
//! shipped `func`/`arith` patterns and the `LlvmTypeConverter`, then translated to LLVM IR. The
//! book's "Lowering to LLVM" chapter includes this file by anchor.

// ANCHOR: op
use oxir::conversion::{apply_full_conversion, ConversionPattern, ConversionRewriter, OpConversionPattern};
use oxir::ods::prelude::*;
use oxir::Diagnostic;
use oxir_dialects::llvm;
use oxir_lowering::conversion::interface::register_convert_to_llvm;
use oxir_lowering::conversion::pattern::llvm_target;
use oxir_lowering::conversion::type_converter::LlvmTypeConverter;
use oxir_lowering::conversion::{arith_to_llvm, func_to_llvm};
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
/// Lowers `demo.square` to `llvm.mul` of its operand as the type converter converted it (the
/// adaptor's `input()`); the result type follows from `llvm.mul`'s `SameOperandsAndResultType`.
struct SquareToLlvm;

impl OpConversionPattern for SquareToLlvm {
    type Op = SquareOp;

    fn match_and_rewrite(
        &self,
        op: SquareOp,
        adaptor: SquareOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let x = adaptor.input();
        let b = &mut rw.at(rw.ctx().op_loc(op.op()));
        let mul = llvm::MulOp::create(b, x, x);
        rw.replace_op(op, &[mul.into()]).is_ok()
    }
}
// ANCHOR_END: pattern

// ANCHOR: apply
/// Lowers a module of func, arith and demo ops entirely to the llvm dialect.
fn lower_to_llvm(ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
    let converter = LlvmTypeConverter::new(64);
    let mut patterns: Vec<Arc<dyn ConversionPattern>> = vec![Arc::new(SquareToLlvm)];
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
    let ir = oxir_target_llvm::translate::translate_to_llvm_ir(&ctx, module).expect("translates");
    assert!(ir.contains("%2 = mul i32 %0, %0"), "{ir}");
    assert!(ir.contains("%3 = add i32 %2, 1"), "{ir}");
}

// ANCHOR: interface
/// The demo dialect's part of `convert-to-llvm` (MLIR's `ConvertToLLVMPatternInterface`): a
/// function returning its patterns. Registered once, `--convert-to-llvm` lowers demo ops too.
fn register_demo_convert_to_llvm() {
    register_convert_to_llvm(
        "demo",
        Arc::new(|_: LlvmTypeConverter| vec![Arc::new(SquareToLlvm) as Arc<dyn ConversionPattern>]),
    );
}
// ANCHOR_END: interface

#[test]
fn convert_to_llvm_lowers_a_user_dialect_registered_with_the_interface() {
    oxir_lowering::register_passes();
    let run = |register: bool| {
        if register {
            register_demo_convert_to_llvm();
        }
        let mut ctx = Context::new();
        let module = parse(&mut ctx, PROGRAM);
        let pm = oxir::pass::pipeline::parse_pipeline("builtin.module(convert-to-llvm)").expect("pipeline parses");
        let (result, _) = pm.run(&mut ctx, module, &Default::default());
        result.expect("convert-to-llvm is a partial conversion");
        oxir::printer::print_op(&ctx, module, Default::default())
    };
    // Without the registration the demo op stays (a partial conversion), fed by a cast back
    // from the converted argument; with it, the function is all llvm.
    let without = run(false);
    assert!(without.contains("demo.square"), "{without}");
    let with = run(true);
    assert_eq!(
        with,
        "module {\n  llvm.func @sq_plus_one(%arg0: i32) -> i32 {\n    %0 = llvm.mlir.constant(1 : i32) : i32\n    \
         %1 = llvm.mul %arg0, %arg0 : i32\n    %2 = llvm.add %1, %0 : i32\n    llvm.return %2 : i32\n  }\n}\n\n"
    );
    let filtered = {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, PROGRAM);
        let pm = oxir::pass::pipeline::parse_pipeline("builtin.module(convert-to-llvm{filter-dialects=arith,func})")
            .expect("pipeline parses");
        pm.run(&mut ctx, module, &Default::default()).0.expect("converts");
        oxir::printer::print_op(&ctx, module, Default::default())
    };
    assert!(filtered.contains("demo.square"), "filter-dialects leaves demo alone:\n{filtered}");
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
