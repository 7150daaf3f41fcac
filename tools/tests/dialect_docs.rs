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
        assert!(chapter.text.contains("## Operations"), "{} has no operations section", chapter.file);
        assert!(summary.contains(&format!("(dialects/{})", chapter.file)), "SUMMARY.md does not list {}", chapter.file);
        let on_disk = std::fs::read_to_string(dir.join(&chapter.file)).unwrap_or_default();
        if on_disk != chapter.text {
            stale.push(chapter.file);
        }
    }
    assert!(stale.is_empty(), "stale dialect chapters {stale:?}: run `cargo run -p oxir-tools --bin oxir-docgen`");
}
