// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s | oxir-opt | FileCheck %s

// Every op of the vector dialect in its custom form and, for each, the generic form mlir-opt 22
// prints: static and dynamic positions, the optional punctuation and string of print, the
// default-valued attributes left out of the custom form.

// CHECK-LABEL: func.func @f(
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32, %i: index, %m: memref<?xf32>, %m2: memref<4x8xf32>, %mask: vector<4xi1>, %v2: vector<2x4xf32>, %iv: vector<4xi32>) {
  // CHECK-NEXT: vector.print %arg0 : vector<4xf32>
  // GENERIC: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
  vector.print %a : vector<4xf32>
  // CHECK-NEXT: vector.print %arg2 : f32 punctuation <comma>
  // GENERIC: "vector.print"(%arg2) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
  vector.print %s : f32 punctuation <comma>
  // CHECK-NEXT: vector.print
  // GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
  vector.print punctuation <newline>
  // CHECK-NEXT: vector.print str "hello\0A"
  // GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
  vector.print str "hello\n"
  // CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<4xf32>
  // GENERIC: %0 = "vector.broadcast"(%arg2) : (f32) -> vector<4xf32>
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  // CHECK-NEXT: %1 = vector.extract %arg7[1] : vector<4xf32> from vector<2x4xf32>
  // GENERIC: %1 = "vector.extract"(%arg7) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
  %1 = vector.extract %v2[1] : vector<4xf32> from vector<2x4xf32>
  // CHECK-NEXT: %2 = vector.extract %arg7[%arg3, 2] : f32 from vector<2x4xf32>
  // GENERIC: %2 = "vector.extract"(%arg7, %arg3) <{static_position = array<i64: -9223372036854775808, 2>}> : (vector<2x4xf32>, index) -> f32
  %2 = vector.extract %v2[%i, 2] : f32 from vector<2x4xf32>
  // CHECK-NEXT: %3 = vector.insert %arg2, %arg7 [1, %arg3] : f32 into vector<2x4xf32>
  // GENERIC: %3 = "vector.insert"(%arg2, %arg7, %arg3) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
  %3 = vector.insert %s, %v2[1, %i] : f32 into vector<2x4xf32>
  // CHECK-NEXT: %4 = vector.from_elements %arg2, %arg2 : vector<2xf32>
  // GENERIC: %4 = "vector.from_elements"(%arg2, %arg2) : (f32, f32) -> vector<2xf32>
  %4 = vector.from_elements %s, %s : vector<2xf32>
  // CHECK-NEXT: %5 = vector.shuffle %arg0, %arg1 [0, 5, -1] : vector<4xf32>, vector<4xf32>
  // GENERIC: %5 = "vector.shuffle"(%arg0, %arg1) <{mask = array<i64: 0, 5, -1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  %6 = vector.shuffle %a, %b [0, 5, -1] : vector<4xf32>, vector<4xf32>
  // CHECK-NEXT: %6 = vector.bitcast %arg0 : vector<4xf32> to vector<8xi16>
  // GENERIC: %6 = "vector.bitcast"(%arg0) : (vector<4xf32>) -> vector<8xi16>
  %7 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  // CHECK-NEXT: %7 = vector.fma %arg0, %arg1, %arg0 : vector<4xf32>
  // GENERIC: %7 = "vector.fma"(%arg0, %arg1, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %8 = vector.fma %a, %b, %a : vector<4xf32>
  // CHECK-NEXT: %8 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
  // GENERIC: %8 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  %9 = vector.reduction <add>, %a : vector<4xf32> into f32
  // CHECK-NEXT: %9 = vector.reduction <maxnumf>, %arg0, %arg2 fastmath<fast> : vector<4xf32> into f32
  // GENERIC: %9 = "vector.reduction"(%arg0, %arg2) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maxnumf>}> : (vector<4xf32>, f32) -> f32
  %10 = vector.reduction <maxnumf>, %a, %s fastmath<fast> : vector<4xf32> into f32
  // CHECK-NEXT: %10 = vector.shape_cast %arg7 : vector<2x4xf32> to vector<8xf32>
  // GENERIC: %10 = "vector.shape_cast"(%arg7) : (vector<2x4xf32>) -> vector<8xf32>
  %11 = vector.shape_cast %v2 : vector<2x4xf32> to vector<8xf32>
  // CHECK-NEXT: %11 = vector.transpose %arg7, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  // GENERIC: %11 = "vector.transpose"(%arg7) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
  %12 = vector.transpose %v2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  // CHECK-NEXT: %12 = vector.step : vector<4xindex>
  // GENERIC: %12 = "vector.step"() : () -> vector<4xindex>
  %13 = vector.step : vector<4xindex>
  // CHECK-NEXT: %13 = vector.create_mask %arg3 : vector<4xi1>
  // GENERIC: %13 = "vector.create_mask"(%arg3) : (index) -> vector<4xi1>
  %14 = vector.create_mask %i : vector<4xi1>
  // CHECK-NEXT: %14 = vector.constant_mask [2] : vector<4xi1>
  // GENERIC: %14 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
  %15 = vector.constant_mask [2] : vector<4xi1>
  // CHECK-NEXT: %15 = vector.load %arg4[%arg3] : memref<?xf32>, vector<4xf32>
  // GENERIC: %15 = "vector.load"(%arg4, %arg3) : (memref<?xf32>, index) -> vector<4xf32>
  %16 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  // CHECK-NEXT: vector.store %arg0, %arg4[%arg3] : memref<?xf32>, vector<4xf32>
  // GENERIC: "vector.store"(%arg0, %arg4, %arg3) : (vector<4xf32>, memref<?xf32>, index) -> ()
  vector.store %a, %m[%i] : memref<?xf32>, vector<4xf32>
  // CHECK-NEXT: %16 = vector.maskedload %arg4[%arg3], %arg6, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // GENERIC: %16 = "vector.maskedload"(%arg4, %arg3, %arg6, %arg0) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %17 = vector.maskedload %m[%i], %mask, %a : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // CHECK-NEXT: vector.maskedstore %arg4[%arg3], %arg6, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  // GENERIC: "vector.maskedstore"(%arg4, %arg3, %arg6, %arg0) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
  vector.maskedstore %m[%i], %mask, %a : memref<?xf32>, vector<4xi1>, vector<4xf32>
  // CHECK-NEXT: %17 = vector.extract_strided_slice %arg7 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  // GENERIC: %17 = "vector.extract_strided_slice"(%arg7) <{offsets = [0, 1], sizes = [1, 2], strides = [1, 1]}> : (vector<2x4xf32>) -> vector<1x2xf32>
  %18 = vector.extract_strided_slice %v2 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  // CHECK-NEXT: %18 = vector.insert_strided_slice %arg0, %arg7 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  // GENERIC: %18 = "vector.insert_strided_slice"(%arg0, %arg7) <{offsets = [1, 0], strides = [1]}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  %19 = vector.insert_strided_slice %a, %v2 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  // CHECK-NEXT: %19 = vector.load %arg5[%arg3, %arg3] {nontemporal = true} : memref<4x8xf32>, vector<4xf32>
  // GENERIC: %19 = "vector.load"(%arg5, %arg3, %arg3) <{nontemporal = true}> : (memref<4x8xf32>, index, index) -> vector<4xf32>
  %20 = vector.load %m2[%i, %i] {nontemporal = true} : memref<4x8xf32>, vector<4xf32>
  return
}
