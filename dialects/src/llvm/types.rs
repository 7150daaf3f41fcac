//! The types of the llvm dialect: `!llvm.ptr`, `!llvm.struct`, `!llvm.array`, `!llvm.func`,
//! `!llvm.void`, `!llvm.token`, `!llvm.label`, `!llvm.metadata`, `!llvm.ppc_fp128` and
//! `!llvm.target`, with MLIR's custom syntax (`LLVMTypeSyntax.cpp`): inside another llvm type,
//! llvm types are written without the `!llvm.` prefix (`!llvm.struct<(ptr, array<2 x i32>)>`),
//! and MLIR's rule of which builtin types are LLVM-compatible.
//!
//! The types are `#[derive(TypeDef)]` definitions with MLIR's assembly formats (`LLVMTypes.td`):
//! nested types go through `custom<PrettyLLVMType>`, as there; `!llvm.struct` has a
//! hand-written parser and printer, as in MLIR.

use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, SMLoc};
use oxir::builtin::types::{FloatKind, FloatType, IntegerType, Signedness, VectorType};
use oxir::ods::defs::{TypeBodyParseFn, TypeDefinition};
use oxir::{Context, Type};
use oxir_macros::TypeDef;
use std::cell::RefCell;

/// LLVM pointer type
///
/// `!llvm.ptr` / `!llvm.ptr<3>`: an opaque pointer in an address space (0 by default).
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "llvm", name = "ptr", format = "(`<` $address_space^ `>`)?")]
pub struct LLVMPointerType {
    /// The address space.
    #[param(default = 0)]
    pub address_space: u32,
}

/// LLVM void type
///
/// `!llvm.void`: the result type of functions that return nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "llvm", name = "void")]
pub struct LLVMVoidType;

/// LLVM token type
///
/// `!llvm.token`: values that cannot be inspected (LLVM's `token`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "llvm", name = "token")]
pub struct LLVMTokenType;

/// LLVM label type
///
/// `!llvm.label`: LLVM's label type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "llvm", name = "label")]
pub struct LLVMLabelType;

/// LLVM metadata type
///
/// `!llvm.metadata`: LLVM's metadata type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "llvm", name = "metadata")]
pub struct LLVMMetadataType;

/// 128 bit FP type with IBM double-double semantics
///
/// `!llvm.ppc_fp128`: the PowerPC 128-bit float (two doubles).
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "llvm", name = "ppc_fp128")]
pub struct LLVMPPCFP128Type;

/// LLVM array type
///
/// `!llvm.array<4 x i32>`: a fixed number of elements of one type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "llvm",
    name = "array",
    format = "`<` $num_elements `x` custom<PrettyLLVMType>($element) `>`",
    verifier = verify_array
)]
pub struct LLVMArrayType {
    /// The element type.
    pub element: Type,
    /// The number of elements.
    pub num_elements: u64,
}

/// LLVM function type
///
/// `!llvm.func<i32 (ptr, ...)>`: a function signature (one result, `!llvm.void` for none),
/// possibly variadic.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "llvm",
    name = "func",
    format = "`<` custom<PrettyLLVMType>($result) ` ` `(` custom<FunctionTypes>($params, $var_arg) `>`",
    verifier = verify_function
)]
pub struct LLVMFunctionType {
    /// The result type (`!llvm.void` when the function returns nothing).
    pub result: Type,
    /// The parameter types.
    pub params: Vec<Type>,
    /// Whether the function takes further variadic arguments (`...`).
    pub var_arg: bool,
}

/// LLVM struct type
///
/// `!llvm.struct<(i32, f32)>` (literal), `!llvm.struct<packed (i8)>`, or identified by name:
/// `!llvm.struct<"name", (i32)>`, `!llvm.struct<"name", opaque>`.
///
/// An identified struct is keyed by its name and its body; `body: None` is an opaque (or not
/// yet defined) identified struct. Its syntax is custom, as in MLIR (`LLVMStructType` has a
/// hand-written parser and printer there too: identified structs may refer to themselves).
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "llvm",
    name = "struct",
    printer = print_struct,
    parser = parse_struct,
    verifier = verify_struct,
    skip_default_builders
)]
pub struct LLVMStructType {
    /// The name of an identified struct; `None` for a literal struct.
    pub name: Option<String>,
    /// The element types; `None` for an opaque identified struct.
    pub body: Option<Vec<Type>>,
    /// Whether the struct is packed (no padding between elements).
    pub packed: bool,
}

/// LLVM target-specific extension type
///
/// `!llvm.target<"name", types..., ints...>`: a target extension type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "llvm",
    name = "target",
    format = "`<` $name (`,` custom<ExtTypeParams>($type_params, $int_params)^)? `>`",
    skip_default_builders
)]
pub struct LLVMTargetExtType {
    /// The target type's name.
    pub name: String,
    /// The type parameters.
    #[param(default = Vec::new())]
    pub type_params: Vec<Type>,
    /// The integer parameters.
    #[param(default = Vec::new())]
    pub int_params: Vec<u32>,
}

// ----- constructors and accessors -----

impl LLVMFunctionType {
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

/// `custom<PrettyLLVMType>($t)`: see [`print_nested_type`].
fn print_pretty_llvm_type(p: &mut AsmPrinter<'_>, t: &Type) {
    print_nested_type(p, *t);
}

/// Writes `T`'s mnemonic and body if `storage` is a `T`.
fn print_keyword_body<T: TypeDefinition>(p: &mut AsmPrinter<'_>, storage: &dyn std::any::Any) -> bool {
    let Some(x) = storage.downcast_ref::<T>() else { return false };
    p.write(T::NAME);
    x.print_body(p);
    true
}

/// Prints an llvm type without its `!llvm.` prefix (`ptr<1>`, `struct<(i32)>`): MLIR's
/// `detail::printType`, the keyword and then the type's own printer.
fn print_llvm_body(p: &mut AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    let storage = ctx.type_storage(t);
    let any = storage.as_any();
    let printed = print_keyword_body::<LLVMPointerType>(p, any)
        || print_keyword_body::<LLVMArrayType>(p, any)
        || print_keyword_body::<LLVMFunctionType>(p, any)
        || print_keyword_body::<LLVMStructType>(p, any)
        || print_keyword_body::<LLVMTargetExtType>(p, any);
    if !printed {
        p.write(storage.name());
    }
}

/// `custom<FunctionTypes>($params, $var_arg)`: `i32, ptr, ...)` (the `(` is the format's).
fn print_function_types(p: &mut AsmPrinter<'_>, params: &[Type], var_arg: &bool) {
    for (i, &t) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_nested_type(p, t);
    }
    if *var_arg {
        if !params.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
}

/// The printer of `!llvm.struct` (custom in MLIR too): what follows the mnemonic.
fn print_struct(s: &LLVMStructType, p: &mut AsmPrinter<'_>) {
    p.write("<");
    if let Some(name) = &s.name {
        p.print_escaped_string(name.as_bytes());
        if PRINTING.with(|st| st.borrow().contains(name)) {
            p.write(">");
            return;
        }
        p.write(", ");
        if s.body.is_none() {
            p.write("opaque>");
            return;
        }
    }
    if s.packed {
        p.write("packed ");
    }
    p.write("(");
    if let Some(name) = &s.name {
        PRINTING.with(|st| st.borrow_mut().push(name.clone()));
    }
    for (i, &t) in s.elements().iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_nested_type(p, t);
    }
    if s.name.is_some() {
        PRINTING.with(|st| st.borrow_mut().pop());
    }
    p.write(")>");
}

/// `custom<ExtTypeParams>($type_params, $int_params)`: the types, then the integers.
fn print_ext_type_params(p: &mut AsmPrinter<'_>, types: &[Type], ints: &[u32]) {
    let mut first = true;
    for &t in types {
        if !first {
            p.write(", ");
        }
        first = false;
        print_nested_type(p, t);
    }
    for i in ints {
        if !first {
            p.write(", ");
        }
        first = false;
        p.write_display(i);
    }
}

// ----- parsing -----

/// Parses a type inside an llvm type: any type in full, or an llvm type without its prefix
/// (MLIR's `parsePrettyLLVMType`).
pub fn parse_nested_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    if let Some(t) = p.parse_optional_type()? {
        return Ok(t);
    }
    let at = p.get_current_location();
    let key = p.parse_any_keyword()?;
    parse_keyword_type(p, key, at)
}

/// The llvm dialect's type parser (MLIR's `LLVM::detail::parseType`): the body of `!llvm.` is a
/// keyword type (`ptr`, `array<...>`, ...); a builtin type there is `unexpected type, expected
/// keyword`, another keyword `unknown LLVM type: <keyword>`.
pub fn parse_llvm_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    let at = p.get_current_location();
    if p.parse_optional_type()?.is_some() {
        return Err(p.emit_error(at, "unexpected type, expected keyword"));
    }
    let key = p.parse_any_keyword()?;
    parse_keyword_type(p, key, at)
}

/// `custom<PrettyLLVMType>($t)`: see [`parse_nested_type`].
fn parse_pretty_llvm_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    parse_nested_type(p)
}

/// Parses the llvm type whose keyword `key` (at `at`) was just read, with that type's own
/// parser (MLIR's `dispatchParse`).
fn parse_keyword_type(p: &mut OpAsmParser<'_, '_>, key: &str, at: SMLoc) -> ParseResult<Type> {
    let parse: TypeBodyParseFn = match key {
        "void" => LLVMVoidType::parse_body,
        "token" => LLVMTokenType::parse_body,
        "label" => LLVMLabelType::parse_body,
        "metadata" => LLVMMetadataType::parse_body,
        "ppc_fp128" => LLVMPPCFP128Type::parse_body,
        "ptr" => LLVMPointerType::parse_body,
        "array" => LLVMArrayType::parse_body,
        "func" => LLVMFunctionType::parse_body,
        "struct" => LLVMStructType::parse_body,
        "target" => LLVMTargetExtType::parse_body,
        _ => return Err(p.emit_error(at, format!("unknown LLVM type: {key}"))),
    };
    parse(p, at)
}

/// `custom<FunctionTypes>($params, $var_arg)`: the parameter types, `...` for a variadic
/// function, and the closing `)`.
fn parse_function_types(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Vec<Type>, bool)> {
    let mut params = Vec::new();
    let mut var_arg = false;
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_ellipsis() {
                var_arg = true;
                break;
            }
            params.push(parse_nested_type(p)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    Ok((params, var_arg))
}

/// The parser of `!llvm.struct` (custom in MLIR too): what follows the mnemonic.
fn parse_struct(p: &mut OpAsmParser<'_, '_>) -> ParseResult<LLVMStructType> {
    p.parse_less()?;
    let mut name: Option<String> = None;
    if let Some(n) = p.parse_optional_string() {
        if PARSING.with(|s| s.borrow().contains(&n)) {
            p.parse_greater()?;
            return Ok(LLVMStructType { name: Some(n), body: None, packed: false });
        }
        if p.parse_optional_greater() {
            return Ok(LLVMStructType { name: Some(n), body: None, packed: false });
        }
        p.parse_comma()?;
        name = Some(n);
    }
    let kw_at = p.get_current_location();
    if p.parse_optional_keyword("opaque") {
        let Some(n) = name else {
            return Err(p.emit_error(kw_at, "only identified structs can be opaque"));
        };
        p.parse_greater()?;
        return Ok(LLVMStructType { name: Some(n), body: None, packed: false });
    }
    let packed = p.parse_optional_keyword("packed");
    p.parse_lparen()?;
    let mut body = Vec::new();
    let sub_at = p.get_current_location();
    if !p.parse_optional_rparen() {
        if let Some(n) = &name {
            PARSING.with(|s| s.borrow_mut().push(n.clone()));
        }
        let r = (|| -> ParseResult<()> {
            loop {
                body.push(parse_nested_type(p)?);
                if !p.parse_optional_comma() {
                    return Ok(());
                }
            }
        })();
        if name.is_some() {
            PARSING.with(|s| s.borrow_mut().pop());
        }
        r?;
        p.parse_rparen()?;
    }
    p.parse_greater()?;
    for &t in &body {
        if !is_valid_struct_element(p.ctx(), t) {
            return Err(p.emit_error(sub_at, format!("invalid LLVM structure element type: '{}'", t.to_text(p.ctx()))));
        }
    }
    Ok(LLVMStructType { name, body: Some(body), packed })
}

/// `custom<ExtTypeParams>($type_params, $int_params)`: types, then integers, comma-separated
/// (MLIR's `parseExtTypeParams`).
fn parse_ext_type_params(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Vec<Type>, Vec<u32>)> {
    let mut type_params = Vec::new();
    let mut int_params = Vec::new();
    loop {
        let iat = p.get_current_location();
        if let Some(v) = p.parse_optional_unsigned_integer()? {
            int_params.push(u32::try_from(v).map_err(|_| p.emit_error(iat, "integer parameter out of range"))?);
        } else {
            if !int_params.is_empty() {
                return Err(p.emit_error_here("failed to parse parameter list for target extension type"));
            }
            type_params.push(parse_nested_type(p)?);
        }
        if !p.parse_optional_comma() {
            return Ok((type_params, int_params));
        }
    }
}

// ----- verifiers (MLIR's messages) -----

fn verify_array(ctx: &Context, t: &LLVMArrayType) -> Result<(), String> {
    if !is_valid_array_element(ctx, t.element) {
        return Err(format!("invalid array element type: '{}'", t.element.to_text(ctx)));
    }
    Ok(())
}

fn verify_function(ctx: &Context, t: &LLVMFunctionType) -> Result<(), String> {
    let r = t.result;
    if r.isa::<LLVMFunctionType>(ctx) || r.isa::<LLVMMetadataType>(ctx) || r.isa::<LLVMLabelType>(ctx) {
        return Err(format!("invalid function result type: '{}'", r.to_text(ctx)));
    }
    for &a in &t.params {
        if a.isa::<LLVMVoidType>(ctx) || a.isa::<LLVMFunctionType>(ctx) {
            return Err(format!("invalid function argument type: '{}'", a.to_text(ctx)));
        }
    }
    Ok(())
}

fn verify_struct(ctx: &Context, t: &LLVMStructType) -> Result<(), String> {
    for &e in t.elements() {
        if !is_valid_struct_element(ctx, e) {
            return Err(format!("invalid LLVM structure element type: '{}'", e.to_text(ctx)));
        }
    }
    Ok(())
}
