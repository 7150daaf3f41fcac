//! `oxir-run`: JIT-compile and run llvm-dialect IR, as `mlir-runner`. See `oxir-run --help`.

use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = oxir_tools::run::run(&args, None);
    // As mlir-runner's, the result line is written before the program's buffered output is flushed.
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().flush();
    oxir_lowering::jit::flush_program_output();
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.code);
}
