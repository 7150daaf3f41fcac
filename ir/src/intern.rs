//! Thread-safe interning (hash-consing) of identifiers, types and attributes.
//!
//! Storage is append-only (`boxcar::Vec`), so a handle stays valid and a reference into the
//! storage stays put for the life of the interner; reads of an interned value take no lock. The
//! dedup table is behind a `RwLock`, so several threads can intern at once (a hit takes only a
//! read lock). Values are compared through `dyn Any` downcasts, so any `Hash + Eq` Rust type can be
//! interned: the mechanism that lets a dialect define its own types and attributes.

use hashbrown::HashTable;
use parking_lot::RwLock;
use rustc_hash::FxHasher;
use std::any::{Any, TypeId};
use std::hash::{Hash, Hasher};

/// What the uniquer needs of a stored value: equality against a concrete type through `Any`.
pub trait Uniqued {
    /// The value as `Any`, for downcasting.
    fn as_any(&self) -> &dyn Any;
}

/// Hashes a value together with its Rust type, so equal bits of different types never collide.
#[inline]
pub fn hash_with_type<T: Hash + 'static>(value: &T) -> u64 {
    let mut h = FxHasher::default();
    TypeId::of::<T>().hash(&mut h);
    value.hash(&mut h);
    h.finish()
}

/// An append-only, thread-safe hash-consing table of type-erased values. Each entry keeps its
/// hash and the Rust type of its value beside the box, so that a type test
/// ([`Uniquer::get_as`]) is one comparison, with no call through the value's vtable.
pub struct Uniquer<S: ?Sized + Uniqued> {
    items: boxcar::Vec<(u64, TypeId, Box<S>, AnyAddr)>,
    table: RwLock<HashTable<u32>>,
}

/// The address of the value a stored box's [`Uniqued::as_any`] gave when it was stored (the
/// value whose type id the entry keeps): a type test that matches reads the value through it,
/// with no call through the box's vtable (`as_any`, then `Any::type_id`, on every `dyn_cast`).
#[derive(Clone, Copy)]
struct AnyAddr(std::ptr::NonNull<()>);

// SAFETY: an `AnyAddr` is only read back, as a shared reference, by `Uniquer::get_as` through a
// shared `Uniquer`, and it sits in the entry beside the box it points into: sending or sharing
// the uniquer sends or shares the boxes, which requires their values to be `Send` or `Sync`.
unsafe impl Send for AnyAddr {}
// SAFETY: as for `Send` above.
unsafe impl Sync for AnyAddr {}

impl AnyAddr {
    fn of(value: &dyn Any) -> AnyAddr {
        AnyAddr(std::ptr::NonNull::from(value).cast())
    }
}

impl<S: ?Sized + Uniqued> Default for Uniquer<S> {
    fn default() -> Self {
        Uniquer { items: boxcar::Vec::new(), table: RwLock::new(HashTable::new()) }
    }
}

impl<S: ?Sized + Uniqued> Uniquer<S> {
    /// The stored value for an index handed out by [`Uniquer::intern`].
    #[inline]
    pub fn get(&self, index: u32) -> &S {
        &self.items[index as usize].2
    }

    /// The stored value for `index` if it is a `T` (a miss compares the stored type id only).
    #[inline]
    pub fn get_as<T: Any>(&self, index: u32) -> Option<&T> {
        let (_, id, _, addr) = &self.items[index as usize];
        if *id != TypeId::of::<T>() {
            return None;
        }
        // SAFETY: `addr` is the address of the value the stored box's `as_any` returned when it
        // was stored, and `id`, its type id, is `T`'s: a `T` inside the box (or outliving it),
        // which the append-only storage keeps in place, behind shared references only, for as
        // long as the uniquer lives.
        Some(unsafe { addr.0.cast::<T>().as_ref() })
    }

    /// How many distinct values are stored.
    pub fn len(&self) -> usize {
        self.items.count()
    }

    /// Whether any stored value is a `T` (a scan of the stored type ids): e.g. whether the IR
    /// of the contexts sharing this table can hold a symbol reference at all.
    pub fn holds_any<T: Any>(&self) -> bool {
        let id = TypeId::of::<T>();
        self.items.iter().any(|(_, (_, t, _, _))| *t == id)
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Returns the index of the value equal to `value`, storing it (boxed by `make`) if new.
    pub fn intern<T: Hash + Eq + Any>(&self, value: T, make: impl FnOnce(T) -> Box<S>) -> u32 {
        let hash = hash_with_type(&value);
        let matches = |s: &S| s.as_any().downcast_ref::<T>() == Some(&value);
        let seen = match self.find(hash, matches) {
            Ok(i) => return i,
            Err(seen) => seen,
        };
        let mut table = self.table.write();
        if let Some(i) = self.find_if_grown(&table, hash, seen, matches) {
            return i;
        }
        self.push(&mut table, hash, make(value))
    }

    /// Reserves room for `n` more values in the dedup table.
    pub fn reserve(&self, n: usize) {
        let mut table = self.table.write();
        table.reserve(n, |&i| self.items[i as usize].0);
    }

    /// Returns the index of the stored `T` equal to the value `key` describes, creating it with
    /// `make` only if there is none: a lookup that allocates nothing on a hit. `key` must hash
    /// exactly as the `T` it describes does (same fields, same order), and `eq` must say whether
    /// a stored `T` is that value.
    pub fn intern_by<T: Hash + Eq + Any, K: Hash>(
        &self,
        key: &K,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> Box<S>,
    ) -> u32 {
        let hash = {
            let mut h = FxHasher::default();
            TypeId::of::<T>().hash(&mut h);
            key.hash(&mut h);
            h.finish()
        };
        let matches = |s: &S| s.as_any().downcast_ref::<T>().is_some_and(&eq);
        let seen = match self.find(hash, matches) {
            Ok(i) => return i,
            Err(seen) => seen,
        };
        let mut table = self.table.write();
        if let Some(i) = self.find_if_grown(&table, hash, seen, matches) {
            return i;
        }
        self.push(&mut table, hash, make())
    }

    /// Looks `hash` up under the read lock: the index found, or the table's size when absent.
    fn find(&self, hash: u64, matches: impl Fn(&S) -> bool) -> Result<u32, usize> {
        let table = self.table.read();
        self.probe(&table, hash, matches).ok_or(table.len())
    }

    /// Probes again under the write lock, only if the table grew since [`Uniquer::find`] saw
    /// `seen` entries: inserts happen only under the write lock, so an unchanged size means the
    /// value is still absent (most misses are new locations, which skip the second probe).
    fn find_if_grown(
        &self,
        table: &HashTable<u32>,
        hash: u64,
        seen: usize,
        matches: impl Fn(&S) -> bool,
    ) -> Option<u32> {
        if table.len() == seen {
            return None;
        }
        self.probe(table, hash, matches)
    }

    fn probe(&self, table: &HashTable<u32>, hash: u64, matches: impl Fn(&S) -> bool) -> Option<u32> {
        table
            .find(hash, |&i| {
                let (h, _, s, _) = &self.items[i as usize];
                *h == hash && matches(s)
            })
            .copied()
    }

    /// Stores a new value and indexes it (the write lock held).
    fn push(&self, table: &mut HashTable<u32>, hash: u64, value: Box<S>) -> u32 {
        let any = value.as_any();
        let (id, addr) = (Any::type_id(any), AnyAddr::of(any));
        let index = self.items.push((hash, id, value, addr)) as u32;
        table.insert_unique(hash, index, |&i| self.items[i as usize].0);
        index
    }

    /// Stores `value` without deduplication: for values that must stay distinct (MLIR's
    /// `distinct` attributes).
    pub fn insert_distinct(&self, value: Box<S>) -> u32 {
        let any = value.as_any();
        let (id, addr) = (Any::type_id(any), AnyAddr::of(any));
        self.items.push((0, id, value, addr)) as u32
    }
}

/// A value a [`DenseUniquer`] can hold: plain data with a hash of its own, chosen so that the
/// values created one after another (the locations of consecutive lines) land in neighbouring
/// slots of the table rather than all over it.
pub trait DenseKey: Copy + Eq {
    /// The value's hash: the low bits pick the slot, the top seven tell entries apart.
    fn dense_hash(&self) -> u64;
}

/// A hash-consing table of one plain `Copy` type, stored inline: no box, no type-erased
/// comparison and no stored hash an entry. It holds the values interned by the million, the
/// file-line-column locations of parsed ops (24 bytes an entry and a slot of the table, against
/// some 64 for an attribute of the general [`Uniquer`]). Reads of a stored value take no lock;
/// interning takes the write lock once (nearly every location a parser interns is new).
pub struct DenseUniquer<T> {
    items: boxcar::Vec<T>,
    table: RwLock<HashTable<u32>>,
}

impl<T> Default for DenseUniquer<T> {
    fn default() -> Self {
        DenseUniquer { items: boxcar::Vec::new(), table: RwLock::new(HashTable::new()) }
    }
}

impl<T: DenseKey> DenseUniquer<T> {
    /// The stored value for an index handed out by [`DenseUniquer::intern`].
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    /// How many distinct values are stored.
    pub fn len(&self) -> usize {
        self.items.count()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Returns the index of the value equal to `value`, storing it if new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = value.dense_hash();
        let mut table = self.table.write();
        if let Some(&i) = table.find(hash, |&i| self.items[i as usize] == value) {
            return i;
        }
        let index = self.items.push(value) as u32;
        table.insert_unique(hash, index, |&i| self.items[i as usize].dense_hash());
        index
    }

    /// Reserves room for `n` more values in the table.
    pub fn reserve(&self, n: usize) {
        let mut table = self.table.write();
        table.reserve(n, |&i| self.items[i as usize].dense_hash());
    }
}

/// An interned string, e.g. an op name, attribute name or symbol name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Identifier(pub(crate) u32);

/// The thread-safe string interner behind [`Identifier`].
#[derive(Default)]
pub struct StringInterner {
    strings: boxcar::Vec<(u64, Box<str>)>,
    table: RwLock<HashTable<u32>>,
}

#[inline]
fn hash_str(s: &str) -> u64 {
    let mut h = FxHasher::default();
    s.hash(&mut h);
    h.finish()
}

impl StringInterner {
    /// The identifier for `s`, interning it if new.
    pub fn intern(&self, s: &str) -> Identifier {
        let hash = hash_str(s);
        let eq = |&i: &u32| &*self.strings[i as usize].1 == s;
        if let Some(&i) = self.table.read().find(hash, eq) {
            return Identifier(i);
        }
        let mut table = self.table.write();
        if let Some(&i) = table.find(hash, eq) {
            return Identifier(i);
        }
        let index = self.strings.push((hash, s.into())) as u32;
        table.insert_unique(hash, index, |&i| self.strings[i as usize].0);
        Identifier(index)
    }

    /// The identifier for `s` if it was ever interned.
    pub fn lookup(&self, s: &str) -> Option<Identifier> {
        let hash = hash_str(s);
        self.table.read().find(hash, |&i| &*self.strings[i as usize].1 == s).map(|&i| Identifier(i))
    }

    /// The text of an identifier.
    #[inline]
    pub fn get(&self, id: Identifier) -> &str {
        &self.strings[id.0 as usize].1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interns_strings_once() {
        let i = StringInterner::default();
        let a = i.intern("foo");
        let b = i.intern("bar");
        assert_ne!(a, b);
        assert_eq!(i.intern("foo"), a);
        assert_eq!(i.get(b), "bar");
        assert_eq!(i.lookup("baz"), None);
    }

    #[test]
    fn interning_is_thread_safe() {
        let i = StringInterner::default();
        std::thread::scope(|s| {
            for t in 0..4 {
                let i = &i;
                s.spawn(move || {
                    for n in 0..1000 {
                        let id = i.intern(&format!("s{}", (n * 7 + t) % 500));
                        assert_eq!(i.get(id), format!("s{}", (n * 7 + t) % 500));
                    }
                });
            }
        });
        assert!(i.lookup("s499").is_some());
    }
}
