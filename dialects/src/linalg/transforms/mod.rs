//! The linalg passes (MLIR's `Linalg/Transforms`): the lowerings to loops ([`loops`]) and
//! `linalg-generalize-named-ops` ([`generalize`]).

pub mod generalize;
pub mod loops;

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
}
