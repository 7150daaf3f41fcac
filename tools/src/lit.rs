//! A test harness for `.mlir` files in the style of LLVM's `lit`, callable from `cargo test`:
//! a dialect crate tests its tool (`my-opt`) with the same files, RUN lines and `FileCheck`
//! patterns as MLIR's own tests.
//!
//! ```rust,ignore
//! #[test]
//! fn lit() {
//!     oxir_tools::lit::Lit::new()
//!         .tool("my-opt", env!("CARGO_BIN_EXE_my-opt"))
//!         .run_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lit"))
//!         .assert_passed();
//! }
//! ```
//!
//! **The conventions** are `lit`'s and MLIR's:
//! - every `.mlir` file under the directory (recursively) is a test; it must have at least one
//!   `RUN:` line (`// RUN: my-opt %s | FileCheck %s`); a RUN line ending in `\` continues on the
//!   next RUN line;
//! - each RUN line is a `bash` pipeline run with `pipefail`; the test passes when every one exits
//!   with status 0;
//! - in it, the tools registered with [`Lit::tool`] are replaced by their paths where they stand
//!   as words (`my-opt`, not `my-opt-foo` or `/bin/my-opt`), `FileCheck` by LLVM's,
//!   `not CMD` inverts CMD's status, and the substitutions are `%s` (the test file), `%S` and
//!   `%p` (its directory), `%t` (a temporary file name for the test), `%T` (a temporary directory,
//!   removed after the test),
//!   `%%` (`%`) and those added with [`Lit::substitution`] (such as `%mlir_runner_utils`);
//! - the commands run in that temporary directory, with no standard input;
//! - `// -----` splits a file into chunks for `--split-input-file`, and `--verify-diagnostics`
//!   checks `expected-error` annotations: both are the tool's business. The harness uses the
//!   split to report a failure: it shows the chunk of the input that the error output points at
//!   (FileCheck's `file:line:` for a CHECK line, the tool's for a diagnostic).
//!
//! **FileCheck** is LLVM's (`llvm-22-tools`, which `llvm-22-dev` brings): the one given with
//! [`Lit::file_check`], else `/usr/lib/llvm-22/bin/FileCheck`, else the first `FileCheck` on
//! `PATH`. When there is none, a RUN line that uses it *fails* with a message saying how to
//! install it (a test suite that silently skips its checks would pass while testing nothing);
//! RUN lines without `FileCheck` (such as `--verify-diagnostics` ones) still run.
//!
//! **A failure** is reported with the file and RUN line, the command as run (paths substituted),
//! its exit status, the input chunk concerned (with line numbers, `>` marking the lines the error
//! output names) and the command's output and error output (where FileCheck's dump of the input
//! it scanned shows what differed).

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Where Debian's LLVM 22 keeps `FileCheck`.
const LLVM_FILECHECK: &str = "/usr/lib/llvm-22/bin/FileCheck";

/// At most this many lines of a command's output or error output go into a report.
const MAX_OUTPUT_LINES: usize = 400;

/// A chunk longer than this is shown only around the lines the error output names.
const MAX_CHUNK_LINES: usize = 40;

/// How a test directory is run: the tools, the substitutions, FileCheck. Build it with
/// [`Lit::new`] and the builder methods, then call [`Lit::run_dir`] (or [`Lit::run_files`],
/// [`Lit::run_file`]).
#[derive(Debug, Clone)]
pub struct Lit {
    tools: Vec<(String, String)>,
    substitutions: Vec<(String, String)>,
    file_check: Option<PathBuf>,
    extensions: Vec<String>,
    jobs: usize,
}

impl Default for Lit {
    fn default() -> Self {
        Self::new()
    }
}

impl Lit {
    /// A harness with no tools, the built-in substitutions, FileCheck found as the module docs
    /// say, `.mlir` test files, and one job per available core.
    pub fn new() -> Self {
        let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
        Lit { tools: Vec::new(), substitutions: Vec::new(), file_check: None, extensions: vec!["mlir".into()], jobs }
    }

    /// Makes `name` (a word of a RUN line, such as `my-opt`) run `path` (such as
    /// `env!("CARGO_BIN_EXE_my-opt")`, or MLIR's `mlir-opt` to check that the tests hold for
    /// MLIR too). A later call for the same name replaces the earlier.
    pub fn tool(mut self, name: &str, path: impl AsRef<Path>) -> Self {
        self.tools.retain(|(n, _)| n != name);
        self.tools.push((name.to_string(), path.as_ref().display().to_string()));
        self
    }

    /// Replaces `pattern` (conventionally `%name`) by `replacement` in RUN lines, as is (no
    /// quoting). The longest pattern matching at a position wins, so `%mlir_c_runner_utils` and
    /// `%mlir_runner_utils` may both exist; the built-in `%s`, `%S`, `%p`, `%t`, `%T` may be
    /// overridden.
    pub fn substitution(mut self, pattern: &str, replacement: &str) -> Self {
        self.substitutions.retain(|(p, _)| p != pattern);
        self.substitutions.push((pattern.to_string(), replacement.to_string()));
        self
    }

    /// Uses the `FileCheck` at `path` instead of searching for it. A path that does not exist
    /// makes every RUN line using FileCheck fail, as a missing FileCheck does.
    pub fn file_check(mut self, path: impl AsRef<Path>) -> Self {
        self.file_check = Some(path.as_ref().to_path_buf());
        self
    }

    /// Adds a file extension (without the dot) whose files are tests, besides `mlir`.
    pub fn extension(mut self, ext: &str) -> Self {
        if !self.extensions.iter().any(|e| e == ext) {
            self.extensions.push(ext.to_string());
        }
        self
    }

    /// Runs at most `jobs` test files at a time (at least one).
    pub fn jobs(mut self, jobs: usize) -> Self {
        self.jobs = jobs.max(1);
        self
    }

    /// The FileCheck the RUN lines use: the one given, else LLVM 22's, else the first on `PATH`.
    /// `Err` holds the message a RUN line using it fails with.
    pub fn find_file_check(&self) -> Result<PathBuf, String> {
        if let Some(p) = &self.file_check {
            return if p.is_file() {
                Ok(p.clone())
            } else {
                Err(format!("FileCheck not found: {} does not exist", p.display()))
            };
        }
        let llvm = PathBuf::from(LLVM_FILECHECK);
        if llvm.is_file() {
            return Ok(llvm);
        }
        if let Some(path) = std::env::var_os("PATH") {
            for dir in std::env::split_paths(&path) {
                let p = dir.join("FileCheck");
                if p.is_file() {
                    return Ok(p);
                }
            }
        }
        Err(format!(
            "FileCheck not found (looked for {LLVM_FILECHECK} and on PATH): install LLVM's FileCheck \
             (Debian: apt-get install llvm-22-tools, which llvm-22-dev brings) or name it with Lit::file_check"
        ))
    }

    /// Runs every test file under `dir` (recursively, in sorted order); a directory that cannot
    /// be read is reported as a failure.
    pub fn run_dir(&self, dir: impl AsRef<Path>) -> Report {
        let dir = dir.as_ref();
        let root = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        let mut files = Vec::new();
        if let Err(e) = self.collect(&root, &mut files) {
            let failure = Failure::message(&root, format!("cannot read the test directory: {e}"));
            return Report {
                root: Some(root.clone()),
                files: vec![FileOutcome { path: root, runs: 0, failures: vec![failure] }],
            };
        }
        files.sort();
        let mut report = self.run_files(&files);
        report.root = Some(root);
        report
    }

    fn collect(&self, dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                self.collect(&path, out)?;
            } else if path.extension().is_some_and(|x| self.extensions.iter().any(|e| x == e.as_str())) {
                out.push(path);
            }
        }
        Ok(())
    }

    /// Runs the given test files, several at a time; the report lists them in the given order.
    pub fn run_files(&self, files: &[PathBuf]) -> Report {
        let file_check = self.find_file_check();
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<FileOutcome>>> = Mutex::new(vec![None; files.len()]);
        std::thread::scope(|scope| {
            for _ in 0..self.jobs.min(files.len()).max(1) {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(file) = files.get(i) else { break };
                    let outcome = self.run_file_with(file, &file_check);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(outcome);
                });
            }
        });
        let files = results.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().flatten().collect();
        Report { root: None, files }
    }

    /// Runs one test file: each of its RUN lines.
    pub fn run_file(&self, file: impl AsRef<Path>) -> FileOutcome {
        self.run_file_with(file.as_ref(), &self.find_file_check())
    }

    fn run_file_with(&self, file: &Path, file_check: &Result<PathBuf, String>) -> FileOutcome {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                let failure = Failure::message(file, format!("cannot read the test file: {e}"));
                return FileOutcome { path: file.to_path_buf(), runs: 0, failures: vec![failure] };
            }
        };
        let runs = run_lines(&text);
        if runs.is_empty() {
            let failure = Failure::message(file, "no RUN line: a test needs at least one `// RUN:` line".into());
            return FileOutcome { path: file.to_path_buf(), runs: 0, failures: vec![failure] };
        }
        let tmp = match TempDir::new() {
            Ok(t) => t,
            Err(e) => {
                let failure = Failure::message(file, format!("cannot make a temporary directory: {e}"));
                return FileOutcome { path: file.to_path_buf(), runs: runs.len(), failures: vec![failure] };
            }
        };
        let subst = self.substitutions_for(file, tmp.path(), file_check);
        let mut failures = Vec::new();
        for run in &runs {
            if let Some(f) = self.run_one(file, &text, run, &subst, file_check, tmp.path()) {
                failures.push(f);
            }
        }
        FileOutcome { path: file.to_path_buf(), runs: runs.len(), failures }
    }

    /// The word and pattern substitutions of `file`'s RUN lines.
    fn substitutions_for(&self, file: &Path, tmp: &Path, file_check: &Result<PathBuf, String>) -> Substitutions {
        let dir = file.parent().unwrap_or(Path::new("."));
        let name = file.file_name().map_or_else(|| "test".into(), |n| n.to_string_lossy().into_owned());
        let mut patterns: Vec<(String, String)> = vec![
            ("%%".into(), "%".into()),
            ("%s".into(), shell_quote(&file.display().to_string())),
            ("%S".into(), shell_quote(&dir.display().to_string())),
            ("%p".into(), shell_quote(&dir.display().to_string())),
            ("%t".into(), shell_quote(&tmp.join(format!("{name}.tmp")).display().to_string())),
            ("%T".into(), shell_quote(&tmp.display().to_string())),
        ];
        for (p, r) in &self.substitutions {
            patterns.retain(|(q, _)| q != p);
            patterns.push((p.clone(), r.clone()));
        }
        // Longest first, so that a pattern never hides a longer one starting with it.
        patterns.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        let mut words: Vec<(String, String)> = self.tools.iter().map(|(n, p)| (n.clone(), shell_quote(p))).collect();
        if !words.iter().any(|(n, _)| n == "FileCheck") {
            if let Ok(fc) = file_check {
                words.push(("FileCheck".into(), shell_quote(&fc.display().to_string())));
            }
        }
        words.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        Substitutions { patterns, words }
    }

    /// Runs one RUN line; `None` when it passed.
    fn run_one(
        &self,
        file: &Path,
        text: &str,
        run: &RunLine,
        subst: &Substitutions,
        file_check: &Result<PathBuf, String>,
        tmp: &Path,
    ) -> Option<Failure> {
        let command = subst.apply(&run.text);
        let mut failure = Failure {
            file: file.to_path_buf(),
            line: run.line,
            run: run.text.clone(),
            command: command.clone(),
            status: None,
            stdout: String::new(),
            stderr: String::new(),
            chunks: Vec::new(),
            message: None,
        };
        let uses_file_check =
            contains_word(&run.text, "FileCheck") && !self.tools.iter().any(|(n, _)| n == "FileCheck");
        if uses_file_check {
            if let Err(e) = file_check {
                failure.message = Some(e.clone());
                return Some(failure);
            }
        }
        let script = format!("set -o pipefail\nnot() {{ ! \"$@\"; }}\n{command}\n");
        let out = Command::new("bash")
            .arg("-c")
            .arg(&script)
            .current_dir(tmp)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output();
        let out = match out {
            Ok(o) => o,
            Err(e) => {
                failure.message = Some(format!("cannot run bash: {e}"));
                return Some(failure);
            }
        };
        if out.status.success() {
            return None;
        }
        failure.status = out.status.code();
        failure.stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        failure.stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let mut lines = referenced_lines(&failure.stdout, file);
        lines.extend(referenced_lines(&failure.stderr, file));
        failure.chunks = chunks_at(text, &lines);
        Some(failure)
    }
}

/// A RUN command: where it starts and its text (continuations joined).
#[derive(Debug, Clone, PartialEq, Eq)]
struct RunLine {
    line: u32,
    text: String,
}

/// The RUN commands of a test file. A RUN line is a line with `RUN:` after a comment leader
/// (`//`, `#`, `;`: anything without letters or digits); a trailing `\` continues the command
/// on the next RUN line.
fn run_lines(text: &str) -> Vec<RunLine> {
    let mut lines = Vec::new();
    let mut current: Option<RunLine> = None;
    for (i, l) in text.lines().enumerate() {
        let Some(at) = l.find("RUN:") else { continue };
        let leader = l[..at].trim();
        if leader.is_empty() || leader.chars().any(char::is_alphanumeric) {
            continue;
        }
        let rest = l[at + 4..].trim();
        let run = current.get_or_insert_with(|| RunLine { line: i as u32 + 1, text: String::new() });
        if let Some(cont) = rest.strip_suffix('\\') {
            run.text.push_str(cont.trim_end());
            run.text.push(' ');
        } else {
            run.text.push_str(rest);
            if let Some(run) = current.take() {
                lines.push(run);
            }
        }
    }
    // A continuation at the end of the file ends the command.
    if let Some(mut run) = current {
        run.text = run.text.trim_end().to_string();
        lines.push(run);
    }
    lines
}

/// The substitutions of one test file.
#[derive(Debug)]
struct Substitutions {
    /// Patterns replaced wherever they occur, longest first.
    patterns: Vec<(String, String)>,
    /// Words (tool names) replaced where they stand alone, longest first.
    words: Vec<(String, String)>,
}

/// Whether `c` can be part of a tool name or a path, so that a tool name next to it is not a word
/// of its own.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/')
}

/// Whether `word` occurs in `text` as a word of its own.
fn contains_word(text: &str, word: &str) -> bool {
    let mut from = 0;
    while let Some(i) = text[from..].find(word) {
        let at = from + i;
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        if !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char) {
            return true;
        }
        from = at + word.len();
    }
    false
}

impl Substitutions {
    /// Applies every substitution in one pass from left to right, so that a replacement (a path
    /// that contains a tool's name, say) is never substituted again.
    fn apply(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut i = 0;
        'scan: while i < text.len() {
            let rest = &text[i..];
            for (p, r) in &self.patterns {
                if rest.starts_with(p.as_str()) {
                    out.push_str(r);
                    i += p.len();
                    continue 'scan;
                }
            }
            let before = text[..i].chars().next_back();
            if !before.is_some_and(is_word_char) {
                for (w, r) in &self.words {
                    if rest.starts_with(w.as_str()) && !rest[w.len()..].chars().next().is_some_and(is_word_char) {
                        out.push_str(r);
                        i += w.len();
                        continue 'scan;
                    }
                }
            }
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
        out
    }
}

/// `s` quoted for the shell when it needs it.
fn shell_quote(s: &str) -> String {
    if !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || "-_./=+:,@%".contains(c)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// The lines of `file` that `output` names as `file:line:` (FileCheck's CHECK lines, the tool's
/// diagnostics).
fn referenced_lines(output: &str, file: &Path) -> BTreeSet<u32> {
    let name = file.display().to_string();
    let mut lines = BTreeSet::new();
    let mut from = 0;
    while let Some(i) = output[from..].find(&name) {
        let after = &output[from + i + name.len()..];
        from += i + name.len();
        let Some(rest) = after.strip_prefix(':') else { continue };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if rest[digits.len()..].starts_with(':') {
            if let Ok(n) = digits.parse() {
                lines.insert(n);
            }
        }
    }
    lines
}

/// A piece of the input shown in a failure report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputChunk {
    /// The file line of the chunk's first line.
    pub first_line: u32,
    /// The chunk's lines (from `first_line` on).
    pub lines: Vec<String>,
    /// The lines the error output names (file line numbers).
    pub marked: BTreeSet<u32>,
}

impl fmt::Display for InputChunk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let last = self.first_line as usize + self.lines.len().saturating_sub(1);
        let width = last.to_string().len();
        // Long chunks are shown around the marked lines only.
        let show = |n: u32| {
            self.lines.len() <= MAX_CHUNK_LINES
                || self.marked.iter().any(|&m| n.abs_diff(m) <= MAX_CHUNK_LINES as u32 / 4)
        };
        let mut skipping = false;
        for (i, l) in self.lines.iter().enumerate() {
            let n = self.first_line + i as u32;
            if !show(n) {
                if !skipping {
                    writeln!(f, "    {:>width$} | ...", "")?;
                }
                skipping = true;
                continue;
            }
            skipping = false;
            let mark = if self.marked.contains(&n) { '>' } else { ' ' };
            writeln!(f, "{}", format!("  {mark} {n:>width$} | {l}").trim_end())?;
        }
        Ok(())
    }
}

/// The `// -----` chunks of `text` that hold the given lines (the whole file when it has no
/// split marker), each with the lines marked.
fn chunks_at(text: &str, lines: &BTreeSet<u32>) -> Vec<InputChunk> {
    let all: Vec<&str> = text.lines().collect();
    let (chunks, _) = crate::opt::split_input(text);
    let mut out: Vec<InputChunk> = Vec::new();
    for &line in lines {
        if line == 0 || line as usize > all.len() {
            continue;
        }
        // The chunk holding `line`: the last one starting at or before it. A chunk starts on the
        // marker's line (after the marker), which is shown from the line after.
        let start = chunks.iter().map(|c| c.line).filter(|&l| l <= line).max().unwrap_or(1);
        let next = chunks.iter().map(|c| c.line).filter(|&l| l > start).min();
        let first = if start > 1 && all[start as usize - 1].trim_start().starts_with("// -----") && start < line {
            start + 1
        } else {
            start
        };
        let end = next.map_or(all.len() as u32, |n| n - 1).max(first);
        if let Some(c) = out.iter_mut().find(|c| c.first_line == first) {
            c.marked.insert(line);
            continue;
        }
        let body: Vec<String> = all[first as usize - 1..end as usize].iter().map(|s| s.to_string()).collect();
        out.push(InputChunk { first_line: first, lines: body, marked: BTreeSet::from([line]) });
    }
    out
}

/// A RUN line that failed, or a test file that could not run.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The test file.
    pub file: PathBuf,
    /// The line of the RUN line (0 when the file as a whole failed).
    pub line: u32,
    /// The RUN command as written.
    pub run: String,
    /// The command as run, substitutions applied.
    pub command: String,
    /// Its exit status (`None` when it did not run or was killed by a signal).
    pub status: Option<i32>,
    /// Its standard output.
    pub stdout: String,
    /// Its standard error.
    pub stderr: String,
    /// The input chunks the error output points at.
    pub chunks: Vec<InputChunk>,
    /// Why the command could not run, or why the file is not a test (no RUN line, no FileCheck).
    pub message: Option<String>,
}

impl Failure {
    fn message(file: &Path, message: String) -> Self {
        Failure {
            file: file.to_path_buf(),
            line: 0,
            run: String::new(),
            command: String::new(),
            status: None,
            stdout: String::new(),
            stderr: String::new(),
            chunks: Vec::new(),
            message: Some(message),
        }
    }
}

/// Writes `text` indented, at most [`MAX_OUTPUT_LINES`] lines of it.
fn write_indented(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    let lines: Vec<&str> = text.lines().collect();
    for l in lines.iter().take(MAX_OUTPUT_LINES) {
        writeln!(f, "{}", format!("    {l}").trim_end())?;
    }
    if lines.len() > MAX_OUTPUT_LINES {
        writeln!(f, "    ... ({} more lines)", lines.len() - MAX_OUTPUT_LINES)?;
    }
    Ok(())
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            return writeln!(f, "FAIL: {}: {}", self.file.display(), self.message.as_deref().unwrap_or("failed"));
        }
        let status = match (self.status, &self.message) {
            (_, Some(_)) => "did not run".to_string(),
            (Some(c), None) => format!("exit status {c}"),
            (None, None) => "killed by a signal".to_string(),
        };
        writeln!(f, "FAIL: {}:{}: RUN line ({status})", self.file.display(), self.line)?;
        writeln!(f, "  RUN: {}", self.run)?;
        writeln!(f, "  as run: {}", self.command)?;
        if let Some(m) = &self.message {
            writeln!(f, "  error: {m}")?;
        }
        for c in &self.chunks {
            let last = c.first_line as usize + c.lines.len().saturating_sub(1);
            writeln!(f, "  input, lines {}-{last} (> marks the lines the output names):", c.first_line)?;
            write!(f, "{c}")?;
        }
        if !self.stdout.is_empty() {
            writeln!(f, "  stdout:")?;
            write_indented(f, &self.stdout)?;
        }
        if !self.stderr.is_empty() {
            writeln!(f, "  stderr:")?;
            write_indented(f, &self.stderr)?;
        }
        Ok(())
    }
}

/// What running one test file gave.
#[derive(Debug, Clone)]
pub struct FileOutcome {
    /// The test file.
    pub path: PathBuf,
    /// How many RUN commands it has.
    pub runs: usize,
    /// Its failed RUN lines (empty when it passed).
    pub failures: Vec<Failure>,
}

impl FileOutcome {
    /// Whether every RUN line passed.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// What running a set of test files gave.
#[derive(Debug, Clone)]
pub struct Report {
    /// The directory the tests came from, for [`Lit::run_dir`].
    pub root: Option<PathBuf>,
    /// Each file's outcome, in order.
    pub files: Vec<FileOutcome>,
}

impl Report {
    /// How many files passed.
    pub fn passed(&self) -> usize {
        self.files.iter().filter(|f| f.passed()).count()
    }

    /// The failures of every file.
    pub fn failures(&self) -> impl Iterator<Item = &Failure> {
        self.files.iter().flat_map(|f| f.failures.iter())
    }

    /// Whether at least one test ran and every test passed.
    pub fn success(&self) -> bool {
        !self.files.is_empty() && self.files.iter().all(FileOutcome::passed)
    }

    /// Prints the summary line and panics with the report unless [`Report::success`]: the call
    /// that ends a `#[test]`.
    #[track_caller]
    pub fn assert_passed(&self) {
        println!("lit: {} passed, {} failed", self.passed(), self.files.len() - self.passed());
        if !self.success() {
            panic!("{self}");
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.files.is_empty() {
            let place = self.root.as_ref().map_or_else(String::new, |r| format!(" under {}", r.display()));
            return writeln!(f, "lit: no test files found{place}");
        }
        let failed = self.files.len() - self.passed();
        writeln!(f, "lit: {} passed, {failed} failed", self.passed())?;
        for failure in self.failures() {
            writeln!(f)?;
            write!(f, "{failure}")?;
        }
        Ok(())
    }
}

/// A temporary directory, removed when dropped.
struct TempDir {
    path: PathBuf,
}

impl TempDir {
    fn new() -> std::io::Result<Self> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("oxir-lit-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&path)?;
        Ok(TempDir { path })
    }

    fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subst(words: &[(&str, &str)], patterns: &[(&str, &str)]) -> Substitutions {
        let mut s = Substitutions {
            patterns: patterns.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
            words: words.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
        };
        s.patterns.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        s.words.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        s
    }

    #[test]
    fn run_lines_join_continuations() {
        let text = "// RUN: a %s \\\n// RUN:   | b\n// CHECK: x\n  // RUN: c\n# RUN: d\nfoo RUN: no\n// RUN: e \\\n";
        let runs = run_lines(text);
        let got: Vec<(u32, &str)> = runs.iter().map(|r| (r.line, r.text.as_str())).collect();
        assert_eq!(got, vec![(1, "a %s | b"), (4, "c"), (5, "d"), (7, "e")]);
    }

    #[test]
    fn tools_are_replaced_as_words_only() {
        let s = subst(&[("my-opt", "/bin/x/my-opt"), ("my-run", "/r/my-opt-my-run")], &[("%s", "/t/a.mlir")]);
        assert_eq!(
            s.apply("my-opt %s | my-opt-2 | not my-opt --my-opt | my-run|FileCheck %s"),
            "/bin/x/my-opt /t/a.mlir | my-opt-2 | not /bin/x/my-opt --my-opt | /r/my-opt-my-run|FileCheck /t/a.mlir"
        );
    }

    #[test]
    fn longer_patterns_win() {
        let s = subst(&[], &[("%s", "S"), ("%mlir_runner_utils", "R"), ("%mlir_c_runner_utils", "C"), ("%%", "%")]);
        assert_eq!(s.apply("%s %mlir_c_runner_utils %mlir_runner_utils 100%%"), "S C R 100%");
    }

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("/a/b-c.mlir"), "/a/b-c.mlir");
        assert_eq!(shell_quote("/a b/it's"), "'/a b/it'\\''s'");
    }

    #[test]
    fn error_output_names_lines_of_the_file() {
        let f = Path::new("/t/a.mlir");
        let out = "/t/a.mlir:12:5: error: x\n<stdin>:3:1: note\n/t/a.mlir:7:1: note: y\n/t/a.mlir.bak:9:1: z\n";
        assert_eq!(referenced_lines(out, f), BTreeSet::from([7, 12]));
    }

    #[test]
    fn the_chunk_holding_a_line_is_shown() {
        let text = "// RUN: x\na\n// -----\nb\nc\n// -----\nd\n";
        let chunks = chunks_at(text, &BTreeSet::from([5]));
        assert_eq!(chunks.len(), 1);
        assert_eq!(chunks[0].first_line, 4);
        assert_eq!(chunks[0].lines, vec!["b", "c"]);
        assert_eq!(chunks[0].to_string(), "    4 | b\n  > 5 | c\n");
        let whole = chunks_at("a\nb\n", &BTreeSet::from([1]));
        assert_eq!(whole[0].lines, vec!["a", "b"]);
    }
}
