//! What is under the cursor, from the parser's record: an op's name, an SSA value's definition
//! or use, a block label or successor, a symbol mention. Go to definition, find references and
//! hover start here.

use super::analysis::Chunk;
use oxir::Value;
use std::ops::Range;

/// A thing written in the source that navigation knows about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// The name of recorded op `i` (`state.ops[i]`).
    OpName(usize),
    /// Value group `def` (`state.values[def]`), at its definition (`None`) or at a use taking
    /// result `number`.
    Value {
        /// The group.
        def: usize,
        /// The result number of a use.
        number: Option<u32>,
    },
    /// Block `i` (`state.blocks[i]`), at its label or a successor.
    Block(usize),
    /// Symbol mention `i` (`state.symbols[i]`).
    Symbol(usize),
}

fn holds(range: &Range<usize>, offset: usize) -> bool {
    range.start <= offset && offset <= range.end
}

/// The item at byte `offset` of the chunk (a cursor just after a token is on it).
pub fn item_at(chunk: &Chunk, offset: usize) -> Option<Item> {
    let state = &chunk.state;
    for (def, v) in state.values.iter().enumerate() {
        if holds(&v.name, offset) {
            return Some(Item::Value { def, number: None });
        }
        if let Some((_, n)) = v.uses.iter().find(|(r, _)| holds(r, offset)) {
            return Some(Item::Value { def, number: Some(*n) });
        }
    }
    for (i, b) in state.blocks.iter().enumerate() {
        if b.label.as_ref().is_some_and(|r| holds(r, offset)) || b.uses.iter().any(|r| holds(r, offset)) {
            return Some(Item::Block(i));
        }
    }
    if let Some(i) = state.symbols.iter().position(|m| holds(&m.range, offset)) {
        return Some(Item::Symbol(i));
    }
    state.ops.iter().position(|o| holds(&o.name, offset)).map(Item::OpName)
}

/// Where the item is defined, as a chunk-relative range.
pub fn definition(chunk: &Chunk, item: Item) -> Option<Range<usize>> {
    let state = &chunk.state;
    match item {
        Item::OpName(i) => Some(state.ops[i].name.clone()),
        Item::Value { def, .. } => Some(state.values[def].name.clone()),
        Item::Block(i) => state.blocks[i].label.clone(),
        Item::Symbol(i) => chunk.symbol_targets[i].and_then(|op| symbol_definition_range(chunk, op)),
    }
}

/// The range that names symbol op `op`: its own `@name`, else its op name.
pub fn symbol_definition_range(chunk: &Chunk, op: oxir::OpRef) -> Option<Range<usize>> {
    match chunk.symbol_defs.get(&op) {
        Some(&m) => Some(chunk.state.symbols[m].range.clone()),
        None => chunk.state.op_definition(op).map(|d| d.name.clone()),
    }
}

/// Every mention of the item (its definition first when `with_definition`), chunk-relative.
pub fn references(chunk: &Chunk, item: Item, with_definition: bool) -> Vec<Range<usize>> {
    let state = &chunk.state;
    let mut out = Vec::new();
    match item {
        Item::OpName(i) => out.push(state.ops[i].name.clone()),
        Item::Value { def, number } => {
            let v = &state.values[def];
            if with_definition {
                out.push(v.name.clone());
            }
            let same_result = |n: &u32| number.is_none_or(|k| k == *n) || v.values.len() == 1;
            out.extend(v.uses.iter().filter(|(_, n)| same_result(n)).map(|(r, _)| r.clone()));
        }
        Item::Block(i) => {
            let b = &state.blocks[i];
            if with_definition {
                out.extend(b.label.clone());
            }
            out.extend(b.uses.iter().cloned());
        }
        Item::Symbol(i) => {
            let Some(target) = chunk.symbol_targets[i] else { return out };
            let def = chunk.symbol_defs.get(&target).copied();
            if with_definition {
                out.extend(symbol_definition_range(chunk, target));
            }
            out.extend(
                chunk
                    .symbol_targets
                    .iter()
                    .enumerate()
                    .filter(|&(j, t)| *t == Some(target) && Some(j) != def)
                    .map(|(j, _)| state.symbols[j].range.clone()),
            );
        }
    }
    out
}

/// How a value is introduced, for hovers: `result #i of 'op'` or `argument #i of ^label`.
pub fn value_origin(chunk: &Chunk, value: Value) -> String {
    let ctx = &chunk.ctx;
    match value {
        Value::Result { op, index } => format!("result #{index} of `{}`", ctx.op_name_text(op)),
        Value::Argument { block, index } => {
            let label = chunk
                .state
                .blocks
                .iter()
                .find(|b| b.block == block)
                .and_then(|b| b.label.clone())
                .map(|r| format!(" of block `{}`", chunk.text.get(r).unwrap_or("^")));
            let owner = ctx.block_parent_op(block).map(|op| format!(" in `{}`", ctx.op_name_text(op)));
            format!("argument #{index}{}{}", label.unwrap_or_default(), owner.unwrap_or_default())
        }
    }
}
