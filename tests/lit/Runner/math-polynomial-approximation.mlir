// RUN: oxir-opt %s --test-math-polynomial-approximation --convert-vector-to-scf --convert-scf-to-cf \
// RUN:   --convert-math-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// exp, log, tanh and erf computed through MLIR's polynomial approximations (arith, math.fma,
// math.floor, ... lowered to LLVM), on scalars (each value and its bits) and on a vector. The
// values are what mlir-opt 22 + mlir-runner print for the same pipeline: the approximations'
// results, not always the correctly rounded ones (the bits of tanh(2.25), erf(0.5), erf(2.25)
// and erf(-1.75) are one or two units in the last place away from them).

// CHECK: 1.64872
// CHECK-NEXT: 1070795084
// CHECK-NEXT: -0.693147
// CHECK-NEXT: -1087278568
// CHECK-NEXT: 0.462117
// CHECK-NEXT: 1055693471
// CHECK-NEXT: 0.5205
// CHECK-NEXT: 1057308538
// CHECK-NEXT: 9.48774
// CHECK-NEXT: 1092079044
// CHECK-NEXT: 0.81093
// CHECK-NEXT: 1062181151
// CHECK-NEXT: 0.978026
// CHECK-NEXT: 1064984556
// CHECK-NEXT: 0.998537
// CHECK-NEXT: 1065328674
// CHECK-NEXT: 0.173774
// CHECK-NEXT: 1043460556
// CHECK-NEXT: nan
// CHECK-NEXT: 2143289344
// CHECK-NEXT: -0.941376
// CHECK-NEXT: -1083113987
// CHECK-NEXT: -0.986672
// CHECK-NEXT: -1082354046
// CHECK-NEXT: 1
// CHECK-NEXT: 1065353216
// CHECK-NEXT: -inf
// CHECK-NEXT: -8388608
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: ( 1.13315, 2.71828, 33.1155, 22026.5 )
// CHECK-NEXT: ( -2.07944, 0, 1.25276, 2.30259 )
// CHECK-NEXT: ( 0.124353, 0.761594, 0.998178, 1 )
// CHECK-NEXT: ( 0.140316, 0.842701, 0.999999, 1 )
// CHECK-NEXT: ( 1041215245, 1062714173, 1065353203, 1065353216 )

func.func @show(%x: f32) {
  vector.print %x : f32
  %bits = arith.bitcast %x : f32 to i32
  vector.print %bits : i32
  return
}

func.func @scalar(%x: f32) {
  %e = math.exp %x : f32
  call @show(%e) : (f32) -> ()
  %l = math.log %x : f32
  call @show(%l) : (f32) -> ()
  %t = math.tanh %x : f32
  call @show(%t) : (f32) -> ()
  %r = math.erf %x : f32
  call @show(%r) : (f32) -> ()
  return
}

func.func @vectors(%v: vector<4xf32>) {
  %e = math.exp %v : vector<4xf32>
  vector.print %e : vector<4xf32>
  %l = math.log %v : vector<4xf32>
  vector.print %l : vector<4xf32>
  %t = math.tanh %v : vector<4xf32>
  vector.print %t : vector<4xf32>
  %r = math.erf %v : vector<4xf32>
  vector.print %r : vector<4xf32>
  %b = arith.bitcast %r : vector<4xf32> to vector<4xi32>
  vector.print %b : vector<4xi32>
  return
}

func.func @main() {
  %a = arith.constant 0.5 : f32
  call @scalar(%a) : (f32) -> ()
  %b = arith.constant 2.25 : f32
  call @scalar(%b) : (f32) -> ()
  %c = arith.constant -1.75 : f32
  call @scalar(%c) : (f32) -> ()
  %d = arith.constant 0.0 : f32
  call @scalar(%d) : (f32) -> ()
  %v = arith.constant dense<[0.125, 1.0, 3.5, 10.0]> : vector<4xf32>
  call @vectors(%v) : (vector<4xf32>) -> ()
  return
}
