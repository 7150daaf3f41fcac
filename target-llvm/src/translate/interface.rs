//! The translation interface (MLIR's `LLVMTranslationDialectInterface`): a dialect implements it
//! to translate its own ops to LLVM IR and to amend the instructions of any op that carries one of
//! its discardable attributes. Implementations are registered per dialect namespace; registration
//! needs no dialect object, so a dialect's translation may live in another crate.

use super::llvm_c::Val;
use super::module::ModuleTranslation;
use oxir::{Diagnostic, NamedAttribute, OpRef};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};

/// How a dialect's ops and attributes become LLVM IR.
pub trait TranslationInterface: Send + Sync + 'static {
    /// Translates `op`, an op of this dialect, at the translation's insertion point: it maps the
    /// op's results ([`ModuleTranslation::map_value`]) and returns the instructions it created
    /// (for [`TranslationInterface::amend_operation`]). An error is reported at the op.
    fn convert_operation(&self, op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Vec<Val>, Diagnostic>;

    /// [`TranslationInterface::convert_operation`] adding the instructions it created to
    /// `insts` instead of returning them, so that a translation may spare a vector for each op
    /// (the translation calls this one). The default calls `convert_operation`.
    fn convert_operation_into(
        &self,
        op: OpRef,
        t: &mut ModuleTranslation<'_, '_>,
        insts: &mut Vec<Val>,
    ) -> Result<(), Diagnostic> {
        insts.extend(self.convert_operation(op, t)?);
        Ok(())
    }

    /// Amends the instructions `insts` created for `op`, which carries `attr`, a discardable
    /// attribute whose name is prefixed by this dialect's namespace (`mydialect.hint`), e.g. to
    /// attach metadata. The default does nothing.
    fn amend_operation(
        &self,
        op: OpRef,
        attr: &NamedAttribute,
        insts: &[Val],
        t: &mut ModuleTranslation<'_, '_>,
    ) -> Result<(), Diagnostic> {
        let _ = (op, attr, insts, t);
        Ok(())
    }
}

type Registry = RwLock<HashMap<String, Arc<dyn TranslationInterface>>>;

fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut m: HashMap<String, Arc<dyn TranslationInterface>> = HashMap::new();
        m.insert("llvm".into(), Arc::new(super::llvm_ops::LlvmTranslation));
        RwLock::new(m)
    })
}

/// Registers the translation of the dialect `namespace` (replacing an earlier one), so that its
/// ops and attributes translate to LLVM IR.
pub fn register_translation(namespace: &str, interface: Arc<dyn TranslationInterface>) {
    let mut m = registry().write().unwrap_or_else(|e| e.into_inner());
    m.insert(namespace.to_string(), interface);
}

/// The translation registered for the dialect `namespace`, if any.
pub fn translation_for(namespace: &str) -> Option<Arc<dyn TranslationInterface>> {
    let m = registry().read().unwrap_or_else(|e| e.into_inner());
    m.get(namespace).cloned()
}
