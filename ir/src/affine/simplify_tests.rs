//! Tests of [`simplify_affine_expr`](super::simplify_affine_expr) and the map helpers against
//! MLIR 22: every expected string was printed by `mlir-opt --affine-simplify-structures`, which
//! applies `simplifyAffineMap` to every affine map attribute.

use super::*;

fn parse_map(body: &str) -> AffineMap {
    let src = format!("affine_map<{body}>");
    match parse_affine_map_or_set(&src, 11) {
        Ok((MapOrSet::Map(m), _)) => m,
        other => panic!("not a map: {body:?}: {other:?}"),
    }
}

/// `(input, expected)`: `expected` is what `mlir-opt --affine-simplify-structures` (22) printed
/// for the input map.
#[rustfmt::skip]
const CASES: &[(&str, &str)] = &[
    ("()[s0, s1] -> (s0 + s1 * 3 + 2)",
     "()[s0, s1] -> (s0 + s1 * 3 + 2)"),
    ("()[s0, s1] -> (s1 + s0)",
     "()[s0, s1] -> (s0 + s1)"),
    ("()[s0, s1] -> (2 + s1 + s0 * 3 - 2)",
     "()[s0, s1] -> (s0 * 3 + s1)"),
    ("()[s0] -> ((s0 * 4) mod 2)",
     "()[s0] -> (0)"),
    ("()[s0] -> ((s0 floordiv 4) * 4 + s0 mod 4)",
     "()[s0] -> (s0)"),
    ("()[s0] -> (s0 mod 4 + (s0 floordiv 4) * 4)",
     "()[s0] -> (s0)"),
    ("()[s0, s1] -> (s0 * s1 + s0 * s1)",
     "()[s0, s1] -> ((s0 * s1) * 2)"),
    ("()[s0, s1] -> (2 + s0 * s1)",
     "()[s0, s1] -> (s0 * s1 + 2)"),
    ("()[s0, s1] -> ((s0 * s1) * 12)",
     "()[s0, s1] -> ((s0 * s1) * 12)"),
    ("()[s0, s1] -> (s1 * s0 - s0 * s1)",
     "()[s0, s1] -> (0)"),
    ("()[s0] -> ((s0 floordiv 2) floordiv 4)",
     "()[s0] -> ((s0 floordiv 2) floordiv 4)"),
    ("()[s0] -> ((s0 ceildiv 2) ceildiv 4)",
     "()[s0] -> ((s0 ceildiv 2) ceildiv 4)"),
    ("()[s0] -> (((s0 * 8) floordiv 4) mod 2)",
     "()[s0] -> (0)"),
    ("()[s0, s1] -> ((s0 * 6 + s1 * 4) floordiv 2)",
     "()[s0, s1] -> (s0 * 3 + s1 * 2)"),
    ("()[s0, s1] -> ((s0 * 6 + s1 * 4 + 3) mod 2)",
     "()[s0, s1] -> (1)"),
    ("()[s0, s1] -> ((s0 * 6 + s1 * 9) ceildiv 6)",
     "()[s0, s1] -> ((s0 * 2 + s1 * 3) ceildiv 2)"),
    ("()[s0] -> ((s0 floordiv 4) * 4 + s0 mod 4 - s0)",
     "()[s0] -> (0)"),
    ("()[s0] -> (s0 mod 4 + s0 floordiv 4 + s0 mod 4)",
     "()[s0] -> (s0 * 2 - (s0 floordiv 4) * 7)"),
    ("()[s0] -> ((s0 + 7) floordiv 8 - (s0 + 7) floordiv 8)",
     "()[s0] -> (0)"),
    ("()[s0, s1] -> ((s0 * s1) floordiv s1)",
     "()[s0, s1] -> (s0)"),
    ("()[s0, s1] -> ((s0 * s1) mod s1)",
     "()[s0, s1] -> (0)"),
    ("()[s0, s1] -> ((s0 * s1 + s1 * 4) ceildiv s1)",
     "()[s0, s1] -> (s0 + 4)"),
    ("()[s0, s1] -> ((s0 - s0 mod s1) mod s1)",
     "()[s0, s1] -> (0)"),
    ("()[s0, s1, s2] -> (s2 * s1 + s1 * s0 + s0 * s2 + s2 + s1 + s0)",
     "()[s0, s1, s2] -> (s0 + s0 * s1 + s0 * s2 + s1 + s1 * s2 + s2)"),
    ("()[s0, s1, s2] -> (s2 mod s1 + s1 floordiv s0 + s0 ceildiv s2 + s2 * 2 + s0 mod 3)",
     "()[s0, s1, s2] -> (s0 + s0 ceildiv s2 - (s0 floordiv 3) * 3 + s1 floordiv s0 + s2 * 2 + s2 mod s1)"),
    ("()[s0] -> ((s0 * s0) floordiv 4 + (s0 * s0) mod 4)",
     "()[s0] -> (s0 * s0 - ((s0 * s0) floordiv 4) * 3)"),
    ("(d0, d1)[s0, s1] -> (d1 * s1 + d0 * s0 + d1 + d0 + s1 + s0 + 4)",
     "(d0, d1)[s0, s1] -> (d0 + d0 * s0 + s0 + d1 + d1 * s1 + s1 + 4)"),
    ("(d0, d1)[s0, s1] -> (s1 * d1 + s0 * d0 + d1 mod 3 + d0 floordiv 2 + s1 mod 5 + s0 ceildiv 7 + 4)",
     "(d0, d1)[s0, s1] -> (d0 floordiv 2 + d0 * s0 + s0 ceildiv 7 + d1 mod 3 + d1 * s1 + s1 mod 5 + 4)"),
    ("(d0, d1, d2)[s0] -> (d2 * s0 + d1 * s0 + d0 * s0 + d2 + d1 floordiv 2 + d0 mod 5)",
     "(d0, d1, d2)[s0] -> (d0 mod 5 + d0 * s0 + d1 floordiv 2 + d1 * s0 + d2 + d2 * s0)"),
    ("(d0)[s0] -> ((d0 + 1) * s0 - d0 * s0 - s0)",
     "(d0)[s0] -> (-(d0 * s0) - s0 + (d0 + 1) * s0)"),
    ("(d0)[s0] -> (d0 * s0 + d0 floordiv s0)",
     "(d0)[s0] -> (d0 * s0 + d0 floordiv s0)"),
    ("(d0)[s0] -> ((d0 - d0 mod s0) mod s0, (s0 - s0 mod 4) mod 4)",
     "(d0)[s0] -> (0, 0)"),
    ("(d0) -> (((d0 floordiv 4) * 4 + d0 mod 4) floordiv 2)",
     "(d0) -> ((d0 floordiv 4) * 2 + (d0 mod 4) floordiv 2)"),
    ("(d0) -> (d0 mod 0, d0 floordiv 0, d0 floordiv -2, (d0 + d0) mod -3, d0 + d0 floordiv 0)",
     "(d0) -> (d0 mod 0, d0 floordiv 0, d0 floordiv -2, (d0 * 2) mod -3, d0 + d0 floordiv 0)"),
    ("(d0) -> ((d0 * (-9223372036854775807 - 1) + 4) floordiv 6, (d0 * (-9223372036854775807 - 1) + 4) mod 6)",
     "(d0) -> ((d0 * -4611686018427387904 + 2) floordiv 3, d0 * -9223372036854775808 - ((d0 * -4611686018427387904 + 2) floordiv 3) * 6 + 4)"),
    ("(d0, d1) -> ((d0 * 9223372036854775807 + d1 * 4) floordiv 2, d0 * 9223372036854775807 + d0 * 9223372036854775807)",
     "(d0, d1) -> (d1 * 2 + (d0 * 9223372036854775807) floordiv 2, d0 * -2)"),
    ("(d0, d1)[s0] -> (d0 * 4 + d1 - (d0 * 4 + d1) floordiv 3 * 3, ((d0 * 4 + d1) floordiv 3) mod 2)",
     "(d0, d1)[s0] -> ((d0 * 4 + d1) mod 3, ((d0 * 4 + d1) floordiv 3) mod 2)"),
    ("(d0, d1) -> ((d0 + d1 * 2) mod 4 + ((d0 + d1 * 2) floordiv 4) * 4, (d1 * 2 + d0) floordiv 4 + (d0 + d1 * 2) floordiv 4)",
     "(d0, d1) -> (d0 + d1 * 2, ((d0 + d1 * 2) floordiv 4) * 2)"),
    ("(d0) -> ((d0 * 6) mod 4, (d0 * 6) floordiv 4, (d0 * 6) ceildiv 4, (d0 * 2 + 1) mod 2)",
     "(d0) -> (d0 * 6 - ((d0 * 3) floordiv 2) * 4, (d0 * 3) floordiv 2, (d0 * 3) ceildiv 2, 1)"),
    ("(d0)[s0] -> (((d0 * s0) floordiv 2 + d0 * s0) * 2)",
     "(d0)[s0] -> ((d0 * s0) * 2 + ((d0 * s0) floordiv 2) * 2)"),
    ("(d0, d1)[s0] -> ((d0 + d1) * s0 + d0 * s0)",
     "(d0, d1)[s0] -> ((d0 + d1) * s0 + d0 * s0)"),
    ("(d0)[s0] -> (d0 * 9 + (d0 * s0) mod s0 * 3 - d0 ceildiv 3)",
     "(d0)[s0] -> (d0 * 9 - d0 ceildiv 3)"),
    ("(d0, d1, d2)[s0] -> ((d2 * (s0 floordiv 16)) floordiv s0)",
     "(d0, d1, d2)[s0] -> ((d2 * (s0 floordiv 16)) floordiv s0)"),
    ("()[s0, s1] -> ((((s0 ceildiv s1) * s0) ceildiv s0))",
     "()[s0, s1] -> ((1 ceildiv s1) * s0)"),
    ("()[s0, s1] -> (((s0 * s1) floordiv s1) floordiv s0, ((s0 floordiv 4) floordiv s0))",
     "()[s0, s1] -> (1, 0)"),
    ("()[s0, s1] -> ((s0 * s1 + s1 * 8) floordiv s1, (s0 * s1 + s1) mod s1)",
     "()[s0, s1] -> (s0 + 8, 0)"),
    ("(d0)[s0, s1] -> ((d0 * s0 + s0 * s1) floordiv s0, (d0 * s0 + 2) floordiv s0)",
     "(d0)[s0, s1] -> (d0 + s1, (d0 * s0 + 2) floordiv s0)"),
];

#[test]
fn simplify_matches_mlir() {
    let mut failures = Vec::new();
    for (input, expected) in CASES {
        let got = parse_map(input).simplify().to_string();
        if got != *expected {
            failures.push(format!("{input}\n  expected {expected}\n  got      {got}"));
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(CASES.len() >= 45);
}

#[test]
fn simplify_keeps_out_of_range_positions() {
    // MLIR asserts; the expression comes back unchanged.
    let e = AffineExpr::dim(3) + AffineExpr::dim(3);
    assert_eq!(simplify_affine_expr(&e, 1, 0), e);
    let s = AffineExpr::symbol(2).floor_div(&AffineExpr::constant(2));
    assert_eq!(simplify_affine_expr(&s, 0, 1), s);
}

#[test]
fn compose_like_mlir() {
    // The example of MLIR's `AffineMap::compose` documentation.
    let map1 = parse_map("(d0, d1)[s0, s1] -> (d0 + 1 + s1, d1 - 1 - s0)");
    let map2 = parse_map("(d0)[s0] -> (d0 + s0, d0 - s0)");
    let composed = map1.compose(&map2).map(|m| m.simplify().to_string());
    assert_eq!(composed.as_deref(), Some("(d0)[s0, s1, s2] -> (d0 + s1 + s2 + 1, d0 - s0 - s2 - 1)"));
    assert_eq!(map2.compose(&map1), None);
    let e = AffineExpr::dim(0) * 2 + AffineExpr::dim(1);
    assert_eq!(e.compose(&parse_map("(d0) -> (d0 + 1, d0)")).to_string(), "(d0 + 1) * 2 + d0");
    assert_eq!(parse_map("(d0, d1) -> (d0 * 2 + d1, d1 mod 3)").compose_values(&[4, 5]), Some(vec![13, 2]));
    assert_eq!(parse_map("(d0)[s0] -> (d0)").compose_values(&[4]), None);
}

#[test]
fn substitution_and_sub_maps() {
    let m = parse_map("(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4)");
    let r = m.replace_dims_and_symbols(&[AffineExpr::symbol(0)], &[AffineExpr::constant(3)], 2, 1);
    assert_eq!(r.to_string(), "(d0, d1)[s0] -> (s0 + 3, d1 * 2, s0 floordiv 4)");
    assert_eq!(m.sub_map(&[2, 0]).map(|m| m.to_string()).as_deref(), Some("(d0, d1)[s0] -> (d0 floordiv 4, d0 + s0)"));
    assert_eq!(m.sub_map(&[3]), None);
    assert_eq!(m.slice_map(1, 2).map(|m| m.to_string()).as_deref(), Some("(d0, d1)[s0] -> (d1 * 2, d0 floordiv 4)"));
    assert_eq!(m.slice_map(2, 2), None);
    assert_eq!(m.drop_results(&[0, 2]).to_string(), "(d0, d1)[s0] -> (d1 * 2)");
    let replaced = m.replace(&AffineExpr::dim(0), &AffineExpr::constant(8), 2, 1);
    assert_eq!(replaced.to_string(), "(d0, d1)[s0] -> (s0 + 8, d1 * 2, 2)");
    assert_eq!(AffineExpr::dim(1).shift_dims(2, 3, 1).to_string(), "d4");
    assert_eq!((AffineExpr::symbol(0) + AffineExpr::symbol(1)).shift_symbols(2, 1, 1).to_string(), "s0 + s2");
}

#[test]
fn compress_unused_inputs() {
    let m = parse_map("(d0, d1, d2)[s0, s1] -> (d2 + s1, d0)");
    assert_eq!(m.unused_dims(), vec![false, true, false]);
    assert_eq!(m.unused_symbols(), vec![true, false]);
    assert_eq!(m.compress_unused_dims().to_string(), "(d0, d1)[s0, s1] -> (d1 + s1, d0)");
    assert_eq!(m.compress_unused_symbols().to_string(), "(d0, d1, d2)[s0] -> (d2 + s0, d0)");
    assert_eq!(m.project_dims(&[true, false, false], false).to_string(), "(d0, d1, d2)[s0, s1] -> (d2 + s1, 0)");
}

#[test]
fn constant_folding_like_mlir() {
    // Checked with `mlir-opt --canonicalize` on `affine.apply` of constants: 7 floordiv -2 is -4,
    // 7 ceildiv -2 is -3, -7 mod 3 is 2; mod by -2 and floordiv/mod by 0 fold to ub.poison.
    let m = parse_map("(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, -d0 mod (s0 + 5))");
    assert_eq!(m.constant_fold(&[Some(7), Some(-2)]), Some(vec![-4, -3, 2]));
    assert_eq!(m.constant_fold_or_poison(&[Some(7), Some(-2)]), MapFold::Constants(vec![-4, -3, 2]));
    assert_eq!(m.constant_fold_or_poison(&[Some(7), Some(0)]), MapFold::Poison);
    assert_eq!(m.constant_fold(&[Some(7), Some(0)]), None);
    let (partial, all) = m.partial_constant_fold(&[Some(7), Some(0)]);
    assert_eq!(partial.to_string(), "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, 3)");
    assert_eq!(all, None);
    let modm = parse_map("(d0)[s0] -> (d0 mod s0)");
    assert_eq!(modm.constant_fold_or_poison(&[Some(7), Some(-2)]), MapFold::Poison);
    assert_eq!(modm.constant_fold_or_poison(&[None, Some(-2)]), MapFold::NotConstant);
    // Evaluation stops at the first non-constant operand, so a later undefined division is not
    // seen, like MLIR's folder.
    let lazy = parse_map("(d0)[s0] -> (d0 + 7 floordiv s0)");
    assert_eq!(lazy.constant_fold_or_poison(&[None, Some(0)]), MapFold::NotConstant);
    assert_eq!(AffineMap::empty(1, 0).constant_fold(&[Some(1)]), None);
    assert_eq!(AffineMap::empty(1, 0).constant_fold_or_poison(&[Some(1)]), MapFold::NotConstant);
}

#[test]
fn flattening_and_bounds() {
    let e = &parse_map("(d0)[s0] -> (d0 floordiv 4 + d0 mod 4 + s0 * 3 + 5)").results[0];
    let flat = flatten_affine_expr(e, 1, 1);
    assert_eq!(flat.as_ref().map(|f| f.coefficients.clone()), Some(vec![1, 3, -3, 5]));
    assert_eq!(
        flat.map(|f| f.locals.iter().map(|l| l.to_string()).collect::<Vec<_>>()),
        Some(vec!["d0 floordiv 4".into()])
    );
    assert_eq!(flatten_affine_expr(&parse_map("(d0) -> (d0 mod 0)").results[0], 1, 0), None);
    assert_eq!(flatten_affine_expr(&AffineExpr::dim(1), 1, 0), None);

    let bound = |body: &str, lower: &[Option<i64>], upper: &[Option<i64>], is_upper: bool| {
        let m = parse_map(body);
        affine_expr_bound(&m.results[0], m.num_dims, m.num_symbols, lower, upper, is_upper)
    };
    let (lb, ub) = ([Some(0), Some(2)], [Some(10), None]);
    assert_eq!(bound("(d0)[s0] -> (d0 - s0)", &lb, &ub, true), Some(8));
    assert_eq!(bound("(d0)[s0] -> (d0 - s0)", &lb, &ub, false), None);
    assert_eq!(bound("(d0)[s0] -> ((d0 + 3) floordiv 2)", &lb, &ub, true), Some(6));
    assert_eq!(bound("(d0)[s0] -> ((d0 + 3) ceildiv 2)", &lb, &ub, false), Some(2));
    assert_eq!(bound("(d0)[s0] -> (d0 mod 16)", &lb, &ub, true), Some(10));
    assert_eq!(bound("(d0)[s0] -> (d0 mod 4)", &lb, &ub, true), Some(3));
    assert_eq!(bound("(d0)[s0] -> (d0 mod 4)", &lb, &ub, false), Some(0));
    assert_eq!(bound("(d0)[s0] -> (d0 floordiv 2 + 1)", &lb, &ub, true), None);
    assert_eq!(bound("(d0)[s0] -> ((d0 * 4) floordiv 2 + 1)", &lb, &ub, true), Some(21));
}

/// Simplifies every map listed (one body per line) in the file named by `OXIR_AFFINE_INPUT` and
/// prints the results, one per line; used to compare against `mlir-opt` on generated inputs.
#[test]
#[ignore]
fn simplify_listed_maps() {
    let Ok(path) = std::env::var("OXIR_AFFINE_INPUT") else { return };
    let Ok(text) = std::fs::read_to_string(path) else { return };
    for line in text.lines() {
        println!("RESULT {}", parse_map(line).simplify());
    }
}
