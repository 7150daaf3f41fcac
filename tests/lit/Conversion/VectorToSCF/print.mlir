// RUN: oxir-opt %s --convert-vector-to-scf | FileCheck %s

// convert-vector-to-scf decomposes vector.print of a vector as mlir-opt 22 does: `( `, one scf.for
// per dimension printing the elements (read from the vector flattened by vector.shape_cast)
// separated by `, ` under scf.if, ` )`, then the print's own punctuation; i1 and odd-width
// integers are extended to i8 (zero-extended for i1, sign-extended otherwise) first.

func.func @p(%v: vector<4xf32>, %w: vector<2x3xi32>, %a: vector<3xi1>, %b: vector<2xi3>, %e: vector<2x2x2xi16>) {
  vector.print %v : vector<4xf32>
  vector.print %w : vector<2x3xi32>
  vector.print %a : vector<3xi1>
  vector.print %b : vector<2xi3> punctuation <comma>
  vector.print %e : vector<2x2x2xi16>
  return
}
// CHECK-LABEL: func.func @p(%arg0: vector<4xf32>, %arg1: vector<2x3xi32>, %arg2: vector<3xi1>, %arg3: vector<2xi3>, %arg4: vector<2x2x2xi16>) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT:     %4 = vector.extract %arg0[%arg5] : f32 from vector<4xf32>
// CHECK-NEXT:     vector.print %4 : f32 punctuation <no_punctuation>
// CHECK-NEXT:     %5 = arith.cmpi ult, %arg5, %c3 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   %0 = vector.shape_cast %arg1 : vector<2x3xi32> to vector<6xi32>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %5 = arith.muli %arg5, %c3 : index
// CHECK-NEXT:       %6 = arith.addi %arg6, %5 : index
// CHECK-NEXT:       %7 = vector.extract %0[%6] : i32 from vector<6xi32>
// CHECK-NEXT:       vector.print %7 : i32 punctuation <no_punctuation>
// CHECK-NEXT:       %8 = arith.cmpi ult, %arg6, %c2 : index
// CHECK-NEXT:       scf.if %8 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     %4 = arith.cmpi ult, %arg5, %c1 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   %1 = arith.extui %arg2 : vector<3xi1> to vector<3xi8>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg5 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %4 = vector.extract %1[%arg5] : i8 from vector<3xi8>
// CHECK-NEXT:     vector.print %4 : i8 punctuation <no_punctuation>
// CHECK-NEXT:     %5 = arith.cmpi ult, %arg5, %c2 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   %2 = arith.extsi %arg3 : vector<2xi3> to vector<2xi8>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %4 = vector.extract %2[%arg5] : i8 from vector<2xi8>
// CHECK-NEXT:     vector.print %4 : i8 punctuation <no_punctuation>
// CHECK-NEXT:     %5 = arith.cmpi ult, %arg5, %c1 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print punctuation <comma>
// CHECK-NEXT:   %3 = vector.shape_cast %arg4 : vector<2x2x2xi16> to vector<8xi16>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg7 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %6 = arith.muli %arg6, %c2 : index
// CHECK-NEXT:         %7 = arith.addi %arg7, %6 : index
// CHECK-NEXT:         %8 = arith.muli %arg5, %c4 : index
// CHECK-NEXT:         %9 = arith.addi %7, %8 : index
// CHECK-NEXT:         %10 = vector.extract %3[%9] : i16 from vector<8xi16>
// CHECK-NEXT:         vector.print %10 : i16 punctuation <no_punctuation>
// CHECK-NEXT:         %11 = arith.cmpi ult, %arg7, %c1 : index
// CHECK-NEXT:         scf.if %11 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %5 = arith.cmpi ult, %arg6, %c1 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     %4 = arith.cmpi ult, %arg5, %c1 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   return
// CHECK-NEXT: }
