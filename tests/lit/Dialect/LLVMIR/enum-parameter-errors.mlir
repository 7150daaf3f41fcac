// RUN: oxir-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// LLVM's linkage, calling convention and tail call kind attributes are attribute definitions
// with the enum as a plain parameter, so their cases parse with the enum's FieldParser: its
// errors list the cases in MLIR's order and name the enum's description. Each expectation here
// holds for mlir-opt 22 too.

// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: foo}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
module attributes {t.x = #llvm.linkage<foo>} {}

// -----

// expected-error@+2 {{expected keyword for LLVM linkage types}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
module attributes {t.x = #llvm.linkage<1>} {}

// -----

// expected-error@+2 {{got: weird name}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage'}}
module attributes {t.x = #llvm.linkage<"weird name">} {}

// -----

// expected-error@+2 {{expected one of [ccc, fastcc, coldcc, cc_10, cc_11, anyregcc, preserve_mostcc, preserve_allcc, swiftcc, cxx_fast_tlscc, tailcc, cfguard_checkcc, swifttailcc, x86_stdcallcc, x86_fastcallcc, arm_apcscc, arm_aapcscc, arm_aapcs_vfpcc, msp430_intrcc, x86_thiscallcc, ptx_kernelcc, ptx_devicecc, spir_funccc, spir_kernelcc, intel_ocl_bicc, x86_64_sysvcc, win64cc, x86_vectorcallcc, hhvmcc, hhvm_ccc, x86_intrcc, avr_intrcc, avr_builtincc, amdgpu_vscc, amdgpu_gscc, amdgpu_cscc, amdgpu_kernelcc, x86_regcallcc, amdgpu_hscc, msp430_builtincc, amdgpu_lscc, amdgpu_escc, aarch64_vectorcallcc, aarch64_sve_vectorcallcc, wasm_emscripten_invokecc, amdgpu_gfxcc, m68k_intrcc] for Calling Conventions, got: webkit_jscc}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
module attributes {t.x = #llvm.cconv<webkit_jscc>} {}

// -----

// expected-error@+2 {{expected one of [none, notail, musttail, tail] for Tail Call Kind, got: always}}
// expected-error@+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
module attributes {t.x = #llvm.tailcallkind<always>} {}

// -----

// A string naming a case is accepted, and printed as the keyword.
// CHECK: module attributes {t.a = #llvm.linkage<internal>, t.b = #llvm.cconv<m68k_intrcc>, t.c = #llvm.tailcallkind<notail>}
module attributes {t.a = #llvm.linkage<"internal">, t.b = #llvm.cconv<"m68k_intrcc">, t.c = #llvm.tailcallkind<"notail">} {}
