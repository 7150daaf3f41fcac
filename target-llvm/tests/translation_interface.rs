//! A dialect of the test's own plugs into the translation through `TranslationInterface`: its op
//! becomes LLVM IR, and its discardable attribute amends the instructions of llvm ops.

use oxir::{Context, Diagnostic, NamedAttribute, OpRef};
use oxir_target_llvm::translate::llvm_c::Val;
use oxir_target_llvm::translate::{
    register_translation, translate_to_llvm_ir, ModuleTranslation, TranslationInterface,
};
use std::sync::Arc;

// ANCHOR: interface
/// `"answer.get"() : () -> iN` is the constant 42; `answer.note` attaches `!answer.note !{}`.
struct Answer;

impl TranslationInterface for Answer {
    fn convert_operation(&self, op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Vec<Val>, Diagnostic> {
        if t.ctx.op_name_text(op) != "answer.get" {
            return Err(t.error(op, "unsupported answer op"));
        }
        let ty = t.result_type(op, 0)?;
        let v = t.ir.const_u64(ty, 42);
        let r = t.ctx.result(op, 0);
        t.map_value(r, v);
        Ok(vec![v])
    }

    fn amend_operation(
        &self,
        _op: OpRef,
        attr: &NamedAttribute,
        insts: &[Val],
        t: &mut ModuleTranslation<'_, '_>,
    ) -> Result<(), Diagnostic> {
        if t.ctx.ident_str(attr.name) == "answer.note" {
            let node = t.ir.md_node(&[]);
            for &i in insts {
                t.ir.set_metadata(i, "answer.note", node);
            }
        }
        Ok(())
    }
}
// ANCHOR_END: interface

fn translate(src: &str) -> Result<String, Vec<Diagnostic>> {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let op = oxir::parser::parse_source(&mut ctx, src, &Default::default()).map_err(|d| vec![d])?;
    translate_to_llvm_ir(&ctx, op)
}

#[test]
fn a_dialect_translates_its_ops_and_amends_others() {
    register_translation("answer", Arc::new(Answer));
    let src = r#"
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = "answer.get"() : () -> i32
  llvm.store %0, %p {answer.note} : i32, !llvm.ptr
  llvm.return %0 : i32
}
"#;
    let ir = translate(src).map_err(|d| format!("{d:?}")).unwrap();
    assert!(ir.contains("store i32 42, ptr %0, align 4, !answer.note !1"), "{ir}");
    assert!(ir.contains("ret i32 42"), "{ir}");
    assert!(ir.contains("!1 = !{}"), "{ir}");
}

#[test]
fn ops_without_a_translation_are_reported() {
    let src = "llvm.func @f() {\n  \"nobody.op\"() : () -> ()\n  llvm.return\n}\n";
    let err = translate(src).unwrap_err();
    assert_eq!(err.len(), 1);
    assert!(err[0].message.contains("missing `LLVMTranslationDialectInterface` registration"), "{:?}", err[0]);
}
