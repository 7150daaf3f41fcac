//! The book's dialect reference chapters must be what the definitions generate now.

use std::path::PathBuf;

#[test]
fn dialect_reference_chapters_are_current() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../book/src/dialects");
    let summary = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../book/src/SUMMARY.md"))
        .expect("book/src/SUMMARY.md");
    let mut stale = Vec::new();
    for chapter in oxir_tools::docgen::dialect_chapters() {
        assert!(chapter.text.starts_with(&format!("# '{}' Dialect", chapter.namespace)));
        // A dialect documents its ops, or (as `dlti`, which has none) its attributes or types.
        assert!(
            ["## Operations", "## Attributes", "## Types"].iter().any(|s| chapter.text.contains(s)),
            "{} documents no operations, attributes or types",
            chapter.file
        );
        let on_disk = std::fs::read_to_string(dir.join(&chapter.file)).unwrap_or_default();
        if on_disk != chapter.text {
            stale.push(chapter.file);
        }
    }
    assert!(stale.is_empty(), "stale dialect chapters {stale:?}: run `cargo run -p oxir-tools --bin oxir-docgen`");
    let expected = oxir_tools::docgen::summary_with_dialect_chapters(&summary).expect("SUMMARY.md lists the dialects");
    assert!(
        expected == summary,
        "SUMMARY.md's dialect entries are stale: run `cargo run -p oxir-tools --bin oxir-docgen`"
    );
}

#[test]
fn the_summary_lists_exactly_the_dialects() {
    let stale =
        "- [Intro](intro.md)\n- [Dialect reference](dialects.md)\n  - [gone](dialects/gone.md)\n- [Next](next.md)\n";
    let updated = oxir_tools::docgen::summary_with_dialect_chapters(stale).expect("has the entry");
    assert!(!updated.contains("gone"), "{updated}");
    assert!(updated.contains("  - [arith](dialects/arith.md)\n"), "{updated}");
    assert!(updated
        .starts_with("- [Intro](intro.md)\n- [Dialect reference](dialects.md)\n  - [builtin](dialects/builtin.md)\n"));
    assert!(updated.ends_with(")\n- [Next](next.md)\n"), "{updated}");
    assert_eq!(oxir_tools::docgen::summary_with_dialect_chapters("- [Other](o.md)\n"), None);
}

#[test]
fn constraints_table_is_current_and_complete() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let table = oxir_tools::docgen::constraints_table();
    let on_disk = std::fs::read_to_string(root.join("book/src/dialects").join(&table.file)).unwrap_or_default();
    assert!(on_disk == table.text, "stale {}: run `cargo run -p oxir-tools --bin oxir-docgen`", table.file);
    // Every constraint constant of the library is listed (and so documented).
    let source = std::fs::read_to_string(root.join("ir/src/ods/constraints.rs")).expect("constraints.rs");
    for line in source.lines() {
        let Some(rest) = line.strip_prefix("pub const ") else { continue };
        let Some((name, kind)) = rest.split_once(": ") else { continue };
        if kind.starts_with("TypeConstraint") || kind.starts_with("AttrConstraint") {
            assert!(table.text.contains(&format!("| `{name}` |")), "{name} is missing from TYPE_/ATTR_CONSTRAINTS");
        }
    }
}

#[test]
fn cli_reference_is_current() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let table = oxir_tools::docgen::cli_reference();
    let on_disk = std::fs::read_to_string(root.join("book/src/dialects").join(&table.file)).unwrap_or_default();
    assert!(on_disk == table.text, "stale {}: run `cargo run -p oxir-tools --bin oxir-docgen`", table.file);
    assert!(table.text.contains("| `--one-shot-bufferize` |"), "{}", table.text);
}
