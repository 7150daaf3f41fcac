// RUN: oxir-translate -verify-diagnostics -split-input-file -mlir-to-llvmir %s

// Comdat selector names are unique across all `llvm.comdat` regions (checked by the translation).

llvm.comdat @c1 {
  llvm.comdat_selector @sel any
}

llvm.comdat @c2 {
  // expected-error @below{{comdat selection symbols must be unique even in different comdat regions}}
  llvm.comdat_selector @sel any
}

// -----

llvm.mlir.global external @g() : i32

llvm.func @not_a_function() {
  // expected-error @below{{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @g : !llvm.ptr
  llvm.return
}

// -----

llvm.func extern_weak @weak()

llvm.func @extern_weak_target() {
  // expected-error @below{{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @weak : !llvm.ptr
  llvm.return
}

// -----

// expected-error @below{{'llvm.mlir.alias' op 'extern_weak' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias extern_weak @a : !llvm.func<void ()> {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f()

// -----

llvm.func @lane_mask_vector_bound(%base : i64, %n : vector<7xi64>) -> vector<7xi1> {
  // expected-error @below{{invalid kind of type specified: expected builtin.integer, but found 'vector<7xi64>'}}
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<7xi64> to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}

// -----

llvm.func @matrix_store_not_a_pointer(%matrix : vector<48xf32>, %ptr : i32, %stride : i64) {
  // expected-error @below{{op operand #1 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.matrix.column.major.store %matrix, %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> to i32 stride i64
  llvm.return
}

// -----

llvm.mlir.global external @var(1 : i32) : i32
llvm.mlir.alias external @alias_of_var : !llvm.func<void ()> {
  %0 = llvm.mlir.addressof @var : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.func @alias_not_of_function() {
  // expected-error @below{{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @alias_of_var : !llvm.ptr
  llvm.return
}
