//! The type constraints of the llvm dialect's ops, with MLIR's summaries (`LLVMOpBase.td`).

use super::types::*;
use super::AccessGroupAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::types::IntegerType;
use oxir::ods::constraints::TypeConstraint;
use oxir::ods::AttrConstraint;
use oxir::{Attribute, Context, Type};

fn array_of(ctx: &Context, a: Attribute, element: impl Fn(Attribute) -> bool) -> bool {
    a.dyn_cast::<ArrayAttr>(ctx).is_some_and(|arr| arr.elements.iter().all(|&e| element(e)))
}

/// The `access_groups` of memory ops and calls (MLIR's `LLVM_AccessGroupArrayAttr`).
pub const ACCESS_GROUP_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "LLVM dialect access group metadata array",
    check: |c, a| array_of(c, a, |e| e.isa::<AccessGroupAttr>(c)),
};

/// The `alias_scopes` and `noalias_scopes` of memory ops and calls (MLIR's
/// `LLVM_AliasScopeArrayAttr`). The alias scope attributes are not defined here yet, so any
/// attribute of the llvm dialect stands for one.
pub const ALIAS_SCOPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "LLVM dialect alias scope array",
    check: |c, a| array_of(c, a, |e| c.attr_storage(e).dialect() == "llvm"),
};

fn scalar_or_vector(ctx: &Context, t: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    scalar(ctx, t) || (is_compatible_vector_type(ctx, t) && scalar(ctx, scalar_or_element(ctx, t)))
}

fn any_int(ctx: &Context, t: Type) -> bool {
    t.isa::<IntegerType>(ctx)
}

fn is_ptr(ctx: &Context, t: Type) -> bool {
    t.isa::<LLVMPointerType>(ctx)
}

/// Any LLVM-compatible type.
pub const LLVM_TYPE: TypeConstraint =
    TypeConstraint::Pred { summary: "LLVM dialect-compatible type", check: is_compatible_type };

/// An LLVM pointer.
pub const LLVM_POINTER: TypeConstraint = TypeConstraint::Pred { summary: "LLVM pointer type", check: is_ptr };

/// An LLVM pointer in address space 0 (MLIR's `LLVM_DefaultPointer`).
pub const LLVM_DEFAULT_POINTER: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM pointer in address space 0",
    check: |c, t| t.dyn_cast::<LLVMPointerType>(c).is_some_and(|p| p.address_space == 0),
};

/// Integers or vectors of them.
pub const INT_OR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "integer or LLVM dialect-compatible vector of integer",
    check: |c, t| scalar_or_vector(c, t, any_int),
};

/// Signless integers or vectors of them.
pub const SIGNLESS_INT_OR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: |c, t| scalar_or_vector(c, t, is_signless_integer),
};

/// Floats or vectors of them.
pub const FLOAT_OR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    check: |c, t| scalar_or_vector(c, t, is_compatible_float),
};

/// Pointers or vectors of them.
pub const PTR_OR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: |c, t| scalar_or_vector(c, t, is_ptr),
};

/// Signless integers or pointers (the values `llvm.cmpxchg` compares and exchanges).
pub const SIGNLESS_INT_OR_PTR: TypeConstraint = TypeConstraint::Pred {
    summary: "signless integer or LLVM pointer type",
    check: |c, t| is_signless_integer(c, t) || is_ptr(c, t),
};

/// Integers, pointers, or vectors of either (`icmp` operands).
pub const INT_OR_PTR_OR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: |c, t| scalar_or_vector(c, t, any_int) || scalar_or_vector(c, t, is_ptr),
};

/// `i1` or vectors of it.
pub const BOOL_OR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    check: |c, t| {
        scalar_or_vector(c, t, |c, t| {
            t.dyn_cast::<IntegerType>(c).is_some_and(|i| i.width == 1 && is_signless_integer(c, t))
        })
    },
};

/// A type with a size (what may be loaded, stored and allocated).
pub const LLVM_LOADABLE: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM type with size",
    check: |c, t| is_compatible_type(c, t) && is_loadable(c, t),
};

/// Whether `t` has a size: not void, function, token, label, metadata, or a target type that
/// cannot be loaded.
pub fn is_loadable(ctx: &Context, t: Type) -> bool {
    if t.isa::<LLVMVoidType>(ctx)
        || t.isa::<LLVMFunctionType>(ctx)
        || t.isa::<LLVMTokenType>(ctx)
        || t.isa::<LLVMLabelType>(ctx)
        || t.isa::<LLVMMetadataType>(ctx)
    {
        return false;
    }
    if let Some(te) = t.dyn_cast::<LLVMTargetExtType>(ctx) {
        return te.name != "no_load";
    }
    true
}

/// An LLVM vector (`vector<4xi32>`, possibly scalable).
pub const LLVM_VECTOR: TypeConstraint = TypeConstraint::VectorOf(&LLVM_VECTOR_ELEMENT);

/// What an LLVM vector holds: integers, floats and pointers.
pub const LLVM_VECTOR_ELEMENT: TypeConstraint =
    TypeConstraint::Pred { summary: "LLVM dialect-compatible vector element", check: is_compatible_vector_element };

/// A struct or array (`extractvalue`/`insertvalue` containers).
pub const LLVM_AGGREGATE: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM aggregate type",
    check: |c, t| t.isa::<LLVMStructType>(c) || t.isa::<LLVMArrayType>(c),
};

/// A non-aggregate LLVM type (`select` and `freeze` operands).
pub const LLVM_NON_AGGREGATE: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM-compatible non-aggregate type",
    check: |c, t| is_compatible_type(c, t) && !t.isa::<LLVMStructType>(c) && !t.isa::<LLVMArrayType>(c),
};
