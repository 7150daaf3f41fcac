//! Where searches start.
//!
//! [`OpIndex`] lists, for each op name, the classes holding a node of that op. It is kept up to
//! date from the nodes egg appends to its node table (each node is read once, when it is new)
//! and by mapping its entries to their canonical classes after each rebuild; it is never rebuilt
//! from the e-graph.
//! The semi-naive part of searching is [`crate::seminaive`]'s.

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::Id;
use oxir::OperationName;
use rustc_hash::FxHashMap;

/// The classes holding nodes of each op, by op name.
#[derive(Default)]
pub struct OpIndex {
    seen: usize,
    by_name: FxHashMap<OperationName, Vec<Id>>,
    mark: Vec<u32>,
    epoch: u32,
}

impl OpIndex {
    /// Takes in the nodes added since the last call and maps every entry to its canonical class,
    /// dropping duplicates (first occurrence kept, so the order is deterministic). Call after a
    /// rebuild.
    pub fn update(&mut self, eg: &OxGraph) {
        let nodes = eg.nodes();
        for (i, n) in nodes.iter().enumerate().skip(self.seen) {
            if let ENode::Op { head, .. } = n {
                let name = eg.analysis.heads.get(*head).name;
                self.by_name.entry(name).or_default().push(Id::from(i));
            }
        }
        self.seen = nodes.len();
        self.mark.resize(nodes.len(), 0);
        for list in self.by_name.values_mut() {
            self.epoch += 1;
            let (mark, epoch) = (&mut self.mark, self.epoch);
            list.retain_mut(|id| {
                *id = eg.find(*id);
                let m = &mut mark[usize::from(*id)];
                let fresh = *m != epoch;
                *m = epoch;
                fresh
            });
        }
    }

    /// The classes holding a node of op `name`.
    pub fn classes(&self, name: OperationName) -> &[Id] {
        self.by_name.get(&name).map_or(&[], Vec::as_slice)
    }
}
