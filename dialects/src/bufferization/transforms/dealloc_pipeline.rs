//! The `buffer-deallocation-pipeline` (MLIR's `buildBufferDeallocationPipeline`), composed of
//! the registered passes as MLIR composes it: `expand-realloc{emit-deallocs=false}` (the
//! deallocation pass decides where the old buffers go); on each `func.func`, `canonicalize`,
//! `ownership-based-buffer-deallocation` (with the pipeline's
//! `private-function-dynamic-ownership`), `canonicalize` and
//! `buffer-deallocation-simplification`; then `bufferization-lower-deallocations` on the whole
//! input, and `cse` and `canonicalize` on each function.

use oxir::pass::Pass;
use oxir::{Context, Diagnostic, OpRef};

/// The `buffer-deallocation-pipeline`.
#[derive(Clone, Default)]
pub struct BufferDeallocationPipeline {
    /// MLIR's `private-function-dynamic-ownership` option, passed to the deallocation pass.
    pub private_function_dynamic_ownership: bool,
}

impl BufferDeallocationPipeline {
    /// The textual pipelines this pipeline runs, in order.
    pub fn pipelines(&self) -> [String; 4] {
        [
            "expand-realloc{emit-deallocs=false}".to_string(),
            format!(
                "func.func(canonicalize,ownership-based-buffer-deallocation{{private-function-dynamic-ownership={}}},\
                 canonicalize,buffer-deallocation-simplification)",
                self.private_function_dynamic_ownership
            ),
            "bufferization-lower-deallocations".to_string(),
            "func.func(cse,canonicalize)".to_string(),
        ]
    }
}

impl Pass for BufferDeallocationPipeline {
    fn name(&self) -> &'static str {
        "BufferDeallocationPipeline"
    }
    fn argument(&self) -> &'static str {
        "buffer-deallocation-pipeline"
    }
    fn description(&self) -> &'static str {
        "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be present already."
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "private-function-dynamic-ownership" => {
                self.private_function_dynamic_ownership = super::ownership::parse_bool(value)?;
                Ok(())
            }
            _ => Err(format!("no such option {key}")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![(
            "private-function-dynamic-ownership",
            oxir::pass::options::OptionValue::Bool(self.private_function_dynamic_ownership),
        )]
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let root = ctx.op_name_text(op).to_string();
        let on_funcs = ctx.isa_op::<crate::func::FuncOp>(op);
        for p in self.pipelines() {
            // Anchored on the op the pipeline runs on; `func.func(...)` nests on its functions.
            let p = if on_funcs { p.trim_start_matches("func.func(").trim_end_matches(')').to_string() } else { p };
            let p = format!("{root}({p})");
            let pm = oxir::pass::pipeline::parse_pipeline(&p).map_err(|e| Diagnostic::error(ctx.op_loc(op), e))?;
            // The outer pass manager drops the `see current operation` notes when it must.
            let options = oxir::pass::PassOptions { print_op_on_diagnostic: true, ..Default::default() };
            let (result, _) = pm.run(ctx, op, &options);
            result?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
