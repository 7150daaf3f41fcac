//! The registry of passes: each pass's command-line argument and a constructor. It starts empty,
//! as MLIR's does: oxir's own passes are added by `crate::transforms::register_passes()`, dialect
//! crates and users add theirs with [`register_pass`].

use super::Pass;
use parking_lot::RwLock;
use std::sync::OnceLock;

/// A registered pass.
#[derive(Clone)]
pub struct PassInfo {
    /// Its command-line argument, e.g. `cse`.
    pub argument: &'static str,
    /// A one-line description.
    pub description: &'static str,
    /// Makes a pass with default options.
    pub create: fn() -> Box<dyn Pass>,
}

fn registry() -> &'static RwLock<Vec<PassInfo>> {
    static REGISTRY: OnceLock<RwLock<Vec<PassInfo>>> = OnceLock::new();
    REGISTRY.get_or_init(|| RwLock::new(Vec::new()))
}

/// Registers a pass (replacing any registered with the same argument).
pub fn register_pass(info: PassInfo) {
    let mut r = registry().write();
    r.retain(|p| p.argument != info.argument);
    r.push(info);
}

/// Makes the pass registered as `argument`, with default options.
pub fn create_pass(argument: &str) -> Option<Box<dyn Pass>> {
    let r = registry().read();
    r.iter().find(|p| p.argument == argument).map(|p| (p.create)())
}

/// Every registered pass, sorted by argument.
pub fn registered_passes() -> Vec<PassInfo> {
    let mut v = registry().read().clone();
    v.sort_by_key(|p| p.argument);
    v
}

/// A note for a "does not refer to a registered pass" error when no pass at all is registered,
/// the usual cause being a program that parses a pipeline before registering any pass.
pub(crate) fn empty_registry_note() -> &'static str {
    if registry().read().is_empty() {
        "\nnote: no pass is registered; oxir's own passes are registered by `oxir::transforms::register_passes()`"
    } else {
        ""
    }
}
