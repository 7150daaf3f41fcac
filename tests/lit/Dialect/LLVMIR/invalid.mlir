// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Parser and verifier messages of the llvm dialect, as mlir-opt 22 words them.

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
llvm.func @array_of_void() -> !llvm.array<2 x !llvm.void>

// -----

// expected-error@+1 {{only identified structs can be opaque}}
llvm.func @literal_opaque() -> !llvm.struct<opaque>

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
llvm.func @void_arg() -> !llvm.func<i32 (!llvm.void)>

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_mismatch(%arg0: f32) -> i32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %arg0 : f32
}

// -----

func.func @icmp_predicate(%a: i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  return
}

// -----

func.func @zext_narrows(%a: i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  return
}

// -----

func.func @bitcast_ptr(%p: !llvm.ptr) {
  // expected-error@+1 {{can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  return
}

// -----

func.func @extractvalue_out_of_bounds(%s: !llvm.struct<(i32)>) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' position out of bounds: 1}}
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
  return
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @call_type_mismatch(%a: i8) -> i32 {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i8' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i8) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @variadic(i32, ...)

llvm.func @missing_vararg_type(%a: i32) {
  // expected-error@+1 {{missing var_callee_type attribute for vararg call}}
  llvm.call @variadic(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

func.func @atomic_load_without_alignment(%p: !llvm.ptr) {
  // expected-error@+1 {{expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  return
}

// -----

func.func @store_acquire(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  return
}

// -----

func.func @gep_struct_index(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[%i, 5] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<4 x i32>, i32)>
  return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_nonzero(1 : i32) : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @appending_scalar(0 : i32) : i32

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_func() {
  llvm.return
}

// -----

func.func @constant_string(%a: i32) {
  // expected-error@+1 {{expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  return
}

// -----

func.func @cmpxchg_failure_ordering(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %a, %a acq_rel release : !llvm.ptr, i32
  return
}

// -----

func.func @fence_monotonic() {
  // expected-error@+1 {{can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  return
}

// -----

// llvm.call, llvm.invoke and llvm.call_intrinsic resolve their operands as MLIR's
// parseCallTypeAndResolveOperands does.

llvm.func @g(f32) -> f32
llvm.func @call_count(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.call' number of operands and types do not match: got 2 operands and 1 types}}
  %1 = llvm.call @g(%a, %a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @intrinsic_count(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.call_intrinsic' number of operands and types do not match: got 2 operands and 1 types}}
  %1 = llvm.call_intrinsic "llvm.x"(%a, %a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @intrinsic_results(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.call_intrinsic' expected function with 0 or 1 result}}
  %1 = llvm.call_intrinsic "llvm.x"(%a) : (f32) -> (f32 {llvm.noundef}, f32)
  llvm.return
}

// -----

llvm.func @intrinsic_void(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.call_intrinsic' expected a non-void result type}}
  %1 = llvm.call_intrinsic "llvm.x"(%a) : (f32) -> !llvm.void
  llvm.return
}

// -----

llvm.func @intrinsic_name_kind(%a: f32) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %1 = llvm.call_intrinsic @x(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @intrinsic_name_int(%a: f32) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %1 = llvm.call_intrinsic 3(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @intrinsic_prefix(%a: f32) {
  // expected-error@+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  llvm.call_intrinsic "x"(%a) : (f32) -> ()
  llvm.return
}
