// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat))' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{iter-limit=1}))' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{extractor=ilp}))' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=ILP

// The eqsat pass reports its counters through the pass manager's statistics
// (`--mlir-pass-statistics`), summed over the functions it ran on: iterations, e-graph size, why
// saturation stopped, which program each block was rebuilt from, cost before, after and as
// canonicalize leaves it and as the extractor chose it, how the ILP extractor fared (with
// `extractor=ilp`), time.

// CHECK:      Pass statistics report
// CHECK:      'func.func' Pipeline
// CHECK-NEXT:   EqSat
// CHECK-NEXT:     (S) 2 blocks - Number of blocks saturated
// CHECK-NEXT:     (S) 0 blocks-canonical - Number of blocks rebuilt from their canonical form
// CHECK-NEXT:     (S) 0 blocks-dumped - Number of blocks replaced by their e-graph (dump)
// CHECK-NEXT:     (S) 0 blocks-kept - Number of blocks left unchanged (no choice could be placed)
// CHECK-NEXT:     (S) 0 blocks-original - Number of blocks rebuilt from their original form
// CHECK-NEXT:     (S) 12 cost-after - Cost of the blocks after
// CHECK-NEXT:     (S) 20 cost-before - Cost of the blocks before
// CHECK-NEXT:     (S) 20 cost-canonical - Cost of the blocks as canonicalize leaves them
// CHECK-NEXT:     (S) 12 cost-extracted - Cost of the extractor's choices
// CHECK-NEXT:     (S) {{[0-9]+}} cpu-us - Saturation CPU time in microseconds (per core)
// CHECK-NEXT:     (S) 14 e-classes - Number of e-classes at the end
// CHECK-NEXT:     (S) 26 e-nodes - Number of e-nodes at the end
// CHECK-NEXT:     (S) {{[0-9]+}} extraction-us - Extraction and rebuilding time in microseconds
// CHECK-NEXT:     (S) 0 ifs-to-selects - Number of scf.if turned into arith.select
// CHECK-NEXT:     (S) 0 ilp-fallbacks - Number of blocks too large for the ILP extractor
// CHECK-NEXT:     (S) 0 ilp-proven - Number of blocks whose ILP extraction is proven optimal
// CHECK-NEXT:     (S) 7 iterations - Number of saturation iterations
// CHECK-NEXT:     (S) 4 ops-created - Number of ops created
// CHECK-NEXT:     (S) 6 ops-erased - Number of ops erased
// CHECK-NEXT:     (S) 0 regions - Number of blocks saturated with the blocks nested in them
// CHECK-NEXT:     (S) 14 rewrites - Number of rule applications
// CHECK-NEXT:     (S) 2 saturated - Number of blocks that saturated
// CHECK-NEXT:     (S) 0 stopped-by-iter-limit - Number of blocks stopped by the iteration limit
// CHECK-NEXT:     (S) 0 stopped-by-node-limit - Number of blocks stopped by the e-node limit
// CHECK-NEXT:     (S) 0 stopped-by-time-limit - Number of blocks stopped by the time limit
// CHECK-NEXT:     (S) {{[0-9]+}} time-us - Saturation time in microseconds

// LIMIT:      EqSat
// LIMIT:        (S) 2 iterations - Number of saturation iterations
// LIMIT:        (S) 0 saturated - Number of blocks that saturated
// LIMIT-NEXT:   (S) 2 stopped-by-iter-limit - Number of blocks stopped by the iteration limit

// ILP:          (S) 12 cost-extracted - Cost of the extractor's choices
// ILP:          (S) 0 ilp-fallbacks - Number of blocks too large for the ILP extractor
// ILP-NEXT:     (S) 2 ilp-proven - Number of blocks whose ILP extraction is proven optimal

func.func @factor(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

func.func @factor2(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %b, %a : i32
  %1 = arith.muli %c, %a : i32
  %2 = arith.addi %1, %0 : i32
  return %2 : i32
}
