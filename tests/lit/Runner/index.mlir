// RUN: oxir-opt %s --convert-index-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// The index ops lowered by convert-index-to-llvm and run on values the lowering cannot fold:
// what mlir-opt + mlir-runner 22 print. For each pair (n, m): ceildivs, ceildivu, floordivs,
// divs, rems, remu, mins, maxu, shrs by 1, castu to i8 and back, cmp slt.

// CHECK:      4, 4, 3, 3, 1, 1, 2, 7, 3, 7, 0
// CHECK-NEXT: -3, 9223372036854775805, -4, -3, -1, 1, -7, -7, -4, 249, 1
// CHECK-NEXT: -3, 1, -4, -3, 1, 7, -2, -2, 3, 7, 0
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 1
// CHECK-NEXT: 64
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @show(%v: index, %last: i1) {
  %i = index.casts %v : index to i64
  call @printI64(%i) : (i64) -> ()
  cf.cond_br %last, ^nl, ^comma
^comma:
  call @printComma() : () -> ()
  return
^nl:
  call @printNewline() : () -> ()
  return
}

func.func @row(%n: index, %m: index) {
  %f = index.bool.constant false
  %t = index.bool.constant true
  %one = index.constant 1
  %0 = index.ceildivs %n, %m
  call @show(%0, %f) : (index, i1) -> ()
  %1 = index.ceildivu %n, %m
  call @show(%1, %f) : (index, i1) -> ()
  %2 = index.floordivs %n, %m
  call @show(%2, %f) : (index, i1) -> ()
  %3 = index.divs %n, %m
  call @show(%3, %f) : (index, i1) -> ()
  %4 = index.rems %n, %m
  call @show(%4, %f) : (index, i1) -> ()
  %5 = index.remu %n, %m
  call @show(%5, %f) : (index, i1) -> ()
  %6 = index.mins %n, %m
  call @show(%6, %f) : (index, i1) -> ()
  %7 = index.maxu %n, %m
  call @show(%7, %f) : (index, i1) -> ()
  %8 = index.shrs %n, %one
  call @show(%8, %f) : (index, i1) -> ()
  %b = index.castu %n : index to i8
  %9 = index.castu %b : i8 to index
  call @show(%9, %f) : (index, i1) -> ()
  %c = index.cmp slt(%n, %m)
  %10 = index.castu %c : i1 to index
  call @show(%10, %t) : (index, i1) -> ()
  return
}

func.func @main() {
  %c7 = index.constant 7
  %c2 = index.constant 2
  %cm7 = index.constant -7
  %cm2 = index.constant -2
  %c0 = index.constant 0
  %c5 = index.constant 5
  call @row(%c7, %c2) : (index, index) -> ()
  call @row(%cm7, %c2) : (index, index) -> ()
  call @row(%c7, %cm2) : (index, index) -> ()
  call @row(%c0, %c5) : (index, index) -> ()
  %s = index.sizeof
  %t = index.bool.constant true
  call @show(%s, %t) : (index, i1) -> ()
  return
}
