//! Equality saturation over any registered dialect, with `egg`.

/// Registers the `eqsat` pass with the pass registry.
pub fn register_passes() {}
