//! Where `oxir-opt` writes the IR it prints: into memory (the in-process runs tests make), or
//! straight to the output file or standard output as the printer produces it, so that the text
//! of a large module is never held whole (MLIR's `ToolOutputFile`, a buffered stream).

use std::fs::File;
use std::io::{self, BufWriter, Write};

/// The destination of a run's printed IR, with the first write error it met.
pub struct OutputTarget<'w> {
    /// The writer the text goes to as it is printed.
    pub(crate) out: &'w mut dyn Write,
    /// Whether the diagnostics collected so far go to the process's standard error before the
    /// first text of each buffer is printed: set when `out` is standard output, so that the two
    /// come in mlir-opt's order (what went wrong or was dumped first, then the output).
    pub(crate) stderr_first: bool,
    /// The first error `out` returned; nothing more is written after one.
    pub(crate) error: Option<io::Error>,
}

impl<'w> OutputTarget<'w> {
    /// A target writing to `out`; `stderr_first` as the field says.
    pub fn new(out: &'w mut dyn Write, stderr_first: bool) -> Self {
        OutputTarget { out, stderr_first, error: None }
    }

    /// Writes `text` unless an earlier write failed.
    pub(crate) fn write(&mut self, text: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(text) {
                self.error = Some(e);
            }
        }
    }

    /// Records the result of a write made directly to `out` (by the printer).
    pub(crate) fn record(&mut self, result: io::Result<()>) {
        if let (Err(e), None) = (result, &self.error) {
            self.error = Some(e);
        }
    }

    /// Before printing: sends `err` (the diagnostics and dumps collected so far) to the process's
    /// standard error when the output is standard output, as [`OutputTarget::stderr_first`] says.
    pub(crate) fn before_output(&mut self, err: &mut String) {
        if self.stderr_first && !err.is_empty() {
            let _ = io::stderr().write_all(err.as_bytes());
            err.clear();
        }
    }

    /// Flushes `out`; the first error of the run, if any.
    pub(crate) fn finish(mut self) -> Option<io::Error> {
        let flushed = self.out.flush();
        self.record(flushed);
        self.error
    }
}

/// An output file created at the first write, so that a run that prints nothing (it failed
/// before printing) leaves no file behind and an existing one untouched.
pub(crate) struct LazyFile {
    path: String,
    file: Option<BufWriter<File>>,
}

impl LazyFile {
    /// The file at `path`, not created yet.
    pub(crate) fn new(path: &str) -> Self {
        LazyFile { path: path.to_string(), file: None }
    }

    /// Whether anything was written (the file exists).
    pub(crate) fn created(&self) -> bool {
        self.file.is_some()
    }

    fn file(&mut self) -> io::Result<&mut BufWriter<File>> {
        if self.file.is_none() {
            self.file = Some(BufWriter::with_capacity(64 * 1024, File::create(&self.path)?));
        }
        self.file.as_mut().ok_or_else(|| io::Error::other("output file not open"))
    }
}

impl Write for LazyFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file()?.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.file()?.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        match self.file.as_mut() {
            Some(f) => f.flush(),
            None => Ok(()),
        }
    }
}
