//! The crates' modules import each other one way (the graph is read from the sources by
//! `oxir_tests::module_graph`, and a failure names the lines that break the rule):
//!
//! - the dialect modules of `oxir-dialects` form no cycle, and `utils` (the helpers the dialects
//!   share, MLIR's `Dialect/Utils`) imports no dialect. A node is a top-level module
//!   (`src/memref/`, `src/utils/`, ...), except that a dialect's `transforms/` folder is a node of
//!   its own: like MLIR's `<Dialect>/Transforms` libraries, it holds passes that may use dialects
//!   which depend on the dialect itself (memref's `expand-strided-metadata` builds affine ops,
//!   and the affine dialect uses memref's);
//! - in `oxir`, the core (context, operations, blocks, regions, values, types, attributes, the
//!   registry, the builtin dialect) reaches neither the parser, the printer, the rewriter nor the
//!   passes: it names the textual format only through `asm`, the custom-syntax API; and the
//!   modules above the core import each other one way (the pass manager and its registry know no
//!   pass: `transforms` registers its passes with them, as MLIR's `registerTransformsPasses()`).
//!
//! Run with `cargo test -p oxir-tests --test module_layering -- --nocapture` to see the dialect
//! modules in an order where every module comes after those it uses.

use oxir_tests::module_graph::{paths_in, ModuleGraph};
use std::path::Path;

fn crate_src(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name).join("src")
}

/// A dialect module's node: its top-level module, or `<module>/transforms`.
fn dialect_node(path: &[String]) -> Option<String> {
    let top = path.first()?;
    if path.get(1).is_some_and(|s| s == "transforms") {
        return Some(format!("{top}/transforms"));
    }
    Some(top.clone())
}

/// An `oxir` module's node: its top-level module.
fn top_level(path: &[String]) -> Option<String> {
    path.first().cloned()
}

fn print_layers(g: &ModuleGraph) {
    for n in g.layers() {
        let uses: Vec<&str> = g.uses(&n).collect();
        println!("{n:<24} uses {}", if uses.is_empty() { "-".to_string() } else { uses.join(", ") });
    }
}

#[test]
fn path_resolution() {
    let m = |s: &str| s.split("::").map(String::from).collect::<Vec<_>>();
    assert_eq!(paths_in("use crate::memref::CastOp;", &m("tensor")), vec![m("memref::CastOp")]);
    assert_eq!(paths_in("use crate::{arith, memref::X};", &m("scf")), vec![m("arith"), m("memref::X")]);
    assert_eq!(paths_in("use super::super::fold::x;", &m("memref::transforms::expand")), vec![m("memref::fold")]);
    assert_eq!(paths_in("x.crate::y; my_crate::z", &m("a")), Vec::<Vec<String>>::new());
    assert_eq!(dialect_node(&m("memref::transforms::expand")), Some("memref/transforms".into()));
}

#[test]
fn dialect_modules_import_each_other_one_way() {
    let g = ModuleGraph::read(&crate_src("dialects"), dialect_node);
    assert!(g.nodes.contains("utils") && g.nodes.contains("tensor"), "no modules found: {:?}", g.nodes);
    let utils_imports: Vec<&String> =
        g.sites.iter().filter(|((from, _), _)| from == "utils").flat_map(|(_, s)| s).collect();
    assert!(utils_imports.is_empty(), "utils must not use any dialect module:\n{utils_imports:#?}");
    if let Some(cycle) = g.find_cycle() {
        panic!("the dialect modules import each other in a cycle: {}\n{}", cycle.join(" -> "), g.describe(&cycle));
    }
    print_layers(&g);
}

/// The modules of `oxir` that hold the IR itself.
const IR_CORE: &[&str] =
    &["context", "operation", "block", "region", "value", "types", "attributes", "registry", "builtin"];

/// The modules above the core: the grammar and the printing of the textual format, the bytecode,
/// the rewriter, the passes and what is built on them.
const ABOVE_THE_CORE: &[&str] =
    &["parser", "printer", "bytecode", "rewrite", "pass", "transforms", "conversion", "dataflow", "verify_diagnostics"];

#[test]
fn ir_core_reaches_neither_parser_printer_nor_rewriter() {
    let g = ModuleGraph::read(&crate_src("ir"), top_level);
    for m in IR_CORE.iter().chain(ABOVE_THE_CORE) {
        assert!(g.nodes.contains(*m), "no module {m} in oxir: {:?}", g.nodes);
    }
    let mut broken = String::new();
    for above in ABOVE_THE_CORE {
        if let Some(chain) = g.path(IR_CORE, above) {
            broken.push_str(&format!("the core reaches {above}: {}\n{}", chain.join(" -> "), g.describe(&chain)));
        }
    }
    assert!(broken.is_empty(), "{broken}");
}

#[test]
fn ir_modules_above_the_core_import_each_other_one_way() {
    let g = ModuleGraph::read(&crate_src("ir"), top_level);
    let above = g.restricted_to(ABOVE_THE_CORE);
    if let Some(cycle) = above.find_cycle() {
        panic!(
            "modules above the core import each other in a cycle: {}\n{}",
            cycle.join(" -> "),
            above.describe(&cycle)
        );
    }
    print_layers(&above);
}
