//! Printing the file's `{-# ... #-}` metadata: the resources the context holds
//! (`crate::resources`), as MLIR's `AsmPrinter` writes them after the IR.

use crate::asm::resource_refs::add_referenced_blob_keys;
use crate::context::Context;
use crate::resources::ResourceEntry;

fn print_section(out: &mut String, name: &str, list: &[(String, Vec<ResourceEntry>)], first: &mut bool) {
    if list.is_empty() {
        return;
    }
    if !*first {
        out.push_str(",\n");
    }
    *first = false;
    out.push_str("  ");
    out.push_str(name);
    out.push_str(": {\n");
    for (i, (owner, entries)) in list.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        out.push_str("    ");
        out.push_str(owner);
        out.push_str(": {\n");
        for (j, e) in entries.iter().enumerate() {
            if j > 0 {
                out.push_str(",\n");
            }
            out.push_str("      ");
            if super::is_bare_identifier(&e.key) {
                out.push_str(&e.key);
            } else {
                out.push('"');
                super::escape_into(e.key.as_bytes(), out);
                out.push('"');
            }
            out.push_str(": ");
            out.push_str(&e.value);
        }
        out.push_str("\n    }");
    }
    out.push_str("\n  }");
}

/// The keys of the `dense_resource<key>` references in printed IR `text`, in order of first
/// appearance (text inside string literals is skipped).
fn referenced_blob_keys(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    add_referenced_blob_keys(text, &mut keys);
    keys
}

/// Whether the context holds builtin blobs, whose printing depends on the references in the
/// printed text.
pub(crate) fn has_builtin_blobs(ctx: &Context) -> bool {
    ctx.resources.dialect.lock().iter().any(|(owner, _)| owner == "builtin")
}

/// Appends the `{-# ... #-}` file metadata for the context's resources, if any.
///
/// As in MLIR, only the builtin blobs that the printed IR refers to through `dense_resource<...>`
/// are printed, in order of first reference. The references are found by scanning the printed
/// text (`printed`, or the keys a streaming print gathered from it), since the printer does not
/// record them.
pub(crate) fn print_file_metadata(ctx: &Context, printed: Result<&str, &[String]>, out: &mut String) {
    let mut dialect = ctx.resources.dialect.lock().clone();
    if dialect.iter().any(|(owner, _)| owner == "builtin") {
        let keys = match printed {
            Ok(text) => referenced_blob_keys(text),
            Err(keys) => keys.to_vec(),
        };
        for (_, entries) in dialect.iter_mut().filter(|(owner, _)| owner == "builtin") {
            *entries = keys.iter().filter_map(|k| entries.iter().find(|e| &e.key == k).cloned()).collect();
        }
        dialect.retain(|(_, entries)| !entries.is_empty());
    }
    let external = ctx.resources.external.lock().clone();
    if dialect.is_empty() && external.is_empty() {
        return;
    }
    out.push_str("\n{-#\n");
    let mut first = true;
    print_section(out, "dialect_resources", &dialect, &mut first);
    print_section(out, "external_resources", &external, &mut first);
    out.push_str("\n#-}\n");
}
