// A chain of matrix multiplications D = (A * B) * C on N x N matrices (N = 8) held in flat
// memrefs, as scf loops. The index arithmetic is written as a front end would emit it, row-major
// `i * N + k` recomputed at every use and the products `a * b` accumulated as `acc + a * b`;
// eqsat shares and strength-reduces it (the loads and stores stay where they are).
func.func @matmul(%a: memref<64xf64>, %b: memref<64xf64>, %c: memref<64xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
        %in = arith.muli %i, %n : index
        %ia = arith.addi %in, %k : index
        %kn = arith.muli %k, %n : index
        %ib = arith.addi %kn, %j : index
        %x = memref.load %a[%ia] : memref<64xf64>
        %y = memref.load %b[%ib] : memref<64xf64>
        %p = arith.mulf %x, %y : f64
        %s = arith.addf %acc, %p : f64
        scf.yield %s : f64
      }
      %in2 = arith.muli %i, %n : index
      %ic = arith.addi %in2, %j : index
      memref.store %sum, %c[%ic] : memref<64xf64>
    }
  }
  return
}

func.func @matmul_chain(%a: memref<64xf64>, %b: memref<64xf64>, %c: memref<64xf64>, %ab: memref<64xf64>,
                        %d: memref<64xf64>) {
  func.call @matmul(%a, %b, %ab) : (memref<64xf64>, memref<64xf64>, memref<64xf64>) -> ()
  func.call @matmul(%ab, %c, %d) : (memref<64xf64>, memref<64xf64>, memref<64xf64>) -> ()
  return
}
