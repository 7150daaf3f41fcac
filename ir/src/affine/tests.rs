//! Tests against MLIR 22's recorded behaviour: literal cases checked against `mlir-opt`, and the
//! conformance corpus (`/work/shared/conformance/cases.jsonl`, skipped when absent).

use super::*;

/// Parses `body` as it appears after `affine_map<`, returning the printed body or the error's
/// offset within the body and its message.
fn run(body: &str) -> Result<String, (usize, String)> {
    let src = format!("affine_map<{body}>");
    match parse_affine_map_or_set(&src, 11) {
        Ok((MapOrSet::Map(m), end)) => {
            assert_eq!(&src[end..], ">", "end offset for {body:?}");
            Ok(m.to_string())
        }
        Ok((MapOrSet::Set(s), _)) => Ok(s.to_string()),
        Err(e) => Err((e.offset - 11, e.message)),
    }
}

/// The printed body, or the offset of the error in the body and its message.
type Expected = Result<&'static str, (usize, &'static str)>;

/// `(input, expected)`: the printed body, or the error's offset in the body and message, as
/// recorded from `mlir-opt` 22.
#[rustfmt::skip]
const CASES: &[(&str, Expected)] = &[
    ("(i, j) -> (20 * i + j + 1)", Ok("(d0, d1) -> (d0 * 20 + d1 + 1)")),
    ("(d0) -> ((d0 floordiv 4) floordiv 8, (d0 ceildiv 4) ceildiv 8, (d0 mod 8) mod 4, (d0 floordiv 4) * 4 + d0 mod 4, d0 - (d0 floordiv 4) * 4, (d0 * 4) floordiv 2, (d0 + d0 * 4) floordiv 2, ((d0 * 8) floordiv 4) floordiv 2)", Ok("(d0) -> ((d0 floordiv 4) floordiv 8, (d0 ceildiv 4) ceildiv 8, d0 mod 4, (d0 floordiv 4) * 4 + d0 mod 4, d0 mod 4, d0 * 2, (d0 * 5) floordiv 2, d0)")),
    ("(d0)[s0] -> (d0 + 9223372036854775807 + 1, 9223372036854775807 + 1, d0 - 9223372036854775807 - 1, (d0 * 4611686018427387904) * 4, d0 * -9223372036854775807 - d0, d0 - 9223372036854775807)", Ok("(d0)[s0] -> (d0 - -9223372036854775808, 9223372036854775807 + 1, d0 - -9223372036854775808, 0, d0 * -9223372036854775808, d0 - 9223372036854775807)")),
    ("(d0)[s0] -> (4611686018427387904 * 4, 9223372036854775807 * 2 + d0, -9223372036854775807 - 1, -(-9223372036854775807 - 1), 0 - 9223372036854775807 - 2, -7 floordiv 2, -7 ceildiv 2, -7 mod 2, 7 floordiv -2, 7 mod 0, d0 floordiv 0, d0 mod -3)", Ok("(d0)[s0] -> (4611686018427387904 * 4, d0 + 9223372036854775807 * 2, -9223372036854775808, --9223372036854775808, -9223372036854775807 - 2, -4, -3, 1, -4, 7 mod 0, d0 floordiv 0, d0 mod -3)")),
    ("(d0)[s0] -> (0x10, d0 * 0x7fffffffffffffff, 1 + 9223372036854775807 + d0, d0 + 1 + 9223372036854775807, (-9223372036854775807 - 1) floordiv 1, (-9223372036854775807 - 1) * -1)", Ok("(d0)[s0] -> (16, d0 * 9223372036854775807, d0 + 1 + 9223372036854775807, d0 - -9223372036854775808, -9223372036854775808, --9223372036854775808)")),
    ("(d0, d1)[s0, s1] -> (7 ceildiv -2, 7 mod -2, -7 floordiv -2, (d0 * 4) floordiv -2, (d0 * 4) ceildiv -2, (d0 * 4 + d1) floordiv -2, (d0 * 4) mod -2, d0 floordiv -1, d0 ceildiv -1, (-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) ceildiv -1, (-9223372036854775807 - 1) mod 3)", Ok("(d0, d1)[s0, s1] -> (-3, 7 mod -2, 3, d0 * -2, d0 * -2, d0 * -2 + d1 floordiv -2, (d0 * 4) mod -2, d0 floordiv -1, d0 ceildiv -1, -9223372036854775808 floordiv -1, -9223372036854775808 ceildiv -1, 1)")),
    ("(d0, d1)[s0, s1] -> ((d1 + d0) - (d0 floordiv 4) * 4, (d0 + d1) - (d1 floordiv 4) * 4, (s0 + s1) - (s1 floordiv s0) * s0, ((d0 * 8) floordiv 4) mod 2, ((d0 * 8) floordiv 4 + d1) floordiv 2, (d0 floordiv 4) * 4 + d0 mod 4, s0 floordiv s0, s0 mod s0, s0 ceildiv s0)", Ok("(d0, d1)[s0, s1] -> (d0 + d1 - (d0 floordiv 4) * 4, d0 + d1 mod 4, s0 + s1 - (s1 floordiv s0) * s0, 0, d0 + d1 floordiv 2, (d0 floordiv 4) * 4 + d0 mod 4, s0 floordiv s0, s0 mod s0, s0 ceildiv s0)")),
    ("(d0, d1, d2)[s0, s1] -> (d1 + d0, s1 + s0, s0 + d0, d2 + d1 + d0, d1 * 2 + d0, d1 + d0 * 3, (d1 + d0) - (d0 floordiv 4) * 4, d1 + d0 - (d0 floordiv 4) * 4,  d1 + (d0 - (d0 floordiv 4) * 4), s1 * s0, d0 + s0 + d0)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + d1, s0 + s1, d0 + s0, d1 + d2 + d0, d1 * 2 + d0, d1 + d0 * 3, d0 + d1 - (d0 floordiv 4) * 4, d0 + d1 - (d0 floordiv 4) * 4, d1 + d0 mod 4, s0 * s1, d0 + s0 + d0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 mod 4) + d1, d1 + (d0 mod 4), d0 + d0 floordiv 2, d0 floordiv 2 + d0, s1 + s0 * 2, s1 * (s0 + 1), (s0 + 1) * s1, s1 * s0 * 2, s1 * 2 * s0, (s1 * 2) * (s0 * 3), d1 + (d0 + d2), (d1 + 2) + d0, s1 + d0, s1 * 3 + s0, s0 * s1 + s0, (s0 + s1) + (s0 + s1), d2 + d1 * -1, d1 * -1 + d2)", Ok("(d0, d1, d2)[s0, s1] -> (d0 mod 4 + d1, d1 + d0 mod 4, d0 + d0 floordiv 2, d0 floordiv 2 + d0, s1 + s0 * 2, s1 * (s0 + 1), (s0 + 1) * s1, (s0 * s1) * 2, (s0 * s1) * 2, (s1 * (s0 * 3)) * 2, d1 + d0 + d2, d0 + d1 + 2, d0 + s1, s1 * 3 + s0, s0 * s1 + s0, (s0 + s1) * 2, d2 - d1, -d1 + d2)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + d1) + (d1 floordiv 4) * 4, (d0 + d1) + (d1 floordiv 4) * -8, (d0 * 2 + d1) + (d1 floordiv 4) * -4, (d0 + d1) + (d1 floordiv -4) * 4, d0 + (d0 floordiv -4) * 4, d0 + (d0 floordiv 4) * -4, (d0 + d1 * 2) + ((d1 * 2) floordiv 4) * -4, (d0 + d1 + d2) + (d2 floordiv 4) * -4, (d0 * 3) + (d0 floordiv 4) * -4, s0 + (s0 floordiv s1) * s1 * -1,  s0 - (s0 floordiv s1) * s1, (d0 + d1) + (d0 floordiv 4) * -4, (d0 + s0) + (s0 floordiv 2) * -2)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + d1 + (d1 floordiv 4) * 4, d0 + d1 - (d1 floordiv 4) * 8, d0 * 2 + d1 mod 4, d0 + d1 + (d1 floordiv -4) * 4, d0 + (d0 floordiv -4) * 4, d0 mod 4, d0 + (d1 * 2) mod 4, d0 + d1 + d2 mod 4, d0 * 3 - (d0 floordiv 4) * 4, s0 mod s1, s0 mod s1, d0 + d1 - (d0 floordiv 4) * 4, d0 + s0 mod 2)")),
    ("(d0, d1, d2)[s0, s1] -> ((((d0 * 8) mod 16) floordiv 4) mod 2, (((d0 * 8) mod 16) ceildiv 4) mod 2, (((d0 * 8) mod 16) floordiv -4) mod 2, (d0 + s0) - (s0 floordiv s1) * s1, ((d0 * 8) mod 16) floordiv 4 * 3, (d0 * -4) mod 8, ((d0 * 8) mod 16) mod 8, (d0 mod 4) mod 0, (d0 mod 4) mod 2, (d0 mod -4) mod 2, (d0 mod 6) mod 4)", Ok("(d0, d1, d2)[s0, s1] -> (0, 0, 0, d0 + s0 - (s0 floordiv s1) * s1, (((d0 * 8) mod 16) floordiv 4) * 3, (d0 * -4) mod 8, 0, (d0 mod 4) mod 0, d0 mod 2, (d0 mod -4) mod 2, (d0 mod 6) mod 4)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 + ((d0 floordiv s0) * s0) floordiv -1, d0 + (d0 floordiv 4) floordiv -4, d0 + (d0 floordiv 4) mod -4, d0 * 9223372036854775807 + d0, d0 + ((d0 floordiv s0) * s0) mod -1, (d0 + d1) + ((d1 floordiv s0) * s0) * -1, d0 * 0, s0 * 1, d0 - d0, (d0 + 1) * 0)", Ok("(d0, d1, d2)[s0, s1] -> (d0 mod s0, d0 + (d0 floordiv 4) floordiv -4, d0 + (d0 floordiv 4) mod -4, d0 * -9223372036854775808, d0 mod s0, d0 + d1 - (d1 floordiv s0) * s0, 0, s0, 0, 0)")),
    ("(d0 -> (d0)", Err((3, "expected ')' in dimensional identifier list"))),
    ("d0) -> (d0)", Err((0, "expected '(' in dimensional identifier list"))),
    ("(d0)[s0 -> (d0)", Err((7, "expected ']' in symbol list"))),
    ("(d0) -> (d0", Err((11, "expected ')' in affine map range"))),
    ("(d0) -> (d0 d0)", Err((11, "expected ')' in affine map range"))),
    ("(d0) (d0)", Err((4, "expected '->' or ':'"))),
    ("(d0, ) -> ()", Err((4, "expected bare identifier"))),
    ("(d0)[] -> (d0)", Ok("(d0) -> (d0)")),
    ("(i32) -> (i32)", Ok("(d0) -> (d0)")),
    ("(symbol) -> (symbol)", Err((19, "expected '(' at start of SSA symbol"))),
    ("(floordiv) -> (floordiv)", Ok("(d0) -> (d0)")),
    ("(d0) -> (%x)", Err((9, "unexpected ssa identifier"))),
    ("(d0) : (d0 >= 0 d0)", Err((15, "expected ')' in integer set constraint list"))),
    ("(d0) : (d0 > 0)", Err((13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))),
    ("(d0) : (d0 = 0)", Err((13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))),
    ("(d0) : (d0 >= 0, )", Err((17, "expected affine expression"))),
    ("(d0) -> (18446744073709551616)", Err((9, "constant too large for index"))),
    ("(d0) -> (9223372036854775808)", Err((9, "constant too large for index"))),
    ("(d0) -> (0x8000000000000000)", Err((9, "constant too large for index"))),
    ("(d0) -> (d0 + 1.5)", Err((14, "missing right operand of binary operator"))),
    ("(d0) -> (- )", Err((11, "expected affine expression"))),
    ("(d0) -> (-)", Err((10, "expected affine expression"))),
    ("(d0) -> (d0 * )", Err((14, "missing right operand of binary operator"))),
    ("(d0) -> (d0 floordiv )", Err((21, "missing right operand of binary operator"))),
    ("(d0) -> (d0 floordiv 2 floordiv d0)", Err((23, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"))),
    ("(d0)[s0] -> (d0 * s0 * d0)", Err((21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"))),
    ("(i) -> (-(), 1)", Err((10, "no expression inside parentheses"))),
    ("(i) -> (i 1)", Err((9, "expected ')' in affine map range"))),
    ("(i) -> (i + x)", Err((11, "use of undeclared identifier"))),
    ("(d0) -> (%)", Err((9, "invalid SSA name"))),
    ("(d0) -> (d0 * d0 %)", Err((17, "invalid SSA name"))),
    ("(d0) -> (- - ())", Err((14, "no expression inside parentheses"))),
    ("(d0) -> (d0 + - ())", Err((17, "no expression inside parentheses"))),
    ("(d0, d0) -> (d0)", Err((5, "redefinition of identifier 'd0'"))),
    ("(d0)[d0] -> (d0)", Err((5, "redefinition of identifier 'd0'"))),
    ("() -> ()", Ok("() -> ()")),
    ("()[s0] -> (s0)", Ok("()[s0] -> (s0)")),
    ("(d0) -> ()", Ok("(d0) -> ()")),
    ("(d0) -> (-d0, -(d0 + 1), -(d0 * 2), d0 - (d0 + 1) * 2, d0 - (d0 floordiv 2), d0 - (d0 floordiv 2) * 3, -(d0 mod 2))", Ok("(d0) -> (-d0, -(d0 + 1), d0 * -2, d0 - (d0 + 1) * 2, d0 - d0 floordiv 2, d0 - (d0 floordiv 2) * 3, -(d0 mod 2))")),
    ("(d0, d1, d2)[s0, s1] -> ((d0) floordiv s1 - (64) ceildiv s1 - (s1 - d0) floordiv (s0 ceildiv s0))", Ok("(d0, d1, d2)[s0, s1] -> (d0 floordiv s1 + -((-d0 + s1) floordiv (s0 ceildiv s0)) - 64 ceildiv s1)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 floordiv s1 - s1 ceildiv 64 - d0 floordiv s0)", Ok("(d0, d1, d2)[s0, s1] -> (d0 floordiv s1 + -(d0 floordiv s0) - s1 ceildiv 64)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 floordiv s1 - 64 ceildiv s1 - d0 floordiv s0)", Ok("(d0, d1, d2)[s0, s1] -> (d0 floordiv s1 + -(d0 floordiv s0) - 64 ceildiv s1)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 - 64 ceildiv s1 - d1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 - 64 ceildiv s1 - d1)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 - s0 - d1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 - s0 - d1)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1)")),
    ("(d0, d1, d2)[s0, s1] -> (d0 + s0 * 2 + d1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + s0 * 2 + d1)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + (d1 floordiv 4) * -4 + s0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv s1) * -1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + -(d1 floordiv s1) + s0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv s1) * 3)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + (d1 floordiv s1) * 3 + s0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv 4) * 3)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + (d1 floordiv 4) * 3 + s0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 mod 4) * -1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + s0 - d1 mod 4)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 ceildiv 4) * -1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + s0 - d1 ceildiv 4)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv 4))", Ok("(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1 floordiv 4)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv 4) * s1)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + (d1 floordiv 4) * s1 + s0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0 * 2) + (d1 floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + (d1 floordiv 4) * -4 + s0 * 2)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + 5) + (d1 floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> (d0 - (d1 floordiv 4) * 4 + 5)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + d1 * 3) + (d1 floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + d1 * 3 - (d1 floordiv 4) * 4)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + d1) + (d1 floordiv -4) * 4)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + d1 + (d1 floordiv -4) * 4)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + d1) + (d1 floordiv 4) * -8)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + d1 - (d1 floordiv 4) * 8)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + ((d1 + d2) floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> (d0 + ((d1 + d2) floordiv 4) * -4 + s0)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + d1) + ((d0 + d1) floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> ((d0 + d1) mod 4)")),
    ("(d0, d1, d2)[s0, s1] -> ((d0 + s1) + ((d0 + s1) floordiv 4) * -4)", Ok("(d0, d1, d2)[s0, s1] -> ((d0 + s1) mod 4)")),
    ("(i, j)[M] -> (M * i + j)", Ok("(d0, d1)[s0] -> (d0 * s0 + d1)")),
    ("(i, j)[s] -> (i floordiv 4, (j + s) mod 8, -i)", Ok("(d0, d1)[s0] -> (d0 floordiv 4, (d1 + s0) mod 8, -d0)")),
    ("(d0)[s0] -> (d0 - s0, s0 - d0, d0 - 2, -d0 + 3, d0 * -3 + s0)", Ok("(d0)[s0] -> (d0 - s0, -d0 + s0, d0 - 2, -d0 + 3, d0 * -3 + s0)")),
    ("(d0, d1) -> (d0 - (d1 + 1), d0 - (d1 floordiv 2), d0 + d1 * -1 + -5)", Ok("(d0, d1) -> (d0 - (d1 + 1), d0 - d1 floordiv 2, d0 - d1 - 5)")),
    ("() -> (0)", Ok("() -> (0)")),
    ("(d0) -> (d0 ceildiv 1, d0 floordiv 1, d0 mod 1, d0 * 1)", Ok("(d0) -> (d0, d0, 0, d0)")),
    ("(d0)[s0] -> ((d0 * s0) * 2, d0 * (s0 * 2), (s0 + 1) * d0)", Ok("(d0)[s0] -> ((d0 * s0) * 2, d0 * (s0 * 2), d0 * (s0 + 1))")),
    ("(d0) -> ((d0 * 128) mod 64, (d0 * 6 + 3) floordiv 3, (d0 * 8 + 4) mod 4)", Ok("(d0) -> (0, d0 * 2 + 1, 0)")),
    ("(d0, d1) -> ((d0 * 8 + d1 * 4 + 2) floordiv 4, (d0 * 8 + d1) mod 8)", Ok("(d0, d1) -> (d0 * 2 + d1, d1 mod 8)")),
    ("(d0) -> (d0 - d0 floordiv 4 * 4)", Ok("(d0) -> (d0 mod 4)")),
    ("(i) : (i == 0)", Ok("(d0) : (d0 == 0)")),
    ("(i, j)[N, M] : (N - i >= 0, M - j >= 0, i >= 0, j >= 0)", Ok("(d0, d1)[s0, s1] : (-d0 + s0 >= 0, -d1 + s1 >= 0, d0 >= 0, d1 >= 0)")),
    ("(i)[N, M] : (i >= 0, N >= i, N == 5, M + 1 >= i)", Ok("(d0)[s0, s1] : (d0 >= 0, -d0 + s0 >= 0, s0 - 5 == 0, -d0 + s1 + 1 >= 0)")),
    ("() : ()", Ok("() : (0 == 0)")),
    ("(i) : (i <= 3, i == 2)", Ok("(d0) : (-d0 + 3 >= 0, d0 - 2 == 0)")),
    ("(d0, d1)[s0] : (d0 - d1 * s0 >= 0, (d0 + d1) mod 4 == 0)", Ok("(d0, d1)[s0] : (d0 - d1 * s0 >= 0, (d0 + d1) mod 4 == 0)")),
    ("(d0) : (d0 > 0)", Err((13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))),
    ("(d0) : (d0 >= 0 d0)", Err((15, "expected ')' in integer set constraint list"))),
    ("(d0) : (-d0 >= -5)", Ok("(d0) : (-d0 + 5 >= 0)")),
];

#[test]
fn literal_cases_match_mlir() {
    let mut failures = Vec::new();
    for (input, expected) in CASES {
        let got = run(input);
        let want = expected.map(str::to_string).map_err(|(o, m)| (o, m.to_string()));
        if got != want {
            failures.push(format!("{input}\n  want {want:?}\n  got  {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
    assert!(CASES.len() >= 90);
}

#[test]
fn end_offset_and_trailing_text() {
    let src = "affine_map<(d0) -> (d0)  > rest";
    let (m, end) = parse_affine_map_or_set(src, 11).expect("parses");
    assert_eq!(end, 23);
    assert!(matches!(m, MapOrSet::Map(ref m) if m.is_identity()));
    let src = "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>";
    let (s, end) = parse_affine_map_or_set(src, 11).expect("parses");
    assert_eq!(&src[end..], ">");
    assert_eq!(
        s,
        MapOrSet::Set(IntegerSet::new(
            1,
            1,
            vec![AffineExpr::Dim(0) - AffineExpr::Symbol(0), AffineExpr::Dim(0)],
            vec![false, true]
        ))
    );
}

#[test]
fn negation_reports_both_errors() {
    let src = "affine_map<(i, j) [s0, s1] -> (-(), j)>";
    let e = parse_affine_map_or_set(src, 11).expect_err("fails");
    assert_eq!(e.message, "no expression inside parentheses");
    assert_eq!(e.additional, vec![(e.offset, "missing operand of negation".to_string())]);
}

#[test]
fn lexer_errors_win() {
    let src = "affine_map<(d0) -> (d0 * d0 %)>";
    let e = parse_affine_map_or_set(src, 11).expect_err("fails");
    assert_eq!((e.offset, e.message.as_str()), (28, "invalid SSA name"));
}

fn deep_inputs() -> Vec<String> {
    let n = 100_000;
    vec![
        format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n)),
        format!("(d0) -> ({}d0)", "-".repeat(n)),
        format!("(d0) -> ({}d0)", "-(".repeat(n)),
        format!("(d0) -> ({}", "(".repeat(n)),
        format!("(d0)[s0] -> (d0{})", (0..n).map(|i| format!(" + d0 floordiv {}", i + 2)).collect::<String>()),
        format!("(d0)[s0] -> (s0{})", " * s0".repeat(n)),
    ]
}

#[test]
fn adversarial_nesting_is_an_error_not_a_crash() {
    // Run on a thread with the default 2 MiB test stack to make sure the caps are low enough.
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut out = Vec::new();
            for body in deep_inputs() {
                let src = format!("affine_map<{body}>");
                out.push(parse_affine_map_or_set(&src, 11).map(|_| ()).map_err(|e| e.message));
            }
            // Right at the caps things still work.
            let ok = format!("(d0) -> ({}d0{})", "(".repeat(MAX_NESTING), ")".repeat(MAX_NESTING));
            let at_cap = parse_affine_map_or_set(&format!("affine_map<{ok}>"), 11).map(|_| ());
            let long = format!(
                "(d0) -> (d0{})",
                (0..MAX_EXPR_DEPTH - 10).map(|i| format!(" + d0 floordiv {}", i + 2)).collect::<String>()
            );
            let long_ok = parse_affine_map_or_set(&format!("affine_map<{long}>"), 11).map(|(m, _)| {
                let MapOrSet::Map(m) = m else { return 0 };
                m.to_string().len()
            });
            (out, at_cap, long_ok)
        })
        .expect("spawn");
    let (out, at_cap, long_ok) = handle.join().expect("no stack overflow");
    for r in &out {
        let msg = r.as_ref().expect_err("too deep");
        assert!(msg.contains("too deep") || msg.contains("too deeply"), "{msg}");
    }
    assert_eq!(at_cap, Ok(()));
    assert!(long_ok.is_ok_and(|n| n > 1000));
}

#[test]
fn arbitrary_bytes_never_panic() {
    let pieces = [
        "(",
        ")",
        "[",
        "]",
        "d0",
        "s0",
        "->",
        ":",
        ",",
        "+",
        "-",
        "*",
        "floordiv",
        "mod",
        "ceildiv",
        "symbol",
        "%",
        "%a",
        "9223372036854775808",
        "0x",
        "0xffffffffffffffff",
        ">=",
        "<=",
        "==",
        "=",
        ">",
        "<",
        "1.5",
        "\"",
        "\n",
        "// c\n",
        "é",
        "i32",
        "@",
        "#",
        "...",
        "9223372036854775807",
        "\0",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..20_000 {
        let mut s = String::from("affine_map<");
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let len = (seed % 24) as usize;
        for k in 0..len {
            let idx = ((seed >> (k % 50)) as usize ^ k.wrapping_mul(31)) % pieces.len();
            s.push_str(pieces[idx]);
            if (seed >> k) & 1 == 1 {
                s.push(' ');
            }
        }
        if let Ok((_, end)) = parse_affine_map_or_set(&s, 11) {
            assert!(end <= s.len() && s.is_char_boundary(end));
        }
    }
    // Offsets past the end or inside a character are handled.
    assert!(parse_affine_map_or_set("affine_map<", 100).is_err());
    assert!(parse_affine_map_or_set("é", 1).is_err());
}

/// A minimal JSON reader for the conformance corpus: returns the string fields of one object.
fn json_string_fields(line: &str) -> Vec<(String, String)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut depth = 0;
    let mut pending_key: Option<String> = None;
    let mut expect_key = false;
    while i < b.len() {
        match b[i] {
            b'{' | b'[' => {
                depth += 1;
                expect_key = b[i] == b'{';
                i += 1;
            }
            b'}' | b']' => {
                depth -= 1;
                i += 1;
            }
            b',' => {
                expect_key = depth == 1;
                i += 1;
            }
            b'"' => {
                let (s, next) = json_string(line, i + 1);
                i = next;
                if depth == 1 && expect_key {
                    pending_key = Some(s);
                    expect_key = false;
                } else if let Some(k) = pending_key.take() {
                    if depth == 1 {
                        out.push((k, s));
                    }
                }
            }
            _ => i += 1,
        }
    }
    out
}

fn json_string(s: &str, mut i: usize) -> (String, usize) {
    let b = s.as_bytes();
    let mut out = String::new();
    while i < b.len() {
        match b[i] {
            b'"' => return (out, i + 1),
            b'\\' if i + 1 < b.len() => {
                let c = b[i + 1];
                i += 2;
                match c {
                    b'n' => out.push('\n'),
                    b't' => out.push('\t'),
                    b'r' => out.push('\r'),
                    b'b' => out.push('\u{8}'),
                    b'f' => out.push('\u{c}'),
                    b'u' => {
                        let hex = s.get(i..i + 4).and_then(|h| u32::from_str_radix(h, 16).ok()).unwrap_or(0xfffd);
                        i += 4;
                        let mut cp = hex;
                        if (0xd800..0xdc00).contains(&hex) && s.get(i..i + 2) == Some("\\u") {
                            let lo = s.get(i + 2..i + 6).and_then(|h| u32::from_str_radix(h, 16).ok()).unwrap_or(0);
                            cp = 0x10000 + ((hex - 0xd800) << 10) + (lo.wrapping_sub(0xdc00) & 0x3ff);
                            i += 6;
                        }
                        out.push(char::from_u32(cp).unwrap_or('\u{fffd}'));
                    }
                    other => out.push(other as char),
                }
            }
            _ => {
                let ch = s[i..].chars().next().unwrap_or('\u{fffd}');
                out.push(ch);
                i += ch.len_utf8().max(1);
            }
        }
    }
    (out, i)
}

fn corpus() -> Option<Vec<Vec<(String, String)>>> {
    let text = std::fs::read_to_string("/work/shared/conformance/cases.jsonl")
        .or_else(|_| {
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/conformance/cases.jsonl"))
        })
        .ok()?;
    Some(text.lines().map(json_string_fields).collect())
}

fn field<'a>(case: &'a [(String, String)], name: &str) -> &'a str {
    case.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or("")
}

/// The maps and sets a module text refers to, in order: alias references (resolved through the
/// alias definitions, which are parsed with our parser when `parse` is set) and inline
/// occurrences. Identity maps in memref types are skipped (MLIR drops them).
fn references(text: &str, parse: bool) -> (Vec<String>, Vec<String>) {
    let mut aliases: Vec<(String, String)> = Vec::new();
    let mut refs = Vec::new();
    let body_of = |src: &str, kw_at: usize| -> Option<(String, usize)> {
        let start = kw_at + 11;
        let kind = &src[kw_at..kw_at + 10];
        if parse {
            let (v, end) = parse_affine_map_or_set(src, start).ok()?;
            let printed = match v {
                MapOrSet::Map(m) => format!("{kind}<{m}>"),
                MapOrSet::Set(s) => format!("{kind}<{s}>"),
            };
            Some((printed, end))
        } else {
            // Printed by MLIR: the body ends at the first '>' that is not part of `->` or `>=`.
            let b = src.as_bytes();
            let end = (start..b.len()).find(|&i| b[i] == b'>' && b[i - 1] != b'-' && b.get(i + 1) != Some(&b'='))?;
            Some((format!("{kind}<{}>", &src[start..end]), end))
        }
    };
    let find_kw = |s: &str, from: usize| -> Option<usize> {
        let a = s[from..].find("affine_map<").map(|i| i + from);
        let b = s[from..].find("affine_set<").map(|i| i + from);
        match (a, b) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        }
    };
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        let here = line_start;
        line_start += line.len();
        if t.starts_with("//") {
            continue;
        }
        let line_end = here + line.len();
        if t.starts_with('#') {
            if let Some(eq) = t.find('=') {
                let name = t[1..eq].trim().to_string();
                if let Some(kw) = find_kw(text, here).filter(|k| *k < line_end) {
                    if let Some((printed, _)) = body_of(text, kw) {
                        aliases.push((name, printed));
                    }
                }
                continue;
            }
        }
        // Scan the line for `#name` references and inline occurrences.
        let l = &text[here..line_end];
        let code = l.find("//").map(|c| &l[..c]).unwrap_or(l);
        let mut i = 0;
        while i < code.len() {
            let rest = &code[i..];
            if rest.starts_with("affine_map<") || rest.starts_with("affine_set<") {
                match body_of(text, here + i) {
                    Some((printed, end)) => {
                        refs.push(printed);
                        i = end - here;
                    }
                    None => i += 1,
                }
                continue;
            }
            if let Some(after_hash) = rest.strip_prefix('#') {
                let name: String = after_hash
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$' || *c == '.')
                    .collect();
                if let Some((_, printed)) = aliases.iter().rev().find(|(n, _)| *n == name) {
                    let dropped = parse
                        && code.contains("memref<")
                        && parse_affine_map_or_set(printed, 11)
                            .is_ok_and(|(v, _)| matches!(v, MapOrSet::Map(m) if m.is_identity()));
                    if !dropped {
                        refs.push(printed.clone());
                    }
                }
                i += 1 + name.len();
                continue;
            }
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    (refs, aliases.into_iter().map(|(_, p)| p).collect())
}

#[test]
fn conformance_print_cases() {
    let Some(cases) = corpus() else { return };
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in &cases {
        let file = field(case, "file");
        if field(case, "kind") != "print"
            || !(file.ends_with("IR/affine-map.mlir") || file.ends_with("IR/affine-set.mlir"))
        {
            continue;
        }
        let (mine, _) = references(field(case, "text"), true);
        let (theirs, their_aliases) = references(field(case, "generic"), false);
        // Every alias MLIR printed is among what we print.
        for a in &their_aliases {
            if !mine.contains(a) {
                failures.push(format!("{}: MLIR printed {a}, we never do", field(case, "id")));
            }
        }
        if mine.len() != theirs.len() {
            failures.push(format!("{}: {} references vs MLIR's {}", field(case, "id"), mine.len(), theirs.len()));
        }
        for (m, t) in mine.iter().zip(&theirs) {
            checked += 1;
            if m != t {
                failures.push(format!("{}:\n  mlir {t}\n  ours {m}", field(case, "id")));
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    eprintln!("conformance: {checked} map/set references match MLIR");
    assert!(checked >= 80);
}

/// `(line, message)` of each `expected-error` annotation of a verify case.
fn expected_errors(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let Some(at) = line.find("expected-error") else { continue };
        let rest = &line[at + "expected-error".len()..];
        let Some(open) = rest.find("{{") else { continue };
        let Some(close) = rest.find("}}") else { continue };
        let spec = rest[..open].trim();
        let target = if let Some(s) = spec.strip_prefix('@') {
            let s = s.trim();
            if s == "below" {
                (n + 1..lines.len()).find(|&k| !lines[k].trim_start().starts_with("//")).unwrap_or(n + 1)
            } else if s == "above" {
                n.saturating_sub(1)
            } else if let Some(d) = s.strip_prefix('+') {
                n + d.parse::<usize>().unwrap_or(0)
            } else if let Some(d) = s.strip_prefix('-') {
                n.saturating_sub(d.parse::<usize>().unwrap_or(0))
            } else {
                n
            }
        } else {
            n
        };
        out.push((target + 1, rest[open + 2..close].to_string()));
    }
    out
}

#[test]
fn conformance_invalid_affinemap() {
    let Some(cases) = corpus() else { return };
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in &cases {
        if field(case, "kind") != "verify" || !field(case, "file").ends_with("IR/invalid-affinemap.mlir") {
            continue;
        }
        let text = field(case, "text");
        let expected = expected_errors(text);
        let mut search = 0;
        let kw = loop {
            let Some(k) = text[search..].find("affine_map<").map(|i| i + search) else { break None };
            let line_start = text[..k].rfind('\n').map_or(0, |i| i + 1);
            if !text[line_start..k].contains("//") {
                break Some(k);
            }
            search = k + 1;
        };
        let Some(kw) = kw else { continue };
        let Err(err) = parse_affine_map_or_set(text, kw + 11) else {
            // The error is outside the map (alias syntax, redefinitions): not ours.
            continue;
        };
        let line_of = |off: usize| text[..off.min(text.len())].matches('\n').count() + 1;
        let mut got = vec![(line_of(err.offset), err.message.clone())];
        got.extend(err.additional.iter().map(|(o, m)| (line_of(*o), m.clone())));
        checked += 1;
        let ok = expected.len() == got.len()
            && expected.iter().all(|(l, m)| got.iter().any(|(gl, gm)| gl == l && gm.contains(m.as_str())));
        if !ok {
            failures.push(format!("{}: expected {expected:?}, got {got:?}", field(case, "id")));
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    eprintln!("conformance: {checked} invalid-affinemap cases match MLIR");
    assert!(checked >= 25);
}
