// RUN: oxir-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s
// memref.reshape: a shape of static length gives a ranked descriptor (sizes loaded from the shape
// where the result's are dynamic, strides as suffix products); a shape of dynamic length gives an
// unranked result whose ranked descriptor is allocated on the stack and filled by a loop.

// CHECK-LABEL: func.func @static_shape
// CHECK: %[[SHAPE:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<3xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK: %[[RANKED:.*]] = llvm.extractvalue %[[SRC]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[ALLOC:.*]] = llvm.load %[[RANKED]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[AGEP:.*]] = llvm.getelementptr %[[RANKED]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[ALIGNED:.*]] = llvm.load %[[AGEP]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[ALLOC]], %[[D0]][0]
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[ALIGNED]], %[[D1]][1]
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[ZERO]], %[[D2]][2]
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[D4:.*]] = llvm.insertvalue %[[TWO]], %[[D3]][3, 2]
// CHECK: %[[D5:.*]] = llvm.insertvalue %[[ONE]], %[[D4]][4, 2]
// CHECK: %[[S1:.*]] = llvm.mul %[[ONE]], %[[TWO]] : i64
// CHECK: %[[S1C:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[POS:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[SPTR:.*]] = llvm.extractvalue %[[SHAPE]][1]
// CHECK: %[[G:.*]] = llvm.getelementptr inbounds|nuw %[[SPTR]][%[[POS]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: %[[L:.*]] = llvm.load %[[G]] : !llvm.ptr -> i32
// CHECK: %[[SIZE1:.*]] = builtin.unrealized_conversion_cast %[[L]] : i32 to i64
// CHECK: %[[D6:.*]] = llvm.insertvalue %[[SIZE1]], %[[D5]][3, 1]
// CHECK: %[[D7:.*]] = llvm.insertvalue %[[S1C]], %[[D6]][4, 1]
// CHECK: %[[S0:.*]] = llvm.mul %[[S1C]], %[[SIZE1]] : i64
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[D8:.*]] = llvm.insertvalue %[[FOUR]], %[[D7]][3, 0]
// CHECK: %[[D9:.*]] = llvm.insertvalue %[[S0]], %[[D8]][4, 0]
// CHECK: %[[R:.*]] = builtin.unrealized_conversion_cast %[[D9]] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<4x?x2xf32>
// CHECK: llvm.mul %[[S0]], %[[FOUR]] : i64
// CHECK: return %[[R]]
func.func @static_shape(%arg0: memref<*xf32>, %shape: memref<3xi32>) -> memref<4x?x2xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<4x?x2xf32>
  return %0 : memref<4x?x2xf32>
}

// An index shape: the loaded size goes through index and back, as MLIR's materializations do.
// CHECK-LABEL: func.func @static_index_shape
// CHECK: %[[L:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %[[L]] : i64 to index
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CHECK: llvm.insertvalue %[[S]], %{{.*}}[3, 0]
func.func @static_index_shape(%arg0: memref<6xf32>, %shape: memref<2xindex>) -> memref<?x3xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<?x3xf32>
  return %0 : memref<?x3xf32>
}

// CHECK-LABEL: func.func @dynamic_shape
// CHECK: %[[SHAPE:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[RANK:.*]] = llvm.extractvalue %[[SHAPE]][3, 0]
// CHECK: %[[U0:.*]] = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK: %[[U1:.*]] = llvm.insertvalue %[[RANK]], %[[U0]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[ISIZE:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK: %[[PSIZE:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK: %[[PTRS:.*]] = llvm.mul %[[C2]], %[[PSIZE]] : i64
// CHECK: %[[R:.*]] = llvm.extractvalue %[[U1]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[R2:.*]] = llvm.mul %[[C2]], %[[R]] : i64
// CHECK: %[[R21:.*]] = llvm.add %[[R2]], %[[C1]] : i64
// CHECK: %[[IDX:.*]] = llvm.mul %[[R21]], %[[ISIZE]] : i64
// CHECK: %[[BYTES:.*]] = llvm.add %[[PTRS]], %[[IDX]] : i64
// CHECK: %[[MEM:.*]] = llvm.alloca %[[BYTES]] x i8 : (i64) -> !llvm.ptr
// CHECK: %[[U2:.*]] = llvm.insertvalue %[[MEM]], %[[U1]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[RES:.*]] = builtin.unrealized_conversion_cast %[[U2]] : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK: %[[A:.*]] = llvm.extractvalue %[[SRC]][0]
// CHECK: %[[B:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK: %[[OFF:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK: llvm.store %[[A]], %[[MEM]] : !llvm.ptr, !llvm.ptr
// CHECK: %[[BP:.*]] = llvm.getelementptr %[[MEM]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.store %[[B]], %[[BP]] : !llvm.ptr, !llvm.ptr
// CHECK: %[[OP:.*]] = llvm.getelementptr %[[MEM]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.store %[[OFF]], %[[OP]] : i64, !llvm.ptr
// CHECK: %[[SIZES:.*]] = llvm.getelementptr %[[MEM]][0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK: %[[STRIDES:.*]] = llvm.getelementptr %[[SIZES]][%[[RANK]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[SP:.*]] = llvm.extractvalue %[[SHAPE]][1]
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[LAST:.*]] = llvm.sub %[[RANK]], %[[ONE]] : i64
// CHECK: llvm.br ^bb1(%[[LAST]], %[[ONE]] : i64, i64)
// CHECK: ^bb1(%[[I:.*]]: i64, %[[ST:.*]]: i64):
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[P:.*]] = llvm.icmp "sge" %[[I]], %[[Z]] : i64
// CHECK: llvm.cond_br %[[P]], ^bb2, ^bb3
// CHECK: ^bb2:
// CHECK: %[[G:.*]] = llvm.getelementptr %[[SP]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[SZ:.*]] = llvm.load %[[G]] : !llvm.ptr -> i64
// CHECK: %[[G2:.*]] = llvm.getelementptr %[[SIZES]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.store %[[SZ]], %[[G2]] : i64, !llvm.ptr
// CHECK: %[[G3:.*]] = llvm.getelementptr %[[STRIDES]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.store %[[ST]], %[[G3]] : i64, !llvm.ptr
// CHECK: %[[NST:.*]] = llvm.mul %[[ST]], %[[SZ]] : i64
// CHECK: %[[NI:.*]] = llvm.sub %[[I]], %[[ONE]] : i64
// CHECK: llvm.br ^bb1(%[[NI]], %[[NST]] : i64, i64)
// CHECK: ^bb3:
// CHECK: return %[[RES]] : memref<*xf32>
func.func @dynamic_shape(%arg0: memref<2x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// An unranked source: its pointers and offset are read through its ranked descriptor. The new
// blocks go at the end of the region.
// CHECK-LABEL: func.func @dynamic_unranked_source
// CHECK: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: %[[RD:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[RD]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.getelementptr %[[RD]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: %[[OG:.*]] = llvm.getelementptr %[[RD]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.load %[[OG]] : !llvm.ptr -> i64
// CHECK: llvm.br ^bb3(
// CHECK: ^bb2:
// CHECK-NEXT: return
// CHECK: ^bb3(%{{.*}}: i64, %{{.*}}: i64):
// CHECK: llvm.cond_br %{{.*}}, ^bb4, ^bb5
// CHECK: ^bb4:
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: llvm.br ^bb3(
// CHECK: ^bb5:
// CHECK-NEXT: "t.use"
// CHECK-NEXT: cf.br ^bb2
func.func @dynamic_unranked_source(%arg0: memref<*xf32>, %shape: memref<?xi32>, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  "t.use"(%0) : (memref<*xf32>) -> ()
  cf.br ^bb2
^bb2:
  return
}
