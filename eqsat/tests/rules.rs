//! Rule and cost files: malformed ones give diagnostics at the right line and column (never a
//! panic), and well-formed ones load with their sets, directions and conditions.

use oxir::Context;
use oxir_eqsat::cost::CostModel;
use oxir_eqsat::rules::check::load_rules;
use oxir_eqsat::syntax::SourceFile;

fn context() -> Context {
    let ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx
}

fn error(text: &str) -> (String, String) {
    let mut ctx = context();
    let err = load_rules(&mut ctx, &SourceFile::new("t.rules", text)).expect_err("must fail");
    let pos = oxir::builtin::locations::file_line_col(&ctx, err.loc)
        .map(|(f, l, c)| format!("{f}:{l}:{c}"))
        .unwrap_or_default();
    (pos, err.message)
}

#[test]
fn malformed_rules_are_diagnosed_with_positions() {
    let cases = [
        ("rule a: (arith.addx ?a ?b) => ?a", "t.rules:1:10", "unknown op 'arith.addx'"),
        ("\n\nrule a:   (arith.addi ?a) => ?a", "t.rules:3:12", "'arith.addi' does not take 1 operand(s)"),
        ("rule a: (arith.addi ?a ?b) => (arith.muli ?a ?z)", "t.rules:1:46", "variable '?z' is not bound"),
        ("rule a: (arith.addi ?a ?b) => (arith.muli ?a ?b", "t.rules:1:31", "this '(' is not closed"),
        ("rule a: (arith.addi ?a ?b) -> ?a", "t.rules:1:28", "expected '=>' or '<=>'"),
        ("rule a: ?a => (arith.addi ?a ?a)", "t.rules:1:9", "must be an op"),
        ("rule a: (arith.cmpi{predicate=foo} ?a ?b) => ?a", "t.rules:1:31", "cannot parse the value 'foo'"),
        ("rule a: (arith.addi{bogus=1} ?a ?b) => ?a", "t.rules:1:21", "has no inherent attribute 'bogus'"),
        ("rule a: (arith.muli ?a ?b) => ?a if is-prime ?b", "t.rules:1:37", "unknown condition 'is-prime'"),
        ("rule a: (arith.muli ?a ?b) => ?a if is-power-of-two ?q", "t.rules:1:53", "'?q' is not bound"),
        (
            "rule a: (arith.addi ?a ?b) => ?a\nrule a: (arith.addi ?a ?b) => ?b",
            "t.rules:2:1",
            "redefinition of rule 'a'",
        ),
        ("rule a: (arith.addi ?a ?b) <=> ?a", "t.rules:1:32", "needs an op on both sides"),
        ("rule a: (arith.addi ?a ?b) <=> (arith.muli ?a ?a)", "t.rules:1:1", "reverse of '<=>' rule 'a'"),
        ("bogus", "t.rules:1:1", "expected 'rule' or 'ruleset'"),
        (
            "rule a: (arith.addf{fastmath=?f} ?a ?b) => ?a if has-fastmath ?f quick",
            "t.rules:1:66",
            "unknown fast-math flag",
        ),
    ];
    for (text, pos, msg) in cases {
        let (p, m) = error(text);
        if std::env::var("SHOW").is_ok() {
            eprintln!("{p} {m}");
            continue;
        }
        assert_eq!(p, pos, "position for {text:?}: {m}");
        assert!(m.contains(msg), "message for {text:?}: {m}");
        // The message shows the line and a caret.
        assert!(m.contains('^'), "{m}");
    }
}

#[test]
fn rules_load_with_sets_directions_and_conditions() {
    let mut ctx = context();
    let text = "# comment\nruleset one\nrule c: (arith.addi ?a ?b) <=> (arith.addi ?b ?a)\nruleset two\n\
                rule p: (arith.muli ?x ?c) => (arith.shli ?x (log2 ?c)) if is-power-of-two ?c\n\
                rule k: (arith.cmpi{predicate=slt} ?a ?b) => (arith.cmpi{predicate=sgt} ?b ?a)\n";
    let set = load_rules(&mut ctx, &SourceFile::new("t.rules", text)).expect("loads");
    let names: Vec<(&str, &str)> = set.rules.iter().map(|r| (r.name.as_str(), r.set.as_str())).collect();
    assert_eq!(names, [("c", "one"), ("c-rev", "one"), ("p", "two"), ("k", "two")]);
    assert_eq!(set.rules[2].conds.len(), 1);
}

#[test]
fn shipped_rules_load() {
    let mut ctx = context();
    let set = oxir_eqsat::pass::shipped_rules(&mut ctx).expect("shipped rules load");
    assert!(set.rules.len() > 100, "{}", set.rules.len());
}

#[test]
fn cost_files_are_checked() {
    let ctx = context();
    let ok = CostModel::parse(&ctx, &SourceFile::new("c", "# costs\narith.muli = 7\ndefault 3\n")).expect("parses");
    assert_eq!(ok.op_cost(&ctx, ctx.op_name("arith.muli")), 7);
    assert_eq!(ok.op_cost(&ctx, ctx.op_name("arith.addi")), 3);
    assert_eq!(ok.op_cost(&ctx, ctx.op_name("arith.constant")), 1);
    let err =
        CostModel::parse(&ctx, &SourceFile::new("c", "arith.muli = 4\narith.nope = 3\n")).expect_err("unknown op");
    assert!(err.message.contains("unknown op 'arith.nope'"), "{}", err.message);
    let err = CostModel::parse(&ctx, &SourceFile::new("c", "arith.muli = -1\n")).expect_err("bad cost");
    assert!(err.message.contains("non-negative integer"), "{}", err.message);
}

#[test]
fn default_costs_order_ops_sensibly() {
    let ctx = context();
    let m = CostModel::default();
    let c = |n: &str| m.op_cost(&ctx, ctx.op_name(n));
    assert!(c("arith.constant") < c("arith.shli"));
    assert!(c("arith.extsi") < c("arith.addi"));
    assert!(c("arith.shli") < c("arith.muli"));
    assert!(c("arith.muli") < c("arith.divsi"));
    assert!(c("arith.mulf") < c("arith.divf"));
}

#[test]
fn rules_declared_next_to_an_op_load_as_their_own_set() {
    oxir_eqsat::rules::declare_op_rules("arith.maxsi", "rule maxsi-self: (arith.maxsi ?a ?a) => ?a\n");
    let mut ctx = context();
    let set = oxir_eqsat::rules::load_declared_rules(&mut ctx).expect("loads");
    let r = set.rules.iter().find(|r| r.name == "maxsi-self").expect("declared rule");
    assert_eq!(r.set, "op:arith.maxsi");
}

/// Garbage in gives diagnostics, never a panic.
#[test]
fn random_rule_text_never_panics() {
    let pieces = [
        "rule",
        "ruleset",
        "r",
        ":",
        "(",
        ")",
        "{",
        "}",
        "=",
        ",",
        "?a",
        "?",
        "=>",
        "<=>",
        "if",
        "arith.addi",
        "arith.constant",
        "arith.cmpi",
        "predicate",
        "slt",
        "1",
        "-0.0",
        "é",
        "\"",
        "#",
        "\n",
        " ",
        "log2",
        "is-power-of-two",
        "type(",
        "i32",
        "<",
        ">",
        "tensor.extract",
        "has-fastmath",
        "fastmath",
        "?f",
    ];
    let mut state = 0x12345678u64;
    let mut ctx = context();
    for _ in 0..3000 {
        let mut text = String::new();
        for _ in 0..(state % 24) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push_str(pieces[(state % pieces.len() as u64) as usize]);
            text.push(' ');
        }
        state = state.wrapping_add(0x9E3779B97F4A7C15);
        let _ = load_rules(&mut ctx, &SourceFile::new("fuzz.rules", text));
    }
}
