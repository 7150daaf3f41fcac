//! `oxir-reduce`: the stock test-case reducer, with oxir's own dialects and passes
//! ([`oxir_tools::reduce::main`]). See `oxir-reduce --help`.

fn main() -> std::process::ExitCode {
    oxir_tools::reduce::main(oxir_tools::Registrations::all())
}
