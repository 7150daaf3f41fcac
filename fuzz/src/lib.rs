//! What every fuzz target starts from: oxir's own dialects and passes plus the toy example's
//! (`examples/toy`), as `toy-opt` has them, so the targets reach the toy dialect's parsers,
//! verifiers and passes too.

use oxir_tools::Registrations;
use std::sync::OnceLock;

/// The registrations of the targets; the passes are registered on the first call.
pub fn registrations() -> &'static Registrations {
    static REG: OnceLock<Registrations> = OnceLock::new();
    REG.get_or_init(|| {
        let reg = Registrations::all().dialect(oxir_toy::register_dialect).passes(oxir_toy::register_passes);
        reg.register_global();
        reg
    })
}

/// A context with every dialect of [`registrations`] loaded.
pub fn new_context(allow_unregistered: bool) -> oxir::Context {
    registrations().new_context(allow_unregistered)
}
