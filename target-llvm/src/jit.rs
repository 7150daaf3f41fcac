//! The JIT: compiles a translated LLVM module in memory (LLVM's MCJIT through inkwell) and calls
//! its entry point, as `mlir-runner` does.
//!
//! The runtime functions of `oxir-runtime` (`printI64`, `printMemrefF32`, ...) are mapped into the
//! engine by name ([`oxir_runtime::symbols`]), so programs find them whatever the executable exports.
//! Every other external symbol must come from the process or from a library given with
//! `--shared-libs`; missing ones are reported before any code is generated (MCJIT would abort the
//! process on them).

use crate::emit::{host_target_machine, optimize};
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValue;
use inkwell::OptimizationLevel;
use std::path::Path;

/// The result type the entry point is called with (`--entry-point-result`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryResult {
    /// `void`.
    Void,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f32`.
    F32,
}

/// What the entry point returned.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum EntryValue {
    /// Nothing.
    Void,
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `f32`.
    F32(f32),
}

/// Options of a JIT run.
#[derive(Debug, Clone, Default)]
pub struct JitOptions {
    /// `-O0`..`-O3`: the LLVM pass pipeline and code generation level; `None` runs no passes and
    /// generates code at the default level (as `mlir-runner` without a flag).
    pub opt_level: Option<u8>,
    /// Shared libraries to load before compiling; their symbols become available to the program.
    pub shared_libs: Vec<String>,
    /// Functions (or data) of the host the program may use by name: (symbol, address) pairs, such
    /// as a user's runtime function `extern "C" fn my_print(x: i64)` as
    /// `("my_print", my_print as *const () as usize)`. They take precedence over the built-in
    /// runtime, the process's symbols and the shared libraries. Each must have the C signature
    /// the program declares for it.
    pub symbols: Vec<(String, usize)>,
}

fn opt_level(level: Option<u8>) -> OptimizationLevel {
    match level {
        Some(0) => OptimizationLevel::None,
        Some(1) => OptimizationLevel::Less,
        Some(3) => OptimizationLevel::Aggressive,
        _ => OptimizationLevel::Default,
    }
}

/// Checks that `entry` exists with a body, takes no argument and returns what `result` says;
/// the messages are `mlir-runner`'s.
fn check_entry(module: &Module<'_>, entry: &str, result: EntryResult) -> Result<(), String> {
    let f = module.get_function(entry).filter(|f| f.count_basic_blocks() > 0).ok_or("entry point not found")?;
    let ty = f.get_type();
    if ty.count_param_types() != 0 {
        return Err("JIT can't invoke a main function expecting arguments".into());
    }
    let ret = ty.get_return_type();
    let ok = match result {
        EntryResult::Void => ret.is_none(),
        EntryResult::I32 => matches!(ret, Some(BasicTypeEnum::IntType(i)) if i.get_bit_width() == 32),
        EntryResult::I64 => matches!(ret, Some(BasicTypeEnum::IntType(i)) if i.get_bit_width() == 64),
        EntryResult::F32 => {
            matches!(ret, Some(BasicTypeEnum::FloatType(f)) if f.get_bit_width() == 32)
        }
    };
    if !ok {
        return Err(match result {
            EntryResult::Void => "expected void function".into(),
            EntryResult::I32 => "only single i32 function result supported".into(),
            EntryResult::I64 => "only single i64 function result supported".into(),
            EntryResult::F32 => "only single f32 function result supported".into(),
        });
    }
    Ok(())
}

/// The external functions and globals the module declares and uses, with the runtime address
/// each resolves to (`None` for unresolved ones): the caller's `symbols` first, then the
/// built-in `runtime`, then the process and the loaded libraries.
fn externals(
    module: &Module<'_>,
    symbols: &[(String, usize)],
    runtime: &[(&'static str, usize)],
) -> Vec<(String, bool, Option<usize>)> {
    let mut out = Vec::new();
    let resolve = |name: &str| {
        symbols
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, a)| a)
            .or_else(|| runtime.iter().find(|(n, _)| *n == name).map(|&(_, a)| a))
            .or_else(|| inkwell::support::search_for_address_of_symbol(name))
    };
    let mut f = module.get_first_function();
    while let Some(func) = f {
        // Only referenced declarations need an address (as with MLIR's ORC-based engine).
        if func.count_basic_blocks() == 0
            && func.get_intrinsic_id() == 0
            && func.as_global_value().as_pointer_value().get_first_use().is_some()
        {
            let name = func.get_name().to_string_lossy().into_owned();
            let addr = resolve(&name);
            out.push((name, true, addr));
        }
        f = func.get_next_function();
    }
    let mut g = module.get_first_global();
    while let Some(global) = g {
        if global.is_declaration() && global.as_pointer_value().get_first_use().is_some() {
            let name = global.get_name().to_string_lossy().into_owned();
            let addr = resolve(&name);
            out.push((name, false, addr));
        }
        g = global.get_next_global();
    }
    out
}

/// Gives every function defined in `module` the host's CPU and features (`target-cpu`,
/// `target-features`) unless it names its own: MCJIT builds its code generator for a generic
/// CPU, while `mlir-runner`'s ORC JIT targets the host, so without them the JIT'd code would
/// miss the host's vector and FMA instructions.
fn target_host_cpu(module: &Module<'_>) {
    let cpu = inkwell::targets::TargetMachine::get_host_cpu_name().to_string();
    let features = inkwell::targets::TargetMachine::get_host_cpu_features().to_string();
    let ctx = module.get_context();
    let mut f = module.get_first_function();
    while let Some(func) = f {
        if func.count_basic_blocks() > 0 {
            let loc = inkwell::attributes::AttributeLoc::Function;
            if func.get_string_attribute(loc, "target-cpu").is_none() {
                func.add_attribute(loc, ctx.create_string_attribute("target-cpu", &cpu));
            }
            if func.get_string_attribute(loc, "target-features").is_none() {
                func.add_attribute(loc, ctx.create_string_attribute("target-features", &features));
            }
        }
        f = func.get_next_function();
    }
}

/// JIT-compiles `module` and calls `entry`, which must have the signature `result` describes.
/// Errors are `mlir-runner`'s messages (without the `Error: ` prefix).
pub fn run(module: Module<'_>, entry: &str, result: EntryResult, options: &JitOptions) -> Result<EntryValue, String> {
    inkwell::support::load_visible_symbols();
    for lib in &options.shared_libs {
        let path = std::fs::canonicalize(lib).map_err(|e| format!("could not load library '{lib}': {e}"))?;
        inkwell::support::load_library_permanently(Path::new(&path))
            .map_err(|_| format!("could not load library '{lib}'"))?;
    }
    check_entry(&module, entry, result)?;
    let runtime = oxir_runtime::symbols();
    let ext = externals(&module, &options.symbols, &runtime);
    let missing: Vec<&str> = ext.iter().filter(|(_, _, a)| a.is_none()).map(|(n, _, _)| n.as_str()).collect();
    if !missing.is_empty() {
        return Err(format!("JIT session error: Symbols not found: [ {} ]", missing.join(", ")));
    }
    target_host_cpu(&module);
    if let Some(level) = options.opt_level {
        let tm = host_target_machine(opt_level(Some(level)))?;
        optimize(&module, &tm, level)?;
    }
    let engine: ExecutionEngine<'_> =
        module.create_jit_execution_engine(opt_level(options.opt_level)).map_err(|e| e.to_string())?;
    for (name, is_fn, addr) in &ext {
        let Some(addr) = addr else { continue };
        if *is_fn {
            if let Some(f) = module.get_function(name) {
                engine.add_global_mapping(&f, *addr);
            }
        } else if let Some(g) = module.get_global(name) {
            engine.add_global_mapping(&g, *addr);
        }
    }
    engine.run_static_constructors();
    let value = call_entry(&engine, entry, result)?;
    engine.run_static_destructors();
    Ok(value)
}

fn call_entry(engine: &ExecutionEngine<'_>, entry: &str, result: EntryResult) -> Result<EntryValue, String> {
    // SAFETY (for the lookups and calls below): `check_entry` established that `entry` is defined
    // in the module, takes no parameter and returns exactly the type of the function pointer used;
    // the module passed LLVM's verifier, and every external symbol it uses is mapped.
    unsafe {
        Ok(match result {
            EntryResult::Void => {
                let f = engine.get_function::<unsafe extern "C" fn()>(entry).map_err(|e| e.to_string())?;
                f.call();
                EntryValue::Void
            }
            EntryResult::I32 => {
                let f = engine.get_function::<unsafe extern "C" fn() -> i32>(entry).map_err(|e| e.to_string())?;
                EntryValue::I32(f.call())
            }
            EntryResult::I64 => {
                let f = engine.get_function::<unsafe extern "C" fn() -> i64>(entry).map_err(|e| e.to_string())?;
                EntryValue::I64(f.call())
            }
            EntryResult::F32 => {
                let f = engine.get_function::<unsafe extern "C" fn() -> f32>(entry).map_err(|e| e.to_string())?;
                EntryValue::F32(f.call())
            }
        })
    }
}

/// Flushes what the program printed through C's `stdout` (the runtime functions and the program's
/// own `printf` calls); the runner calls it before it exits.
pub fn flush_program_output() {
    oxir_runtime::flush_stdout();
}
