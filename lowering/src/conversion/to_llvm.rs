//! `convert-to-llvm`: MLIR's generic driver that lowers every dialect that knows how to reach
//! the llvm dialect (arith, cf, func, memref) in one partial conversion, optionally restricted
//! to the dialects named by `filter-dialects`.

use super::pattern::llvm_target;
use super::type_converter::LlvmTypeConverter;
use super::{arith_to_llvm, cf_to_llvm, func_to_llvm, memref_to_llvm};
use oxir::conversion::{apply_partial_conversion_with, ConversionConfig, ConversionPattern};
use oxir::diagnostics::Diagnostic;
use oxir::pass::Pass;
use oxir::{Context, OpRef};
use std::sync::Arc;

/// The dialects `convert-to-llvm` lowers, with their patterns.
const DIALECTS: [&str; 4] = ["arith", "cf", "func", "memref"];

fn dialect_patterns(name: &str, conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    match name {
        "arith" => arith_to_llvm::patterns(conv),
        "cf" => cf_to_llvm::patterns(conv),
        "func" => func_to_llvm::patterns(conv),
        "memref" => memref_to_llvm::patterns(conv),
        _ => Vec::new(),
    }
}

/// MLIR's `ConvertToLLVMPass` (`convert-to-llvm`).
#[derive(Clone, Debug, Default)]
pub struct ConvertToLlvm {
    /// `filter-dialects`: only these dialects are converted (all when empty).
    pub filter_dialects: Vec<String>,
    /// `dynamic` (accepted; the conversion is the same here).
    pub dynamic: bool,
    /// `allow-pattern-rollback` (accepted: oxir's conversions always roll back on failure).
    pub allow_pattern_rollback: Option<bool>,
}

impl Pass for ConvertToLlvm {
    fn name(&self) -> &'static str {
        "ConvertToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-to-llvm"
    }
    fn description(&self) -> &'static str {
        "Convert to LLVM via dialect interfaces found in the input IR"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let conv = LlvmTypeConverter::default();
        let mut patterns = Vec::new();
        for d in DIALECTS {
            if self.filter_dialects.is_empty() || self.filter_dialects.iter().any(|f| f == d) {
                patterns.extend(dialect_patterns(d, conv));
            }
        }
        let config = ConversionConfig { allow_pattern_rollback: self.allow_pattern_rollback.unwrap_or(true) };
        apply_partial_conversion_with(ctx, op, &llvm_target(), &patterns, &conv.to_type_converter(), config)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "filter-dialects" => {
                self.filter_dialects =
                    value.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
                Ok(())
            }
            "allow-pattern-rollback" => {
                self.allow_pattern_rollback =
                    Some(func_to_llvm::parse_bool(value).ok_or_else(|| format!("invalid value '{value}' for {key}"))?);
                Ok(())
            }
            "dynamic" => {
                self.dynamic =
                    func_to_llvm::parse_bool(value).ok_or_else(|| format!("invalid value '{value}' for {key}"))?;
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            ("allow-pattern-rollback".into(), self.allow_pattern_rollback.unwrap_or(true).to_string()),
            ("dynamic".into(), self.dynamic.to_string()),
            ("filter-dialects".into(), self.filter_dialects.join(",")),
        ]
    }
}
