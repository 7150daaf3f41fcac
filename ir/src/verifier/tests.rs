//! Unit tests of the verifier. The expected messages are those `mlir-opt` 22 prints for the same
//! input (the lit tests `tests/lit/IR/verifier-*.mlir` run under both tools).

use super::{format_op_for_diagnostic, verify, verify_all, verify_all_with, verify_with, VerifierOptions};
use crate::builtin::locations::UnknownLoc;
use crate::builtin::types::IntegerType;
use crate::parser::{parse_source, ParseOptions};
use crate::walk::WalkResult;
use crate::{Context, Diagnostic, OpRef, OperationState};

fn parse(src: &str) -> (Context, OpRef) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let root = match parse_source(&mut ctx, src, &ParseOptions::default()) {
        Ok(op) => op,
        Err(d) => panic!("parse error: {}", d.message),
    };
    (ctx, root)
}

/// The ops named `name`, in pre-order.
fn find(ctx: &Context, root: OpRef, name: &str) -> Vec<OpRef> {
    let mut found = Vec::new();
    ctx.walk_ops_pre_order(root, &mut |op| {
        if ctx.op_name_text(op) == name {
            found.push(op);
        }
        WalkResult::Advance
    });
    found
}

/// The message of a diagnostic followed by its notes' messages.
fn texts(d: &Diagnostic) -> Vec<String> {
    std::iter::once(d.message.clone()).chain(d.notes.iter().map(|n| n.message.clone())).collect()
}

fn first_error(src: &str) -> Vec<String> {
    let (ctx, root) = parse(src);
    match verify(&ctx, root) {
        Ok(()) => Vec::new(),
        Err(d) => texts(&d),
    }
}

#[test]
fn use_in_a_block_the_def_does_not_dominate() {
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1:
  %1 = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
^bb2:
  %0 = "t.use"(%1) : (i32) -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        first_error(src),
        ["operand #0 does not dominate this use", "operand defined here (op in the same region)"]
    );
}

#[test]
fn use_before_def_and_self_use_in_ssacfg_blocks() {
    let src = r#"
"t.region"() ({
^bb0:
  %0 = "t.use"(%1) : (i32) -> i32
  %1 = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        first_error(src),
        ["operand #0 does not dominate this use", "operand defined here (op in the same block)"]
    );
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  %0 = "t.self"(%0) : (i32) -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        first_error(src),
        ["operand #0 does not dominate this use", "operand defined here (op in the same block)"]
    );
}

#[test]
fn graph_regions_and_unregistered_single_blocks_have_no_dominance() {
    let src = r#"
%0 = "t.use"(%1) : (i32) -> i32
%1 = "t.def"() : () -> i32
%2 = "t.op"() ({
  "t.use"(%2) : (i32) -> ()
  %3 = "t.use"(%4) : (i32) -> i32
  %4 = "t.def"() : () -> i32
}) : () -> i32
"#;
    assert_eq!(first_error(src), Vec::<String>::new());
}

#[test]
fn unreachable_blocks_are_not_checked_and_are_dominated_by_all() {
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
^bb2:
  %0 = "t.use"(%b) : (i32) -> i32
  "t.nested"() ({
    %1 = "t.use"(%b) : (i32) -> i32
  }) : () -> ()
  "t.br"()[^bb3] : () -> ()
^bb3:
  %b = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
}) : () -> ()
"#;
    assert_eq!(first_error(src), Vec::<String>::new());
}

#[test]
fn nested_uses_and_block_arguments() {
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1(%arg : i32):
  %1 = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.nested"() ({
    %0 = "t.use"(%1) : (i32) -> i32
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        first_error(src),
        ["operand #0 does not dominate this use", "operand defined here (op in a parent region)"]
    );
    let (mut ctx, root) = parse(src);
    let uses = find(&ctx, root, "t.use");
    let bb1 = ctx.op_parent_block(find(&ctx, root, "t.def")[0]).expect("block");
    let arg = ctx.block_arguments(bb1).next().expect("argument");
    ctx.set_operand(uses[0], 0, arg);
    let d = verify(&ctx, root).expect_err("must fail");
    assert_eq!(
        texts(&d),
        ["operand #0 does not dominate this use", "operand defined as a block argument (block #1 in a parent region)"]
    );
    // The note points at the op owning the argument's region.
    assert_eq!(d.notes[0].loc, ctx.op_loc(find(&ctx, root, "t.region")[0]));
}

#[test]
fn values_of_child_and_sibling_regions() {
    // The parser cannot express these: build them by rewiring operands.
    let src = r#"
"t.region"() ({
^bb0:
  "t.a"() ({
    %1 = "t.def"() : () -> i32
  }) : () -> ()
  "t.b"() ({
    %0 = "t.inner"() : () -> i32
  }) : () -> ()
  %2 = "t.outer"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, root) = parse(src);
    let def = ctx.result(find(&ctx, root, "t.def")[0], 0);
    let inner = find(&ctx, root, "t.inner")[0];
    let outer = find(&ctx, root, "t.outer")[0];
    let mut st = OperationState::new(ctx.op_name("t.use"), UnknownLoc::get(&ctx));
    st.operands.push(def);
    let user = ctx.create_op(st);
    let block = ctx.op_parent_block(inner).expect("block");
    ctx.insert_op_before(block, None, user);
    assert_eq!(
        texts(&verify(&ctx, root).expect_err("sibling")),
        [
            "operand #0 does not dominate this use",
            "operand defined here (op is neither in a parent nor in a child region)"
        ]
    );
    ctx.detach_op(user);
    let block = ctx.op_parent_block(outer).expect("block");
    ctx.insert_op_before(block, Some(outer), user);
    assert_eq!(
        texts(&verify(&ctx, root).expect_err("child")),
        ["operand #0 does not dominate this use", "operand defined here (op in a child region)"]
    );
}

#[test]
fn first_failure_in_mlir_order() {
    let src = r#"
"t.region"() ({
^bb0:
  "t.first"() ({
    %0 = "t.use"(%late) : (i32) -> i32
  }) : () -> ()
  "t.second"() ({
    %0 = "t.use2"(%late) : (i32) -> i32
  }) : () -> ()
  %late = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (ctx, root) = parse(src);
    let d = verify(&ctx, root).expect_err("must fail");
    // MLIR's worklist is a stack: the last nested op is checked first.
    assert_eq!(d.loc, ctx.op_loc(find(&ctx, root, "t.use2")[0]));
}

#[test]
fn structural_errors() {
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()
"#;
    assert_eq!(
        first_error(src),
        [r#"block with no terminator, has %0 = "builtin.unrealized_conversion_cast"() : () -> i32"#]
    );
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "builtin.module"() ({
    "t.y"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        first_error(src),
        ["block with no terminator, has \n\"builtin.module\"() ({\n  \"t.y\"() : () -> ()\n}) : () -> ()"]
    );
    let src = "\"t.region\"() ({\n^bb0:\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n}) : () -> ()";
    assert_eq!(first_error(src), ["empty block: expect at least a terminator"]);
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
  "t.x"() : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(first_error(src), ["operation with block successors must terminate its parent block"]);
    let src = "\"t.region\"() ({\n^bb0:\n  \"t.br\"()[^bb0] : () -> ()\n  \"t.x\"() : () -> ()\n}) : () -> ()";
    assert_eq!(first_error(src), ["entry block of region may not have predecessors"]);
    let src = r#"
"builtin.module"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(first_error(src), ["'builtin.module' op expects region #0 to have 0 or 1 blocks"]);
}

#[test]
fn branch_to_another_region() {
    let src = r#"
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.inner"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.ret"() : () -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, root) = parse(src);
    let brs = find(&ctx, root, "t.br");
    let outer_target = ctx.successors(brs[0])[0];
    ctx.set_successor(brs[1], 0, outer_target);
    assert_eq!(
        texts(&verify(&ctx, root).expect_err("must fail")),
        ["'t.br' op branching to block of a different region"]
    );
}

#[test]
fn isolation_from_above() {
    let src = r#"
%a = "t.a"() : () -> i32
module {
  %b = "t.b"() : () -> i32
  "t.region"() ({
    "t.use"(%b) : (i32) -> ()
  }) : () -> ()
}
"#;
    let (mut ctx, root) = parse(src);
    assert!(verify(&ctx, root).is_ok());
    let a = ctx.result(find(&ctx, root, "t.a")[0], 0);
    let user = find(&ctx, root, "t.use")[0];
    ctx.set_operand(user, 0, a);
    let d = verify(&ctx, root).expect_err("must fail");
    assert_eq!(
        texts(&d),
        ["'t.use' op using value defined outside the region", "required by region isolation constraints"]
    );
    let inner = find(&ctx, root, "builtin.module")[1];
    assert_eq!(d.notes[0].loc, ctx.op_loc(inner));
}

#[test]
fn independent_isolated_ops_all_report() {
    let mut src = String::new();
    for i in 0..12 {
        src.push_str(&format!(
            "module {{\n\"t.r{i}\"() ({{\n^bb0:\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n}}) : () -> ()\n}}\nmodule {{\n}}\n"
        ));
    }
    let (ctx, root) = parse(&src);
    let all = verify_all(&ctx, root);
    assert_eq!(all.len(), 12);
    let expected: Vec<_> = find(&ctx, root, "builtin.module").into_iter().skip(1).step_by(2).collect();
    for (d, m) in all.iter().zip(expected) {
        assert_eq!(d.message, "empty block: expect at least a terminator");
        let region_op = ctx.block_first_op(ctx.region_entry_block(ctx.op_regions(m)[0]).expect("body")).expect("op");
        assert_eq!(d.loc, ctx.op_loc(region_op));
    }
    assert_eq!(verify(&ctx, root).expect_err("fails").loc, all[0].loc);
}

#[test]
fn see_current_operation_note() {
    let src = r#"
%a = "t.a"() : () -> i32
module {
  %b = "t.b"() : () -> i32
  "t.region"() ({
  ^bb0:
    "t.br"()[^bb2] : () -> ()
  ^bb1:
    %1 = "t.def"() : () -> i32
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    %0 = "t.use"(%1, %b) : (i32, i32) -> i32
    "t.ret"() : () -> ()
  }) : () -> ()
}
"#;
    let (mut ctx, root) = parse(src);
    let opts = VerifierOptions { print_op_on_diagnostic: true, ..Default::default() };
    let d = verify_with(&ctx, root, &opts).expect_err("must fail");
    assert_eq!(
        texts(&d),
        [
            "operand #0 does not dominate this use",
            r#"see current operation: %2 = "t.use"(%1, %0) : (i32, i32) -> i32"#,
            "operand defined here (op in the same region)",
        ]
    );
    assert_eq!(verify_all_with(&ctx, root, &opts), vec![d]);
    // Values are named from the nearest isolated op; others print as MLIR prints them.
    let user = find(&ctx, root, "t.use")[0];
    let a = ctx.result(find(&ctx, root, "t.a")[0], 0);
    ctx.set_operand(user, 1, a);
    assert_eq!(format_op_for_diagnostic(&ctx, user), r#"%2 = "t.use"(%1, <<UNKNOWN SSA VALUE>>) : (i32, i32) -> i32"#);
    let d = verify_with(&ctx, root, &opts).expect_err("must fail");
    assert_eq!(
        texts(&d),
        [
            "'t.use' op using value defined outside the region",
            r#"see current operation: %2 = "t.use"(%1, <<UNKNOWN SSA VALUE>>) : (i32, i32) -> i32"#,
            "required by region isolation constraints",
        ]
    );
    let src =
        "\"builtin.module\"() ({\n^bb0:\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  \"t.y\"() : () -> ()\n}) : () -> ()";
    let (ctx, root) = parse(src);
    let d = verify_with(&ctx, root, &opts).expect_err("must fail");
    assert_eq!(
        d.notes[0].message,
        "see current operation: \n\"builtin.module\"() ({\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:  // pred: ^bb0\n  \"t.y\"() : () -> ()\n}) : () -> ()"
    );
}

#[test]
fn unregistered_dialects_must_be_allowed() {
    let (mut ctx, root) = parse("\"t.op\"() : () -> ()");
    ctx.set_allow_unregistered_dialects(false);
    assert_eq!(
        texts(&verify(&ctx, root).expect_err("must fail")),
        ["'t.op' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"]
    );
    let (ctx, root) = parse("\"builtin.nope\"() : () -> ()");
    assert_eq!(
        texts(&verify(&ctx, root).expect_err("must fail")),
        ["unregistered operation 'builtin.nope' found in dialect ('builtin') that does not allow unknown operations"]
    );
}

/// Builds `depth` unregistered ops nested in each other's single region.
fn build_nested(ctx: &mut Context, depth: usize, name: &str) -> OpRef {
    let loc = UnknownLoc::get(ctx);
    let i32 = IntegerType::get(ctx, 32);
    let mut st = OperationState::new(ctx.op_name("t.top"), loc);
    st.result_types.push(i32);
    let top = ctx.create_op(st);
    let top_value = ctx.result(top, 0);
    let mut inner: Option<OpRef> = None;
    let name = ctx.op_name(name);
    for _ in 0..depth {
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        let mut use_st = OperationState::new(ctx.op_name("t.use"), loc);
        use_st.operands.push(top_value);
        let user = ctx.create_op(use_st);
        ctx.append_op(block, user);
        if let Some(i) = inner {
            ctx.append_op(block, i);
        }
        let mut st = OperationState::new(name, loc);
        st.regions.push(region);
        inner = Some(ctx.create_op(st));
    }
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    ctx.append_op(block, top);
    if let Some(i) = inner {
        ctx.append_op(block, i);
    }
    let mut st = OperationState::new(ctx.op_name("t.root"), loc);
    st.regions.push(region);
    ctx.create_op(st)
}

#[test]
fn deep_nesting_does_not_overflow() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let root = build_nested(&mut ctx, 100_000, "t.nest");
    assert!(verify(&ctx, root).is_ok());
}

#[test]
fn deep_nesting_of_isolated_ops_does_not_overflow() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let root = build_nested(&mut ctx, 20_000, "builtin.module");
    let d = verify(&ctx, root).expect_err("uses cross isolated modules");
    assert_eq!(d.message, "'t.use' op using value defined outside the region");
}
