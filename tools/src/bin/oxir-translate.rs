//! `oxir-translate`: the stock tool, with oxir's own dialects, passes and translations
//! ([`oxir_tools::translate::main`]). See `oxir-translate --help`.

fn main() -> std::process::ExitCode {
    oxir_tools::translate::main(oxir_tools::Registrations::all().llvm_ir_translations())
}
