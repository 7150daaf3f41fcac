//! MLIR's `ConvertToLLVMPatternInterface`: how a dialect's ops reach the llvm dialect under
//! `convert-to-llvm`. A dialect registers an implementation under its namespace, and the pass
//! lowers every registered dialect (or the ones `filter-dialects` names) in one partial
//! conversion. The dialects of this repository are registered from the list of conversions
//! ([`super::conversions`]: arith, cf, complex, func, index, math, memref, ub and vector); a user's
//! dialect registers its own with [`register_convert_to_llvm`], from any crate, and `oxir-opt
//! --convert-to-llvm` (or a user's driver) lowers its ops too.

use super::type_converter::LlvmTypeConverter;
use oxir::conversion::{ConversionPattern, ConversionTarget, TypeConverter};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock, RwLock};

/// What a dialect contributes to `convert-to-llvm` (MLIR's
/// `populateConvertToLLVMConversionPatterns`).
pub trait ConvertToLlvmPatternInterface: Send + Sync + 'static {
    /// Adds the dialect's conversion patterns to `patterns`. `converter` holds the conversion's
    /// options (index width, bare-pointer calls); a dialect with types of its own adds their
    /// conversion to `type_converter` (tried before the llvm conversion of builtin types), and
    /// may mark ops legal or illegal on `target` (which starts with the llvm dialect legal).
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        target: &mut ConversionTarget,
        converter: LlvmTypeConverter,
        type_converter: &mut TypeConverter,
        patterns: &mut Vec<Arc<dyn ConversionPattern>>,
    );
}

/// A function that returns a dialect's patterns is an implementation (the common case: no type
/// of its own, no change to the target).
impl<F> ConvertToLlvmPatternInterface for F
where
    F: Fn(LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> + Send + Sync + 'static,
{
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        _target: &mut ConversionTarget,
        converter: LlvmTypeConverter,
        _type_converter: &mut TypeConverter,
        patterns: &mut Vec<Arc<dyn ConversionPattern>>,
    ) {
        patterns.extend(self(converter));
    }
}

/// The implementations by dialect namespace, in name order so that the patterns are collected
/// in the same order on every run.
type Registry = RwLock<BTreeMap<String, Arc<dyn ConvertToLlvmPatternInterface>>>;

fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let m = super::conversions().into_iter().filter_map(|c| c.to_llvm).map(|(ns, i)| (ns.to_string(), i)).collect();
        RwLock::new(m)
    })
}

/// Registers how the dialect `namespace` converts to the llvm dialect under `convert-to-llvm`
/// (replacing an earlier registration for the same namespace).
pub fn register_convert_to_llvm(namespace: &str, interface: Arc<dyn ConvertToLlvmPatternInterface>) {
    let mut m = registry().write().unwrap_or_else(|e| e.into_inner());
    m.insert(namespace.to_string(), interface);
}

/// The registered implementations, by namespace in name order.
pub fn convert_to_llvm_interfaces() -> Vec<(String, Arc<dyn ConvertToLlvmPatternInterface>)> {
    let m = registry().read().unwrap_or_else(|e| e.into_inner());
    m.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
}
