//! Replaying the pass, translation and runner pipelines recorded in the conformance corpus: every
//! case of `cases.jsonl` carries the RUN lines of its upstream file with what the pipeline (up to
//! its `FileCheck` stage) printed and its exit status. The same rules as
//! `bench/difftest/pipelines.py`: the case's own text is the input (it is already one chunk, so
//! `--split-input-file` is dropped), `mlir-opt` and `mlir-translate` stages run in-process as
//! `oxir-opt` and `oxir-translate`, an `mlir-runner` stage runs the `oxir-run` binary, and
//! `FileCheck` (and whatever follows) is not replayed.

use std::path::{Path, PathBuf};

/// One recorded pipeline of a case.
#[derive(Debug, Clone)]
pub struct Pipeline {
    /// `case-id/p<index>`: names the pipeline in `known-pipeline-failures.txt`.
    pub id: String,
    /// The RUN line as written upstream.
    pub run_line: String,
    /// The exit status MLIR's pipeline ended with.
    pub rc: i32,
    /// What MLIR's pipeline printed to stdout (what `FileCheck` read).
    pub stdout: String,
}

/// A stage of a pipeline that oxir replays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// `mlir-opt` with its arguments, run as `oxir-opt`.
    Opt(Vec<String>),
    /// `mlir-translate` with its arguments, run as `oxir-translate`.
    Translate(Vec<String>),
    /// `mlir-runner` with its arguments (without `--shared-libs`), run as `oxir-run`.
    Runner(Vec<String>),
}

/// The result of replaying one pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Same stdout (line-wise, trailing whitespace ignored) and exit status as MLIR's.
    Pass,
    /// Differs from MLIR's; the reason says how.
    Fail(String),
    /// Not replayed (e.g. `oxir-run` was not built); the reason says why.
    Skipped(String),
}

/// Splits a RUN line into shell words per `|`-separated stage, honouring quotes and backslashes
/// (a `|` inside quotes does not separate stages). Returns `None` for an unterminated quote.
pub fn split_stages(run_line: &str) -> Option<Vec<Vec<String>>> {
    let mut stages = vec![Vec::new()];
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = run_line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '\'' => break,
                        x => word.push(x),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => match chars.next()? {
                            x @ ('"' | '\\' | '$' | '`') => word.push(x),
                            x => {
                                word.push('\\');
                                word.push(x);
                            }
                        },
                        x => word.push(x),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(x) = chars.next() {
                    word.push(x);
                }
            }
            '|' | ' ' | '\t' | '\n' => {
                if in_word {
                    stages.last_mut()?.push(std::mem::take(&mut word));
                    in_word = false;
                }
                if c == '|' {
                    stages.push(Vec::new());
                }
            }
            _ => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        stages.last_mut()?.push(word);
    }
    Some(stages)
}

/// The stages of a RUN line that oxir replays, or `None` when the line is out of scope (it does
/// not start with `mlir-opt` or `mlir-translate`, e.g. `not mlir-opt ...`, or cannot be split).
/// Replay stops at the first stage that is not a tool (`FileCheck`, ...).
pub fn plan(run_line: &str) -> Option<Vec<Stage>> {
    let mut out = Vec::new();
    for words in split_stages(run_line)? {
        let Some((tool, args)) = words.split_first() else { break };
        let args: Vec<String> = args
            .iter()
            .filter(|a| !matches!(a.as_str(), "%s" | "-split-input-file" | "--split-input-file"))
            .cloned()
            .collect();
        let stage = match tool.as_str() {
            "mlir-opt" => Stage::Opt(args),
            "mlir-translate" => Stage::Translate(args),
            "mlir-runner" if !out.is_empty() => Stage::Runner(
                args.into_iter().filter(|w| !w.trim_start_matches('-').starts_with("shared-libs")).collect(),
            ),
            _ => break,
        };
        out.push(stage);
    }
    if out.is_empty() {
        None
    } else {
        Some(out)
    }
}

/// The key a pipeline is scored under: the first stage's tool and passes (its arguments without
/// the input, `--split-input-file` and options that do not select work), plus `| runner`.
pub fn score_key(stages: &[Stage]) -> String {
    let generic = |a: &&String| {
        !matches!(a.trim_start_matches('-'), "allow-unregistered-dialect" | "verify-diagnostics" | "o" | "%t")
    };
    let mut key = match stages.first() {
        Some(Stage::Opt(args)) => {
            let words: Vec<&str> = args.iter().filter(generic).map(|a| a.trim_start_matches('-')).collect();
            if words.is_empty() {
                "(parse and print)".to_string()
            } else {
                words.join(" ")
            }
        }
        Some(Stage::Translate(args)) => {
            let words: Vec<&str> = args.iter().filter(generic).map(|a| a.trim_start_matches('-')).collect();
            format!("translate {}", words.join(" "))
        }
        _ => String::new(),
    };
    for s in stages.iter().skip(1) {
        key.push_str(match s {
            Stage::Opt(_) => " | opt",
            Stage::Translate(_) => " | translate",
            Stage::Runner(_) => " | runner",
        });
    }
    key
}

/// Replaces the heap addresses memref printouts carry (`base@ = 0x...`), which differ from run to
/// run, by `PTR`.
pub fn normalize_addresses(text: &str) -> String {
    const MARK: &str = "base@ = 0x";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at]);
        out.push_str("base@ = PTR");
        rest = rest[at + MARK.len()..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    out.push_str(rest);
    out
}

/// Where the `oxir-run` binary is: `$OXIR_RUN`, else next to the directory of the running test
/// executable (`target/<profile>/deps/..`). `None` if it has not been built.
pub fn find_runner() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("OXIR_RUN") {
        return Some(PathBuf::from(p));
    }
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let name = format!("oxir-run{}", std::env::consts::EXE_SUFFIX);
    [dir.join(&name), dir.parent()?.join(&name)].into_iter().find(|p| p.is_file())
}

/// Output of one stage: stdout and exit status, and the bytecode it wrote (`--emit-bytecode`),
/// which the next stage reads instead of `stdout`.
#[derive(Default)]
struct StageOut {
    stdout: String,
    stderr: String,
    code: i32,
    binary: Vec<u8>,
}

/// Runs `oxir-run` on `input` with `args`.
fn run_runner(runner: &Path, args: &[String], input: &str) -> Result<StageOut, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(runner)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", runner.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A runner that exits early closes its stdin; its exit status tells what happened.
        let _ = stdin.write_all(input.as_bytes());
    }
    let out = child.wait_with_output().map_err(|e| format!("waiting for oxir-run: {e}"))?;
    Ok(StageOut {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
        binary: Vec::new(),
    })
}

/// Runs `oxir-opt` with `args` on `input`, which is named `name` in locations (as `%s` is the
/// upstream file's name) or `<stdin>`.
fn run_opt(args: &[String], input: &str, name: Option<&str>) -> StageOut {
    use oxir_tools::{opt, Registrations};
    let reg = Registrations::all();
    reg.register_global();
    match (name, opt::parse_args(args)) {
        (Some(name), Ok(mut opts)) if opts.input == "-" => {
            opts.input = name.to_string();
            let out = opt::run_on_text(&reg, &opts, input);
            let bytecode = opts.emit_bytecode.then_some(out.binary);
            finish(out.stdout, out.stderr, out.code, &opts.output, bytecode)
        }
        _ => {
            let o = opt::run_with(&reg, args, Some(input));
            StageOut { stdout: o.stdout, stderr: o.stderr, code: o.code, binary: o.binary }
        }
    }
}

/// Runs `oxir-translate` with `args` on `input`, named as for [`run_opt`].
fn run_translate(args: &[String], input: &str, name: Option<&str>) -> StageOut {
    use oxir_tools::{translate, Registrations};
    let reg = Registrations::all().llvm_ir_translations();
    match (name, translate::parse_args(&reg, args)) {
        (Some(name), Ok(mut opts)) if opts.input == "-" && opts.translation.is_some() => {
            opts.input = name.to_string();
            let (out, bytes) = translate::run_on_text(&reg, &opts, input);
            let bytes = opts.emit.is_some().then_some(bytes);
            finish(out.stdout, out.stderr, out.code, &opts.output, bytes)
        }
        _ => {
            let o = translate::run_with(&reg, args, Some(input));
            StageOut { stdout: o.stdout, stderr: o.stderr, code: o.code, binary: Vec::new() }
        }
    }
}

/// Writes a successful stage's output to its `-o` file (when not `-`), as the tools do.
fn finish(stdout: String, stderr: String, code: i32, output: &str, bytes: Option<Vec<u8>>) -> StageOut {
    if code != 0 || output == "-" {
        let binary = bytes.filter(|_| code == 0).unwrap_or_default();
        return StageOut { stdout, stderr, code, binary };
    }
    let data = bytes.unwrap_or_else(|| stdout.into_bytes());
    match std::fs::write(output, data) {
        Ok(()) => StageOut { stderr, code, ..Default::default() },
        Err(e) => StageOut { stderr: format!("could not write '{output}': {e}"), code: 1, ..Default::default() },
    }
}

/// Replays `stages` on `text`: each tool stage reads the previous stage's stdout (the first reads
/// the case's text); a failing stage ends the pipeline with its status, as lit's `pipefail` does.
/// `%t` stands for a file in `tmp`.
fn replay(
    stages: &[Stage],
    text: &str,
    file_name: &str,
    runner: Option<&Path>,
    tmp: &Path,
) -> Result<StageOut, String> {
    let subst = |args: &[String]| -> Vec<String> {
        args.iter().map(|a| a.replace("%t", &tmp.join("out").to_string_lossy())).collect()
    };
    let mut cur = StageOut { stdout: text.to_string(), ..Default::default() };
    for (i, stage) in stages.iter().enumerate() {
        if cur.code != 0 {
            break;
        }
        // The first stage reads `%s`: its locations name the file; later ones read `<stdin>`.
        let name = if i == 0 { Some(file_name) } else { None };
        // Bytecode from the previous stage is read from a file, as a tool reads a binary stdin.
        let from_bytecode = |args: &[String]| -> Vec<String> {
            let mut args = subst(args);
            if !cur.binary.is_empty() {
                let path = tmp.join("stage-input.mlirbc");
                if std::fs::write(&path, &cur.binary).is_ok() {
                    args.push(path.to_string_lossy().into_owned());
                }
            }
            args
        };
        cur = match stage {
            Stage::Opt(args) => run_opt(&from_bytecode(args), &cur.stdout, name),
            Stage::Translate(args) => run_translate(&from_bytecode(args), &cur.stdout, name),
            Stage::Runner(args) => {
                let Some(runner) = runner else { return Err("oxir-run not built".into()) };
                let mut o = run_runner(runner, &subst(args), &cur.stdout)?;
                o.stdout = normalize_addresses(&o.stdout);
                o
            }
        };
    }
    Ok(cur)
}

/// Replays one recorded pipeline on the case's `text` and compares stdout (line-wise, trailing
/// whitespace ignored) and exit status with MLIR's. `file_name` is the name `%s` had (locations
/// print it); `tmp` is a directory of this pipeline's own.
pub fn check(
    p: &Pipeline,
    stages: &[Stage],
    text: &str,
    file_name: &str,
    runner: Option<&Path>,
    tmp: &Path,
) -> Verdict {
    let has_runner = stages.iter().any(|s| matches!(s, Stage::Runner(_)));
    if has_runner && runner.is_none() {
        return Verdict::Skipped("oxir-run not built (cargo build --release -p oxir-tools)".into());
    }
    let got =
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| replay(stages, text, file_name, runner, tmp))) {
            Ok(Ok(o)) => o,
            Ok(Err(e)) => return Verdict::Fail(e),
            Err(e) => {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                return Verdict::Fail(format!("panicked: {msg}"));
            }
        };
    let want = if has_runner { normalize_addresses(&p.stdout) } else { p.stdout.clone() };
    if got.code != p.rc {
        let first = got.stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        return Verdict::Fail(format!("exit status {} (MLIR: {}); stderr: {first}", got.code, p.rc));
    }
    if !crate::conformance::same_output(&got.stdout, &want) {
        return Verdict::Fail(crate::conformance::first_difference(&got.stdout, &want));
    }
    Verdict::Pass
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_stages_honouring_quotes() {
        let stages = split_stages(r#"mlir-opt -pass-pipeline="builtin.module(a|b)" %s | FileCheck %s"#).unwrap();
        assert_eq!(stages.len(), 2);
        assert_eq!(stages[0], vec!["mlir-opt", "-pass-pipeline=builtin.module(a|b)", "%s"]);
        assert_eq!(stages[1], vec!["FileCheck", "%s"]);
        assert!(split_stages("mlir-opt 'unterminated").is_none());
    }

    #[test]
    fn plans_tool_and_runner_stages_and_stops_at_filecheck() {
        let p = plan("mlir-opt %s -split-input-file --cse | mlir-runner -e main --shared-libs=%lib | FileCheck %s");
        assert_eq!(p, Some(vec![Stage::Opt(vec!["--cse".into()]), Stage::Runner(vec!["-e".into(), "main".into()]),]));
        assert_eq!(score_key(p.as_deref().unwrap()), "cse | runner");
        assert_eq!(plan("not mlir-opt %s 2>&1 | FileCheck %s"), None);
        assert_eq!(
            plan("mlir-translate -mlir-to-llvmir %s").map(|s| score_key(&s)).as_deref(),
            Some("translate mlir-to-llvmir")
        );
    }

    #[test]
    fn normalizes_heap_addresses() {
        assert_eq!(
            normalize_addresses("Memref base@ = 0x5581f2a0 rank = 1\nbase@ = 0xdeadBEEF x"),
            "Memref base@ = PTR rank = 1\nbase@ = PTR x"
        );
    }
}
