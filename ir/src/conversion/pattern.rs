//! Conversion patterns (MLIR's `ConversionPattern` and `OpConversionPattern<Op>`) and their
//! index by the op name they convert.

use super::ConversionRewriter;
use crate::context::Context;
use crate::ods::{HasAdaptor, Op};
use crate::value::Value;
use crate::OpRef;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// A pattern that converts ops of one kind: MLIR's `ConversionPattern`.
pub trait ConversionPattern: Send + Sync {
    /// The op name it converts (`None`: any op).
    fn root(&self) -> Option<&'static str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Whether the pattern wants its operands in converted types (MLIR: the pattern has a type
    /// converter). Operands of unconverted types then reach it through target materializations.
    fn uses_type_converter(&self) -> bool {
        true
    }
    /// Rewrites `op`; `operands` are its operands after conversion. Returns whether it did.
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rewriter: &mut ConversionRewriter<'_, '_>) -> bool;
}

/// A conversion pattern typed by the op it converts: MLIR's `OpConversionPattern<Op>`.
///
/// Every `OpConversionPattern` is a [`ConversionPattern`] whose root is `Op::NAME` (so it goes in
/// the same pattern lists, `Arc::new(MyLowering)`, and the driver dispatches it by root name);
/// `match_and_rewrite` receives the op as its typed handle and its converted operands through
/// the op's adaptor (MLIR's `OpAdaptor`): `adaptor.lhs()`, `adaptor.indices()`.
pub trait OpConversionPattern: Send + Sync {
    /// The op kind the pattern converts.
    type Op: HasAdaptor;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Whether the pattern wants its operands in converted types (see
    /// [`ConversionPattern::uses_type_converter`]).
    fn uses_type_converter(&self) -> bool {
        true
    }
    /// Rewrites `op`, whose operands after conversion `adaptor` gives. Returns whether it did.
    fn match_and_rewrite(
        &self,
        op: Self::Op,
        adaptor: <Self::Op as HasAdaptor>::Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_, '_>,
    ) -> bool;
}

impl<P: OpConversionPattern> ConversionPattern for P {
    fn root(&self) -> Option<&'static str> {
        Some(<P::Op as Op>::NAME)
    }
    fn benefit(&self) -> u16 {
        OpConversionPattern::benefit(self)
    }
    fn uses_type_converter(&self) -> bool {
        OpConversionPattern::uses_type_converter(self)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rewriter: &mut ConversionRewriter<'_, '_>) -> bool {
        let op = P::Op::from_op_unchecked(op);
        let adaptor = P::Op::adaptor(rewriter.ctx(), op, operands);
        OpConversionPattern::match_and_rewrite(self, op, adaptor, rewriter)
    }
}

/// The patterns of a conversion by the op name they convert, as the greedy driver's
/// `FrozenPatternSet` indexes its patterns: typed and string roots alike.
pub(super) struct PatternIndex<'p> {
    patterns: &'p [Arc<dyn ConversionPattern>],
    by_root: FxHashMap<&'static str, Vec<usize>>,
    any_root: Vec<usize>,
    /// [`Self::candidates`] of each op name met so far, by [`crate::registry::OperationName`]:
    /// the driver asks for every op it legalizes, and looking the name's text up, merging and
    /// sorting again each time cost more than most patterns' matching.
    by_name: RefCell<Vec<Option<Candidates<'p>>>>,
}

/// The patterns to try on one op name, best first (shared, so a lookup copies nothing).
pub(super) type Candidates<'p> = Rc<[&'p Arc<dyn ConversionPattern>]>;

impl<'p> PatternIndex<'p> {
    pub(super) fn new(patterns: &'p [Arc<dyn ConversionPattern>]) -> Self {
        let mut by_root: FxHashMap<&'static str, Vec<usize>> = FxHashMap::default();
        let mut any_root = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root.entry(r).or_default().push(i),
                None => any_root.push(i),
            }
        }
        PatternIndex { patterns, by_root, any_root, by_name: RefCell::default() }
    }

    /// [`Self::candidates`] for `op`, made once for each op name.
    pub(super) fn candidates_of(&self, ctx: &Context, op: OpRef) -> Candidates<'p> {
        let name = ctx.op_name_of(op);
        let i = name.0 as usize;
        let mut by_name = self.by_name.borrow_mut();
        if i >= by_name.len() {
            by_name.resize(i + 1, None);
        }
        by_name[i].get_or_insert_with(|| self.candidates(ctx.op_name_str(name)).into()).clone()
    }

    /// The patterns to try on an op named `name`: by decreasing benefit, in the order given
    /// among equal benefits.
    pub(super) fn candidates(&self, name: &str) -> Vec<&'p Arc<dyn ConversionPattern>> {
        let named = self.by_root.get(name).map_or(&[][..], Vec::as_slice);
        let mut indices: Vec<usize> = Vec::with_capacity(named.len() + self.any_root.len());
        let (mut a, mut b) = (named.iter().peekable(), self.any_root.iter().peekable());
        loop {
            let next = match (a.peek(), b.peek()) {
                (Some(&&x), Some(&&y)) if x < y => a.next(),
                (Some(_), Some(_)) => b.next(),
                (Some(_), None) => a.next(),
                (None, Some(_)) => b.next(),
                (None, None) => break,
            };
            indices.extend(next.copied());
        }
        let mut candidates: Vec<&'p Arc<dyn ConversionPattern>> =
            indices.into_iter().map(|i| &self.patterns[i]).collect();
        candidates.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        candidates
    }
}
