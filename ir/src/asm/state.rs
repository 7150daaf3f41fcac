//! What the parser saw where (MLIR's `AsmParserState`): the source ranges of operations, of SSA
//! value definitions and their uses, of block labels and their uses, and of `@symbol` mentions.
//! Editor tooling (the language server) fills one with [`crate::parser::parse_source_with_state`]
//! and answers "go to definition", "find references" and hovers from it. A parse without one
//! records nothing: each recording point is one test of an `Option` that is `None`.
//!
//! All ranges are byte ranges into the parsed buffer.

use crate::intern::Identifier;
use crate::value::Value;
use crate::{BlockRef, OpRef};
use rustc_hash::FxHashMap;
use std::ops::Range;

/// An operation as written: the whole op (results to trailing location) and its name.
#[derive(Clone, Debug)]
pub struct OpDefinition {
    /// The op.
    pub op: OpRef,
    /// From its first result name (or its name) to the end of its trailing location.
    pub range: Range<usize>,
    /// Its name token (`arith.addi`, or `"arith.addi"` in the generic form).
    pub name: Range<usize>,
}

/// A group of SSA values defined under one name (`%x`, `%x:2`, a block argument) and every
/// use of them.
#[derive(Clone, Debug)]
pub struct ValueDefinition {
    /// The defining `%name` token.
    pub name: Range<usize>,
    /// The values of the group, in result order.
    pub values: Vec<Value>,
    /// The uses: the `%name` token of each and the result number it takes (`#n`, else 0).
    pub uses: Vec<(Range<usize>, u32)>,
}

/// A block with its label and the successor lists that name it.
#[derive(Clone, Debug)]
pub struct BlockDefinition {
    /// The block.
    pub block: BlockRef,
    /// Its `^label` token, when the block has a label (`None` until it is seen).
    pub label: Option<Range<usize>>,
    /// The `^label` tokens of successor uses.
    pub uses: Vec<Range<usize>>,
}

/// One `@name` token: a symbol's own name (`func.func @f`) or one component of a symbol
/// reference (`@outer::@inner`).
#[derive(Clone, Debug)]
pub struct SymbolMention {
    /// The `@name` token.
    pub range: Range<usize>,
    /// The name, unquoted.
    pub name: Identifier,
    /// For a nested component, the mention of the component before it in the same reference.
    pub parent: Option<usize>,
    /// The innermost operation whose text holds the mention (set when that op is parsed).
    pub user: Option<OpRef>,
}

/// The record a parse fills (MLIR's `AsmParserState`); see the module documentation.
#[derive(Default, Debug)]
pub struct AsmParserState {
    /// Every parsed operation, in the order their parses finished (nested ops first).
    pub ops: Vec<OpDefinition>,
    /// Every SSA value definition, in source order.
    pub values: Vec<ValueDefinition>,
    /// Every block that has a label or is named as a successor.
    pub blocks: Vec<BlockDefinition>,
    /// Every `@name` token the parser read as a symbol name.
    pub symbols: Vec<SymbolMention>,
    value_by_offset: FxHashMap<usize, usize>,
    block_index: FxHashMap<BlockRef, usize>,
    /// Uses of names not yet defined (forward references), by name and result number.
    pending_uses: FxHashMap<(String, u32), Vec<Range<usize>>>,
}

impl AsmParserState {
    /// An empty record.
    pub fn new() -> Self {
        Self::default()
    }

    #[cold]
    pub(crate) fn add_op(&mut self, op: OpRef, range: Range<usize>, name: Range<usize>, symbols_from: usize) {
        for mention in self.symbols.iter_mut().skip(symbols_from).filter(|m| m.user.is_none()) {
            mention.user = Some(op);
        }
        self.ops.push(OpDefinition { op, range, name });
    }

    #[cold]
    pub(crate) fn define_values(&mut self, name: &str, offset: usize, values: Vec<Value>) {
        let mut uses = Vec::new();
        for number in 0..values.len() as u32 {
            if let Some(pending) = self.pending_uses.remove(&(name.to_string(), number)) {
                uses.extend(pending.into_iter().map(|r| (r, number)));
            }
        }
        self.value_by_offset.insert(offset, self.values.len());
        self.values.push(ValueDefinition { name: offset..offset + name.len(), values, uses });
    }

    /// A use of the value group defined at `def_offset`.
    #[cold]
    pub(crate) fn add_value_use(&mut self, def_offset: usize, number: u32, range: Range<usize>) {
        if let Some(&i) = self.value_by_offset.get(&def_offset) {
            self.values[i].uses.push((range, number));
        }
    }

    /// A use of a name not defined yet.
    #[cold]
    pub(crate) fn add_forward_use(&mut self, name: &str, number: u32, range: Range<usize>) {
        self.pending_uses.entry((name.to_string(), number)).or_default().push(range);
    }

    fn block_entry(&mut self, block: BlockRef) -> &mut BlockDefinition {
        let next = self.blocks.len();
        let i = *self.block_index.entry(block).or_insert(next);
        if i == next {
            self.blocks.push(BlockDefinition { block, label: None, uses: Vec::new() });
        }
        &mut self.blocks[i]
    }

    #[cold]
    pub(crate) fn define_block(&mut self, block: BlockRef, label: Range<usize>) {
        self.block_entry(block).label = Some(label);
    }

    #[cold]
    pub(crate) fn add_block_use(&mut self, block: BlockRef, range: Range<usize>) {
        self.block_entry(block).uses.push(range);
    }

    /// Records a symbol mention; returns its index.
    #[cold]
    pub(crate) fn add_symbol(&mut self, range: Range<usize>, name: Identifier) {
        self.symbols.push(SymbolMention { range, name, parent: None, user: None });
    }

    /// The recorded operation whose name token is `op`'s, if `op` was parsed.
    pub fn op_definition(&self, op: OpRef) -> Option<&OpDefinition> {
        self.ops.iter().find(|d| d.op == op)
    }

    /// The symbol path of mention `i`: its components from the root to it.
    pub fn symbol_path(&self, i: usize) -> Vec<Identifier> {
        let mut path = Vec::new();
        let mut at = Some(i);
        while let Some(j) = at {
            let Some(m) = self.symbols.get(j) else { break };
            path.push(m.name);
            at = m.parent;
        }
        path.reverse();
        path
    }
}
