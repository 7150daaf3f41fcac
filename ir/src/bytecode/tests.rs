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

/// Every use-list under `top`, in walk order (values by position, uses by their owner's position
/// and operand index), to compare two copies of the same IR.
fn use_lists(ctx: &Context, top: crate::OpRef) -> Vec<Vec<(usize, u32)>> {
    let mut ops = Vec::new();
    ctx.walk_ops_pre_order(top, &mut |o| {
        ops.push(o);
        crate::WalkResult::Advance
    });
    let pos = |o: crate::OpRef| ops.iter().position(|&x| x == o).unwrap_or(usize::MAX);
    let mut values = Vec::new();
    for &op in &ops {
        values.extend(ctx.results(op));
        for &r in ctx.op_regions(op) {
            for b in ctx.region_blocks(r) {
                values.extend(ctx.block_arguments(b));
            }
        }
    }
    values.iter().map(|&v| ctx.uses(v).map(|u| (pos(u.owner), u.index)).collect()).collect()
}

/// Reads `bytes` as the tools do: decode, parse, apply the use-list orders.
fn read_back(ctx: &mut Context, bytes: &[u8]) -> crate::OpRef {
    let decoded = super::decode(ctx, bytes).unwrap();
    let top = parse(ctx, &decoded.text);
    decoded.use_lists.apply(ctx, top).unwrap();
    top
}

const SHARED: &str = r#"
"t.f"() ({
^bb0(%x: i32, %y: i32):
  %0 = "t.a"(%x, %y) : (i32, i32) -> i32
  %1:2 = "t.b"(%0, %x) : (i32, i32) -> (i32, i32)
  "t.u"(%1#0, %0, %x) : (i32, i32, i32) -> ()
  "t.u"(%1#1, %1#0, %0, %0, %y) : (i32, i32, i32, i32, i32) -> ()
  "t.r"() ({
    "t.u"(%0, %x, %1#0, %1#1, %3) : (i32, i32, i32, i32, i32) -> ()
    "t.u"(%x, %0, %y, %1#1) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  %3 = "t.c"(%0, %x, %y, %x) : (i32, i32, i32, i32) -> i32
  "t.u"(%3, %3, %1#0, %0, %x, %y, %x) : (i32, i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"#;

#[test]
fn use_list_orders_are_applied_on_read() {
    let mut ctx = Context::new();
    let top = parse(&mut ctx, SHARED);
    // What reading builds by itself: every use-list in descending use order (owner's position in
    // a pre-order walk, then operand index).
    let mut natural = use_lists(&ctx, top);
    for list in &mut natural {
        list.sort_by(|a, b| b.cmp(a));
    }
    // Shuffle every use-list a different way (a fixed pseudo-random sequence), as MLIR's
    // -test-verify-uselistorder does, and check that each shuffle survives a round trip.
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut values = Vec::new();
    ctx.walk_ops_pre_order(top, &mut |o| {
        values.extend(ctx.results(o));
        for &r in ctx.op_regions(o) {
            for b in ctx.region_blocks(r) {
                values.extend(ctx.block_arguments(b));
            }
        }
        crate::WalkResult::Advance
    });
    for round in 0..20 {
        for &v in &values {
            let mut uses: Vec<_> = ctx.uses(v).collect();
            for i in (1..uses.len()).rev() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                uses.swap(i, (seed % (i as u64 + 1)) as usize);
            }
            assert!(ctx.set_use_list_order(v, &uses));
        }
        let shuffled = use_lists(&ctx, top);
        let bytes = write(&ctx, top, &WriterConfig::default()).unwrap();
        let mut back = Context::new();
        let read = read_back(&mut back, &bytes);
        assert_eq!(use_lists(&back, read), shuffled, "round {round}");
        // Before version 3 the file has no use-list orders: reading gives the natural order.
        let old = write(&ctx, top, &WriterConfig { version: 2, producer: "test".into() }).unwrap();
        let mut back = Context::new();
        let read = read_back(&mut back, &old);
        assert_eq!(use_lists(&back, read), natural, "round {round}, version 2");
    }
}

#[test]
fn invalid_use_list_orders_are_an_error() {
    let mut ctx = Context::new();
    let top = parse(&mut ctx, SHARED);
    let mut decoded = super::decode(&ctx, &write(&ctx, top, &WriterConfig::default()).unwrap()).unwrap();
    // %0, the result of the third op (after the module and t.f), has eight uses.
    let key = super::use_lists::ValueKey::Result { op: 2, index: 0 };
    for indices in [vec![0, 0, 2, 3, 4, 5, 6, 7], vec![1, 0], vec![8, 1, 2, 3, 4, 5, 6, 7]] {
        decoded.use_lists.orders.insert(key, super::use_lists::Order { pairs: false, indices });
        let mut back = Context::new();
        let read = parse(&mut back, &decoded.text);
        let err = decoded.use_lists.apply(&mut back, read).unwrap_err();
        assert!(err.contains("use-list orders were invalid"), "{err}");
    }
    // A valid order is applied; an odd number of pair indices, or a pair out of range, is not.
    decoded.use_lists.orders.insert(key, super::use_lists::Order { pairs: true, indices: vec![0, 1, 1, 0] });
    let mut back = Context::new();
    let read = parse(&mut back, &decoded.text);
    decoded.use_lists.apply(&mut back, read).unwrap();
    for indices in [vec![0, 1, 1], vec![12, 0]] {
        decoded.use_lists.orders.insert(key, super::use_lists::Order { pairs: true, indices });
        let mut back = Context::new();
        let read = parse(&mut back, &decoded.text);
        assert!(decoded.use_lists.apply(&mut back, read).is_err());
    }
}
