//! A real client session with `oxir-lsp` over standard input and output: the binary is spawned,
//! and the test speaks the protocol to it (initialize, open, full and incremental changes,
//! hover, definition, references, document symbols, completion, shutdown, exit), asserting on
//! each answer.

use oxir_tools::lsp::client::{position, StdioClient};
use serde_json::{json, Value};

const URI: &str = "file:///work/example.mlir";

/// The document as first opened: a parse error with a note in the first chunk (`%arg0` used
/// with two types) and a verifier error in the second.
const BROKEN: &str = "\
func.func @callee(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i64
  return %0 : i64
}
// -----
func.func @second() -> i32 {
  return
}
";

/// The document after the edit: valid, two chunks.
const FIXED: &str = "\
func.func @callee(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  cf.br ^bb1(%0 : i32)
^bb1(%1: i32):
  return %1 : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 1 : i32
  %r = func.call @callee(%c) : (i32) -> i32
  return %r : i32
}
// -----
memref.global \"private\" @buffer : memref<4xf32>
func.func @second() -> i64 attributes {note = #arith.fastmath<fast>} {
  %x = arith.constant 2 : i64
  // 𝔸 X
  return %x : i64
}
";

fn at(line: u32, character: u32) -> Value {
    position(URI, line, character)
}

/// The (line, character) of the `nth` occurrence of `needle` in `text`.
fn find(text: &str, needle: &str, nth: usize) -> (u32, u32) {
    let offset = text.match_indices(needle).nth(nth).expect("needle").0;
    let line = text[..offset].matches('\n').count();
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    (line as u32, (offset - start) as u32)
}

fn start_of(location: &Value) -> (u32, u32) {
    let start = &location["range"]["start"];
    (start["line"].as_u64().expect("line") as u32, start["character"].as_u64().expect("character") as u32)
}

#[test]
fn a_client_session_over_stdio() -> std::io::Result<()> {
    let mut client = StdioClient::spawn(env!("CARGO_BIN_EXE_oxir-lsp"), &[])?;
    let init = client.initialize()?;
    assert_eq!(init["capabilities"]["textDocumentSync"], 2, "incremental sync: {init}");
    assert_eq!(init["capabilities"]["hoverProvider"], true);

    // Diagnostics on open: the parse error with its note, and the verifier error of the second
    // chunk at its line in the whole file.
    client.open(URI, BROKEN)?;
    let diags = client.diagnostics()?;
    assert_eq!(diags.len(), 2, "{diags:?}");
    assert!(diags[0]["message"].as_str().unwrap().contains("use of value '%arg0' expects different type"));
    assert_eq!(start_of(&diags[0]), find(BROKEN, "%arg0", 1));
    assert_eq!(diags[0]["range"]["end"]["character"], find(BROKEN, "%arg0", 1).1 + 5);
    let note = &diags[0]["relatedInformation"][0];
    assert_eq!(note["message"], "prior use here");
    assert_eq!(start_of(&note["location"]), find(BROKEN, "%arg0", 0));
    assert_eq!(diags[1]["severity"], 1);
    assert!(diags[1]["message"].as_str().unwrap().contains("has 0 operands, but enclosing function"), "{diags:?}");
    assert_eq!(start_of(&diags[1]), find(BROKEN, "return", 1));

    // The fix clears them.
    client.change(URI, 2, FIXED)?;
    assert_eq!(client.diagnostics()?, Vec::<Value>::new());

    // Hover: an op's generated docs, a value's type and origin.
    let (l, c) = find(FIXED, "arith.addi", 0);
    let hover = client.request("textDocument/hover", at(l, c + 3))?;
    assert!(hover["contents"]["value"].as_str().unwrap().contains("Integer addition operation"), "{hover}");
    let (l, c) = find(FIXED, "%0", 1);
    let hover = client.request("textDocument/hover", at(l, c + 1))?;
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.contains("`%0`: `i32`") && text.contains("result #0 of `arith.addi`"), "{text}");
    let (l, c) = find(FIXED, "%1", 1);
    let hover = client.request("textDocument/hover", at(l, c))?;
    assert!(hover["contents"]["value"].as_str().unwrap().contains("argument #0 of block `^bb1`"), "{hover}");

    // Hover on a type and on an attribute: the generated reference of their definitions.
    let (l, c) = find(FIXED, "memref<4xf32>", 0);
    let hover = client.request("textDocument/hover", at(l, c + 2))?;
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.starts_with("`memref<4xf32>`") && text.contains("MemRefType"), "{text}");
    assert_eq!(start_of(&hover), (l, c));
    assert_eq!(hover["range"]["end"]["character"], c + "memref<4xf32>".len() as u32);
    let (l, c) = find(FIXED, "f32>", 0);
    let hover = client.request("textDocument/hover", at(l, c + 1))?;
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.starts_with("`f32`") && text.contains("FloatType"), "the innermost type: {text}");
    let (l, c) = find(FIXED, "fastmath<fast>", 0);
    let hover = client.request("textDocument/hover", at(l, c + 3))?;
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.starts_with("`#arith.fastmath<fast>`") && text.contains("Floating point fast math flags"), "{text}");
    let (l, c) = find(FIXED, "fast>", 0);
    let hover = client.request("textDocument/hover", at(l, c + 1))?;
    assert!(hover["contents"]["value"].as_str().unwrap().contains("FastMathFlags"), "inside the body: {hover}");

    // Incremental changes, in UTF-16 columns: `X` follows `𝔸` (two UTF-16 units, four bytes) on
    // its line, at column 8. Replacing it by a line that adds an `i64` to an `i32` gives an error there;
    // deleting that line again clears it.
    let (l, _) = find(FIXED, "// 𝔸 X", 0);
    let change = |version: i32, range: Value, text: &str| {
        json!({
            "textDocument": {"uri": URI, "version": version},
            "contentChanges": [{"range": range, "text": text}]
        })
    };
    let range = |(l0, c0): (u32, u32), (l1, c1): (u32, u32)| json!({"start": {"line": l0, "character": c0}, "end": {"line": l1, "character": c1}});
    client.notify("textDocument/didChange", change(3, range((l, 8), (l, 9)), "\n  %w = arith.addi %x, %x : i32"))?;
    let diags = client.diagnostics()?;
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert!(diags[0]["message"].as_str().unwrap().contains("use of value '%x' expects different type"), "{diags:?}");
    assert_eq!(start_of(&diags[0]), (l + 1, 18), "{diags:?}");
    client.notify("textDocument/didChange", change(4, range((l, 8), (l + 1, 99)), "X"))?;
    assert_eq!(client.diagnostics()?, Vec::<Value>::new());
    // Two changes in one notification apply in order, the second in the text the first left.
    let two = json!({
        "textDocument": {"uri": URI, "version": 5},
        "contentChanges": [
            {"range": range((l, 8), (l, 9)), "text": "Y Z"},
            {"range": range((l, 10), (l, 11)), "text": "\n  %v = arith.addi %x, %x : i32"}
        ]
    });
    client.notify("textDocument/didChange", two)?;
    let diags = client.diagnostics()?;
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(start_of(&diags[0]), (l + 1, 18), "{diags:?}");
    client.notify("textDocument/didChange", change(6, range((l, 8), (l + 1, 99)), "X"))?;
    assert_eq!(client.diagnostics()?, Vec::<Value>::new());

    // Definitions: a value, a block, a symbol, and a name in the second chunk.
    let (l, c) = find(FIXED, "%1", 1);
    let def = client.request("textDocument/definition", at(l, c + 1))?;
    assert_eq!(start_of(&def[0]), find(FIXED, "%1", 0));
    let (l, c) = find(FIXED, "^bb1", 0);
    let def = client.request("textDocument/definition", at(l, c + 2))?;
    assert_eq!(start_of(&def[0]), find(FIXED, "^bb1", 1));
    let (l, c) = find(FIXED, "@callee", 1);
    let def = client.request("textDocument/definition", at(l, c + 2))?;
    assert_eq!(def[0]["uri"], URI);
    assert_eq!(start_of(&def[0]), find(FIXED, "@callee", 0));
    let (l, c) = find(FIXED, "%x", 1);
    let def = client.request("textDocument/definition", at(l, c))?;
    assert_eq!(start_of(&def[0]), find(FIXED, "%x", 0));

    // References.
    let mut params = at(find(FIXED, "%arg0", 0).0, find(FIXED, "%arg0", 0).1 + 1);
    params["context"] = json!({"includeDeclaration": true});
    let refs = client.request("textDocument/references", params.clone())?;
    let starts: Vec<_> = refs.as_array().unwrap().iter().map(start_of).collect();
    assert_eq!(starts, (0..3).map(|i| find(FIXED, "%arg0", i)).collect::<Vec<_>>());
    params["context"] = json!({"includeDeclaration": false});
    assert_eq!(client.request("textDocument/references", params)?.as_array().unwrap().len(), 2);
    let (l, c) = find(FIXED, "@callee", 0);
    let mut params = at(l, c + 1);
    params["context"] = json!({"includeDeclaration": true});
    let refs = client.request("textDocument/references", params)?;
    let starts: Vec<_> = refs.as_array().unwrap().iter().map(start_of).collect();
    assert_eq!(starts, vec![find(FIXED, "@callee", 0), find(FIXED, "@callee", 1)]);

    // The outline: functions and the global, from both chunks.
    let symbols = client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": URI}}))?;
    let outline: Vec<(String, u64)> = symbols
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap().to_string(), s["kind"].as_u64().unwrap()))
        .collect();
    let (function, variable) = (12, 13);
    assert_eq!(
        outline,
        vec![
            ("callee".to_string(), function),
            ("caller".to_string(), function),
            ("buffer".to_string(), variable),
            ("second".to_string(), function)
        ]
    );

    // Completion of op names (with their docs' summary) and of values.
    let (l, c) = find(FIXED, "arith.constant 1", 0);
    let items = client.request("textDocument/completion", at(l, c + 6))?;
    let addi = items.as_array().unwrap().iter().find(|i| i["label"] == "arith.addi").expect("arith.addi offered");
    assert_eq!(addi["detail"], "Integer addition operation (modulo 2^n).");
    assert_eq!(addi["textEdit"]["range"]["start"]["character"], c);
    let (l, c) = find(FIXED, "%c) :", 0);
    let items = client.request("textDocument/completion", at(l, c + 1))?;
    let labels: Vec<&str> = items.as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert_eq!(labels, vec!["%0", "%1", "%arg0", "%c", "%r"]);

    // Shutdown, exit: the server stops with success.
    assert!(client.shutdown()?.success());
    Ok(())
}
