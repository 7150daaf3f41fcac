//! The llvm dialect's compact bytecode encodings (MLIR's `LLVMDialectBytecode.td`): MLIR 22
//! writes 19 of its attributes compactly, each as its index in that list (a varint) followed by
//! its parameters in declaration order. Of these oxir has `#llvm.loop_annotation` (index 18); the
//! 18 debug-info attributes before it (`#llvm.di_*`) are not oxir attributes, so a file holding
//! one is an error naming it. Every other llvm attribute (the loop attributes a loop annotation
//! nests, `#llvm.access_group`, the enums) is in the textual fallback, as MLIR writes them.

use super::attrs::LoopAnnotationAttr;
use oxir::builtin::attributes::IntegerAttr;
use oxir::bytecode::{BytecodeError, DialectBytecode, DialectReader, DialectWriter};
use oxir::{Attribute, Context};

/// The llvm dialect's compact encodings, registered with the dialect.
pub const LLVM_BYTECODE: DialectBytecode = DialectBytecode { read_attribute, write_attribute };

/// The attributes MLIR 22 encodes compactly, by their code.
const ENCODED: [&str; 19] = [
    "di_basic_type",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_expression_elem",
    "di_expression",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_namespace",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
    "loop_annotation",
];

/// The code of `#llvm.loop_annotation`.
const LOOP_ANNOTATION: u64 = 18;

/// The optional attribute parameters of a loop annotation, in encoding order (all but the
/// trailing `parallelAccesses` list).
const LOOP_ANNOTATION_PARAMS: [&str; 14] = [
    "disableNonforced",
    "vectorize",
    "interleave",
    "unroll",
    "unrollAndJam",
    "licm",
    "distribute",
    "pipeline",
    "peeled",
    "unswitch",
    "mustProgress",
    "isVectorized",
    "startLoc",
    "endLoc",
];

fn read_attribute(r: &mut DialectReader<'_, '_, '_, '_>) -> Result<String, BytecodeError> {
    let code = r.varint()?;
    match code {
        LOOP_ANNOTATION => read_loop_annotation(r),
        _ => match ENCODED.get(code as usize) {
            Some(name) => r.error(format!("oxir has no '#llvm.{name}' attribute (bytecode attribute code {code})")),
            None => r.error(format!("unknown llvm attribute code in bytecode: {code}")),
        },
    }
}

/// `#llvm.loop_annotation<...>`: fourteen optional attributes, then the optional list of
/// parallel access groups (a flag byte, then a count and the references, each written as an
/// optional attribute, as MLIR's `writeOptionalArrayRef` writes the elements of any attribute
/// list).
fn read_loop_annotation(r: &mut DialectReader<'_, '_, '_, '_>) -> Result<String, BytecodeError> {
    let mut params = Vec::new();
    for name in LOOP_ANNOTATION_PARAMS {
        if let Some(value) = r.optional_attribute()? {
            params.push(format!("{name} = {value}"));
        }
    }
    if r.bool()? {
        let groups = r.list(|r| match r.optional_attribute()? {
            Some(group) => Ok(group),
            None => r.error("a loop annotation's parallel access group is missing"),
        })?;
        if !groups.is_empty() {
            params.push(format!("parallelAccesses = {}", groups.join(", ")));
        }
    }
    Ok(format!("#llvm.loop_annotation<{}>", params.join(", ")))
}

fn write_attribute(ctx: &Context, a: Attribute, w: &mut DialectWriter<'_>) -> bool {
    let Some(x) = a.dyn_cast::<LoopAnnotationAttr>(ctx) else { return false };
    let boolean = |b: &Option<oxir::ods::defs::BoolAttrParam>| b.as_ref().map(|b| IntegerAttr::bool(ctx, b.0));
    w.varint(LOOP_ANNOTATION);
    let params: [Option<Attribute>; 14] = [
        boolean(&x.disableNonforced),
        x.vectorize.map(Attribute::from),
        x.interleave.map(Attribute::from),
        x.unroll.map(Attribute::from),
        x.unrollAndJam.map(Attribute::from),
        x.licm.map(Attribute::from),
        x.distribute.map(Attribute::from),
        x.pipeline.map(Attribute::from),
        x.peeled.map(Attribute::from),
        x.unswitch.map(Attribute::from),
        boolean(&x.mustProgress),
        boolean(&x.isVectorized),
        x.startLoc.map(Attribute::from),
        x.endLoc.map(Attribute::from),
    ];
    for p in params {
        w.optional_attribute(p);
    }
    let groups: Vec<Attribute> = x.parallelAccesses.iter().map(|&g| g.into()).collect();
    w.bool(!groups.is_empty());
    if !groups.is_empty() {
        w.list(&groups, |w, g| w.optional_attribute(Some(g)));
    }
    true
}
