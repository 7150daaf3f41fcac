//! The import graph of a crate's modules, read from its sources, for the tests that keep the
//! crates layered (`tests/module_layering.rs`): every `crate::` and `super::` path a file names
//! is an edge from the file's node to the node of the module it names, with the line that makes
//! it.
//!
//! The reading is textual: a line's `//` comment is dropped (strings holding `//` do not occur in
//! the paths looked for), a braced group `crate::{a, b::c}` names each of its members, and a
//! file is read up to its `#[cfg(test)]` unit tests (which may use any module; a `tests` module
//! in a file of its own is not read).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};

/// Where a node imports another: `(from, to)` to the lines (`file:line: code`) that do.
pub type Sites = BTreeMap<(String, String), Vec<String>>;

/// The import graph of one crate's modules.
pub struct ModuleGraph {
    /// Every node that holds a source file.
    pub nodes: BTreeSet<String>,
    /// The edges, with where each is made.
    pub sites: Sites,
}

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
pub fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    let file = parts.pop().unwrap();
    if file != "mod.rs" {
        parts.push(file.trim_end_matches(".rs").to_string());
    }
    parts
}

fn code(line: &str) -> &str {
    match line.find("//") {
        Some(i) => &line[..i],
        None => line,
    }
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths a line names that start with `crate::` or `super::`, as module paths (the first
/// two segments after `crate`, with `super`s resolved against `module`); a braced group
/// `crate::{a, b::c}` gives one path per member.
pub fn paths_in(line: &str, module: &[String]) -> Vec<Vec<String>> {
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

impl ModuleGraph {
    /// Reads the crate whose sources are in `src`: each file below it but the crate root
    /// (`lib.rs`, which declares every module) belongs to the node `node_of` gives its module
    /// path, and so does each path it names that leads to a top-level module of the crate.
    pub fn read(src: &Path, node_of: impl Fn(&[String]) -> Option<String>) -> ModuleGraph {
        let mut files = Vec::new();
        rust_files(src, &mut files);
        let is_module = |name: &str| src.join(name).is_dir() || src.join(format!("{name}.rs")).is_file();
        let mut nodes = BTreeSet::new();
        let mut sites = Sites::new();
        for f in &files {
            let rel = f.strip_prefix(src).unwrap();
            if rel == Path::new("lib.rs") {
                continue;
            }
            let module = module_path(rel);
            if module.iter().any(|m| m == "tests") {
                continue;
            }
            let Some(from) = node_of(&module) else { continue };
            nodes.insert(from.clone());
            let text = fs::read_to_string(f).unwrap();
            for (n, line) in text.lines().enumerate().take_while(|(_, l)| l.trim() != "#[cfg(test)]") {
                for path in paths_in(code(line), &module) {
                    if path.first().is_none_or(|top| top == "lib" || !is_module(top)) {
                        continue;
                    }
                    let Some(to) = node_of(&path) else { continue };
                    if to != from {
                        let site = format!("{}:{}: {}", rel.display(), n + 1, line.trim());
                        sites.entry((from.clone(), to)).or_default().push(site);
                    }
                }
            }
        }
        ModuleGraph { nodes, sites }
    }

    /// The graph of `nodes` alone, with the imports between them.
    pub fn restricted_to(&self, nodes: &[&str]) -> ModuleGraph {
        let keep = |n: &str| nodes.contains(&n);
        ModuleGraph {
            nodes: self.nodes.iter().filter(|n| keep(n)).cloned().collect(),
            sites: self
                .sites
                .iter()
                .filter(|((f, t), _)| keep(f) && keep(t))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        }
    }

    /// The nodes `n` imports directly.
    pub fn uses<'a>(&'a self, n: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.sites.keys().filter(move |(f, _)| f == n).map(|(_, t)| t.as_str())
    }

    /// A cycle of the graph, if there is one (depth-first search).
    pub fn find_cycle(&self) -> Option<Vec<String>> {
        fn visit(
            g: &ModuleGraph,
            n: &str,
            state: &mut BTreeMap<String, u8>,
            stack: &mut Vec<String>,
        ) -> Option<Vec<String>> {
            state.insert(n.to_string(), 1);
            stack.push(n.to_string());
            for to in g.uses(n) {
                match state.get(to).copied().unwrap_or(0) {
                    1 => {
                        let start = stack.iter().position(|s| s == to).unwrap();
                        let mut cycle = stack[start..].to_vec();
                        cycle.push(to.to_string());
                        return Some(cycle);
                    }
                    0 => {
                        if let Some(c) = visit(g, to, state, stack) {
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
        for n in &self.nodes {
            if state.get(n).copied().unwrap_or(0) == 0 {
                if let Some(c) = visit(self, n, &mut state, &mut Vec::new()) {
                    return Some(c);
                }
            }
        }
        None
    }

    /// The shortest chain of imports from any of `from` to `to`, if `to` is reachable.
    pub fn path(&self, from: &[&str], to: &str) -> Option<Vec<String>> {
        let mut parent: BTreeMap<String, Option<String>> = from.iter().map(|f| (f.to_string(), None)).collect();
        let mut queue: VecDeque<String> = from.iter().map(|f| f.to_string()).collect();
        while let Some(n) = queue.pop_front() {
            if n == to {
                let mut chain = vec![n.clone()];
                while let Some(Some(p)) = parent.get(chain.last().unwrap()) {
                    chain.push(p.clone());
                }
                chain.reverse();
                return Some(chain);
            }
            for t in self.uses(&n) {
                if !parent.contains_key(t) {
                    parent.insert(t.to_string(), Some(n.clone()));
                    queue.push_back(t.to_string());
                }
            }
        }
        None
    }

    /// The lines that make each import along `chain`, for a failure message.
    pub fn describe(&self, chain: &[String]) -> String {
        let mut msg = String::new();
        for w in chain.windows(2) {
            for s in &self.sites[&(w[0].clone(), w[1].clone())] {
                msg.push_str(&format!("  {} -> {}: {s}\n", w[0], w[1]));
            }
        }
        msg
    }

    /// The nodes in an order where each comes after those it uses (when there is no cycle).
    pub fn layers(&self) -> Vec<String> {
        let mut order: Vec<String> = Vec::new();
        while order.len() < self.nodes.len() {
            let before = order.len();
            for n in &self.nodes {
                if !order.contains(n) && self.uses(n).all(|t| order.iter().any(|o| o == t)) {
                    order.push(n.clone());
                }
            }
            if order.len() == before {
                break;
            }
        }
        order
    }
}
