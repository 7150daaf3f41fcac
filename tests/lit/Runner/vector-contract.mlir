// RUN: oxir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-ub-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines
// RUN: oxir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct \
// RUN:   --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-ub-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// vector.contract and vector.outerproduct computed end to end: a dot product, a matrix-vector
// and a matrix-matrix product (with an accumulator), a batched contraction, integer products,
// outer products with and without an accumulator, and a transpose (n-D results printed row by
// row); the printed values equal what mlir-opt 22 and mlir-runner print for the same program.

#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
#matvec = {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
#matmat = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
#batch = {indexing_maps = [affine_map<(b, i, k) -> (b, i, k)>, affine_map<(b, i, k) -> (b, k)>, affine_map<(b, i, k) -> (b, i)>], iterator_types = ["parallel", "parallel", "reduction"]}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %y = arith.constant dense<[0.5, -1.0, 2.0, 0.25]> : vector<4xf32>
  %s = arith.constant 10.0 : f32
  // 0.5 - 2 + 6 + 1 + 10
  %dot = vector.contract #dot %x, %y, %s : vector<4xf32>, vector<4xf32> into f32
  // CHECK: 15.5
  vector.print %dot : f32

  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %v = arith.constant dense<[1.0, 0.0, -1.0]> : vector<3xf32>
  %c = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %mv = vector.contract #matvec %a, %v, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // CHECK-NEXT: ( 98, 198 )
  vector.print %mv : vector<2xf32>

  %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf32>
  %acc = arith.constant dense<[[1.0, 1.0], [1.0, 1.0]]> : vector<2x2xf32>
  %mm = vector.contract #matmat %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %mm_0 = vector.extract %mm[0] : vector<2xf32> from vector<2x2xf32>
  // CHECK-NEXT: ( 23, 29 )
  vector.print %mm_0 : vector<2xf32>
  %mm_1 = vector.extract %mm[1] : vector<2xf32> from vector<2x2xf32>
  // CHECK-NEXT: ( 50, 65 )
  vector.print %mm_1 : vector<2xf32>

  %l = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]]> : vector<2x2x3xf32>
  %r = arith.constant dense<[[1.0, 1.0, 1.0], [1.0, 2.0, 3.0]]> : vector<2x3xf32>
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %bt = vector.contract #batch %l, %r, %z : vector<2x2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  %bt_0 = vector.extract %bt[0] : vector<2xf32> from vector<2x2xf32>
  // CHECK-NEXT: ( 6, 15 )
  vector.print %bt_0 : vector<2xf32>
  %bt_1 = vector.extract %bt[1] : vector<2xf32> from vector<2x2xf32>
  // CHECK-NEXT: ( 6, 12 )
  vector.print %bt_1 : vector<2xf32>

  %ia = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %ib = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi32>
  %ic = arith.constant dense<[[0, 0], [0, -100]]> : vector<2x2xi32>
  %im = vector.contract #matmat %ia, %ib, %ic : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  %im_0 = vector.extract %im[0] : vector<2xi32> from vector<2x2xi32>
  // CHECK-NEXT: ( 19, 22 )
  vector.print %im_0 : vector<2xi32>
  %im_1 = vector.extract %im[1] : vector<2xi32> from vector<2x2xi32>
  // CHECK-NEXT: ( 43, -50 )
  vector.print %im_1 : vector<2xi32>

  %p = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %q = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %o = vector.outerproduct %p, %q : vector<2xf32>, vector<3xf32>
  %o_0 = vector.extract %o[0] : vector<3xf32> from vector<2x3xf32>
  // CHECK-NEXT: ( 3, 4, 5 )
  vector.print %o_0 : vector<3xf32>
  %o_1 = vector.extract %o[1] : vector<3xf32> from vector<2x3xf32>
  // CHECK-NEXT: ( 6, 8, 10 )
  vector.print %o_1 : vector<3xf32>
  %one = arith.constant dense<1.0> : vector<2x3xf32>
  %oa = vector.outerproduct %p, %q, %one : vector<2xf32>, vector<3xf32>
  %oa_0 = vector.extract %oa[0] : vector<3xf32> from vector<2x3xf32>
  // CHECK-NEXT: ( 4, 5, 6 )
  vector.print %oa_0 : vector<3xf32>
  %oa_1 = vector.extract %oa[1] : vector<3xf32> from vector<2x3xf32>
  // CHECK-NEXT: ( 7, 9, 11 )
  vector.print %oa_1 : vector<3xf32>
  %h = arith.constant 2.5 : f32
  %axpy = vector.outerproduct %p, %h : vector<2xf32>, f32
  // CHECK-NEXT: ( 2.5, 5 )
  vector.print %axpy : vector<2xf32>
  %t = vector.transpose %o, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %t_0 = vector.extract %t[0] : vector<2xf32> from vector<3x2xf32>
  // CHECK-NEXT: ( 3, 6 )
  vector.print %t_0 : vector<2xf32>
  %t_1 = vector.extract %t[1] : vector<2xf32> from vector<3x2xf32>
  // CHECK-NEXT: ( 4, 8 )
  vector.print %t_1 : vector<2xf32>
  %t_2 = vector.extract %t[2] : vector<2xf32> from vector<3x2xf32>
  // CHECK-NEXT: ( 5, 10 )
  vector.print %t_2 : vector<2xf32>
  return
}
