// RUN: oxir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-ub-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// Masked contractions lowered by convert-vector-to-llvm (unrolled, down to masked reductions)
// and run: a matmul whose mask covers the first two reduction steps of the first column (the
// masked-off column keeps the accumulator), and an integer dot product of the first three lanes
// (what mlir-opt 22 + mlir-runner print for the same program).

#matmul = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 10.0], [100.0, 1000.0], [0.5, 0.25]]> : vector<3x2xf32>
  %c = arith.constant dense<[[0.5, 0.5], [-1.0, -2.0]]> : vector<2x2xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c2, %c1, %c2 : vector<2x2x3xi1>
  %0 = vector.mask %m { vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %0 : vector<2x2xf32>
  // CHECK: ( ( 201.5, 0.5 ), ( 503, -2 ) )
  %x = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %y = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %acc = arith.constant 100 : i32
  %dm = vector.create_mask %c3 : vector<4xi1>
  %1 = vector.mask %dm { vector.contract #dot %x, %y, %acc : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %1 : i32
  return
  // CHECK-NEXT: 138
}
