//! `oxir_dialects::dlti::DataLayout`: the sizes and alignments of builtin types, with and
//! without a module's `dlti.dl_spec`, equal to what mlir-opt 22's `--test-data-layout-query`
//! reports for the same types (the expected values below are its output).

use oxir::parser::{parse_source, ParseOptions};
use oxir::{Context, OpRef, Type};
use oxir_dialects::dlti::DataLayout;

/// Parses `src` and returns the innermost op of the first nested chain (the module's first op,
/// and so on), where the layout is asked.
fn innermost(ctx: &mut Context, src: &str) -> OpRef {
    oxir_dialects::register_all(ctx);
    let mut op = parse_source(ctx, src, &ParseOptions::default()).expect("parses");
    loop {
        let Some(&region) = ctx.op_regions(op).first() else { return op };
        let Some(block) = ctx.region_entry_block(region) else { return op };
        let Some(first) = ctx.block_first_op(block) else { return op };
        op = first;
    }
}

fn ty(ctx: &mut Context, text: &str) -> Type {
    oxir::parser::parse_type_str(ctx, text).expect("a type")
}

/// `(type, ABI alignment, size in bits, preferred alignment, size)` as mlir-opt 22 reports.
fn check(src: &str, expected: &[(&str, u64, u64, u64, u64)]) {
    let mut ctx = Context::new();
    let op = innermost(&mut ctx, src);
    let layout = DataLayout::closest(&ctx, op);
    for &(text, abi, bits, preferred, size) in expected {
        let t = ty(&mut ctx, text);
        let got = (
            layout.abi_alignment(&ctx, t),
            layout.type_size_in_bits(&ctx, t),
            layout.preferred_alignment(&ctx, t),
            layout.type_size(&ctx, t),
        );
        assert_eq!(got, (Some(abi), Some(bits), Some(preferred), Some(size)), "{text}");
    }
}

const TYPES: [&str; 11] = [
    "index",
    "i64",
    "i8",
    "i128",
    "f16",
    "f32",
    "vector<3xf32>",
    "vector<2x3xi8>",
    "complex<f32>",
    "complex<i8>",
    "i7",
];

#[test]
fn defaults_without_a_layout() {
    let expected = [(4, 64, 8, 8), (4, 64, 8, 8), (1, 8, 1, 1), (4, 128, 16, 16), (2, 16, 2, 2), (4, 32, 4, 4)];
    let expected2 = [(16, 128, 16, 16), (8, 64, 8, 8), (4, 64, 4, 8), (1, 16, 1, 2), (1, 7, 1, 1)];
    let rows: Vec<_> =
        TYPES.iter().zip(expected.iter().chain(&expected2)).map(|(t, &(a, b, p, s))| (*t, a, b, p, s)).collect();
    check("func.func @f() { return }", &rows);
}

#[test]
fn a_module_layout_sets_index_and_integer_alignments() {
    let src = "module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32, i64 = dense<[32, 64]> : vector<2xi64>, \
               f16 = dense<16> : vector<1xi64>> } { func.func @f() { return } }";
    let expected = [(4, 32, 8, 4), (4, 64, 8, 8), (4, 8, 8, 1), (4, 128, 8, 16), (2, 16, 2, 2), (4, 32, 4, 4)];
    let expected2 = [(16, 128, 16, 16), (8, 64, 8, 8), (4, 64, 4, 8), (1, 16, 1, 2), (4, 7, 8, 1)];
    let rows: Vec<_> =
        TYPES.iter().zip(expected.iter().chain(&expected2)).map(|(t, &(a, b, p, s))| (*t, a, b, p, s)).collect();
    check(src, &rows);
}

#[test]
fn nested_modules_combine_their_layouts() {
    let mut ctx = Context::new();
    let src = "module attributes { dlti.dl_spec = #dlti.dl_spec<index = 16, \"dlti.endianness\" = \"big\"> } { \
               module attributes { dlti.dl_spec = #dlti.dl_spec<\"dlti.stack_alignment\" = 128 : i64> } { \
               func.func @f() { return } } }";
    let op = innermost(&mut ctx, src);
    let layout = DataLayout::closest(&ctx, op);
    assert_eq!(layout.index_bitwidth(&ctx), 16);
    assert_eq!(layout.endianness(&ctx), Some("big"));
    assert_eq!(layout.stack_alignment(&ctx), 128);
    let none = DataLayout::default();
    assert_eq!((none.index_bitwidth(&ctx), none.endianness(&ctx), none.stack_alignment(&ctx)), (64, None, 0));
}
