//! The operation parser's state (MLIR's `OperationParser` state): SSA value and block scopes,
//! forward references and their placeholders, and what is known about the custom ops being
//! parsed. The rules that use it are in `crate::parser::ops`.

use crate::attributes::Attribute;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef};
use rustc_hash::FxHashMap;

/// A use of an SSA value as written: `%name` or `%name#number`, with where it was written.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'s> {
    /// The name, `%` included.
    pub name: &'s str,
    /// The result number (`#n`), 0 when absent.
    pub number: u32,
    /// Byte offset of the use.
    pub(crate) offset: usize,
}

impl UnresolvedOperand<'_> {
    /// Where the use was written (MLIR's `UnresolvedOperand::location`).
    pub fn location(&self) -> super::SMLoc {
        super::SMLoc(self.offset)
    }
}

/// The definition of a value name: its values and where it was defined.
pub(crate) struct ValueDef {
    /// Inline for one value (most ops define one result): defining it allocates nothing.
    pub(crate) values: smallvec::SmallVec<[Value; 1]>,
    pub(crate) offset: usize,
}

/// The names of one isolated-from-above scope and its open regions.
#[derive(Default)]
pub(crate) struct IsolatedScope<'s> {
    pub(crate) values: FxHashMap<&'s str, ValueDef>,
    /// Names defined in each open region, to drop them when the region closes.
    pub(crate) region_defs: Vec<Vec<&'s str>>,
    /// Forward references: placeholder ops by (name, number), with the first use's offset.
    pub(crate) forward: FxHashMap<(&'s str, u32), (OpRef, usize)>,
    /// How many entries of `forward` each name has, so a definition checks for forward
    /// references past its group's size without scanning all of `forward`.
    pub(crate) forward_per_name: FxHashMap<&'s str, u32>,
}

/// A block name: its block, whether its label was seen, and where it was first written.
pub(crate) struct BlockDef {
    pub(crate) block: BlockRef,
    pub(crate) defined: bool,
    pub(crate) offset: usize,
}

/// The parser's state for operations: SSA and block scopes, placeholders.
#[derive(Default)]
pub(crate) struct OpParserState<'s> {
    pub(crate) scopes: Vec<IsolatedScope<'s>>,
    pub(crate) blocks: Vec<FxHashMap<&'s str, BlockDef>>,
    pub(crate) distinct_attrs: FxHashMap<u64, (Attribute, Attribute)>,
    pub(crate) pending_loc_aliases: Vec<(LocTarget, String, usize)>,
    pub(crate) placeholder_name: Option<crate::registry::OperationName>,
    /// The dialect whose ops may omit their prefix, per custom op being parsed.
    pub(crate) default_dialect: Vec<&'static str>,
    /// The names of the custom ops being parsed (innermost last), for MLIR's `custom op 'name'`
    /// prefix of the errors their parsers report; `None` while the parser of a region or of a
    /// dialect type or attribute runs inside one (their errors have no prefix in MLIR).
    pub(crate) custom_ops: Vec<Option<(crate::registry::OperationName, Attribute)>>,
    /// Where the mnemonic of the dialect type or attribute being parsed is (MLIR's
    /// `getNameLoc()` in a dialect's `parseAttribute`/`parseType`), innermost.
    pub(crate) def_name_loc: Option<super::SMLoc>,
    /// Per custom op being parsed (innermost last), whether its properties are finished already
    /// (a generated parser finishes them before inferring result types), so the core does not
    /// finish them a second time.
    pub(crate) properties_finished: Vec<bool>,
    /// Generic op names seen so far, by their quoted token text.
    pub(crate) op_names:
        FxHashMap<&'s str, (crate::registry::OperationName, Option<std::sync::Arc<crate::registry::OpInfo>>)>,
    /// Generic-form function types already parsed, by the rest of the line they start (which
    /// determines the parse) with the length they took: generated IR repeats a few signatures.
    pub(crate) fn_types: FxHashMap<&'s str, (Type, u32)>,
    /// Custom-form op names seen so far that name a registered op with a parser themselves
    /// (with their dialect prefix), by their token text: the op and what its parse needs.
    pub(crate) custom_op_names: FxHashMap<&'s str, CustomOpEntry>,
    /// The properties dictionary of an op written without any (all at their defaults), by op.
    pub(crate) default_properties: FxHashMap<crate::registry::OperationName, Attribute>,
    /// Attributes already parsed, by the rest of the line they start and the type the context
    /// gave them; see [`AttrCacheEntry`].
    pub(crate) attr_cache: FxHashMap<(&'s str, Option<Type>), AttrCacheEntry>,
    /// How many parse steps so far produced something that depends on more than the text
    /// parsed (SSA names, blocks, regions, source locations, `distinct` and resource
    /// references, unregistered dialects, mutable access to the context): an attribute whose
    /// parse moved this count is not cached, as parsing its text again could give another
    /// result or leave other traces.
    pub(crate) effects: u32,
}

/// A registered op with a custom parser, as a custom-form op name found it.
#[derive(Copy, Clone)]
pub(crate) struct CustomOpEntry {
    pub(crate) name: crate::registry::OperationName,
    pub(crate) parse: crate::registry::ParseFn,
    /// The dialect whose ops may omit their prefix inside its regions.
    pub(crate) default_dialect: Option<&'static str>,
}

/// An attribute parsed once, kept for the same text starting the same rest of a line: parsing
/// an attribute is a function of its text (and of the type the context gives it and the
/// aliases, which never change once defined) unless one of the parser's `effects` happened,
/// and generated IR repeats a few attribute texts (`#arith.overflow<nsw, nuw>` property
/// dictionaries) on most lines.
#[derive(Copy, Clone)]
pub(crate) struct AttrCacheEntry {
    pub(crate) attr: Attribute,
    /// How many bytes its text took.
    pub(crate) len: u32,
    /// The nesting depth it was parsed at: it stands for a parse at this depth or less only,
    /// where the nesting limit cannot be reached either.
    pub(crate) depth: u32,
}

/// How many attributes a parser keeps in its `attr_cache`: generated IR repeats few texts, and
/// a file of all-different ones (every line with its own location) stops filling it here.
pub(crate) const ATTR_CACHE_CAPACITY: usize = 4096;

/// What a location alias defined later in the file applies to.
#[derive(Copy, Clone)]
pub(crate) enum LocTarget {
    Op(OpRef),
}
