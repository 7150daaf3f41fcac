//! `oxir-run`: the stock tool, with oxir's own dialects, passes and translations
//! ([`oxir_tools::run::main`]). See `oxir-run --help`.

fn main() -> std::process::ExitCode {
    oxir_tools::run::main(oxir_tools::Registrations::all())
}
