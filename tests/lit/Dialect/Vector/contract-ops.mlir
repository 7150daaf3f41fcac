// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s | oxir-opt | FileCheck %s

// vector.contract and vector.outerproduct as mlir-opt 22 prints them: the contraction's trait
// dictionary first, with its iterator types as strings and the default kind made explicit,
// then the other attributes after the operands; the outer product's result type inferred, its
// attributes (the kind among them) printed only with an accumulator. The generic form holds
// #vector.iterator_type<...> attributes and the kind as properties.

#matvec = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#matmat = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#dot = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"],
  kind = #vector.kind<maxnumf>
}
#batch = {
  indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>,
                   affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>,
                   affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>],
  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]
}

// CHECK-DAG: #[[$MAP:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$MAP1:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$MAP2:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @contract
func.func @contract(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<3x4xf32>,
                    %acc: vector<2x4xf32>, %x: vector<4xf32>, %s: f32, %h: vector<4xf16>,
                    %l: vector<7x8x16x15xf32>, %r: vector<8x16x7x5xf32>, %o: vector<8x15x5xf32>)
    -> (vector<2xf32>, vector<2x4xf32>, f32, vector<2xf32>, f32, vector<8x15x5xf32>) {
  // CHECK: vector.contract {indexing_maps = [#[[$MAP]], #[[$MAP1]], #[[$MAP2]]], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // GENERIC: "vector.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3xf32>, vector<2xf32>) -> vector<2xf32>
  %0 = vector.contract #matvec %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // CHECK: iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract #matmat %a, %m, %acc : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  // CHECK: iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %{{.*}} : vector<4xf32>, vector<4xf32> into f32
  %2 = vector.contract #dot %x, %x, %s : vector<4xf32>, vector<4xf32> into f32
  // CHECK: kind = #vector.kind<mul>} %{{.*}}, %{{.*}}, %{{.*}} {foo = 1 : i64} : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // GENERIC: kind = #vector.kind<mul>}> {foo = 1 : i64} : (vector<2x3xf32>, vector<3xf32>, vector<2xf32>) -> vector<2xf32>
  %3 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<mul>, foo = 1} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // Mixed precision: the operands are promoted to the accumulator's type.
  // CHECK: %{{.*}} : vector<4xf16>, vector<4xf16> into f32
  %4 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %h, %h, %s : vector<4xf16>, vector<4xf16> into f32
  // CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"], kind = #vector.kind<add>} %{{.*}} : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  %5 = vector.contract #batch %l, %r, %o : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2xf32>, vector<2x4xf32>, f32, vector<2xf32>, f32, vector<8x15x5xf32>
}

// CHECK-LABEL: func.func @outerproduct
func.func @outerproduct(%x: vector<4xf32>, %y: vector<8xf32>, %acc: vector<4x8xf32>, %s: f32, %z: vector<4xf32>,
                        %i: vector<4xi32>, %j: vector<8xi32>, %ia: vector<4x8xi32>, %v: vector<[4]xf32>)
    -> (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<4x8xi32>, vector<4x8xf32>, vector<[4]x[4]xf32>) {
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<8xf32>
  // GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
  %0 = vector.outerproduct %x, %y : vector<4xf32>, vector<8xf32>
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
  // GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  %1 = vector.outerproduct %x, %y, %acc : vector<4xf32>, vector<8xf32>
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, f32
  // GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
  %2 = vector.outerproduct %x, %s : vector<4xf32>, f32
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %3 = vector.outerproduct %x, %s, %z {kind = #vector.kind<mul>} : vector<4xf32>, f32
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<maxsi>} : vector<4xi32>, vector<8xi32>
  %4 = vector.outerproduct %i, %j, %ia {kind = #vector.kind<maxsi>} : vector<4xi32>, vector<8xi32>
  // Without an accumulator, the kind is not printed (as in mlir-opt 22).
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<8xf32>
  // GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
  %5 = vector.outerproduct %x, %y {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<[4]xf32>, vector<[4]xf32>
  // GENERIC: -> vector<[4]x[4]xf32>
  %6 = vector.outerproduct %v, %v : vector<[4]xf32>, vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<4x8xi32>, vector<4x8xf32>, vector<[4]x[4]xf32>
}
