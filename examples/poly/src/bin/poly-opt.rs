//! `poly-opt`: `oxir-opt` with the poly dialect and its pass, and every flag of `oxir-opt`.

// ANCHOR: main
fn main() -> std::process::ExitCode {
    let registrations = oxir_tools::Registrations::all().dialect(poly::register_dialect).passes(poly::register_passes);
    oxir_tools::opt::main(registrations)
}
// ANCHOR_END: main
