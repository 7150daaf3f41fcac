//! The parser's record of where things are written (`AsmParserState`, MLIR's of the same name):
//! ops and their names, SSA value definitions with their uses (forward references included),
//! block labels with their successor uses, and `@symbol` mentions with their nesting and the op
//! that holds them; and a parse with a record builds the same IR as one without.

use oxir::asm::AsmParserState;
use oxir::parser::{parse_source, parse_source_with_state, ParseOptions};

const SRC: &str = "\
module @outer {
  func.func @f(%a: i32) -> i32 {
    cf.br ^bb2
  ^bb1:
    return %b : i32
  ^bb2:
    %b = arith.addi %a, %a : i32
    cf.br ^bb1
  }
}
\"test.use\"() {ref = @outer::@f} : () -> ()
";

/// The byte range of the `nth` occurrence of `needle`.
fn at(needle: &str, nth: usize) -> std::ops::Range<usize> {
    let start = SRC.match_indices(needle).nth(nth).expect("needle").0;
    start..start + needle.len()
}

#[test]
fn the_record_of_a_parse() {
    let mut ctx = oxir_tools::new_context(true);
    let mut state = AsmParserState::new();
    let top = parse_source_with_state(&mut ctx, SRC, &ParseOptions::default(), &mut state).expect("parses");

    let a = state.values.iter().find(|v| v.name == at("%a", 0)).expect("%a recorded");
    assert_eq!(a.uses, vec![(at("%a", 1), 0), (at("%a", 2), 0)]);
    let b = state.values.iter().find(|v| v.name == at("%b", 1)).expect("%b recorded");
    assert_eq!(b.uses, vec![(at("%b", 0), 0)], "the forward reference is a use of the later definition");
    assert_eq!(ctx.value_type(b.values[0]).to_text(&ctx), "i32");

    let bb1 = state.blocks.iter().find(|d| d.label == Some(at("^bb1", 0))).expect("^bb1");
    assert_eq!(bb1.uses, vec![at("^bb1", 1)]);
    let bb2 = state.blocks.iter().find(|d| d.label == Some(at("^bb2", 1))).expect("^bb2");
    assert_eq!(bb2.uses, vec![at("^bb2", 0)]);

    let names: Vec<(&str, Option<usize>)> = state.symbols.iter().map(|m| (ctx.ident_str(m.name), m.parent)).collect();
    assert_eq!(names, vec![("outer", None), ("f", None), ("outer", None), ("f", Some(2))]);
    let users: Vec<&str> = state.symbols.iter().map(|m| ctx.op_name_text(m.user.expect("user"))).collect();
    assert_eq!(users, vec!["builtin.module", "func.func", "test.use", "test.use"]);
    let path: Vec<&str> = state.symbol_path(3).into_iter().map(|n| ctx.ident_str(n)).collect();
    assert_eq!(path, vec!["outer", "f"]);

    let func = state.ops.iter().find(|d| ctx.op_name_text(d.op) == "func.func").expect("func recorded");
    assert_eq!(func.name, at("func.func", 0));
    assert_eq!(&SRC[func.range.clone()], &SRC[at("func.func", 0).start..SRC.find("\n  }").expect("end") + 4]);
    let addi = state.ops.iter().find(|d| ctx.op_name_text(d.op) == "arith.addi").expect("addi recorded");
    assert_eq!(&SRC[addi.range.clone()], "%b = arith.addi %a, %a : i32");

    let mut plain = oxir_tools::new_context(true);
    let without = parse_source(&mut plain, SRC, &ParseOptions::default()).expect("parses");
    let flags = oxir::asm::PrintFlags::default();
    assert_eq!(oxir::printer::print_op(&ctx, top, flags), oxir::printer::print_op(&plain, without, flags));
}
