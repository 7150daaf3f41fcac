// RUN: oxir-opt %s --arith-expand="include-f4e2m1=true include-bf16=true" --convert-vector-to-llvm \
// RUN:   --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// vector.print of scalars lowered to the runner utilities: integers of every width (booleans
// zero-extended, index unsigned), floats, punctuation and strings; arith-expand's divisions,
// min/max and small-float casts computed through the printed values.

func.func @main() {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.constant true
  %i = arith.constant 42 : index
  %b = arith.constant -3 : i8
  %f = arith.constant 1.5 : f32
  %d = arith.constant -0.25 : f64
  // CHECK: ( 7, -3, 1 )
  vector.print punctuation <open>
  vector.print %c7 : i32 punctuation <comma>
  vector.print %b : i8 punctuation <comma>
  vector.print %t : i1 punctuation <close>
  vector.print
  // CHECK-NEXT: 42
  vector.print %i : index
  // CHECK-NEXT: 1.5
  vector.print %f : f32
  // CHECK-NEXT: -0.25
  vector.print %d : f64
  // CHECK-NEXT: hello, vector
  vector.print str "hello, vector\n"
  %q1 = arith.ceildivsi %c7, %c2 : i32
  %q2 = arith.floordivsi %cm7, %c2 : i32
  %q3 = arith.maxsi %cm7, %c2 : i32
  // CHECK-NEXT: 4
  vector.print %q1 : i32
  // CHECK-NEXT: -4
  vector.print %q2 : i32
  // CHECK-NEXT: 2
  vector.print %q3 : i32
  %big = arith.constant 5.2 : f32
  %f4 = arith.truncf %big : f32 to f4E2M1FN
  %back = arith.extf %f4 : f4E2M1FN to f32
  // CHECK-NEXT: 6
  vector.print %back : f32
  %bf = arith.truncf %f : f32 to bf16
  %bfback = arith.extf %bf : bf16 to f32
  // CHECK-NEXT: 1.5
  vector.print %bfback : f32
  return
}
