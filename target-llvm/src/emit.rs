//! Object and assembly output for the host, and LLVM's optimization pipelines (`-O0`..`-O3`).

use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine};
use inkwell::OptimizationLevel;

/// What to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmitKind {
    /// A relocatable object file.
    Object,
    /// Textual assembly.
    Assembly,
}

/// A target machine for the host (its triple, CPU and features) at `level`.
pub fn host_target_machine(level: OptimizationLevel) -> Result<TargetMachine, String> {
    Target::initialize_native(&InitializationConfig::default())?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
    let cpu = TargetMachine::get_host_cpu_name().to_string();
    let features = TargetMachine::get_host_cpu_features().to_string();
    target
        .create_target_machine(&triple, &cpu, &features, level, RelocMode::PIC, CodeModel::Default)
        .ok_or_else(|| "Failed to create a TargetMachine for the host".to_string())
}

/// The optimization level of `-O<n>`.
pub fn level_of(n: u8) -> OptimizationLevel {
    match n {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    }
}

/// Runs LLVM's `default<On>` pipeline on `module` for `tm`, after giving the module the target's
/// triple and data layout when it has none.
pub fn optimize(module: &Module<'_>, tm: &TargetMachine, level: u8) -> Result<(), String> {
    if module.get_triple().as_str().to_bytes().is_empty() {
        module.set_triple(&tm.get_triple());
        module.set_data_layout(&tm.get_target_data().get_data_layout());
    }
    let passes = format!("default<O{}>", level.min(3));
    module.run_passes(&passes, tm, PassBuilderOptions::create()).map_err(|e| e.to_string())
}

/// Compiles `module` for the host at `-O<level>` and returns the object file or assembly bytes.
pub fn emit(module: &Module<'_>, kind: EmitKind, level: u8) -> Result<Vec<u8>, String> {
    let tm = host_target_machine(level_of(level))?;
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    optimize(module, &tm, level)?;
    let ft = match kind {
        EmitKind::Object => FileType::Object,
        EmitKind::Assembly => FileType::Assembly,
    };
    let buf = tm.write_to_memory_buffer(module, ft).map_err(|e| e.to_string())?;
    Ok(buf.as_slice().to_vec())
}
