//! The definition macros reject misuse at compile time with a clear message pointing at the
//! offending token: each `tests/ui/*.rs` must fail to compile with the error in its `.stderr`.
//! Regenerate the expectations after an intended change with `TRYBUILD=overwrite`.

#[test]
fn macro_misuse_is_a_compile_error() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}
