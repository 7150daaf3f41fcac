// RUN: oxir-opt %s --split-input-file | oxir-opt --split-input-file | FileCheck %s
// RUN: oxir-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every index op in its custom form, printed back as mlir-opt 22 prints it.
// CHECK-LABEL: func.func @binary_ops(
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1 {tag}
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @binary_ops(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {tag}
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// The predicate is written bare; the generic form's `#index<cmp_predicate sge>` reads too.
// CHECK-LABEL: func.func @cmp(
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1) {tag = 1 : i32}
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %10 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b) {tag = 1 : i32}
  %9 = index.cmp uge(%a, %b)
  %10 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// GENERIC-LABEL: sym_name = "cmp"
// GENERIC: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ugt>}> {tag = 1 : i32} : (index, index) -> i1
// GENERIC: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1

// -----

// GENERIC-LABEL: sym_name = "constants"
// GENERIC: "index.sizeof"() : () -> index
// GENERIC: "index.constant"() <{value = -42 : index}> : () -> index
// GENERIC: "index.bool.constant"() <{value = true}> : () -> i1

// Constants are named after their value.
// CHECK-LABEL: func.func @constants(
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx-42 = index.constant -42
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: return %0, %idx0, %idx-42, %idx4294967296, %true, %false : index, index, index, index, i1, i1
// CHECK-NEXT: }
func.func @constants() -> (index, index, index, index, i1, i1) {
  %0 = index.sizeof
  %1 = index.constant 0
  %2 = index.constant -42
  %3 = index.constant 0x100000000
  %4 = index.bool.constant true
  %5 = index.bool.constant false
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, i1, i1
}

// -----

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = index.casts %arg0 : index to i64
// CHECK-NEXT: %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT: %2 = index.castu %arg2 : i64 to index
// CHECK-NEXT: %3 = index.castu %arg0 : index to i8
// CHECK-NEXT: %4 = index.castu %arg3 : i1 to index
// CHECK-NEXT: %5 = index.casts %arg0 : index to i1
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i64, index, index, i8, index, i1
// CHECK-NEXT: }
func.func @casts(%a: index, %b: i32, %c: i64, %d: i1) -> (i64, index, index, i8, index, i1) {
  %0 = index.casts %a : index to i64
  %1 = index.casts %b : i32 to index
  %2 = index.castu %c : i64 to index
  %3 = index.castu %a : index to i8
  %4 = index.castu %d : i1 to index
  %5 = index.casts %a : index to i1
  return %0, %1, %2, %3, %4, %5 : i64, index, index, i8, index, i1
}

