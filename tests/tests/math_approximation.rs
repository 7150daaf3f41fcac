//! `test-math-polynomial-approximation` where oxir departs from mlir-opt 22 on purpose, so the
//! lit tests (which also run against MLIR's tools) cannot hold it: MLIR's approximations build
//! invalid IR on tensors (their constants stay scalars), oxir's leave tensors alone; and
//! `enable-avx2`, which needs the x86vector dialect oxir does not have, is refused with a
//! diagnostic instead of being ignored.

use oxir_tools::opt::{parse_args, run_on_text, Output};
use oxir_tools::Registrations;

fn run(flags: &[&str], src: &str) -> Output {
    let registrations = Registrations::all();
    registrations.register_global();
    let args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    let opts = match parse_args(&args) {
        Ok(o) => o,
        Err(e) => panic!("bad flags {flags:?}: {e}"),
    };
    run_on_text(&registrations, &opts, src)
}

const TENSORS: &str = r#"
func.func @tensor_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.exp %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tensor_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = math.tanh %arg0 fastmath<nnan> : tensor<4xf16>
  return %0 : tensor<4xf16>
}
func.func @vector(%arg0: vector<4xf32>) -> vector<4xf32> {
  %0 = math.exp %arg0 : vector<4xf32>
  return %0 : vector<4xf32>
}
"#;

#[test]
fn tensors_are_left_to_the_f32_fallback() {
    let out = run(&["-", "--test-math-polynomial-approximation"], TENSORS);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let expected_tensors = "\
  func.func @tensor_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = math.exp %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @tensor_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
    %0 = arith.extf %arg0 : tensor<4xf16> to tensor<4xf32>
    %1 = math.tanh %0 fastmath<nnan> : tensor<4xf32>
    %2 = arith.truncf %1 : tensor<4xf32> to tensor<4xf16>
    return %2 : tensor<4xf16>
  }
";
    assert!(out.stdout.contains(expected_tensors), "{}", out.stdout);
    // The vector beside them is approximated.
    assert!(!out.stdout.contains("math.exp %arg0 : vector<4xf32>"), "{}", out.stdout);
    assert!(out.stdout.contains("arith.constant dense<1.270000e+02> : vector<4xf32>"), "{}", out.stdout);
}

#[test]
fn enable_avx2_is_refused() {
    let out = run(&["-", "--test-math-polynomial-approximation=enable-avx2"], TENSORS);
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("enable-avx2 needs the x86vector dialect, which oxir does not have"), "{}", out.stderr);
    let out = run(&["-", "--test-math-polynomial-approximation=enable-avx2=false"], TENSORS);
    assert_eq!(out.code, 0, "{}", out.stderr);
}
