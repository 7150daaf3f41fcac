//! The verifier of `llvm.mlir.constant` (MLIR's `ConstantOp::verify`): which attributes may
//! initialize which types.

use super::types::*;
use oxir::builtin::attributes::{ArrayAttr, FloatAttr, IntegerAttr, StringAttr};
use oxir::builtin::dense::{
    DenseIntOrFPElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr, SparseElementsAttr,
};
use oxir::builtin::types::{FloatType, IntegerType, RankedTensorType, VectorType};
use oxir::ods::verify::op_error;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type};

/// The type and element count of an elements attribute, if `a` is one.
fn elements_type(ctx: &Context, a: Attribute) -> Option<(Type, bool)> {
    if let Some(d) = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) {
        return Some((d.ty, d.is_splat()));
    }
    if let Some(d) = a.dyn_cast::<DenseStringElementsAttr>(ctx) {
        return Some((d.ty, d.is_splat()));
    }
    if let Some(d) = a.dyn_cast::<DenseResourceElementsAttr>(ctx) {
        return Some((d.ty, false));
    }
    a.dyn_cast::<SparseElementsAttr>(ctx).map(|d| (d.ty, false))
}

/// The shape and element type of a shaped builtin type.
fn shaped(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
        return Some((v.shape.clone(), v.element));
    }
    t.dyn_cast::<RankedTensorType>(ctx).map(|r| (r.shape.clone(), r.element))
}

/// MLIR's `getNumElements` of vectors and (nested) arrays.
fn num_elements(ctx: &Context, t: Type) -> i64 {
    if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
        return v.shape.iter().product();
    }
    if let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
        return a.num_elements as i64 * num_elements(ctx, a.element);
    }
    1
}

/// MLIR's `getElementType` through vectors and (nested) arrays.
fn innermost_element(ctx: &Context, t: Type) -> Type {
    if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
        return v.element;
    }
    if let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
        return innermost_element(ctx, a.element);
    }
    if let Some((_, e)) = shaped(ctx, t) {
        return e;
    }
    t
}

fn float_bits(ctx: &Context, t: Type) -> Option<u32> {
    t.dyn_cast::<FloatType>(ctx).map(|f| f.kind.width())
}

/// MLIR's `verifyFloatSemantics`.
fn verify_float_semantics(ctx: &Context, op: OpRef, attr_ty: Type, constant_elem: Type) -> Result<(), Diagnostic> {
    if constant_elem.isa::<FloatType>(ctx) {
        if attr_ty != constant_elem {
            return Err(op_error(ctx, op, "attribute and type have different float semantics"));
        }
        return Ok(());
    }
    if let Some(i) = constant_elem.dyn_cast::<IntegerType>(ctx) {
        let w = float_bits(ctx, attr_ty).unwrap_or(0);
        if i.width != w {
            return Err(op_error(ctx, op, format!("expected integer type of width {w}")));
        }
    }
    Ok(())
}

/// MLIR's `ConstantOp::verify`.
pub fn verify_constant(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let (Some(value), Some(ty)) = (ctx.op_property(op, "value"), ctx.result_types(op).next()) else { return Ok(()) };
    if let Some(s) = StringAttr::value_of(ctx, value) {
        let ok = ty.dyn_cast::<LLVMArrayType>(ctx).is_some_and(|a| {
            a.num_elements == s.len() as u64 && a.element.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.width == 8)
        });
        if !ok {
            return Err(op_error(
                ctx,
                op,
                format!("expected array type of {} i8 elements for the string constant", s.len()),
            ));
        }
        return Ok(());
    }
    if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
        let Some(arr) = value.dyn_cast::<ArrayAttr>(ctx) else {
            return Err(op_error(ctx, op, "expected array attribute for struct type"));
        };
        let elems = st.elements();
        if arr.elements.len() != elems.len() {
            return Err(op_error(ctx, op, format!("expected array attribute of size {}", elems.len())));
        }
        for (i, (&a, &t)) in arr.elements.iter().zip(elems).enumerate() {
            if !(t.isa::<IntegerType>(ctx) || t.isa::<FloatType>(ctx) || t.isa::<oxir::builtin::types::IndexType>(ctx))
            {
                return Err(op_error(
                    ctx,
                    op,
                    "expected struct element types to be floating point type or integer type",
                ));
            }
            if !(a.isa::<IntegerAttr>(ctx) || a.isa::<FloatAttr>(ctx)) {
                return Err(op_error(ctx, op, "expected element of array attribute to be floating point or integer"));
            }
            if a.typed(ctx) != Some(t) {
                return Err(op_error(ctx, op, format!("struct element at index {i} is of wrong type")));
            }
        }
        return Ok(());
    }
    if ty.isa::<LLVMTargetExtType>(ctx) {
        return Err(op_error(ctx, op, "does not support target extension type."));
    }
    if value.isa::<IntegerAttr>(ctx) {
        if !ty.isa::<IntegerType>(ctx) {
            return Err(op_error(ctx, op, "expected integer type"));
        }
        return Ok(());
    }
    if let Some(f) = value.dyn_cast::<FloatAttr>(ctx) {
        return verify_float_semantics(ctx, op, f.ty, ty);
    }
    if let Some((ety, splat)) = elements_type(ctx, value) {
        if ty.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.scalable.iter().any(|&s| s)) {
            if !splat {
                return Err(op_error(ctx, op, "scalable vector type requires a splat attribute"));
            }
            return Ok(());
        }
        if !(ty.isa::<VectorType>(ctx) || ty.isa::<LLVMArrayType>(ctx)) {
            return Err(op_error(ctx, op, "expected vector or array type"));
        }
        let attr_n: i64 = shaped(ctx, ety).map_or(1, |(s, _)| s.iter().product());
        let ty_n = num_elements(ctx, ty);
        if ty_n != attr_n {
            return Err(op_error(
                ctx,
                op,
                format!("type and attribute have a different number of elements: {ty_n} vs. {attr_n}"),
            ));
        }
        let attr_elem = innermost_element(ctx, ety);
        let res_elem = innermost_element(ctx, ty);
        if attr_elem.isa::<FloatType>(ctx) {
            return verify_float_semantics(ctx, op, attr_elem, res_elem);
        }
        if attr_elem.isa::<IntegerType>(ctx) && !res_elem.isa::<IntegerType>(ctx) {
            return Err(op_error(ctx, op, "expected integer element type for integer elements attribute"));
        }
        return Ok(());
    }
    if let Some(arr) = value.dyn_cast::<ArrayAttr>(ctx) {
        let Some(at) = ty.dyn_cast::<LLVMArrayType>(ctx) else {
            return Err(op_error(ctx, op, "expected array or struct type for array attribute"));
        };
        return verify_struct_array(ctx, op, at, &arr.elements, 0);
    }
    if ctx.attr_storage(value).dialect() == "llvm" {
        return Ok(());
    }
    Err(op_error(ctx, op, "only supports integer, float, string or elements attributes"))
}

/// MLIR's `verifyStructArrayConstant`: nested array attributes for arrays of structs.
fn verify_struct_array(
    ctx: &Context,
    op: OpRef,
    at: &LLVMArrayType,
    elems: &[Attribute],
    dim: usize,
) -> Result<(), Diagnostic> {
    if elems.len() as u64 != at.num_elements {
        return Err(op_error(
            ctx,
            op,
            format!(
                "array attribute size does not match array type size in dimension {dim}: {} vs. {}",
                elems.len(),
                at.num_elements
            ),
        ));
    }
    for (i, &e) in elems.iter().enumerate() {
        if let Some(inner) = at.element.dyn_cast::<LLVMArrayType>(ctx) {
            match e.dyn_cast::<ArrayAttr>(ctx) {
                Some(a) => verify_struct_array(ctx, op, inner, &a.elements, dim + 1)?,
                None if ctx.attr_storage(e).dialect() == "llvm" => {}
                None => {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "nested attribute for sub-array in dimension {dim} at index {i} must be a zero, or undef, or array attribute"
                        ),
                    ))
                }
            }
        } else if let Some(st) = at.element.dyn_cast::<LLVMStructType>(ctx) {
            if let Some(a) = e.dyn_cast::<ArrayAttr>(ctx) {
                if a.elements.len() != st.elements().len() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "nested array attribute size for struct element at index {i} must match struct size: {} vs. {}",
                            a.elements.len(),
                            st.elements().len()
                        ),
                    ));
                }
            }
        } else {
            return Err(op_error(ctx, op, "for array with an array attribute must have a struct element type"));
        }
    }
    Ok(())
}
