//! `oxir-opt`: the stock tool, with oxir's own dialects and passes; it links no LLVM
//! ([`oxir_tools::opt::main`]). See `oxir-opt --help`.

fn main() -> std::process::ExitCode {
    oxir_tools::opt::main(oxir_tools::Registrations::all())
}
