//! The builtin ops, `builtin.module` and `builtin.unrealized_conversion_cast`, defined with the
//! `#[op]` macro exactly as a user's dialect defines its ops.

use crate::attributes::Attribute;
use crate::builder::OperationState;
use crate::builtin::attributes::{DictionaryAttr, StringAttr};
use crate::context::Context;
use crate::ods::constraints::{ANY_TYPE, STR_ATTR, SYMBOL_NAME_ATTR};
use crate::ods::verify::op_error;
use crate::ods::{Op, Region};
use crate::registry::FoldResult;
use crate::traits::*;
use crate::{BlockRef, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

/// A top-level container operation.
///
/// A `module` holds a single region with one block of any ops, without a terminator. Its ops
/// may define symbols; the module is a symbol table, and may itself be named (`module @name`),
/// so that modules nest. It is isolated from above: nothing inside refers to values defined
/// outside. Discardable attributes on a module must carry a dialect prefix.
#[op(
    name = "builtin.module",
    traits(AffineScope, NoRegionArguments, IsolatedFromAbove, SymbolTable, Symbol, NoTerminator, SingleBlock, GraphRegion),
    format = "($sym_name^)? attr-dict-with-keyword $bodyRegion",
    verifier = ModuleOp::verify,
    default_dialect = "builtin"
)]
pub struct ModuleOp {
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: Option<StringAttr>,
    #[attribute(STR_ATTR)]
    sym_visibility: Option<StringAttr>,
    #[region(single_block, name = "bodyRegion")]
    body_region: Region,
}

impl ModuleOp {
    /// Creates a detached empty module (one region with one empty block) at `loc`, named `name`
    /// if given (MLIR's `ModuleOp::create(loc, name)`).
    pub fn create_detached(ctx: &mut Context, loc: Attribute, name: Option<&str>) -> ModuleOp {
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        let mut st = OperationState::new(ctx.op_name(Self::NAME), loc);
        st.regions.push(region);
        if let Some(n) = name {
            let value = StringAttr::get(ctx, n);
            let entry = crate::NamedAttribute { name: ctx.ident("sym_name"), value };
            st.properties = Some(DictionaryAttr::get(ctx, vec![entry]));
        }
        ModuleOp(ctx.create_op(st))
    }

    /// The body block.
    pub fn body(self, ctx: &Context) -> BlockRef {
        let r = ctx.op_regions(self.0)[0];
        ctx.region_entry_block(r).expect("a verified module always has a body block")
    }

    /// `ModuleOp::verify`: discardable attributes must have dialect-prefixed names.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut names: Vec<&str> = ctx.op_attrs(op).iter().map(|a| ctx.ident_str(a.name)).collect();
        names.sort_unstable();
        if let Some(name) = names.into_iter().find(|n| !n.contains('.') && !matches!(*n, "sym_name" | "sym_visibility"))
        {
            return Err(op_error(
                ctx,
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
            ));
        }
        Ok(())
    }
}

/// Creates an empty `builtin.module` (one region with one empty block) at `loc`.
pub fn build_module(ctx: &mut Context, loc: Attribute, name: Option<&str>) -> OpRef {
    ModuleOp::create_detached(ctx, loc, name).op()
}

/// The body block of a module.
pub fn module_body(ctx: &Context, module: OpRef) -> BlockRef {
    ModuleOp::from_op_unchecked(module).body(ctx)
}

/// An unrealized conversion from one set of types to another.
///
/// Dialect conversion inserts it where a value of one type must be used as another before both
/// sides are converted; once conversion is done, pairs that cancel out disappear
/// (`reconcile-unrealized-casts`). It has no semantics of its own: the cast is "unrealized"
/// until a later pass gives it meaning or removes it. It folds when its inputs already have the
/// result types, and when it undoes another cast.
#[op(
    name = "builtin.unrealized_conversion_cast",
    traits(Pure),
    format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    verifier = UnrealizedConversionCastOp::verify,
    folder = UnrealizedConversionCastOp::fold
)]
pub struct UnrealizedConversionCastOp {
    #[operand(ANY_TYPE)]
    inputs: Vec<Value>,
    #[result(ANY_TYPE)]
    outputs: Vec<Value>,
}

impl UnrealizedConversionCastOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        if ctx.num_results(op) == 0 {
            return Err(op_error(ctx, op, "expected at least one result for cast operation"));
        }
        Ok(())
    }

    /// Folds a cast whose inputs already have the result types, and a cast that undoes another
    /// cast (all of whose results it takes, in order) back to that cast's inputs.
    fn fold(ctx: &Context, op: OpRef, _constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        let inputs: Vec<Value> = ctx.operands(op).collect();
        let result_types: Vec<Type> = ctx.result_types(op).collect();
        let input_types: Vec<Type> = inputs.iter().map(|&v| ctx.value_type(v)).collect();
        if input_types == result_types {
            return Some(inputs.into_iter().map(FoldResult::Value).collect());
        }
        let producer = ctx.defining_op(*inputs.first()?)?;
        if ctx.op_name_of(producer) != ctx.op_name_of(op) {
            return None;
        }
        let produced: Vec<Value> = ctx.results(producer).collect();
        let sources: Vec<Value> = ctx.operands(producer).collect();
        let source_types: Vec<Type> = sources.iter().map(|&v| ctx.value_type(v)).collect();
        if produced != inputs || source_types != result_types {
            return None;
        }
        Some(sources.into_iter().map(FoldResult::Value).collect())
    }
}

/// Registers the builtin dialect's ops.
pub fn register(ctx: &Context) {
    ctx.register_op_def::<ModuleOp>();
    ctx.register_op_def::<UnrealizedConversionCastOp>();
}
