//! `poly-lsp`, the language server built from the same registrations as `poly-opt`, driven over
//! standard input and output as an editor drives it: it knows the poly dialect's ops, types and
//! verifier.

use oxir_tools::lsp::client::{position, StdioClient};

const URI: &str = "file:///poly.mlir";

const SRC: &str = "\
func.func @f(%a: !poly.poly<3>) -> !poly.poly<3> {
  %s = poly.add %a, %a : !poly.poly<3>
  return %s : !poly.poly<3>
}
";

/// The same function with a product whose declared degree bound is wrong.
const WRONG_DEGREE: &str = "\
func.func @f(%a: !poly.poly<3>) -> !poly.poly<3> {
  %s = poly.mul %a, %a : !poly.poly<3>, !poly.poly<3> -> !poly.poly<3>
  return %s : !poly.poly<3>
}
";

#[test]
fn poly_lsp_knows_the_poly_dialect() -> std::io::Result<()> {
    let mut client = StdioClient::spawn(env!("CARGO_BIN_EXE_poly-lsp"), &[])?;
    client.initialize()?;
    client.open(URI, SRC)?;
    assert_eq!(client.diagnostics()?.len(), 0);

    let hover = client.request("textDocument/hover", position(URI, 1, 10))?;
    let text = hover["contents"]["value"].as_str().unwrap_or_default();
    assert!(text.contains("Polynomial addition"), "{hover}");
    let hover = client.request("textDocument/hover", position(URI, 1, 17))?;
    let text = hover["contents"]["value"].as_str().unwrap_or_default();
    assert!(text.contains("`%a`: `!poly.poly<3>`"), "{hover}");

    let items = client.request("textDocument/completion", position(URI, 0, 23))?;
    let labels: Vec<&str> = items.as_array().into_iter().flatten().filter_map(|i| i["label"].as_str()).collect();
    assert!(labels.contains(&"!poly.poly") && labels.iter().all(|l| l.starts_with('!')), "{labels:?}");
    let items = client.request("textDocument/completion", position(URI, 1, 11))?;
    let labels: Vec<&str> = items.as_array().into_iter().flatten().filter_map(|i| i["label"].as_str()).collect();
    assert!(labels.contains(&"poly.eval") && labels.contains(&"arith.addi"), "{labels:?}");

    client.change(URI, 2, WRONG_DEGREE)?;
    let diagnostics = client.diagnostics()?;
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["range"]["start"]["line"], 1);
    assert!(diagnostics[0]["message"].as_str().unwrap_or_default().contains("'poly.mul' op"), "{diagnostics:?}");

    assert!(client.shutdown()?.success());
    Ok(())
}
