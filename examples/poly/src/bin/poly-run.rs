//! `poly-run`: `oxir-run`, the JIT runner, for the lowered output of `poly-opt`.

// ANCHOR: main
fn main() -> std::process::ExitCode {
    oxir_tools::run::main(oxir_tools::Registrations::all().dialect(poly::register_dialect))
}
// ANCHOR_END: main
