//! The runtime functions of MLIR's runner utilities, with a C ABI.
//!
//! Programs run by `oxir-run` call these as `mlir-runner` programs call MLIR's `libmlir_c_runner_utils`
//! and `libmlir_runner_utils`: `printI64`, `printF32`, `printNewline`, `printMemrefF32`, `memrefCopy`,
//! `rtclock`, ... Their output is byte for byte what MLIR's functions print (C's `%g` for floats,
//! the same memref layout), and it goes through C's `stdout` stream, so it interleaves correctly with
//! what the program prints itself through `printf` or `puts`.
//!
//! The JIT does not rely on these symbols being exported from the executable: [`symbols`] lists
//! every function with its address, and the execution engine maps each name explicitly.

mod cstdio;
mod memref;

pub use cstdio::flush_stdout;
pub use memref::{RankedDescriptor, UnrankedMemRef};

use std::os::raw::{c_char, c_void};

/// `printI64(i)`: prints a signed 64-bit integer in decimal.
#[unsafe(no_mangle)]
pub extern "C" fn printI64(i: i64) {
    cstdio::write_str(&i.to_string());
}

/// `printU64(u)`: prints an unsigned 64-bit integer in decimal.
#[unsafe(no_mangle)]
pub extern "C" fn printU64(u: u64) {
    cstdio::write_str(&u.to_string());
}

/// `printF32(f)`: prints a float with C's `%g` (six significant digits), as MLIR does.
#[unsafe(no_mangle)]
pub extern "C" fn printF32(f: f32) {
    cstdio::write_str(&cstdio::format_g(f64::from(f)));
}

/// `printF64(d)`: prints a double with C's `%g`.
#[unsafe(no_mangle)]
pub extern "C" fn printF64(d: f64) {
    cstdio::write_str(&cstdio::format_g(d));
}

/// `printString(s)`: prints a NUL-terminated string (no newline).
///
/// # Safety
/// `s` must be null or point to a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printString(s: *const c_char) {
    if s.is_null() {
        return;
    }
    // SAFETY: the caller passes a NUL-terminated string (the C contract of printString).
    let bytes = unsafe { std::ffi::CStr::from_ptr(s) }.to_bytes();
    cstdio::write_bytes(bytes);
}

/// `printCString(s)`: the same as [`printString`] (MLIR's C++ runner utilities' name).
///
/// # Safety
/// `s` must be null or point to a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printCString(s: *const c_char) {
    // SAFETY: same contract as printString, forwarded unchanged.
    unsafe { printString(s) }
}

/// `printOpen()`: prints `( `, the start of a vector.
#[unsafe(no_mangle)]
pub extern "C" fn printOpen() {
    cstdio::write_str("( ");
}

/// `printClose()`: prints ` )`, the end of a vector.
#[unsafe(no_mangle)]
pub extern "C" fn printClose() {
    cstdio::write_str(" )");
}

/// `printComma()`: prints `, ` between vector elements.
#[unsafe(no_mangle)]
pub extern "C" fn printComma() {
    cstdio::write_str(", ");
}

/// `printNewline()`: prints a newline.
#[unsafe(no_mangle)]
pub extern "C" fn printNewline() {
    cstdio::write_str("\n");
}

/// `printFlops(flops)`: prints the GFLOPS rating to standard error, as MLIR's benchmarks use it.
#[unsafe(no_mangle)]
pub extern "C" fn printFlops(flops: f64) {
    eprintln!("{:.6} GFLOPS", flops / 1.0e9);
}

/// `rtclock()`: seconds since the Unix epoch, with microsecond resolution.
#[unsafe(no_mangle)]
pub extern "C" fn rtclock() -> f64 {
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_secs() as f64 + f64::from(d.subsec_micros()) * 1.0e-6,
        Err(_) => 0.0,
    }
}

/// `_mlir_ciface_nanoTime()`: nanoseconds from a monotonic-enough clock (the epoch here).
#[unsafe(no_mangle)]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_nanos()).unwrap_or(i64::MAX),
        Err(_) => 0,
    }
}

/// `mlirAlloc(size)`: `malloc`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAlloc(size: u64) -> *mut c_void {
    cstdio::malloc(size)
}

/// `mlirAlignedAlloc(alignment, size)`: `aligned_alloc`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAlignedAlloc(alignment: u64, size: u64) -> *mut c_void {
    cstdio::aligned_alloc(alignment, size)
}

/// `mlirFree(ptr)`: `free`.
///
/// # Safety
/// `ptr` must be null or come from `mlirAlloc`/`mlirAlignedAlloc`/`malloc` and not be freed yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirFree(ptr: *mut c_void) {
    // SAFETY: forwarded contract of free.
    unsafe { cstdio::free(ptr) }
}

/// `mlirAlignedFree(ptr)`: `free` (aligned allocations are freed the same way on Unix).
///
/// # Safety
/// As [`mlirFree`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAlignedFree(ptr: *mut c_void) {
    // SAFETY: forwarded contract of free.
    unsafe { cstdio::free(ptr) }
}

pub use memref::{
    _mlir_ciface_printMemrefBF16, _mlir_ciface_printMemrefC32, _mlir_ciface_printMemrefC64,
    _mlir_ciface_printMemrefF16, _mlir_ciface_printMemrefF32, _mlir_ciface_printMemrefF64, _mlir_ciface_printMemrefI16,
    _mlir_ciface_printMemrefI32, _mlir_ciface_printMemrefI64, _mlir_ciface_printMemrefI8, _mlir_ciface_printMemrefInd,
    _mlir_ciface_printMemrefShapeBF16, _mlir_ciface_printMemrefShapeC32, _mlir_ciface_printMemrefShapeC64,
    _mlir_ciface_printMemrefShapeF16, _mlir_ciface_printMemrefShapeF32, _mlir_ciface_printMemrefShapeF64,
    _mlir_ciface_printMemrefShapeI16, _mlir_ciface_printMemrefShapeI32, _mlir_ciface_printMemrefShapeI64,
    _mlir_ciface_printMemrefShapeI8, _mlir_ciface_printMemrefShapeInd, memrefCopy, printMemrefC32, printMemrefC64,
    printMemrefF32, printMemrefF64, printMemrefI32, printMemrefI64, printMemrefInd,
};

/// Every runtime function with its address, for the JIT to map by name (so programs find them
/// whether or not the executable exports its symbols).
pub fn symbols() -> Vec<(&'static str, usize)> {
    macro_rules! table {
        ($($f:ident),* $(,)?) => { vec![$((stringify!($f), $f as *const () as usize)),*] };
    }
    table![
        printI64,
        printU64,
        printF32,
        printF64,
        printString,
        printCString,
        printOpen,
        printClose,
        printComma,
        printNewline,
        printFlops,
        rtclock,
        _mlir_ciface_nanoTime,
        mlirAlloc,
        mlirAlignedAlloc,
        mlirFree,
        mlirAlignedFree,
        memrefCopy,
        printMemrefI32,
        printMemrefI64,
        printMemrefF32,
        printMemrefF64,
        printMemrefInd,
        printMemrefC32,
        printMemrefC64,
        _mlir_ciface_printMemrefI8,
        _mlir_ciface_printMemrefI16,
        _mlir_ciface_printMemrefI32,
        _mlir_ciface_printMemrefI64,
        _mlir_ciface_printMemrefF16,
        _mlir_ciface_printMemrefBF16,
        _mlir_ciface_printMemrefF32,
        _mlir_ciface_printMemrefF64,
        _mlir_ciface_printMemrefC32,
        _mlir_ciface_printMemrefC64,
        _mlir_ciface_printMemrefInd,
        _mlir_ciface_printMemrefShapeI8,
        _mlir_ciface_printMemrefShapeI16,
        _mlir_ciface_printMemrefShapeI32,
        _mlir_ciface_printMemrefShapeI64,
        _mlir_ciface_printMemrefShapeF16,
        _mlir_ciface_printMemrefShapeBF16,
        _mlir_ciface_printMemrefShapeF32,
        _mlir_ciface_printMemrefShapeF64,
        _mlir_ciface_printMemrefShapeC32,
        _mlir_ciface_printMemrefShapeC64,
        _mlir_ciface_printMemrefShapeInd,
    ]
}
