//! The types of the llvm dialect: `!llvm.ptr`, `!llvm.struct`, `!llvm.array`, `!llvm.func`,
//! `!llvm.void`, `!llvm.token`, `!llvm.label`, `!llvm.metadata`, `!llvm.ppc_fp128` and
//! `!llvm.target`, with MLIR's custom syntax (`LLVMTypeSyntax.cpp`): inside another llvm type,
//! llvm types are written without the `!llvm.` prefix (`!llvm.struct<(ptr, array<2 x i32>)>`),
//! and MLIR's rule of which builtin types are LLVM-compatible.

use oxir::builtin::types::{FloatKind, FloatType, IntegerType, Signedness, VectorType};
use oxir::ods::defs::{finish_parsed_type, TypeDefinition};
use oxir::parser::lexer::TokenKind;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{Context, Type, TypeDef};
use std::cell::RefCell;

/// `!llvm.ptr` / `!llvm.ptr<3>`: an opaque pointer in an address space (0 by default).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMPointerType {
    /// The address space.
    pub address_space: u32,
}

/// `!llvm.void`: the result type of functions that return nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMVoidType;

/// `!llvm.token`: values that cannot be inspected (LLVM's `token`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMTokenType;

/// `!llvm.label`: LLVM's label type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMLabelType;

/// `!llvm.metadata`: LLVM's metadata type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMMetadataType;

/// `!llvm.ppc_fp128`: the PowerPC 128-bit float (two doubles).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMPPCFP128Type;

/// `!llvm.array<4 x i32>`: a fixed number of elements of one type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMArrayType {
    /// The element type.
    pub element: Type,
    /// The number of elements.
    pub num_elements: u64,
}

/// `!llvm.func<i32 (ptr, ...)>`: a function signature (one result, `!llvm.void` for none),
/// possibly variadic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMFunctionType {
    /// The result type (`!llvm.void` when the function returns nothing).
    pub result: Type,
    /// The parameter types.
    pub params: Vec<Type>,
    /// Whether the function takes further variadic arguments (`...`).
    pub var_arg: bool,
}

/// `!llvm.struct<(i32, f32)>` (literal), `!llvm.struct<packed (i8)>`, or identified by name:
/// `!llvm.struct<"name", (i32)>`, `!llvm.struct<"name", opaque>`.
///
/// An identified struct is keyed by its name and its body; `body: None` is an opaque (or not
/// yet defined) identified struct.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMStructType {
    /// The name of an identified struct; `None` for a literal struct.
    pub name: Option<String>,
    /// The element types; `None` for an opaque identified struct.
    pub body: Option<Vec<Type>>,
    /// Whether the struct is packed (no padding between elements).
    pub packed: bool,
}

/// `!llvm.target<"name", types..., ints...>`: a target extension type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMTargetExtType {
    /// The target type's name.
    pub name: String,
    /// The type parameters.
    pub type_params: Vec<Type>,
    /// The integer parameters.
    pub int_params: Vec<u32>,
}

// ----- constructors and accessors -----

impl LLVMPointerType {
    /// `!llvm.ptr` in address space `address_space`.
    pub fn get(ctx: &Context, address_space: u32) -> Type {
        ctx.intern_type(LLVMPointerType { address_space })
    }
}

impl LLVMVoidType {
    /// `!llvm.void`.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(LLVMVoidType)
    }
}

impl LLVMTokenType {
    /// `!llvm.token`.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(LLVMTokenType)
    }
}

impl LLVMLabelType {
    /// `!llvm.label`.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(LLVMLabelType)
    }
}

impl LLVMMetadataType {
    /// `!llvm.metadata`.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(LLVMMetadataType)
    }
}

impl LLVMPPCFP128Type {
    /// `!llvm.ppc_fp128`.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(LLVMPPCFP128Type)
    }
}

impl LLVMArrayType {
    /// `!llvm.array<num_elements x element>` (unchecked).
    pub fn get(ctx: &Context, element: Type, num_elements: u64) -> Type {
        ctx.intern_type(LLVMArrayType { element, num_elements })
    }
}

impl LLVMFunctionType {
    /// `!llvm.func<result (params, ...)>` (unchecked); `result` is `!llvm.void` for none.
    pub fn get(ctx: &Context, result: Type, params: Vec<Type>, var_arg: bool) -> Type {
        ctx.intern_type(LLVMFunctionType { result, params, var_arg })
    }

    /// Whether the result is `!llvm.void`.
    pub fn returns_void(&self, ctx: &Context) -> bool {
        self.result.isa::<LLVMVoidType>(ctx)
    }
}

impl LLVMStructType {
    /// A literal struct `!llvm.struct<(elements)>` (or `packed`).
    pub fn literal(ctx: &Context, elements: Vec<Type>, packed: bool) -> Type {
        ctx.intern_type(LLVMStructType { name: None, body: Some(elements), packed })
    }

    /// An identified struct with a body: `!llvm.struct<"name", (elements)>`.
    pub fn identified(ctx: &Context, name: &str, elements: Vec<Type>, packed: bool) -> Type {
        ctx.intern_type(LLVMStructType { name: Some(name.to_string()), body: Some(elements), packed })
    }

    /// An opaque identified struct: `!llvm.struct<"name", opaque>`.
    pub fn opaque(ctx: &Context, name: &str) -> Type {
        ctx.intern_type(LLVMStructType { name: Some(name.to_string()), body: None, packed: false })
    }

    /// The element types (empty for an opaque struct).
    pub fn elements(&self) -> &[Type] {
        self.body.as_deref().unwrap_or(&[])
    }

    /// Whether this is an identified (named) struct.
    pub fn is_identified(&self) -> bool {
        self.name.is_some()
    }

    /// Whether this is an opaque identified struct.
    pub fn is_opaque(&self) -> bool {
        self.body.is_none()
    }
}

impl LLVMTargetExtType {
    /// `!llvm.target<"name", type_params..., int_params...>`.
    pub fn get(ctx: &Context, name: &str, type_params: Vec<Type>, int_params: Vec<u32>) -> Type {
        ctx.intern_type(LLVMTargetExtType { name: name.to_string(), type_params, int_params })
    }
}

// ----- compatibility (MLIR's `isCompatibleType`) -----

/// Whether `t` is a float type LLVM has (`bf16`, `f16`, `f32`, `f64`, `f80`, `f128`,
/// `!llvm.ppc_fp128`): MLIR's `isCompatibleFloatingPointType`.
pub fn is_compatible_float(ctx: &Context, t: Type) -> bool {
    if t.isa::<LLVMPPCFP128Type>(ctx) {
        return true;
    }
    t.dyn_cast::<FloatType>(ctx).is_some_and(|f| {
        matches!(
            f.kind,
            FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128
        )
    })
}

/// Whether `t` is a signless integer type.
pub fn is_signless_integer(ctx: &Context, t: Type) -> bool {
    t.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness == Signedness::Signless)
}

/// Whether `t` is one of the llvm dialect's own types.
pub fn is_llvm_dialect_type(ctx: &Context, t: Type) -> bool {
    t.dialect(ctx) == "llvm"
}

/// MLIR's `isCompatibleType`: signless integers, LLVM's float types, 1-D vectors of integers,
/// floats or pointers, and the llvm dialect's types whose contents are themselves compatible.
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    if is_signless_integer(ctx, t) || is_compatible_float(ctx, t) {
        return true;
    }
    if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
        return v.shape.len() == 1 && is_compatible_vector_element(ctx, v.element);
    }
    if let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
        return is_compatible_type(ctx, a.element);
    }
    if let Some(s) = t.dyn_cast::<LLVMStructType>(ctx) {
        return s.elements().iter().all(|&e| is_compatible_type(ctx, e));
    }
    if let Some(f) = t.dyn_cast::<LLVMFunctionType>(ctx) {
        return is_compatible_type(ctx, f.result) && f.params.iter().all(|&e| is_compatible_type(ctx, e));
    }
    if let Some(te) = t.dyn_cast::<LLVMTargetExtType>(ctx) {
        return te.type_params.iter().all(|&e| is_compatible_type(ctx, e));
    }
    is_llvm_dialect_type(ctx, t)
}

/// MLIR's `isCompatibleOuterType`: like [`is_compatible_type`] without looking inside.
pub fn is_compatible_outer_type(ctx: &Context, t: Type) -> bool {
    is_signless_integer(ctx, t)
        || is_compatible_float(ctx, t)
        || t.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.shape.len() == 1)
        || is_llvm_dialect_type(ctx, t)
}

/// Whether `t` may be the element of a vector LLVM accepts (integers, floats, pointers).
pub fn is_compatible_vector_element(ctx: &Context, t: Type) -> bool {
    is_signless_integer(ctx, t) || is_compatible_float(ctx, t) || t.isa::<LLVMPointerType>(ctx)
}

/// Whether `t` is a vector type LLVM accepts (MLIR's `isCompatibleVectorType`).
pub fn is_compatible_vector_type(ctx: &Context, t: Type) -> bool {
    t.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.shape.len() == 1 && is_compatible_vector_element(ctx, v.element))
}

/// Whether `t` is a scalable vector.
pub fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    t.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.scalable.iter().any(|&s| s))
}

/// The element type of a vector, or `t` itself (MLIR's `getVectorElementType` / scalar).
pub fn scalar_or_element(ctx: &Context, t: Type) -> Type {
    t.dyn_cast::<VectorType>(ctx).map_or(t, |v| v.element)
}

/// Valid element type of an array (MLIR's `LLVMArrayType::isValidElementType`).
pub fn is_valid_array_element(ctx: &Context, t: Type) -> bool {
    !(t.isa::<LLVMVoidType>(ctx)
        || t.isa::<LLVMLabelType>(ctx)
        || t.isa::<LLVMMetadataType>(ctx)
        || t.isa::<LLVMFunctionType>(ctx)
        || t.isa::<LLVMTokenType>(ctx))
}

/// Valid element type of a struct (MLIR's `LLVMStructType::isValidElementType`).
pub fn is_valid_struct_element(ctx: &Context, t: Type) -> bool {
    !(t.isa::<LLVMVoidType>(ctx)
        || t.isa::<LLVMLabelType>(ctx)
        || t.isa::<LLVMMetadataType>(ctx)
        || t.isa::<LLVMFunctionType>(ctx)
        || t.isa::<LLVMTokenType>(ctx))
}

// ----- printing -----

thread_local! {
    /// Names of the identified structs being printed (to stop at self-references).
    static PRINTING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// Names of the identified structs being parsed.
    static PARSING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Prints a type nested in an llvm type: llvm types without their `!llvm.` prefix (MLIR's
/// `printPrettyLLVMType`), other types in full.
pub fn print_nested_type(p: &mut AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    if is_llvm_dialect_type(ctx, t) && is_compatible_type(ctx, t) && !t.isa::<LLVMPPCFP128Type>(ctx) {
        print_llvm_body(p, t);
    } else {
        p.print_type(t);
    }
}

/// Prints an llvm type without its `!llvm.` prefix (`ptr<1>`, `struct<(i32)>`).
fn print_llvm_body(p: &mut AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    let storage = ctx.type_storage(t);
    let any = storage.as_any();
    if let Some(x) = any.downcast_ref::<LLVMPointerType>() {
        x.print_body(p);
    } else if let Some(x) = any.downcast_ref::<LLVMArrayType>() {
        x.print_body(p);
    } else if let Some(x) = any.downcast_ref::<LLVMFunctionType>() {
        x.print_body(p);
    } else if let Some(x) = any.downcast_ref::<LLVMStructType>() {
        x.print_body(p);
    } else if let Some(x) = any.downcast_ref::<LLVMTargetExtType>() {
        x.print_body(p);
    } else {
        p.write(storage.name());
    }
}

impl LLVMPointerType {
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write("ptr");
        if self.address_space != 0 {
            p.write_display(format_args!("<{}>", self.address_space));
        }
    }
}

impl LLVMArrayType {
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_display(format_args!("array<{} x ", self.num_elements));
        print_nested_type(p, self.element);
        p.write(">");
    }
}

impl LLVMFunctionType {
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write("func<");
        print_nested_type(p, self.result);
        p.write(" (");
        for (i, &t) in self.params.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_nested_type(p, t);
        }
        if self.var_arg {
            if !self.params.is_empty() {
                p.write(", ");
            }
            p.write("...");
        }
        p.write(")>");
    }
}

impl LLVMStructType {
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write("struct<");
        if let Some(name) = &self.name {
            p.print_escaped_string(name.as_bytes());
            if PRINTING.with(|s| s.borrow().contains(name)) {
                p.write(">");
                return;
            }
            p.write(", ");
            if self.body.is_none() {
                p.write("opaque>");
                return;
            }
        }
        if self.packed {
            p.write("packed ");
        }
        p.write("(");
        if let Some(name) = &self.name {
            PRINTING.with(|s| s.borrow_mut().push(name.clone()));
        }
        for (i, &t) in self.elements().iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_nested_type(p, t);
        }
        if self.name.is_some() {
            PRINTING.with(|s| s.borrow_mut().pop());
        }
        p.write(")>");
    }
}

impl LLVMTargetExtType {
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write("target<");
        p.print_escaped_string(self.name.as_bytes());
        for &t in &self.type_params {
            p.write(", ");
            print_nested_type(p, t);
        }
        for i in &self.int_params {
            p.write_display(format_args!(", {i}"));
        }
        p.write(">");
    }
}

// ----- parsing -----

/// Parses a type inside an llvm type: any type in full, or an llvm type without its prefix
/// (MLIR's `parsePrettyLLVMType`).
pub fn parse_nested_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    if p.at_type_start() {
        return p.parse_type();
    }
    let at = p.token().start as usize;
    if !matches!(p.token().kind, TokenKind::BareIdent) {
        return Err(p.wrong_token_error("expected valid keyword"));
    }
    let key = p.token_text();
    p.bump();
    parse_keyword_type(p, key, at)
}

/// Parses the llvm type whose keyword `key` (at `at`) was just read.
fn parse_keyword_type(p: &mut OpAsmParser<'_, '_>, key: &str, at: usize) -> ParseResult<Type> {
    let ctx = p.ctx();
    match key {
        "void" => Ok(LLVMVoidType::get(ctx)),
        "token" => Ok(LLVMTokenType::get(ctx)),
        "label" => Ok(LLVMLabelType::get(ctx)),
        "metadata" => Ok(LLVMMetadataType::get(ctx)),
        "ppc_fp128" => Ok(LLVMPPCFP128Type::get(ctx)),
        "ptr" => parse_ptr(p),
        "array" => parse_array(p, at),
        "func" => parse_func(p, at),
        "struct" => parse_struct(p, at),
        "target" => parse_target(p, at),
        _ => Err(p.error_at(at, format!("unknown LLVM type: {key}"))),
    }
}

fn parse_ptr(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    let mut space = 0u32;
    if p.eat(TokenKind::Less) {
        let at = p.token().start as usize;
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.wrong_token_error("expected integer value"));
        };
        space = u32::try_from(v).map_err(|_| p.error_at(at, "invalid address space"))?;
        p.expect(TokenKind::Greater, "expected '>'")?;
    }
    Ok(LLVMPointerType::get(p.ctx(), space))
}

fn parse_array(p: &mut OpAsmParser<'_, '_>, _mnemonic_at: usize) -> ParseResult<Type> {
    let at = p.token().start as usize;
    p.expect(TokenKind::Less, "expected '<'")?;
    let num_at = p.token().start as usize;
    let Some(n) = p.parse_optional_integer()? else {
        return Err(p.wrong_token_error("expected integer value"));
    };
    let n = u64::try_from(n).map_err(|_| p.error_at(num_at, "expected a non-negative array size"))?;
    // `10 x i32` lexes either as `10`, `x`, `i32` or as `10`, `xi32`.
    if p.at(TokenKind::BareIdent) && p.token_text().starts_with('x') && p.token_text().len() > 1 {
        return Err(p.wrong_token_error("expected 'x'"));
    }
    p.expect_keyword("x", "expected 'x'")?;
    let element = parse_nested_type(p)?;
    p.expect(TokenKind::Greater, "expected '>'")?;
    let def = LLVMArrayType { element, num_elements: n };
    finish_parsed_type(p, at, def)
}

fn parse_func(p: &mut OpAsmParser<'_, '_>, _mnemonic_at: usize) -> ParseResult<Type> {
    let at = p.token().start as usize;
    p.expect(TokenKind::Less, "expected '<'")?;
    let result = parse_nested_type(p)?;
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut params = Vec::new();
    let mut var_arg = false;
    if !p.eat(TokenKind::RParen) {
        loop {
            if p.eat(TokenKind::Ellipsis) {
                var_arg = true;
                break;
            }
            params.push(parse_nested_type(p)?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    p.expect(TokenKind::Greater, "expected '>'")?;
    finish_parsed_type(p, at, LLVMFunctionType { result, params, var_arg })
}

fn parse_struct(p: &mut OpAsmParser<'_, '_>, at: usize) -> ParseResult<Type> {
    p.expect(TokenKind::Less, "expected '<'")?;
    let mut name: Option<String> = None;
    if p.at(TokenKind::String) {
        let bytes = oxir::parser::lexer::unescape_string(p.token_text());
        let n = String::from_utf8_lossy(&bytes).into_owned();
        p.bump();
        if PARSING.with(|s| s.borrow().contains(&n)) {
            p.expect(TokenKind::Greater, "expected '>'")?;
            return Ok(p.ctx().intern_type(LLVMStructType { name: Some(n), body: None, packed: false }));
        }
        if p.at(TokenKind::Greater) {
            p.bump();
            return Ok(LLVMStructType::opaque(p.ctx(), &n));
        }
        p.expect(TokenKind::Comma, "expected ','")?;
        name = Some(n);
    }
    let kw_at = p.token().start as usize;
    if p.eat_keyword("opaque") {
        let Some(n) = name else {
            return Err(p.error_at(kw_at, "only identified structs can be opaque"));
        };
        p.expect(TokenKind::Greater, "expected '>'")?;
        return Ok(LLVMStructType::opaque(p.ctx(), &n));
    }
    let packed = p.eat_keyword("packed");
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut body = Vec::new();
    let sub_at = p.token().start as usize;
    if !p.eat(TokenKind::RParen) {
        if let Some(n) = &name {
            PARSING.with(|s| s.borrow_mut().push(n.clone()));
        }
        let r = (|| -> ParseResult<()> {
            loop {
                body.push(parse_nested_type(p)?);
                if !p.eat(TokenKind::Comma) {
                    return Ok(());
                }
            }
        })();
        if name.is_some() {
            PARSING.with(|s| s.borrow_mut().pop());
        }
        r?;
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    p.expect(TokenKind::Greater, "expected '>'")?;
    for &t in &body {
        if !is_valid_struct_element(p.ctx(), t) {
            return Err(p.error_at(sub_at, format!("invalid LLVM structure element type: '{}'", t.to_text(p.ctx()))));
        }
    }
    let _ = at;
    Ok(p.ctx().intern_type(LLVMStructType { name, body: Some(body), packed }))
}

fn parse_target(p: &mut OpAsmParser<'_, '_>, at: usize) -> ParseResult<Type> {
    p.expect(TokenKind::Less, "expected '<'")?;
    if !p.at(TokenKind::String) {
        return Err(p.wrong_token_error("expected string"));
    }
    let name = String::from_utf8_lossy(&oxir::parser::lexer::unescape_string(p.token_text())).into_owned();
    p.bump();
    let mut type_params = Vec::new();
    let mut int_params = Vec::new();
    while p.eat(TokenKind::Comma) {
        if p.at(TokenKind::Integer) {
            let iat = p.token().start as usize;
            let v = p.parse_optional_integer()?.unwrap_or(0);
            int_params.push(u32::try_from(v).map_err(|_| p.error_at(iat, "integer parameter out of range"))?);
        } else {
            if !int_params.is_empty() {
                return Err(p.error_here("failed to parse parameter list for target extension type"));
            }
            type_params.push(parse_nested_type(p)?);
        }
    }
    p.expect(TokenKind::Greater, "expected '>'")?;
    let _ = at;
    Ok(LLVMTargetExtType::get(p.ctx(), &name, type_params, int_params))
}

// ----- TypeDef impls -----

macro_rules! llvm_type_def {
    ($ty:ty, $name:literal, $summary:literal, |$s:ident, $p:ident| $print:expr, |$pp:ident, $at:ident| $parse:expr) => {
        impl TypeDef for $ty {
            const DIALECT: &'static str = "llvm";
            const NAME: &'static str = $name;
            fn print(&self, p: &mut AsmPrinter<'_>) {
                p.write("!llvm.");
                let ($s, $p) = (self, p);
                $print
            }
        }

        impl TypeDefinition for $ty {
            const SUMMARY: &'static str = $summary;
            fn parse_body(p: &mut OpAsmParser<'_, '_>, start: usize) -> ParseResult<Type> {
                let ($pp, $at) = (p, start);
                $parse
            }
            fn verify(&self, ctx: &Context) -> Result<(), String> {
                verify_type(ctx, self)
            }
            fn docs() -> &'static str {
                concat!("### `!llvm.", $name, "`\n\n_", $summary, "_\n")
            }
        }
    };
}

/// Type verifiers with MLIR's messages.
trait VerifyLLVMType {
    fn check(&self, ctx: &Context) -> Result<(), String>;
}

fn verify_type<T: VerifyLLVMType>(ctx: &Context, t: &T) -> Result<(), String> {
    t.check(ctx)
}

macro_rules! no_verify {
    ($($t:ty),*) => {$(
        impl VerifyLLVMType for $t {
            fn check(&self, _: &Context) -> Result<(), String> {
                Ok(())
            }
        }
    )*};
}
no_verify!(LLVMPointerType, LLVMVoidType, LLVMTokenType, LLVMLabelType, LLVMMetadataType, LLVMPPCFP128Type);
no_verify!(LLVMTargetExtType);

impl VerifyLLVMType for LLVMArrayType {
    fn check(&self, ctx: &Context) -> Result<(), String> {
        if !is_valid_array_element(ctx, self.element) {
            return Err(format!("invalid array element type: '{}'", self.element.to_text(ctx)));
        }
        Ok(())
    }
}

impl VerifyLLVMType for LLVMFunctionType {
    fn check(&self, ctx: &Context) -> Result<(), String> {
        let r = self.result;
        if r.isa::<LLVMFunctionType>(ctx) || r.isa::<LLVMMetadataType>(ctx) || r.isa::<LLVMLabelType>(ctx) {
            return Err(format!("invalid function result type: '{}'", r.to_text(ctx)));
        }
        for &a in &self.params {
            if a.isa::<LLVMVoidType>(ctx) || a.isa::<LLVMFunctionType>(ctx) {
                return Err(format!("invalid function argument type: '{}'", a.to_text(ctx)));
            }
        }
        Ok(())
    }
}

impl VerifyLLVMType for LLVMStructType {
    fn check(&self, ctx: &Context) -> Result<(), String> {
        for &t in self.elements() {
            if !is_valid_struct_element(ctx, t) {
                return Err(format!("invalid LLVM structure element type: '{}'", t.to_text(ctx)));
            }
        }
        Ok(())
    }
}

llvm_type_def!(LLVMPointerType, "ptr", "LLVM pointer type", |s, p| s.print_body(p), |p, _at| parse_ptr(p));
llvm_type_def!(LLVMVoidType, "void", "LLVM void type", |_s, p| p.write("void"), |p, _at| Ok(LLVMVoidType::get(
    p.ctx()
)));
llvm_type_def!(LLVMTokenType, "token", "LLVM token type", |_s, p| p.write("token"), |p, _at| Ok(LLVMTokenType::get(
    p.ctx()
)));
llvm_type_def!(LLVMLabelType, "label", "LLVM label type", |_s, p| p.write("label"), |p, _at| Ok(LLVMLabelType::get(
    p.ctx()
)));
llvm_type_def!(LLVMMetadataType, "metadata", "LLVM metadata type", |_s, p| p.write("metadata"), |p, _at| Ok(
    LLVMMetadataType::get(p.ctx())
));
llvm_type_def!(
    LLVMPPCFP128Type,
    "ppc_fp128",
    "128 bit FP type with IBM double-double semantics",
    |_s, p| p.write("ppc_fp128"),
    |p, _at| Ok(LLVMPPCFP128Type::get(p.ctx()))
);
llvm_type_def!(LLVMArrayType, "array", "LLVM array type", |s, p| s.print_body(p), |p, at| parse_array(p, at));
llvm_type_def!(LLVMFunctionType, "func", "LLVM function type", |s, p| s.print_body(p), |p, at| parse_func(p, at));
llvm_type_def!(LLVMStructType, "struct", "LLVM struct type", |s, p| s.print_body(p), |p, at| parse_struct(p, at));
llvm_type_def!(LLVMTargetExtType, "target", "LLVM target-specific extension type", |s, p| s.print_body(p), |p, at| {
    parse_target(p, at)
});
