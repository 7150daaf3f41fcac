//! The linalg passes (MLIR's `Linalg/Transforms`): the lowerings to loops ([`loops`]),
//! `linalg-generalize-named-ops` ([`generalize`]), `linalg-morph-ops` ([`morph`]) and
//! `linalg-fold-into-elementwise` ([`fold_into_elementwise`]).

pub mod fold_into_elementwise;
pub mod generalize;
pub mod loops;
pub mod morph;

/// Registers the passes of the linalg dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "convert-linalg-to-loops",
        description: "Convert the operations from the linalg dialect into loops",
        create: || Box::new(loops::ConvertLinalgToLoops::new(loops::LoopKind::Scf)),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "convert-linalg-to-parallel-loops",
        description: "Convert the operations from the linalg dialect into parallel loops",
        create: || Box::new(loops::ConvertLinalgToLoops::new(loops::LoopKind::Parallel)),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "convert-linalg-to-affine-loops",
        description: "Lower the operations from the linalg dialect into affine loops",
        create: || Box::new(loops::ConvertLinalgToLoops::new(loops::LoopKind::Affine)),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "linalg-generalize-named-ops",
        description: "Convert named ops into generic ops",
        create: || Box::new(generalize::GeneralizeNamedOps),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "linalg-morph-ops",
        description: "Convert linalg ops between forms",
        create: || Box::<morph::MorphOps>::default(),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "linalg-fold-into-elementwise",
        description: "Fold transpose ops into elementwise",
        create: || Box::new(fold_into_elementwise::FoldIntoElementwise),
    });
}
