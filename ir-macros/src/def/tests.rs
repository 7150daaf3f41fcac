//! Unit tests of type and attribute formats: binding and its errors.

use super::codegen::compile;
use super::model::{read_def, DefKind};
use syn::parse_quote;

/// The error message of compiling the type `input`, or `None` when it compiles.
fn type_error(input: syn::DeriveInput) -> Option<String> {
    let model = match read_def(&input, DefKind::Type) {
        Ok(m) => m,
        Err(e) => return Some(e.to_string()),
    };
    compile(&model, None, "type").err().map(|e| e.to_string())
}

#[test]
fn accepts_the_directives() {
    assert_eq!(
        type_error(parse_quote! {
            #[type_def(dialect = "t", name = "p", format = "`<` qualified($a) `,` struct($b, $c) (`x` $d^)? `>`")]
            struct P { a: Type, b: u32, c: u32, d: Option<u32> }
        }),
        None
    );
    // An optional group without `^` is anchored by its first parameter.
    assert_eq!(
        type_error(parse_quote! {
            #[type_def(dialect = "t", name = "p", format = "`<` $a (`,` custom<Pair>($d, $e))? `>`")]
            struct P { a: u32, #[param(default = 1)] d: u32, e: Option<u32> }
        }),
        None
    );
    // `params` covers every parameter: naming one again is a duplicate, shown where it is.
    assert_eq!(
        type_error(parse_quote! {
            #[type_def(dialect = "t", name = "p", format = "`<` params `,` $d `>`")]
            struct P { a: u32, d: u32 }
        }),
        Some(
            "parameter `$d` appears more than once in the format\n`<` params `,` $d `>`\n               ^^".to_string()
        )
    );
}

#[test]
fn errors_name_the_token() {
    let e = type_error(parse_quote! {
        #[type_def(dialect = "t", name = "p", format = "`<` $nope `>`")]
        struct P { a: Type }
    });
    assert_eq!(
        e.as_deref(),
        Some(
            "unknown parameter `$nope` in the assembly format: `P` has no parameter named `nope` (it has: a)\n\
             `<` $nope `>`\n    ^^^^^"
        )
    );
    let e = type_error(parse_quote! {
        #[type_def(dialect = "t", name = "p", format = "`<` (`,` params)? `>`")]
        struct P { a: Option<Type> }
    })
    .unwrap();
    assert!(e.starts_with("`params` cannot be in an optional group"), "{e}");
    let e = type_error(parse_quote! {
        #[type_def(dialect = "t", name = "p", format = "$a")]
        struct P { a: Type }
    })
    .unwrap();
    assert!(e.starts_with("a type format must start with"), "{e}");
    let e = type_error(parse_quote! {
        #[type_def(dialect = "t", name = "p", format = "`<` `>`")]
        struct P { a: Type }
    })
    .unwrap();
    assert_eq!(e, "format is missing parameter `$a`: add it (or `params`) to the format");
}

#[test]
fn optional_body_and_custom_anchors() {
    // MLIR's `!llvm.ptr`: the whole `<...>` in an optional group on a default-valued parameter.
    assert_eq!(
        type_error(parse_quote! {
            #[type_def(dialect = "t", name = "p", format = "(`<` $a^ `>`)?")]
            struct P { #[param(default = 0)] a: u32 }
        }),
        None
    );
    // Only the whole format may be that group: anything after it could not be told apart.
    let e = type_error(parse_quote! {
        #[type_def(dialect = "t", name = "p", format = "(`<` $a^ `>`)? $b")]
        struct P { #[param(default = 0)] a: u32, b: u32 }
    })
    .unwrap();
    assert!(e.starts_with("a type format must start with"), "{e}");
    // A custom directive anchors a group (MLIR's `!llvm.target`): present when any of its
    // parameters is, and each of them must be optional.
    assert_eq!(
        type_error(parse_quote! {
            #[type_def(dialect = "t", name = "p", format = "`<` $n (`,` custom<Ext>($a, $b)^)? `>`")]
            struct P { n: String, #[param(default = Vec::new())] a: Vec<Type>, b: Option<u32> }
        }),
        None
    );
    let e = type_error(parse_quote! {
        #[type_def(dialect = "t", name = "p", format = "`<` $n (`,` custom<Ext>($a, $b)^)? `>`")]
        struct P { n: String, a: Vec<Type>, b: Option<u32> }
    })
    .unwrap();
    assert!(e.starts_with("`$a` is in an optional group but is required"), "{e}");
}
