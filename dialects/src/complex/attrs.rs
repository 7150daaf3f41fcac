//! `#complex.number<:f32 1.0, 2.0>`: a complex number as an attribute (MLIR's
//! `complex::NumberAttr`), typed by the `complex<...>` of its parts.

use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::builtin::types::{ComplexType, FloatType};
use oxir::numeric::{APFloat, RoundingMode};
use oxir::{Attribute, Context, Type};
use oxir_macros::AttrDef;

/// A complex number attribute.
///
/// A complex number attribute.
///
/// Example:
///
/// ```mlir
/// #complex.number<:f64 1.0, 2.0>
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "complex",
    name = "number",
    printer = NumberAttr::print_body,
    parser = NumberAttr::parse_body,
    verifier = NumberAttr::verify,
    type_of = NumberAttr::type_of,
    skip_default_builders
)]
pub struct NumberAttr {
    /// The real part, in the semantics of the element type.
    pub real: APFloat,
    /// The imaginary part, in the semantics of the element type.
    pub imag: APFloat,
    /// The `complex<...>` type of the number.
    pub ty: Type,
}

impl NumberAttr {
    /// The number `real + imag·i` of type `complex<element>`, the parts rounded to the element
    /// type (MLIR's builder from a complex type and two doubles); `None` unless `element` is a
    /// float type.
    pub fn get(ctx: &Context, element: Type, real: f64, imag: f64) -> Option<Attribute> {
        let sem = element.dyn_cast::<FloatType>(ctx)?.kind.semantics();
        let ty = ComplexType::get(ctx, element);
        Some(ctx.intern_attr(NumberAttr { real: APFloat::from_f64(sem, real), imag: APFloat::from_f64(sem, imag), ty }))
    }

    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// `<:` element-type real `,` imag `>`, then the attribute's type as MLIR prints a typed
    /// dialect attribute.
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write("<:");
        let element = self.ty.dyn_cast::<ComplexType>(p.ctx()).map_or(self.ty, |c| c.element);
        p.print_type(element);
        p.write(" ");
        p.write(&self.real.to_mlir_string());
        p.write(", ");
        p.write(&self.imag.to_mlir_string());
        p.write(">");
        p.print_attr_type_suffix(self.ty);
    }

    /// MLIR's `NumberAttr::parse`: the parts are read as doubles and rounded to the element
    /// type; a type given after the attribute is not used.
    fn parse_body(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        p.parse_less()?;
        p.parse_colon()?;
        let at = p.get_current_location();
        let element = p.parse_type()?;
        let Some(float) = element.dyn_cast::<FloatType>(p.ctx()) else {
            return Err(p.emit_error(at, "element type of the complex attribute must be float like type."));
        };
        let sem = float.kind.semantics();
        let double = oxir::numeric::FloatSemantics::F64;
        let real = p.parse_float(double)?.convert(sem, RoundingMode::NearestTiesToEven).0;
        p.parse_comma()?;
        let imag = p.parse_float(double)?.convert(sem, RoundingMode::NearestTiesToEven).0;
        p.parse_greater()?;
        let ty = ComplexType::get(p.ctx(), element);
        Ok(NumberAttr { real, imag, ty })
    }

    /// MLIR's `NumberAttr::verify`.
    fn verify(ctx: &Context, a: &Self) -> Result<(), String> {
        let Some(c) = a.ty.dyn_cast::<ComplexType>(ctx) else {
            return Err("complex attribute must be a complex type.".into());
        };
        let Some(f) = c.element.dyn_cast::<FloatType>(ctx) else {
            return Err("element type of the complex attribute must be float like type.".into());
        };
        let sem = f.kind.semantics();
        if a.real.semantics() != sem {
            return Err("type doesn't match the type implied by its `real` value".into());
        }
        if a.imag.semantics() != sem {
            return Err("type doesn't match the type implied by its `imag` value".into());
        }
        Ok(())
    }
}
