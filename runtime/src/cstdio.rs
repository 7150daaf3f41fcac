//! The few C library calls the runtime needs: writing to C's `stdout` stream (so the runtime's
//! output and the program's own `printf` calls share one buffer and keep their order), `%g`
//! formatting exactly as C prints it, and the allocator.

use std::os::raw::{c_char, c_int, c_void};

unsafe extern "C" {
    /// glibc's `FILE *stdout`.
    static mut stdout: *mut c_void;
    fn fwrite(ptr: *const c_void, size: usize, n: usize, stream: *mut c_void) -> usize;
    fn fflush(stream: *mut c_void) -> c_int;
    fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
    #[link_name = "malloc"]
    fn c_malloc(size: usize) -> *mut c_void;
    #[link_name = "aligned_alloc"]
    fn c_aligned_alloc(alignment: usize, size: usize) -> *mut c_void;
    #[link_name = "free"]
    fn c_free(ptr: *mut c_void);
}

fn stdout_stream() -> *mut c_void {
    // SAFETY: `stdout` is initialised by the C library before main; reading the pointer value
    // (not a reference to the static) is a plain load.
    unsafe { std::ptr::addr_of!(stdout).read() }
}

/// Writes bytes to C's `stdout`.
pub(crate) fn write_bytes(bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    // SAFETY: `bytes` is a live slice of `len` bytes; the stream is C's stdout.
    unsafe {
        fwrite(bytes.as_ptr().cast(), 1, bytes.len(), stdout_stream());
    }
}

/// Writes a string to C's `stdout`.
pub(crate) fn write_str(s: &str) {
    write_bytes(s.as_bytes());
}

/// Flushes C's `stdout` (and with it everything the runtime and the program printed). The runner
/// calls it before it writes anything itself and before it exits.
pub fn flush_stdout() {
    // SAFETY: fflush on C's stdout stream.
    unsafe {
        fflush(stdout_stream());
    }
}

/// `d` as C's `printf("%g", d)` prints it (six significant digits, `inf`, `-nan`, ...).
pub(crate) fn format_g(d: f64) -> String {
    let mut buf = [0u8; 64];
    // SAFETY: the buffer holds 64 bytes and snprintf writes at most that many, NUL included; the
    // format is a NUL-terminated literal taking one double.
    let n = unsafe { snprintf(buf.as_mut_ptr().cast(), buf.len(), c"%g".as_ptr(), d) };
    let n = usize::try_from(n).unwrap_or(0).min(buf.len() - 1);
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

/// C's `malloc`.
pub(crate) fn malloc(size: u64) -> *mut c_void {
    let Ok(size) = usize::try_from(size) else { return std::ptr::null_mut() };
    // SAFETY: malloc has no preconditions; a null result is passed on.
    unsafe { c_malloc(size) }
}

/// C's `aligned_alloc`.
pub(crate) fn aligned_alloc(alignment: u64, size: u64) -> *mut c_void {
    let (Ok(alignment), Ok(size)) = (usize::try_from(alignment), usize::try_from(size)) else {
        return std::ptr::null_mut();
    };
    // SAFETY: aligned_alloc reports invalid alignments by returning null.
    unsafe { c_aligned_alloc(alignment, size) }
}

/// C's `free`.
///
/// # Safety
/// `ptr` is null or a live allocation of the C allocator.
pub(crate) unsafe fn free(ptr: *mut c_void) {
    // SAFETY: the caller guarantees `ptr` is null or a live C allocation.
    unsafe { c_free(ptr) }
}
