// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The type relations of the definition macros (`AllTypesMatch`, `TypesMatchWith`) and the
// variadic operand constraints report MLIR's messages.

func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @b(%m: memref<4xf32>, %i: index, %v: f64) {
  // expected-error@+1 {{failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @c(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @c2(%m: memref<4xf32>, %i: index, %v: f64) {
  // expected-error@+1 {{failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f64, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @d(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f64
  return
}

// -----

func.func @e(%a: f32, %b: f64) {
  // expected-error@+1 {{failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a, %b) : (f32, f64) -> tensor<2xf32>
  return
}

// -----

func.func @e2(%a: f32) {
  // expected-error@+1 {{failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index, %s: f64) {
  // expected-error@+1 {{failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%s, %t, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @f2(%t: tensor<4xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%s, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @g(%s: f64) {
  // expected-error@+1 {{failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%s) : (f64) -> tensor<4xf32>
  return
}

// -----

func.func @h(%s: tensor<2xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @j(%a: i32) {
  // expected-error@+1 {{operand #0 must be variadic of index, but got 'i32'}}
  %0 = "memref.alloc"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}
