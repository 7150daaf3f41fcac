//! Translation of types: the llvm dialect's types and the LLVM-compatible builtin types (signless
//! integers, floats, fixed and scalable vectors) to LLVM types. Identified structs are created once
//! per name and module.

use super::llvm_c::Ty;
use super::module::ModuleTranslation;
use oxir::builtin::types::{FloatKind, FloatType, IndexType, IntegerType, VectorType};
use oxir::Type;
use oxir_dialects::llvm::types::{
    LLVMArrayType, LLVMFunctionType, LLVMLabelType, LLVMMetadataType, LLVMPPCFP128Type, LLVMPointerType,
    LLVMStructType, LLVMTokenType, LLVMVoidType,
};

impl ModuleTranslation<'_, '_> {
    /// The LLVM type of `t`; an error message for types LLVM IR has no counterpart for.
    pub fn convert_type(&mut self, t: Type) -> Result<Ty, String> {
        if let Some(&ty) = self.types.get(&t) {
            return Ok(ty);
        }
        let ty = self.convert_type_uncached(t)?;
        self.types.insert(t, ty);
        Ok(ty)
    }

    /// [`Self::convert_type`] of a type not translated before.
    fn convert_type_uncached(&mut self, t: Type) -> Result<Ty, String> {
        let ctx = self.ctx;
        if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
            if i.width == 0 || i.width > (1 << 23) - 1 {
                return Err(format!("cannot translate integer type of width {}", i.width));
            }
            return Ok(self.ir.int(i.width));
        }
        if t.isa::<IndexType>(ctx) {
            // Index has no LLVM counterpart; a data layout's index width is 64 on the hosts here.
            return Ok(self.ir.int(64));
        }
        if let Some(f) = t.dyn_cast::<FloatType>(ctx) {
            let name = match f.kind {
                FloatKind::F16 => "half",
                FloatKind::BF16 => "bfloat",
                FloatKind::F32 => "float",
                FloatKind::F64 => "double",
                FloatKind::F80 => "x86_fp80",
                FloatKind::F128 => "fp128",
                _ => return Err(format!("cannot translate type '{}' to LLVM IR", t.to_text(ctx))),
            };
            return self.ir.float(name).ok_or_else(|| "unknown float type".to_string());
        }
        if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
            let element = self.convert_type(v.element)?;
            let scalable = v.scalable.iter().any(|&s| s);
            if v.shape.len() != 1 {
                return Err(format!("cannot translate multi-dimensional vector type '{}'", t.to_text(ctx)));
            }
            let n = u32::try_from(v.shape[0]).map_err(|_| "vector too long".to_string())?;
            return Ok(self.ir.vector(element, n, scalable));
        }
        if let Some(p) = t.dyn_cast::<LLVMPointerType>(ctx) {
            return Ok(self.ir.ptr(p.address_space));
        }
        if t.isa::<LLVMVoidType>(ctx) {
            return Ok(self.ir.void());
        }
        if let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
            let (element, n) = (a.element, a.num_elements);
            let e = self.convert_type(element)?;
            return Ok(self.ir.array(e, n));
        }
        if let Some(s) = t.dyn_cast::<LLVMStructType>(ctx) {
            let s = s.clone();
            return self.convert_struct(&s);
        }
        if let Some(f) = t.dyn_cast::<LLVMFunctionType>(ctx) {
            let f = f.clone();
            let result = self.convert_type(f.result)?;
            let params = f.params.iter().map(|&p| self.convert_type(p)).collect::<Result<Vec<_>, _>>()?;
            return Ok(self.ir.function(result, &params, f.var_arg));
        }
        if t.isa::<LLVMPPCFP128Type>(ctx) {
            return self.ir.float("ppc_fp128").ok_or_else(|| "unknown float type".to_string());
        }
        if t.isa::<LLVMTokenType>(ctx) {
            return Ok(self.ir.token());
        }
        if t.isa::<LLVMLabelType>(ctx) {
            return Ok(self.ir.label());
        }
        if t.isa::<LLVMMetadataType>(ctx) {
            return Ok(self.ir.metadata());
        }
        Err(format!("cannot translate type '{}' to LLVM IR", t.to_text(ctx)))
    }

    fn convert_struct(&mut self, s: &LLVMStructType) -> Result<Ty, String> {
        match &s.name {
            None => {
                let body = s.body.clone().unwrap_or_default();
                let elements = body.iter().map(|&e| self.convert_type(e)).collect::<Result<Vec<_>, _>>()?;
                Ok(self.ir.struct_literal(&elements, s.packed))
            }
            Some(name) => {
                if let Some(&t) = self.structs.get(name) {
                    return Ok(t);
                }
                let st = self.ir.struct_named(name);
                // Registered before the body so that recursive structs refer to themselves.
                self.structs.insert(name.clone(), st);
                if let Some(body) = &s.body {
                    let elements = body.iter().map(|&e| self.convert_type(e)).collect::<Result<Vec<_>, _>>()?;
                    self.ir.set_struct_body(st, &elements, s.packed);
                }
                Ok(st)
            }
        }
    }
}
