// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s

// Private symbols nobody references are erased; public ones and referenced ones stay.
// CHECK-LABEL: module attributes {t.case = 1
// CHECK-NEXT:    module @public {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @used attributes {sym_visibility = "private"} {
// CHECK-NEXT:    }
// CHECK-NEXT:    "t.user"() {ref = @used} : () -> ()
// CHECK-NEXT:  }
module attributes {t.case = 1} {
  module @public {
  }
  module @dead attributes {sym_visibility = "private"} {
  }
  module @used attributes {sym_visibility = "private"} {
  }
  "t.user"() {ref = @used} : () -> ()
}

// -----

// References through nested symbol tables keep their targets alive.
// CHECK-LABEL: module attributes {t.case = 2
// CHECK:         module @outer attributes {sym_visibility = "private"} {
// CHECK-NEXT:      module @inner attributes {sym_visibility = "nested"} {
// CHECK:         "t.user"() {ref = @outer::@inner} : () -> ()
module attributes {t.case = 2} {
  module @outer attributes {sym_visibility = "private"} {
    module @inner attributes {sym_visibility = "nested"} {
    }
  }
  "t.user"() {ref = @outer::@inner} : () -> ()
}
