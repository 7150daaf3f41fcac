//! `convert-to-llvm`: MLIR's generic driver that lowers, in one partial conversion, every dialect
//! registered with a [`ConvertToLlvmPatternInterface`](super::interface::ConvertToLlvmPatternInterface) (arith, cf, func, memref, and a user's
//! dialects), optionally restricted to the dialects named by `filter-dialects`.

use super::func_to_llvm;
use super::interface::convert_to_llvm_interfaces;
use super::pattern::llvm_target;
use super::type_converter::LlvmTypeConverter;
use oxir::conversion::{apply_partial_conversion_with, ConversionConfig};
use oxir::diagnostics::Diagnostic;
use oxir::pass::options::OptionValue;
use oxir::pass::Pass;
use oxir::{Context, OpRef};

/// MLIR's `ConvertToLLVMPass` (`convert-to-llvm`).
#[derive(Clone, Debug, Default)]
pub struct ConvertToLlvm {
    /// `filter-dialects`: only these dialects are converted (all when empty).
    pub filter_dialects: Vec<String>,
    /// `dynamic`: the type converter is made when the pass runs, with the index bitwidth of
    /// the data layout at the op (MLIR's `DynamicConvertToLLVM`); without it, 64 bits whatever
    /// the layout says, as MLIR 22 builds it once when the pass is initialized.
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
        let conv =
            if self.dynamic { LlvmTypeConverter::from_data_layout(ctx, op, 0) } else { LlvmTypeConverter::default() };
        let mut target = llvm_target();
        let mut types = conv.to_type_converter();
        let mut patterns = Vec::new();
        for (dialect, interface) in convert_to_llvm_interfaces() {
            if self.filter_dialects.is_empty() || self.filter_dialects.contains(&dialect) {
                interface.populate_convert_to_llvm_conversion_patterns(&mut target, conv, &mut types, &mut patterns);
            }
        }
        let filter = &self.filter_dialects;
        let converted = |ctx: &Context, op: OpRef| {
            let in_dialect = |ns: &str| super::type_converter::op_in_dialect(ctx, op, ns);
            !in_dialect("builtin") && (filter.is_empty() || filter.iter().any(|d| in_dialect(d)))
        };
        let signatures = filter.is_empty() || filter.iter().any(|d| d == "func");
        conv.report_unconvertible_memory_spaces(ctx, op, signatures, &converted);
        let config = ConversionConfig { allow_pattern_rollback: self.allow_pattern_rollback.unwrap_or(true) };
        apply_partial_conversion_with(ctx, op, &target, &patterns, &types, config)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "filter-dialects" => {
                self.filter_dialects = oxir::pass::options::split_list(value);
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
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("allow-pattern-rollback", OptionValue::Bool(self.allow_pattern_rollback.unwrap_or(true))),
            ("dynamic", OptionValue::Bool(self.dynamic)),
            ("filter-dialects", OptionValue::strings(&self.filter_dialects)),
        ]
    }
}
