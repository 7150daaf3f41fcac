//! `toy-run`: `oxir-run` (the JIT runner) with the toy dialect loaded, for the toy's lit tests,
//! which pipe `toy-opt`'s lowered output into it.

fn main() -> std::process::ExitCode {
    oxir_tools::run::main(oxir_tools::Registrations::all().dialect(oxir_toy::register_dialect))
}
