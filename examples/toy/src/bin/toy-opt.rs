//! `toy-opt`: `oxir-opt` with the toy dialect and its passes, and every flag of `oxir-opt`
//! (pipelines, `--mlir-timing`, `--mlir-pass-statistics`, IR printing, `--split-input-file`,
//! `--verify-diagnostics`, ...). This is the whole driver of a user's dialect.

// ANCHOR: main
fn main() -> std::process::ExitCode {
    let registrations =
        oxir_tools::Registrations::all().dialect(oxir_toy::register_dialect).passes(oxir_toy::register_passes);
    oxir_tools::opt::main(registrations)
}
// ANCHOR_END: main
