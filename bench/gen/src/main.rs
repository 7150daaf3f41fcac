//! Generates the large inputs of `bench/compare-mlir-opt.sh`: the modules of the `oxir_bench_gen`
//! library (its documentation describes them) written to a file or standard output.

use oxir_bench_gen::{write_arith, write_dense};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: oxir-bench-gen arith [--ops N] [--funcs N] [-o FILE]
       oxir-bench-gen dense [--ops N] [--funcs N] [--elems N] [-o FILE]

  arith   N arith-style ops (default 200000) spread over --funcs functions (default 200)
  dense   N arith.constant ops holding dense<...> elements (default 2000) spread over --funcs
          functions (default 20); 1-D constants have --elems elements (default 64)
  -o      write to FILE instead of standard output";

struct Options {
    kind: String,
    ops: usize,
    funcs: usize,
    elems: usize,
    output: Option<String>,
}

fn parse_args() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let kind = args.next().ok_or("missing the kind of module (arith or dense)")?;
    if kind == "-h" || kind == "--help" {
        return Err(String::new());
    }
    let (ops, funcs) = match kind.as_str() {
        "arith" => (200_000, 200),
        "dense" => (2_000, 20),
        _ => return Err(format!("unknown kind of module '{kind}' (expected arith or dense)")),
    };
    let mut options = Options { kind, ops, funcs, elems: 64, output: None };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--ops" => options.ops = parse_count(&arg, &value()?)?,
            "--funcs" => options.funcs = parse_count(&arg, &value()?)?,
            "--elems" => options.elems = parse_count(&arg, &value()?)?,
            "-o" => options.output = Some(value()?),
            "-h" | "--help" => return Err(String::new()),
            _ => return Err(format!("unknown argument '{arg}'")),
        }
    }
    Ok(options)
}

fn parse_count(flag: &str, text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("{flag} expects a positive integer, not '{text}'")),
    }
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("oxir-bench-gen: {message}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(if message.is_empty() { 0 } else { 2 });
        }
    };
    match generate(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("oxir-bench-gen: {error}");
            ExitCode::FAILURE
        }
    }
}

fn generate(options: &Options) -> io::Result<()> {
    let sink: Box<dyn Write> = match &options.output {
        Some(path) => Box::new(File::create(path)?),
        None => Box::new(io::stdout().lock()),
    };
    let mut out = BufWriter::with_capacity(1 << 16, sink);
    match options.kind.as_str() {
        "arith" => write_arith(&mut out, options.ops, options.funcs)?,
        _ => write_dense(&mut out, options.ops, options.funcs, options.elems)?,
    }
    out.flush()
}
