//! Resources: the blobs of `dense_resource` attributes and the file's `{-# ... #-}` metadata.
//!
//! Blobs live in the context, keyed by name; `dense_resource<name>` refers to one. The printer
//! writes every blob referenced by the printed IR back as `dialect_resources`, as MLIR does
//! (unreferenced builtin blobs are dropped: `crate::printer::metadata`).

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
