//! Hover texts (Markdown): an op's generated reference documentation, the types and origins of
//! SSA values, a block's arguments and predecessors, the op a symbol names.

use super::analysis::Chunk;
use super::navigation::{value_origin, Item};

/// The hover of `item` in `chunk`.
pub fn hover(chunk: &Chunk, item: Item) -> String {
    let ctx = &chunk.ctx;
    let state = &chunk.state;
    match item {
        Item::OpName(i) => {
            let op = state.ops[i].op;
            match ctx.op_registered_info(op) {
                Some(info) if !info.docs.is_empty() => info.docs.to_string(),
                Some(info) => format!("`{}`", info.name),
                None => format!("`{}` (unregistered operation)", ctx.op_name_text(op)),
            }
        }
        Item::Value { def, number } => {
            let v = &state.values[def];
            let name = chunk.text.get(v.name.clone()).unwrap_or("%");
            let shown: Vec<(usize, oxir::Value)> = match number {
                Some(n) => v.values.get(n as usize).map(|&x| (n as usize, x)).into_iter().collect(),
                None => v.values.iter().copied().enumerate().collect(),
            };
            shown
                .into_iter()
                .map(|(i, value)| {
                    let spelled = if v.values.len() > 1 { format!("{name}#{i}") } else { name.to_string() };
                    format!("`{spelled}`: `{}`  \n{}", ctx.value_type(value).to_text(ctx), value_origin(chunk, value))
                })
                .collect::<Vec<_>>()
                .join("\n\n")
        }
        Item::Block(i) => {
            let b = &state.blocks[i];
            let label = b.label.clone().and_then(|r| chunk.text.get(r)).unwrap_or("block");
            let args: Vec<String> =
                ctx.block_arguments(b.block).map(|a| format!("`{}`", ctx.value_type(a).to_text(ctx))).collect();
            format!(
                "Block `{label}`  \narguments: {}  \nnamed as a successor {} time(s)",
                if args.is_empty() { "none".to_string() } else { args.join(", ") },
                b.uses.len()
            )
        }
        Item::Symbol(i) => {
            let name = ctx.ident_str(state.symbols[i].name);
            match chunk.symbol_targets[i] {
                Some(op) => format!("`@{name}`: symbol defined by `{}`", ctx.op_name_text(op)),
                None => format!("`@{name}`: no symbol of this name is visible here"),
            }
        }
    }
}
