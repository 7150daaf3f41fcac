//! The interestingness test: a script run on each candidate, as MLIR's `Tester` runs it, or a
//! function of the library's user (a Rust test that runs a pass in-process).
//!
//! The script gets the test arguments and then the candidate's file path as its last argument.
//! Its exit status decides, with mlir-reduce's convention: a non-zero exit status means the
//! candidate is still **interesting** (the bug is still there), exit status 0 means it is not.
//! A script that cannot be started or that dies by a signal is an error, as in MLIR.

use std::fmt;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Numbers the candidate files of the process, so that testers running at once (tests run
/// reducers on several threads) never share a file.
static NEXT_FILE: AtomicUsize = AtomicUsize::new(0);

/// A predicate on candidate texts: `Ok(true)` when interesting.
type Predicate = Box<dyn FnMut(&str) -> Result<bool, String>>;

/// What decides whether a candidate is interesting.
enum Test {
    /// A script and its arguments.
    Script { script: String, args: Vec<String> },
    /// A function of the candidate's text.
    Function(Predicate),
}

/// Runs the interestingness test on candidate texts.
pub struct Tester {
    test: Test,
    runs: usize,
}

impl fmt::Debug for Tester {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.test {
            Test::Script { script, args } => write!(f, "Tester({script} {args:?}, {} runs)", self.runs),
            Test::Function(_) => write!(f, "Tester(function, {} runs)", self.runs),
        }
    }
}

impl Tester {
    /// A tester running `script` with `args` (then the candidate's path); candidates are written
    /// to the system's temporary directory.
    pub fn new(script: &str, args: &[String]) -> Self {
        Tester { test: Test::Script { script: script.to_string(), args: args.to_vec() }, runs: 0 }
    }

    /// A tester asking `interesting` about each candidate's text, in-process (no file, no
    /// script): for a Rust test that reduces the input of a failing pass of its own.
    pub fn from_fn(interesting: impl FnMut(&str) -> Result<bool, String> + 'static) -> Self {
        Tester { test: Test::Function(Box::new(interesting)), runs: 0 }
    }

    /// How many times the test has run.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// Whether the candidate `text` is interesting: for a script, written to a temporary `.mlir`
    /// file, whether the script exited with a non-zero status.
    pub fn is_interesting(&mut self, text: &str) -> Result<bool, String> {
        self.runs += 1;
        let (script, args) = match &mut self.test {
            Test::Function(f) => return f(text),
            Test::Script { script, args } => (script, args),
        };
        let n = NEXT_FILE.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("oxir-reduce-{}-{n}.mlir", std::process::id()));
        std::fs::write(&path, text).map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
        let status = Command::new(&*script).args(args.iter()).arg(&path).status();
        let _ = std::fs::remove_file(&path);
        let status = status.map_err(|e| format!("Error running interestingness test '{script}': {e}"))?;
        match status.code() {
            Some(code) => Ok(code != 0),
            None => Err(format!("Error running interestingness test '{script}': {status}")),
        }
    }
}
