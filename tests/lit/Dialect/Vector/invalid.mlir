// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The vector ops' verifiers and parsers, with the messages mlir-opt 22 gives.

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v2 : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : f32 to vector<4xi32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %v2[2] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %1 = vector.extract %v2[1, 1, 1] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %1 = vector.insert %s, %v2[1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %v2[5] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %1 = vector.insert %a, %v2[1, 2, 3] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %1 = vector.from_elements %s : vector<2xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %1 = vector.shuffle %a, %v2 [0] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %a, %a [0, 9] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %1 = vector.bitcast %a : vector<4xf32> to vector<3xi32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %1 = vector.bitcast %a : vector<4xf32> to vector<1x4xi32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %1 = vector.reduction <add>, %v2 : vector<2x4xf32> into f32
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %1 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %1 = vector.reduction <add>, %a : vector<4xf32> into i32
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (7)}}
  %1 = vector.shape_cast %v2 : vector<2x4xf32> to vector<7xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %1 = vector.shape_cast %v2 : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 0}}
  %1 = vector.transpose %v2, [0, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %1 = vector.transpose %v2, [1, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %1 = vector.transpose %v2, [1] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32, %i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %1 = vector.create_mask %i, %i : vector<4xi1>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %1 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %1 = vector.constant_mask [1, 2] : vector<4xi1>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %v2: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %1 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @e(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 1 indices}}
  %1 = vector.load %m[%i, %i] : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @e(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %1 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @e(%m: memref<?xf32>, %i: index, %a: vector<4xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %a, %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @e(%m: memref<?xf32>, %i: index, %a: vector<4xf32>, %mask: vector<3xi1>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %a : memref<?xf32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @e(%m: memref<?xf32>, %i: index, %a: vector<4xf32>, %mask: vector<4xi1>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %a : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}

// -----

func.func @e(%m: memref<?xf32>, %i: index, %a: vector<4xf32>, %mask: vector<3xi1>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %a : memref<?xf32>, vector<3xi1>, vector<4xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %v2 {offsets = [0, 3], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %1 = vector.extract_strided_slice %v2 {offsets = [0, 1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.extract_strided_slice %v2 {offsets = [0, 1], sizes = [1, 2], strides = [1, 2]} : vector<2x4xf32> to vector<1x2xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<1x2xf32>'}}
  %1 = vector.extract_strided_slice %v2 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x3xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %1 = vector.insert_strided_slice %a, %v2 {offsets = [1, 1], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %1 = vector.insert_strided_slice %a, %v2 {offsets = [1], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @e(%v2: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.insert_strided_slice %a, %v2 {offsets = [1, 0], strides = [2]} : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @e(%s: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %s : f32 str "x"
  return
}

// -----

func.func @e() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @e(%a: vector<f32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %1 = vector.extract_strided_slice %a {offsets = [0], sizes = [1], strides = [1]} : vector<f32> to vector<1xf32>
  return
}

// -----

func.func @e(%a: f32) {
  // expected-error @+1 {{'vector.shape_cast' op operand #0 must be vector of any type values, but got 'f32'}}
  %1 = "vector.shape_cast"(%a) : (f32) -> vector<1xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %1 = "vector.create_mask"() : () -> vector<4xf32>
  return
}

// -----

func.func @e(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %1 = "vector.fma"(%a, %a, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %1 = "vector.load"(%t, %i) : (tensor<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @e(%a: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  "vector.print"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @e(%a: f32) {
  // expected-error @+1 {{'vector.from_elements' op result #0 must be fixed-length vector of any type values, but got 'vector<[1]xf32>'}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<[1]xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %0 = "vector.maskedload"(%m, %i, %a, %a) : (memref<?xf32>, index, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %1 = vector.extract %a[%i, 2] : f32 from vector<4xf32>
  return
}

// -----

func.func @e(%a: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %1 = "vector.extract"(%a, %i) <{static_position = array<i64: 1>}> : (vector<4xf32>, index) -> f32
  return
}

// -----

func.func @e(%a: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %a[-2] : f32 from vector<4xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf64>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<8xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<8xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<8xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<8xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<8xf32> into vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op requires 2 indices}}
  %0 = vector.gather %base[%c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op result #0 must be ranked tensor of any type values, but got 'memref<?x?xf32>'}}
  vector.scatter %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> memref<?x?xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf64>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %base[%c, %c][%i], %m, %p : memref<?x?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<8xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<8xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<8xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %base[%c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<8xi1>, vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<8xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<8xi1>, vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xf32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #3 must be vector of integer or index values, but got 'vector<16xf32>'}}
  %0 = vector.gather %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?x?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{custom op 'vector.gather' 'vector.gather' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = vector.gather %base[%c, %c][%i], %m, %p {alignment = 3} : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @g(%base: vector<4xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'vector<4xf32>'}}
  %0 = "vector.gather"(%base, %c, %i, %m, %p) : (vector<4xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func.func @g(%base: vector<4xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op operand #0 must be Tensor or MemRef of any type values, but got 'vector<4xf32>'}}
  "vector.scatter"(%base, %c, %i, %m, %p) : (vector<4xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> ()
  return
}

// -----

func.func @g(%base: memref<*xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'memref<*xf32>'}}
  "vector.gather"(%base, %i, %m, %p) : (memref<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xf32>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<16xf32>'}}
  "vector.gather"(%base, %c, %i, %m, %p) : (memref<?xf32>, index, vector<16xi32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: f32) {
  // expected-error @+1 {{'vector.gather' op operand #4 must be vector of any type values, but got 'f32'}}
  "vector.gather"(%base, %c, %i, %m, %p) : (memref<?xf32>, index, vector<16xi32>, vector<16xi1>, f32) -> vector<16xf32>
  return
}

// -----

func.func @g(%base: memref<?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op result #0 must be vector of any type values, but got 'f32'}}
  "vector.gather"(%base, %c, %i, %m, %p) : (memref<?xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> f32
  return
}

// -----

func.func @g(%base: memref<*xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.scatter' op operand #0 must be Tensor or MemRef of any type values, but got 'memref<*xf32>'}}
  "vector.scatter"(%base, %i, %m, %p) : (memref<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> ()
  return
}

// -----

func.func @g(%base: tensor<*xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.gather' op requires base to be a memref or ranked tensor type}}
  "vector.gather"(%base, %i, %m, %p) : (tensor<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func.func @g(%v: vector<4x8x16xf32>, %a: vector<8xf32>, %s: f32, %a2: vector<4x16xf32>, %vi: vector<4x8xi32>, %ai: vector<4xi32>) {
  %0 = vector.multi_reduction <add>, %v, %a [0, 2] : vector<4x8x16xf32> to vector<8xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %s [0, 1, 2] : vector<4x8x16xf32> to f32
  // expected-error @+1 {{expected ':'}}
  %2 = vector.multi_reduction <mul>, %v, %a2 [1] {fastmath = #arith.fastmath<fast>} : vector<4x8x16xf32> to vector<4x16xf32>
  %3 = vector.multi_reduction <xor>, %vi, %ai [1] : vector<4x8xi32> to vector<4xi32>
  return
}

// -----

func.func @g(%v: vector<4x8x16xf32>, %a: vector<16xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<16xf32>' is incompatible with source type 'vector<4x8x16xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0, 2] : vector<4x8x16xf32> to vector<16xf32>
  return
}

// -----

func.func @g(%v: vector<4x8x16xf32>, %a: vector<8xf64>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction <add>, %v, %a [0, 2] : vector<4x8x16xf32> to vector<8xf64>
  return
}

// -----

func.func @g(%v: vector<4x8x16xf32>, %a: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8x16xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0, 3] : vector<4x8x16xf32> to vector<8xf32>
  return
}

// -----

func.func @g(%v: vector<4x8x16xf32>, %a: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> : (vector<4x8x16xf32>, vector<8xf32>) -> vector<16xf32>
  return
}

// -----

func.func @g(%v: vector<4x8x16xf32>, %a: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8x16xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [-1] : vector<4x8x16xf32> to vector<8xf32>
  return
}
