//! How a conversion changes types, and how it builds values of one type from another: MLIR's
//! `TypeConverter` with its materializations.

use super::ConversionRewriter;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::types::Type;
use crate::value::Value;
use crate::OpRef;
use std::sync::Arc;

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
