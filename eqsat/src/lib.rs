//! Equality saturation over any registered dialect, with `egg`.
//!
//! Each block's pure dataflow, with that of the loop and branch bodies nested in it
//! ([`scope`], [`region`]), becomes an e-graph of one generic language ([`lang::ENode`]: op
//! heads interned per run, opaque leaves, result projections); rules written in a text syntax
//! with the IR's own op names ([`rules`]) saturate it, an analysis folds constants through each
//! op's own folder ([`analysis`]), a cost model ([`cost`]) picks the cheapest terms
//! ([`extract`]), and the block is rebuilt ([`convert`]), each op placed in the outermost block
//! where it is available and safe ([`placement`]). The pass is `eqsat` ([`pass`]).

pub mod analysis;
pub mod choice;
pub mod convert;
pub mod cost;
pub mod cpu_clock;
pub mod dialect;
pub mod dump;
pub mod explain;
pub mod extract;
pub mod extract_pass;
pub mod extractor_options;
pub mod ilp;
pub mod implied;
pub mod import;
pub mod index;
pub mod lang;
pub mod machine;
pub mod pass;
pub mod placement;
pub mod rebuild;
pub mod region;
pub mod rules;
pub mod saturate;
pub mod scope;
pub mod seed;
pub mod select;
pub mod seminaive;
pub mod speculate;
pub mod syntax;
pub mod traits;

use oxir::pass::registry::{register_pass, PassInfo};
use oxir::Context;

/// Loads the `eqsat` dialect (e-graphs as IR, [`dialect`]) into `ctx`.
pub fn register_dialect(ctx: &Context) {
    ctx.load_dialect::<dialect::EqSatDialect>();
}

/// Registers the `eqsat` pass with the pass registry.
pub fn register_passes() {
    register_pass(PassInfo {
        argument: "eqsat",
        description: "Equality saturation of pure dataflow with rewrite rules, then extraction by cost",
        create: || Box::new(pass::EqSat::default()),
    });
    register_pass(PassInfo {
        argument: "eqsat-extract",
        description: "Extract the cheapest program from the e-graphs (eqsat.egraph) that eqsat{dump=true} left",
        create: || Box::new(extract_pass::EqSatExtract::default()),
    });
}
