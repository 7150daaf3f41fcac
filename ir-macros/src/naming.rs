//! The two ways the macros turn a Rust-style name into snake case. They differ on runs of
//! capitals and are kept apart on purpose: each is what its users already name their functions
//! and keywords after.

use proc_macro2::Span;

/// The snake case of an enum case name (its default keyword): an `_` before every capital, so
/// `MyCase` is `my_case` and `LLVMType` is `l_l_v_m_type`.
pub fn snake(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The function a `custom<Name>` directive calls (in op, type and attribute formats), as
/// MLIR's generator names it:
/// `parse_symbol_visibility` for `custom<SymbolVisibility>`, `parse_llvm_type` for
/// `custom<LLVMType>` (a run of capitals is one word).
pub fn custom_fn(prefix: &str, name: &str, span: Span) -> syn::Ident {
    let mut snake = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower = i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let prev_upper = i > 0 && chars[i - 1].is_ascii_uppercase();
            if i > 0 && (prev_lower || (prev_upper && next_lower)) {
                snake.push('_');
            }
            snake.push(c.to_ascii_lowercase());
        } else {
            snake.push(c);
        }
    }
    syn::Ident::new(&format!("{prefix}_{snake}"), span)
}
