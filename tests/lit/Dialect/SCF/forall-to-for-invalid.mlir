// RUN: oxir-opt %s --scf-forall-to-for --verify-diagnostics

// `scf-forall-to-for` needs bufferized loops: shared outputs are an error (mlir-opt 22 also fails).

func.func @shared_outputs(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'scf.forall' op with shared outputs cannot become scf.for loops (bufferize it first)}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %o into %o[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
