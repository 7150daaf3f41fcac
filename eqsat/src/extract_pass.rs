//! The `eqsat-extract` pass: every `eqsat.egraph` op ([`crate::dialect`]) under the op it runs on
//! is replaced by the best program its e-graph holds, as `eqsat` would have rebuilt the block:
//! the extractor's choice, the program the classes' `original` indices make and the one their
//! `canonical` indices make are priced, and the cheapest (never dearer than the original) is
//! built just before the e-graph op: first the classes the original program keeps as they were,
//! in the e-graph's order, then the yielded classes. With `eqsat{dump=true}` before it, this is
//! `eqsat` in two steps.

use crate::choice::{self, Price};
use crate::convert::{canonical_price, priced_choices, BlockStats};
use crate::cost::CostModel;
use crate::dialect::EGraphOp;
use crate::extract::NodeCosts;
use crate::extractor_options::ExtractorOptions;
use crate::import::import;
use crate::rebuild::Rebuild;
use crate::syntax::SourceFile;
use oxir::pass::statistics::Statistic;
use oxir::pass::Pass;
use oxir::{Context, Diagnostic, OpRef};

/// The `eqsat-extract` pass and its options (`cost`, and the extractor's).
#[derive(Clone, Debug, Default)]
pub struct EqSatExtract {
    cost: Option<String>,
    extractor: ExtractorOptions,
    counters: Counters,
}

#[derive(Clone, Debug, Default)]
struct Counters {
    egraphs: u64,
    cost_original: u64,
    cost_extracted: u64,
    cost_after: u64,
    ilp_fallbacks: u64,
    ilp_proven: u64,
    extract_us: u64,
}

impl EqSatExtract {
    /// Replaces `egraph` by the best program it holds.
    fn extract(&mut self, ctx: &mut Context, egraph: OpRef, model: &CostModel) -> Result<(), Diagnostic> {
        let start = std::time::Instant::now();
        let im = import(ctx, egraph)?;
        let costs = NodeCosts::of(ctx, &im.eg, model);
        let mut stats = BlockStats::default();
        let kind = self.extractor.kind();
        let (choices, prices) = priced_choices(
            &im.eg,
            &costs,
            &im.roots,
            kind,
            im.original.clone(),
            Some(im.canonical.clone()),
            &mut stats,
        );
        let original_complete = choice::is_complete(&im.eg, &im.original, &im.roots);
        let input = if original_complete {
            choice::price(&costs, &im.original)
        } else {
            Price { cost: u64::MAX, ops: u64::MAX }
        };
        let loc = ctx.op_loc(egraph);
        let Some(&i) =
            choice::rank(&prices, input, canonical_price(&choices, &prices), self.extractor.allow_more_ops()).first()
        else {
            return Err(Diagnostic::error(loc, "eqsat-extract: a yielded e-class has no term without cycles"));
        };
        let best = &choices[i].1;
        let mut rb = Rebuild::new(&im.eg, best, &im.class_loc);
        for &(_, class) in &im.classes {
            let Some(c) = class else { continue };
            if best.get(&c).is_some_and(|n| im.original.get(&c) == Some(n)) {
                rb.value(ctx, c, Some(egraph), loc)?;
            }
        }
        for (k, &r) in im.roots.iter().enumerate() {
            let v = rb.value(ctx, r, Some(egraph), loc)?;
            ctx.replace_all_uses_with(ctx.result(egraph, k), v);
        }
        ctx.erase_op(egraph)?;
        let c = &mut self.counters;
        c.egraphs += 1;
        c.cost_original += if original_complete { input.cost } else { 0 };
        c.cost_extracted += stats.cost_extracted.unwrap_or(prices[i].cost);
        c.cost_after += prices[i].cost;
        c.ilp_fallbacks += u64::from(stats.ilp_fallback);
        c.ilp_proven += u64::from(stats.ilp_proven);
        c.extract_us += start.elapsed().as_micros() as u64;
        Ok(())
    }
}

impl Pass for EqSatExtract {
    fn name(&self) -> &'static str {
        "EqSatExtract"
    }
    fn argument(&self) -> &'static str {
        "eqsat-extract"
    }
    fn description(&self) -> &'static str {
        "Extract the cheapest program from the e-graphs (eqsat.egraph) that eqsat{dump=true} left"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let model = match &self.cost {
            Some(f) => CostModel::parse(ctx, &SourceFile::read(f, ctx.op_loc(op), "cost")?)?,
            None => CostModel::default(),
        };
        let mut egraphs = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if ctx.isa_op::<EGraphOp>(o) {
                egraphs.push(o);
            }
        });
        for egraph in egraphs {
            self.extract(ctx, egraph, &model)?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(EqSatExtract { counters: Counters::default(), ..self.clone() })
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        if let Some(done) = self.extractor.set_option(key, value) {
            return done;
        }
        match key {
            "cost" => self.cost = (!value.is_empty()).then(|| value.to_string()),
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        let mut o = self.extractor.options();
        o.push(("cost", oxir::pass::options::OptionValue::Str(self.cost.clone().unwrap_or_default())));
        o
    }
    fn statistics(&self) -> Vec<Statistic> {
        let c = &self.counters;
        vec![
            Statistic::new("egraphs", "Number of e-graphs extracted", c.egraphs),
            Statistic::new("cost-original", "Cost of the programs the e-graphs record as original", c.cost_original),
            Statistic::new("cost-extracted", "Cost of the extractor's choices", c.cost_extracted),
            Statistic::new("cost-after", "Cost of the programs built", c.cost_after),
            Statistic::new("ilp-fallbacks", "Number of e-graphs too large for the ILP extractor", c.ilp_fallbacks),
            Statistic::new("ilp-proven", "Number of e-graphs whose ILP extraction is proven optimal", c.ilp_proven),
            Statistic::new("extraction-us", "Extraction and rebuilding time in microseconds", c.extract_us),
        ]
    }
}
