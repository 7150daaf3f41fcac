//! Builders of func ops together with their body: a `func.func` from a closure building its
//! code (MLIR's `FuncOp::create` followed by `addEntryBlock`), ended by `func.return`.

use super::{FuncOp, ReturnOp};
use oxir::builtin::attributes::StringAttr;
use oxir::builtin::types::FunctionType;
use oxir::ods::IntoAttr;
use oxir::{Attribute, Builder, ImplicitLocOpBuilder, Type, Value};

impl FuncOp {
    /// `func.func @name(...) -> ...` of `function_type` whose body `body` builds: it gets the
    /// arguments and returns the values `func.return` returns.
    pub fn build_with_body(
        b: &mut dyn Builder,
        loc: Attribute,
        name: impl IntoAttr<StringAttr>,
        function_type: Type,
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
    ) -> Self {
        Self::create_with_body(&mut ImplicitLocOpBuilder::new(b, loc), name, function_type, body)
    }

    /// [`Self::build_with_body`] at the location of `b`.
    pub fn create_with_body(
        b: &mut ImplicitLocOpBuilder<'_>,
        name: impl IntoAttr<StringAttr>,
        function_type: Type,
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
    ) -> Self {
        let op = Self::create(b, name, function_type);
        let inputs = function_type.dyn_cast::<FunctionType>(b.ctx()).map(|f| f.inputs.clone()).unwrap_or_default();
        let (region, loc) = (op.body(b.ctx()), b.loc());
        let ctx = b.ctx_mut();
        let block = ctx.create_block();
        for t in inputs {
            ctx.add_block_argument(block, t, loc);
        }
        ctx.append_block(region, block);
        let args: Vec<Value> = ctx.block_arguments(block).collect();
        b.with_insertion_at_end(block, |b| {
            let results = body(b, &args);
            ReturnOp::create(b, &results);
        });
        op
    }
}
