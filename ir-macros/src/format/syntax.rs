//! The syntax tree of an assembly format: what the format says, before anything in it is
//! resolved against a definition. Every element knows the bytes of the format string it was
//! read from, so whatever checks it later can point at it.

use std::ops::Range;

/// One element of a format, with where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Element {
    /// What the element is.
    pub kind: ElementKind,
    /// Its bytes in the format string.
    pub at: Range<usize>,
}

/// The kinds of elements.
#[derive(Clone, Debug, PartialEq)]
pub enum ElementKind {
    /// `` `text` ``: the text between the backticks (a keyword or punctuation; empty, a space
    /// or `\n` for spacing).
    Literal(String),
    /// `"text"`: a string, as written between the quotes (a `custom` directive argument).
    String(String),
    /// `$name`: the name.
    Variable(String),
    /// A directive without arguments: `attr-dict`, `attr-dict-with-keyword`, `prop-dict`,
    /// `operands`, `results`, `regions`, `successors`, `params`.
    Keyword(String),
    /// A directive wrapping one element: `type(x)`, `qualified(x)` or `ref(x)`.
    Wrapper(Wrapper, Box<Element>),
    /// `functional-type(inputs, results)`.
    FunctionalType(Box<Element>, Box<Element>),
    /// `custom<Name>(args)`.
    Custom {
        /// `Name`.
        name: String,
        /// The arguments.
        args: Vec<Element>,
    },
    /// `struct(args)`: `struct(params)` or `struct($a, $b)`.
    Struct(Vec<Element>),
    /// `oilist(`kw` elements | ...)`.
    OIList(Vec<OIListClause>),
    /// `(elements)?` or `(elements) : (elements)?`.
    Optional(OptionalGroup),
}

/// The directives that wrap one element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrapper {
    /// `type(x)`: the type of an operand or result (or of `operands`, `results`).
    Type,
    /// `qualified(x)`: an attribute or type printed with its dialect prefix.
    Qualified,
    /// `ref(x)`: an element bound earlier, passed again to a `custom` directive.
    Ref,
}

impl Wrapper {
    /// The directive's keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            Wrapper::Type => "type",
            Wrapper::Qualified => "qualified",
            Wrapper::Ref => "ref",
        }
    }
}

/// One clause of an `oilist`: a literal keyword and the elements after it.
#[derive(Clone, Debug, PartialEq)]
pub struct OIListClause {
    /// The clause's keyword (a literal element).
    pub keyword: Element,
    /// The elements after it.
    pub elements: Vec<Element>,
}

/// An optional group.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present.
    pub then: Vec<Element>,
    /// The elements printed otherwise (after `:`), if the group has an else branch.
    pub els: Option<Vec<Element>>,
    /// The element marked `^`, if one is.
    pub anchor: Option<Anchor>,
}

/// The element of an optional group marked as its anchor (`$x^`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anchor {
    /// Whether it is in the else branch.
    pub in_else: bool,
    /// Its index in its branch.
    pub index: usize,
}
