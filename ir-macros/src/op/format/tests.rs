//! Unit tests of the format compiler: parsing, verification messages, and generated code.

use super::*;
use crate::naming::custom_fn;
use crate::op::model::*;
use proc_macro2::Span;

struct M(OpModel);

fn ident(s: &str) -> syn::Ident {
    syn::Ident::new(s, Span::call_site())
}

impl M {
    fn new(name: &str) -> M {
        M(OpModel::new(ident("TestOp"), name.into()))
    }
    fn value(name: &str, arity: Arity, c: Option<&str>) -> ValueDef {
        ValueDef {
            field: ident(name),
            name: name.into(),
            arity,
            constraint: c.map(|c| syn::parse_str(c).unwrap()),
            segment_attr: if arity == Arity::VariadicOfVariadic { Some(format!("{name}_sizes")) } else { None },
        }
    }
    fn operand(mut self, name: &str, arity: Arity, c: Option<&str>) -> M {
        self.0.operands.push(Self::value(name, arity, c));
        self
    }
    fn result(mut self, name: &str, arity: Arity, c: Option<&str>) -> M {
        self.0.results.push(Self::value(name, arity, c));
        self
    }
    fn attr(mut self, name: &str, ty: &str, presence: AttrPresence, c: Option<&str>) -> M {
        self.0.attributes.push(AttrDef {
            field: ident(name),
            name: name.into(),
            ty: syn::parse_str(ty).unwrap(),
            kind: if ty == "Attribute" { AttrKind::Any } else { AttrKind::Def(Box::new(syn::parse_str(ty).unwrap())) },
            presence,
            default: None,
            constraint: c.map(|c| syn::parse_str(c).unwrap()),
            discardable: false,
            optional_storage: false,
            native: None,
        });
        self
    }
    fn region(mut self, name: &str, arity: Arity) -> M {
        self.0.regions.push(RegionDef {
            field: ident(name),
            name: name.into(),
            arity,
            single_block: false,
            span: Span::call_site(),
        });
        self
    }
    fn successor(mut self, name: &str, arity: Arity) -> M {
        self.0.successors.push(SuccessorDef { field: ident(name), name: name.into(), arity, span: Span::call_site() });
        self
    }
    fn with_trait(mut self, name: &str, args: &[&str]) -> M {
        self.0.traits.push(TraitRef {
            path: syn::parse_str(name).unwrap(),
            name: name.into(),
            args: args.iter().map(|s| s.to_string()).collect(),
            type_args: vec![],
            relation: None,
            span: Span::call_site(),
        });
        self
    }
    fn check(mut self, format: &str) -> Result<validate::Format, FormatError> {
        self.0.assembly = Assembly::Format(syn::LitStr::new(format, Span::call_site()));
        let r = verify_format(&self.0);
        if r.is_ok() {
            // Generated code must at least be valid Rust syntax.
            let c = compile(&self.0).unwrap();
            let pb = c.parse_body;
            let prb = c.print_body;
            syn::parse2::<syn::Expr>(pb).expect("parser body is an expression");
            syn::parse2::<syn::Expr>(prb).expect("printer body is an expression");
        }
        r
    }
    /// The error of a rejected format: its message, with its note on a line of its own.
    fn err(self, format: &str) -> String {
        self.error(format).text()
    }
    /// The message of the error of a rejected format, without its note.
    fn msg(self, format: &str) -> String {
        self.error(format).message
    }
    fn error(self, format: &str) -> FormatError {
        match self.check(format) {
            Ok(_) => panic!("format `{format}` was accepted"),
            Err(e) => e,
        }
    }
}

fn addi() -> M {
    M::new("arith.addi")
        .operand("lhs", Arity::Single, Some("SIGNLESS_INTEGER_LIKE"))
        .operand("rhs", Arity::Single, Some("SIGNLESS_INTEGER_LIKE"))
        .result("result", Arity::Single, Some("SIGNLESS_INTEGER_LIKE"))
}

#[test]
fn accepts_real_formats() {
    addi().with_trait("SameOperandsAndResultType", &[]).check("$lhs `,` $rhs attr-dict `:` type($result)").unwrap();
    M::new("func.call")
        .attr("callee", "SymbolRefAttr", AttrPresence::Required, Some("FLAT_SYMBOL_REF_ATTR"))
        .operand("operands", Arity::Variadic, None)
        .result("results", Arity::Variadic, None)
        .check("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
        .unwrap();
    M::new("cf.br")
        .operand("destOperands", Arity::Variadic, None)
        .successor("dest", Arity::Single)
        .check("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
        .unwrap();
    M::new("scf.yield")
        .operand("results", Arity::Variadic, None)
        .check("attr-dict ($results^ `:` type($results))?")
        .unwrap();
    M::new("scf.execute_region")
        .result("results", Arity::Variadic, None)
        .region("region", Arity::Single)
        .check("(`->` type($results)^)? $region attr-dict")
        .unwrap();
    M::new("arith.constant")
        .attr("value", "Attribute", AttrPresence::Required, Some("TYPED_ATTR"))
        .result("result", Arity::Single, None)
        .with_trait("AllTypesMatch", &["value", "result"])
        .check("attr-dict $value")
        .unwrap();
    M::new("test.oilist")
        .attr("nowait", "UnitAttr", AttrPresence::Optional, None)
        .operand("x", Arity::Optional, Some("I32"))
        .check("oilist(`nowait` $nowait | `x` `(` $x `)`) attr-dict")
        .unwrap();
    M::new("test.custom")
        .operand("a", Arity::Single, None)
        .check("custom<MyThing>($a, type($a), ref($a)) attr-dict")
        .unwrap();
    M::new("test.unit_anchor")
        .attr("flag", "UnitAttr", AttrPresence::Optional, None)
        .check("(`flagged` $flag^)? attr-dict")
        .unwrap();
    M::new("test.buildable").operand("x", Arity::Single, Some("ods::constraints::I32")).check("$x attr-dict").unwrap();
    M::new("test.regions")
        .region("a", Arity::Single)
        .region("b", Arity::Variadic)
        .check("attr-dict-with-keyword regions")
        .unwrap();
}

#[test]
fn mlir_error_messages() {
    assert_eq!(
        addi().msg("$lhs `,` $rhs `:` type($result)"),
        "'attr-dict' directive not found in custom assembly format"
    );
    assert!(addi()
        .err("$lhs `,` $rhs attr-dict `:` type($result)")
        .starts_with("type of operand #0, named 'lhs', is not buildable and a buildable type cannot be inferred"));
    assert_eq!(addi().msg("$lhs `,` $lhs attr-dict `:` type($result)"), "operand 'lhs' is already bound");
    assert!(addi()
        .with_trait("SameOperandsAndResultType", &[])
        .err("$lhs attr-dict `:` type($result)")
        .starts_with("operand #1, named 'rhs', not found\nnote: suggest adding a '$rhs' directive"));
    assert_eq!(
        M::new("x.c")
            .attr("value", "Attribute", AttrPresence::Required, None)
            .result("r", Arity::Single, None)
            .msg("$value `:` type($r) attr-dict"),
        "format ambiguity caused by `:` literal found after attribute `value` which does not have a buildable type"
    );
    assert!(M::new("x.r")
        .region("body", Arity::Single)
        .err("attr-dict $body")
        .starts_with("format ambiguity caused by `attr-dict` directive followed by region `body`"));
    assert_eq!(
        M::new("x.g").operand("a", Arity::Variadic, Some("I32")).msg("($a)? attr-dict"),
        "optional group has no anchor element"
    );
    assert_eq!(
        M::new("x.g").operand("a", Arity::Single, Some("I32")).msg("($a^)? attr-dict"),
        "only variable length operands can be used within an optional group"
    );
    assert_eq!(
        M::new("x.l").msg("`%` attr-dict"),
        "expected valid literal but got '%': single character literal must be a letter or one of '_:,=<>()[]{}?+*'"
    );
    assert_eq!(M::new("x.l").msg("attr-dict attr-dict"), "'attr-dict' directive has already been seen");
    assert_eq!(
        M::new("x.t").result("r", Arity::Single, None).msg("$r attr-dict"),
        "result variables can can only be used as a child to a 'type' directive"
    );
    assert_eq!(
        M::new("x.t").result("r", Arity::Single, None).msg("type($r) type($r) attr-dict"),
        "'type' of 'r' is already bound"
    );
    assert_eq!(
        M::new("x.o").operand("a", Arity::Variadic, None).msg("$a operands type(operands) attr-dict"),
        "'operands' directive creates overlap in format"
    );
    assert_eq!(M::new("x.u").msg("attr-dict ref($x)"), "'ref' is only valid within a `custom` directive");
    assert_eq!(
        M::new("x.u").msg("oilist(`a` | `b`) `a` attr-dict"),
        "format ambiguity because a is used both in oilist element and the adjacent literal."
    );
}

/// Errors about one token name it and say where it is (the bytes of the format string).
#[test]
fn errors_point_at_their_token() {
    let e = addi().error("$lhs `,` $rhs $foo attr-dict");
    assert_eq!(
        e.message,
        "unknown variable `$foo` in the assembly format: `TestOp` has no operand, result, attribute, region or \
         successor named `foo` (it has: lhs, rhs, result)"
    );
    assert_eq!(e.at, Some(14..18));
    let e = addi().error("$lhs `,` $lhs attr-dict `:` type($result)");
    assert_eq!(e.at, Some(9..13));
    let e = M::new("x.u").error("attr-dict `foo");
    assert!(e.message.starts_with("unterminated literal"));
    assert_eq!(e.at, Some(10..14));
    let e = M::new("x.u").error("frobnicate attr-dict");
    assert!(e.message.starts_with("unknown directive `frobnicate`"), "{}", e.message);
    assert_eq!(e.at, Some(0..10));
    let e = M::new("x.l").error("params attr-dict");
    assert!(e.message.starts_with("the `params` directive belongs to type and attribute formats"), "{}", e.message);
    assert_eq!(e.at, Some(0..6));
    let e = M::new("x.r").region("body", Arity::Single).error("attr-dict $body");
    assert_eq!(e.at, Some(10..15));
    let e = M::new("x.g").operand("a", Arity::Single, Some("I32")).error("(`(` $a^ `)`)? attr-dict");
    assert_eq!(e.at, Some(5..7));
    let e = M::new("x.g").operand("a", Arity::Variadic, Some("I32")).error("(`(` $a^ `,` $a^)? attr-dict");
    assert_eq!(e.message, "only one element can be marked as the anchor of an optional group");
    assert_eq!(e.at, Some(15..16));
}

/// oxir's number and string attributes are parsed with the generic attribute parser, which takes
/// a `: type` after the value: a `:` literal after one is ambiguous unless the attribute has a
/// buildable type.
#[test]
fn colon_after_typed_literal_attribute() {
    let op =
        || M::new("x.c").attr("value", "IntegerAttr", AttrPresence::Required, None).result("r", Arity::Single, None);
    let e = op().error("$value `:` type($r) attr-dict");
    assert!(e.message.starts_with("format ambiguity caused by `:` literal found after attribute `value`"));
    assert_eq!(e.at, Some(7..10));
    // With a buildable type the parser is given the type and reads no `:`.
    M::new("x.c")
        .attr("value", "IntegerAttr", AttrPresence::Required, Some("I64_ATTR"))
        .result("r", Arity::Single, None)
        .check("$value `:` type($r) attr-dict")
        .unwrap();
    // Another literal in between removes the ambiguity.
    op().check("$value `to` `:` type($r) attr-dict").unwrap();
    // What may parse nothing between them does not: `attr-dict`, an optional group.
    assert!(op().msg("$value attr-dict `:` type($r)").starts_with("format ambiguity caused by `:` literal"));
    let op2 = || op().attr("u", "UnitAttr", AttrPresence::Optional, None);
    assert!(op2()
        .msg("$value (`x` $u^)? attr-dict `:` type($r)")
        .starts_with("format ambiguity caused by `:` literal"));
}

#[test]
fn type_resolution() {
    let f =
        addi().with_trait("SameOperandsAndResultType", &[]).check("$lhs `,` $rhs attr-dict `:` type($result)").unwrap();
    assert!(matches!(f.operand_types[0], validate::TypeSource::Var { operand: false, idx: 0, .. }));
    let f = M::new("x.b")
        .operand("a", Arity::Single, Some("I64"))
        .result("r", Arity::Single, Some("INDEX"))
        .check("$a attr-dict")
        .unwrap();
    assert!(matches!(f.operand_types[0], validate::TypeSource::Buildable("i64")));
    assert!(matches!(f.result_types[0], validate::TypeSource::Buildable("index")));
    let f = M::new("x.i")
        .operand("a", Arity::Single, None)
        .result("r", Arity::Single, None)
        .with_trait("InferTypeOpInterface", &[])
        .check("$a `:` type($a) attr-dict")
        .unwrap();
    assert!(f.infers_results);
}

#[test]
fn spacing_matches_mlir() {
    use crate::format::lexer::should_emit_space_before as s;
    assert!(!s(",", false));
    assert!(s("(", true));
    assert!(!s(")", true));
    assert!(s("->", false));
    assert!(s("to", true));
    assert_eq!(custom_fn("parse", "SymbolVisibility", Span::call_site()).to_string(), "parse_symbol_visibility");
    assert_eq!(custom_fn("print", "DynamicIndexList", Span::call_site()).to_string(), "print_dynamic_index_list");
    assert_eq!(custom_fn("parse", "LLVMType", Span::call_site()).to_string(), "parse_llvm_type");
}

#[test]
fn string_arguments_call_the_with_function_and_read_mlir_spellings() {
    let span = Span::call_site();
    let bound = [ast::Elem::Operand(0)];
    let with_strings = [ast::Elem::Operand(0), ast::Elem::Str("{}".into())];
    assert_eq!(custom_directive_fn("parse", "DynamicIndexList", &bound, span).to_string(), "parse_dynamic_index_list");
    assert_eq!(
        custom_directive_fn("print", "DynamicIndexList", &with_strings, span).to_string(),
        "print_dynamic_index_list_with"
    );
    assert_eq!(string_arg_expr("{}", span).to_string(), quote::quote!(::core::default::Default::default()).to_string());
    assert_eq!(
        string_arg_expr("::mlir::AsmParser::Delimiter::Paren", span).to_string(),
        quote::quote!(::oxir::asm::Delimiter::Paren).to_string()
    );
    assert_eq!(string_arg_expr("$_ctxt", span).to_string(), "ctx");
}
