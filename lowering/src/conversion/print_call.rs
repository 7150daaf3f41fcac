//! MLIR's `LLVMCommon/PrintCallHelper`: printing a constant string at run time, as
//! `cf.assert` and `vector.print str` lower. The string becomes a private constant global at the
//! start of the module (its name made unique), and a call passes its address to the runtime
//! function (`printString`, `puts`).

use super::build;
use super::memref_to_llvm::{call, lookup_or_create_fn};
use oxir::builtin::attributes::{StringAttr, TypeAttr, UnitAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::ops::ModuleOp;
use oxir::builtin::types::{IntegerType, RankedTensorType};
use oxir::conversion::{op_attr_or_prop, ConversionRewriter};
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::{Attribute, BlockRef, Context, OpRef, OperationState};
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
    // Created detached (and placed at the module's start), without the defaults a builder sets.
    let mut st = OperationState::new(ctx.op_name(llvm::GlobalOp::NAME), loc);
    st.properties = Some(build::props(
        ctx,
        &[
            ("addr_space", llvm::i32_attr(ctx, 0)),
            ("constant", UnitAttr::get(ctx)),
            ("global_type", TypeAttr::get(ctx, arr)),
            ("linkage", ctx.intern_attr(llvm::Linkage::Private)),
            ("sym_name", StringAttr::get(ctx, &name)),
            ("value", data),
        ],
    ));
    let region = rw.ctx_mut().create_region();
    st.regions.push(region);
    let global = rw.ctx_mut().create_op(st);
    let first = rw.ctx().block_first_op(body);
    rw.ctx_mut().insert_op_before(body, first, global);
    let ptr = LLVMPointerType::get(rw.ctx(), 0);
    let addr = llvm::AddressOfOp::build(rw, loc, ptr, name.as_str());
    let gep = llvm::GEPOp::build(rw, loc, addr, &[], ptr, &[0], arr);
    let void = LLVMVoidType::get(rw.ctx());
    lookup_or_create_fn(rw, from, runtime_fn, vec![ptr], void)?;
    call(rw, loc, runtime_fn, &[gep.into()], None);
    Some(())
}
