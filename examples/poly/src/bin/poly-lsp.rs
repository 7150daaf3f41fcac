//! `poly-lsp`: `oxir-lsp` with the poly dialect: hovers show the poly ops' docs, completion
//! offers them, and the verifier's errors are poly's. Point an editor at this binary.

// ANCHOR: main
fn main() -> std::process::ExitCode {
    oxir_tools::lsp::main(oxir_tools::Registrations::all().dialect(poly::register_dialect))
}
// ANCHOR_END: main
