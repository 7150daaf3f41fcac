//! Typed op handles: what `#[op]` generates is a `Copy` newtype over [`OpRef`] implementing
//! [`Op`], with casts from any op.

use crate::context::Context;
use crate::operation::op_attr_or_prop;
use crate::registry::{OpInfo, OpTrait};
use crate::{OpRef, Value};

/// The group sizes in the segment-size array `name` of `op` (its property or attribute, as
/// `operandSegmentSizes`), negative sizes read as 0; empty when it is not set.
pub fn segment_sizes(ctx: &Context, op: OpRef, name: &str) -> Vec<usize> {
    op_attr_or_prop(ctx, op, name)
        .and_then(|a| a.dyn_cast::<crate::builtin::attributes::DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
        .unwrap_or_default()
}

/// A typed handle to an op of one registered kind (e.g. `arith::AddIOp`).
pub trait Op: Copy + 'static {
    /// The full op name, e.g. `arith.addi`.
    const NAME: &'static str;
    /// Wraps `op` without checking its kind.
    fn from_op_unchecked(op: OpRef) -> Self;
    /// The underlying generic op.
    fn op(self) -> OpRef;
    /// The op's model of interface `I` (`dyn Trait` or a model struct), if it implements it:
    /// [`Context::op_interface`] on a typed handle.
    fn interface<I: ?Sized + Send + Sync + 'static>(self, ctx: &Context) -> Option<std::sync::Arc<I>> {
        ctx.op_interface::<I>(self.op())
    }
}

/// What registers an op kind: its name and everything the registry needs.
pub trait OpDefinition: Op {
    /// The registry entry (traits, hooks, inherent attribute names).
    fn op_info() -> OpInfo;
    /// The op's reference documentation in Markdown (summary, syntax, tables).
    fn docs() -> &'static str;
}

impl Context {
    /// Whether `op` is a `T`.
    pub fn isa_op<T: Op>(&self, op: OpRef) -> bool {
        self.op_name_text(op) == T::NAME
    }

    /// `op` as a `T`, if it is one (MLIR's `dyn_cast`).
    pub fn cast_op<T: Op>(&self, op: OpRef) -> Option<T> {
        self.isa_op::<T>(op).then(|| T::from_op_unchecked(op))
    }

    /// The op defining `v`, if it is a `T` (MLIR's `Value::getDefiningOp<OpTy>()`).
    pub fn defining_op_as<T: Op>(&self, v: Value) -> Option<T> {
        self.defining_op(v).and_then(|d| self.cast_op::<T>(d))
    }

    /// Registers op kind `T`.
    pub fn register_op_def<T: OpDefinition>(&self) {
        self.register_op(T::op_info());
    }
}

/// Whether ops of kind `T` have trait `Tr` (a static query on the definition).
pub fn op_has_trait<T: OpDefinition, Tr: OpTrait>() -> bool {
    T::op_info().has_trait::<Tr>()
}

/// How many values an operand or result group holds (the runtime view of a declaration).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// How the sizes of several variable-length groups are known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sizing {
    /// At most one group is variable-length; it takes what the fixed ones leave.
    Single,
    /// All variable-length groups have the same size (`SameVariadicOperandSize`).
    Same,
    /// The sizes are in a property (`operandSegmentSizes` / `resultSegmentSizes`).
    Segments(&'static str),
}

/// The index range of group `group` among `total` values laid out as `arities` say.
pub fn group_range(
    ctx: &Context,
    op: OpRef,
    total: usize,
    arities: &[Arity],
    sizing: Sizing,
    group: usize,
) -> std::ops::Range<usize> {
    if let Sizing::Segments(name) = sizing {
        let sizes = segment_sizes(ctx, op, name);
        let start: usize = sizes.iter().take(group).sum();
        let len = sizes.get(group).copied().unwrap_or(0);
        let start = start.min(total);
        return start..(start + len).min(total);
    }
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let variable = arities.len() - fixed;
    let each = total.saturating_sub(fixed).checked_div(variable).unwrap_or(0);
    let size = |a: Arity| if a == Arity::Single { 1 } else { each };
    let start: usize = arities.iter().take(group).map(|&a| size(a)).sum();
    let len = arities.get(group).map_or(0, |&a| size(a));
    let start = start.min(total);
    start..(start + len).min(total)
}

/// A dialect: a namespace with ops (and types and attributes) to register into a context.
pub trait Dialect {
    /// The namespace, e.g. `arith`.
    const NAMESPACE: &'static str;
    /// Registers the dialect, its dependent dialects, and everything it defines.
    fn register(ctx: &Context);
    /// The dialect's reference documentation in Markdown.
    fn docs() -> String;
    /// Registers the dialect's passes with the pass registry (`#[dialect(passes = f)]`), so that
    /// pipelines can name them; nothing by default.
    fn register_passes() {}
}

/// A dialect as a value: what a list of dialects needs of each (loading it, registering its
/// passes, its reference chapter), so that a crate declares its dialects in one list
/// (`vec![DialectEntry::of::<MyDialect>(), ...]`) and its tools, docs and pass registry read it.
#[derive(Clone, Copy, Debug)]
pub struct DialectEntry {
    /// The namespace, e.g. `arith`.
    pub namespace: &'static str,
    /// Loads the dialect into a context ([`Context::load_dialect`]).
    pub load: fn(&Context),
    /// Registers its passes ([`Dialect::register_passes`]).
    pub register_passes: fn(),
    /// Its reference documentation in Markdown ([`Dialect::docs`]).
    pub docs: fn() -> String,
}

impl DialectEntry {
    /// The entry of dialect `D`.
    pub fn of<D: Dialect>() -> Self {
        DialectEntry {
            namespace: D::NAMESPACE,
            load: |ctx| ctx.load_dialect::<D>(),
            register_passes: D::register_passes,
            docs: D::docs,
        }
    }
}

impl Context {
    /// Registers dialect `D` (one line for a user to load theirs).
    pub fn load_dialect<D: Dialect>(&self) {
        if !self.is_dialect_registered(D::NAMESPACE) {
            D::register(self);
        }
    }

    /// Whether `op`'s name is in dialect `D`'s namespace (MLIR's
    /// `isa<D>(op->getDialect())`), registered or not.
    pub fn op_in_dialect<D: Dialect>(&self, op: crate::OpRef) -> bool {
        self.op_name_text(op).split_once('.').is_some_and(|(ns, _)| ns == D::NAMESPACE)
    }
}

/// An `array<i64: ...>` attribute (static offsets, sizes, strides, cases, ...).
pub fn i64_array(ctx: &Context, values: impl IntoIterator<Item = i64>) -> crate::Attribute {
    let element = crate::builtin::types::IntegerType::get(ctx, 64);
    let values = values.into_iter().map(|v| crate::numeric::APInt::from_i64(64, v)).collect();
    ctx.intern_attr(crate::builtin::attributes::DenseArrayAttr { element, values })
}

/// An `array<i32: ...>` attribute (the segment-size properties builders set).
pub fn i32_array(ctx: &Context, values: impl IntoIterator<Item = i32>) -> crate::Attribute {
    let element = crate::builtin::types::IntegerType::get(ctx, 32);
    let values = values.into_iter().map(|v| crate::numeric::APInt::from_i64(32, v as i64)).collect();
    ctx.intern_attr(crate::builtin::attributes::DenseArrayAttr { element, values })
}
