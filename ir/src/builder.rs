//! Building IR: [`OperationState`] (everything an op is made of), the [`Builder`] interface that
//! ops are created through (where new ops go), implemented by [`OpBuilder`], the rewriters and
//! [`ImplicitLocOpBuilder`] (a builder with a location).

use crate::attributes::{Attribute, NamedAttribute};
use crate::context::Context;
use crate::registry::OperationName;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use smallvec::SmallVec;

/// Everything needed to create an op: MLIR's `OperationState`.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OperationName,
    /// Its location.
    pub loc: Attribute,
    /// Its operands.
    pub operands: SmallVec<[Value; 4]>,
    /// The types of its results.
    pub result_types: SmallVec<[Type; 2]>,
    /// Its discardable attributes.
    pub attributes: Vec<NamedAttribute>,
    /// Its inherent attributes (properties), as one attribute (usually a dictionary).
    pub properties: Option<Attribute>,
    /// Its successor blocks.
    pub successors: SmallVec<[BlockRef; 2]>,
    /// Its regions (detached regions, created with [`Context::create_region`]).
    pub regions: SmallVec<[RegionRef; 1]>,
}

impl OperationState {
    /// An empty state for op `name` at `loc`.
    pub fn new(name: OperationName, loc: Attribute) -> Self {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attributes: Vec::new(),
            properties: None,
            successors: SmallVec::new(),
            regions: SmallVec::new(),
        }
    }

    /// An empty state for an op of kind `T` at `loc`: how code that builds ops of a kind it is
    /// given as a type parameter names it.
    pub fn of<T: crate::ods::Op>(ctx: &Context, loc: Attribute) -> Self {
        OperationState::new(ctx.op_name(T::NAME), loc)
    }

    /// Adds a discardable attribute.
    pub fn add_attribute(&mut self, ctx: &Context, name: &str, value: Attribute) -> &mut Self {
        self.attributes.push(NamedAttribute { name: ctx.ident(name), value });
        self
    }
}

/// Where a builder inserts: before an op, or at the end of a block.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Nowhere: created ops stay detached.
    Detached,
    /// At the end of the block.
    BlockEnd(BlockRef),
    /// Before the op (in its block).
    Before(OpRef),
}

impl InsertPoint {
    /// Just after `op` (MLIR's `setInsertionPointAfter`).
    pub fn after(ctx: &Context, op: OpRef) -> Self {
        match (ctx.op_next(op), ctx.op_parent_block(op)) {
            (Some(next), _) => InsertPoint::Before(next),
            (None, Some(block)) => InsertPoint::BlockEnd(block),
            (None, None) => InsertPoint::Detached,
        }
    }

    /// At the start of `block` (MLIR's `setInsertionPointToStart`).
    pub fn block_start(ctx: &Context, block: BlockRef) -> Self {
        match ctx.block_first_op(block) {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::BlockEnd(block),
        }
    }

    /// Inserts the detached `op` here (nothing happens at [`InsertPoint::Detached`]).
    pub fn insert(self, ctx: &mut Context, op: OpRef) {
        match self {
            InsertPoint::Detached => {}
            InsertPoint::BlockEnd(b) => ctx.append_op(b, op),
            InsertPoint::Before(before) => {
                if let Some(b) = ctx.op_parent_block(before) {
                    ctx.insert_op_before(b, Some(before), op)
                }
            }
        }
    }
}

/// What ops are created through: MLIR's `OpBuilder` as an interface. [`OpBuilder`], the
/// [`PatternRewriter`](crate::rewrite::PatternRewriter) of rewrite patterns, the
/// [`ConversionRewriter`](crate::conversion::ConversionRewriter) of conversion patterns and
/// [`ImplicitLocOpBuilder`] implement it, so an op's generated builders (`AddIOp::build(b, loc,
/// lhs, rhs)`) and a dialect's helpers work with any of them. The rewriters record what is
/// inserted through them, as MLIR's listeners do.
pub trait Builder {
    /// The context (read-only).
    fn ctx(&self) -> &Context;
    /// The context, mutably. Structural changes to existing IR must go through the rewriter's
    /// own methods when the builder is a rewriter.
    fn ctx_mut(&mut self) -> &mut Context;
    /// Where new ops go.
    fn insertion_point(&self) -> InsertPoint;
    /// Moves the insertion point to `point` (MLIR's `restoreInsertionPoint`).
    fn restore_insertion_point(&mut self, point: InsertPoint);
    /// Inserts the detached `op` at the insertion point (a rewriter records it as created).
    fn insert(&mut self, op: OpRef);

    /// Creates an op from `state` at the insertion point (default-valued properties the state
    /// leaves out are set to their default).
    fn create(&mut self, state: OperationState) -> OpRef {
        let op = self.ctx_mut().create_op_with_defaults(state);
        self.insert(op);
        op
    }

    /// Inserts new ops before `op`.
    fn set_insertion_point(&mut self, op: OpRef) {
        self.restore_insertion_point(InsertPoint::Before(op));
    }

    /// Inserts new ops just after `op`.
    fn set_insertion_point_after(&mut self, op: OpRef) {
        let point = InsertPoint::after(self.ctx(), op);
        self.restore_insertion_point(point);
    }

    /// Inserts new ops at the start of `block`.
    fn set_insertion_point_to_start(&mut self, block: BlockRef) {
        let point = InsertPoint::block_start(self.ctx(), block);
        self.restore_insertion_point(point);
    }

    /// Inserts new ops at the end of `block`.
    fn set_insertion_point_to_end(&mut self, block: BlockRef) {
        self.restore_insertion_point(InsertPoint::BlockEnd(block));
    }

    /// Creates a block at the end of `region` with arguments of the given types (at `loc`),
    /// and moves the insertion point to its end (MLIR's `createBlock`).
    fn create_block(&mut self, region: RegionRef, arg_types: &[Type], loc: Attribute) -> BlockRef {
        let ctx = self.ctx_mut();
        let b = ctx.create_block();
        for &t in arg_types {
            ctx.add_block_argument(b, t, loc);
        }
        ctx.append_block(region, b);
        self.set_insertion_point_to_end(b);
        b
    }

    /// This builder with `loc` as the location of everything created through the result (MLIR's
    /// `ImplicitLocOpBuilder`): `AddIOp::create(&mut rw.at(loc), x, y)`.
    fn at(&mut self, loc: Attribute) -> ImplicitLocOpBuilder<'_>
    where
        Self: Sized,
    {
        ImplicitLocOpBuilder::new(self, loc)
    }
}

/// A builder with a location: MLIR's `ImplicitLocOpBuilder`. Every op's generated `create`
/// (`AddIOp::create(b, lhs, rhs)`) builds at this location, and the region-body closures of the
/// dialects' builders (`scf::ForOp::create_with_body`) receive one, positioned in the body.
/// It wraps any [`Builder`] and inserts (and records) through it.
pub struct ImplicitLocOpBuilder<'b> {
    inner: &'b mut dyn Builder,
    loc: Attribute,
}

impl<'b> ImplicitLocOpBuilder<'b> {
    /// `b` creating ops at `loc`.
    pub fn new(b: &'b mut dyn Builder, loc: Attribute) -> Self {
        ImplicitLocOpBuilder { inner: b, loc }
    }

    /// The location of the ops created through this builder.
    pub fn loc(&self) -> Attribute {
        self.loc
    }

    /// Changes the location of the ops created from now on.
    pub fn set_loc(&mut self, loc: Attribute) {
        self.loc = loc;
    }

    /// Runs `f` with the insertion point at the end of `block`, then puts it back (MLIR's
    /// `OpBuilder::InsertionGuard` around `setInsertionPointToEnd`).
    pub fn with_insertion_at_end<R>(&mut self, block: BlockRef, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.insertion_point();
        self.set_insertion_point_to_end(block);
        let r = f(self);
        self.restore_insertion_point(saved);
        r
    }
}

impl Builder for ImplicitLocOpBuilder<'_> {
    fn ctx(&self) -> &Context {
        self.inner.ctx()
    }
    fn ctx_mut(&mut self) -> &mut Context {
        self.inner.ctx_mut()
    }
    fn insertion_point(&self) -> InsertPoint {
        self.inner.insertion_point()
    }
    fn restore_insertion_point(&mut self, point: InsertPoint) {
        self.inner.restore_insertion_point(point)
    }
    fn insert(&mut self, op: OpRef) {
        self.inner.insert(op)
    }
    fn create(&mut self, state: OperationState) -> OpRef {
        self.inner.create(state)
    }
}

/// Creates ops at an insertion point, recording nothing: MLIR's `OpBuilder`. Its methods are
/// those of [`Builder`].
pub struct OpBuilder<'c> {
    ctx: &'c mut Context,
    point: InsertPoint,
}

impl<'c> OpBuilder<'c> {
    /// A builder that inserts nowhere until told where.
    pub fn new(ctx: &'c mut Context) -> Self {
        OpBuilder { ctx, point: InsertPoint::Detached }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_block_end(ctx: &'c mut Context, block: BlockRef) -> Self {
        OpBuilder { ctx, point: InsertPoint::BlockEnd(block) }
    }

    /// A builder inserting before `op`.
    pub fn before(ctx: &'c mut Context, op: OpRef) -> Self {
        OpBuilder { ctx, point: InsertPoint::Before(op) }
    }
}

impl Builder for OpBuilder<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }
    fn insertion_point(&self) -> InsertPoint {
        self.point
    }
    fn restore_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }
    fn insert(&mut self, op: OpRef) {
        self.point.insert(self.ctx, op);
    }
}
