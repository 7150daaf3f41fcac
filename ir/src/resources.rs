//! Resources: the blobs of `dense_resource` attributes and the file's `{-# ... #-}` metadata.
//!
//! Blobs live in the context, keyed by name; `dense_resource<name>` refers to one. The printer
//! writes every blob referenced by the printed IR back as `dialect_resources`, as MLIR does.

use crate::context::Context;
use parking_lot::Mutex;

/// One resource entry: its raw text as written in the file (a hex string `"0x..."` for blobs,
/// or a bool/string for other resources).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceEntry {
    /// The key.
    pub key: String,
    /// The value as written (`"0x0800..."`, `true`, `"str"`).
    pub value: String,
}

/// Resources of the `dialect_resources` and `external_resources` sections.
#[derive(Default, Debug)]
pub struct ResourceStore {
    /// Per dialect: its entries in order.
    pub dialect: Mutex<Vec<(String, Vec<ResourceEntry>)>>,
    /// Per external owner: its entries in order.
    pub external: Mutex<Vec<(String, Vec<ResourceEntry>)>>,
}

impl ResourceStore {
    fn add(list: &Mutex<Vec<(String, Vec<ResourceEntry>)>>, owner: &str, entry: ResourceEntry) {
        let mut l = list.lock();
        match l.iter_mut().find(|(o, _)| o == owner) {
            Some((_, entries)) => match entries.iter_mut().find(|e| e.key == entry.key) {
                Some(e) => *e = entry,
                None => entries.push(entry),
            },
            None => l.push((owner.to_string(), vec![entry])),
        }
    }

    /// Records a dialect resource.
    pub fn add_dialect(&self, dialect: &str, entry: ResourceEntry) {
        Self::add(&self.dialect, dialect, entry);
    }

    /// Records an external resource.
    pub fn add_external(&self, owner: &str, entry: ResourceEntry) {
        Self::add(&self.external, owner, entry);
    }

    /// The blob text of a builtin dialect resource.
    pub fn blob(&self, key: &str) -> Option<String> {
        let l = self.dialect.lock();
        l.iter().find(|(o, _)| o == "builtin")?.1.iter().find(|e| e.key == key).map(|e| e.value.clone())
    }
}

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
            out.push_str(&e.key);
            out.push_str(": ");
            out.push_str(&e.value);
        }
        out.push_str("\n    }");
    }
    out.push_str("\n  }");
}

/// Appends the `{-# ... #-}` file metadata for the context's resources, if any.
pub fn print_file_metadata(ctx: &Context, out: &mut String) {
    let dialect = ctx.resources.dialect.lock().clone();
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
