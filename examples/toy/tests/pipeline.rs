//! The toy dialect end to end through oxir's public API: parsing and printing, verification,
//! canonicalization, inlining with shape inference, and the lowering to loops.

use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::pipeline::parse_pipeline;
use oxir::printer::{print_op, PrintFlags};
use oxir::Context;

fn run(src: &str, pipeline: Option<&str>) -> Result<String, String> {
    oxir_toy::register_passes();
    oxir_dialects::register_passes();
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    oxir_toy::register_dialect(&ctx);
    let module = parse_source(&mut ctx, src, &ParseOptions::default()).map_err(|d| d.message)?;
    oxir::verifier::verify(&ctx, module).map_err(|d| d.message)?;
    if let Some(p) = pipeline {
        let pm = parse_pipeline(p)?;
        pm.run(&mut ctx, module, &Default::default()).0.map_err(|d| d.message)?;
    }
    Ok(print_op(&ctx, module, PrintFlags::default()))
}

const EXAMPLE: &str = include_str!("../example.toy.mlir");

/// The optimization half of the main job's pipeline.
const OPTIMIZE: &str = "builtin.module(inline,toy-shape-inference,canonicalize,cse)";

#[test]
fn example_round_trips_in_custom_and_generic_form() {
    let once = run(EXAMPLE, None).unwrap();
    assert_eq!(run(&once, None).unwrap(), once);
    let generic = {
        oxir_toy::register_passes();
        let mut ctx = Context::new();
        oxir_dialects::register_all(&ctx);
        oxir_toy::register_dialect(&ctx);
        let m = parse_source(&mut ctx, EXAMPLE, &ParseOptions::default()).unwrap();
        print_op(&ctx, m, PrintFlags { generic: true, ..Default::default() })
    };
    assert!(generic.contains("\"toy.matmul\"(%"), "{generic}");
    assert_eq!(run(&generic, None).unwrap(), once);
}

#[test]
fn example_inlines_and_infers_every_shape() {
    let out = run(EXAMPLE, Some(OPTIMIZE)).unwrap();
    let expected = "\
module {
  func.func @main() {
    %cst = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %cst_0 = toy.constant dense<[[6.000000e+00, 5.000000e+00], [4.000000e+00, 3.000000e+00], [2.000000e+00, 1.000000e+00]]> : tensor<3x2xf64>
    %cst_1 = toy.constant dense<[[6.000000e+00, 5.000000e+00, 4.000000e+00], [3.000000e+00, 2.000000e+00, 1.000000e+00]]> : tensor<2x3xf64>
    %0 = toy.transpose(%cst : tensor<2x3xf64>) to tensor<3x2xf64>
    %1 = toy.transpose(%cst_1 : tensor<2x3xf64>) to tensor<3x2xf64>
    %2 = toy.mul %0, %1 : tensor<3x2xf64>
    %3 = toy.add %2, %2 : tensor<3x2xf64>
    toy.print %3 : tensor<3x2xf64>
    %4 = toy.matmul %cst, %cst_0 : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
    toy.print %4 : tensor<2x2xf64>
    return
  }
}

";
    assert_eq!(out, expected);
}

#[test]
fn tensor_lowering_leaves_the_ir_alone_when_it_fails() {
    let src = "func.func @f(%a: tensor<*xf64>) {\n  toy.print %a : tensor<*xf64>\n  return\n}\n";
    let err = run(src, Some("builtin.module(convert-toy-to-tensor)")).unwrap_err();
    assert_eq!(err, "failed to legalize operation 'toy.print' that was explicitly marked illegal");
}

#[test]
fn example_lowers_to_loops_over_buffers() {
    let pipeline = "builtin.module(inline,toy-shape-inference,canonicalize,cse,convert-toy-to-loops,canonicalize,cse)";
    let out = run(EXAMPLE, Some(pipeline)).unwrap();
    assert!(!out.contains("toy."), "{out}");
    assert!(!out.contains("tensor<"), "{out}");
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
    for f in ["printF64(f64)", "printComma()", "printNewline()", "printOpen()", "printClose()"] {
        assert!(out.contains(&format!("func.func private @{f}")), "{out}");
    }
    // One buffer per tensor value, each freed.
    assert_eq!(out.matches("memref.alloc()").count(), out.matches("memref.dealloc").count(), "{out}");
    assert_eq!(out.matches("memref.alloc()").count(), 8, "{out}");
}

#[test]
fn example_lowers_to_tensors_then_bufferizes_in_place() {
    let to_tensor = "builtin.module(inline,toy-shape-inference,canonicalize,cse,convert-toy-to-tensor,canonicalize)";
    let tensors = run(EXAMPLE, Some(to_tensor)).unwrap();
    assert!(!tensors.contains("toy."), "{tensors}");
    assert!(!tensors.contains("memref"), "{tensors}");
    // Each toy result is a `tensor.empty` filled through `scf.for` iter_args.
    assert_eq!(tensors.matches("tensor.empty()").count(), 5, "{tensors}");
    assert!(tensors.contains("tensor.insert"), "{tensors}");
    let bufferize = "builtin.module(inline,toy-shape-inference,canonicalize,cse,convert-toy-to-tensor,canonicalize,\
                     one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,canonicalize)";
    let buffers = run(EXAMPLE, Some(bufferize)).unwrap();
    assert!(!buffers.contains("tensor<"), "{buffers}");
    // In place: one allocation per result, no copies, and every allocation freed.
    assert_eq!(buffers.matches("memref.alloc()").count(), 5, "{buffers}");
    assert_eq!(buffers.matches("memref.dealloc").count(), 5, "{buffers}");
    assert!(!buffers.contains("memref.copy"), "{buffers}");
    // The constants became globals.
    assert!(buffers.contains("memref.get_global"), "{buffers}");
}

#[test]
fn lowering_leaves_the_ir_alone_when_it_fails() {
    let src = "func.func @f(%a: tensor<*xf64>) {\n  toy.print %a : tensor<*xf64>\n  return\n}\n";
    let err = run(src, Some("builtin.module(convert-toy-to-loops)")).unwrap_err();
    assert_eq!(err, "failed to legalize operation 'toy.print' that was explicitly marked illegal");
}

#[test]
fn shape_inference_needs_inlining_first() {
    let err = run(EXAMPLE, Some("builtin.module(toy-shape-inference)")).unwrap_err();
    assert_eq!(err, "Shape inference failed, 3 operations couldn't be inferred");
}

#[test]
fn generates_reference_docs_from_the_definitions() {
    use oxir::ods::Dialect;
    let docs = <oxir_toy::ops::ToyDialect as Dialect>::docs();
    assert!(docs.starts_with("# 'toy' Dialect"), "{docs}");
    assert!(docs.contains("### `toy.transpose` (TransposeOp)"), "{docs}");
    assert!(
        docs.contains("operation ::= `toy.transpose` `(` $input `:` type($input) `)` attr-dict `to` type($result)"),
        "{docs}"
    );
}

#[test]
fn ops_declare_their_equality_saturation_rules() {
    use oxir::ods::OpDefinition;
    let add = oxir_toy::ops::AddOp::op_info().eqsat_rules;
    assert!(add.contains("rule toy-add-comm: (toy.add ?a ?b) => (toy.add ?b ?a)"), "{add}");
    let mul = oxir_toy::ops::MulOp::op_info().eqsat_rules;
    assert!(
        mul.contains("(toy.mul (toy.transpose ?a) (toy.transpose ?b)) => (toy.transpose (toy.mul ?a ?b))"),
        "{mul}"
    );
}
