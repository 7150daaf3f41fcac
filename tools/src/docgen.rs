//! The book's dialect reference chapters, generated from the dialect definitions (the docs
//! `#[dialect]` and `#[op]` build from each definition's doc comments, format and constraints),
//! so the reference never drifts from the code. `oxir-docgen` writes them; a test checks that
//! the committed chapters are current.

use oxir::ods::Dialect;

/// One generated chapter: its file name under `book/src/dialects/` and its Markdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// The file name, e.g. `arith.md`.
    pub file: String,
    /// The dialect's namespace, e.g. `arith`.
    pub namespace: &'static str,
    /// The chapter's Markdown.
    pub text: String,
}

fn chapter<D: Dialect>() -> Chapter {
    // MLIR's `[TOC]` marker means nothing to mdBook, which builds its own navigation.
    let text: String = D::docs().lines().filter(|l| l.trim() != "[TOC]").map(|l| format!("{l}\n")).collect();
    let mut text = text.replace("\n\n\n", "\n\n");
    while text.ends_with("\n\n") {
        text.pop();
    }
    Chapter { file: format!("{}.md", D::NAMESPACE), namespace: D::NAMESPACE, text }
}

/// The reference chapters of the builtin dialect and of every dialect in `oxir-dialects`, in the
/// order `register_all` loads them.
pub fn dialect_chapters() -> Vec<Chapter> {
    use oxir_dialects::*;
    vec![
        chapter::<oxir::builtin::BuiltinDialect>(),
        chapter::<func::FuncDialect>(),
        chapter::<arith::ArithDialect>(),
        chapter::<cf::ControlFlowDialect>(),
        chapter::<scf::SCFDialect>(),
        chapter::<tensor::TensorDialect>(),
        chapter::<memref::MemRefDialect>(),
        chapter::<llvm::LLVMDialect>(),
    ]
}
