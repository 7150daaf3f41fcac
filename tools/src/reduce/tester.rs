//! The interestingness test: a script run on each candidate, as MLIR's `Tester` runs it.
//!
//! The script gets the test arguments and then the candidate's file path as its last argument.
//! Its exit status decides, with mlir-reduce's convention: a non-zero exit status means the
//! candidate is still **interesting** (the bug is still there), exit status 0 means it is not.
//! A script that cannot be started or that dies by a signal is an error, as in MLIR.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Numbers the candidate files of the process, so that testers running at once (tests run
/// reducers on several threads) never share a file.
static NEXT_FILE: AtomicUsize = AtomicUsize::new(0);

/// Runs the interestingness script on candidate texts.
#[derive(Debug)]
pub struct Tester {
    script: String,
    args: Vec<String>,
    dir: PathBuf,
    runs: usize,
}

impl Tester {
    /// A tester running `script` with `args` (then the candidate's path); candidates are written
    /// to the system's temporary directory.
    pub fn new(script: &str, args: &[String]) -> Self {
        Tester { script: script.to_string(), args: args.to_vec(), dir: std::env::temp_dir(), runs: 0 }
    }

    /// How many times the script has run.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// Writes `text` to a temporary `.mlir` file and runs the script on it: whether the
    /// candidate is interesting (the script exited with a non-zero status).
    pub fn is_interesting(&mut self, text: &str) -> Result<bool, String> {
        let n = NEXT_FILE.fetch_add(1, Ordering::Relaxed);
        let path = self.dir.join(format!("oxir-reduce-{}-{n}.mlir", std::process::id()));
        std::fs::write(&path, text).map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
        self.runs += 1;
        let status = Command::new(&self.script).args(&self.args).arg(&path).status();
        let _ = std::fs::remove_file(&path);
        let status = status.map_err(|e| format!("Error running interestingness test '{}': {e}", self.script))?;
        match status.code() {
            Some(code) => Ok(code != 0),
            None => Err(format!("Error running interestingness test '{}': {status}", self.script)),
        }
    }
}
