//! The affine helpers other rewrites build index computations with
//! (`make_composed_folded_affine_apply`/`min`/`max`, `fold_attributes_into_map`,
//! `compose_affine_map_and_operands`, `canonicalize_map_and_operands`): what they fold to and
//! the ops they build, as MLIR's `makeComposedFoldedAffineApply` and friends.

use oxir::affine::{parse_affine_map_or_set, AffineMap, MapOrSet};
use oxir::builder::OpBuilder;
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::{Context, OpRef, Value};
use oxir_dialects::affine::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, fold_attributes_into_map,
    make_composed_folded_affine_apply, make_composed_folded_affine_max, make_composed_folded_affine_min, Ofr,
};

fn map(text: &str) -> AffineMap {
    match parse_affine_map_or_set(text, 0) {
        Ok((MapOrSet::Map(m), _)) => m,
        _ => panic!("not a map: {text}"),
    }
}

/// Parses `src` (one function) and returns the module, the function's arguments and its
/// terminator.
fn setup(ctx: &mut Context, src: &str) -> (OpRef, Vec<Value>, OpRef) {
    oxir_dialects::register_all(ctx);
    let module = parse_source(ctx, src, &ParseOptions::default()).expect("parses");
    let body = ctx.op_regions(module)[0];
    let mblock = ctx.region_entry_block(body).expect("module block");
    let func = ctx.block_first_op(mblock).expect("func");
    let entry = ctx.region_entry_block(ctx.op_regions(func)[0]).expect("entry");
    let args = ctx.block_arguments(entry).collect();
    let ret = ctx.block_ops(entry).last().expect("terminator");
    (module, args, ret)
}

fn text(ctx: &Context, module: OpRef) -> String {
    print_op(ctx, module, PrintFlags::default())
}

const SRC: &str = "func.func @f(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%a)
  return %0 : index
}";

#[test]
fn static_operands_fold_to_a_constant() {
    let mut ctx = Context::new();
    let (module, _, ret) = setup(&mut ctx, SRC);
    let loc = ctx.op_loc(ret);
    let before = text(&ctx, module);
    let mut b = OpBuilder::before(&mut ctx, ret);
    let m = map("(d0)[s0] -> (d0 * 3 + s0 floordiv 2)");
    assert_eq!(make_composed_folded_affine_apply(&mut b, loc, &m, &[Ofr::Static(5), Ofr::Static(7)]), Ofr::Static(18));
    let m = map("(d0, d1) -> (d0, d1 + 4, 2)");
    let ops = [Ofr::Static(9), Ofr::Static(-1)];
    assert_eq!(make_composed_folded_affine_min(&mut b, loc, &m, &ops), Ofr::Static(2));
    assert_eq!(make_composed_folded_affine_max(&mut b, loc, &m, &ops), Ofr::Static(9));
    assert_eq!(text(&ctx, module), before, "nothing is built when everything folds");
}

#[test]
fn a_dimension_result_is_the_operand() {
    let mut ctx = Context::new();
    let (module, args, ret) = setup(&mut ctx, SRC);
    let loc = ctx.op_loc(ret);
    let before = text(&ctx, module);
    let mut b = OpBuilder::before(&mut ctx, ret);
    let m = map("(d0)[s0] -> (s0)");
    let r = make_composed_folded_affine_apply(&mut b, loc, &m, &[Ofr::Static(3), Ofr::Dyn(args[1])]);
    assert_eq!(r, Ofr::Dyn(args[1]));
    assert_eq!(text(&ctx, module), before);
}

#[test]
fn composes_with_the_producing_apply() {
    let mut ctx = Context::new();
    let (module, args, ret) = setup(&mut ctx, SRC);
    let loc = ctx.op_loc(ret);
    let produced = ctx.operand(ret, 0);
    let mut b = OpBuilder::before(&mut ctx, ret);
    let m = map("(d0, d1)[s0] -> (d0 + d1 * s0)");
    let r =
        make_composed_folded_affine_apply(&mut b, loc, &m, &[Ofr::Dyn(produced), Ofr::Dyn(args[1]), Ofr::Static(2)]);
    let Ofr::Dyn(v) = r else { panic!("expected a value") };
    let op = ctx.defining_op(v).expect("a new op");
    assert_eq!(ctx.op_name_text(op), "affine.apply");
    let operands: Vec<Value> = ctx.operands(op).collect();
    assert_eq!(operands, vec![args[0], args[1]], "function arguments are symbols, deduplicated");
    let out = text(&ctx, module);
    assert!(out.contains("affine_map<()[s0, s1] -> (s0 * 4 + s1 * 2 + 1)>"), "{out}");
}

#[test]
fn min_of_dynamic_operands_builds_a_min() {
    let mut ctx = Context::new();
    let (module, args, ret) = setup(&mut ctx, SRC);
    let loc = ctx.op_loc(ret);
    let mut b = OpBuilder::before(&mut ctx, ret);
    let m = map("(d0, d1) -> (d0, d1 + 4, 16)");
    let r = make_composed_folded_affine_min(&mut b, loc, &m, &[Ofr::Dyn(args[0]), Ofr::Dyn(args[1])]);
    let Ofr::Dyn(v) = r else { panic!("expected a value") };
    let op = ctx.defining_op(v).expect("a new op");
    assert_eq!(ctx.op_name_text(op), "affine.min");
    let out = text(&ctx, module);
    assert!(out.contains("affine_map<()[s0, s1] -> (s0, s1 + 4, 16)>"), "{out}");
}

#[test]
fn map_utilities() {
    let mut ctx = Context::new();
    let (_, args, ret) = setup(&mut ctx, SRC);
    let produced = ctx.operand(ret, 0);
    let (m, values) = fold_attributes_into_map(
        &map("(d0, d1)[s0] -> (d0 + d1 * s0)"),
        &[Ofr::Dyn(args[0]), Ofr::Static(3), Ofr::Dyn(args[1])],
    );
    assert_eq!(m.to_string(), "(d0)[s0] -> (d0 + s0 * 3)");
    assert_eq!(values, vec![args[0], args[1]]);

    let mut m = map("(d0, d1) -> (d0 + d1)");
    let mut operands = vec![produced, args[0]];
    compose_affine_map_and_operands(&ctx, &mut m, &mut operands);
    assert_eq!(m.to_string(), "()[s0] -> (s0 * 5 + 1)");
    assert_eq!(operands, vec![args[0]]);

    let mut m = map("(d0, d1)[s0, s1] -> (d0 + d1 + s0)");
    let mut operands = vec![args[0], args[0], args[1], args[0]];
    canonicalize_map_and_operands(&ctx, &mut m, &mut operands);
    assert_eq!(m.to_string(), "()[s0, s1] -> (s1 * 2 + s0)");
    assert_eq!(operands, vec![args[1], args[0]]);
}
