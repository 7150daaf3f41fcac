//! The index range of an operand or result group at run time: fixed when every group is a
//! single value, else computed by `oxir::ods::op::group_range` from the declared arities and
//! how variable-length groups are sized (segment sizes, equal sizes, or the one variable group).

use super::model::{Arity, ValueDef};
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::quote;

pub fn runtime_arity(a: Arity) -> TokenStream {
    let ox = oxir_path();
    match a {
        Arity::Single => quote!(#ox::ods::Arity::Single),
        Arity::Optional => quote!(#ox::ods::Arity::Optional),
        Arity::Variadic | Arity::VariadicOfVariadic => quote!(#ox::ods::Arity::Variadic),
    }
}

/// The expression of a group's index range (`ctx`, `op` in scope).
pub fn group_range_expr(defs: &[ValueDef], index: usize, segments: bool, same: bool, is_operand: bool) -> TokenStream {
    let ox = oxir_path();
    let no_variable = defs.iter().all(|d| d.arity == Arity::Single);
    if no_variable {
        return quote!(#index..#index + 1);
    }
    let arities = defs.iter().map(|d| runtime_arity(d.arity));
    let sizing = if segments {
        let name = if is_operand { "operandSegmentSizes" } else { "resultSegmentSizes" };
        quote!(#ox::ods::Sizing::Segments(#name))
    } else if same {
        quote!(#ox::ods::Sizing::Same)
    } else {
        quote!(#ox::ods::Sizing::Single)
    };
    let total = if is_operand { quote!(ctx.num_operands(op)) } else { quote!(ctx.num_results(op)) };
    quote!(#ox::ods::op::group_range(ctx, op, #total, &[#(#arities),*], #sizing, #index))
}
