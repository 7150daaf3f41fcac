//! `oxir-docgen`: writes the book's dialect reference chapters (`book/src/dialects/*.md`) from
//! the dialect definitions, and their entries in `book/src/SUMMARY.md` (beside that directory).
//! Run it after changing or adding a dialect; `cargo test` fails while the committed chapters or
//! the summary are stale.

use std::path::PathBuf;

const USAGE: &str = "usage: oxir-docgen [DIR]\n\nWrites the dialect reference chapters into DIR (default: the book's src/dialects) and\nupdates their entries in DIR/../SUMMARY.md.";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag] if flag == "-h" || flag == "--help" => {
            println!("{USAGE}");
            return;
        }
        [flag, ..] if flag.starts_with('-') => {
            eprintln!("oxir-docgen: unknown option '{flag}'\n{USAGE}");
            std::process::exit(2);
        }
        [_, _, ..] => {
            eprintln!("oxir-docgen: expected at most one directory\n{USAGE}");
            std::process::exit(2);
        }
        _ => {}
    }
    let dir = args
        .first()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../book/src/dialects"));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("oxir-docgen: cannot create {}: {e}", dir.display());
        std::process::exit(1);
    }
    let mut chapters = oxir_tools::docgen::dialect_chapters();
    chapters.push(oxir_tools::docgen::constraints_table());
    chapters.push(oxir_tools::docgen::cli_reference());
    for chapter in chapters {
        let path = dir.join(&chapter.file);
        if let Err(e) = std::fs::write(&path, &chapter.text) {
            eprintln!("oxir-docgen: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        println!("wrote {}", path.display());
    }
    let summary = dir.join("../SUMMARY.md");
    let Ok(text) = std::fs::read_to_string(&summary) else {
        println!("no {} to update", summary.display());
        return;
    };
    let Some(updated) = oxir_tools::docgen::summary_with_dialect_chapters(&text) else {
        eprintln!("oxir-docgen: {} has no `{}` entry", summary.display(), oxir_tools::docgen::DIALECT_REFERENCE_ENTRY);
        std::process::exit(1);
    };
    if updated != text {
        if let Err(e) = std::fs::write(&summary, updated) {
            eprintln!("oxir-docgen: cannot write {}: {e}", summary.display());
            std::process::exit(1);
        }
        println!("wrote {}", summary.display());
    }
}
