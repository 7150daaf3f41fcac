//! `oxir-opt`: parse, verify and print MLIR textual IR. See `oxir-opt --help`.

use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = oxir_tools::opt::run(&args, None);
    // Instrumentation (IR dumps, timing) and diagnostics come first, as mlir-opt writes them to
    // stderr while it runs, before the output.
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().write_all(out.stderr_at_exit.as_bytes());
    std::process::exit(out.code);
}
