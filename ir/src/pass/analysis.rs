//! The analysis manager: analyses computed on demand by passes, cached per op, and kept across
//! passes that declare them preserved (MLIR's `AnalysisManager`, `getAnalysis<T>()`,
//! `markAnalysesPreserved<T>()`).
//!
//! An analysis is any type implementing [`Analysis`]: it is computed from an op the first time a
//! pass asks for it, and every later request for the same op returns the cached value until a pass
//! ran that did not preserve it. A pass reports what it keeps
//! valid by returning [`PreservedAnalyses`] from [`crate::pass::Pass::run_with_analyses`]; passes
//! that only implement [`crate::pass::Pass::run`] preserve nothing.
//!
//! Caches are per pass-manager run and per context: a nested pipeline that runs on a fork of the
//! context (in parallel over functions) starts with an empty cache for the ops it copies.

use crate::context::Context;
use crate::OpRef;
use std::any::{Any, TypeId};
use std::collections::{HashMap, HashSet};

/// A result computed from an op that passes can share (dominance, liveness, call graphs, ...).
pub trait Analysis: Any + Send + Sync + Sized {
    /// Computes the analysis of `op` (and what it contains).
    fn compute(ctx: &Context, op: OpRef) -> Self;

    /// Whether this cached result is still valid after a pass that preserved `preserved`. The
    /// default: only if the pass preserved this analysis (or all of them). An analysis that
    /// depends on others can also check those.
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved::<Self>()
    }
}

/// Which analyses a pass left valid (MLIR's `PreservedAnalyses`).
#[derive(Clone, Debug, Default)]
pub struct PreservedAnalyses {
    all: bool,
    kept: HashSet<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing is preserved: what a pass that changed the IR arbitrarily returns.
    pub fn none() -> Self {
        PreservedAnalyses::default()
    }

    /// Everything is preserved: what a pass that did not change the IR returns
    /// (`markAllAnalysesPreserved`).
    pub fn all() -> Self {
        PreservedAnalyses { all: true, kept: HashSet::new() }
    }

    /// Marks analysis `A` preserved (`markAnalysesPreserved<A>`).
    pub fn preserve<A: Analysis>(&mut self) -> &mut Self {
        self.kept.insert(TypeId::of::<A>());
        self
    }

    /// Whether everything is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether analysis `A` is preserved.
    pub fn is_preserved<A: Analysis>(&self) -> bool {
        self.all || self.kept.contains(&TypeId::of::<A>())
    }
}

/// A cached analysis with its invalidation check (the type is erased in the cache).
struct Entry {
    value: Box<dyn Any + Send + Sync>,
    invalidated: fn(&(dyn Any + Send + Sync), &PreservedAnalyses) -> bool,
}

fn invalidated<A: Analysis>(value: &(dyn Any + Send + Sync), preserved: &PreservedAnalyses) -> bool {
    value.downcast_ref::<A>().is_none_or(|a| a.is_invalidated(preserved))
}

/// The cache of analyses of one pass-manager run, keyed by op and analysis type.
#[derive(Default)]
pub struct AnalysisManager {
    cache: HashMap<(OpRef, TypeId), Entry>,
    computed: u64,
}

impl AnalysisManager {
    /// An empty cache.
    pub fn new() -> Self {
        AnalysisManager::default()
    }

    /// Analysis `A` of `op`: the cached one, or computed now and cached (`getAnalysis<A>()`, and
    /// `getChildAnalysis<A>(child)` when `op` is nested in the pass's op).
    pub fn get<A: Analysis>(&mut self, ctx: &Context, op: OpRef) -> &A {
        let key = (op, TypeId::of::<A>());
        if !self.cache.contains_key(&key) {
            self.computed += 1;
            let entry = Entry { value: Box::new(A::compute(ctx, op)), invalidated: invalidated::<A> };
            self.cache.insert(key, entry);
        }
        match self.cache.get(&key).and_then(|e| e.value.downcast_ref::<A>()) {
            Some(a) => a,
            None => unreachable!("the entry of (op, TypeId of A) holds an A"),
        }
    }

    /// Analysis `A` of `op` if it is cached, without computing it (`getCachedAnalysis<A>()`).
    pub fn cached<A: Analysis>(&self, op: OpRef) -> Option<&A> {
        self.cache.get(&(op, TypeId::of::<A>())).and_then(|e| e.value.downcast_ref::<A>())
    }

    /// How many analyses were computed (rather than found in the cache) so far.
    pub fn num_computed(&self) -> u64 {
        self.computed
    }

    /// Drops the cached analyses that `preserved` does not keep, after a pass ran. Conservative:
    /// the analyses of every op go, not only those of the op the pass ran on and its children,
    /// since a pass may have erased ops whose handles a later op can reuse.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        self.cache.retain(|_, entry| !(entry.invalidated)(entry.value.as_ref(), preserved));
    }

    /// Drops every cached analysis (after the IR was replaced wholesale, e.g. by a parallel run).
    pub fn clear(&mut self) {
        self.cache.clear();
    }
}
