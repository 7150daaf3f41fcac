//! Which ops a conversion must convert: MLIR's `ConversionTarget`.

use crate::context::Context;
use crate::OpRef;
use rustc_hash::FxHashMap;
use std::sync::Arc;

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
