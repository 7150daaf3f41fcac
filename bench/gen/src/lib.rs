//! The inputs of oxir's benchmarks, generated in code: the large modules of
//! `bench/compare-mlir-opt.sh` (through the `oxir-bench-gen` binary) and the inputs of the criterion
//! benches (`cargo bench -p oxir-tests`), so both measure the same shapes.
//!
//! Two kinds of module, both in MLIR's generic op form so that any MLIR-compatible tool reads them
//! without knowing the dialects (oxir-opt and mlir-opt both get `--allow-unregistered-dialect`):
//!
//! - [`write_arith`]: functions of arith-style integer and float ops (`addi`, `muli`, `subi`,
//!   `constant`, `cmpi`, `select`, `extsi`, `trunci`, `addf`, `mulf`), with properties and a few
//!   types; stresses operation parsing, use-lists and SSA numbering.
//! - [`write_dense`]: functions of `arith.constant`s holding `dense<...>` elements (1-D float and
//!   integer lists, splats, nested 2-D lists, hex blobs); stresses the attribute parser and printer.
//!
//! The output is deterministic (a fixed-seed PRNG), and every module is valid MLIR that mlir-opt
//! verifies. This crate has no dependencies so that the benchmark builds on a bare machine.

use std::fmt::Write as _;
use std::io::{self, Write};

/// The arith module of `ops` ops in `funcs` functions as a string ([`write_arith`]).
pub fn arith(ops: usize, funcs: usize) -> String {
    let mut out = Vec::new();
    write_arith(&mut out, ops, funcs).expect("writing to a Vec does not fail");
    String::from_utf8(out).expect("the generator writes UTF-8")
}

/// The dense module of `ops` constants in `funcs` functions with `elems` elements each, as a
/// string ([`write_dense`]).
pub fn dense(ops: usize, funcs: usize, elems: usize) -> String {
    let mut out = Vec::new();
    write_dense(&mut out, ops, funcs, elems).expect("writing to a Vec does not fail");
    String::from_utf8(out).expect("the generator writes UTF-8")
}

/// xorshift64*: small, fast, and the same sequence on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A float that `%.6e` writes exactly: a multiple of 1/16 in [-64, 64).
    fn float(&mut self) -> f64 {
        (self.below(2048) as f64 - 1024.0) / 16.0
    }
}

/// Formats a float as C's `%.6e` does (`1.250000e+00`), which is how MLIR prints floats.
fn float_text(value: f64) -> String {
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').expect("{:e} output has an exponent");
    let exponent: i32 = exponent.parse().expect("{:e} exponent is an integer");
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

/// The values of one type available as operands: the most recent ones, so that dataflow stays local.
struct Pool {
    values: Vec<usize>,
}

impl Pool {
    fn new() -> Self {
        Pool { values: Vec::new() }
    }

    fn push(&mut self, value: usize) {
        self.values.push(value);
    }

    fn pick(&self, rng: &mut Rng) -> Option<usize> {
        let window = self.values.len().min(16);
        if window == 0 {
            return None;
        }
        Some(self.values[self.values.len() - 1 - rng.below(window)])
    }
}

/// A value name: the function arguments are `%argN`, op results `%N`.
fn name(value: usize) -> String {
    if value < 2 {
        format!("%arg{value}")
    } else {
        format!("%{}", value - 2)
    }
}

/// Writes `ops` arith-style ops spread evenly over `funcs` functions (the first functions take the
/// remainder), in generic form.
pub fn write_arith(out: &mut impl Write, ops: usize, funcs: usize) -> io::Result<()> {
    const OVERFLOW: [&str; 4] = ["none", "nsw", "nuw", "nsw, nuw"];
    const FASTMATH: [&str; 3] = ["none", "contract", "fast"];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    writeln!(out, "// {ops} arith-style ops in {funcs} functions, generic form (oxir-bench-gen).")?;
    for f in 0..funcs {
        // Spread the ops evenly; the first functions take the remainder.
        let count = ops / funcs + usize::from(f < ops % funcs);
        writeln!(out, "\"func.func\"() <{{function_type = (i64, i64) -> i64, sym_name = \"f{f}\"}}> ({{")?;
        writeln!(out, "^bb0(%arg0: i64, %arg1: i64):")?;
        let (mut i64s, mut i32s, mut f32s, mut i1s) = (Pool::new(), Pool::new(), Pool::new(), Pool::new());
        i64s.push(0);
        i64s.push(1);
        let mut line = String::new();
        // Values 0 and 1 are the arguments; op results are numbered from 2.
        for result in 2..count + 2 {
            line.clear();
            let r = name(result);
            let roll = rng.below(100);
            // Ops whose operand type has no value yet fall back to a constant of that type.
            let (a32, b32) = (i32s.pick(&mut rng), i32s.pick(&mut rng));
            let (af, bf) = (f32s.pick(&mut rng), f32s.pick(&mut rng));
            let cond = i1s.pick(&mut rng);
            let a = name(i64s.pick(&mut rng).expect("the arguments are i64"));
            let b = name(i64s.pick(&mut rng).expect("the arguments are i64"));
            match roll {
                0..=11 => {
                    let value = rng.below(2001) as i64 - 1000;
                    let _ = write!(line, "{r} = \"arith.constant\"() <{{value = {value} : i64}}> : () -> i64");
                    i64s.push(result);
                }
                12..=39 => {
                    let flags = OVERFLOW[rng.below(OVERFLOW.len())];
                    let _ = write!(
                        line,
                        "{r} = \"arith.addi\"({a}, {b}) <{{overflowFlags = #arith.overflow<{flags}>}}> : (i64, i64) -> i64"
                    );
                    i64s.push(result);
                }
                40..=54 => {
                    let _ = write!(line, "{r} = \"arith.muli\"({a}, {b}) : (i64, i64) -> i64");
                    i64s.push(result);
                }
                55..=64 => {
                    let _ = write!(line, "{r} = \"arith.subi\"({a}, {b}) : (i64, i64) -> i64");
                    i64s.push(result);
                }
                65..=72 => match (a32, b32) {
                    (Some(x), Some(y)) => {
                        let _ = write!(line, "{r} = \"arith.addi\"({}, {}) : (i32, i32) -> i32", name(x), name(y));
                        i32s.push(result);
                    }
                    _ => {
                        let value = rng.below(65536) as i64 - 32768;
                        let _ = write!(line, "{r} = \"arith.constant\"() <{{value = {value} : i32}}> : () -> i32");
                        i32s.push(result);
                    }
                },
                73..=76 => {
                    let _ = write!(line, "{r} = \"arith.trunci\"({a}) : (i64) -> i32");
                    i32s.push(result);
                }
                77..=79 => match a32 {
                    Some(x) => {
                        let _ = write!(line, "{r} = \"arith.extsi\"({}) : (i32) -> i64", name(x));
                        i64s.push(result);
                    }
                    None => {
                        let _ = write!(line, "{r} = \"arith.trunci\"({a}) : (i64) -> i32");
                        i32s.push(result);
                    }
                },
                80..=87 => match (af, bf) {
                    (Some(x), Some(y)) => {
                        let op = if rng.below(2) == 0 { "arith.addf" } else { "arith.mulf" };
                        let fm = FASTMATH[rng.below(FASTMATH.len())];
                        let _ = write!(
                            line,
                            "{r} = \"{op}\"({}, {}) <{{fastmath = #arith.fastmath<{fm}>}}> : (f32, f32) -> f32",
                            name(x),
                            name(y)
                        );
                        f32s.push(result);
                    }
                    _ => {
                        let value = float_text(rng.float());
                        let _ = write!(line, "{r} = \"arith.constant\"() <{{value = {value} : f32}}> : () -> f32");
                        f32s.push(result);
                    }
                },
                88..=93 => {
                    let predicate = rng.below(10);
                    let _ = write!(
                        line,
                        "{r} = \"arith.cmpi\"({a}, {b}) <{{predicate = {predicate} : i64}}> : (i64, i64) -> i1"
                    );
                    i1s.push(result);
                }
                _ => match cond {
                    Some(c) => {
                        let _ = write!(line, "{r} = \"arith.select\"({}, {a}, {b}) : (i1, i64, i64) -> i64", name(c));
                        i64s.push(result);
                    }
                    None => {
                        let _ = write!(line, "{r} = \"arith.muli\"({a}, {b}) : (i64, i64) -> i64");
                        i64s.push(result);
                    }
                },
            }
            writeln!(out, "  {line}")?;
        }
        let last = *i64s.values.last().expect("the arguments are i64");
        writeln!(out, "  \"func.return\"({}) : (i64) -> ()", name(last))?;
        writeln!(out, "}}) : () -> ()")?;
    }
    Ok(())
}

/// Writes `ops` `arith.constant`s holding `dense<...>` elements spread over `funcs` functions;
/// 1-D constants have `elems` elements, nested 2-D ones about as many.
pub fn write_dense(out: &mut impl Write, ops: usize, funcs: usize, elems: usize) -> io::Result<()> {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    writeln!(out, "// {ops} dense<...> constants in {funcs} functions, generic form (oxir-bench-gen).")?;
    // Nested constants are square: side x side, about as many elements as the 1-D ones.
    let side = (elems as f64).sqrt().round().max(1.0) as usize;
    let mut body = String::new();
    for f in 0..funcs {
        let count = ops / funcs + usize::from(f < ops % funcs);
        writeln!(out, "\"func.func\"() <{{function_type = () -> (), sym_name = \"d{f}\"}}> ({{")?;
        for i in 0..count {
            body.clear();
            let ty = match i % 6 {
                // A list of floats.
                0 | 3 => {
                    body.push('[');
                    for e in 0..elems {
                        if e > 0 {
                            body.push_str(", ");
                        }
                        body.push_str(&float_text(rng.float()));
                    }
                    body.push(']');
                    format!("tensor<{elems}xf32>")
                }
                // A list of integers.
                1 => {
                    body.push('[');
                    for e in 0..elems {
                        if e > 0 {
                            body.push_str(", ");
                        }
                        let _ = write!(body, "{}", rng.below(2_000_001) as i64 - 1_000_000);
                    }
                    body.push(']');
                    format!("tensor<{elems}xi32>")
                }
                // A splat.
                2 => {
                    body.push_str(&float_text(rng.float()));
                    format!("tensor<{elems}x{elems}xf32>")
                }
                // A nested 2-D list.
                4 => {
                    body.push('[');
                    for row in 0..side {
                        body.push_str(if row > 0 { ", [" } else { "[" });
                        for col in 0..side {
                            if col > 0 {
                                body.push_str(", ");
                            }
                            let _ = write!(body, "{}", rng.below(256) as i64 - 128);
                        }
                        body.push(']');
                    }
                    body.push(']');
                    format!("tensor<{side}x{side}xi64>")
                }
                // A hex blob of little-endian i16s.
                _ => {
                    body.push_str("\"0x");
                    for _ in 0..elems {
                        let _ = write!(body, "{:04X}", (rng.below(65536) as u16).swap_bytes());
                    }
                    body.push('"');
                    format!("tensor<{elems}xi16>")
                }
            };
            writeln!(out, "  %{i} = \"arith.constant\"() <{{value = dense<{body}> : {ty}}}> : () -> {ty}")?;
        }
        writeln!(out, "  \"func.return\"() : () -> ()")?;
        writeln!(out, "}}) : () -> ()")?;
    }
    Ok(())
}
