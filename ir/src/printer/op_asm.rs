//! Printing primitives for the code that `oxir-macros` compiles from declarative assembly formats
//! (the `OpAsmPrinter` helpers MLIR's generated `print` methods call). Generated printers run
//! after the op name has been printed, as in MLIR.

use super::AsmPrinter;
use crate::attributes::NamedAttribute;
use crate::builtin::attributes::DictionaryAttr;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};

impl<'a> AsmPrinter<'a> {
    /// The op's attributes as MLIR's `getAttrs()` returns them for an op with properties: the
    /// discardable attributes and the inherent ones (properties) together, sorted by name.
    pub fn attrs_with_properties(&self, op: OpRef) -> Vec<NamedAttribute> {
        let ctx = self.ctx();
        if ctx.op_attrs(op).is_empty() {
            // A dictionary's entries are sorted by name already.
            return self.properties_only(op).unwrap_or_default().to_vec();
        }
        let mut all: Vec<NamedAttribute> = ctx.op_attrs(op).to_vec();
        if let Some(p) = ctx.op_properties(op) {
            for e in DictionaryAttr::entries(ctx, p) {
                if !all.iter().any(|a| a.name == e.name) {
                    all.push(*e);
                }
            }
        }
        all.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        all
    }

    /// The op's properties, sorted by name, when it has no discardable attribute: then they are
    /// all of [`Self::attrs_with_properties`], without copying or sorting them.
    fn properties_only(&self, op: OpRef) -> Option<&'a [NamedAttribute]> {
        let ctx = self.ctx();
        if !ctx.op_attrs(op).is_empty() {
            return None;
        }
        Some(ctx.op_properties(op).map_or(&[][..], |p| DictionaryAttr::entries(ctx, p)))
    }

    /// Prints ` {a = 1, b}` with the op's attributes and properties except `elided`, nothing
    /// when none is left (MLIR's `printOptionalAttrDict(op->getAttrs(), elided)`, the format's
    /// `attr-dict`).
    pub fn print_op_attr_dict(&mut self, op: OpRef, elided: &[&str]) {
        if let Some(props) = self.properties_only(op) {
            self.print_optional_attr_dict(props, elided);
            return;
        }
        let all = self.attrs_with_properties(op);
        self.print_optional_attr_dict(&all, elided);
    }

    /// [`Self::print_op_attr_dict`] with the `attributes` keyword before the dictionary (MLIR's
    /// `printOptionalAttrDictWithKeyword`, the format's `attr-dict-with-keyword`).
    pub fn print_op_attr_dict_with_keyword(&mut self, op: OpRef, elided: &[&str]) {
        let ctx = self.ctx();
        let all = self.attrs_with_properties(op);
        if all.iter().any(|e| !elided.contains(&ctx.ident_str(e.name))) {
            self.write(" attributes");
        }
        self.print_optional_attr_dict(&all, elided);
    }

    /// Prints ` <{a = 1}>` with the op's properties except `elided` (`prop-dict`).
    pub fn fmt_print_prop_dict(&mut self, op: OpRef, elided: &[&str]) {
        let ctx = self.ctx();
        let kept: Vec<NamedAttribute> = ctx
            .op_properties(op)
            .map(|p| DictionaryAttr::entries(ctx, p).to_vec())
            .unwrap_or_default()
            .into_iter()
            .filter(|e| !elided.contains(&ctx.ident_str(e.name)))
            .collect();
        self.write(" <{");
        for (i, e) in kept.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_keyword_or_string(ctx.ident_str(e.name));
            self.write(" = ");
            self.print_attribute(e.value);
        }
        self.write("}>");
    }

    /// Prints a region as a format's `$region` does: entry block arguments shown, terminators
    /// shown, empty entry block not. With `implicit_terminator` (the op is
    /// `SingleBlockImplicitTerminator`) the terminator is left out when it has no operands,
    /// results or attributes.
    pub fn fmt_print_region(&mut self, region: RegionRef, implicit_terminator: bool) {
        let ctx = self.ctx();
        let mut print_terminator = true;
        if implicit_terminator {
            if let Some(term) = ctx.region_entry_block(region).and_then(|b| ctx.block_last_op(b)) {
                let has_attrs = !ctx.op_attrs(term).is_empty()
                    || ctx.op_properties(term).is_some_and(|p| !DictionaryAttr::entries(ctx, p).is_empty());
                print_terminator = has_attrs || ctx.num_operands(term) != 0 || ctx.num_results(term) != 0;
            }
        }
        self.print_region(region, true, print_terminator, false);
    }

    /// Prints regions separated by `, `.
    pub fn fmt_print_regions(&mut self, regions: &[RegionRef], implicit_terminator: bool) {
        for (i, &r) in regions.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.fmt_print_region(r, implicit_terminator);
        }
    }

    /// Prints `(inputs) -> results` (MLIR's `printFunctionalType(inputs, results)`).
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write("(");
        self.print_type_list(inputs);
        self.write(") -> ");
        self.print_function_results(results);
    }

    /// Prints successors separated by `, `.
    pub fn fmt_print_successors(&mut self, blocks: &[BlockRef]) {
        for (i, &b) in blocks.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_block_name(b);
        }
    }

    /// Prints `(%a, %b), (%c)`: the groups of a variadic-of-variadic operand.
    pub fn fmt_print_value_groups(&mut self, groups: &[Vec<Value>]) {
        for (i, g) in groups.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.write("(");
            self.print_value_list(g.iter().copied());
            self.write(")");
        }
    }

    /// Prints `(t, t), (t)`: the type groups of a variadic-of-variadic operand.
    pub fn fmt_print_type_groups(&mut self, groups: &[Vec<Type>]) {
        for (i, g) in groups.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.write("(");
            self.print_type_list(g);
            self.write(")");
        }
    }
}
