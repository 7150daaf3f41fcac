//! The checked form of an op's assembly format: the syntax tree bound to the op, each variable
//! resolved to an index into the model's operands, results, attributes, regions or successors.
//! The few elements later checks point at keep their place in the format string.

use std::ops::Range;

/// One element of the format.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// A keyword or punctuation literal (without backticks), and where it is written.
    Literal(String, Range<usize>),
    /// `` ` ` ``: a space.
    Space,
    /// ` `` `: no space (suppresses the next automatic space).
    NoSpace,
    /// `` `\n` ``: a newline.
    Newline,
    /// `$operand`.
    Operand(usize),
    /// `$result` (only inside `type(...)`, `functional-type(...)` and `ref(...)`).
    Result(usize),
    /// `$attr`, possibly inside `qualified(...)`.
    Attr {
        /// Index into the model's attributes.
        idx: usize,
        /// Printed and parsed in the qualified (generic) form.
        qualified: bool,
    },
    /// `$region`, and where it is written.
    Region(usize, Range<usize>),
    /// `$successor`.
    Successor(usize),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// With the `attributes` keyword.
        keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `type(arg)`, possibly inside `qualified(...)`.
    Type {
        /// An operand, a result, `operands` or `results`.
        arg: Box<Elem>,
        /// Whether `qualified(...)` wraps it.
        qualified: bool,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType(Box<Elem>, Box<Elem>),
    /// `custom<Name>(args)`.
    Custom {
        /// The directive name (`Name`).
        name: String,
        /// The arguments.
        args: Vec<Elem>,
    },
    /// `ref(arg)` (only as a `custom` argument).
    Ref(Box<Elem>),
    /// A string argument of a `custom` directive: a Rust expression.
    Str(String),
    /// `(...)?` or `(...) : (...)?`.
    Optional(Box<OptionalGroup>),
    /// `oilist(`kw` elems | ...)`.
    OIList(Vec<OIListClause>),
}

/// A clause of an `oilist`.
#[derive(Clone, Debug, PartialEq)]
pub struct OIListClause {
    /// The keyword the clause starts with.
    pub keyword: String,
    /// Where the keyword is written.
    pub at: Range<usize>,
    /// The elements after it.
    pub elems: Vec<Elem>,
}

/// An optional group.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present.
    pub then: Vec<Elem>,
    /// The elements printed otherwise.
    pub els: Vec<Elem>,
    /// Where the anchor is: in `els` (then the group is inverted) and its index.
    pub anchor_in_else: bool,
    /// The anchor's index in its list.
    pub anchor: usize,
}

impl OptionalGroup {
    /// The anchor element.
    pub fn anchor_elem(&self) -> &Elem {
        if self.anchor_in_else {
            &self.els[self.anchor]
        } else {
            &self.then[self.anchor]
        }
    }

    /// Whether the group is inverted (the anchor is in the else branch).
    pub fn inverted(&self) -> bool {
        self.anchor_in_else
    }
}

impl Elem {
    /// Whether this is whitespace (` `, ` `` `, `\n`).
    pub fn is_whitespace(&self) -> bool {
        matches!(self, Elem::Space | Elem::NoSpace | Elem::Newline)
    }

    /// Collects the variables (operands, results, attributes, regions, successors) in this element.
    pub fn collect_vars<'a>(&'a self, out: &mut Vec<&'a Elem>) {
        match self {
            Elem::Operand(_) | Elem::Result(_) | Elem::Attr { .. } | Elem::Region(..) | Elem::Successor(_) => {
                out.push(self)
            }
            Elem::Custom { args, .. } => args.iter().for_each(|a| a.collect_vars(out)),
            Elem::Optional(g) => g.then.iter().chain(&g.els).for_each(|a| a.collect_vars(out)),
            Elem::FunctionalType(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Elem::OIList(clauses) => clauses.iter().flat_map(|c| &c.elems).for_each(|a| a.collect_vars(out)),
            _ => {}
        }
    }
}
