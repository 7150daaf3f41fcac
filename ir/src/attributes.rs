//! Attributes: interned, `Copy` handles to compile-time constant data of any Rust type that
//! implements [`AttrDef`].
//!
//! Like types, attributes are hash-consed in the context, so equality is handle equality. Locations
//! are attributes too (MLIR's `LocationAttr`). A dialect defines an attribute by implementing
//! [`AttrDef`] on a plain struct; the builtin attributes are defined the same way.

use crate::asm::AsmPrinter;
use crate::context::Context;
use crate::intern::{Identifier, Uniqued};
use crate::types::Type;
use std::any::Any;
use std::fmt;
use std::hash::Hash;

/// An interned attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl fmt::Debug for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Attribute({})", self.0)
    }
}

/// A named attribute: an entry of an attribute dictionary.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttribute {
    /// The entry's name.
    pub name: Identifier,
    /// The entry's value.
    pub value: Attribute,
}

/// An attribute definition: the parameters of one kind of attribute, with its printer.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an attribute definition",
    label = "not an attribute definition",
    note = "an enum deriving `EnumAttr` is an `#[attribute(enum)]` field; a list of integers is a `DenseI64Array` field"
)]
pub trait AttrDef: Hash + Eq + Send + Sync + fmt::Debug + 'static {
    /// The dialect namespace, e.g. `builtin`.
    const DIALECT: &'static str;
    /// The attribute's name inside its dialect.
    const NAME: &'static str;
    /// Whether this attribute is a location (MLIR's `LocationAttr`).
    const IS_LOCATION: bool = false;
    /// Prints the attribute's value as it appears in the textual IR.
    fn print(&self, p: &mut AsmPrinter<'_>);
    /// The type this attribute carries, if any (MLIR's `TypedAttr`).
    fn typed(&self) -> Option<Type> {
        None
    }
}

/// The object-safe view of an [`AttrDef`] that the context stores.
pub trait DynAttr: Send + Sync + 'static {
    /// The value as `Any`, for downcasting.
    fn as_any(&self) -> &dyn Any;
    /// The dialect namespace.
    fn dialect(&self) -> &'static str;
    /// The attribute's name inside its dialect.
    fn name(&self) -> &'static str;
    /// Whether this attribute is a location.
    fn is_location(&self) -> bool;
    /// Prints the attribute.
    fn print(&self, p: &mut AsmPrinter<'_>);
    /// The type this attribute carries, if any.
    fn typed(&self) -> Option<Type>;
    /// Debug output of the parameters.
    fn debug(&self) -> &dyn fmt::Debug;
}

impl<T: AttrDef> DynAttr for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dialect(&self) -> &'static str {
        T::DIALECT
    }
    fn name(&self) -> &'static str {
        T::NAME
    }
    fn is_location(&self) -> bool {
        T::IS_LOCATION
    }
    fn print(&self, p: &mut AsmPrinter<'_>) {
        AttrDef::print(self, p)
    }
    fn typed(&self) -> Option<Type> {
        AttrDef::typed(self)
    }
    fn debug(&self) -> &dyn fmt::Debug {
        self
    }
}

impl Uniqued for dyn DynAttr {
    fn as_any(&self) -> &dyn Any {
        DynAttr::as_any(self)
    }
}

impl Attribute {
    /// Interns `def` in `ctx` and returns its handle.
    pub fn get<T: AttrDef>(ctx: &Context, def: T) -> Attribute {
        ctx.intern_attr(def)
    }

    /// The definition behind this attribute if it is a `T`.
    #[inline]
    pub fn dyn_cast<T: AttrDef>(self, ctx: &Context) -> Option<&T> {
        ctx.attr_storage_as::<T>(self)
    }

    /// Whether this attribute is a `T`.
    #[inline]
    pub fn isa<T: AttrDef>(self, ctx: &Context) -> bool {
        self.dyn_cast::<T>(ctx).is_some()
    }

    /// Whether this attribute is a location.
    pub fn is_location(self, ctx: &Context) -> bool {
        ctx.attr_storage(self).is_location()
    }

    /// The type this attribute carries, if any (MLIR's `TypedAttr`). A string without a type
    /// carries `none`, as MLIR's `StringAttr` does.
    pub fn typed(self, ctx: &Context) -> Option<Type> {
        let storage = ctx.attr_storage(self);
        storage.typed().or_else(|| {
            storage
                .as_any()
                .is::<crate::builtin::attributes::StringAttr>()
                .then(|| crate::builtin::types::NoneType::get(ctx))
        })
    }

    /// The raw index of this handle.
    pub fn as_u32(self) -> u32 {
        self.0
    }

    /// Renders the attribute as text, as the printer would print it.
    pub fn to_text(self, ctx: &Context) -> String {
        let mut s = String::new();
        AsmPrinter::standalone(ctx, &mut s).print_attribute(self);
        s
    }
}
