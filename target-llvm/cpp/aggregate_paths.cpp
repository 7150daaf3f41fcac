// `insertvalue`/`extractvalue` with a path of indices (`insertvalue %agg, %v, 3, 0`), which
// LLVM's C API builds only one index at a time. MLIR's translation builds them with
// `IRBuilder::CreateInsertValue`/`CreateExtractValue` and an index list, so one instruction
// (or one folded constant) per op; these two functions give oxir the same calls.
#include <llvm-c/Core.h>
#include <llvm/ADT/ArrayRef.h>
#include <llvm/IR/IRBuilder.h>

extern "C" LLVMValueRef oxir_build_insert_value_path(LLVMBuilderRef builder, LLVMValueRef aggregate,
                                                     LLVMValueRef value, const unsigned *indices,
                                                     unsigned count) {
  return llvm::wrap(llvm::unwrap(builder)->CreateInsertValue(
      llvm::unwrap(aggregate), llvm::unwrap(value), llvm::ArrayRef<unsigned>(indices, count)));
}

extern "C" LLVMValueRef oxir_build_extract_value_path(LLVMBuilderRef builder, LLVMValueRef aggregate,
                                                      const unsigned *indices, unsigned count) {
  return llvm::wrap(llvm::unwrap(builder)->CreateExtractValue(
      llvm::unwrap(aggregate), llvm::ArrayRef<unsigned>(indices, count)));
}
