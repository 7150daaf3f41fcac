//! The op model: what `#[op]` understands of a definition once its input is read and checked
//! ([`super::from_input`]), independent of how it was written. Every generator (accessors,
//! builders, verifier, registration, docs, the assembly-format compiler) reads only this model.
//!
//! Extending the macro with a new kind of field means a variant here (an [`AttrKind`] for a new
//! kind of attribute field, an [`Arity`], or a new list beside [`OpModel::operands`]), its
//! reading in `from_input`, and the arms the generators' exhaustive matches then ask for.

use proc_macro2::Span;
use syn::{Attribute, Expr, Ident, LitStr, Path, Type, Visibility};

/// How many values (or regions, successors) a declared operand/result/region/successor stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one (`Value`, `Region`, `Block`).
    Single,
    /// Zero or one (`Option<Value>`).
    Optional,
    /// Any number (`Vec<Value>`).
    Variadic,
    /// A list of lists (`Vec<Vec<Value>>`), sized by an attribute (MLIR's `VariadicOfVariadic`).
    VariadicOfVariadic,
}

impl Arity {
    /// Whether this is anything but [`Arity::Single`].
    pub fn is_variable(self) -> bool {
        self != Arity::Single
    }
}

/// An operand or a result.
#[derive(Clone, Debug)]
pub struct ValueDef {
    /// The Rust field name (also the accessor name).
    pub field: Ident,
    /// The name used in the assembly format and docs (`$lhs`); the field name unless renamed.
    pub name: String,
    /// How many values.
    pub arity: Arity,
    /// The constraint: a Rust expression of type `oxir::ods::TypeConstraint` (`None`: any type).
    pub constraint: Option<Expr>,
    /// For variadic-of-variadic: the name of the attribute holding the segment sizes.
    pub segment_attr: Option<String>,
}

impl ValueDef {
    /// The type the constraint denotes, if it denotes exactly one buildable type (MLIR's
    /// `buildableType`), by its spelling (`i32`). Recognized by the constraint's name: `I1`,
    /// `I8`, `I16`, `I32`, `I64`, `INDEX`, `F16`, `F32`, `F64`, `BF16`, `NONE_TYPE`.
    pub fn buildable_type(&self) -> Option<&'static str> {
        Some(match constraint_name(&self.constraint)?.as_str() {
            "I1" => "i1",
            "I8" => "i8",
            "I16" => "i16",
            "I32" => "i32",
            "I64" => "i64",
            "INDEX" => "index",
            "F16" => "f16",
            "F32" => "f32",
            "F64" => "f64",
            "BF16" => "bf16",
            "NONE_TYPE" => "none",
            _ => return None,
        })
    }
}

/// How an attribute is stored and whether it must be present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrPresence {
    /// Must be present.
    Required,
    /// May be absent (`Option<T>` field).
    Optional,
    /// Has a default value (the text of a Rust expression building the attribute), omitted from
    /// the output when equal to it.
    Default(String),
}

/// What an attribute field holds. It decides the field's accessor, the check of the attribute's
/// kind and how a format parses and prints it; the generators match on it exhaustively, so a new
/// kind of attribute field (a typed enum, a dense array of integers) is a variant here, its
/// classification in `from_input`, and the match arms the compiler then asks for.
#[derive(Clone, Debug)]
pub enum AttrKind {
    /// `Attribute`: any attribute, accessed as is, not checked, written with the generic syntax.
    Any,
    /// An attribute definition `T` (`IntegerAttr`, `StringAttr`, a dialect's own): accessed as
    /// `&T` (and as is by `<field>_attr`), checked with `dyn_cast::<T>`, written through
    /// `oxir::ods::format::FormatAttr` of `T`.
    Def(Box<Type>),
    /// `#[attribute(enum)]` on an enum `T` deriving `EnumAttr` (or its set of flags): stored as
    /// MLIR stores it (`oxir::ods::EnumField`: an integer, or the dialect attribute), accessed
    /// as `T`, built from a `T`, checked to hold a case, written as the case's keyword.
    Enum(Box<Type>),
    /// A dense array of integers (`DenseI64Array`, `DenseI32Array`, `DenseBoolArray`, ...):
    /// stored as `array<i64: ...>`, accessed as a `Vec` of the elements, built from a slice,
    /// written `[1, 2]` (`oxir::ods::fields::DenseArrayField`).
    DenseArray(Box<Type>),
}

/// The field types of dense-array fields.
pub const DENSE_ARRAY_FIELDS: &[&str] =
    &["DenseBoolArray", "DenseI8Array", "DenseI16Array", "DenseI32Array", "DenseI64Array"];

/// An inherent attribute (stored as a property, as MLIR does for ops with properties).
#[derive(Clone, Debug)]
pub struct AttrDef {
    /// The Rust field name (also the accessor name).
    pub field: Ident,
    /// The attribute's name in the IR (`value`, `predicate`, `overflowFlags`).
    pub name: String,
    /// The Rust type of the attribute value as written in the field (e.g. `IntegerAttr`,
    /// `StringAttr`, `TypeAttr`, `Attribute`, or a user `AttrDef` type), for docs.
    pub ty: Type,
    /// What the field holds.
    pub kind: AttrKind,
    /// Required, optional or defaulted.
    pub presence: AttrPresence,
    /// The default as written (`default = expr`), for the builders and the property defaults.
    pub default: Option<Expr>,
    /// An extra constraint: a Rust expression of type `oxir::ods::AttrConstraint`.
    pub constraint: Option<Expr>,
    /// Whether this is a discardable attribute (`#[attribute(discardable)]`) rather than a
    /// property.
    pub discardable: bool,
    /// A default on an `Option<T>` field: MLIR's `DefaultValuedOptionalAttr`, absent from the
    /// op until set (parsing does not fill it in), omitted from the output when equal to the
    /// default, and set to the default by the builders.
    pub optional_storage: bool,
    /// MLIR declares it as a native property (`i32`, `i64`, ... or `unit`), which changes its
    /// bytecode encoding.
    pub native: Option<String>,
}

impl AttrDef {
    /// The last segment of the field's Rust type (`IntegerAttr`, `UnitAttr`, `Attribute`).
    pub fn type_name(&self) -> String {
        last_segment_of_type(&self.ty)
    }

    /// Whether the attribute is a `UnitAttr` (present or absent, nothing else) or a `UnitProp`
    /// (MLIR's unit property: a unit attribute when set, its default `false` when not).
    pub fn is_unit(&self) -> bool {
        matches!(self.type_name().as_str(), "UnitAttr" | "UnitProp")
    }

    /// Whether the attribute's constraint is MLIR's `TypedAttrInterface` (`TYPED_ATTR`): a format
    /// parses it as a typed attribute (`invalid kind of attribute specified` otherwise).
    pub fn is_typed_attr(&self) -> bool {
        constraint_name(&self.constraint).as_deref() == Some("TYPED_ATTR")
    }

    /// Whether the attribute is formatted as a symbol name (`@name`): a `SYMBOL_NAME_ATTR`.
    pub fn is_symbol_name(&self) -> bool {
        constraint_name(&self.constraint).as_deref() == Some("SYMBOL_NAME_ATTR")
    }

    /// The value type of the attribute's constraint, when it has one (MLIR's `Attr.valueType`
    /// with a builder): `BOOL_ATTR` (i1), `I32_ATTR`, `I64_ATTR`, `INDEX_ATTR`, `F32_ATTR`,
    /// `F64_ATTR`. Such an attribute is parsed with that type and printed without it.
    pub fn buildable_type(&self) -> Option<&'static str> {
        Some(match constraint_name(&self.constraint)?.as_str() {
            "BOOL_ATTR" => "i1",
            "I32_ATTR" => "i32",
            "I64_ATTR" => "i64",
            "INDEX_ATTR" => "index",
            "F32_ATTR" => "f32",
            "F64_ATTR" => "f64",
            _ => return None,
        })
    }

    /// The element type of a dense array attribute constraint (`DENSE_I64_ARRAY_ATTR`: `i64`),
    /// which the format parses and prints in MLIR's short form `[1, 2]` rather than as
    /// `array<i64: 1, 2>`.
    pub fn dense_array_element(&self) -> Option<&'static str> {
        if let AttrKind::DenseArray(_) = &self.kind {
            return Some(match self.type_name().as_str() {
                "DenseBoolArray" => "i1",
                "DenseI8Array" => "i8",
                "DenseI16Array" => "i16",
                "DenseI32Array" => "i32",
                _ => "i64",
            });
        }
        Some(match constraint_name(&self.constraint)?.as_str() {
            "DENSE_BOOL_ARRAY_ATTR" => "i1",
            "DENSE_I8_ARRAY_ATTR" => "i8",
            "DENSE_I16_ARRAY_ATTR" => "i16",
            "DENSE_I32_ARRAY_ATTR" => "i32",
            "DENSE_I64_ARRAY_ATTR" => "i64",
            _ => return None,
        })
    }
}

/// A region.
#[derive(Clone, Debug)]
pub struct RegionDef {
    /// The Rust field name.
    pub field: Ident,
    /// The name in the format (`$body`).
    pub name: String,
    /// Single or variadic (variadic only as the last region).
    pub arity: Arity,
    /// Whether the region must have exactly one block (`SizedRegion<1>`).
    pub single_block: bool,
    /// Where the field was declared.
    pub span: Span,
}

/// A successor.
#[derive(Clone, Debug)]
pub struct SuccessorDef {
    /// The Rust field name.
    pub field: Ident,
    /// The name in the format (`$dest`).
    pub name: String,
    /// Single or variadic (variadic only as the last successor).
    pub arity: Arity,
    /// Where the field was declared.
    pub span: Span,
}

/// A trait the op declares, as written (`Pure`, `HasParent<FuncOp>`, `AllTypesMatch<[a, b]>`).
#[derive(Clone, Debug)]
pub struct TraitRef {
    /// The trait's marker type path (`Pure`, `oxir::traits::Pure`, a user's own).
    pub path: Path,
    /// The last path segment's name, for recognizing the traits the generators know.
    pub name: String,
    /// The names a type relation relates (`AllTypesMatch<[lhs, rhs]>`, then a `TypesMatchWith`'s
    /// transformer), or a marker trait's string arguments (`TypesMatchWith("lhs", "rhs")`).
    pub args: Vec<String>,
    /// Type arguments (`HasParent<FuncOp>`, `SingleBlockImplicitTerminator<YieldOp>`), if any.
    pub type_args: Vec<Type>,
    /// A type relation written in MLIR's form (`AllTypesMatch<[a, b]>`,
    /// `TypesMatchWith<from, to, transform, "message">`): `args` hold the names (and the
    /// transformer), and the generated verifier checks the relation with this summary.
    pub relation: Option<TypeRelation>,
    /// Where it was written.
    pub span: Span,
}

/// A type relation the generated verifier checks (MLIR's `PredOpTrait`s `AllTypesMatch` and
/// `TypesMatchWith`).
#[derive(Clone, Debug)]
pub struct TypeRelation {
    /// What the verifier reports after `failed to verify that `.
    pub summary: String,
    /// Where each name of the trait's `args` was written, for errors.
    pub name_spans: Vec<Span>,
    /// A `TypesMatchWith` transformer as written (its spans point errors at it).
    pub transform: Option<proc_macro2::TokenStream>,
}

/// An interface the op implements, `Interface(model)`: the interface trait's path and an
/// expression making the model that implements it for the op.
#[derive(Clone, Debug)]
pub struct InterfaceRef {
    /// The interface trait (`LoopLikeOpInterface`).
    pub path: Path,
    /// The model value (`ForLoop`, `EffectsModel(load_effects)`).
    pub model: Expr,
}

/// The user's functions the op registers (`verifier = path`, ...), each optional.
#[derive(Clone, Debug, Default)]
pub struct Hooks {
    /// `fn(&Context, OpRef) -> Result<(), Diagnostic>`, after the invariants.
    pub verifier: Option<Path>,
    /// The verifier run once the nested ops verified.
    pub region_verifier: Option<Path>,
    /// The symbol-uses verifier.
    pub symbol_uses_verifier: Option<Path>,
    /// The folder.
    pub folder: Option<Path>,
    /// The canonicalization patterns.
    pub canonicalizer: Option<Path>,
    /// The result names the printer suggests (`%low, %high`).
    pub asm_result_names: Option<Path>,
    /// The branch interface (successor operands).
    pub branch: Option<Path>,
}

/// How the op's custom assembly form is read and written.
#[derive(Clone, Debug)]
pub enum Assembly {
    /// Only the generic form.
    Generic,
    /// A declarative assembly format (MLIR's `assemblyFormat`), with its string literal.
    Format(LitStr),
    /// The user's own parser and printer functions.
    Custom {
        /// `fn(&mut OpAsmParser, &mut OperationState) -> ParseResult<()>`.
        parser: Path,
        /// `fn(&mut AsmPrinter, OpRef)`.
        printer: Path,
    },
}

/// A whole op definition.
#[derive(Clone, Debug)]
pub struct OpModel {
    /// The Rust struct name (`AddIOp`).
    pub ident: Ident,
    /// The struct's visibility, kept by the generated handle.
    pub vis: Visibility,
    /// The struct's doc attributes, kept by the generated handle.
    pub doc_attrs: Vec<Attribute>,
    /// The declared field types (they must name real types).
    pub field_types: Vec<Type>,
    /// The full op name (`arith.addi`).
    pub name: String,
    /// The summary (first doc paragraph).
    pub summary: String,
    /// The description (the rest of the doc comment).
    pub description: String,
    /// Operands in order.
    pub operands: Vec<ValueDef>,
    /// Results in order.
    pub results: Vec<ValueDef>,
    /// Attributes and properties in order.
    pub attributes: Vec<AttrDef>,
    /// Regions in order.
    pub regions: Vec<RegionDef>,
    /// Successors in order.
    pub successors: Vec<SuccessorDef>,
    /// Declared traits.
    pub traits: Vec<TraitRef>,
    /// Declared interfaces.
    pub interfaces: Vec<InterfaceRef>,
    /// The user's functions.
    pub hooks: Hooks,
    /// The custom assembly form.
    pub assembly: Assembly,
    /// The dialect whose ops the op's regions may name without their prefix.
    pub default_dialect: Option<LitStr>,
    /// Equality-saturation rules declared with the op (text).
    pub eqsat_rules: String,
    /// The op's cost for equality-saturation extraction.
    pub eqsat_cost: Option<u32>,
    /// Whether operand segments are sized by an `operandSegmentSizes` property (more than one
    /// variable-length operand group without `SameVariadicOperandSize`).
    pub operand_segments: bool,
    /// Likewise for results (`resultSegmentSizes`).
    pub result_segments: bool,
}

impl OpModel {
    /// An op named `name` defined by the struct `ident`, with nothing declared yet.
    pub fn new(ident: Ident, name: String) -> OpModel {
        OpModel {
            ident,
            vis: Visibility::Inherited,
            doc_attrs: Vec::new(),
            field_types: Vec::new(),
            name,
            summary: String::new(),
            description: String::new(),
            operands: Vec::new(),
            results: Vec::new(),
            attributes: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            interfaces: Vec::new(),
            hooks: Hooks::default(),
            assembly: Assembly::Generic,
            default_dialect: None,
            eqsat_rules: String::new(),
            eqsat_cost: None,
            operand_segments: false,
            result_segments: false,
        }
    }

    /// Whether the op declares the trait named `name` (by its last path segment).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.name == name)
    }

    /// The declarative assembly format, if the op has one.
    pub fn format(&self) -> Option<&LitStr> {
        match &self.assembly {
            Assembly::Format(f) => Some(f),
            _ => None,
        }
    }

    /// The names of the inherent attributes (stored as properties): the declared ones, then the
    /// segment sizes the op keeps (`operandSegmentSizes`, `resultSegmentSizes`, the sizes of its
    /// variadic-of-variadic operands).
    /// The inherent attributes ODS calls required (neither optional nor defaulted), with the
    /// segment-size attributes of variadic-of-variadic operands.
    pub fn required_attr_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .attributes
            .iter()
            .filter(|a| {
                !a.discardable && !a.optional_storage && !a.is_unit() && matches!(a.presence, AttrPresence::Required)
            })
            .map(|a| a.name.clone())
            .collect();
        for o in &self.operands {
            if let Some(s) = &o.segment_attr {
                if !names.contains(s) && !self.attributes.iter().any(|a| &a.name == s) {
                    names.push(s.clone());
                }
            }
        }
        names
    }

    /// The names of the op's inherent attributes (its properties).
    pub fn inherent_attr_names(&self) -> Vec<String> {
        let mut names: Vec<String> =
            self.attributes.iter().filter(|a| !a.discardable).map(|a| a.name.clone()).collect();
        if self.operand_segments {
            names.push("operandSegmentSizes".into());
        }
        if self.result_segments {
            names.push("resultSegmentSizes".into());
        }
        for o in &self.operands {
            if let Some(s) = &o.segment_attr {
                if !names.contains(s) {
                    names.push(s.clone());
                }
            }
        }
        names
    }
}

/// The last path segment of a constraint expression (`I32` for `ods::constraints::I32`).
fn constraint_name(constraint: &Option<Expr>) -> Option<String> {
    fn last(e: &Expr) -> Option<String> {
        match e {
            Expr::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            Expr::Reference(r) => last(&r.expr),
            Expr::Paren(p) => last(&p.expr),
            _ => None,
        }
    }
    last(constraint.as_ref()?)
}

/// The last segment of a path type (`Value` for `oxir::Value`); empty for other types.
pub fn last_segment_of_type(ty: &Type) -> String {
    match ty {
        Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default(),
        _ => String::new(),
    }
}
