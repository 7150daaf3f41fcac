//! Workspace-level test support: reading the conformance corpus and running `oxir-opt` on it.

pub mod conformance;
pub mod module_graph;
pub mod pipelines;
