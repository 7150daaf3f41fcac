//! Rewrite rules: their checked form ([`Rule`]: patterns, templates, conditions), loading them
//! ([`check`], [`parse`]), the rules declared on op definitions ([`declared`]) and written in Rust
//! ([`rust`]), their constants ([`literals`]), and applying a match ([`instantiate`]). Matching is
//! [`crate::machine`]'s.

pub mod check;
pub mod declared;
pub mod instantiate;
pub mod linalg;
pub mod literals;
pub mod parse;
pub mod rust;

pub use declared::{declare_op_rules, load_declared_rules};
pub use instantiate::{add_constant, add_op};
pub use literals::{const_float, const_int, fastmath_has, lit_attr, lit_matches};
pub use rust::{register_rust_rules, rust_rules, RustRulesFn, TextSearcher};

use crate::lang::{ENode, Head};
use crate::machine::Program;
use egg::Id;
use oxir::{Attribute, OperationName, Type};

/// A constant literal of a rule: matches (or makes) a constant of any type with this value.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Lit {
    /// An integer (wrapped to the type's width; must fit it, signed or unsigned).
    Int(i128),
    /// A float (`1.0`, `-0.0`, `inf`, `-inf`, `nan`).
    Float(f64),
}

/// An attribute in a pattern: a literal or a variable.
#[derive(Clone, Debug)]
pub enum AttrPat {
    /// This attribute value.
    Lit(Attribute),
    /// Binds (or must equal) attribute variable `i`.
    Var(usize),
}

/// A left-hand-side pattern.
#[derive(Clone, Debug)]
pub enum Pat {
    /// Class variable `i`.
    Var(usize),
    /// A class holding this constant (any type).
    Const(Lit),
    /// Class variable `i`, which must hold a constant.
    ConstVar(usize),
    /// An op node.
    Op {
        /// The op name.
        name: OperationName,
        /// Inherent or discardable attributes the node must have.
        attrs: Vec<(String, AttrPat)>,
        /// The operand patterns.
        args: Vec<Pat>,
        /// Default-valued properties the pattern does not mention (overflow and fast-math
        /// flags): the node must hold the default, so that a rule written without flags never
        /// equates a poison-generating op with a flag-free one.
        defaults: Vec<(String, Attribute)>,
        /// Binds (or must equal) head variable `i`: the node's whole head (properties,
        /// attributes, result types), whatever it holds. Rules derived from op traits match
        /// this way, so they apply to every instance of the op, flags and all, and to
        /// multi-result ops.
        head: Option<usize>,
    },
}

/// How a right-hand-side op gets its result type.
#[derive(Clone, Debug)]
pub enum TyAnn {
    /// From the matched class (root), the parent, or the operands.
    Infer,
    /// This type.
    Lit(Type),
    /// The type of class variable `i`.
    Of(usize),
}

/// A right-hand-side template.
#[derive(Clone, Debug)]
pub enum RPat {
    /// Class variable `i`.
    Var(usize),
    /// A constant made by `op`'s dialect.
    Const {
        /// The value.
        lit: Lit,
        /// The constant op name (its dialect materializes it).
        op: OperationName,
        /// Its type.
        ty: TyAnn,
    },
    /// The constant `log2(?c)` (of `?c`'s type).
    Log2 {
        /// The class variable holding a power of two.
        var: usize,
        /// The constant op name.
        op: OperationName,
    },
    /// A new op.
    Op {
        /// The op name.
        name: OperationName,
        /// Attributes to set (on top of the op's property defaults).
        attrs: Vec<(String, AttrPat)>,
        /// Operands.
        args: Vec<RPat>,
        /// The result type.
        ty: TyAnn,
        /// Reuses the head bound to head variable `i` (name, properties, attributes and result
        /// types as matched); `attrs` and `ty` are then unused.
        head: Option<usize>,
    },
}

/// A side condition of a rule.
#[derive(Clone, Debug)]
pub enum Cond {
    /// The class holds a constant that is a power of two (exactly one bit set).
    PowerOfTwo(usize),
    /// The class holds a non-zero constant.
    NonZero(usize),
    /// The class holds a constant.
    IsConst(usize),
    /// The class's element type is an integer or index.
    IsInt(usize),
    /// The class's element type is a float.
    IsFloat(usize),
    /// The class has this type.
    TypeIs(usize, Type),
    /// The two classes have the same type.
    SameType(usize, usize),
    /// The two classes differ.
    NotEqual(usize, usize),
    /// The fast-math attribute variable holds all these flags (`fast` implies all).
    HasFastmath(usize, Vec<String>),
}

/// A checked rule.
#[derive(Clone, Debug)]
pub struct Rule {
    /// The rule's name (`-rev` appended for the reverse of a `<=>` rule).
    pub name: String,
    /// The rule set it belongs to.
    pub set: String,
    /// The pattern.
    pub lhs: Pat,
    /// The replacement.
    pub rhs: RPat,
    /// The conditions.
    pub conds: Vec<Cond>,
    /// Number of class variables.
    pub num_vars: usize,
    /// Number of attribute variables.
    pub num_attr_vars: usize,
    /// Number of head variables ([`Pat::Op::head`]).
    pub num_head_vars: usize,
    /// Variable names, for messages (class vars then attribute vars).
    pub var_names: Vec<String>,
}

/// The rules a pass runs.
#[derive(Debug, Default)]
pub struct RuleSet {
    /// The rules, in file order.
    pub rules: Vec<Rule>,
    /// Rules written in Rust ([`register_rust_rules`]).
    pub rust: Vec<egg::Rewrite<ENode, crate::analysis::OxAnalysis>>,
    /// The rules' compiled left-hand sides, made on first use and shared by every e-graph the
    /// set saturates ([`RuleSet::programs`]).
    compiled: std::sync::OnceLock<Compiled>,
}

/// The compiled programs of a rule set, with the rule names they were compiled for.
#[derive(Debug)]
struct Compiled {
    names: Vec<String>,
    programs: std::sync::Arc<Vec<Option<Program>>>,
}

impl RuleSet {
    /// The compiled left-hand side of each rule ([`Program::compile`]), compiled once per set
    /// (again if the rules changed since).
    pub fn programs(&self) -> std::sync::Arc<Vec<Option<Program>>> {
        let compile = || std::sync::Arc::new(self.rules.iter().map(Program::compile).collect::<Vec<_>>());
        let c = self.compiled.get_or_init(|| Compiled {
            names: self.rules.iter().map(|r| r.name.clone()).collect(),
            programs: compile(),
        });
        if c.names.len() == self.rules.len() && c.names.iter().zip(&self.rules).all(|(n, r)| *n == r.name) {
            c.programs.clone()
        } else {
            compile()
        }
    }

    /// Keeps only the rules of the named sets.
    pub fn select(&mut self, sets: &[String]) {
        self.rules.retain(|r| sets.iter().any(|s| s == &r.set));
        self.rust.retain(|r| linalg::set_of(r.name.as_str()).is_none_or(|set| sets.iter().any(|s| s == set)));
    }

    /// Whether a rule (text or Rust) of set `set` is loaded.
    pub fn has_set(&self, set: &str) -> bool {
        self.rules.iter().any(|r| r.set == set)
            || self.rust.iter().any(|r| linalg::set_of(r.name.as_str()) == Some(set))
    }
}

/// Variable bindings of one match (a view into [`crate::machine::Matches`]).
#[derive(Copy, Clone, Debug)]
pub struct Bind<'a> {
    /// Class variables.
    pub classes: &'a [Id],
    /// Attribute variables.
    pub attrs: &'a [Option<Attribute>],
    /// Head variables.
    pub heads: &'a [Option<Head>],
}
