// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file | oxir-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The DLTI attributes as mlir-opt 22 prints them: a lone entry as `#dlti.dl_entry<key, value>`,
// the entries of a list as `key = value` (whichever way they were written), string keys quoted
// and escaped, nested values with their aliases.

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: "test.unknown_op"() {test.unknown_attr_1 = #dlti.dl_entry<"test.identifier", 42 : i64>, test.unknown_attr_2 = #dlti.dl_entry<"test.identifier", #map>, test.unknown_attr_3 = #dlti.dl_entry<i32, 32 : index>, test.unknown_attr_4 = #dlti.dl_entry<memref<?x?xf32>, ["string", 10]>, test.unknown_attr_5 = #dlti.dl_spec<>, test.unknown_attr_6 = #dlti.dl_spec<"test.id" = 42 : i32>, test.unknown_attr_7 = #dlti.dl_spec<"test.id1" = 43 : index, "test.id2" = 44 : index, "test.id3" = 45 : index>, test.unknown_attr_8 = #dlti.map<>, test.unknown_attr_9 = #dlti.map<"a\22b" = 1 : i64, i8 = #dlti.map<"x" = unit>, !llvm.ptr<3> = [1, 2]>} : () -> ()
// GENERIC: "test.unknown_op"() {test.unknown_attr_1 = #dlti.dl_entry<"test.identifier", 42 : i64>, test.unknown_attr_2 = #dlti.dl_entry<"test.identifier", #map>, test.unknown_attr_3 = #dlti.dl_entry<i32, 32 : index>, test.unknown_attr_4 = #dlti.dl_entry<memref<?x?xf32>, ["string", 10]>, test.unknown_attr_5 = #dlti.dl_spec<>, test.unknown_attr_6 = #dlti.dl_spec<"test.id" = 42 : i32>, test.unknown_attr_7 = #dlti.dl_spec<"test.id1" = 43 : index, "test.id2" = 44 : index, "test.id3" = 45 : index>, test.unknown_attr_8 = #dlti.map<>, test.unknown_attr_9 = #dlti.map<"a\22b" = 1 : i64, i8 = #dlti.map<"x" = unit>, !llvm.ptr<3> = [1, 2]>} : () -> ()
"test.unknown_op"() {
  test.unknown_attr_1 = #dlti.dl_entry<"test.identifier", 42 : i64>,
  test.unknown_attr_2 = #dlti.dl_entry<"test.identifier", affine_map<(d0) -> (d0)>>,
  test.unknown_attr_3 = #dlti.dl_entry<i32, 32 : index>,
  test.unknown_attr_4 = #dlti.dl_entry<memref<?x?xf32>, ["string", 10]>,
  test.unknown_attr_5 = #dlti.dl_spec<>,
  test.unknown_attr_6 = #dlti.dl_spec<#dlti.dl_entry<"test.id", 42 : i32>>,
  test.unknown_attr_7 = #dlti.dl_spec<
    #dlti.dl_entry<"test.id1", 43 : index>,
    #dlti.dl_entry<"test.id2", 44 : index>,
    #dlti.dl_entry<"test.id3", 45 : index>>,
  test.unknown_attr_8 = #dlti.map<>,
  test.unknown_attr_9 = #dlti.map<"a\"b" = 1, i8 = #dlti.map<"x" = unit>, !llvm.ptr<3> = [1, 2]>
} : () -> ()

// -----

// A target system: devices by ID, each a device spec with string keys.
// CHECK: module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"dlti.L1_cache_size_in_bytes" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<"dlti.max_vector_op_width" = 128 : ui32>>} {
// GENERIC: }) {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"dlti.L1_cache_size_in_bytes" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<"dlti.max_vector_op_width" = 128 : ui32>>} : () -> ()
module attributes {
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<
      #dlti.dl_entry<"dlti.L1_cache_size_in_bytes", 4096: ui32>>,
    "GPU" = #dlti.target_device_spec<
      "dlti.max_vector_op_width" = 128: ui32>
  >} {}

// -----

// A module's data layout with type and identifier entries, and a nested module whose layout
// combines with it (equal identifier entries, new keys).
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<1xi64>, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i32>} {
// CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", "x.y" = 1 : i64>} {
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<1xi64>, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i32> } {
  module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", "x.y" = 1> } {}
}

// -----

// `dlti.dl_spec`, `dlti.map` on other ops: their kinds are checked, the layout is not (MLIR
// checks the entries of modules' layouts only).
// CHECK: func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 32 : i64>, dlti.map = #dlti.map<"k" = #dlti.map<>>} {
func.func @f() attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 32>, dlti.map = #dlti.map<"k" = #dlti.map<>> } { return }

// -----

// The alignment of function pointers (MLIR 22's `#dlti.function_pointer_alignment`).
// CHECK: "test.op"() {a = #dlti.function_pointer_alignment<4, function_dependent = true>, b = #dlti.function_pointer_alignment<0, function_dependent = false>} : () -> ()
// GENERIC: "test.op"() {a = #dlti.function_pointer_alignment<4, function_dependent = true>, b = #dlti.function_pointer_alignment<0, function_dependent = false>} : () -> ()
"test.op"() {a = #dlti.function_pointer_alignment<4, function_dependent = true>, b = #dlti.function_pointer_alignment<0, function_dependent = false>} : () -> ()
