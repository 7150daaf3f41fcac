//! The `eqsat` dialect: a saturated e-graph as IR, after xDSL's `equivalence` dialect, so that
//! saturation and extraction can run as separate steps (`eqsat{dump=true}`, then
//! `eqsat-extract`) and a user can read or edit the e-graph between them.
//!
//! An `eqsat.egraph` op holds one block's pure dataflow in a graph region (no dominance: an
//! e-graph has cycles). Its e-nodes are the ordinary ops of their dialects, whose operands are
//! e-classes; an `eqsat.class` op is an e-class, whose operands are its alternatives: e-node
//! results, or values defined outside the e-graph (the opaque leaves, such as block arguments or
//! the results of loads). `eqsat.yield` gives the e-classes the rest of the block uses, which
//! are the e-graph's results.
//!
//! ```mlir
//! %r = eqsat.egraph -> i32 {
//!   %x = eqsat.class %arg0 : i32
//!   %c1 = arith.constant 1 : i32
//!   %one = eqsat.class %c1 : i32
//!   %m = arith.muli %x, %one : i32
//!   %mx = eqsat.class %m, %arg0 {original = 0 : i64} : i32
//!   eqsat.yield %mx : i32
//! }
//! ```

mod verify;

use oxir::ods::prelude::*;
use oxir_macros::{dialect, op};

/// A saturated e-graph of one block's pure dataflow.
///
/// Its single block is a graph region holding e-nodes (ops of any dialect, pure, without regions
/// or successors, whose operands are e-classes of this e-graph) and e-classes (`eqsat.class`),
/// ending with an `eqsat.yield` of the e-classes whose values the e-graph's results are.
/// `eqsat-extract` replaces the op by the cheapest program the e-graph holds.
#[op(
    name = "eqsat.egraph",
    traits(RecursiveMemoryEffects, SingleBlock, GraphRegion),
    format = "(`->` type($results)^)? $body attr-dict",
    region_verifier = verify::verify_egraph
)]
pub struct EGraphOp {
    #[region(single_block)]
    body: Region,
    #[result]
    results: Vec<Value>,
}

/// An e-class: a value that equals each of its alternatives.
///
/// `%c = eqsat.class %a, %b : i32`: the alternatives are results of the e-graph's e-nodes, or
/// values defined outside the e-graph. `original` and `canonical`, when present, are the index
/// of the alternative that the block as it was, and the program `canonicalize` makes of it,
/// take: `eqsat-extract` compares the extractor's choice with these programs and never returns
/// a dearer one.
#[op(
    name = "eqsat.class",
    traits(Pure, SameOperandsAndResultType, HasParent<EGraphOp>),
    format = "$alternatives attr-dict `:` type($result)",
    verifier = verify::verify_class
)]
pub struct ClassOp {
    #[operand]
    alternatives: Vec<Value>,
    #[attribute(I64_ATTR)]
    original: Option<IntegerAttr>,
    #[attribute(I64_ATTR)]
    canonical: Option<IntegerAttr>,
    #[result]
    result: Value,
}

/// Ends an `eqsat.egraph`: the e-classes whose values are the e-graph's results.
#[op(
    name = "eqsat.yield",
    traits(Pure, IsTerminator, ReturnLike, HasParent<EGraphOp>),
    format = "attr-dict ($classes^ `:` type($classes))?"
)]
pub struct YieldOp {
    #[operand]
    classes: Vec<Value>,
}

/// The `eqsat` dialect: saturated e-graphs as IR. An `eqsat.egraph` holds one block's pure
/// dataflow in a graph region: its e-nodes are ordinary ops whose operands are e-classes, an
/// `eqsat.class` is an e-class whose operands are its alternatives (e-node results, or values
/// from outside the e-graph), and `eqsat.yield` gives the e-classes the rest of the block uses.
/// `eqsat{dump=true}` writes it, `eqsat-extract` turns it back into a program.
#[dialect(name = "eqsat", ops(EGraphOp, ClassOp, YieldOp))]
pub struct EqSatDialect;
