//! Whether an e-node may be executed speculatively (outside the guard or the loop it was
//! computed in): what its op's `ConditionallySpeculatable` model says of an op with these
//! operands, those whose e-class holds a constant given as constants (a division by a non-zero
//! constant may be; by an unknown value it may not), else `Pure` ops may be and the others not.
//!
//! eqsat is stricter than the ops' declarations for `arith.remui`, `arith.remsi` and
//! `arith.floordivsi`: MLIR declares them `Pure`, yet a zero divisor (or the signed minimum
//! divided by -1) is undefined behaviour once lowered (LLVM's `urem`, `srem`, `sdiv`), so they
//! are speculated only as the divisions are, with a constant divisor that avoids those cases.

use crate::analysis::OxGraph;
use crate::lang::{ENode, Head};
use egg::Id;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::locations::UnknownLoc;
use oxir::interfaces::{is_speculatable, ConditionallySpeculatable};
use oxir::ods::Op as _;
use oxir::traits::{ConstantLike, Pure};
use oxir::OperationName;
use oxir::{Attribute, BlockRef, Context, OpRef, OperationState, Value};
use oxir_dialects::arith::{FloorDivSIOp, RemSIOp, RemUIOp};
use oxir_dialects::utils::constants::const_int;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// An e-node as asked: its head and the constants of its operands.
type Asked = (Head, SmallVec<[Option<Attribute>; 3]>);

/// What a strictly speculated op's divisor must avoid.
#[derive(Copy, Clone)]
enum Divisor {
    /// Zero.
    Unsigned,
    /// Zero and -1.
    Signed,
}

/// Speculatability of e-nodes, asked of scratch copies of their ops and remembered.
pub struct Speculation {
    ctx: Context,
    block: BlockRef,
    known: FxHashMap<Asked, bool>,
}

impl Speculation {
    /// Speculatability for e-graphs of IR in `ctx`.
    pub fn new(ctx: &Context) -> Speculation {
        let mut c = ctx.fork_empty();
        let block = c.create_block();
        Speculation { ctx: c, block, known: FxHashMap::default() }
    }

    /// Whether node `n` of `eg` may be executed speculatively (leaves and projections may: a
    /// projection's op is asked on its own).
    pub fn node(&mut self, eg: &OxGraph, n: &ENode) -> bool {
        let ENode::Op { head, children } = n else { return true };
        let name = eg.analysis.heads.get(*head).name;
        let strict = self.strict(name);
        if strict.is_none() && self.ctx.op_name_interface::<dyn ConditionallySpeculatable>(name).is_none() {
            return self.ctx.op_info_ref(name).is_some_and(|i| i.has_trait::<Pure>());
        }
        let consts: SmallVec<[Option<Attribute>; 3]> = children.iter().map(|&c| eg[c].data.constant).collect();
        let key = (*head, consts);
        if let Some(&s) = self.known.get(&key) {
            return s;
        }
        let s = self.ask(eg, *head, children).unwrap_or(false);
        self.known.insert(key, s);
        s
    }

    /// Builds the op of `head` over stand-ins for `children` (the constant nodes of constant
    /// classes, block arguments for the others) and asks it.
    fn ask(&mut self, eg: &OxGraph, head: Head, children: &[Id]) -> Option<bool> {
        let mut made: Vec<OpRef> = Vec::new();
        let mut operands: Vec<Value> = Vec::with_capacity(children.len());
        let loc = UnknownLoc::get(&self.ctx);
        for &c in children {
            let class = &eg[c];
            let constant = class.data.constant.and_then(|_| {
                class.nodes.iter().find_map(|n| match n {
                    ENode::Op { head, children } if children.is_empty() => {
                        let data = eg.analysis.heads.get(*head);
                        let info = self.ctx.op_info_ref(data.name)?;
                        info.has_trait::<ConstantLike>().then_some(*head)
                    }
                    _ => None,
                })
            });
            let v = match constant {
                Some(h) => {
                    let op = self.create(eg, h, &[]);
                    made.push(op);
                    self.ctx.result(op, 0)
                }
                None => {
                    let ty = class.data.ty?;
                    self.ctx.add_block_argument(self.block, ty, loc)
                }
            };
            operands.push(v);
        }
        let op = self.create(eg, head, &operands);
        let divisor =
            || (self.ctx.num_operands(op) == 2).then(|| const_int(&self.ctx, self.ctx.operand(op, 1))).flatten();
        let s = match self.strict(eg.analysis.heads.get(head).name) {
            Some(Divisor::Unsigned) => divisor().is_some_and(|c| !c.is_zero()),
            Some(Divisor::Signed) => divisor().is_some_and(|c| !c.is_zero() && !c.is_all_ones()),
            None => is_speculatable(&self.ctx, op),
        };
        let _ = self.ctx.erase_op(op);
        for o in made {
            let _ = self.ctx.erase_op(o);
        }
        Some(s)
    }

    /// Whether `name` is a remainder or division eqsat speculates only with a safe constant
    /// divisor although it is declared `Pure`.
    fn strict(&self, name: OperationName) -> Option<Divisor> {
        let is = |n: &str| self.ctx.op_name(n) == name;
        if is(RemUIOp::NAME) {
            Some(Divisor::Unsigned)
        } else if is(RemSIOp::NAME) || is(FloorDivSIOp::NAME) {
            Some(Divisor::Signed)
        } else {
            None
        }
    }

    fn create(&mut self, eg: &OxGraph, head: Head, operands: &[Value]) -> OpRef {
        let data = eg.analysis.heads.get(head);
        let mut st = OperationState::new(data.name, UnknownLoc::get(&self.ctx));
        st.operands.extend(operands.iter().copied());
        st.result_types.extend(data.results.iter().copied());
        st.properties = data.props;
        st.attributes = DictionaryAttr::entries(&self.ctx, data.attrs).to_vec();
        let op = self.ctx.create_op(st);
        self.ctx.insert_op_before(self.block, None, op);
        op
    }
}
