//! The loop metadata attributes of the llvm dialect (`#llvm.loop_annotation<...>` and the
//! `#llvm.loop_unroll`, `#llvm.loop_vectorize`, ... attributes it nests), MLIR's
//! `LoopAnnotationAttr` family: structs of optional named parameters, printed in declaration
//! order, with nested loop attributes written `<...>` without their mnemonic. The printer gives
//! each of them an alias named after its mnemonic (`#loop_annotation`, `#loop_unroll`), as
//! MLIR's llvm dialect does.

use oxir::ods::defs::{finish_parsed_attr, AttrDefinition};
use oxir::parser::lexer::TokenKind;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{AttrDef, Attribute, Context, Type};

/// Parses `<key = value, ...>` for a loop attribute whose parameters are `keys` (each with the
/// mnemonic of the loop attribute it nests, or `""` for a plain attribute).
fn parse_params(p: &mut OpAsmParser<'_, '_>, keys: &[(&str, &str)]) -> ParseResult<Vec<(String, Attribute)>> {
    p.expect(TokenKind::Less, "expected '<'")?;
    let mut out: Vec<(String, Attribute)> = Vec::new();
    if p.eat(TokenKind::Greater) {
        return Ok(out);
    }
    loop {
        let at = p.fmt_loc();
        if !matches!(p.token().kind, TokenKind::BareIdent) {
            return Err(p.wrong_token_error("expected a parameter name in struct"));
        }
        let key = p.token_text().to_string();
        let Some(&(_, kind)) = keys.iter().find(|(k, _)| *k == key) else {
            let names: Vec<&str> = keys.iter().map(|(k, _)| *k).collect();
            return Err(p.error_at(at, format!("expected a parameter name in struct: one of {}", names.join(", "))));
        };
        if out.iter().any(|(k, _)| *k == key) {
            return Err(p.error_at(at, format!("duplicate struct parameter '{key}'")));
        }
        p.bump();
        p.expect(TokenKind::Equal, "expected '=' after struct parameter name")?;
        let value =
            if !kind.is_empty() && p.at(TokenKind::Less) { parse_nested(p, kind)? } else { p.parse_attribute(None)? };
        out.push((key, value));
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::Greater, "expected '>'")?;
    // Stored in declaration order, as MLIR prints them.
    out.sort_by_key(|(k, _)| keys.iter().position(|(n, _)| n == k).unwrap_or(usize::MAX));
    Ok(out)
}

fn print_params(p: &mut AsmPrinter<'_>, params: &[(String, Attribute)]) {
    p.write("<");
    for (i, (k, v)) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(k);
        p.write(" = ");
        p.print_attribute(*v);
    }
    p.write(">");
}

macro_rules! loop_attr {
    ($(#[$doc:meta])* $name:ident, $mn:literal, [$(($key:literal, $kind:literal)),* $(,)?]) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $name {
            /// The parameters that are present, in declaration order.
            pub params: Vec<(String, Attribute)>,
        }

        impl $name {
            /// The parameter names and the loop attribute each nests (`""`: a plain attribute).
            pub const KEYS: &'static [(&'static str, &'static str)] = &[$(($key, $kind)),*];

            /// The attribute of these parameters.
            pub fn get(ctx: &Context, params: Vec<(String, Attribute)>) -> Attribute {
                ctx.intern_attr($name { params })
            }

            /// The value of parameter `key`, if present.
            pub fn param(&self, key: &str) -> Option<Attribute> {
                self.params.iter().find(|(k, _)| k == key).map(|(_, v)| *v)
            }
        }

        impl AttrDef for $name {
            const DIALECT: &'static str = "llvm";
            const NAME: &'static str = $mn;
            fn print(&self, p: &mut AsmPrinter<'_>) {
                p.write(concat!("#llvm.", $mn));
                print_params(p, &self.params);
            }
        }

        impl AttrDefinition for $name {
            const SUMMARY: &'static str = concat!("LLVM `", $mn, "` loop metadata");
            fn parse_body(p: &mut OpAsmParser<'_, '_>, start: usize, _ty: Option<Type>) -> ParseResult<Attribute> {
                let params = parse_params(p, Self::KEYS)?;
                finish_parsed_attr(p, start, $name { params })
            }
            fn verify(&self, _ctx: &Context) -> Result<(), String> {
                Ok(())
            }
            fn docs() -> &'static str {
                concat!("### `#llvm.", $mn, "`\n\n_LLVM `", $mn, "` loop metadata_\n")
            }
        }
    };
}

loop_attr!(
    /// `#llvm.loop_vectorize<disable = true, width = 4 : i32, ...>`.
    LoopVectorizeAttr, "loop_vectorize",
    [("disable", ""), ("predicateEnable", ""), ("scalableEnable", ""), ("width", ""),
     ("followupVectorized", "loop_annotation"), ("followupEpilogue", "loop_annotation"), ("followupAll", "loop_annotation")]
);
loop_attr!(
    /// `#llvm.loop_interleave<count = 2 : i32>`.
    LoopInterleaveAttr, "loop_interleave", [("count", "")]
);
loop_attr!(
    /// `#llvm.loop_unroll<disable = true, count = 4 : i32, full = true, ...>`.
    LoopUnrollAttr, "loop_unroll",
    [("disable", ""), ("count", ""), ("runtimeDisable", ""), ("full", ""),
     ("followupUnrolled", "loop_annotation"), ("followupRemainder", "loop_annotation"), ("followupAll", "loop_annotation")]
);
loop_attr!(
    /// `#llvm.loop_unroll_and_jam<...>`.
    LoopUnrollAndJamAttr, "loop_unroll_and_jam",
    [("disable", ""), ("count", ""), ("followupOuter", "loop_annotation"), ("followupInner", "loop_annotation"),
     ("followupRemainderOuter", "loop_annotation"), ("followupRemainderInner", "loop_annotation"), ("followupAll", "loop_annotation")]
);
loop_attr!(
    /// `#llvm.loop_licm<disable = true, versioningDisable = true>`.
    LoopLICMAttr, "loop_licm", [("disable", ""), ("versioningDisable", "")]
);
loop_attr!(
    /// `#llvm.loop_distribute<...>`.
    LoopDistributeAttr, "loop_distribute",
    [("disable", ""), ("followupCoincident", "loop_annotation"), ("followupSequential", "loop_annotation"),
     ("followupFallback", "loop_annotation"), ("followupAll", "loop_annotation")]
);
loop_attr!(
    /// `#llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>`.
    LoopPipelineAttr, "loop_pipeline", [("disable", ""), ("initiationinterval", "")]
);
loop_attr!(
    /// `#llvm.loop_peeled<count = 2 : i32>`.
    LoopPeeledAttr, "loop_peeled", [("count", "")]
);
loop_attr!(
    /// `#llvm.loop_unswitch<partialDisable = true>`.
    LoopUnswitchAttr, "loop_unswitch", [("partialDisable", "")]
);
loop_attr!(
    /// `#llvm.loop_annotation<unroll = <disable = true>, mustProgress = true, ...>`: the loop
    /// metadata of a branch (`llvm.br`/`llvm.cond_br` `loop_annotation`).
    LoopAnnotationAttr, "loop_annotation",
    [("disableNonforced", ""), ("vectorize", "loop_vectorize"), ("interleave", "loop_interleave"),
     ("unroll", "loop_unroll"), ("unrollAndJam", "loop_unroll_and_jam"), ("licm", "loop_licm"),
     ("distribute", "loop_distribute"), ("pipeline", "loop_pipeline"), ("peeled", "loop_peeled"),
     ("unswitch", "loop_unswitch"), ("mustProgress", ""), ("isVectorized", ""), ("startLoc", ""),
     ("endLoc", ""), ("parallelAccesses", "")]
);

/// Parses the `<...>` body of the loop attribute of mnemonic `kind` (a nested parameter).
fn parse_nested(p: &mut OpAsmParser<'_, '_>, kind: &str) -> ParseResult<Attribute> {
    let start = p.fmt_loc();
    match kind {
        "loop_vectorize" => LoopVectorizeAttr::parse_body(p, start, None),
        "loop_interleave" => LoopInterleaveAttr::parse_body(p, start, None),
        "loop_unroll" => LoopUnrollAttr::parse_body(p, start, None),
        "loop_unroll_and_jam" => LoopUnrollAndJamAttr::parse_body(p, start, None),
        "loop_licm" => LoopLICMAttr::parse_body(p, start, None),
        "loop_distribute" => LoopDistributeAttr::parse_body(p, start, None),
        "loop_pipeline" => LoopPipelineAttr::parse_body(p, start, None),
        "loop_peeled" => LoopPeeledAttr::parse_body(p, start, None),
        "loop_unswitch" => LoopUnswitchAttr::parse_body(p, start, None),
        _ => LoopAnnotationAttr::parse_body(p, start, None),
    }
}

/// The llvm dialect's alias names (MLIR's `LLVMOpAsmDialectInterface::getAlias`): the loop
/// attributes are aliased by their mnemonic.
pub fn llvm_attr_alias(ctx: &Context, a: Attribute) -> Option<&'static str> {
    let s = ctx.attr_storage(a);
    match s.name() {
        n @ ("loop_annotation"
        | "loop_vectorize"
        | "loop_interleave"
        | "loop_unroll"
        | "loop_unroll_and_jam"
        | "loop_licm"
        | "loop_distribute"
        | "loop_pipeline"
        | "loop_peeled"
        | "loop_unswitch") => Some(n),
        _ => None,
    }
}
