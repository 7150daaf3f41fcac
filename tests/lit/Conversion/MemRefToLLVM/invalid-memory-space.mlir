// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file -verify-diagnostics | FileCheck %s
// A memory space with no integer address space (a string, an unsigned integer) cannot be
// converted: MLIR's error at an unknown location, and the ops using the type stay. A pattern that
// fails after building part of its replacement leaves nothing behind (the driver erases what it
// created, as MLIR's rolls back).

// expected-error@+1{{redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited}}
llvm.func @malloc(i64)
// CHECK-LABEL: func.func @redef_reserved
// CHECK-NEXT:  %alloc = memref.alloc() : memref<1024x64xf32, 1>
// CHECK-NEXT:  llvm.return
func.func @redef_reserved() {
    %alloc = memref.alloc() : memref<1024x64xf32, 1>
    llvm.return
}

// -----

// expected-error@unknown{{conversion of memref memory space "foo" to integer address space failed. Consider adding memory space conversions.}}
// CHECK-LABEL: @bad_address_space
func.func @bad_address_space(%a: memref<2xindex, "foo">) {
    %c0 = arith.constant 0 : index
    // CHECK: memref.store
    memref.store %c0, %a[%c0] : memref<2xindex, "foo">
    return
}

// -----

// Signless integers (and indices) are address spaces; `ui64` is not.
// CHECK-LABEL: @invalid_int_conversion
func.func @invalid_int_conversion(%b: memref<2xf32, 2 : i8>) {
     // expected-error@unknown{{conversion of memref memory space 1 : ui64 to integer address space failed. Consider adding memory space conversions.}}
     // CHECK: memref.alloc() {alignment = 64 : i64} : memref<10xf32, 1 : ui64>
     %alloc = memref.alloc() {alignment = 64 : i64} : memref<10xf32, 1 : ui64>
     // CHECK: llvm.load %{{.*}} : !llvm.ptr<2> -> f32
     %c0 = arith.constant 0 : index
     %w = memref.load %b[%c0] : memref<2xf32, 2 : i8>
    return
}
