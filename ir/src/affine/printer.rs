//! Printing, exactly like MLIR's `AsmPrinter.cpp` (`printAffineExprInternal`, `printAffineMap`,
//! `printIntegerSet`).

use std::fmt;

use super::expr::AffineExpr;
use super::map::AffineMap;
use super::set::IntegerSet;

/// How a dimension (`false`) or symbol (`true`) at a position prints.
type IdPrinter<'a> = &'a dyn Fn(&mut fmt::Formatter<'_>, bool, u32) -> fmt::Result;

fn default_id(f: &mut fmt::Formatter<'_>, is_symbol: bool, pos: u32) -> fmt::Result {
    write!(f, "{}{pos}", if is_symbol { 's' } else { 'd' })
}

fn print_expr(e: &AffineExpr, strong: bool, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    print_expr_with(e, strong, f, &default_id)
}

/// An expression printed with its dimensions and symbols spelled by `id` (MLIR's
/// `printAffineExpr` with a value-name callback, as `printAffineMapOfSSAIds` uses it).
pub fn display_expr_with_ids<'a>(
    e: &'a AffineExpr,
    id: &'a dyn Fn(&mut fmt::Formatter<'_>, bool, u32) -> fmt::Result,
) -> impl fmt::Display + 'a {
    struct WithIds<'a>(&'a AffineExpr, IdPrinter<'a>);
    impl fmt::Display for WithIds<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            print_expr_with(self.0, false, f, self.1)
        }
    }
    WithIds(e, id)
}

fn print_expr_with(e: &AffineExpr, strong: bool, f: &mut fmt::Formatter<'_>, id: IdPrinter<'_>) -> fmt::Result {
    use AffineExpr::*;
    let print_expr = |e: &AffineExpr, strong: bool, f: &mut fmt::Formatter<'_>| print_expr_with(e, strong, f, id);
    let print_add = |l: &AffineExpr, r: &AffineExpr, f: &mut fmt::Formatter<'_>| print_add(l, r, f, id);
    let (lhs, rhs, spelling) = match e {
        Dim(p) => return id(f, false, *p),
        Symbol(p) => return id(f, true, *p),
        Constant(c) => return write!(f, "{c}"),
        Add(l, r) => (l, r, " + "),
        Mul(l, r) => (l, r, " * "),
        FloorDiv(l, r) => (l, r, " floordiv "),
        CeilDiv(l, r) => (l, r, " ceildiv "),
        Mod(l, r) => (l, r, " mod "),
    };
    if strong {
        f.write_str("(")?;
    }
    if !matches!(e, Add(..)) {
        if matches!(e, Mul(..)) && rhs.as_constant() == Some(-1) {
            // Multiplication by -1 prints as a negation.
            f.write_str("-")?;
            print_expr(lhs, true, f)?;
        } else {
            print_expr(lhs, true, f)?;
            f.write_str(spelling)?;
            print_expr(rhs, true, f)?;
        }
    } else {
        print_add(lhs, rhs, f)?;
    }
    if strong {
        f.write_str(")")?;
    }
    Ok(())
}

fn print_add(lhs: &AffineExpr, rhs: &AffineExpr, f: &mut fmt::Formatter<'_>, id: IdPrinter<'_>) -> fmt::Result {
    let print_expr = |e: &AffineExpr, strong: bool, f: &mut fmt::Formatter<'_>| print_expr_with(e, strong, f, id);
    // Adding a product with a negative constant prints as a subtraction.
    if let AffineExpr::Mul(rl, rr) = rhs {
        if let Some(c) = rr.as_constant() {
            if c == -1 {
                print_expr(lhs, false, f)?;
                f.write_str(" - ")?;
                return print_expr(rl, matches!(**rl, AffineExpr::Add(..)), f);
            }
            if c < -1 {
                print_expr(lhs, false, f)?;
                f.write_str(" - ")?;
                print_expr(rl, true, f)?;
                return write!(f, " * {}", c.wrapping_neg());
            }
        }
    }
    // Adding a negative constant prints as a subtraction.
    if let Some(c) = rhs.as_constant() {
        if c < 0 {
            print_expr(lhs, false, f)?;
            return write!(f, " - {}", c.wrapping_neg());
        }
    }
    print_expr(lhs, false, f)?;
    f.write_str(" + ")?;
    print_expr(rhs, false, f)
}

fn print_ids(num_dims: u32, num_symbols: u32, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str("(")?;
    for i in 0..num_dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_str(")")?;
    if num_symbols != 0 {
        f.write_str("[")?;
        for i in 0..num_symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_str("]")?;
    }
    Ok(())
}

impl fmt::Display for AffineExpr {
    /// Prints the expression like MLIR (`d0 * 2 + s0 - 1`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(self, false, f)
    }
}

impl fmt::Display for AffineMap {
    /// Prints the map body like MLIR, without the `affine_map<...>` wrapper.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_ids(self.num_dims, self.num_symbols, f)?;
        f.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            print_expr(e, false, f)?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for IntegerSet {
    /// Prints the set body like MLIR, without the `affine_set<...>` wrapper.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_ids(self.num_dims, self.num_symbols, f)?;
        f.write_str(" : (")?;
        for (i, e) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            print_expr(e, false, f)?;
            f.write_str(if self.is_eq(i) { " == 0" } else { " >= 0" })?;
        }
        f.write_str(")")
    }
}
