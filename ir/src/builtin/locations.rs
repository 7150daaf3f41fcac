//! The builtin location attributes: unknown, file:line:col (and ranges), names, call sites and
//! fused locations. Every op carries one; diagnostics point with them.

use crate::asm::AsmPrinter;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::intern::Identifier;
use oxir_macros::AttrDef;

/// `loc(unknown)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "unknown_loc",
    prefix = "",
    printer = UnknownLoc::print_syntax,
    parser = UnknownLoc::parse_syntax,
    location,
    skip_default_builders
)]
pub struct UnknownLoc;

impl UnknownLoc {
    /// The unknown location.
    pub fn get(ctx: &Context) -> Attribute {
        ctx.intern_attr(UnknownLoc)
    }
}

impl UnknownLoc {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_location_wrapped(|p| p.write(if p.pretty_locations() { "[unknown]" } else { "unknown" }));
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_location()
    }
}

/// `loc("file":line:col)`, or a range `"file":l:c to :c2` / `"file":l:c to l2:c2`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "file_line_col_range",
    prefix = "",
    printer = FileLineColRange::print_syntax,
    parser = FileLineColRange::parse_syntax,
    location,
    skip_default_builders
)]
pub struct FileLineColRange {
    /// The file name.
    pub filename: Identifier,
    /// The first line (1-based).
    pub start_line: u32,
    /// The first column (1-based).
    pub start_col: u32,
    /// The last line.
    pub end_line: u32,
    /// The last column.
    pub end_col: u32,
}

impl FileLineColRange {
    /// A point location `file:line:col`.
    pub fn get(ctx: &Context, filename: &str, line: u32, col: u32) -> Attribute {
        ctx.intern_attr(FileLineColRange {
            filename: ctx.ident(filename),
            start_line: line,
            start_col: col,
            end_line: line,
            end_col: col,
        })
    }

    /// Whether it is a single position (MLIR's `FileLineColLoc`), not a range.
    pub fn is_point(&self) -> bool {
        self.start_line == self.end_line && self.start_col == self.end_col
    }
}

impl crate::intern::DenseKey for FileLineColRange {
    /// Consecutive lines get consecutive slots (the low bits grow with the line, the columns and
    /// a range's extent move them by large odd steps, so the locations of one long line spread
    /// out); the top seven bits mix the line, so neighbours do not look alike in the table.
    #[inline]
    fn dense_hash(&self) -> u64 {
        const K1: u64 = 0x9E37_79B9_7F4A_7C15;
        const K2: u64 = 0xC2B2_AE3D_27D4_EB4F;
        const K3: u64 = 0x1656_67B1_9E37_79F9;
        const K4: u64 = 0x27D4_EB2F_1656_67C5;
        let line = self.start_line as u64;
        let base = line
            .wrapping_add((self.start_col as u64).wrapping_mul(K1))
            .wrapping_add((self.end_line.wrapping_sub(self.start_line) as u64).wrapping_mul(K2))
            .wrapping_add((self.end_col.wrapping_sub(self.start_col) as u64).wrapping_mul(K3))
            .wrapping_add((self.filename.0 as u64).wrapping_mul(K4));
        base ^ (line.wrapping_mul(K2) & (0x7F << 57))
    }
}

impl FileLineColRange {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_location_wrapped(|p| print_flc(self, p));
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_location()
    }
}

fn print_flc(l: &FileLineColRange, p: &mut AsmPrinter<'_>) {
    let name = p.ctx().ident_str(l.filename);
    if p.pretty_locations() {
        p.write(name);
    } else {
        p.print_escaped_string(name.as_bytes());
    }
    p.write(":");
    p.write_display(l.start_line);
    p.write(":");
    p.write_display(l.start_col);
    if l.end_line != l.start_line {
        p.write(" to ");
        p.write_display(l.end_line);
        p.write(":");
        p.write_display(l.end_col);
    } else if l.end_col != l.start_col {
        p.write(" to :");
        p.write_display(l.end_col);
    }
}

/// `loc("name"(child))`: a named location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "name_loc",
    prefix = "",
    printer = NameLoc::print_syntax,
    parser = NameLoc::parse_syntax,
    location,
    skip_default_builders
)]
pub struct NameLoc {
    /// The name.
    pub name: Identifier,
    /// The location it names (`loc(unknown)` when none was given).
    pub child: Attribute,
}

impl NameLoc {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_location_wrapped(|p| {
            let name = p.ctx().ident_str(self.name).as_bytes().to_vec();
            p.print_escaped_string(&name);
            if !self.child.isa::<UnknownLoc>(p.ctx()) {
                p.write("(");
                p.print_location_body(self.child);
                p.write(")");
            }
        });
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_location()
    }
}

/// `loc(callsite(callee at caller))`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "call_site_loc",
    prefix = "",
    printer = CallSiteLoc::print_syntax,
    parser = CallSiteLoc::parse_syntax,
    location,
    skip_default_builders
)]
pub struct CallSiteLoc {
    /// Where the code is.
    pub callee: Attribute,
    /// Where it was called from.
    pub caller: Attribute,
}

impl CallSiteLoc {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_location_wrapped(|p| {
            let pretty = p.pretty_locations();
            if !pretty {
                p.write("callsite(");
            }
            p.print_location_body(self.callee);
            // The pretty form puts each caller of a chain on its own line, but a named callee
            // called from a file position on the same line.
            let ctx = p.ctx();
            let same_line = self.callee.isa::<NameLoc>(ctx)
                && self.caller.dyn_cast::<FileLineColRange>(ctx).is_some_and(|l| l.is_point());
            p.write(if !pretty || same_line { " at " } else { "\n at " });
            p.print_location_body(self.caller);
            if !pretty {
                p.write(")");
            }
        });
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_location()
    }
}

/// `loc(fused<metadata>[l1, l2])`: several locations merged.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "fused_loc",
    prefix = "",
    printer = FusedLoc::print_syntax,
    parser = FusedLoc::parse_syntax,
    location,
    skip_default_builders
)]
pub struct FusedLoc {
    /// The fused locations.
    pub locations: Vec<Attribute>,
    /// Optional metadata.
    pub metadata: Option<Attribute>,
}

impl FusedLoc {
    /// The fused location of `locs` as MLIR's `FusedLoc::get` builds it: nested fused locations
    /// with the same metadata are flattened, unknown locations and duplicates dropped, and a
    /// single location without metadata is returned as is (so fusing one location, or the same
    /// one twice, gives it back). Rewrites use it for the ops they create from several.
    pub fn get(ctx: &Context, locs: &[Attribute], metadata: Option<Attribute>) -> Attribute {
        let mut out: Vec<Attribute> = Vec::new();
        let push = |l: Attribute, out: &mut Vec<Attribute>| {
            if !out.contains(&l) {
                out.push(l);
            }
        };
        for &l in locs {
            if let Some(f) = l.dyn_cast::<FusedLoc>(ctx) {
                if f.metadata == metadata {
                    for &inner in &f.locations {
                        push(inner, &mut out);
                    }
                    continue;
                }
            }
            if !l.isa::<UnknownLoc>(ctx) {
                push(l, &mut out);
            }
        }
        if out.is_empty() {
            return match metadata {
                None => UnknownLoc::get(ctx),
                Some(m) => ctx.intern_attr(FusedLoc { locations: vec![UnknownLoc::get(ctx)], metadata: Some(m) }),
            };
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        ctx.intern_attr(FusedLoc { locations: out, metadata })
    }
}

impl FusedLoc {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_location_wrapped(|p| {
            if !p.pretty_locations() {
                p.write("fused");
            }
            if let Some(m) = self.metadata {
                p.write("<");
                p.print_attribute(m);
                p.write(">");
            }
            p.write("[");
            for (i, &l) in self.locations.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_location_body(l);
            }
            p.write("]");
        });
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_location()
    }
}

/// The file position a location shows, as MLIR's diagnostic handler finds it: the location
/// itself when it is one, looking through names, call sites (the callee) and fused locations
/// (the first part that has one); `None` for unknown and opaque locations.
pub fn showable_location(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    let mut loc = loc;
    for _ in 0..10_000 {
        if loc.isa::<FileLineColRange>(ctx) {
            return Some(loc);
        }
        if let Some(l) = loc.dyn_cast::<NameLoc>(ctx) {
            loc = l.child;
        } else if let Some(l) = loc.dyn_cast::<CallSiteLoc>(ctx) {
            loc = l.callee;
        } else if let Some(l) = loc.dyn_cast::<FusedLoc>(ctx) {
            return l.locations.iter().find_map(|&l| showable_location(ctx, l));
        } else {
            return None;
        }
    }
    None
}

/// The file, line and column of [`showable_location`].
pub fn file_line_col(ctx: &Context, loc: Attribute) -> Option<(String, u32, u32)> {
    let l = showable_location(ctx, loc)?.dyn_cast::<FileLineColRange>(ctx)?;
    Some((ctx.ident_str(l.filename).to_string(), l.start_line, l.start_col))
}

/// An opaque location: a handle to something only the client understands (a pointer into its
/// own data structures, an id) together with a fallback location.
///
/// MLIR's `OpaqueLoc`. It has no textual form: it prints as its fallback location, so a
/// printed module round-trips with the fallback in its place. `tag` names what the handle
/// refers to (MLIR keys it by the C++ type), so clients can tell their handles apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "opaque_loc",
    prefix = "",
    printer = OpaqueLoc::print_syntax,
    parser = OpaqueLoc::parse_syntax,
    location
)]
pub struct OpaqueLoc {
    /// The client's handle.
    pub handle: u64,
    /// What kind of thing the handle refers to.
    pub tag: Identifier,
    /// The location printed and used for diagnostics in its place.
    pub fallback: Attribute,
}

impl OpaqueLoc {
    /// Prints the fallback location.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_attribute(self.fallback);
    }

    /// Opaque locations cannot be written: the parser reads the fallback they printed as.
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        Err(p.error_here("opaque locations have no textual form; they print as their fallback location"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opaque_locations_print_and_point_as_their_fallback() {
        let mut ctx = Context::new();
        let file = FileLineColRange::get(&ctx, "kernel.py", 7, 3);
        let opaque = ctx.intern_attr(OpaqueLoc { handle: 0xfeed, tag: ctx.ident("py_node"), fallback: file });
        assert_eq!(opaque.to_text(&ctx), r#"loc("kernel.py":7:3)"#);
        let named = ctx.intern_attr(NameLoc { name: ctx.ident("add"), child: opaque });
        assert_eq!(named.to_text(&ctx), r#"loc("add"("kernel.py":7:3))"#);
        let o = *opaque.dyn_cast::<OpaqueLoc>(&ctx).expect("an opaque location");
        assert_eq!((o.handle, ctx.ident_str(o.tag)), (0xfeed, "py_node"));
        let diag = crate::Diagnostic::error(named, "bad");
        let text = crate::SourceMgr::default().render(&ctx, &diag);
        assert!(text.starts_with("kernel.py:7:3: error: bad"), "{text}");
        // The text has only the fallback: parsing it back gives the file location.
        let parsed = crate::parser::parse_attribute_str(&mut ctx, "loc(\"kernel.py\":7:3)");
        assert_eq!(parsed.ok(), Some(file));
    }
}
