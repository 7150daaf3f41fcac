//! Op traits. A trait is a marker type implementing [`OpTrait`]; an op declares it in its
//! [`crate::OpInfo`] and anyone can ask `ctx.op_has_trait::<T>(op)`. Dialects declare their own
//! traits the same way. Traits that constrain an op verify it through [`OpTrait::verify`]; the
//! structural ones (terminators, isolation, block counts) are checked by [`crate::verifier`].

use crate::attributes::Attribute;
use crate::builder::OperationState;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ods::verify::op_error;
use crate::ods::Op;
use crate::registry::OpTrait;
use crate::{BlockRef, OpRef, RegionRef};
use std::marker::PhantomData;

/// Declares marker traits, each with its bit in [`OpInfo`](crate::OpInfo)'s set of known
/// traits (so `has_trait` of one of them reads a bit instead of scanning the trait list), and
/// [`marker_trait_bit`], which maps a trait's `TypeId` to its bit.
macro_rules! marker_trait {
    ($($(#[$doc:meta])* $name:ident = $bit:literal;)*) => {
        $(
            $(#[$doc])*
            #[derive(Copy, Clone, Debug, Default)]
            pub struct $name;
            impl OpTrait for $name {
                const KNOWN_BIT: u64 = 1 << $bit;
            }
        )*

        /// The bit of the marker trait whose `TypeId` is `id` in an op's set of known traits
        /// ([`OpTrait::KNOWN_BIT`]), 0 for any other trait.
        pub(crate) fn marker_trait_bit(id: std::any::TypeId) -> u64 {
            $(
                if id == std::any::TypeId::of::<$name>() {
                    return 1 << $bit;
                }
            )*
            0
        }
    };
}

marker_trait! {
    /// The op ends a block.
    IsTerminator = 0;
    /// The op's regions do not need terminators.
    NoTerminator = 1;
    /// Values defined outside the op are not visible inside its regions.
    IsolatedFromAbove = 2;
    /// Each region of the op holds at most one block.
    SingleBlock = 3;
    /// The op defines a symbol table.
    SymbolTable = 4;
    /// The op defines a symbol.
    Symbol = 5;
    /// The op's regions are graph regions (no dominance).
    GraphRegion = 6;
    /// The op opens a new scope for affine's rules of valid dimensions and symbols: values
    /// defined at the top level of its region are valid symbols (MLIR's `AffineScope`, on
    /// `builtin.module` and `func.func`).
    AffineScope = 7;
    /// The op has no side effects and always terminates (MLIR's `Pure`).
    Pure = 8;
    /// The op's operands may be swapped without changing its meaning.
    Commutative = 9;
    /// The op materializes a constant (MLIR's `ConstantLike`).
    ConstantLike = 10;
    /// The op returns control to its parent, forwarding its operands (MLIR's `ReturnLike`).
    ReturnLike = 11;
    /// The op's regions are allocation scopes for `alloca`-like ops.
    AutomaticAllocationScope = 12;
    /// The op applies elementwise to vectors and tensors (MLIR's `ElementwiseMappable`).
    ElementwiseMappable = 13;
    /// The op has no memory effects.
    NoMemoryEffect = 14;
    /// The op's memory effects are those of the ops in its regions (MLIR's
    /// `RecursiveMemoryEffects`): a loop or conditional whose body only reads is as removable
    /// as the body.
    RecursiveMemoryEffects = 15;
    /// The op reads memory.
    MemRead = 16;
    /// The op writes memory.
    MemWrite = 17;
    /// The op allocates memory.
    MemAlloc = 18;
    /// The op allocates its results on the stack of the nearest enclosing
    /// `AutomaticAllocationScope` op (MLIR's `MemAlloc<AutomaticAllocationScopeResource>`).
    MemAllocAutomaticScope = 19;
    /// The op frees memory.
    MemFree = 20;
    /// `f(f(x)) == f(x)`.
    Idempotent = 21;
    /// `f(f(x)) == x`.
    Involution = 22;
    /// Variadic operand groups all have the same size.
    SameVariadicOperandSize = 23;
    /// Variadic result groups all have the same size.
    SameVariadicResultSize = 24;
    /// Operand groups are sized by the `operandSegmentSizes` property.
    AttrSizedOperandSegments = 25;
    /// Result groups are sized by the `resultSegmentSizes` property.
    AttrSizedResultSegments = 26;
    /// The op can infer its result types from its operands and attributes: the definition
    /// macros call its `infer_result_types` when parsing and register that function as its
    /// [`InferResultTypes`](crate::interfaces::InferResultTypes) interface.
    InferTypeOpInterface = 27;
}

/// The named operands, results and typed attributes all have the same type (MLIR's
/// `AllTypesMatch<[...]>`). Declared as `AllTypesMatch<[lhs, rhs, result]>` in
/// `#[op(traits = [...])]`: the op's generated verifier checks it with MLIR's message
/// (`failed to verify that all of {lhs, rhs, result} have same type`) and the declarative format
/// infers the types it does not print from the ones it does. Queryable like any trait.
#[derive(Copy, Clone, Debug, Default)]
pub struct AllTypesMatch;
/// The op's regions take no arguments (MLIR's `NoRegionArguments`).
#[derive(Copy, Clone, Debug, Default)]
pub struct NoRegionArguments;

impl OpTrait for NoRegionArguments {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        crate::verifier::traits::verify_no_region_arguments(ctx, op)
    }
}

impl OpTrait for AllTypesMatch {}

/// The type of `to` is the type of `from` mapped by `transform` (MLIR's `TypesMatchWith`).
/// Declared as `TypesMatchWith<from, to, transform, "message">` (or `<from, to, "message">` for
/// the identity), where `transform` is a `fn(&Context, Type) -> Type`: the op's generated
/// verifier checks it (`failed to verify that <message>`) and the declarative format infers
/// `to`'s type from `from`'s. Queryable like any trait.
#[derive(Copy, Clone, Debug, Default)]
pub struct TypesMatchWith;
impl OpTrait for TypesMatchWith {}

/// All operands and results have the same type (MLIR's `SameOperandsAndResultType`).
#[derive(Copy, Clone, Debug, Default)]
pub struct SameOperandsAndResultType;

impl OpTrait for SameOperandsAndResultType {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut types = ctx.operands(op).map(|v| ctx.value_type(v)).chain(ctx.result_types(op));
        let Some(first) = types.next() else { return Ok(()) };
        if types.all(|t| t == first) {
            return Ok(());
        }
        Err(op_error(ctx, op, "requires the same type for all operands and results"))
    }
}

/// All operands have the same type (MLIR's `SameTypeOperands`).
#[derive(Copy, Clone, Debug, Default)]
pub struct SameTypeOperands;

impl OpTrait for SameTypeOperands {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut types = ctx.operands(op).map(|v| ctx.value_type(v));
        let Some(first) = types.next() else { return Ok(()) };
        if types.all(|t| t == first) {
            return Ok(());
        }
        Err(op_error(ctx, op, "requires all operands to have the same type"))
    }
}

/// The op's parent must be a `P` (MLIR's `HasParent<P>`).
pub struct HasParent<P>(PhantomData<P>);

impl<P: Op> OpTrait for HasParent<P> {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        match ctx.op_parent_op(op) {
            Some(parent) if ctx.isa_op::<P>(parent) => Ok(()),
            _ => Err(op_error(ctx, op, format!("expects parent op '{}'", P::NAME))),
        }
    }
}

impl SingleBlock {
    /// The block of `region`, made when the region has none: a custom parser calls it for a
    /// region the syntax may write as `{}` (MLIR's parsers `emplaceBlock` an empty region).
    pub fn ensure_block(ctx: &mut Context, region: RegionRef) -> BlockRef {
        match ctx.region_entry_block(region) {
            Some(b) => b,
            None => {
                let b = ctx.create_block();
                ctx.append_block(region, b);
                b
            }
        }
    }
}

/// The op's single-block regions end with a `T`, which the custom syntax may leave implicit
/// (MLIR's `SingleBlockImplicitTerminator<T>`).
pub struct SingleBlockImplicitTerminator<T>(PhantomData<T>);

impl<T: Op> SingleBlockImplicitTerminator<T> {
    /// MLIR's `ensureTerminator`: gives `region` a block when it has none and, when its last
    /// block does not end with a terminator, appends a `T` without operands at `loc`. A custom
    /// parser calls it for each region whose terminator the syntax leaves out.
    pub fn ensure_terminator(ctx: &mut Context, region: RegionRef, loc: Attribute) {
        Self::ensure_terminator_with(ctx, region, loc, |ctx, loc| {
            let name = ctx.op_name(T::NAME);
            ctx.create_op(OperationState::new(name, loc))
        });
    }

    /// [`Self::ensure_terminator`] for a terminator that its builder must give more than its
    /// name (MLIR's `buildTerminator` calls `T`'s builder): `build` makes the detached `T`.
    pub fn ensure_terminator_with(
        ctx: &mut Context,
        region: RegionRef,
        loc: Attribute,
        build: impl FnOnce(&mut Context, Attribute) -> OpRef,
    ) {
        SingleBlock::ensure_block(ctx, region);
        let Some(block) = ctx.region_blocks(region).last() else { return };
        if ctx.block_last_op(block).is_some_and(|last| ctx.op_has_trait::<IsTerminator>(last)) {
            return;
        }
        let op = build(ctx, loc);
        ctx.append_op(block, op);
    }
}

impl<T: Op> OpTrait for SingleBlockImplicitTerminator<T> {
    // A region trait in MLIR: checked once the ops nested in the regions verified.
    fn verify_region(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        for (i, &r) in ctx.op_regions(op).iter().enumerate() {
            let Some(block) = ctx.region_entry_block(r) else { continue };
            let Some(last) = ctx.block_last_op(block) else {
                return Err(op_error(ctx, op, "expects a non-empty block"));
            };
            if !ctx.isa_op::<T>(last) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expects regions to end with '{}', found '{}'", T::NAME, ctx.op_name_text(last)),
                )
                .with_note(
                    ctx.op_loc(last),
                    "in custom textual format, the absence of terminator implies '".to_string() + T::NAME + "'",
                ));
            }
            let _ = i;
        }
        Ok(())
    }
}
