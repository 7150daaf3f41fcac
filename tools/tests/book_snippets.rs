//! Every ```mlir snippet of the book must be accepted by `oxir-opt` (with `--verify-diagnostics`
//! when it carries `expected-*` annotations), so the book's examples stay true.

use oxir_tools::opt::{run_on_text, Options};
use oxir_tools::Registrations;
use std::path::PathBuf;

fn snippets(md: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, line) in md.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        match current.take() {
            None => {
                if line.trim_start().starts_with("```mlir") {
                    current = Some((i + 1, String::new()));
                }
            }
            Some(snippet) if fence => out.push(snippet),
            Some((start, mut text)) => {
                text.push_str(line);
                text.push('\n');
                current = Some((start, text));
            }
        }
    }
    out
}

#[test]
fn book_mlir_snippets_parse() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../book/src");
    let mut checked = 0;
    let mut failures = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("book/src exists").flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "md") {
            continue;
        }
        let md = std::fs::read_to_string(&path).expect("readable chapter");
        for (line, text) in snippets(&md) {
            let opts = Options {
                input: "-".into(),
                output: "-".into(),
                allow_unregistered: true,
                split_input_file: text.contains("// -----"),
                verify_diagnostics: text.contains("expected-"),
                verify_each: true,
                ..Default::default()
            };
            let out = run_on_text(&Registrations::all(), &opts, &text);
            checked += 1;
            if out.code != 0 {
                failures.push(format!("{}:{line}:\n{}", path.display(), out.stderr));
            }
        }
    }
    assert!(checked > 0, "no mlir snippets found in the book");
    assert!(failures.is_empty(), "book snippets rejected by oxir-opt:\n{}", failures.join("\n"));
}
