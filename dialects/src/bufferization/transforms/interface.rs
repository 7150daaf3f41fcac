//! `BufferizableOpInterface`: what One-Shot Bufferize asks of an op (MLIR's interface of the same
//! name). Ops of other dialects get it as external models attached by name
//! ([`crate::bufferization::register_interfaces`]), as MLIR attaches its `BufferizableOpInterface` models.
//!
//! The analysis questions are about one tensor operand: is its buffer read, is it written, and
//! which values (results or block arguments) alias it when it bufferizes in place. The rewrite is
//! [`BufferizableOpInterface::bufferize`], which replaces the op by buffer ops through a
//! [`Bufferizer`](super::one_shot::Bufferizer).

use super::one_shot::Bufferizer;
use oxir::{Context, Diagnostic, OpRef, Value};
use std::collections::HashMap;

/// What the analysis knows about a function with a body, for its callers.
#[derive(Clone, Debug, Default)]
pub struct CalleeInfo {
    /// Per argument: whether the function writes (a buffer aliasing) it in place.
    pub written: Vec<bool>,
    /// Per result: the argument it is equivalent to, if any.
    pub returns_arg: Vec<Option<usize>>,
}

/// The state the models answer against: the options that change the answers and what is known
/// about the functions of the module.
#[derive(Default)]
pub struct AnalysisState {
    /// `bufferize-function-boundaries`: function signatures, calls and returns are bufferized.
    pub function_boundaries: bool,
    /// The `func.func` ops of the module by symbol name.
    pub funcs: HashMap<String, OpRef>,
    /// The analyzed functions with a body.
    pub callees: HashMap<OpRef, CalleeInfo>,
    /// `buffer-alignment`: the alignment of new buffers (`None`: MLIR's default, 64; `Some(0)`:
    /// no alignment attribute).
    pub buffer_alignment: Option<u64>,
    /// `unknown-type-conversion=identity-layout-map`: the buffers of tensors from ops without a
    /// model have the identity layout (else a fully dynamic one).
    pub unknown_identity_layout: bool,
    /// `function-boundary-type-conversion=identity-layout-map`: function arguments and results
    /// have the identity layout (else a fully dynamic one).
    pub boundary_identity_layout: bool,
    /// `dialect-filter`: the dialects whose ops are bufferized (all when empty).
    pub dialect_filter: Vec<String>,
}

impl AnalysisState {
    /// Whether `op` may be bufferized under `dialect-filter` (MLIR's `isOpAllowed`).
    pub fn allows(&self, ctx: &Context, op: OpRef) -> bool {
        if self.dialect_filter.is_empty() {
            return true;
        }
        let name = ctx.op_name_text(op);
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        self.dialect_filter.iter().any(|d| d == dialect)
    }
}

/// The bufferization interface of an op (MLIR's `BufferizableOpInterface`).
pub trait BufferizableOpInterface: Send + Sync {
    /// Whether the buffer of tensor operand `operand` is read.
    fn reads(&self, ctx: &Context, st: &AnalysisState, op: OpRef, operand: usize) -> bool;
    /// Whether the buffer of tensor operand `operand` is written (if in place).
    fn writes(&self, ctx: &Context, st: &AnalysisState, op: OpRef, operand: usize) -> bool;
    /// The values (results, block arguments) that share the buffer of `operand` when it is in place.
    fn aliases(&self, ctx: &Context, st: &AnalysisState, op: OpRef, operand: usize) -> Vec<Value>;
    /// Whether the buffers of the op's tensor results may be written (false for constants).
    fn results_writable(&self, _ctx: &Context, _op: OpRef) -> bool {
        true
    }
    /// Whether the op's tensor results are buffers it writes new contents into, when the
    /// default rule does not tell (MLIR's `resultBufferizesToMemoryWrite`): `Some(false)` for
    /// ops whose results have unspecified contents (`tensor.empty`, `alloc_tensor` without
    /// `copy`), which are then no definition a read could see overwritten. `None`: the default
    /// rule of the analysis.
    fn results_defined(&self, _ctx: &Context, _op: OpRef) -> Option<bool> {
        None
    }
    /// Whether the op is rewritten after the ops in its regions (ops whose result types follow
    /// from what their regions yield, as `scf.if`).
    fn after_regions(&self) -> bool {
        false
    }
    /// Checks the op once the copies the analysis asked for are made (MLIR's
    /// `resolveConflicts`, for ops that cannot take a copy where one was made).
    fn resolve_conflicts(&self, _ctx: &Context, _op: OpRef) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// Replaces the op by ops on buffers.
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic>;
}
