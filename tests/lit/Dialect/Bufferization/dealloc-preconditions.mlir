// RUN: oxir-opt %s --split-input-file --verify-diagnostics --buffer-deallocation-pipeline

// Ownership-based deallocation refuses explicit control-flow loops (a back edge between blocks).

// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %f : index, f32)
^bb1(%i: index, %acc: f32):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %v : index, f32)
^bb3:
  return %acc : f32
}

// -----

// A loop inside a nested region counts too (the pipeline canonicalizes first: a region that
// does nothing would be gone).

// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @nested_loop(%c: i1, %m: memref<i32>, %v: i32) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    memref.store %v, %m[] : memref<i32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// -----

// Branches with several successors other than cf.cond_br are not supported.

func.func @switch(%x: i32) -> i32 {
  %a = arith.constant 1 : i32
  // expected-error@+1 {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %x : i32, [
    default: ^bb1,
    4: ^bb2
  ]
^bb1:
  return %a : i32
^bb2:
  return %x : i32
}

// -----

// Deallocations must not be there already.

func.func @dealloc(%m: memref<4xf32>) {
  // expected-error@+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %m : memref<4xf32>
  return
}
