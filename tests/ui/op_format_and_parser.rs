#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

fn parse(_: &mut oxir::asm::OpAsmParser<'_, '_>, _: &mut oxir::OperationState) -> oxir::asm::ParseResult<()> { Ok(()) }
#[op(name = "t.foo", format = "attr-dict", parser = parse)]
pub struct Foo {}
fn main() {}
