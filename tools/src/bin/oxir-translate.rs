//! `oxir-translate`: translate llvm-dialect IR to LLVM IR, or compile it. See `oxir-translate --help`.

use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = oxir_tools::translate::run(&args, None);
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().flush();
    std::process::exit(out.code);
}
