//! `oxir-lsp`: the stock language server, with oxir's own dialects ([`oxir_tools::lsp::main`]).
//! See `oxir-lsp --help` and the book's "Editor support" chapter.

fn main() -> std::process::ExitCode {
    oxir_tools::lsp::main(oxir_tools::Registrations::all())
}
