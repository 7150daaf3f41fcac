//! Round trips through the writer and the reader, and the reader on truncated and corrupted
//! files (every prefix, every single-byte change): a diagnostic, never a panic.

use super::{read_to_text, write, WriterConfig};
use crate::parser::{parse_source, ParseOptions};
use crate::printer::{print_op, PrintFlags};
use crate::Context;

const INPUT: &str = r#"
module @m attributes {t.array = [1, "two", 3.5 : f32, unit], t.dense = dense<[1, 2, 3]> : tensor<3xi32>,
    t.floats = dense<[1.5, -2.0]> : tensor<2xf64>, t.big = 90000000000000000300000000000000000001 : i128,
    t.ref = @a::@b, t.type = memref<4x?xf32, strided<[?, 1], offset: ?>, 3>, t.arr = array<i64: 1, -2>,
    t.strs = dense<["a", "b"]> : tensor<2x!t.s>, t.res = dense_resource<blob1> : tensor<2xi32>} {
  %0:2 = "t.pair"() <{p = 7 : i64}> : () -> (i32, index) loc(fused["a.mlir":1:2, callsite("f"("b.mlir":3:4) at "c.mlir":5:6)])
  "t.region"(%0#0) ({
  ^bb0(%a: i32 loc("arg":1:1)):
    "t.br"(%a)[^bb1] : (i32) -> ()
  ^bb1:
    %1 = "t.use"(%a, %0#1, %2) : (i32, index, i32) -> i32
    %2 = "t.def"() : () -> i32
    "t.ret"(%1) : (i32) -> ()
  }, {
  }) {t.flag} : (i32) -> ()
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
"#;

fn parse(ctx: &mut Context, text: &str) -> crate::OpRef {
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions { implicit_module: true, ..Default::default() };
    match parse_source(ctx, text, &opts) {
        Ok(op) => op,
        Err(d) => panic!("{}\n{text}", d.message),
    }
}

fn print(ctx: &Context, op: crate::OpRef) -> String {
    print_op(ctx, op, PrintFlags { debuginfo: true, local_scope: false, ..Default::default() })
}

#[test]
fn ir_round_trips_through_bytecode_at_every_version() {
    let mut ctx = Context::new();
    let op = parse(&mut ctx, INPUT);
    let expected = print(&ctx, op);
    for version in 0..=super::encoding::CURRENT_VERSION {
        let bytes = write(&ctx, op, &WriterConfig { version, producer: "test".into() }).unwrap();
        assert!(super::is_bytecode(&bytes));
        let text = read_to_text(&ctx, &bytes).unwrap_or_else(|e| panic!("version {version}: {e}"));
        let mut ctx2 = Context::new();
        let back = parse(&mut ctx2, &text);
        // Before version 5 inherent attributes travel in the attribute dictionary, so an
        // unregistered op's properties come back as discardable attributes (as in MLIR).
        if version >= super::encoding::VERSION_NATIVE_PROPERTIES {
            assert_eq!(print(&ctx2, back), expected, "version {version}, decoded:\n{text}");
        }
    }
}

#[test]
fn truncated_or_corrupted_bytecode_is_an_error_not_a_panic() {
    let mut ctx = Context::new();
    let op = parse(&mut ctx, INPUT);
    let bytes = write(&ctx, op, &WriterConfig::default()).unwrap();
    for len in 0..bytes.len() {
        let err = read_to_text(&ctx, &bytes[..len]);
        assert!(err.is_err(), "a file cut at {len} of {} bytes was accepted", bytes.len());
    }
    for i in 4..bytes.len() {
        for flip in [0x01u8, 0x80, 0xFF] {
            let mut corrupt = bytes.clone();
            corrupt[i] ^= flip;
            if let Ok(text) = read_to_text(&ctx, &corrupt) {
                let mut ctx2 = Context::new();
                ctx2.set_allow_unregistered_dialects(true);
                let _ = parse_source(&mut ctx2, &text, &ParseOptions::default());
            }
        }
    }
}

#[test]
fn errors_name_the_byte_offset() {
    let ctx = Context::new();
    let err = read_to_text(&ctx, b"ML\xEFR\x0D").unwrap_err();
    assert_eq!(err.offset, 5);
    assert!(err.to_string().contains("at byte offset 5"), "{err}");
    let err = read_to_text(&ctx, b"ML\xEFR\x0F").unwrap_err();
    assert!(err.message.contains("newer than the current version"), "{err}");
}

#[test]
fn use_lists_out_of_the_parsed_order_are_written_as_use_list_orders() {
    let text = r#"
"t.f"() ({
  %0 = "t.a"() : () -> i32
  %1 = "t.b"() : () -> i32
  "t.u"(%1) : (i32) -> ()
  "t.u"(%1, %1) : (i32, i32) -> ()
  "t.u"(%1) : (i32) -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let top = parse(&mut ctx, text);
    let mut defs = Vec::new();
    ctx.walk_ops_pre_order(top, &mut |o| {
        if ctx.num_results(o) == 1 {
            defs.push(ctx.result(o, 0));
        }
        crate::WalkResult::Advance
    });
    let (a, b) = (defs[0], defs[1]);
    let parsed = write(&ctx, top, &WriterConfig::default()).unwrap();
    // Moving the uses of %1 to %0 reverses their order: the first use comes first.
    ctx.replace_all_uses_with(b, a);
    let shuffled = write(&ctx, top, &WriterConfig::default()).unwrap();
    let mut natural = Context::new();
    let reparsed = parse(&mut natural, &print(&ctx, top));
    let unshuffled = write(&natural, reparsed, &WriterConfig::default()).unwrap();
    // Same IR but for the order: the shuffled one carries its order (4 uses: a flag and 4
    // indices), the reparsed one none.
    assert_eq!(parsed.len(), unshuffled.len());
    let extra = shuffled.len() - unshuffled.len();
    assert!((5..=6).contains(&extra), "one use-list order of four uses (and maybe a longer section size): {extra}");
    assert_eq!(read_to_text(&ctx, &shuffled).unwrap(), read_to_text(&natural, &unshuffled).unwrap());
    // Before version 3 there are no use-list orders.
    let old = WriterConfig { version: 2, producer: "test".into() };
    assert_eq!(write(&ctx, top, &old).unwrap().len(), write(&natural, reparsed, &old).unwrap().len());
}
