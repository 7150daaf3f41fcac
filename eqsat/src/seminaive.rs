//! Semi-naive matching: a match that was there at a rule's previous search was applied then, so
//! the next search only needs the new ones.
//!
//! A match is new when one of its nodes is new to its class — a new node, a node that came with
//! a merged class, or a node whose canonical form changed because two of its children merged —
//! or when a class whose constant it tests learnt one. [`Changes`] keeps the (sorted, canonical)
//! nodes of every class as they were at the previous search and, at each search, diffs the
//! classes that changed against them (egg calls the analysis's `modify` on each changed class):
//! a match whose earlier nodes are all old must take a new node at its last step, and a search
//! starts only from roots within its pattern's depth of a changed class.

use crate::analysis::OxGraph;
use crate::machine::ClassTable;
use egg::{Id, Language};

const NONE: u32 = u32::MAX;

/// What changed in an e-graph since the previous search.
#[derive(Default)]
pub struct Changes {
    touched: Vec<bool>,
    level: Vec<u8>,
    previous: ClassTable,
    current: ClassTable,
    /// Positions (in `class.nodes`) of the new nodes of each class, flat, with each class's span.
    fresh: Vec<u32>,
    fresh_span: Vec<(u32, u32)>,
    /// Whether each node is new, flat, with each class's offset (`NONE`: none is).
    flags: Vec<bool>,
    flag_start: Vec<u32>,
}

impl Changes {
    /// Takes the state of the (rebuilt) e-graph at the start of a search: `touched` are the
    /// classes changed since the previous one, `depth` the deepest pattern.
    pub fn advance(&mut self, eg: &OxGraph, touched: &[Id], depth: usize) {
        let n = eg.nodes().len();
        self.touched.clear();
        self.touched.resize(n, false);
        self.level.clear();
        self.level.resize(n, u8::MAX);
        let mut frontier: Vec<Id> = Vec::new();
        for &t in touched {
            let c = eg.find(t);
            if !self.touched[usize::from(c)] {
                self.touched[usize::from(c)] = true;
                self.level[usize::from(c)] = 0;
                frontier.push(c);
            }
        }
        // The classes whose nodes may differ from the previous search's: the touched ones and
        // those holding a parent of one (egg's parent lists hold every node with a touched
        // child), level 0 and 1 of the walk below.
        let mut diff = frontier.clone();
        for d in 1..=depth.min(u8::MAX as usize - 1) {
            let mut next = Vec::new();
            for c in frontier {
                for p in eg[c].parents() {
                    let pc = usize::from(eg.find(p));
                    if self.level[pc] == u8::MAX {
                        self.level[pc] = d as u8;
                        next.push(Id::from(pc));
                    }
                }
            }
            if d == 1 {
                diff.extend_from_slice(&next);
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
        }
        std::mem::swap(&mut self.previous, &mut self.current);
        self.current.take(eg);
        self.fresh.clear();
        self.fresh_span.clear();
        self.fresh_span.resize(n, (0, 0));
        self.flags.clear();
        self.flag_start.clear();
        self.flag_start.resize(n, NONE);
        if depth == 0 {
            diff = eg
                .classes()
                .filter(|c| {
                    self.touched[usize::from(c.id)]
                        || c.nodes.iter().any(|node| node.children().iter().any(|&k| self.touched[usize::from(k)]))
                })
                .map(|c| c.id)
                .collect();
        }
        for c in diff {
            let nodes = self.current.nodes(c);
            let old = self.previous.nodes(c);
            let start = self.fresh.len() as u32;
            self.flag_start[usize::from(c)] = self.flags.len() as u32;
            // Both lists are sorted: a merge walk finds the nodes the old list lacks.
            let mut j = 0;
            for (k, node) in nodes.iter().enumerate() {
                while j < old.len() && old[j] < *node {
                    j += 1;
                }
                let new = j >= old.len() || old[j] != *node;
                self.flags.push(new);
                if new {
                    self.fresh.push(k as u32);
                }
            }
            self.fresh_span[usize::from(c)] = (start, self.fresh.len() as u32 - start);
        }
    }

    /// The classes as they were at the last [`Changes::advance`]: what searches look at.
    pub fn table(&self) -> &ClassTable {
        &self.current
    }

    /// Whether a match of depth `depth` rooted at class `c` can involve a changed class.
    pub fn reaches(&self, c: Id, depth: usize) -> bool {
        self.level.get(usize::from(c)).is_some_and(|&l| (l as usize) <= depth)
    }

    /// Whether (canonical) class `c` changed.
    pub fn is_touched(&self, c: Id) -> bool {
        self.touched.get(usize::from(c)).copied().unwrap_or(true)
    }

    /// Whether node `k` of class `class` is new to it.
    pub fn is_new(&self, class: Id, k: usize) -> bool {
        match self.flag_start.get(usize::from(class)) {
            Some(&s) if s != NONE => self.flags[s as usize + k],
            Some(_) => false,
            None => true,
        }
    }

    /// The positions of the new nodes of class `class`.
    pub fn fresh(&self, class: Id) -> &[u32] {
        match self.fresh_span.get(usize::from(class)) {
            Some(&(start, len)) => &self.fresh[start as usize..(start + len) as usize],
            None => &[],
        }
    }
}
