//! Dense entity handles and the arenas that own what they point at.
//!
//! As in Cranelift's `cranelift-entity`, an entity (operation, block, region, ...) is a `u32`
//! newtype made by one macro; an [`EntityVec`] owns the entities' data and hands out the handles.
//! Handles are `Copy`, compare by index, and cost four bytes.

use crate::journal::LoggedVec;
use std::marker::PhantomData;

/// A dense `u32` handle into an [`EntityVec`].
pub trait EntityRef: Copy + Eq {
    /// The handle for slot `index`.
    fn new(index: usize) -> Self;
    /// The slot this handle names.
    fn index(self) -> usize;
}

/// Declares a `Copy` `u32` entity handle.
#[macro_export]
macro_rules! entity_ref {
    ($(#[$attr:meta])* $vis:vis struct $name:ident;) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis struct $name(u32);

        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize);
                $name(index as u32)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl $name {
            /// The raw index of this handle.
            #[inline]
            pub fn as_u32(self) -> u32 {
                self.0
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}({})", stringify!($name), self.0)
            }
        }
    };
}

/// An arena that owns the data of one kind of entity and hands out handles to it. Its storage
/// is a [`LoggedVec`], so a [`crate::journal::Checkpoint`] of the context can undo changes.
#[derive(Clone, Debug)]
pub struct EntityVec<K, V> {
    items: LoggedVec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Default for EntityVec<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> EntityVec<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        EntityVec { items: LoggedVec::new(), _key: PhantomData }
    }

    /// Stores `value` and returns its handle.
    #[inline]
    pub fn push(&mut self, value: V) -> K {
        let k = K::new(self.items.len());
        self.items.push(value);
        k
    }

    /// The storage, for opening and closing checkpoints.
    pub(crate) fn storage_mut(&mut self) -> &mut LoggedVec<V> {
        &mut self.items
    }

    /// Reserves room for `n` more entities.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }

    /// How many entities were ever allocated.
    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether no entity was ever allocated.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The handle the next `push` will return.
    #[inline]
    pub fn next_key(&self) -> K {
        K::new(self.items.len())
    }

    /// Moves every entity of `other` to the end of this arena, passing each through `shift`
    /// (which rewrites the handles it holds), so `other`'s handle `i` becomes `len() + i`.
    pub(crate) fn append_shifted(&mut self, other: EntityVec<K, V>, shift: impl FnMut(V) -> V) {
        self.items.extend(other.items.into_iter().map(shift));
    }

    /// Iterates over every handle and its data.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for EntityVec<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityRef, V: Clone> std::ops::IndexMut<K> for EntityVec<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}
