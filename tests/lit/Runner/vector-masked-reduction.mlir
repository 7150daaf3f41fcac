// RUN: oxir-opt %s --convert-vector-to-llvm --convert-func-to-llvm --convert-arith-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// Masked reductions computed end to end through LLVM's predicated reductions
// (llvm.intr.vp.reduce.*) and, for maximumf/minimumf, a select of neutral values: only the
// lanes the mask sets take part. The printed values equal what mlir-opt 22 and mlir-runner
// print for the same program.

// CHECK: 29
// CHECK-NEXT: 129
// CHECK-NEXT: 1620
// CHECK-NEXT: 3
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: 13.25
// CHECK-NEXT: 4.64062
// CHECK-NEXT: 0.5
// CHECK-NEXT: 8.25
// CHECK-NEXT: 8.25
// CHECK-NEXT: 0.25

func.func @main() {
  %vi = arith.constant dense<[3, -7, 12, 5, -2, 9, 4, -11]> : vector<8xi32>
  %vf = arith.constant dense<[1.5, -2.0, 8.25, 0.5, -9.0, 3.0, 7.5, -1.0]> : vector<8xf32>
  %m = arith.constant dense<[true, false, true, true, false, true, false, false]> : vector<8xi1>
  %acc = arith.constant 100 : i32
  %facc = arith.constant 0.25 : f32
  %0 = vector.mask %m { vector.reduction <add>, %vi : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %1 = vector.mask %m { vector.reduction <add>, %vi, %acc : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %2 = vector.mask %m { vector.reduction <mul>, %vi : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %3 = vector.mask %m { vector.reduction <minsi>, %vi : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %4 = vector.mask %m { vector.reduction <maxui>, %vi : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %5 = vector.mask %m { vector.reduction <xor>, %vi : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %0 : i32
  vector.print %1 : i32
  vector.print %2 : i32
  vector.print %3 : i32
  vector.print %4 : i32
  vector.print %5 : i32
  %6 = vector.mask %m { vector.reduction <add>, %vf : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %7 = vector.mask %m { vector.reduction <mul>, %vf, %facc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %8 = vector.mask %m { vector.reduction <minnumf>, %vf : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %9 = vector.mask %m { vector.reduction <maxnumf>, %vf : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %10 = vector.mask %m { vector.reduction <maximumf>, %vf : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %11 = vector.mask %m { vector.reduction <minimumf>, %vf, %facc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  vector.print %6 : f32
  vector.print %7 : f32
  vector.print %8 : f32
  vector.print %9 : f32
  vector.print %10 : f32
  vector.print %11 : f32
  return
}
