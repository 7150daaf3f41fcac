//! The memref dialect's passes (MLIR's `MemRef/Transforms` library): `memref-expand`,
//! `expand-strided-metadata` and `expand-realloc`.
//!
//! Unlike the dialect itself, its passes may build ops of other dialects (affine, arith): they
//! sit in this module so that the arrows point one way, `memref::transforms` to `affine` to
//! `memref`, as in MLIR, where the affine dialect depends on memref and memref's transforms
//! on affine (and `expand-realloc` builds `scf.if`).

pub mod expand;
pub mod expand_realloc;
pub mod expand_strided_metadata;
