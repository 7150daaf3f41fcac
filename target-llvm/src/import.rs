//! `--import-llvm`: LLVM IR text to the llvm dialect, for the subset MLIR's importer calls
//! experimental here: integer and float arithmetic, comparisons and casts, control flow (PHI nodes
//! become block arguments), calls, globals, allocas, loads, stores, GEPs, aggregates and selects.
//!
//! LLVM parses the text; the module is walked through LLVM's C API and written out as llvm-dialect
//! text (constants materialized at the start of the entry block in first-use order, as MLIR's
//! importer does), which oxir then parses, verifies and prints in its canonical form.

use inkwell::llvm_sys::core as c;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMLinkage, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use oxir::{Context, Diagnostic};
use std::collections::HashMap;
use std::fmt::Write;

/// Parses LLVM IR text and returns the equivalent llvm-dialect module, printed by oxir.
pub fn import_llvm_ir(ctx: &mut Context, text: &str, name: &str) -> Result<String, Vec<Diagnostic>> {
    let op = import_llvm_module(ctx, text, name)?;
    Ok(oxir::printer::print_op(ctx, op, oxir::printer::PrintFlags::default()))
}

/// Parses LLVM IR text into an llvm-dialect module of `ctx` (verified), as `--import-llvm` does;
/// `name` names the input in diagnostics.
pub fn import_llvm_module(ctx: &mut Context, text: &str, name: &str) -> Result<oxir::OpRef, Vec<Diagnostic>> {
    let loc = oxir::builtin::locations::UnknownLoc::get(ctx);
    let err = |m: String| vec![Diagnostic::error(loc, m)];
    let llctx = inkwell::context::Context::create();
    let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
    let module = llctx.create_module_from_ir(buffer).map_err(|e| err(e.to_string()))?;
    let mut imp = Importer::default();
    // SAFETY: the module is alive for the whole walk and only read.
    let mlir = unsafe { imp.module(module.as_mut_ptr()) }.map_err(err)?;
    let opts = oxir::parser::ParseOptions {
        filename: format!("{name} (imported)"),
        implicit_module: true,
        ..Default::default()
    };
    let op = oxir::parser::parse_source(ctx, &mlir, &opts).map_err(|d| vec![d])?;
    let diags = oxir::verifier::verify_all(ctx, op);
    if !diags.is_empty() {
        return Err(diags);
    }
    Ok(op)
}

#[derive(Default)]
struct Importer {
    /// SSA names of values (arguments, instructions, materialized constants).
    names: HashMap<LLVMValueRef, String>,
    /// Labels of blocks (`^bb1`), the entry block excluded.
    blocks: HashMap<LLVMBasicBlockRef, String>,
    next: usize,
}

fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    // SAFETY: `v` is a value of the module being read; LLVM returns a pointer to its own storage.
    let p = unsafe { c::LLVMGetValueName2(v, &mut len) };
    if p.is_null() {
        return String::new();
    }
    // SAFETY: LLVM guarantees `len` readable bytes at `p`.
    let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

fn symbol(name: &str) -> String {
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"_$.-".contains(&b)) {
        format!("@{name}")
    } else {
        format!("@\"{}\"", name.escape_default())
    }
}

/// The MLIR text of an LLVM type.
fn ty(t: LLVMTypeRef) -> Result<String, String> {
    use LLVMTypeKind::*;
    // SAFETY (for the queries below): `t` is a type of the module's context.
    unsafe {
        Ok(match c::LLVMGetTypeKind(t) {
            LLVMVoidTypeKind => "!llvm.void".into(),
            LLVMHalfTypeKind => "f16".into(),
            LLVMBFloatTypeKind => "bf16".into(),
            LLVMFloatTypeKind => "f32".into(),
            LLVMDoubleTypeKind => "f64".into(),
            LLVMX86_FP80TypeKind => "f80".into(),
            LLVMFP128TypeKind => "f128".into(),
            LLVMIntegerTypeKind => format!("i{}", c::LLVMGetIntTypeWidth(t)),
            LLVMPointerTypeKind => match c::LLVMGetPointerAddressSpace(t) {
                0 => "!llvm.ptr".into(),
                n => format!("!llvm.ptr<{n}>"),
            },
            LLVMArrayTypeKind => {
                format!("!llvm.array<{} x {}>", c::LLVMGetArrayLength2(t), ty(c::LLVMGetElementType(t))?)
            }
            LLVMVectorTypeKind => format!("vector<{}x{}>", c::LLVMGetVectorSize(t), ty(c::LLVMGetElementType(t))?),
            LLVMScalableVectorTypeKind => {
                format!("vector<[{}]x{}>", c::LLVMGetVectorSize(t), ty(c::LLVMGetElementType(t))?)
            }
            LLVMStructTypeKind => {
                let n = c::LLVMCountStructElementTypes(t) as usize;
                let mut elems = vec![std::ptr::null_mut(); n];
                c::LLVMGetStructElementTypes(t, elems.as_mut_ptr());
                let body = elems.iter().map(|&e| ty(e)).collect::<Result<Vec<_>, _>>()?.join(", ");
                let packed = if c::LLVMIsPackedStruct(t) != 0 { "packed " } else { "" };
                let name = c::LLVMGetStructName(t);
                if name.is_null() {
                    format!("!llvm.struct<{packed}({body})>")
                } else {
                    let n = std::ffi::CStr::from_ptr(name).to_string_lossy().escape_default().to_string();
                    if c::LLVMIsOpaqueStruct(t) != 0 {
                        format!("!llvm.struct<\"{n}\", opaque>")
                    } else {
                        format!("!llvm.struct<\"{n}\", {packed}({body})>")
                    }
                }
            }
            LLVMFunctionTypeKind => {
                let n = c::LLVMCountParamTypes(t) as usize;
                let mut params = vec![std::ptr::null_mut(); n];
                c::LLVMGetParamTypes(t, params.as_mut_ptr());
                let mut p = params.iter().map(|&e| ty(e)).collect::<Result<Vec<_>, _>>()?;
                if c::LLVMIsFunctionVarArg(t) != 0 {
                    p.push("...".into());
                }
                format!("!llvm.func<{} ({})>", ty(c::LLVMGetReturnType(t))?, p.join(", "))
            }
            k => return Err(format!("unsupported LLVM type kind {k:?}")),
        })
    }
}

fn linkage(l: LLVMLinkage) -> &'static str {
    use LLVMLinkage::*;
    match l {
        LLVMPrivateLinkage => "private",
        LLVMInternalLinkage => "internal",
        LLVMAvailableExternallyLinkage => "available_externally",
        LLVMLinkOnceAnyLinkage => "linkonce",
        LLVMWeakAnyLinkage => "weak",
        LLVMCommonLinkage => "common",
        LLVMAppendingLinkage => "appending",
        LLVMExternalWeakLinkage => "extern_weak",
        LLVMLinkOnceODRLinkage => "linkonce_odr",
        LLVMWeakODRLinkage => "weak_odr",
        _ => "external",
    }
}

fn icmp(p: LLVMIntPredicate) -> &'static str {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => "eq",
        LLVMIntNE => "ne",
        LLVMIntUGT => "ugt",
        LLVMIntUGE => "uge",
        LLVMIntULT => "ult",
        LLVMIntULE => "ule",
        LLVMIntSGT => "sgt",
        LLVMIntSGE => "sge",
        LLVMIntSLT => "slt",
        LLVMIntSLE => "sle",
    }
}

fn fcmp(p: LLVMRealPredicate) -> &'static str {
    use LLVMRealPredicate::*;
    match p {
        LLVMRealPredicateFalse => "_false",
        LLVMRealOEQ => "oeq",
        LLVMRealOGT => "ogt",
        LLVMRealOGE => "oge",
        LLVMRealOLT => "olt",
        LLVMRealOLE => "ole",
        LLVMRealONE => "one",
        LLVMRealORD => "ord",
        LLVMRealUNO => "uno",
        LLVMRealUEQ => "ueq",
        LLVMRealUGT => "ugt",
        LLVMRealUGE => "uge",
        LLVMRealULT => "ult",
        LLVMRealULE => "ule",
        LLVMRealUNE => "une",
        LLVMRealPredicateTrue => "_true",
    }
}

fn binop(op: LLVMOpcode) -> Option<&'static str> {
    use LLVMOpcode::*;
    Some(match op {
        LLVMAdd => "add",
        LLVMSub => "sub",
        LLVMMul => "mul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMFAdd => "fadd",
        LLVMFSub => "fsub",
        LLVMFMul => "fmul",
        LLVMFDiv => "fdiv",
        LLVMFRem => "frem",
        _ => return None,
    })
}

fn cast(op: LLVMOpcode) -> Option<&'static str> {
    use LLVMOpcode::*;
    Some(match op {
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        _ => return None,
    })
}

/// The text of a constant as an attribute (`5 : i32`, `0x3FC00000 : f32`), when it is a scalar.
fn scalar_attr(v: LLVMValueRef) -> Result<Option<String>, String> {
    // SAFETY (for the queries below): `v` is a constant of the module being read.
    unsafe {
        let t = c::LLVMTypeOf(v);
        if !c::LLVMIsAConstantInt(v).is_null() {
            let width = c::LLVMGetIntTypeWidth(t);
            if width > 64 {
                return Err("integer constants wider than 64 bits are not supported".into());
            }
            let raw = c::LLVMConstIntGetZExtValue(v);
            if width == 1 {
                return Ok(Some(if raw != 0 { "true".into() } else { "false".into() }));
            }
            let shift = 64 - width;
            let signed = ((raw << shift) as i64) >> shift;
            return Ok(Some(format!("{signed} : i{width}")));
        }
        if !c::LLVMIsAConstantFP(v).is_null() {
            let mut lost = 0;
            let d = c::LLVMConstRealGetDouble(v, &mut lost);
            let text = match c::LLVMGetTypeKind(t) {
                LLVMTypeKind::LLVMFloatTypeKind => format!("{:#010X} : f32", (d as f32).to_bits()).replace("0X", "0x"),
                LLVMTypeKind::LLVMDoubleTypeKind => format!("{:#018X} : f64", d.to_bits()).replace("0X", "0x"),
                _ => return Err("only f32 and f64 float constants are supported".into()),
            };
            return Ok(Some(text));
        }
        Ok(None)
    }
}

impl Importer {
    fn fresh(&mut self) -> String {
        let n = self.next;
        self.next += 1;
        format!("%v{n}")
    }

    /// # Safety
    /// `m` is a live module.
    unsafe fn module(&mut self, m: inkwell::llvm_sys::prelude::LLVMModuleRef) -> Result<String, String> {
        let mut out = String::from("module {\n");
        // SAFETY (for the walk below): the module and everything reached from it stay alive.
        unsafe {
            let mut g = c::LLVMGetFirstGlobal(m);
            while !g.is_null() {
                self.global(g, &mut out)?;
                g = c::LLVMGetNextGlobal(g);
            }
            let mut f = c::LLVMGetFirstFunction(m);
            while !f.is_null() {
                if c::LLVMGetIntrinsicID(f) != 0 {
                    return Err(format!("unsupported intrinsic declaration '{}'", value_name(f)));
                }
                self.function(f, &mut out)?;
                f = c::LLVMGetNextFunction(f);
            }
        }
        out.push_str("}\n");
        Ok(out)
    }

    /// # Safety
    /// `g` is a global variable of a live module.
    unsafe fn global(&mut self, g: LLVMValueRef, out: &mut String) -> Result<(), String> {
        // SAFETY: reads of a live global variable.
        unsafe {
            let value_ty = c::LLVMGlobalGetValueType(g);
            let t = ty(value_ty)?;
            let link = linkage(c::LLVMGetLinkage(g));
            let constant = if c::LLVMIsGlobalConstant(g) != 0 { " constant" } else { "" };
            let tls = if c::LLVMIsThreadLocal(g) != 0 { " thread_local" } else { "" };
            let name = symbol(&value_name(g));
            let align = c::LLVMGetAlignment(g);
            let mut attr_list = Vec::new();
            if align > 0 {
                attr_list.push(format!("alignment = {align} : i64"));
            }
            // Local linkage implies dso_local in LLVM; MLIR's importer spells it out.
            if matches!(link, "private" | "internal") {
                attr_list.push("dso_local".to_string());
            }
            let attrs = if attr_list.is_empty() { String::new() } else { format!(" {{{}}}", attr_list.join(", ")) };
            let init = c::LLVMGetInitializer(g);
            if init.is_null() {
                let _ = writeln!(out, "  llvm.mlir.global {link}{constant}{tls} {name}(){attrs} : {t}");
                return Ok(());
            }
            if let Some(a) = scalar_attr(init)? {
                let _ = writeln!(out, "  llvm.mlir.global {link}{constant}{tls} {name}({a}){attrs} : {t}");
            } else if c::LLVMIsConstantString(init) != 0 {
                let mut len = 0usize;
                let p = c::LLVMGetAsString(init, &mut len);
                let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len);
                let mut s = String::new();
                for &b in bytes {
                    if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
                        s.push(b as char);
                    } else {
                        let _ = write!(s, "\\{b:02X}");
                    }
                }
                let _ = writeln!(out, "  llvm.mlir.global {link}{constant}{tls} {name}(\"{s}\"){attrs} : {t}");
            } else {
                // Any other initializer: a region computing it.
                let _ = writeln!(out, "  llvm.mlir.global {link}{constant}{tls} {name}(){attrs} : {t} {{");
                let mut body = String::new();
                let mut consts = Vec::new();
                let v = self.constant(init, &mut consts)?;
                for line in consts {
                    let _ = writeln!(body, "    {line}");
                }
                let _ = writeln!(body, "    llvm.return {v} : {t}");
                out.push_str(&body);
                out.push_str("  }\n");
            }
        }
        Ok(())
    }

    /// Materializes a constant operand; returns its SSA name (reusing one already made).
    ///
    /// # Safety
    /// `v` is a constant of a live module.
    unsafe fn constant(&mut self, v: LLVMValueRef, lines: &mut Vec<String>) -> Result<String, String> {
        if let Some(n) = self.names.get(&v) {
            return Ok(n.clone());
        }
        // SAFETY: reads of a live constant.
        let line_of = unsafe {
            let t = ty(c::LLVMTypeOf(v))?;
            if let Some(a) = scalar_attr(v)? {
                format!("llvm.mlir.constant({a}) : {t}")
            } else if !c::LLVMIsAGlobalValue(v).is_null() {
                format!("llvm.mlir.addressof {} : !llvm.ptr", symbol(&value_name(v)))
            } else if c::LLVMIsPoison(v) != 0 {
                format!("llvm.mlir.poison : {t}")
            } else if c::LLVMIsUndef(v) != 0 {
                format!("llvm.mlir.undef : {t}")
            } else if c::LLVMIsNull(v) != 0 {
                format!("llvm.mlir.zero : {t}")
            } else {
                return Err("unsupported constant (constant expressions and aggregates are not imported)".into());
            }
        };
        let name = self.fresh();
        lines.push(format!("{name} = {line_of}"));
        self.names.insert(v, name.clone());
        Ok(name)
    }

    /// # Safety
    /// `f` is a function of a live module.
    unsafe fn function(&mut self, f: LLVMValueRef, out: &mut String) -> Result<(), String> {
        self.names.clear();
        self.blocks.clear();
        // SAFETY: reads of a live function and its body.
        unsafe {
            let fty = c::LLVMGlobalGetValueType(f);
            let ret = c::LLVMGetReturnType(fty);
            let ret_text = match c::LLVMGetTypeKind(ret) {
                LLVMTypeKind::LLVMVoidTypeKind => String::new(),
                _ => format!(" -> {}", ty(ret)?),
            };
            let link = match linkage(c::LLVMGetLinkage(f)) {
                "external" => String::new(),
                l => format!("{l} "),
            };
            let name = symbol(&value_name(f));
            let n = c::LLVMCountParams(f);
            let vararg = c::LLVMIsFunctionVarArg(fty) != 0;
            let entry = c::LLVMGetFirstBasicBlock(f);
            if entry.is_null() {
                let mut params = Vec::new();
                let mut raw = vec![std::ptr::null_mut(); c::LLVMCountParamTypes(fty) as usize];
                c::LLVMGetParamTypes(fty, raw.as_mut_ptr());
                for p in raw {
                    params.push(ty(p)?);
                }
                if vararg {
                    params.push("...".into());
                }
                let _ = writeln!(out, "  llvm.func {link}{name}({}){ret_text}", params.join(", "));
                return Ok(());
            }
            let mut params = Vec::new();
            for i in 0..n {
                let p = c::LLVMGetParam(f, i);
                let pname = format!("%arg{i}");
                params.push(format!("{pname}: {}", ty(c::LLVMTypeOf(p))?));
                self.names.insert(p, pname);
            }
            if vararg {
                params.push("...".into());
            }
            // Block labels and the names of PHI results (block arguments).
            let mut bbs = Vec::new();
            let mut b = entry;
            while !b.is_null() {
                bbs.push(b);
                b = c::LLVMGetNextBasicBlock(b);
            }
            for (i, &b) in bbs.iter().enumerate().skip(1) {
                self.blocks.insert(b, format!("^bb{i}"));
            }
            for &b in &bbs {
                let mut inst = c::LLVMGetFirstInstruction(b);
                while !inst.is_null() {
                    if c::LLVMGetTypeKind(c::LLVMTypeOf(inst)) != LLVMTypeKind::LLVMVoidTypeKind {
                        let n = self.fresh();
                        self.names.insert(inst, n);
                    }
                    inst = c::LLVMGetNextInstruction(inst);
                }
            }
            let mut consts = Vec::new();
            let mut body = String::new();
            for (i, &b) in bbs.iter().enumerate() {
                if i > 0 {
                    let mut args = Vec::new();
                    let mut inst = c::LLVMGetFirstInstruction(b);
                    while !inst.is_null() && c::LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMPHI {
                        args.push(format!("{}: {}", self.names[&inst], ty(c::LLVMTypeOf(inst))?));
                        inst = c::LLVMGetNextInstruction(inst);
                    }
                    let label = &self.blocks[&b];
                    if args.is_empty() {
                        let _ = writeln!(body, "  {label}:");
                    } else {
                        let _ = writeln!(body, "  {label}({}):", args.join(", "));
                    }
                }
                let mut inst = c::LLVMGetFirstInstruction(b);
                while !inst.is_null() {
                    if c::LLVMGetInstructionOpcode(inst) != LLVMOpcode::LLVMPHI {
                        let line = self.instruction(inst, b, &mut consts)?;
                        let _ = writeln!(body, "    {line}");
                    }
                    inst = c::LLVMGetNextInstruction(inst);
                }
            }
            let _ = writeln!(out, "  llvm.func {link}{name}({}){ret_text} {{", params.join(", "));
            for line in consts {
                let _ = writeln!(out, "    {line}");
            }
            out.push_str(&body);
            out.push_str("  }\n");
        }
        Ok(())
    }

    /// The SSA name of an operand (materializing constants).
    ///
    /// # Safety
    /// `v` is a value of a live module.
    unsafe fn operand(&mut self, v: LLVMValueRef, consts: &mut Vec<String>) -> Result<String, String> {
        if let Some(n) = self.names.get(&v) {
            return Ok(n.clone());
        }
        // SAFETY: `v` is a live value; non-constants were all named up front.
        unsafe {
            if c::LLVMIsConstant(v) != 0 {
                return self.constant(v, consts);
            }
        }
        Err("operand defined outside the function".into())
    }

    /// `^bbN(%a, %b : i32, f32)`: the destination `dest` with the values its PHIs take from `from`.
    ///
    /// # Safety
    /// `dest` and `from` are blocks of a live function.
    unsafe fn successor(
        &mut self,
        dest: LLVMBasicBlockRef,
        from: LLVMBasicBlockRef,
        consts: &mut Vec<String>,
    ) -> Result<String, String> {
        let label = self.blocks.get(&dest).cloned().ok_or("branch to the entry block")?;
        let (mut vals, mut tys) = (Vec::new(), Vec::new());
        // SAFETY: reads of live PHI nodes.
        unsafe {
            let mut inst = c::LLVMGetFirstInstruction(dest);
            while !inst.is_null() && c::LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMPHI {
                let n = c::LLVMCountIncoming(inst);
                let incoming = (0..n).find(|&i| c::LLVMGetIncomingBlock(inst, i) == from).ok_or("PHI without entry")?;
                vals.push(self.operand(c::LLVMGetIncomingValue(inst, incoming), consts)?);
                tys.push(ty(c::LLVMTypeOf(inst))?);
                inst = c::LLVMGetNextInstruction(inst);
            }
        }
        Ok(if vals.is_empty() { label } else { format!("{label}({} : {})", vals.join(", "), tys.join(", ")) })
    }

    /// # Safety
    /// `i` is an instruction of block `b` of a live function.
    unsafe fn instruction(
        &mut self,
        i: LLVMValueRef,
        b: LLVMBasicBlockRef,
        consts: &mut Vec<String>,
    ) -> Result<String, String> {
        use LLVMOpcode::*;
        // SAFETY: reads of a live instruction and its operands.
        unsafe {
            let op = c::LLVMGetInstructionOpcode(i);
            let res = self.names.get(&i).cloned();
            let assign = res.map(|r| format!("{r} = ")).unwrap_or_default();
            let rty = ty(c::LLVMTypeOf(i))?;
            let nops = c::LLVMGetNumOperands(i) as u32;
            let mut opnd = |k: u32, me: &mut Self| me.operand(c::LLVMGetOperand(i, k), consts);
            if let Some(name) = binop(op) {
                let (a, bb) = (opnd(0, self)?, opnd(1, self)?);
                let mut flags = String::new();
                if matches!(op, LLVMAdd | LLVMSub | LLVMMul | LLVMShl) {
                    let mut f = Vec::new();
                    if c::LLVMGetNSW(i) != 0 {
                        f.push("nsw");
                    }
                    if c::LLVMGetNUW(i) != 0 {
                        f.push("nuw");
                    }
                    if !f.is_empty() {
                        flags = format!(" overflow<{}>", f.join(", "));
                    }
                }
                let prefix = match op {
                    LLVMUDiv | LLVMSDiv | LLVMLShr | LLVMAShr if c::LLVMGetExact(i) != 0 => "exact ",
                    LLVMOr if c::LLVMGetIsDisjoint(i) != 0 => "disjoint ",
                    _ => "",
                };
                return Ok(format!("{assign}llvm.{name} {prefix}{a}, {bb}{flags} : {rty}"));
            }
            if let Some(name) = cast(op) {
                let a = opnd(0, self)?;
                let from = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                return Ok(format!("{assign}llvm.{name} {a} : {from} to {rty}"));
            }
            Ok(match op {
                LLVMFNeg => format!("{assign}llvm.fneg {} : {rty}", opnd(0, self)?),
                LLVMFreeze => format!("{assign}llvm.freeze {} : {rty}", opnd(0, self)?),
                LLVMICmp => {
                    let t = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let p = icmp(c::LLVMGetICmpPredicate(i));
                    format!("{assign}llvm.icmp \"{p}\" {}, {} : {t}", opnd(0, self)?, opnd(1, self)?)
                }
                LLVMFCmp => {
                    let t = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let p = fcmp(c::LLVMGetFCmpPredicate(i));
                    format!("{assign}llvm.fcmp \"{p}\" {}, {} : {t}", opnd(0, self)?, opnd(1, self)?)
                }
                LLVMSelect => {
                    let ct = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let (a, x, y) = (opnd(0, self)?, opnd(1, self)?, opnd(2, self)?);
                    format!("{assign}llvm.select {a}, {x}, {y} : {ct}, {rty}")
                }
                LLVMAlloca => {
                    let n = opnd(0, self)?;
                    let nt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let et = ty(c::LLVMGetAllocatedType(i))?;
                    let align = c::LLVMGetAlignment(i);
                    format!("{assign}llvm.alloca {n} x {et} {{alignment = {align} : i64}} : ({nt}) -> {rty}")
                }
                LLVMLoad => {
                    let p = opnd(0, self)?;
                    let pt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let vol = if c::LLVMGetVolatile(i) != 0 { "volatile " } else { "" };
                    let align = c::LLVMGetAlignment(i);
                    format!("{assign}llvm.load {vol}{p} {{alignment = {align} : i64}} : {pt} -> {rty}")
                }
                LLVMStore => {
                    let (v, p) = (opnd(0, self)?, opnd(1, self)?);
                    let vt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let pt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 1)))?;
                    let vol = if c::LLVMGetVolatile(i) != 0 { "volatile " } else { "" };
                    let align = c::LLVMGetAlignment(i);
                    format!("llvm.store {vol}{v}, {p} {{alignment = {align} : i64}} : {vt}, {pt}")
                }
                LLVMGetElementPtr => {
                    let base = opnd(0, self)?;
                    let bt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let src = c::LLVMGetGEPSourceElementType(i);
                    let mut cur = src;
                    let (mut idx, mut dyn_tys) = (Vec::new(), vec![bt]);
                    for k in 1..nops {
                        let v = c::LLVMGetOperand(i, k);
                        let into_struct = k > 1 && c::LLVMGetTypeKind(cur) == LLVMTypeKind::LLVMStructTypeKind;
                        if into_struct {
                            let field = c::LLVMConstIntGetZExtValue(v) as u32;
                            idx.push(field.to_string());
                            let n = c::LLVMCountStructElementTypes(cur) as usize;
                            let mut elems = vec![std::ptr::null_mut(); n];
                            c::LLVMGetStructElementTypes(cur, elems.as_mut_ptr());
                            cur = *elems.get(field as usize).ok_or("struct index out of bounds")?;
                        } else {
                            idx.push(self.operand(v, consts)?);
                            dyn_tys.push(ty(c::LLVMTypeOf(v))?);
                            if k > 1 {
                                cur = c::LLVMGetElementType(cur);
                            }
                        }
                    }
                    let inb = if c::LLVMIsInBounds(i) != 0 { "inbounds " } else { "" };
                    format!(
                        "{assign}llvm.getelementptr {inb}{base}[{}] : ({}) -> {rty}, {}",
                        idx.join(", "),
                        dyn_tys.join(", "),
                        ty(src)?
                    )
                }
                LLVMExtractValue | LLVMInsertValue => {
                    let n = c::LLVMGetNumIndices(i) as usize;
                    let p = c::LLVMGetIndices(i);
                    let pos: Vec<String> = (0..n).map(|k| (*p.add(k)).to_string()).collect::<Vec<_>>();
                    let agg_t = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    if op == LLVMExtractValue {
                        format!("{assign}llvm.extractvalue {}[{}] : {agg_t}", opnd(0, self)?, pos.join(", "))
                    } else {
                        let (a, v) = (opnd(0, self)?, opnd(1, self)?);
                        format!("{assign}llvm.insertvalue {v}, {a}[{}] : {agg_t}", pos.join(", "))
                    }
                }
                LLVMExtractElement => {
                    let vt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let it = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 1)))?;
                    format!("{assign}llvm.extractelement {}[{} : {it}] : {vt}", opnd(0, self)?, opnd(1, self)?)
                }
                LLVMInsertElement => {
                    let vt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let it = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 2)))?;
                    let (v, e, x) = (opnd(0, self)?, opnd(1, self)?, opnd(2, self)?);
                    format!("{assign}llvm.insertelement {e}, {v}[{x} : {it}] : {vt}")
                }
                LLVMCall => {
                    let callee = c::LLVMGetCalledValue(i);
                    let cty = c::LLVMGetCalledFunctionType(i);
                    let nargs = c::LLVMGetNumArgOperands(i);
                    let mut args = Vec::new();
                    let mut tys = Vec::new();
                    for k in 0..nargs {
                        args.push(self.operand(c::LLVMGetOperand(i, k), consts)?);
                        tys.push(ty(c::LLVMTypeOf(c::LLVMGetOperand(i, k)))?);
                    }
                    let ret = c::LLVMGetReturnType(cty);
                    let results = if c::LLVMGetTypeKind(ret) == LLVMTypeKind::LLVMVoidTypeKind {
                        "()".to_string()
                    } else {
                        ty(ret)?
                    };
                    let vararg = if c::LLVMIsFunctionVarArg(cty) != 0 {
                        format!(" vararg({})", ty(cty)?)
                    } else {
                        String::new()
                    };
                    if !c::LLVMIsAFunction(callee).is_null() {
                        if c::LLVMGetIntrinsicID(callee) != 0 {
                            return Err(format!("unsupported intrinsic call '{}'", value_name(callee)));
                        }
                        let f = symbol(&value_name(callee));
                        format!(
                            "{assign}llvm.call {f}({}){vararg} : ({}) -> {results}",
                            args.join(", "),
                            tys.join(", ")
                        )
                    } else {
                        let f = self.operand(callee, consts)?;
                        tys.insert(0, "!llvm.ptr".into());
                        args.insert(0, f.clone());
                        format!(
                            "{assign}llvm.call {f}({}){vararg} : !llvm.ptr, ({}) -> {results}",
                            args[1..].join(", "),
                            tys[1..].join(", ")
                        )
                    }
                }
                LLVMRet => {
                    if nops == 0 {
                        "llvm.return".into()
                    } else {
                        let t = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                        format!("llvm.return {} : {t}", opnd(0, self)?)
                    }
                }
                LLVMBr => {
                    if c::LLVMGetNumSuccessors(i) == 1 {
                        let d = self.successor(c::LLVMGetSuccessor(i, 0), b, consts)?;
                        format!("llvm.br {d}")
                    } else {
                        let cond = self.operand(c::LLVMGetCondition(i), consts)?;
                        let t = self.successor(c::LLVMGetSuccessor(i, 0), b, consts)?;
                        let f = self.successor(c::LLVMGetSuccessor(i, 1), b, consts)?;
                        format!("llvm.cond_br {cond}, {t}, {f}")
                    }
                }
                LLVMSwitch => {
                    let v = opnd(0, self)?;
                    let vt = ty(c::LLVMTypeOf(c::LLVMGetOperand(i, 0)))?;
                    let default = self.successor(c::LLVMGetSwitchDefaultDest(i), b, consts)?;
                    let mut cases = Vec::new();
                    // Successor k > 0 is the destination of case k (its value from LLVM-C).
                    for k in 1..c::LLVMGetNumSuccessors(i) {
                        let cv = c::LLVMGetSwitchCaseValue(i, k);
                        let case = scalar_attr(cv)?.ok_or("bad case value")?;
                        let case = case.split(" : ").next().unwrap_or("0").to_string();
                        let d = self.successor(c::LLVMGetSuccessor(i, k), b, consts)?;
                        cases.push(format!("{case}: {d}"));
                    }
                    format!("llvm.switch {v} : {vt}, {default} [\n      {}\n    ]", cases.join(",\n      "))
                }
                LLVMUnreachable => "llvm.unreachable".into(),
                other => return Err(format!("unhandled instruction: {other:?}")),
            })
        }
    }
}
