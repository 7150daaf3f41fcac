//! The llvm dialect's function and call-site attributes: `#llvm.target_features<...>`,
//! `#llvm.framePointerKind<...>`, `#llvm.vec_type_hint<...>` and `#llvm.constant_range<...>`.

use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::Type;
use oxir_macros::{AttrDef, EnumAttr};

/// LLVM target features attribute
///
/// `#llvm.target_features<["+neon", ...]>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "target_features", format = "`<` `[` $features `]` `>`")]
pub struct TargetFeaturesAttr {
    /// The features, each `+name` or `-name`.
    pub features: Vec<String>,
}

/// Frame pointer kinds (MLIR's `FramePointerKind`): the value of `#llvm.framePointerKind<...>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "FramePointerKind")]
pub enum FramePointerKind {
    /// No frame pointer.
    #[case(value = 0)]
    None,
    /// A frame pointer in functions that call others.
    #[case(name = "non-leaf")]
    NonLeaf,
    /// A frame pointer in every function.
    All,
    /// The frame pointer register is reserved.
    Reserved,
}

/// LLVM frame pointer kind
///
/// `#llvm.framePointerKind<"non-leaf">`, `#llvm.framePointerKind<all>` (a case that is not a
/// keyword is quoted).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "framePointerKind", format = "`<` $kind `>`")]
pub struct FramePointerKindAttr {
    /// The frame pointer kind.
    pub kind: FramePointerKind,
}

/// Explicit vectorization compiler hint
///
/// `#llvm.vec_type_hint<hint = i32, is_signed = true>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "vec_type_hint", format = "`<` struct(params) `>`")]
pub struct VecTypeHintAttr {
    /// The hinted type.
    pub hint: Type,
    /// Whether the type is signed.
    #[param(default = false)]
    pub is_signed: bool,
}

/// A range of two integers, corresponding to LLVM's ConstantRange
///
/// `#llvm.constant_range<i64, 0, 4097>`: the half-open range `[lower, upper)`. Its syntax is
/// custom, as in MLIR (`ConstantRangeAttr` has a hand-written parser and printer there too: the
/// bounds are read at the width of the type).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "llvm",
    name = "constant_range",
    printer = print_constant_range,
    parser = parse_constant_range
)]
pub struct ConstantRangeAttr {
    /// The integer type.
    pub ty: Type,
    /// The lower bound.
    pub lower: i128,
    /// The upper bound (exclusive).
    pub upper: i128,
}

fn print_constant_range(a: &ConstantRangeAttr, p: &mut AsmPrinter<'_>) {
    p.write("<");
    p.print_type(a.ty);
    p.write_display(format_args!(", {}, {}>", a.lower, a.upper));
}

fn parse_constant_range(p: &mut OpAsmParser<'_, '_>) -> ParseResult<ConstantRangeAttr> {
    p.parse_less()?;
    let ty = p.parse_type()?;
    let bound = |p: &mut OpAsmParser<'_, '_>| -> ParseResult<i128> {
        p.parse_comma()?;
        let neg = p.parse_optional_minus();
        let v = p.parse_integer()?;
        Ok(if neg { -v } else { v })
    };
    let lower = bound(p)?;
    let upper = bound(p)?;
    p.parse_greater()?;
    Ok(ConstantRangeAttr { ty, lower, upper })
}
