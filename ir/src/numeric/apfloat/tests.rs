use super::*;

/// Runs one MLIR ground-truth line: `<type> [-]<literal> <printed>`.
fn check_line(line: &str) -> Result<(), String> {
    let mut it = line.split(' ');
    let (Some(ty), Some(lit), Some(expected)) = (it.next(), it.next(), it.next()) else {
        return Err(format!("bad line {line:?}"));
    };
    let sem = FloatSemantics::from_mlir_name(ty).ok_or_else(|| format!("bad type {ty}"))?;
    let (neg, lit) = match lit.strip_prefix('-') {
        Some(l) => (true, l),
        None => (false, lit),
    };
    let v = APFloat::parse_mlir_float_literal(sem, lit, neg).map_err(|e| format!("{line}: {e}"))?;
    let got = v.to_mlir_string();
    if got != expected {
        return Err(format!("{ty} {}{lit}: got {got}, expected {expected}", if neg { "-" } else { "" }));
    }
    // The printed form must parse back to the same value.
    let (pneg, ptext) = match got.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, got.as_str()),
    };
    if v.is_finite() {
        let back = APFloat::parse_mlir_float_literal(sem, ptext, pneg).map_err(|e| e.to_string())?;
        if back != v && !matches!(sem, FloatSemantics::F80 | FloatSemantics::F128) {
            return Err(format!("{line}: reparse of {got} differs"));
        }
    }
    Ok(())
}

fn run_table(text: &str) {
    let mut failures = Vec::new();
    let mut n = 0;
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        n += 1;
        if let Err(e) = check_line(line) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {n} failed:\n{}",
        failures.len(),
        failures.iter().take(60).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn mlir_printed_values() {
    run_table(include_str!("mlir_cases.txt"));
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Random f64 bits biased toward interesting exponents.
    fn f64(&mut self) -> f64 {
        let r = self.next();
        match r % 5 {
            0 => f64::from_bits(self.next()),
            1 => (self.next() as i64 as f64) / (self.next() % 1000 + 1) as f64,
            2 => f64::from_bits(self.next() & 0x801F_FFFF_FFFF_FFFF), // subnormal-ish
            3 => f64::from_bits((self.next() & 0x800F_FFFF_FFFF_FFFF) | (((self.next() % 80) + 1023 - 40) << 52)),
            _ => ((self.next() % 2000) as f64 - 1000.0) * 0.125,
        }
    }
}

fn f64v(x: f64) -> APFloat {
    APFloat::from_bits(FloatSemantics::F64, &APInt::from_u64(64, x.to_bits()))
}
fn f32v(x: f32) -> APFloat {
    APFloat::from_bits(FloatSemantics::F32, &APInt::from_u64(32, x.to_bits() as u64))
}

fn same_f64(a: &APFloat, b: f64) -> bool {
    if b.is_nan() {
        a.is_nan()
    } else {
        a.to_bits().low_u64() == b.to_bits()
    }
}

#[test]
fn f64_f32_arithmetic_matches_native() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20000 {
        let (x, y) = (rng.f64(), rng.f64());
        let (a, b) = (f64v(x), f64v(y));
        assert!(same_f64(&a.add(&b), x + y), "{x:e} + {y:e}");
        assert!(same_f64(&a.sub(&b), x - y), "{x:e} - {y:e}");
        assert!(same_f64(&a.mul(&b), x * y), "{x:e} * {y:e}");
        assert!(same_f64(&a.div(&b), x / y), "{x:e} / {y:e}");
        assert!(same_f64(&a.rem(&b).0, x % y), "{x:e} % {y:e}");
        let c = a.compare(&b);
        let expect = match x.partial_cmp(&y) {
            None => CmpResult::Unordered,
            Some(Ordering::Less) => CmpResult::LessThan,
            Some(Ordering::Equal) => CmpResult::Equal,
            Some(Ordering::Greater) => CmpResult::GreaterThan,
        };
        assert_eq!(c, expect);
        // f64 -> f32 conversion and f32 arithmetic.
        let xf = x as f32;
        let yf = y as f32;
        let af = APFloat::from_f64(FloatSemantics::F32, x);
        if !x.is_nan() {
            assert_eq!(af.to_bits().low_u64() as u32, xf.to_bits(), "{x:e} as f32");
        }
        let (af, bf) = (f32v(xf), f32v(yf));
        for (got, want) in [
            (af.add(&bf), xf + yf),
            (af.sub(&bf), xf - yf),
            (af.mul(&bf), xf * yf),
            (af.div(&bf), xf / yf),
            (af.rem(&bf).0, xf % yf),
        ] {
            if want.is_nan() {
                assert!(got.is_nan());
            } else {
                assert_eq!(got.to_bits().low_u64() as u32, want.to_bits(), "{xf:e} op {yf:e}");
            }
        }
        // Widening is exact.
        if !xf.is_nan() {
            assert_eq!(af.to_f64(), xf as f64);
        }
        // Integer conversions (round toward zero, as fptosi).
        if x.is_finite() && x.abs() < 9.0e18 {
            let (i, st, _) = a.to_integer(64, true, RoundingMode::TowardZero);
            assert_eq!(i.try_to_i64(), Some(x as i64), "{x:e} to i64");
            assert!(!st.contains(OpStatus::INVALID_OP));
        }
        let n = rng.next() as i64 >> (rng.next() % 64);
        let (fi, _) =
            APFloat::from_integer(FloatSemantics::F64, &APInt::from_i64(64, n), true, RoundingMode::NearestTiesToEven);
        assert_eq!(fi.to_f64(), n as f64);
        let (fu, _) = APFloat::from_integer(
            FloatSemantics::F32,
            &APInt::from_u64(64, n as u64),
            false,
            RoundingMode::NearestTiesToEven,
        );
        assert_eq!(fu.to_f32(), n as u64 as f32);
    }
}

/// f16 and bf16 arithmetic checked against f64 computation plus one rounding
/// (exact for +,-,*; innocuous double rounding for / since 53 >= 2p+2).
#[test]
fn small_format_arithmetic_via_f64() {
    let mut rng = Rng(0x1234_5678);
    for sem in [
        FloatSemantics::F16,
        FloatSemantics::BF16,
        FloatSemantics::F8E4M3,
        FloatSemantics::F8E5M2,
        FloatSemantics::TF32,
    ] {
        let w = sem.bit_width();
        for _ in 0..5000 {
            let a = APFloat::from_bits(sem, &APInt::from_u64(w, rng.next()));
            let b = APFloat::from_bits(sem, &APInt::from_u64(w, rng.next()));
            let (x, y) = (a.to_f64(), b.to_f64());
            for (got, want, op) in
                [(a.add(&b), x + y, "+"), (a.sub(&b), x - y, "-"), (a.mul(&b), x * y, "*"), (a.div(&b), x / y, "/")]
            {
                let want = APFloat::from_f64(sem, want);
                if want.is_nan() {
                    assert!(got.is_nan(), "{sem} {x:e} {op} {y:e}");
                } else {
                    assert_eq!(got, want, "{sem} {x:e} {op} {y:e}");
                }
            }
        }
    }
}

#[test]
fn decimal_parsing_matches_native() {
    let mut rng = Rng(42);
    for _ in 0..20000 {
        let x = rng.f64();
        if !x.is_finite() {
            continue;
        }
        for s in [format!("{x:e}"), format!("{x:.17e}"), format!("{:.3e}", x), format!("{}", x as f32)] {
            let v = APFloat::from_decimal_str(FloatSemantics::F64, &s).unwrap();
            let want: f64 = s.parse().unwrap();
            assert!(same_f64(&v, want), "{s}");
            let v = APFloat::from_decimal_str(FloatSemantics::F32, &s).unwrap();
            let want: f32 = s.parse().unwrap();
            assert_eq!(v.to_bits().low_u64() as u32, want.to_bits(), "{s} f32");
        }
    }
    // Halfway cases and long inputs.
    for s in [
        "9007199254740993",
        "9007199254740993.0000000000000000000000000001",
        "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
        "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125001e-324",
        "1.7976931348623158e308",
        "1.7976931348623157e308",
        "0.000000000000000000000000000000000000000000001",
    ] {
        let v = APFloat::from_decimal_str(FloatSemantics::F64, s).unwrap();
        let want: f64 = s.parse().unwrap();
        assert!(same_f64(&v, want), "{s}");
    }
}

#[test]
fn huge_exponents_are_fast() {
    let start = std::time::Instant::now();
    for sem in FloatSemantics::ALL {
        let inf = APFloat::from_decimal_str(sem, "1e999999999").unwrap();
        assert!(inf.is_infinite() || inf.is_nan() || inf.is_largest(), "{sem}");
        let z = APFloat::from_decimal_str(sem, "1e-99999999").unwrap();
        assert!(z.is_zero() || sem == FloatSemantics::F8E8M0FNU, "{sem}");
        let z = APFloat::from_decimal_str(sem, "-0.0").unwrap();
        assert!(z.is_zero() || sem == FloatSemantics::F8E8M0FNU);
        assert_eq!(z.is_negative(), sem.has_signed_zero(), "{sem}");
        // A very long literal.
        let long = format!("0.{}1e5", "0".repeat(200_000));
        let v = APFloat::from_decimal_str(sem, &long).unwrap();
        assert!(v.is_zero() || sem == FloatSemantics::F8E8M0FNU);
        let long = format!("1{}.5", "3".repeat(100_000));
        let v = APFloat::from_decimal_str(sem, &long).unwrap();
        assert!(!v.is_finite() || v.is_largest(), "{sem}");
        let long = format!("1.{}", "3".repeat(100_000));
        let v = APFloat::from_decimal_str(sem, &long).unwrap();
        assert!(v.is_finite());
    }
    let v = APFloat::from_decimal_str(FloatSemantics::F64, &format!("1.{}e0", "3".repeat(100_000))).unwrap();
    assert_eq!(v.to_f64(), 1.3333333333333333);
    assert!(start.elapsed().as_secs() < 20);
}

#[test]
fn llvm_to_string_forms() {
    let f = |s: FloatSemantics, v: f64| APFloat::from_f64(s, v);
    use FloatSemantics::*;
    assert_eq!(f(F32, 0.1).to_string_default(), "0.100000001");
    assert_eq!(f(F32, 1.0e-5).to_string_default(), "9.99999974E-6");
    assert_eq!(f(F64, 3.4028234663852886e38).to_string_default(), "3.4028234663852886E+38");
    assert_eq!(f(F64, 1.0e-5).to_string_default(), "1.0000000000000001E-5");
    assert_eq!(f(F64, 1.0).to_string_llvm(6, 0, false), "1.000000e+00");
    assert_eq!(f(F64, -0.25).to_string_llvm(6, 0, false), "-2.500000e-01");
    assert_eq!(f(F64, 100.0).to_string_default(), "100");
    assert_eq!(f(F64, 1000.0).to_string_default(), "1000");
    assert_eq!(f(F64, 10000.0).to_string_default(), "1.0E+4");
    assert_eq!(f(F64, 0.001).to_string_default(), "0.001");
    assert_eq!(f(F64, 0.0001).to_string_default(), "1.0E-4");
    assert_eq!(APFloat::from_decimal_str(F64, "1..5"), Err("Invalid character in significand".to_string()));
    assert_eq!(f(F64, 0.01).to_string_default(), "0.01");
    assert_eq!(f(F64, 1.5).to_string_default(), "1.5");
    assert_eq!(f(F64, 0.0).to_string_default(), "0");
    assert_eq!(f(F64, -0.0).to_string_llvm(0, 0, true), "-0.0E+0");
    assert_eq!(f(F64, 0.0).to_string_llvm(6, 0, false), "0.000000e+00");
    assert_eq!(f(F64, f64::INFINITY).to_string_default(), "+Inf");
    assert_eq!(f(F64, f64::NEG_INFINITY).to_string_default(), "-Inf");
    assert_eq!(f(F64, f64::NAN).to_string_default(), "NaN");
    assert_eq!(f(F64, 123456789.0).to_string_llvm(0, 0, true), "1.23456789E+8");
    assert_eq!(f(F64, 0.5).to_string_llvm(1, 0, false), "5.0e-01");
    // LLVM truncates (does not round) when first reducing the integer.
    assert_eq!(f(F64, 9.96).to_string_llvm(2, 0, false), "9.90e+00");
}

#[test]
fn mlir_strings_and_hex() {
    use FloatSemantics::*;
    let p = |s, t: &str, neg| APFloat::parse_mlir_float_literal(s, t, neg);
    assert_eq!(p(F32, "1.0", false).unwrap().to_mlir_string_with_kind(), ("1.000000e+00".to_string(), false));
    assert_eq!(p(F32, "0x7FC00000", false).unwrap().to_mlir_string_with_kind(), ("0x7FC00000".to_string(), true));
    assert_eq!(p(F32, "0xFF800000", false).unwrap().to_mlir_string(), "0xFF800000");
    assert_eq!(p(F32, "3.40282347E+38", false).unwrap().to_mlir_string(), "3.40282347E+38");
    assert_eq!(p(F32, "1.0e-5", false).unwrap().to_mlir_string(), "9.99999974E-6");
    assert_eq!(p(F64, "1.0e-5", false).unwrap().to_mlir_string(), "1.000000e-05");
    assert_eq!(p(F16, "0x7C00", false).unwrap().to_mlir_string(), "0x7C00");
    assert_eq!(p(F64, "1.0e400", false).unwrap().to_mlir_string(), "0x7FF0000000000000");
    let e = p(F16, "0x7fff", true).unwrap_err();
    assert_eq!(e.message, "hexadecimal float literal should not have a leading minus");
    let e = p(F16, "0xffffffff", false).unwrap_err();
    assert_eq!(e.message, "hexadecimal float constant out of range for type");
    let e = p(F32, "42", false).unwrap_err();
    assert_eq!(e.message, "unexpected decimal integer literal for a floating point value");
    assert_eq!(e.note, Some("add a trailing dot to make the literal a float"));
    // Double rounding through f64 (MLIR parses decimal literals as double first).
    let v = p(F16, "1.00048828125000000001", false).unwrap();
    assert_eq!(v.to_bits_u128(), 0x3C00);
    let direct = APFloat::from_decimal_str(F16, "1.00048828125000000001").unwrap();
    assert_eq!(direct.to_bits_u128(), 0x3C01);
}

#[test]
fn semantics_table() {
    use FloatSemantics::*;
    for s in FloatSemantics::ALL {
        assert_eq!(FloatSemantics::from_mlir_name(s.mlir_name()), Some(s));
        // Every bit pattern round-trips through from_bits/to_bits except
        // non-canonical encodings (x87 pseudo-denormals, NaN-as-negative-zero).
        if s.bit_width() <= 8 {
            for b in 0..(1u128 << s.bit_width()) {
                let v = APFloat::from_bits_u128(s, b);
                assert_eq!(v.to_bits_u128(), b, "{s} {b:#x}");
            }
        }
    }
    assert_eq!(APFloat::largest(F8E4M3FN, false).to_f64(), 448.0);
    assert_eq!(APFloat::largest(F8E5M2FNUZ, false).to_f64(), 57344.0);
    assert_eq!(APFloat::largest(F8E4M3FNUZ, false).to_f64(), 240.0);
    assert_eq!(APFloat::largest(F8E4M3B11FNUZ, false).to_f64(), 30.0);
    assert_eq!(APFloat::largest(F4E2M1FN, false).to_f64(), 6.0);
    assert_eq!(APFloat::largest(F6E2M3FN, false).to_f64(), 7.5);
    assert_eq!(APFloat::largest(F6E3M2FN, false).to_f64(), 28.0);
    assert_eq!(APFloat::largest(F8E3M4, false).to_f64(), 15.5);
    assert_eq!(APFloat::largest(TF32, false).to_bits_u128(), 0x3FBFF);
    assert_eq!(APFloat::qnan(F8E4M3FNUZ, false).to_bits_u128(), 0x80);
    assert_eq!(APFloat::qnan(F8E4M3FN, false).to_bits_u128(), 0x7F);
    assert_eq!(APFloat::qnan(F8E8M0FNU, false).to_bits_u128(), 0xFF);
    assert_eq!(APFloat::qnan(F32, false).to_bits_u128(), 0x7FC0_0000);
    assert_eq!(APFloat::qnan(F80, false).to_bits_u128(), 0x7FFF_C000_0000_0000_0000);
    assert_eq!(APFloat::from_f64(F80, 1.0).to_bits_u128(), 0x3FFF_8000_0000_0000_0000);
    assert_eq!(APFloat::from_f64(F128, 1.0).to_bits_u128(), 0x3FFF << 112);
    assert_eq!(APFloat::from_f64(F8E8M0FNU, 1.0).to_bits_u128(), 127);
    assert_eq!(APFloat::from_f64(F8E4M3FN, 1000.0).to_bits_u128(), 0x7F); // overflow -> NaN
    assert_eq!(APFloat::from_f64(F4E2M1FN, 1000.0).to_f64(), 6.0); // saturates
    assert!(APFloat::from_f64(F8E5M2, 1.0e6).is_infinite());
    assert!(APFloat::zero(F8E5M2FNUZ).neg().to_bits_u128() == 0);
    assert!(F80.has_explicit_integer_bit() && !F8E4M3FN.has_infinity() && F4E2M1FN.is_finite_only());
}

#[test]
fn integer_conversions_and_misc() {
    use FloatSemantics::*;
    let v = APFloat::from_f64(F64, -2.5);
    let (i, st, exact) = v.to_integer(8, true, RoundingMode::NearestTiesToEven);
    assert_eq!((i.try_to_i64(), st, exact), (Some(-2), OpStatus::INEXACT, false));
    let (i, st, _) = APFloat::from_f64(F64, 300.0).to_integer(8, false, RoundingMode::TowardZero);
    assert_eq!((i.try_to_u64(), st), (Some(255), OpStatus::INVALID_OP));
    let (i, _, _) = APFloat::from_f64(F64, -300.0).to_integer(8, true, RoundingMode::TowardZero);
    assert_eq!(i.try_to_i64(), Some(-128));
    let (i, st, _) = APFloat::from_f64(F64, -128.0).to_integer(8, true, RoundingMode::TowardZero);
    assert_eq!((i.try_to_i64(), st), (Some(-128), OpStatus::OK));
    let (i, _, _) = APFloat::qnan(F32, false).to_integer(32, true, RoundingMode::TowardZero);
    assert!(i.is_zero());
    let big = APFloat::from_f64(F64, 1.0e30).to_integer(128, false, RoundingMode::TowardZero).0;
    assert_eq!(big.try_to_u128(), Some(1.0e30 as u128));
    let (f, st) = APFloat::from_integer(F16, &APInt::from_u64(32, 65520), false, RoundingMode::NearestTiesToEven);
    assert!(f.is_infinite() && st.contains(OpStatus::OVERFLOW));
    let r = APFloat::from_f64(F64, 2.5).round_to_integral(RoundingMode::NearestTiesToEven).0;
    assert_eq!(r.to_f64(), 2.0);
    let r = APFloat::from_f64(F64, -2.5).round_to_integral(RoundingMode::NearestTiesToAway).0;
    assert_eq!(r.to_f64(), -3.0);
    let rem = APFloat::from_f64(F64, 5.0).ieee_remainder(&APFloat::from_f64(F64, 3.0)).0;
    assert_eq!(rem.to_f64(), -1.0);
    let (c, _, lost) = APFloat::from_f64(F64, 0.1).convert(F16, RoundingMode::NearestTiesToEven);
    assert!(lost);
    assert_eq!(c.to_bits_u128(), 0x2E66);
    let a = APFloat::from_f64(F32, -0.0);
    let b = APFloat::from_f64(F32, 0.0);
    assert!(a.minimum(&b).is_negative() && !a.maximum(&b).is_negative());
    let n = APFloat::qnan(F32, false);
    assert!(n.minimum(&b).is_nan() && !n.minnum(&b).is_nan() && !b.maxnum(&n).is_nan());
    assert_eq!(APFloat::from_f64(F32, 1.0).next(false).0.to_f32(), 1.0 + f32::EPSILON);
    assert_eq!(APFloat::from_f64(F32, 1.0).next(true).0.to_f32(), 1.0 - f32::EPSILON / 2.0);
    assert_eq!(APFloat::from_decimal_str(F64, "0x1.8p1").unwrap().to_f64(), 3.0);
    assert!(APFloat::from_decimal_str(F64, "-inf").unwrap().is_infinite());
    assert!(APFloat::from_decimal_str(F64, "nan").unwrap().is_nan());
    assert_eq!(APFloat::from_decimal_str(F64, "1.5x"), Err("Invalid character in significand".to_string()));
    assert_eq!(APFloat::from_decimal_str(F64, ""), Err("Invalid string length".to_string()));
    assert_eq!(APFloat::from_decimal_str(F64, "1.5.5"), Err("String contains multiple dots".to_string()));
    assert!(APFloat::from_decimal_str(F64, "1e+").is_ok());
    // f80 and f128 printing of exact values.
    assert_eq!(
        APFloat::from_decimal_str(F128, "0.1").unwrap().to_string_default(),
        "0.100000000000000000000000000000000005"
    );
    assert_eq!(APFloat::from_decimal_str(F80, "0.1").unwrap().to_string_default(), "0.100000000000000000001");
}

/// Random inputs through every operation in every format must not panic.
#[test]
fn no_panics_on_random_inputs() {
    let mut rng = Rng(0xDEAD_BEEF);
    let alphabet = b"0123456789.eE+-xXpPinfaINFs()";
    for _ in 0..3000 {
        let len = (rng.next() % 12) as usize;
        let s: String = (0..len).map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize] as char).collect();
        for sem in FloatSemantics::ALL {
            let _ = APFloat::from_decimal_str(sem, &s);
            let _ = APFloat::parse_mlir_float_literal(sem, &s, rng.next() & 1 == 0);
        }
    }
    for sem in FloatSemantics::ALL {
        let w = sem.bit_width();
        let rnd = |rng: &mut Rng| APFloat::from_bits(sem, &APInt::from_words(w, &[rng.next(), rng.next()]));
        for _ in 0..400 {
            let a = rnd(&mut rng);
            let b = rnd(&mut rng);
            let _ = a.to_mlir_string();
            let _ = a.to_string_llvm((rng.next() % 40) as u32, (rng.next() % 5) as u32, rng.next() & 1 == 0);
            let _ = (a.add(&b), a.sub(&b), a.mul(&b), a.div(&b), a.rem(&b), a.ieee_remainder(&b));
            for rm in [
                RoundingMode::NearestTiesToEven,
                RoundingMode::TowardZero,
                RoundingMode::TowardPositive,
                RoundingMode::TowardNegative,
                RoundingMode::NearestTiesToAway,
            ] {
                let _ = a.round_to_integral(rm);
                let _ = a.to_integer((rng.next() % 130 + 1) as u32, rng.next() & 1 == 0, rm);
                for to in FloatSemantics::ALL {
                    let _ = a.convert(to, rm);
                }
            }
            let _ = (a.next(false), a.next(true), a.scalbn(rng.next() as i32, RoundingMode::NearestTiesToEven));
            let _ = (a.minimum(&b), a.maxnum(&b), a.compare(&b), a.is_integer(), a.to_f64());
        }
    }
}
