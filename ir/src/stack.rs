//! Deep recursion without stack overflow: the parser, the printer, cloning and the passes that
//! walk nested regions recursively run their recursive steps through [`with_stack`].

/// Runs `f` with at least 256 KiB of stack left, growing the stack on the heap if needed, so
/// that deeply nested input cannot overflow the stack of whatever thread parses, prints or walks
/// it.
#[inline]
pub fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, f)
}
