//! Property tests of the text format: random well-formed IR, generated structurally, must parse,
//! verify, and print to a fixed point.
//!
//! Types come from a small recursive grammar (integers, floats, index, complex, tuple, vector,
//! tensor, memref, function types), attributes likewise (integers, floats, strings with escapes,
//! arrays, dictionaries, dense arrays and elements, symbol references, types, unit, affine maps),
//! and ops are unregistered generic ops (results, operands that use earlier values, properties,
//! attributes, regions of blocks with arguments, terminators with successors) plus the builtin
//! `module` and `unrealized_conversion_cast`. For each program:
//!
//! - it parses and verifies;
//! - printing is a fixed point in the custom and in the generic form:
//!   print(parse(print(parse(x)))) == print(parse(x));
//! - the generic form of the custom output equals the generic form of the input.
//!
//! Types and attributes are also checked alone: parse, print, reparse gives the same object.

use oxir::parser::{parse_attribute_str, parse_source, parse_type_str, ParseOptions};
use oxir::printer::{print_op, AsmPrinter, PrintFlags};
use oxir::Context;
use proptest::prelude::*;
use proptest::sample::Index;
use std::collections::HashSet;

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

fn pick(options: &'static [&'static str]) -> BoxedStrategy<String> {
    prop::sample::select(options).prop_map(str::to_string).boxed()
}

fn int_ty() -> BoxedStrategy<String> {
    pick(&["i1", "i8", "i16", "i32", "i64", "i128", "i7", "si8", "si32", "ui16", "ui64"])
}

fn float_ty() -> BoxedStrategy<String> {
    pick(&["f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E4M3FN", "f8E5M2", "f4E2M1FN"])
}

/// Integers, floats, index: what vectors hold.
fn scalar_ty() -> BoxedStrategy<String> {
    prop_oneof![4 => int_ty(), 4 => float_ty(), 1 => Just("index".to_string())].boxed()
}

fn complex_ty() -> BoxedStrategy<String> {
    prop_oneof![int_ty(), float_ty()].prop_map(|e| format!("complex<{e}>")).boxed()
}

fn vector_ty() -> BoxedStrategy<String> {
    (prop::collection::vec((1u32..6, prop::bool::weighted(0.2)), 0..3), scalar_ty())
        .prop_map(|(dims, e)| {
            let mut s = String::from("vector<");
            for (d, scalable) in dims {
                if scalable {
                    s += &format!("[{d}]x");
                } else {
                    s += &format!("{d}x");
                }
            }
            format!("{s}{e}>")
        })
        .boxed()
}

/// What tensors and memrefs hold.
fn element_ty() -> BoxedStrategy<String> {
    prop_oneof![6 => scalar_ty(), 1 => complex_ty(), 1 => vector_ty()].boxed()
}

fn shape(dynamic: bool) -> BoxedStrategy<Vec<Option<u32>>> {
    let dim = if dynamic { prop::option::weighted(0.8, 0u32..9).boxed() } else { (0u32..9).prop_map(Some).boxed() };
    prop::collection::vec(dim, 0..4).boxed()
}

fn shape_text(dims: &[Option<u32>]) -> String {
    dims.iter().map(|d| d.map_or("?x".to_string(), |n| format!("{n}x"))).collect()
}

fn tensor_ty() -> BoxedStrategy<String> {
    prop_oneof![
        4 => (shape(true), element_ty(), prop::option::weighted(0.15, pick(&["\"enc\"", "1 : i32", "[@a]"])))
            .prop_map(|(dims, e, enc)| match enc {
                Some(enc) => format!("tensor<{}{e}, {enc}>", shape_text(&dims)),
                None => format!("tensor<{}{e}>", shape_text(&dims)),
            }),
        1 => element_ty().prop_map(|e| format!("tensor<*x{e}>")),
    ]
    .boxed()
}

fn memref_ty() -> BoxedStrategy<String> {
    let ranked = (
        shape(true),
        element_ty(),
        0u8..4,
        prop::collection::vec(prop::option::weighted(0.8, 1u32..20), 4),
        prop::option::weighted(0.8, 0u32..10),
        prop::option::weighted(0.3, pick(&["1", "7 : i8", "\"gpu\""])),
    )
        .prop_map(|(dims, e, layout_kind, strides, offset, space)| {
            let rank = dims.len();
            let mut s = format!("memref<{}{e}", shape_text(&dims));
            match layout_kind {
                1 => {
                    let st: Vec<String> =
                        strides[..rank].iter().map(|x| x.map_or("?".to_string(), |n| n.to_string())).collect();
                    let off = offset.map_or("?".to_string(), |n| n.to_string());
                    s += &format!(", strided<[{}], offset: {off}>", st.join(", "));
                }
                2 if rank > 0 => {
                    // The reversed permutation.
                    let ds: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
                    let rev: Vec<String> = ds.iter().rev().cloned().collect();
                    s += &format!(", affine_map<({}) -> ({})>", ds.join(", "), rev.join(", "));
                }
                _ => {}
            }
            if let Some(space) = space {
                s += &format!(", {space}");
            }
            s + ">"
        });
    prop_oneof![
        5 => ranked,
        1 => (scalar_ty(), prop::option::of(pick(&["1", "\"gpu\""]))).prop_map(|(e, space)| match space {
            Some(sp) => format!("memref<*x{e}, {sp}>"),
            None => format!("memref<*x{e}>"),
        }),
    ]
    .boxed()
}

fn type_list(types: &[String]) -> String {
    types.join(", ")
}

/// Any type, from the recursive grammar.
fn any_ty() -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        8 => scalar_ty(),
        1 => Just("none".to_string()),
        1 => complex_ty(),
        2 => vector_ty(),
        2 => tensor_ty(),
        2 => memref_ty(),
    ];
    leaf.prop_recursive(3, 16, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|ts| format!("tuple<{}>", type_list(&ts))),
            (prop::collection::vec(inner.clone(), 0..3), prop::collection::vec(inner, 0..3))
                .prop_map(|(a, r)| format!("({}) -> ({})", type_list(&a), type_list(&r))),
        ]
    })
    .boxed()
}

// ---------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------

/// A string literal with MLIR's escapes, from arbitrary content with quotes, backslashes,
/// control characters and non-ASCII text.
fn string_lit() -> BoxedStrategy<String> {
    let ch = prop_oneof![
        6 => prop::char::range('a', 'z'),
        1 => prop::sample::select(vec!['"', '\\', '\n', '\t', '\0', '\x01', '\x7f', ' ', '{', '}', '#', '%']),
        1 => prop::sample::select(vec!['é', 'ß', '日', '🦀']),
    ];
    prop::collection::vec(ch, 0..12).prop_map(|cs| escape(&cs.into_iter().collect::<String>())).boxed()
}

fn escape(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => out += "\\\"",
            b'\\' => out += "\\\\",
            b'\n' => out += "\\n",
            b'\t' => out += "\\t",
            0x20..=0x7e => out.push(b as char),
            // Non-ASCII bytes are hex escapes too: the string is bytes, not necessarily UTF-8.
            _ => out += &format!("\\{b:02X}"),
        }
    }
    out + "\""
}

fn float_lit() -> BoxedStrategy<String> {
    prop_oneof![
        pick(&["0.0", "-0.0", "1.5", "-2.25", "3.14159", "1.0e10", "2.5e-3", "100.0"]),
        // Any finite double, always with a '.', as MLIR's float literal needs one.
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(|f| format!("{f:.17e}")),
    ]
    .boxed()
}

fn int_attr() -> BoxedStrategy<String> {
    prop_oneof![
        (-128i64..128, pick(&["i8", "i16", "i32", "i64", "si8", "index"])).prop_map(|(v, t)| format!("{v} : {t}")),
        (0u64..256, pick(&["ui8", "ui32"])).prop_map(|(v, t)| format!("{v} : {t}")),
        any::<i64>().prop_map(|v| v.to_string()),
        any::<i128>().prop_map(|v| format!("{v} : i128")),
        pick(&["true", "false", "0 : i1", "1 : i1", "0x7F : i8"]),
    ]
    .boxed()
}

fn float_attr() -> BoxedStrategy<String> {
    prop_oneof![
        float_lit().prop_map(|f| format!("{f} : f64")),
        float_lit(),
        pick(&["1.5 : f32", "-0.5 : f16", "2.0 : bf16", "0x7FC00000 : f32", "0x7C00 : f16", "1.0 : f80"]),
    ]
    .boxed()
}

fn symbol_ref() -> BoxedStrategy<String> {
    prop::collection::vec(pick(&["@foo", "@bar_1", "@\"sym with space\"", "@a.b", "@\"\\22q\""]), 1..4)
        .prop_map(|parts| parts.join("::"))
        .boxed()
}

fn dense_array() -> BoxedStrategy<String> {
    prop_oneof![
        (pick(&["i8", "i16", "i32", "i64"]), prop::collection::vec(-128i64..128, 0..5)).prop_map(|(t, vs)| {
            if vs.is_empty() {
                format!("array<{t}>")
            } else {
                format!("array<{t}: {}>", vs.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))
            }
        }),
        prop::collection::vec(any::<bool>(), 1..5)
            .prop_map(|vs| format!("array<i1: {}>", vs.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))),
        (pick(&["f32", "f64"]), prop::collection::vec(pick(&["1.5", "-0.25", "0.0", "1.0e3"]), 1..4))
            .prop_map(|(t, vs)| format!("array<{t}: {}>", vs.join(", "))),
    ]
    .boxed()
}

/// `dense<...>` elements of a static tensor or vector: a splat or a full nested list.
fn dense_elements() -> BoxedStrategy<String> {
    (
        prop::collection::vec(1usize..4, 0..3),
        any::<bool>(),
        any::<bool>(),
        pick(&["i8", "i32", "i64", "f32", "f64", "i1"]),
        prop::collection::vec(-100i32..100, 27),
    )
        .prop_map(|(dims, vector, splat, elt, vals)| {
            let vector = vector && !dims.is_empty();
            let lit = |v: i32| match elt.as_str() {
                "i1" => (v % 2 != 0).to_string(),
                "f32" | "f64" => format!("{}.5", v),
                _ => v.to_string(),
            };
            let shape: String = dims.iter().map(|d| format!("{d}x")).collect();
            let ty = if vector { format!("vector<{shape}{elt}>") } else { format!("tensor<{shape}{elt}>") };
            if splat || dims.is_empty() {
                return format!("dense<{}> : {ty}", lit(vals[0]));
            }
            fn nest(dims: &[usize], vals: &mut impl Iterator<Item = String>) -> String {
                match dims.split_first() {
                    None => vals.next().unwrap(),
                    Some((&d, rest)) => {
                        format!("[{}]", (0..d).map(|_| nest(rest, vals)).collect::<Vec<_>>().join(", "))
                    }
                }
            }
            let mut it = vals.into_iter().map(lit);
            format!("dense<{}> : {ty}", nest(&dims, &mut it))
        })
        .boxed()
}

fn attr_key() -> BoxedStrategy<String> {
    prop_oneof![
        4 => "[a-z_][a-z0-9_$.]{0,6}",
        1 => pick(&["\"key with space\"", "\"\\n\"", "\"9lives\""]),
    ]
    .boxed()
}

/// Entries of an attribute dictionary, with unique keys (`None` is a unit entry, `{key}`).
fn dict_entries(value: BoxedStrategy<String>) -> BoxedStrategy<Vec<(String, Option<String>)>> {
    prop::collection::vec((attr_key(), prop::option::weighted(0.8, value)), 0..4)
        .prop_map(|entries| {
            let mut seen = HashSet::new();
            // `"a"` and `a` name the same key.
            entries.into_iter().filter(|(k, _)| seen.insert(k.trim_matches('"').to_string())).collect()
        })
        .boxed()
}

fn dict_text(entries: &[(String, Option<String>)]) -> String {
    let parts: Vec<String> = entries
        .iter()
        .map(|(k, v)| match v {
            Some(v) => format!("{k} = {v}"),
            None => k.clone(),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// Any attribute, from the recursive grammar.
fn any_attr() -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        4 => int_attr(),
        2 => float_attr(),
        3 => string_lit(),
        2 => string_lit().prop_flat_map(|s| any_ty().prop_map(move |t| format!("{s} : {t}"))),
        1 => symbol_ref(),
        2 => any_ty(),
        1 => Just("unit".to_string()),
        2 => dense_array(),
        2 => dense_elements(),
        1 => pick(&["affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>", "affine_map<() -> (0)>"]),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|xs| format!("[{}]", xs.join(", "))),
            dict_entries(inner).prop_map(|e| dict_text(&e)),
        ]
    })
    .boxed()
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
enum OpSpec {
    /// `"t.opN"(operands) [successors] <{props}> (regions) {attrs} : (...) -> (...)`.
    Generic {
        name: u8,
        results: Vec<String>,
        /// Name the results as one group (`%v:2`, used as `%v#1`).
        group: bool,
        operands: Vec<Index>,
        props: Vec<(String, Option<String>)>,
        attrs: Vec<(String, Option<String>)>,
        regions: Vec<RegionSpec>,
    },
    /// `module @mN { ... }`: isolated from above, so its body starts a fresh scope.
    Module { named: bool, body: Vec<OpSpec> },
    /// `builtin.unrealized_conversion_cast %a, %b : T, U to V`.
    Cast { operands: Vec<Index>, results: Vec<String> },
}

#[derive(Clone, Debug)]
struct RegionSpec {
    blocks: Vec<BlockSpec>,
}

#[derive(Clone, Debug)]
struct BlockSpec {
    args: Vec<String>,
    ops: Vec<OpSpec>,
    /// A terminator with operands and successors (blocks of the same region, never the entry).
    term: Option<(Vec<Index>, Vec<Index>)>,
}

fn leaf_op() -> BoxedStrategy<OpSpec> {
    prop_oneof![
        8 => (
            0u8..4,
            prop::collection::vec(any_ty(), 0..3),
            any::<bool>(),
            prop::collection::vec(any::<Index>(), 0..3),
            prop::option::weighted(0.2, dict_entries(any_attr())),
            prop::option::weighted(0.5, dict_entries(any_attr())),
        )
            .prop_map(|(name, results, group, operands, props, attrs)| OpSpec::Generic {
                name,
                results,
                group,
                operands,
                props: props.unwrap_or_default(),
                attrs: attrs.unwrap_or_default(),
                regions: Vec::new(),
            }),
        1 => (prop::collection::vec(any::<Index>(), 0..3), prop::collection::vec(scalar_ty(), 1..3))
            .prop_map(|(operands, results)| OpSpec::Cast { operands, results }),
    ]
    .boxed()
}

fn any_op() -> BoxedStrategy<OpSpec> {
    leaf_op()
        .prop_recursive(3, 32, 4, |inner| {
            let block = (
                prop::collection::vec(any_ty(), 0..3),
                prop::collection::vec(inner.clone(), 1..4),
                prop::option::weighted(
                    0.5,
                    (prop::collection::vec(any::<Index>(), 0..3), prop::collection::vec(any::<Index>(), 0..3)),
                ),
            )
                .prop_map(|(args, ops, term)| BlockSpec { args, ops, term });
            let region = prop::collection::vec(block, 0..4).prop_map(|blocks| RegionSpec { blocks });
            prop_oneof![
                4 => (leaf_op(), prop::collection::vec(region, 1..3)).prop_map(|(op, rs)| match op {
                    OpSpec::Generic { name, results, group, operands, props, attrs, .. } => {
                        OpSpec::Generic { name, results, group, operands, props, attrs, regions: rs }
                    }
                    other => other,
                }),
                1 => (any::<bool>(), prop::collection::vec(inner, 0..3))
                    .prop_map(|(named, body)| OpSpec::Module { named, body }),
            ]
        })
        .boxed()
}

/// Renders op specs to text, naming values and blocks uniquely and resolving operand and
/// successor picks against what is visible (so every use is dominated by its definition).
#[derive(Default)]
struct Renderer {
    out: String,
    next_value: usize,
    next_block: usize,
    next_module: usize,
}

/// The values visible at a point: (reference, type).
type Scope = Vec<(String, String)>;

fn pick_values(scope: &Scope, picks: &[Index]) -> Vec<(String, String)> {
    if scope.is_empty() {
        return Vec::new();
    }
    picks.iter().map(|i| scope[i.index(scope.len())].clone()).collect()
}

impl Renderer {
    fn line(&mut self, indent: usize, text: &str) {
        self.out += &"  ".repeat(indent);
        self.out += text;
        self.out += "\n";
    }

    fn fresh_value(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    /// Defines names for `types` results; returns the left-hand side (with ` = `) and adds the
    /// results to `scope`.
    fn define_results(&mut self, types: &[String], group: bool, scope: &mut Scope) -> String {
        if types.is_empty() {
            return String::new();
        }
        if group && types.len() > 1 {
            let v = self.fresh_value();
            for (i, t) in types.iter().enumerate() {
                scope.push((format!("{v}#{i}"), t.clone()));
            }
            return format!("{v}:{} = ", types.len());
        }
        let names: Vec<String> = types.iter().map(|_| self.fresh_value()).collect();
        for (n, t) in names.iter().zip(types) {
            scope.push((n.clone(), t.clone()));
        }
        format!("{} = ", names.join(", "))
    }

    fn op(&mut self, op: &OpSpec, scope: &mut Scope, indent: usize) {
        match op {
            OpSpec::Generic { name, results, group, operands, props, attrs, regions } => {
                let used = pick_values(scope, operands);
                let inner_scope = scope.clone();
                let lhs = self.define_results(results, *group, scope);
                let names: Vec<&str> = used.iter().map(|(n, _)| n.as_str()).collect();
                let types: Vec<String> = used.iter().map(|(_, t)| t.clone()).collect();
                let mut head = format!("{lhs}\"t.op{name}\"({})", names.join(", "));
                if !props.is_empty() {
                    head += &format!(" <{}>", dict_text(props));
                }
                let tail = {
                    let mut t = String::new();
                    if !attrs.is_empty() {
                        t += &format!(" {}", dict_text(attrs));
                    }
                    t + &format!(" : ({}) -> ({})", type_list(&types), type_list(results))
                };
                if regions.is_empty() {
                    self.line(indent, &(head + &tail));
                    return;
                }
                self.line(indent, &(head + " ({"));
                for (i, r) in regions.iter().enumerate() {
                    if i > 0 {
                        self.line(indent, "}, {");
                    }
                    self.region(r, &inner_scope, indent + 1);
                }
                self.line(indent, &format!("}}){tail}"));
            }
            OpSpec::Module { named, body } => {
                let head = if *named {
                    self.next_module += 1;
                    format!("module @m{} {{", self.next_module)
                } else {
                    "module {".to_string()
                };
                self.line(indent, &head);
                let mut fresh = Scope::new();
                for o in body {
                    self.op(o, &mut fresh, indent + 1);
                }
                self.line(indent, "}");
            }
            OpSpec::Cast { operands, results } => {
                let used = pick_values(scope, operands);
                let lhs = self.define_results(results, false, scope);
                let mut text = format!("{lhs}builtin.unrealized_conversion_cast");
                if !used.is_empty() {
                    let names: Vec<&str> = used.iter().map(|(n, _)| n.as_str()).collect();
                    let types: Vec<&str> = used.iter().map(|(_, t)| t.as_str()).collect();
                    text += &format!(" {} : {}", names.join(", "), types.join(", "));
                }
                text += &format!(" to {}", type_list(results));
                self.line(indent, &text);
            }
        }
    }

    fn region(&mut self, r: &RegionSpec, outer: &Scope, indent: usize) {
        let labels: Vec<String> = r
            .blocks
            .iter()
            .map(|_| {
                self.next_block += 1;
                format!("^bb{}", self.next_block)
            })
            .collect();
        for (bi, b) in r.blocks.iter().enumerate() {
            // Values of other blocks need not dominate this one: see only the enclosing scope.
            let mut scope = outer.clone();
            let args: Vec<String> = b
                .args
                .iter()
                .map(|t| {
                    let v = self.fresh_value();
                    scope.push((v.clone(), t.clone()));
                    format!("{v}: {t}")
                })
                .collect();
            if bi > 0 || !args.is_empty() {
                let header = if args.is_empty() {
                    format!("{}:", labels[bi])
                } else {
                    format!("{}({}):", labels[bi], args.join(", "))
                };
                self.line(indent.saturating_sub(1), &header);
            }
            for o in &b.ops {
                self.op(o, &mut scope, indent);
            }
            if let Some((operands, succs)) = &b.term {
                let used = pick_values(&scope, operands);
                let names: Vec<&str> = used.iter().map(|(n, _)| n.as_str()).collect();
                let types: Vec<&str> = used.iter().map(|(_, t)| t.as_str()).collect();
                let targets: Vec<&str> = if labels.len() > 1 {
                    succs.iter().map(|i| labels[1 + i.index(labels.len() - 1)].as_str()).collect()
                } else {
                    Vec::new()
                };
                let succ = if targets.is_empty() { String::new() } else { format!(" [{}]", targets.join(", ")) };
                self.line(indent, &format!("\"t.term\"({}){succ} : ({}) -> ()", names.join(", "), types.join(", ")));
            } else if !matches!(b.ops.last(), Some(OpSpec::Generic { .. })) {
                // A registered op that is not a terminator may not end a block.
                self.line(indent, "\"t.term\"() : () -> ()");
            }
        }
    }
}

fn render(ops: &[OpSpec]) -> String {
    let mut r = Renderer::default();
    let mut scope = Scope::new();
    for op in ops {
        r.op(op, &mut scope, 0);
    }
    r.out
}

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

const CUSTOM: PrintFlags = PrintFlags { generic: false, debuginfo: false, local_scope: false, pretty_debuginfo: false };
const GENERIC: PrintFlags = PrintFlags { generic: true, debuginfo: false, local_scope: false, pretty_debuginfo: false };

/// Parses and verifies `src` in a fresh context and prints it with `flags`.
fn parse_verify_print(src: &str, flags: PrintFlags) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let op = parse_source(&mut ctx, src, &ParseOptions::default()).map_err(|d| format!("parse error: {d:?}"))?;
    oxir::verifier::verify(&ctx, op).map_err(|d| format!("verifier error: {d:?}"))?;
    Ok(print_op(&ctx, op, flags))
}

fn check_program(src: &str) -> Result<(), TestCaseError> {
    let custom = parse_verify_print(src, CUSTOM).map_err(|e| TestCaseError::fail(format!("{e}\n--- input\n{src}")))?;
    let custom2 = parse_verify_print(&custom, CUSTOM)
        .map_err(|e| TestCaseError::fail(format!("custom output does not reparse: {e}\n--- output\n{custom}")))?;
    prop_assert_eq!(&custom, &custom2, "custom printing is not a fixed point\n--- input\n{}", src);
    let generic = parse_verify_print(src, GENERIC).map_err(TestCaseError::fail)?;
    let generic2 = parse_verify_print(&generic, GENERIC)
        .map_err(|e| TestCaseError::fail(format!("generic output does not reparse: {e}\n--- output\n{generic}")))?;
    prop_assert_eq!(&generic, &generic2, "generic printing is not a fixed point\n--- input\n{}", src);
    let generic_of_custom = parse_verify_print(&custom, GENERIC).map_err(TestCaseError::fail)?;
    prop_assert_eq!(&generic, &generic_of_custom, "generic(custom(x)) != generic(x)\n--- input\n{}", src);
    Ok(())
}

fn print_type(ctx: &Context, ty: oxir::types::Type) -> String {
    let mut s = String::new();
    AsmPrinter::standalone(ctx, &mut s).print_type(ty);
    s
}

fn print_attr(ctx: &Context, attr: oxir::attributes::Attribute) -> String {
    let mut s = String::new();
    AsmPrinter::standalone(ctx, &mut s).print_attribute(attr);
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, max_shrink_iters: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn types_round_trip(src in any_ty()) {
        let mut ctx = Context::new();
        let ty = parse_type_str(&mut ctx, &src).map_err(|d| TestCaseError::fail(format!("{src}: {d:?}")))?;
        let printed = print_type(&ctx, ty);
        let again = parse_type_str(&mut ctx, &printed)
            .map_err(|d| TestCaseError::fail(format!("{src} printed as {printed}, which does not parse: {d:?}")))?;
        prop_assert_eq!(ty, again, "{} printed as {}, which parses to {}", src, printed, print_type(&ctx, again));
    }

    #[test]
    fn attributes_round_trip(src in any_attr()) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let attr = parse_attribute_str(&mut ctx, &src).map_err(|d| TestCaseError::fail(format!("{src}: {d:?}")))?;
        let printed = print_attr(&ctx, attr);
        let again = parse_attribute_str(&mut ctx, &printed)
            .map_err(|d| TestCaseError::fail(format!("{src} printed as {printed}, which does not parse: {d:?}")))?;
        prop_assert_eq!(attr, again, "{} printed as {}, which parses to {}", src, printed, print_attr(&ctx, again));
    }

    #[test]
    fn programs_round_trip(ops in prop::collection::vec(any_op(), 0..6)) {
        check_program(&render(&ops))?;
    }
}

/// The generator itself: a fixed, hand-written program of every shape it produces parses.
#[test]
fn renderer_example() {
    let src = r#"%v1:2 = "t.op0"() {a = [1, "x\n"], b} : () -> (i32, tensor<?x4xf32>)
"t.op1"(%v1#0) ({
^bb1(%v2: i64):
  %v3 = builtin.unrealized_conversion_cast %v2 : i64 to i32
  "t.term"(%v3) [^bb2] : (i32) -> ()
^bb2:
  "t.op2"() : () -> ()
}) : (i32) -> ()
module @m1 {
  "t.op3"() <{p = array<i32: 1, 2>}> : () -> ()
}
"#;
    check_program(src).unwrap();
}
