//! The parallel parse of a module's top-level ops gives what the sequential parse gives: the same
//! IR (printed in both forms, with locations), the same verifier diagnostics, and on bad input
//! the same first error, at the same position, with the same text. Every input is parsed with
//! `ParseParallelism::Sequential` and with `ParseParallelism::Always` (which splits inputs of any
//! size), on generated multi-function modules and on every `.mlir` file of the lit suite.

use oxir::diagnostics::{Diagnostic, SourceMgr};
use oxir::parser::{parse_source_with_report, ParseOptions, ParseParallelism, ParseReport};
use oxir::printer::{print_op, PrintFlags};
use oxir::Context;
use std::fmt::Write;
use std::path::Path;

/// Everything observable about one parse: printed forms and verifier output, or the error.
fn observe(src: &str, parallelism: ParseParallelism) -> (String, ParseReport) {
    let mut ctx: Context = oxir_tools::new_context(true);
    let options = ParseOptions { filename: "in.mlir".into(), parallelism, ..ParseOptions::default() };
    let (result, report) = parse_source_with_report(&mut ctx, src, &options);
    let mut sm = SourceMgr::new();
    sm.add("in.mlir", src);
    let render = |ctx: &Context, d: &Diagnostic| sm.render(ctx, d);
    let mut out = String::new();
    match result {
        Err(d) => {
            let _ = write!(out, "parse error:\n{}", render(&ctx, &d));
        }
        Ok(op) => {
            for d in oxir::verifier::verify_all(&ctx, op) {
                let _ = write!(out, "verifier:\n{}", render(&ctx, &d));
            }
            let generic = PrintFlags { generic: true, debuginfo: true, local_scope: true, ..PrintFlags::default() };
            out += &print_op(&ctx, op, generic);
            out += &print_op(&ctx, op, PrintFlags { debuginfo: true, ..PrintFlags::default() });
            out += &print_op(&ctx, op, PrintFlags::default());
        }
    }
    for d in ctx.take_emitted() {
        let _ = write!(out, "emitted:\n{}", render(&ctx, &d));
    }
    (out, report)
}

/// Parses `src` both ways, checks they agree, and returns the output and the parallel parse's
/// report.
fn both_ways(src: &str) -> (String, ParseReport) {
    let (sequential, report) = observe(src, ParseParallelism::Sequential);
    assert_eq!(report, ParseReport::default(), "a sequential parse ran in parallel");
    let (parallel, report) = observe(src, ParseParallelism::Always);
    assert_eq!(parallel, sequential, "parallel and sequential parses differ on:\n{src}");
    (parallel, report)
}

/// A function `@f{k}` that calls the next one (a forward symbol reference), uses the aliases
/// `!t` and `#a`, and has a block structure and a forward SSA reference of its own.
fn function(k: usize, n: usize, loc: bool) -> String {
    let next = (k + 1) % n;
    let l = if loc { format!(" loc(#loc{k})") } else { String::new() };
    format!(
        r#"  func.func @f{k}(%arg0: !t, %arg1: i1) -> !t attributes {{attr = #a}} {{
    %0 = arith.addi %arg0, %arg0 : !t{l}
    %1 = func.call @f{next}(%0, %arg1) : (!t, i1) -> !t
    cf.br ^bb2
  ^bb1:
    %2 = arith.muli %3, %1 : !t
    cf.br ^bb3(%2 : !t)
  ^bb2:
    %3 = arith.constant {k} : !t
    cf.cond_br %arg1, ^bb1, ^bb3(%1 : !t)
  ^bb3(%4: !t):
    return %4 : !t
  }}
"#
    )
}

/// A module of `n` functions, with aliases at the top (and location aliases at the end when
/// `locs`), wrapped in `module {}` or not.
fn module(n: usize, wrapped: bool, locs: bool) -> String {
    let mut s = String::from("#a = {x = 1 : i64, y = [2, 3]}\n!t = i32\n");
    if wrapped {
        s += "module {\n";
    }
    for k in 0..n {
        s += &function(k, n, locs);
    }
    if wrapped {
        s += "}\n";
    }
    if locs {
        for k in 0..n {
            let _ = writeln!(s, "#loc{k} = loc(\"gen.mlir\":{k}:7)");
        }
    }
    s
}

/// The generic form of a parsed input (so the generic parser is split as well).
fn generic_form(src: &str) -> String {
    let mut ctx: Context = oxir_tools::new_context(true);
    let op = oxir::parser::parse_source(&mut ctx, src, &ParseOptions::default()).expect("the generated input parses");
    print_op(&ctx, op, PrintFlags { generic: true, ..PrintFlags::default() })
}

#[test]
fn generated_modules_parse_in_parallel_to_the_same_ir() {
    for wrapped in [false, true] {
        for locs in [false, true] {
            let src = module(40, wrapped, locs);
            let (out, report) = both_ways(&src);
            assert!(!out.starts_with("parse error"), "{out}");
            assert_eq!(report.parallel_ops, 40, "not all functions were parsed in parallel ({wrapped}, {locs})");
            assert!(report.parallel_chunks >= 2);
            let generic = generic_form(&src);
            let (_, report) = both_ways(&generic);
            assert_eq!(report.parallel_ops, 40, "the generic form was not parsed in parallel");
        }
    }
}

#[test]
fn an_error_in_several_functions_is_reported_once_as_the_sequential_parse_does() {
    let base = module(30, true, false);
    // Each edit puts an error into several functions; the first in source order is the one
    // reported, with the sequential parser's text and position.
    let edits: &[(&str, &str)] = &[
        // An undefined value (a forward reference never resolved).
        ("%0 = arith.addi %arg0, %arg0", "%0 = arith.addi %nope, %arg0"),
        // A type mismatch against a prior use.
        ("%2 = arith.muli %3, %1 : !t", "%2 = arith.muli %3, %1 : i64"),
        // A syntax error.
        ("cf.br ^bb3(%2 : !t)", "cf.br ^bb3(%2 : !t"),
        // An undefined block.
        ("cf.br ^bb3(%2 : !t)", "cf.br ^bb9(%2 : !t)"),
        // A lexical error.
        ("attributes {attr = #a}", "attributes {attr = #a, s = \"\\q\"}"),
        // An unknown op.
        ("return %4", "func.nonsense %4"),
    ];
    for &(from, to) in edits {
        for every in [7, 11] {
            let mut src = String::new();
            for (k, piece) in base.split_inclusive("  func.func").enumerate() {
                if k % every == 3 {
                    src += &piece.replacen(from, to, 1);
                } else {
                    src += piece;
                }
            }
            assert_ne!(src, base, "the edit {from:?} did not apply");
            let (out, report) = both_ways(&src);
            assert!(out.starts_with("parse error"), "{to:?} parsed:\n{out}");
            assert_eq!(out.matches(" error: ").count(), 1, "{out}");
            assert_eq!(report, ParseReport::default(), "a failed parallel parse was kept");
        }
    }
}

#[test]
fn state_shared_across_functions_keeps_the_sequential_parse() {
    // A value defined at the top level, visible to the functions after it.
    let top_value = format!("%top = \"test.def\"() : () -> i32\n{}", module(8, false, false));
    both_ways(&top_value);
    // A use in one function of a name another defines (resolved across functions, as the
    // sequential parser does, then rejected by the verifier).
    let crossing = module(8, true, false)
        .replacen("%0 = arith.addi %arg0, %arg0", "%0 = arith.addi %late, %arg0", 1)
        .replacen("%3 = arith.constant 7 : !t", "%late = arith.constant 7 : !t", 1);
    let (out, _) = both_ways(&crossing);
    assert!(!out.is_empty());
    // `distinct` attributes are numbered across the file.
    let distinct = module(8, true, false).replace("attributes {attr = #a}", "attributes {attr = distinct[0]<#a>}");
    both_ways(&distinct);
    // A location alias that is never defined.
    let undefined_loc = module(8, true, true).replace("#loc5 = loc(\"gen.mlir\":5:7)\n", "");
    let (out, _) = both_ways(&undefined_loc);
    assert!(out.contains("operation location alias was never defined"), "{out}");
    // Ops split over lines at the functions' indentation, and comments between functions.
    let odd = module(8, true, false)
        .replace("  func.func @f3(", "  // a comment\n\n  func.func\n  @f3(")
        .replace("attributes {attr = #a} {", "\n  attributes {attr = #a} {");
    both_ways(&odd);
}

#[test]
fn every_lit_file_parses_the_same_in_parallel() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(files.len() > 100, "lit files not found under {}", root.display());
    let mut parallel = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for piece in text.split("// -----") {
            parallel += both_ways(piece).1.parallel_chunks;
        }
    }
    assert!(parallel > 100, "few lit inputs were split ({parallel} chunks)");
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}
