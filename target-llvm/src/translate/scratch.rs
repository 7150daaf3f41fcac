//! A scratch file for LLVM to print into while its verifier runs, copied to the output once the
//! module verifies (see [`super::translate_to_llvm_ir_file`]).

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A new, empty file in the system's temporary directory, removed when dropped.
pub(super) struct ScratchFile {
    path: PathBuf,
}

/// Tells apart the scratch files of one process.
static NEXT: AtomicU32 = AtomicU32::new(0);

impl ScratchFile {
    /// Creates the file (never opening one that exists); `None` when it cannot be created or its
    /// path is not UTF-8 (which LLVM's printer needs).
    pub(super) fn create() -> Option<ScratchFile> {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("oxir-translate-{}-{n}.ll", std::process::id()));
        path.to_str()?;
        File::options().write(true).create_new(true).open(&path).ok()?;
        Some(ScratchFile { path })
    }

    /// Where the file is.
    pub(super) fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the file's content into the file `to`, created or truncated (as LLVM's printer
    /// opens its output), so that `to` keeps its permissions and links.
    pub(super) fn copy_to(&self, to: &Path) -> std::io::Result<()> {
        let mut from = File::open(&self.path)?;
        let mut to = File::create(to)?;
        std::io::copy(&mut from, &mut to)?;
        Ok(())
    }
}

impl Drop for ScratchFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}
