//! MLIR's `LLVMCommon/PrintCallHelper`: printing a constant string at run time, as
//! `cf.assert` and `vector.print str` lower. The string becomes a private constant global at the
//! start of the module (its name made unique), and a call passes its address to the runtime
//! function (`printString`, `puts`).

use super::memref_to_llvm::{call, lookup_or_create_fn};
use oxir::builtin::attributes::StringAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::ops::ModuleOp;
use oxir::builtin::types::{IntegerType, RankedTensorType};
use oxir::conversion::{op_attr_or_prop, ConversionRewriter};
use oxir::numeric::APInt;
use oxir::{Attribute, BlockRef, Context, OpRef};
use oxir_dialects::llvm::{self, LLVMArrayType, LLVMPointerType, LLVMVoidType};

/// The module that contains `op`.
pub fn module_of(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.isa_op::<ModuleOp>(p) {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

/// `prefix`, or `prefix_<k>` for the first `k` no symbol of `body` is named (MLIR's
/// `ensureSymbolNameIsUnique`).
fn unique_symbol(ctx: &Context, body: BlockRef, prefix: &str) -> String {
    let taken = |n: &str| {
        ctx.block_ops(body).any(|o| {
            op_attr_or_prop(ctx, o, "sym_name")
                .and_then(|a| a.dyn_cast::<StringAttr>(ctx).map(|s| &*s.value == n.as_bytes()))
                .unwrap_or(false)
        })
    };
    let mut name = prefix.to_string();
    let mut k = 0;
    while taken(&name) {
        name = format!("{prefix}_{k}");
        k += 1;
    }
    name
}

/// MLIR's `createPrintStrCall`: emits, at the insertion point, a call of `runtime_fn` on the
/// address of a global holding `text` (NUL-terminated, after a newline when `add_newline`),
/// named `symbol_prefix` or a unique variant of it. `from` is the op being lowered (the module
/// is its ancestor).
pub fn create_print_str_call(
    rw: &mut ConversionRewriter<'_, '_>,
    from: OpRef,
    loc: Attribute,
    symbol_prefix: &str,
    text: &[u8],
    add_newline: bool,
    runtime_fn: &str,
) -> Option<()> {
    let ctx = rw.ctx();
    let module = module_of(ctx, from)?;
    let body = ctx.region_entry_block(*ctx.op_regions(module).first()?)?;
    let mut bytes = text.to_vec();
    if add_newline {
        bytes.push(b'\n');
    }
    bytes.push(0);
    let i8t = IntegerType::get(ctx, 8);
    let tensor = ctx.intern_type(RankedTensorType { shape: vec![bytes.len() as i64], element: i8t, encoding: None });
    let ints: Vec<APInt> = bytes.iter().map(|&b| APInt::from_u64(8, u64::from(b))).collect();
    let data = DenseIntOrFPElementsAttr::from_ints(ctx, tensor, &ints)?;
    let arr = LLVMArrayType::get(ctx, i8t, bytes.len() as u64);
    let name = unique_symbol(ctx, body, symbol_prefix);
    // At the start of the module, through GlobalOp's builder (its default-valued properties
    // set, as MLIR's builder and `populateDefaultProperties` set them).
    let saved = rw.rewriter.insertion_point();
    rw.rewriter.set_insertion_point_to_start(body);
    let global = llvm::GlobalOp::build(rw, loc, arr, name.as_str(), llvm::Linkage::Private);
    rw.rewriter.restore_insertion_point(saved);
    let ctx = rw.ctx_mut();
    global.set_constant(ctx, true);
    global.set_value(ctx, data);
    let ptr = LLVMPointerType::get(rw.ctx(), 0);
    let addr = llvm::AddressOfOp::build(rw, loc, ptr, name.as_str());
    let gep = llvm::GEPOp::build(rw, loc, addr, &[], ptr, &[0], arr);
    let void = LLVMVoidType::get(rw.ctx());
    let runtime_fn = lookup_or_create_fn(rw, from, runtime_fn, vec![ptr], void)?;
    call(rw, loc, &runtime_fn, &[gep.into()], None);
    Some(())
}
