//! Types: interned, `Copy` handles to values of any Rust type that implements [`TypeDef`].
//!
//! A [`Type`] is four bytes; equality is handle equality because the context hash-conses every
//! type. A dialect defines a type by implementing [`TypeDef`] on a plain struct of its parameters
//! (the definition macros generate that impl); the builtin types are defined the same way.

use crate::asm::AsmPrinter;
use crate::context::Context;
use crate::intern::Uniqued;
use std::any::Any;
use std::fmt;
use std::hash::Hash;

/// An interned type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.0)
    }
}

/// A type definition: the parameters of one kind of type, with its printer.
pub trait TypeDef: Hash + Eq + Send + Sync + fmt::Debug + 'static {
    /// The dialect namespace, e.g. `builtin`.
    const DIALECT: &'static str;
    /// The type's name inside its dialect, e.g. `integer`.
    const NAME: &'static str;
    /// Prints the type as it appears in the textual IR (with its `!dialect.` prefix if any).
    fn print(&self, p: &mut AsmPrinter<'_>);
}

/// The object-safe view of a [`TypeDef`] that the context stores.
pub trait DynType: Send + Sync + 'static {
    /// The value as `Any`, for downcasting to the concrete definition.
    fn as_any(&self) -> &dyn Any;
    /// The dialect namespace.
    fn dialect(&self) -> &'static str;
    /// The type's name inside its dialect.
    fn name(&self) -> &'static str;
    /// Prints the type.
    fn print(&self, p: &mut AsmPrinter<'_>);
    /// Debug output of the parameters.
    fn debug(&self) -> &dyn fmt::Debug;
}

impl<T: TypeDef> DynType for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dialect(&self) -> &'static str {
        T::DIALECT
    }
    fn name(&self) -> &'static str {
        T::NAME
    }
    fn print(&self, p: &mut AsmPrinter<'_>) {
        TypeDef::print(self, p)
    }
    fn debug(&self) -> &dyn fmt::Debug {
        self
    }
}

impl Uniqued for dyn DynType {
    fn as_any(&self) -> &dyn Any {
        DynType::as_any(self)
    }
}

impl Type {
    /// Interns `def` in `ctx` and returns its handle.
    pub fn get<T: TypeDef>(ctx: &Context, def: T) -> Type {
        ctx.intern_type(def)
    }

    /// The definition behind this type if it is a `T`.
    #[inline]
    pub fn dyn_cast<T: TypeDef>(self, ctx: &Context) -> Option<&T> {
        ctx.type_storage_as::<T>(self)
    }

    /// Whether this type is a `T`.
    #[inline]
    pub fn isa<T: TypeDef>(self, ctx: &Context) -> bool {
        self.dyn_cast::<T>(ctx).is_some()
    }

    /// The dialect namespace of this type.
    pub fn dialect(self, ctx: &Context) -> &'static str {
        ctx.type_storage(self).dialect()
    }

    /// The raw index of this handle, stable for the life of the context.
    pub fn as_u32(self) -> u32 {
        self.0
    }

    /// Renders the type as text, as the printer would print it.
    pub fn to_text(self, ctx: &Context) -> String {
        let mut s = String::new();
        AsmPrinter::standalone(ctx, &mut s).print_type(self);
        s
    }
}
