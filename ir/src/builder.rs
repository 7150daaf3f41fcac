//! Building IR: [`OperationState`] (everything an op is made of) and [`OpBuilder`] (where new ops
//! go).

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

    /// Adds a discardable attribute.
    pub fn add_attribute(&mut self, ctx: &Context, name: &str, value: Attribute) -> &mut Self {
        self.attributes.push(NamedAttribute { name: ctx.ident(name), value });
        self
    }
}

/// Where the builder inserts: before an op, or at the end of a block.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Nowhere: created ops stay detached.
    Detached,
    /// At the end of the block.
    BlockEnd(BlockRef),
    /// Before the op (in its block).
    Before(OpRef),
}

/// Creates ops at an insertion point: MLIR's `OpBuilder`.
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

    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// Moves the insertion point to the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockRef) {
        self.point = InsertPoint::BlockEnd(block);
    }

    /// Moves the insertion point to the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockRef) {
        self.point = match self.ctx.block_first_op(block) {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::BlockEnd(block),
        };
    }

    /// Moves the insertion point to just after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpRef) {
        self.point = match (self.ctx.op_next(op), self.ctx.op_parent_block(op)) {
            (Some(next), _) => InsertPoint::Before(next),
            (None, Some(block)) => InsertPoint::BlockEnd(block),
            (None, None) => InsertPoint::Detached,
        };
    }

    /// Inserts an existing detached op at the insertion point.
    pub fn insert(&mut self, op: OpRef) {
        match self.point {
            InsertPoint::Detached => {}
            InsertPoint::BlockEnd(b) => self.ctx.append_op(b, op),
            InsertPoint::Before(before) => {
                if let Some(b) = self.ctx.op_parent_block(before) {
                    self.ctx.insert_op_before(b, Some(before), op)
                }
            }
        }
    }

    /// Creates an op from `state` at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpRef {
        let op = self.ctx.create_op_with_defaults(state);
        self.insert(op);
        op
    }

    /// Creates a block at the end of `region` with arguments of the given types, and moves the
    /// insertion point to its end.
    pub fn create_block(&mut self, region: RegionRef, arg_types: &[Type], loc: Attribute) -> BlockRef {
        let b = self.ctx.create_block();
        for &t in arg_types {
            self.ctx.add_block_argument(b, t, loc);
        }
        self.ctx.append_block(region, b);
        self.point = InsertPoint::BlockEnd(b);
        b
    }
}
