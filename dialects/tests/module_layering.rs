//! The dialect modules of this crate import each other only one way: this test reads every
//! source file under `src/<module>/`, collects the `crate::<module>` paths it names (and the
//! `super::` paths that leave its node), and fails on a cycle in the resulting graph, naming the
//! lines that make it. It also checks that `utils` (the helpers the dialects share) imports no
//! dialect.
//!
//! A node is a top-level module (`src/memref/`, `src/utils/`, ...), except that a dialect's
//! `transforms/` folder is a node of its own: like MLIR's `<Dialect>/Transforms` libraries, it
//! holds passes that may use dialects which depend on the dialect itself (memref's
//! `expand-strided-metadata` builds affine ops, and the affine dialect uses memref's).
//!
//! Run with `cargo test -p oxir-dialects --test module_layering -- --nocapture` to see the
//! graph, in an order where every module comes after those it uses.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Where a node imports another: the file and line.
type Sites = BTreeMap<(String, String), Vec<String>>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a file below `src/` (`memref/transforms/expand.rs` is
/// `memref::transforms::expand`; a `mod.rs` is its folder's module).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    let file = parts.pop().unwrap();
    if file != "mod.rs" {
        parts.push(file.trim_end_matches(".rs").to_string());
    }
    parts
}

/// The node a module path belongs to: its top-level module, or `<module>/transforms`.
fn node_of(path: &[String]) -> Option<String> {
    let top = path.first()?;
    if path.get(1).is_some_and(|s| s == "transforms") {
        return Some(format!("{top}/transforms"));
    }
    Some(top.clone())
}

/// The code of a line without its `//` comment (strings holding `//` do not occur in the paths
/// this test looks for).
fn code(line: &str) -> &str {
    match line.find("//") {
        Some(i) => &line[..i],
        None => line,
    }
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths a line names that start with `crate::` or `super::`, as module paths (the
/// segments after `crate`, with `super`s resolved against `module`); a braced group
/// `crate::{a, b::c}` gives one path per member.
fn paths_in(line: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < line.len() {
        let rest = &line[i..];
        let starts_word = i == 0 || !(is_ident(bytes[i - 1] as char) || b":.".contains(&bytes[i - 1]));
        let (base, skip): (Vec<String>, usize) = if starts_word && rest.starts_with("crate::") {
            (Vec::new(), "crate::".len())
        } else if starts_word && rest.starts_with("super::") {
            let mut base = module.to_vec();
            let mut k = 0;
            while rest[k..].starts_with("super::") {
                base.pop();
                k += "super::".len();
            }
            (base, k)
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let tail = &rest[skip..];
        let mut groups = Vec::new();
        if let Some(inner) = tail.strip_prefix('{') {
            let mut depth = 0;
            let mut start = 0;
            for (k, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        groups.push(&inner[start..k]);
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        groups.push(&inner[start..k]);
                        start = k + 1;
                    }
                    _ => {}
                }
            }
        } else {
            groups.push(tail);
        }
        for g in groups {
            let mut path = base.clone();
            let mut rest = g.trim_start();
            while path.len() < 2 {
                let seg: String = rest.chars().take_while(|&c| is_ident(c)).collect();
                if seg.is_empty() || seg == "self" {
                    break;
                }
                rest = &rest[seg.len()..];
                path.push(seg);
                match rest.strip_prefix("::") {
                    Some(r) => rest = r,
                    None => break,
                }
            }
            out.push(path);
        }
        i += skip;
    }
    out
}

/// The module graph: node -> the nodes it names, with where.
fn graph() -> (BTreeSet<String>, Sites) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut nodes = BTreeSet::new();
    let mut sites = Sites::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap();
        if rel.components().count() < 2 {
            continue; // lib.rs: the crate root registers every dialect
        }
        let module = module_path(rel);
        let from = node_of(&module).unwrap();
        nodes.insert(from.clone());
        let text = fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            for path in paths_in(code(line), &module) {
                let Some(to) = node_of(&path) else { continue };
                if to != from && src.join(&path[0]).is_dir() {
                    let site = format!("{}:{}: {}", rel.display(), n + 1, line.trim());
                    sites.entry((from.clone(), to)).or_default().push(site);
                }
            }
        }
    }
    (nodes, sites)
}

/// A cycle of the graph, if there is one (depth-first search).
fn find_cycle(nodes: &BTreeSet<String>, sites: &Sites) -> Option<Vec<String>> {
    fn visit(n: &str, sites: &Sites, state: &mut BTreeMap<String, u8>, stack: &mut Vec<String>) -> Option<Vec<String>> {
        state.insert(n.to_string(), 1);
        stack.push(n.to_string());
        for (from, to) in sites.keys() {
            if from != n {
                continue;
            }
            match state.get(to).copied().unwrap_or(0) {
                1 => {
                    let start = stack.iter().position(|s| s == to).unwrap();
                    let mut cycle = stack[start..].to_vec();
                    cycle.push(to.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(to, sites, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(n.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in nodes {
        if state.get(n).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(n, sites, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn path_resolution() {
    let m = |s: &str| s.split("::").map(String::from).collect::<Vec<_>>();
    assert_eq!(paths_in("use crate::memref::CastOp;", &m("tensor")), vec![m("memref::CastOp")]);
    assert_eq!(paths_in("use crate::{arith, memref::X};", &m("scf")), vec![m("arith"), m("memref::X")]);
    assert_eq!(paths_in("use super::super::fold::x;", &m("memref::transforms::expand")), vec![m("memref::fold")]);
    assert_eq!(paths_in("x.crate::y; my_crate::z", &m("a")), Vec::<Vec<String>>::new());
    assert_eq!(node_of(&m("memref::transforms::expand")), Some("memref/transforms".into()));
}

#[test]
fn dialect_modules_import_each_other_one_way() {
    let (nodes, sites) = graph();
    assert!(nodes.contains("utils") && nodes.contains("tensor"), "no modules found: {nodes:?}");
    let utils_imports: Vec<&String> =
        sites.iter().filter(|((from, _), _)| from == "utils").flat_map(|(_, s)| s).collect();
    assert!(utils_imports.is_empty(), "utils must not use any dialect module:\n{utils_imports:#?}");
    if let Some(cycle) = find_cycle(&nodes, &sites) {
        let mut msg = format!("the dialect modules import each other in a cycle: {}\n", cycle.join(" -> "));
        for w in cycle.windows(2) {
            for s in &sites[&(w[0].clone(), w[1].clone())] {
                msg.push_str(&format!("  {} -> {}: {s}\n", w[0], w[1]));
            }
        }
        panic!("{msg}");
    }
    // An order in which each module comes after the modules it uses.
    let mut order: Vec<String> = Vec::new();
    while order.len() < nodes.len() {
        for n in &nodes {
            if !order.contains(n) && sites.keys().filter(|(f, _)| f == n).all(|(_, t)| order.contains(t)) {
                order.push(n.clone());
            }
        }
    }
    for n in &order {
        let uses: Vec<&str> = sites.keys().filter(|(f, _)| f == n).map(|(_, t)| t.as_str()).collect();
        println!("{n:<24} uses {}", if uses.is_empty() { "-".to_string() } else { uses.join(", ") });
    }
}
