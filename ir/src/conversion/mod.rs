//! Dialect conversion (MLIR's `DialectConversion`): rewrite ops that a [`ConversionTarget`] says
//! are illegal with [`ConversionPattern`]s, converting types with a [`TypeConverter`].
//!
//! When a pattern replaces an op by values of converted types, the remaining uses of the old
//! results get a *source materialization*: a `builtin.unrealized_conversion_cast` from the new
//! type back to the old one. Patterns see their operands through those casts (the converted
//! values), and operands of unconverted types are handed to them through *target
//! materializations* (casts to the converted type). Casts nobody uses are erased at the end;
//! the rest stay for `reconcile-unrealized-casts`, as in MLIR.
//!
//! A conversion runs in place, after copying the root into a fork of the context
//! ([`Context::fork_empty`]); if it fails, the copy is put back, so a failing conversion leaves
//! no half-converted IR behind.

use crate::attributes::Attribute;
use crate::builder::{Builder, InsertPoint, OperationState};
use crate::clone::IrMapping;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ods::{HasAdaptor, Op};
use crate::rewrite::op_set::OpSet;
use crate::rewrite::{InPlaceFolds, PatternRewriter};
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// The name of the cast that materializes conversions.
pub const CAST_OP: &str = <crate::builtin::ops::UnrealizedConversionCastOp as crate::ods::Op>::NAME;

type LegalityFn = Arc<dyn Fn(&Context, OpRef) -> bool + Send + Sync>;

#[derive(Clone)]
enum Legality {
    Legal,
    Illegal,
    Dynamic(LegalityFn),
}

/// Which ops must be converted: MLIR's `ConversionTarget`.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Legality>,
    dialects: FxHashMap<String, Legality>,
    unknown: Option<LegalityFn>,
}

impl ConversionTarget {
    /// An empty target: every op's legality is unknown.
    pub fn new() -> Self {
        Self::default()
    }
    /// Ops named `name` are legal.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.into(), Legality::Legal);
        self
    }
    /// Ops named `name` must be converted.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.into(), Legality::Illegal);
        self
    }
    /// Ops named `name` are legal when `f` says so.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(&Context, OpRef) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops.insert(name.into(), Legality::Dynamic(Arc::new(f)));
        self
    }
    /// Every op of dialect `ns` is legal.
    pub fn add_legal_dialect(&mut self, ns: &str) -> &mut Self {
        self.dialects.insert(ns.into(), Legality::Legal);
        self
    }
    /// Every op of dialect `ns` must be converted.
    pub fn add_illegal_dialect(&mut self, ns: &str) -> &mut Self {
        self.dialects.insert(ns.into(), Legality::Illegal);
        self
    }
    /// Ops of dialect `ns` are legal when `f` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        ns: &str,
        f: impl Fn(&Context, OpRef) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects.insert(ns.into(), Legality::Dynamic(Arc::new(f)));
        self
    }
    /// Ops the target says nothing about are legal when `f` says so.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, OpRef) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Arc::new(f));
        self
    }

    /// `Some(true)` legal, `Some(false)` illegal, `None` unknown.
    pub fn legality(&self, ctx: &Context, op: OpRef) -> Option<bool> {
        let name = ctx.op_name_text(op);
        let rule = self.ops.get(name).or_else(|| self.dialects.get(ctx.op_name_dialect(ctx.op_name_of(op))));
        match rule {
            Some(Legality::Legal) => Some(true),
            Some(Legality::Illegal) => Some(false),
            Some(Legality::Dynamic(f)) => Some(f(ctx, op)),
            None => self.unknown.as_ref().map(|f| f(ctx, op)),
        }
    }

    /// Whether `op` was explicitly marked illegal (statically or dynamically).
    pub fn is_illegal(&self, ctx: &Context, op: OpRef) -> bool {
        self.legality(ctx, op) == Some(false)
    }
}

type TypeRule = Arc<dyn Fn(&Context, Type) -> Option<Type> + Send + Sync>;

/// A materialization rule: builds a value of the given type from the given values at the
/// rewriter's insertion point (`None`: the rule does not apply).
type MaterializationRule =
    Arc<dyn Fn(&mut ConversionRewriter<'_, '_>, Type, &[Value], Attribute) -> Option<Value> + Send + Sync>;

/// Converts types: MLIR's `TypeConverter`. Rules are tried from the last added to the first; the
/// first that answers wins.
#[derive(Clone, Default)]
pub struct TypeConverter {
    rules: Vec<TypeRule>,
    /// MLIR's source and target materializations, for the casts of several values to one that
    /// are still used when the conversion ends.
    materializations: Vec<MaterializationRule>,
    /// Whether a type no rule answers for has no conversion (MLIR's converters) rather than
    /// converting to itself.
    strict: bool,
}

impl TypeConverter {
    /// A converter with no rule (every type is kept).
    pub fn new() -> Self {
        Self::default()
    }

    /// A converter with no rule under which a type no rule answers for cannot be converted, as
    /// in MLIR: a pattern using it does not apply to an op with such an operand.
    pub fn strict() -> Self {
        TypeConverter { rules: Vec::new(), materializations: Vec::new(), strict: true }
    }

    /// The converted type, or `None` when the type cannot be converted (MLIR's null type).
    pub fn try_convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.rules.iter().rev().find_map(|r| r(ctx, ty)) {
            Some(t) => Some(t),
            None if self.strict => None,
            None => Some(ty),
        }
    }

    /// Adds a rule: `Some(t)` converts to `t`, `None` passes to earlier rules.
    pub fn add_conversion(&mut self, f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static) -> &mut Self {
        self.rules.push(Arc::new(f));
        self
    }

    /// Adds a materialization (MLIR's `addSourceMaterialization` and
    /// `addTargetMaterialization`): when a conversion ends, a cast of several values to one
    /// (see [`ConversionRewriter::mark_argument_materialization`]) that is still used is
    /// replaced by what the last rule that answers builds, at the cast's position.
    pub fn add_materialization(
        &mut self,
        f: impl Fn(&mut ConversionRewriter<'_, '_>, Type, &[Value], Attribute) -> Option<Value> + Send + Sync + 'static,
    ) -> &mut Self {
        self.materializations.push(Arc::new(f));
        self
    }

    /// A value of type `ty` built from `inputs` by the materializations, last added first.
    pub fn materialize(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        self.materializations.iter().rev().find_map(|m| m(rw, ty, inputs, loc))
    }

    /// The converted type (the type itself when no rule applies).
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Type {
        self.rules.iter().rev().find_map(|r| r(ctx, ty)).unwrap_or(ty)
    }

    /// Whether `ty` is already legal (converts to itself).
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == ty
    }

    /// Whether every operand and result type of `op` is legal.
    pub fn is_op_legal(&self, ctx: &Context, op: OpRef) -> bool {
        ctx.operands(op).all(|v| self.is_legal(ctx, ctx.value_type(v)))
            && ctx.result_types(op).all(|t| self.is_legal(ctx, t))
    }
}

/// A pattern that converts ops of one kind: MLIR's `ConversionPattern`.
pub trait ConversionPattern: Send + Sync {
    /// The op name it converts (`None`: any op).
    fn root(&self) -> Option<&'static str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Whether the pattern wants its operands in converted types (MLIR: the pattern has a type
    /// converter). Operands of unconverted types then reach it through target materializations.
    fn uses_type_converter(&self) -> bool {
        true
    }
    /// Rewrites `op`; `operands` are its operands after conversion. Returns whether it did.
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rewriter: &mut ConversionRewriter<'_, '_>) -> bool;
}

/// A conversion pattern typed by the op it converts: MLIR's `OpConversionPattern<Op>`.
///
/// Every `OpConversionPattern` is a [`ConversionPattern`] whose root is `Op::NAME` (so it goes in
/// the same pattern lists, `Arc::new(MyLowering)`, and the driver dispatches it by root name);
/// `match_and_rewrite` receives the op as its typed handle and its converted operands through
/// the op's adaptor (MLIR's `OpAdaptor`): `adaptor.lhs()`, `adaptor.indices()`.
pub trait OpConversionPattern: Send + Sync {
    /// The op kind the pattern converts.
    type Op: HasAdaptor;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Whether the pattern wants its operands in converted types (see
    /// [`ConversionPattern::uses_type_converter`]).
    fn uses_type_converter(&self) -> bool {
        true
    }
    /// Rewrites `op`, whose operands after conversion `adaptor` gives. Returns whether it did.
    fn match_and_rewrite(
        &self,
        op: Self::Op,
        adaptor: <Self::Op as HasAdaptor>::Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_, '_>,
    ) -> bool;
}

impl<P: OpConversionPattern> ConversionPattern for P {
    fn root(&self) -> Option<&'static str> {
        Some(<P::Op as Op>::NAME)
    }
    fn benefit(&self) -> u16 {
        OpConversionPattern::benefit(self)
    }
    fn uses_type_converter(&self) -> bool {
        OpConversionPattern::uses_type_converter(self)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rewriter: &mut ConversionRewriter<'_, '_>) -> bool {
        let op = P::Op::from_op_unchecked(op);
        let adaptor = P::Op::adaptor(rewriter.ctx(), op, operands);
        OpConversionPattern::match_and_rewrite(self, op, adaptor, rewriter)
    }
}

/// The rewriter conversion patterns act through: a [`PatternRewriter`] plus the type converter
/// and the bookkeeping of replaced values.
pub struct ConversionRewriter<'c, 't> {
    /// The underlying rewriter.
    pub rewriter: PatternRewriter<'c>,
    converter: &'t TypeConverter,
    casts: &'t mut FxHashSet<OpRef>,
    replaced: &'t mut Vec<OpRef>,
    /// The constants of the original IR by the values that replaced them: folding sees the
    /// original constants only, as in MLIR (where replaced ops stay until the end).
    constants: &'t mut FxHashMap<Value, Attribute>,
    /// The materializations of replaced block arguments, in the order they were made.
    arg_casts: &'t mut Vec<OpRef>,
    /// The ops replaced but kept until the conversion ends.
    lazily: &'t mut LazyReplacements,
}

/// The ops a conversion replaced and keeps until it ends (MLIR's driver replaces uses when the
/// conversion commits): their results, by the values that replace them, and the ops in the
/// order they were replaced.
#[derive(Default)]
struct LazyReplacements {
    /// The value replacing each replaced op result, indexed by the result's slot in the
    /// context's result storage: a dense vector rather than a hash map of values, as nearly
    /// every result of a converted module is replaced.
    by_slot: Vec<Option<Value>>,
    ops: Vec<OpRef>,
    /// The ops of `ops`, which the driver does not legalize again (MLIR's ignored ops).
    replaced: OpSet,
}

impl LazyReplacements {
    /// Records that `op` is replaced by `values` (one a result) when the conversion ends.
    fn record(&mut self, ctx: &Context, op: OpRef, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            let slot = ctx.result_slot(op, i as u32);
            if slot >= self.by_slot.len() {
                self.by_slot.resize(slot + 1, None);
            }
            self.by_slot[slot] = Some(v);
        }
        if self.replaced.insert(op) {
            self.ops.push(op);
        }
    }

    /// Whether `op` was replaced (and is only kept until the conversion ends).
    fn contains(&self, op: OpRef) -> bool {
        self.replaced.contains(op)
    }

    /// The value that replaces `v` in the end (`v` when it was not replaced).
    fn resolve(&self, ctx: &Context, mut v: Value) -> Value {
        for _ in 0..1024 {
            let Value::Result { op, index } = v else { break };
            match self.by_slot.get(ctx.result_slot(op, index)).copied().flatten() {
                Some(r) if r != v => v = r,
                _ => break,
            }
        }
        v
    }
}

impl ConversionRewriter<'_, '_> {
    /// The context.
    pub fn ctx(&self) -> &Context {
        self.rewriter.ctx()
    }
    /// The context, mutably.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.rewriter.ctx_mut()
    }
    /// The type converter.
    pub fn type_converter(&self) -> &TypeConverter {
        self.converter
    }
    /// Converts a type with the type converter.
    pub fn convert_type(&self, ty: Type) -> Type {
        self.converter.convert_type(self.rewriter.ctx(), ty)
    }

    /// Creates an op before the op being converted.
    pub fn create(&mut self, state: OperationState) -> OpRef {
        self.rewriter.create(state)
    }

    /// Replaces `op` by `values`: uses whose type differs from the new value's get a cast back.
    pub fn replace_op(&mut self, op: impl Into<OpRef>, values: &[Value]) -> Result<(), Diagnostic> {
        let op: OpRef = op.into();
        let n = self.rewriter.ctx().num_results(op);
        if n != values.len() {
            return Err(Diagnostic::error(self.rewriter.ctx().op_loc(op), "wrong number of replacement values"));
        }
        // As in MLIR, whose driver replaces when the conversion commits, an op without regions
        // stays until the end: the ops not converted yet still see it (a fold looks through
        // it), while patterns get its replacements (see `LazyReplacements`).
        let lazy = self.rewriter.ctx().op_regions(op).is_empty();
        for (i, &v) in values.iter().enumerate() {
            let old = self.rewriter.ctx().result(op, i);
            let (ot, nt) = (self.rewriter.ctx().value_type(old), self.rewriter.ctx().value_type(v));
            if lazy {
                if let Some(&c) = self.constants.get(&old) {
                    self.constants.insert(v, c);
                }
                continue;
            }
            if !self.rewriter.ctx().has_uses(old) {
                continue;
            }
            let replacement = if ot == nt { v } else { self.materialize(v, ot, op) };
            if let Some(&c) = self.constants.get(&old) {
                self.constants.insert(replacement, c);
                self.constants.insert(v, c);
            }
            self.rewriter.replace_all_uses_with(old, replacement);
        }
        self.replaced.push(op);
        if lazy {
            self.lazily.record(self.rewriter.ctx(), op, values);
            return Ok(());
        }
        self.rewriter.erase_op(op)
    }

    /// Creates a replacement op and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: impl Into<OpRef>, state: OperationState) -> Result<OpRef, Diagnostic> {
        let op: OpRef = op.into();
        self.rewriter.set_insertion_point(op);
        let new = self.rewriter.create(state);
        let values: Vec<Value> = self.rewriter.ctx().results(new).collect();
        self.replace_op(op, &values)?;
        Ok(new)
    }

    /// Erases `op` (its results must be unused).
    pub fn erase_op(&mut self, op: impl Into<OpRef>) -> Result<(), Diagnostic> {
        let op: OpRef = op.into();
        self.replaced.push(op);
        self.rewriter.erase_op(op)
    }

    /// A cast of `v` to `ty` inserted right after the definition of `v` (at the start of its
    /// block for a block argument), as MLIR places materializations; `before` gives the location
    /// and the fallback position.
    fn materialize(&mut self, v: Value, ty: Type, before: OpRef) -> Value {
        // A cast of `v` to `ty` made earlier sits right after `v`'s definition too: MLIR reuses
        // it rather than casting the same value twice.
        if let Some(existing) = self.existing_materialization(v, ty) {
            return existing;
        }
        let loc = self.rewriter.ctx().op_loc(before);
        let name = self.rewriter.ctx_mut().op_name(CAST_OP);
        let mut st = OperationState::new(name, loc);
        st.operands.push(v);
        st.result_types.push(ty);
        let cast = self.rewriter.ctx_mut().create_op(st);
        if !insert_after_definition(self.rewriter.ctx_mut(), v, cast) {
            if let Some(block) = self.rewriter.ctx().op_parent_block(before) {
                self.rewriter.ctx_mut().insert_op_before(block, Some(before), cast);
            }
        }
        self.casts.insert(cast);
        self.rewriter.ctx().result(cast, 0)
    }

    /// The result of a live materialization of `v` to `ty` this conversion created.
    fn existing_materialization(&self, v: Value, ty: Type) -> Option<Value> {
        let ctx = self.rewriter.ctx();
        ctx.uses(v).map(|u| u.owner).find_map(|user| {
            let single = self.casts.contains(&user) && ctx.num_operands(user) == 1 && ctx.num_results(user) == 1;
            let r = ctx.result(user, 0);
            (single && ctx.value_type(r) == ty).then_some(r)
        })
    }

    /// Creates a target materialization (a cast of `v` to `ty`) right after the definition of
    /// `v`, for patterns that need a value of a converted type themselves.
    pub fn materialize_target(&mut self, v: Value, ty: Type, loc_op: OpRef) -> Value {
        self.materialize(v, ty, loc_op)
    }

    /// Marks `op` (a `builtin.unrealized_conversion_cast` the pattern created) as a
    /// materialization: it is looked through and erased at the end when unused.
    pub fn mark_materialization(&mut self, op: OpRef) {
        self.casts.insert(op);
    }

    /// Marks `op`, a `builtin.unrealized_conversion_cast` at the start of its block from the
    /// block's new arguments to the type of a block argument they replace, as that argument's
    /// materialization. As in MLIR, where such casts are only made when the conversion commits:
    /// a cast still used then moves to the start of its block (the casts of a block in argument
    /// order, so the last argument's first); a pattern that needs the argument in its converted
    /// type gets a cast of the new arguments to it, which this cast then reads instead; and a
    /// cast from several values still used when the conversion ends is replaced by the type
    /// converter's materialization ([`TypeConverter::add_materialization`]).
    pub fn mark_argument_materialization(&mut self, op: OpRef) {
        self.casts.insert(op);
        self.arg_casts.push(op);
    }

    /// Converts the types of the block arguments of every block of `region` with the type
    /// converter (MLIR's `convertRegionTypes`); old uses see a cast back to the old type.
    pub fn convert_region_types(&mut self, region: RegionRef) {
        let blocks: Vec<BlockRef> = self.rewriter.ctx().region_blocks(region).collect();
        for b in blocks {
            let args: Vec<Value> = self.rewriter.ctx().block_arguments(b).collect();
            for a in args {
                let old_ty = self.rewriter.ctx().value_type(a);
                let new_ty = self.convert_type(old_ty);
                if old_ty == new_ty {
                    continue;
                }
                self.rewriter.ctx_mut().set_value_type(a, new_ty);
                if !self.rewriter.ctx().has_uses(a) {
                    continue;
                }
                // Uses keep the old type through a cast at the start of the block.
                let loc = self.rewriter.ctx().block_argument_loc(
                    b,
                    match a {
                        Value::Argument { index, .. } => index as usize,
                        Value::Result { .. } => 0,
                    },
                );
                let users: Vec<crate::OpOperand> = self.rewriter.ctx().uses(a).collect();
                let name = self.rewriter.ctx_mut().op_name(CAST_OP);
                let mut st = OperationState::new(name, loc);
                st.operands.push(a);
                st.result_types.push(old_ty);
                self.rewriter.set_insertion_point_to_start(b);
                let cast = self.rewriter.create(st);
                self.mark_argument_materialization(cast);
                let cv = self.rewriter.ctx().result(cast, 0);
                for u in users {
                    self.rewriter.ctx_mut().set_operand(u.owner, u.index as usize, cv);
                }
            }
        }
    }
}

impl Builder for ConversionRewriter<'_, '_> {
    fn ctx(&self) -> &Context {
        self.rewriter.ctx()
    }
    fn ctx_mut(&mut self) -> &mut Context {
        self.rewriter.ctx_mut()
    }
    fn insertion_point(&self) -> InsertPoint {
        self.rewriter.insertion_point()
    }
    fn restore_insertion_point(&mut self, point: InsertPoint) {
        self.rewriter.restore_insertion_point(point)
    }
    fn insert(&mut self, op: OpRef) {
        self.rewriter.insert(op)
    }
}

/// Whether the conversion must convert everything illegal-or-unknown (full) or only what is
/// explicitly illegal (partial).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Ops the target does not know may stay.
    Partial,
    /// Every op must end up legal.
    Full,
}

/// The constant an operand holds, looking through the casts of the conversion to the constant
/// op that replaced an original constant (MLIR folds against the original constants, which are
/// only erased when the conversion commits).
fn conversion_constant(constants: &FxHashMap<Value, Attribute>, v: Value) -> Option<Attribute> {
    constants.get(&v).copied()
}

/// What a fold during a conversion sees as constant operands: the constant ops in the IR, which
/// keeps the ops a conversion replaced until it ends (the original constants, and the constants
/// patterns created), never the constants replacing an op that is no constant itself.
struct FoldView<'a> {
    constants: &'a FxHashMap<Value, Attribute>,
}

impl FoldView<'_> {
    fn constant(&self, _op: OpRef, v: Value) -> Option<Attribute> {
        conversion_constant(self.constants, v)
    }
}

/// The values of the constant ops among `ops`, by result: what folding during a conversion sees
/// as constants (MLIR's driver replaces values lazily, so folds only see the constants that were
/// in the IR before it started).
pub fn original_constants(ctx: &Context, ops: &[OpRef]) -> FxHashMap<Value, Attribute> {
    let mut constants = FxHashMap::default();
    for &op in ops {
        if ctx.op_has_trait::<crate::traits::ConstantLike>(op) && ctx.num_results(op) == 1 {
            let value = crate::matchers::constant_value(ctx, op).or_else(|| op_attr_or_prop(ctx, op, "value"));
            if let Some(a) = value {
                constants.insert(ctx.result(op, 0), a);
            }
        }
    }
    constants
}

/// Folds `op` as MLIR's conversion driver does before trying patterns (its folder, or else, for
/// a commutative op, constant operands moved to the end in place): the values `op` folds to and
/// the constants created for them (placed before `op`), `op` and its uses left as they are.
/// MLIR's conversion driver replaces ops lazily, so later folds still see `op` as the
/// definition of its results. `None`: `op` does not fold to other values (it may have been
/// changed in place) and patterns must convert it. As MLIR's `legalizeWithFold`, the fold is
/// undone when a constant it creates could not be legalized (`can_legalize`: legal, or some
/// pattern may convert it), e.g. an `arith.constant` where only the llvm dialect is legal.
///
/// A fold that changes `op` in place (a commutative op's constants moved right, or one of the
/// op's patterns that stand for MLIR's in-place folds) is kept, and `op` is folded again, as
/// MLIR legalizes an op again after an in-place fold.
pub fn fold_op_lazily(
    ctx: &mut Context,
    op: OpRef,
    constants: &FxHashMap<Value, Attribute>,
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> Option<(Vec<Value>, Vec<OpRef>)> {
    fold_lazily(ctx, op, &FoldView { constants }, &mut InPlaceFolds::new(), can_legalize)
}

/// [`fold_op_lazily`] with the in-place folds of the op names seen so far (built once a name).
fn fold_lazily(
    ctx: &mut Context,
    op: OpRef,
    view: &FoldView<'_>,
    in_place: &mut InPlaceFolds,
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> Option<(Vec<Value>, Vec<OpRef>)> {
    // The op before in-place folds: MLIR's driver rolls them back with the fold that follows
    // them when a constant that fold creates cannot be legalized.
    let before = OpSnapshot::of(ctx, op);
    for _ in 0..16 {
        match fold_once(ctx, op, view, can_legalize) {
            Folded::Replaced(values, created) => return Some((values, created)),
            Folded::InPlace => continue,
            Folded::Undone => {
                before.restore(ctx, op);
                return None;
            }
            Folded::Not => {}
        }
        if !apply_in_place_fold_pattern(ctx, op, view, in_place) {
            return None;
        }
    }
    None
}

/// What one fold attempt did.
enum Folded {
    /// The op folds to these values (with these new constants).
    Replaced(Vec<Value>, Vec<OpRef>),
    /// The op was changed in place.
    InPlace,
    /// The op folds to a constant that cannot be legalized: the fold is undone.
    Undone,
    /// Nothing.
    Not,
}

/// What an in-place fold may change of an op: its operands, attributes and properties.
struct OpSnapshot {
    operands: Vec<Value>,
    attrs: Vec<crate::attributes::NamedAttribute>,
    props: Option<Attribute>,
}

impl OpSnapshot {
    fn of(ctx: &Context, op: OpRef) -> Self {
        OpSnapshot {
            operands: ctx.operands(op).collect(),
            attrs: ctx.op_attrs(op).to_vec(),
            props: ctx.op_properties(op),
        }
    }

    /// Puts `op` back as it was (only what changed is touched).
    fn restore(&self, ctx: &mut Context, op: OpRef) {
        if !ctx.operands(op).eq(self.operands.iter().copied()) {
            ctx.set_operands(op, &self.operands);
        }
        if ctx.op_attrs(op) != self.attrs.as_slice() {
            let names: Vec<String> = ctx.op_attrs(op).iter().map(|a| ctx.ident_str(a.name).to_string()).collect();
            for n in names {
                ctx.remove_op_attr(op, &n);
            }
            for a in &self.attrs {
                let n = ctx.ident_str(a.name).to_string();
                ctx.set_op_attr(op, &n, a.value);
            }
        }
        if ctx.op_properties(op) != self.props {
            ctx.set_op_properties(op, self.props);
        }
    }
}

/// Applies the first of `op`'s in-place folds; returns whether one applied.
fn apply_in_place_fold_pattern(ctx: &mut Context, op: OpRef, view: &FoldView<'_>, in_place: &mut InPlaceFolds) -> bool {
    let constants: Vec<Option<Attribute>> = ctx.operands(op).map(|v| view.constant(op, v)).collect();
    in_place.apply(&mut PatternRewriter::new(ctx), op, &constants)
}

fn fold_once(
    ctx: &mut Context,
    op: OpRef,
    view: &FoldView<'_>,
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> Folded {
    match fold_values(ctx, op, view, can_legalize) {
        FoldValues::Folded(values, created) => Folded::Replaced(values, created),
        FoldValues::Illegal => Folded::Undone,
        FoldValues::Not if commute_constants(ctx, op, view) => Folded::InPlace,
        FoldValues::Not => Folded::Not,
    }
}

/// `foldCommutative`: a commutative op's constant operands move after the others (a stable
/// partition), in place; returns whether anything moved.
fn commute_constants(ctx: &mut Context, op: OpRef, view: &FoldView<'_>) -> bool {
    if !ctx.op_has_trait::<crate::traits::Commutative>(op) || ctx.num_operands(op) < 2 {
        return false;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    let is_const = |v: &Value| view.constant(op, *v).is_some();
    let mut reordered: Vec<Value> = operands.iter().filter(|v| !is_const(v)).copied().collect();
    reordered.extend(operands.iter().filter(|v| is_const(v)).copied());
    if reordered == operands {
        return false;
    }
    ctx.set_operands(op, &reordered);
    true
}

/// The op's folder: the values it folds to (with the constants created for them).
fn fold_values(
    ctx: &mut Context,
    op: OpRef,
    view: &FoldView<'_>,
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> FoldValues {
    if ctx.op_has_trait::<crate::traits::ConstantLike>(op) {
        return FoldValues::Not;
    }
    let Some(info) = ctx.op_registered_info(op) else { return FoldValues::Not };
    let constants: Vec<Option<Attribute>> = ctx.operands(op).map(|v| view.constant(op, v)).collect();
    let results = info.fold.and_then(|fold| fold(ctx, op, &constants));
    let Some(results) = results.filter(|r| r.len() == ctx.num_results(op) && !r.is_empty()) else {
        return FoldValues::Not;
    };
    if results.iter().enumerate().all(|(i, r)| *r == crate::registry::FoldResult::Value(ctx.result(op, i))) {
        return FoldValues::Not;
    }
    let Some(block) = ctx.op_parent_block(op) else { return FoldValues::Not };
    let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (i, r) in results.into_iter().enumerate() {
        match r {
            crate::registry::FoldResult::Value(v) => values.push(v),
            crate::registry::FoldResult::Attribute(a) => {
                let ty = ctx.value_type(ctx.result(op, i));
                let c = ctx
                    .dialect(&dialect)
                    .and_then(|d| d.materialize_constant)
                    .and_then(|m| m(ctx, a, ty, ctx.op_loc(op)));
                let legal = c.is_some_and(|c| can_legalize(ctx, c));
                let (Some(c), true) = (c, legal) else {
                    // No constant (MLIR's `tryFold` fails), or one the conversion cannot
                    // legalize (MLIR's driver undoes the fold).
                    let outcome = if c.is_some() { FoldValues::Illegal } else { FoldValues::Not };
                    created.extend(c);
                    for c in created {
                        let _ = ctx.erase_op(c);
                    }
                    return outcome;
                };
                ctx.insert_op_before(block, Some(op), c);
                values.push(ctx.result(c, 0));
                created.push(c);
            }
        }
    }
    FoldValues::Folded(values, created)
}

/// What an op's folder gave.
enum FoldValues {
    /// The values it folds to, with the constants created for them.
    Folded(Vec<Value>, Vec<OpRef>),
    /// It folds to a constant the conversion cannot legalize (nothing was created).
    Illegal,
    /// It does not fold.
    Not,
}

/// The blocks of `region` reachable from its entry block, in depth-first pre-order over their
/// successors (MLIR's `ForwardDominanceIterator`, `llvm::depth_first`).
fn reachable_blocks(ctx: &Context, region: RegionRef) -> Vec<BlockRef> {
    let Some(entry) = ctx.region_entry_block(region) else { return Vec::new() };
    let succs =
        |b: BlockRef| -> Vec<BlockRef> { ctx.block_last_op(b).map(|t| ctx.successors(t).to_vec()).unwrap_or_default() };
    let mut order = vec![entry];
    let mut seen: FxHashSet<BlockRef> = FxHashSet::default();
    seen.insert(entry);
    let mut stack = vec![(succs(entry), 0usize)];
    while let Some((ss, i)) = stack.last_mut() {
        if *i < ss.len() {
            let n = ss[*i];
            *i += 1;
            if seen.insert(n) {
                order.push(n);
                stack.push((succs(n), 0));
            }
        } else {
            stack.pop();
        }
    }
    order
}

/// The ops nested in `root` in the order MLIR's conversion driver legalizes them: pre-order,
/// the blocks of each region depth-first from its entry, unreachable blocks left out.
pub fn conversion_order(ctx: &Context, root: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    for &r in ctx.op_regions(root) {
        for b in reachable_blocks(ctx, r) {
            for op in ctx.block_ops(b) {
                collect_pre_order(ctx, op, &mut out);
            }
        }
    }
    out
}

/// `op` and the ops nested in it, in pre-order, skipping unreachable blocks.
fn collect_pre_order(ctx: &Context, op: OpRef, out: &mut Vec<OpRef>) {
    out.push(op);
    for &r in ctx.op_regions(op) {
        for b in reachable_blocks(ctx, r) {
            for o in ctx.block_ops(b) {
                collect_pre_order(ctx, o, out);
            }
        }
    }
}

/// Inserts the detached `op` right after the definition of `v` (at the start of its block for
/// a block argument): MLIR's `computeInsertPoint`. Returns false when `v` has no block.
fn insert_after_definition(ctx: &mut Context, v: Value, op: OpRef) -> bool {
    match ctx.defining_op(v) {
        Some(d) => match ctx.op_parent_block(d) {
            Some(b) => {
                let next = ctx.op_next(d);
                ctx.insert_op_before(b, next, op);
                true
            }
            None => false,
        },
        None => match ctx.value_parent_block(v) {
            Some(b) => {
                let first = ctx.block_first_op(b);
                ctx.insert_op_before(b, first, op);
                true
            }
            None => false,
        },
    }
}

/// The operand an op's conversion pattern sees for `v`: looking through casts the conversion
/// created back to the original type.
fn remapped(ctx: &Context, casts: &FxHashSet<OpRef>, lazily: &LazyReplacements, v: Value) -> Value {
    let v = lazily.resolve(ctx, v);
    match ctx.defining_op(v) {
        Some(d) if casts.contains(&d) && ctx.num_operands(d) == 1 => ctx.operand(d, 0),
        _ => v,
    }
}

/// A target materialization the driver made for the pattern it is trying, with what is needed
/// to undo it when the pattern fails.
struct TargetMaterialization {
    cast: OpRef,
    key: (Value, Type),
    moved: Option<MovedArgumentCast>,
}

/// An argument's materialization that a target materialization made read the converted value
/// instead of the new arguments, and where it was before.
struct MovedArgumentCast {
    op: OpRef,
    operands: Vec<Value>,
    block: Option<BlockRef>,
    next: Option<OpRef>,
}

impl TargetMaterialization {
    /// Erases the cast (unless something uses it) and puts back the argument's materialization
    /// it moved.
    fn undo(
        self,
        ctx: &mut Context,
        casts: &mut FxHashSet<OpRef>,
        materialized: &mut FxHashMap<(Value, Type), OpRef>,
        target_casts: &mut Vec<OpRef>,
    ) {
        let r = ctx.result(self.cast, 0);
        let only_moved = ctx.uses(r).all(|u| self.moved.as_ref().is_some_and(|m| m.op == u.owner));
        if !only_moved {
            return;
        }
        if let Some(m) = self.moved {
            ctx.set_operands(m.op, &m.operands);
            if let Some(block) = m.block {
                ctx.detach_op(m.op);
                ctx.insert_op_before(block, m.next, m.op);
            }
            target_casts.retain(|&c| c != self.cast);
        }
        if materialized.get(&self.key) == Some(&self.cast) {
            materialized.remove(&self.key);
        }
        casts.remove(&self.cast);
        let _ = ctx.erase_op(self.cast);
    }
}

/// Options of a conversion (MLIR's `ConversionConfig`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConversionConfig {
    /// MLIR's `allowPatternRollback`. Without rollback, MLIR's driver materializes an
    /// operand's conversion anew for every use instead of reusing the first cast; oxir mirrors
    /// that output (and still rolls back a failed conversion as a whole).
    pub allow_pattern_rollback: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig { allow_pattern_rollback: true }
    }
}

/// The patterns of a conversion by the op name they convert, as the greedy driver's
/// `FrozenPatternSet` indexes its patterns: typed and string roots alike.
struct PatternIndex<'p> {
    patterns: &'p [Arc<dyn ConversionPattern>],
    by_root: FxHashMap<&'static str, Vec<usize>>,
    any_root: Vec<usize>,
}

impl<'p> PatternIndex<'p> {
    fn new(patterns: &'p [Arc<dyn ConversionPattern>]) -> Self {
        let mut by_root: FxHashMap<&'static str, Vec<usize>> = FxHashMap::default();
        let mut any_root = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root.entry(r).or_default().push(i),
                None => any_root.push(i),
            }
        }
        PatternIndex { patterns, by_root, any_root }
    }

    /// The patterns to try on an op named `name`: by decreasing benefit, in the order given
    /// among equal benefits.
    fn candidates(&self, name: &str) -> Vec<&'p Arc<dyn ConversionPattern>> {
        let named = self.by_root.get(name).map_or(&[][..], Vec::as_slice);
        let mut indices: Vec<usize> = Vec::with_capacity(named.len() + self.any_root.len());
        let (mut a, mut b) = (named.iter().peekable(), self.any_root.iter().peekable());
        loop {
            let next = match (a.peek(), b.peek()) {
                (Some(&&x), Some(&&y)) if x < y => a.next(),
                (Some(_), Some(_)) => b.next(),
                (Some(_), None) => a.next(),
                (None, Some(_)) => b.next(),
                (None, None) => break,
            };
            indices.extend(next.copied());
        }
        let mut candidates: Vec<&'p Arc<dyn ConversionPattern>> =
            indices.into_iter().map(|i| &self.patterns[i]).collect();
        candidates.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        candidates
    }
}

fn convert_in_place(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
    mode: ConversionMode,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    // Ops in pre-order, the blocks of each region depth-first from the entry block:
    // as in MLIR, blocks unreachable from the entry are not converted.
    let mut worklist = conversion_order(ctx, root);
    worklist.reverse();
    let mut casts: FxHashSet<OpRef> = FxHashSet::default();
    // The values of the original constant ops (kept for their replacements, see
    // `ConversionRewriter::constants`).
    let mut constants = original_constants(ctx, &worklist);
    let index = PatternIndex::new(patterns);
    let mut replaced = Vec::new();
    let mut arg_casts: Vec<OpRef> = Vec::new();
    let mut lazily = LazyReplacements::default();
    // The rewriter a pattern or a materialization acts through, over the driver's state (a
    // macro, as its fields borrow locals the loop also uses between rewrites).
    macro_rules! conversion_rewriter {
        ($arg_casts:expr, $lazily:expr) => {
            ConversionRewriter {
                rewriter: PatternRewriter::new(ctx),
                converter,
                casts: &mut casts,
                replaced: &mut replaced,
                constants: &mut constants,
                arg_casts: $arg_casts,
                lazily: $lazily,
            }
        };
    }
    // Casts of several block arguments to the converted type of the argument they replace.
    let mut target_casts: Vec<OpRef> = Vec::new();
    let mut attempts: FxHashMap<OpRef, u32> = FxHashMap::default();
    // Target materializations already made, reused for every later use of the same value.
    let mut materialized: FxHashMap<(Value, Type), OpRef> = FxHashMap::default();
    // The in-place folds of each op name, built once for the whole conversion.
    let mut in_place_folds = InPlaceFolds::new();
    while let Some(op) = worklist.pop() {
        if ctx.is_erased(op) || casts.contains(&op) || lazily.contains(op) {
            continue;
        }
        let legality = target.legality(ctx, op);
        if legality == Some(true) {
            continue;
        }
        let must = legality == Some(false) || mode == ConversionMode::Full;
        // As MLIR 22 (`DialectConversionFoldingMode::BeforePatterns`), an op that is not legal
        // is first folded; constants the fold creates are legalized in turn.
        // A pattern that converts types cannot legalize a constant whose type has no
        // conversion (MLIR's legalization of the new constant fails and the fold is undone).
        let can_legalize = |ctx: &Context, c: OpRef| {
            target.legality(ctx, c) == Some(true)
                || index.candidates(ctx.op_name_text(c)).iter().any(|p| {
                    !p.uses_type_converter()
                        || ctx.result_types(c).all(|t| converter.try_convert_type(ctx, t).is_some())
                })
        };
        let view = FoldView { constants: &constants };
        if let Some((values, created)) = fold_lazily(ctx, op, &view, &mut in_place_folds, &can_legalize) {
            // The fold's replacement is lazy like a pattern's (MLIR's `legalizeWithFold` calls
            // `replaceOp`): later folds still see `op` as the definition of its results (no
            // constant, and the same value wherever it is used), patterns get its replacement.
            // An op with regions goes at once, as `ConversionRewriter::replace_op` does.
            if ctx.op_regions(op).is_empty() {
                lazily.record(ctx, op, &values);
            } else {
                for (i, v) in values.into_iter().enumerate() {
                    let r = ctx.result(op, i);
                    ctx.replace_all_uses_with(r, v);
                }
                ctx.erase_op(op)?;
            }
            for c in created.into_iter().rev() {
                worklist.push(c);
            }
            continue;
        }
        let n = attempts.entry(op).or_insert(0);
        *n += 1;
        if *n > 64 {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("failed to legalize operation '{}': a pattern keeps recreating it", ctx.op_name_text(op)),
            ));
        }
        let name = ctx.op_name_text(op).to_string();
        let remapped_operands: Vec<Value> = ctx.operands(op).map(|v| remapped(ctx, &casts, &lazily, v)).collect();
        // The operands in converted types, `None` inside when one has no conversion (then no
        // pattern that uses the type converter applies, as MLIR's `remapValues` fails).
        let mut converted_operands: Option<Option<Vec<Value>>> = None;
        let candidates = index.candidates(&name);
        let mut converted = false;
        // The target materializations made for the pattern being tried, undone when it fails.
        let mut made: Vec<TargetMaterialization> = Vec::new();
        for p in candidates {
            let operands = if p.uses_type_converter() {
                if converted_operands.is_none() {
                    let targets: Option<Vec<Type>> =
                        remapped_operands.iter().map(|&v| converter.try_convert_type(ctx, ctx.value_type(v))).collect();
                    let Some(targets) = targets else {
                        converted_operands = Some(None);
                        continue;
                    };
                    // Target materializations: operands whose type converts get a cast to it.
                    let mut values = Vec::with_capacity(remapped_operands.len());
                    for (&v, &to) in remapped_operands.iter().zip(&targets) {
                        let ty = ctx.value_type(v);
                        if to == ty {
                            values.push(v);
                            continue;
                        }
                        if let Some(&cast) = materialized.get(&(v, to)).filter(|_| config.allow_pattern_rollback) {
                            // Placed right after the definition of `v`, it dominates every use.
                            if !ctx.is_erased(cast) {
                                values.push(ctx.result(cast, 0));
                                continue;
                            }
                        }
                        // An argument replaced by several values is cast from them (MLIR maps
                        // the argument to the values, and materializes from those).
                        let source = ctx
                            .defining_op(v)
                            .filter(|d| ctx.num_operands(*d) > 1 && ctx.num_results(*d) == 1 && arg_casts.contains(d));
                        let inputs: Vec<Value> = match source {
                            Some(d) => ctx.operands(d).collect(),
                            None => vec![v],
                        };
                        let loc = ctx.op_loc(op);
                        let name = ctx.op_name(CAST_OP);
                        let mut st = OperationState::new(name, loc);
                        st.operands.extend(inputs.iter().copied());
                        st.result_types.push(to);
                        let cast = ctx.create_op(st);
                        let last = inputs.last().copied().unwrap_or(v);
                        if !insert_after_definition(ctx, last, cast) {
                            if let Some(block) = ctx.op_parent_block(op) {
                                ctx.insert_op_before(block, Some(op), cast);
                            }
                        }
                        casts.insert(cast);
                        materialized.insert((v, to), cast);
                        let cv = ctx.result(cast, 0);
                        let mut moved = None;
                        if let Some(d) = source {
                            // The argument's own materialization now reads the converted value,
                            // right after it.
                            moved = Some(MovedArgumentCast {
                                op: d,
                                operands: inputs.clone(),
                                block: ctx.op_parent_block(d),
                                next: ctx.op_next(d),
                            });
                            ctx.set_operands(d, &[cv]);
                            ctx.detach_op(d);
                            insert_after_definition(ctx, cv, d);
                            target_casts.push(cast);
                        }
                        made.push(TargetMaterialization { cast, key: (v, to), moved });
                        values.push(cv);
                    }
                    converted_operands = Some(Some(values));
                }
                match converted_operands.clone().flatten() {
                    Some(values) => values,
                    None => continue,
                }
            } else {
                remapped_operands.clone()
            };
            let mut rw = conversion_rewriter!(&mut arg_casts, &mut lazily);
            rw.rewriter.set_insertion_point(op);
            let matched = p.match_and_rewrite(op, &operands, &mut rw);
            let changes = rw.rewriter.take_changes();
            if !matched && !made.is_empty() {
                // As MLIR's driver resets its state after a pattern that failed, the target
                // materializations made for it go (a later pattern or op makes its own).
                for m in made.drain(..).rev() {
                    m.undo(ctx, &mut casts, &mut materialized, &mut target_casts);
                }
                converted_operands = None;
            }
            made.clear();
            if matched {
                // New ops are legalized next, in the order they were created (ops the pattern
                // moved into them are already on the worklist).
                let created: Vec<OpRef> = changes
                    .into_iter()
                    .filter_map(|c| match c {
                        crate::rewrite::Change::Created(o) => Some(o),
                        _ => None,
                    })
                    .collect();
                // Constants a pattern creates are constants to later folds, as MLIR's folders
                // see any constant op in the IR.
                let live: Vec<OpRef> = created.iter().copied().filter(|&o| !ctx.is_erased(o)).collect();
                constants.extend(original_constants(ctx, &live));
                for o in created.into_iter().rev() {
                    if !ctx.is_erased(o) && !casts.contains(&o) {
                        worklist.push(o);
                    }
                }
                converted = true;
                break;
            }
        }
        if !converted && must {
            let what = if legality == Some(false) { " that was explicitly marked illegal" } else { "" };
            // MLIR's `op->emitError`: the note shows the op as the conversion left it so far.
            return Err(crate::verifier::emit_error_on_op(
                ctx,
                op,
                format!("failed to legalize operation '{name}'{what}"),
            ));
        }
    }
    // The replaced ops go: their remaining uses take the replacements, through a cast back
    // where the type differs (made now, right after the replacement's definition, as MLIR's
    // source materializations when the conversion commits).
    let kept = std::mem::take(&mut lazily.ops);
    for &op in &kept {
        if ctx.is_erased(op) {
            continue;
        }
        for i in 0..ctx.num_results(op) {
            let old = ctx.result(op, i);
            let v = lazily.resolve(ctx, old);
            if v == old || !ctx.has_uses(old) {
                continue;
            }
            let ot = ctx.value_type(old);
            let replacement = if ctx.value_type(v) == ot {
                v
            } else {
                let mut rw = conversion_rewriter!(&mut Vec::new(), &mut LazyReplacements::default());
                rw.materialize(v, ot, op)
            };
            ctx.replace_all_uses_with(old, replacement);
        }
    }
    for &op in kept.iter().rev() {
        if !ctx.is_erased(op) && ctx.results(op).all(|r| !ctx.has_uses(r)) {
            let _ = ctx.erase_op(op);
        }
    }
    // Casts nobody uses are dropped; chains A -> B -> A collapse.
    let mut changed = true;
    while changed {
        changed = false;
        for &c in casts.iter() {
            if ctx.is_erased(c) {
                continue;
            }
            if ctx.results(c).all(|r| !ctx.has_uses(r)) {
                let _ = ctx.erase_op(c);
                changed = true;
            }
        }
    }
    // The materializations of block arguments still used are made when MLIR's conversion
    // commits: at the start of their block, in argument order.
    for &c in &arg_casts {
        if ctx.is_erased(c) {
            continue;
        }
        let Some(block) = ctx.op_parent_block(c) else { continue };
        if !ctx.operands(c).all(|v| ctx.defining_op(v).is_none() && ctx.value_parent_block(v) == Some(block)) {
            continue;
        }
        ctx.detach_op(c);
        let first = ctx.block_first_op(block);
        ctx.insert_op_before(block, first, c);
    }
    // Casts of several values still used become the type converter's materializations.
    for c in arg_casts.iter().chain(&target_casts).copied().collect::<Vec<_>>() {
        if ctx.is_erased(c) || ctx.num_operands(c) < 2 || ctx.num_results(c) != 1 {
            continue;
        }
        let inputs: Vec<Value> = ctx.operands(c).collect();
        let (ty, loc) = (ctx.value_type(ctx.result(c, 0)), ctx.op_loc(c));
        let mut rw = conversion_rewriter!(&mut Vec::new(), &mut LazyReplacements::default());
        rw.rewriter.set_insertion_point(c);
        if let Some(v) = converter.materialize(&mut rw, ty, &inputs, loc) {
            let r = ctx.result(c, 0);
            ctx.replace_all_uses_with(r, v);
            let _ = ctx.erase_op(c);
        }
    }
    let _ = replaced;
    Ok(())
}

/// Runs the conversion `f` on `root` in place, with a copy of `root` in a fork of the context
/// as the backup: if `f` fails, [`restore`] puts the backup's contents back, so a failing
/// conversion leaves no half-converted IR behind (MLIR undoes the rewrites it logged). Converting
/// in place, not in the fork, spares copying the converted IR back on success.
fn run_with_backup(
    ctx: &mut Context,
    root: OpRef,
    f: impl FnOnce(&mut Context, OpRef) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    let mut backup = ctx.fork_empty();
    let saved = backup.copy_op_from(ctx, root, &mut IrMapping::new())?;
    let result = f(ctx, root);
    if result.is_err() {
        restore(ctx, root, &backup, saved)?;
    }
    result
}

/// Gives `root` back the regions, attributes and properties of `saved` (its copy in `backup`),
/// dropping what a failed conversion left in it. `root` keeps its identity (passes and pass
/// managers hold its handle).
fn restore(ctx: &mut Context, root: OpRef, backup: &Context, saved: OpRef) -> Result<(), Diagnostic> {
    let new = ctx.copy_op_from(backup, saved, &mut IrMapping::new())?;
    // The half-converted ops may use one another in any order: drop every use first, so the
    // blocks can be erased one by one.
    let mut nested = Vec::new();
    ctx.walk_ops_post_order(root, &mut |op| nested.push(op));
    nested.pop();
    for &op in &nested {
        ctx.set_operands(op, &[]);
    }
    let (old_regions, new_regions) = (ctx.op_regions(root).to_vec(), ctx.op_regions(new).to_vec());
    for (o, n) in old_regions.into_iter().zip(new_regions) {
        let old_blocks: Vec<BlockRef> = ctx.region_blocks(o).collect();
        for b in old_blocks.into_iter().rev() {
            ctx.erase_block(b)?;
        }
        let new_blocks: Vec<BlockRef> = ctx.region_blocks(n).collect();
        for b in new_blocks {
            ctx.detach_block(b);
            ctx.append_block(o, b);
        }
    }
    ctx.ops[root].attrs = ctx.ops[new].attrs;
    let props = ctx.op_properties(new);
    ctx.set_op_properties(root, props);
    let _ = ctx.erase_op(new);
    Ok(())
}

/// Converts what is nested in `root` so that no explicitly illegal op remains (MLIR's
/// `applyPartialConversion`). On failure the IR is left as it was.
pub fn apply_partial_conversion(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    apply_partial_conversion_with(ctx, root, target, patterns, converter, ConversionConfig::default())
}

/// [`apply_partial_conversion`] with options.
pub fn apply_partial_conversion_with(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    run_with_backup(ctx, root, |c, r| {
        convert_in_place(c, r, target, patterns, converter, ConversionMode::Partial, config)
    })
}

/// Converts what is nested in `root` so that every op is legal (MLIR's `applyFullConversion`).
/// On failure the IR is left as it was.
pub fn apply_full_conversion(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    run_with_backup(ctx, root, |c, r| {
        convert_in_place(c, r, target, patterns, converter, ConversionMode::Full, ConversionConfig::default())
    })
}

pub use crate::operation::op_attr_or_prop;
