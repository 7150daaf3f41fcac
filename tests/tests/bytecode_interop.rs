//! Bytecode interoperability with MLIR (issue 28): over every in-scope `print` case of the
//! conformance corpus (mlir-opt accepted it, oxir has its dialects),
//! (a) the bytecode `mlir-opt -emit-bytecode` writes, read by oxir-opt, prints what mlir-opt
//!     printed for the case, and
//! (b) the bytecode `oxir-opt --emit-bytecode` writes, read by mlir-opt, prints the same, and
//! (c) the bytecode `oxir-opt --emit-bytecode` writes, read back by oxir-opt, prints the same.
//! A measurement, not a gate: it needs `/usr/lib/llvm-22/bin/mlir-opt` (`$MLIR_OPT`) and runs with
//! `cargo test --release -p oxir-tests --test bytecode_interop -- --ignored --nocapture`. It prints
//! the three rates, the rates among the cases whose text oxir already prints as mlir-opt does (the
//! bytecode's own share), and the failures grouped by class with examples.

use oxir_tests::conformance::{first_difference, in_scope, load_cases, same_output, Case};
use oxir_tools::Registrations;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What happened to one direction of one case.
#[derive(Clone, Debug)]
enum Outcome {
    Same,
    /// A failure: its class and a detail.
    Failed(String, String),
}

fn mlir_opt() -> Option<PathBuf> {
    let p = std::env::var("MLIR_OPT").map(PathBuf::from).unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    p.exists().then_some(p)
}

/// The first `error: ...` message of `stderr`, with names and numbers blanked so that failures
/// of one kind fall into one class.
fn error_class(stderr: &str) -> String {
    let line = stderr.lines().find(|l| l.contains("error:")).unwrap_or_else(|| stderr.lines().next().unwrap_or(""));
    let msg = line.split_once("error: ").map_or(line, |(_, m)| m);
    let mut out = String::new();
    let mut in_quote = false;
    for c in msg.chars() {
        match c {
            '\'' => {
                in_quote = !in_quote;
                out.push_str(if in_quote { "'" } else { "…'" });
            }
            _ if in_quote => {}
            '0'..='9' => {
                if !out.ends_with('N') {
                    out.push('N');
                }
            }
            _ => out.push(c),
        }
    }
    out.chars().take(120).collect()
}

fn oxir_opt(args: &[String]) -> oxir_tools::opt::Output {
    match std::panic::catch_unwind(|| oxir_tools::opt::run_with(&Registrations::all(), args, Some(""))) {
        Ok(o) => o,
        Err(_) => {
            oxir_tools::opt::Output { stderr: "error: oxir-opt panicked".into(), code: 101, ..Default::default() }
        }
    }
}

fn flags(case: &Case) -> Vec<String> {
    if case.allow_unregistered {
        vec!["--allow-unregistered-dialect".to_string()]
    } else {
        Vec::new()
    }
}

/// (a): mlir-opt writes, oxir-opt reads.
fn mlir_to_oxir(case: &Case, mlir: &Path, dir: &Path, expected: &str, text_ok: bool) -> Outcome {
    let input = dir.join("in.mlir");
    let bc = dir.join("mlir.mlirbc");
    let out = Command::new(mlir).args(flags(case)).arg("-emit-bytecode").arg(&input).arg("-o").arg(&bc).output();
    match out {
        Ok(o) if o.status.success() => {}
        Ok(o) => return Outcome::Failed("mlir-opt cannot write it".into(), String::from_utf8_lossy(&o.stderr).into()),
        Err(e) => return Outcome::Failed("mlir-opt cannot run".into(), e.to_string()),
    }
    let mut args = flags(case);
    args.push(bc.to_string_lossy().into_owned());
    let ours = oxir_opt(&args);
    if ours.code != 0 {
        return Outcome::Failed(format!("oxir-opt: {}", error_class(&ours.stderr)), ours.stderr);
    }
    if same_output(&ours.stdout, expected) {
        Outcome::Same
    } else if !text_ok {
        Outcome::Failed("prints differently (oxir's text printing differs already)".into(), String::new())
    } else {
        Outcome::Failed("prints differently".into(), first_difference(&ours.stdout, expected))
    }
}

/// (b): oxir-opt writes, mlir-opt reads.
fn oxir_to_mlir(case: &Case, mlir: &Path, dir: &Path, expected: &str, text_ok: bool) -> Outcome {
    let input = dir.join("in.mlir");
    let bc = dir.join("oxir.mlirbc");
    let mut args = flags(case);
    args.extend([input.to_string_lossy().into_owned(), "--emit-bytecode".into()]);
    let ours = oxir_opt(&args);
    if ours.code != 0 {
        return Outcome::Failed(format!("oxir-opt cannot write it: {}", error_class(&ours.stderr)), ours.stderr);
    }
    if std::fs::write(&bc, &ours.binary).is_err() {
        return Outcome::Failed("cannot write a temporary file".into(), String::new());
    }
    let out = Command::new(mlir).args(flags(case)).arg(&bc).output();
    let out = match out {
        Ok(o) => o,
        Err(e) => return Outcome::Failed("mlir-opt cannot run".into(), e.to_string()),
    };
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Outcome::Failed(format!("mlir-opt: {}", error_class(&stderr)), stderr);
    }
    let theirs = String::from_utf8_lossy(&out.stdout);
    if same_output(&theirs, expected) {
        Outcome::Same
    } else if !text_ok {
        Outcome::Failed("prints differently (oxir's text printing differs already)".into(), String::new())
    } else {
        Outcome::Failed("prints differently".into(), first_difference(&theirs, expected))
    }
}

/// The outcomes of directions (a), (b) and (c) for one case, and whether oxir's text printing
/// of it matches mlir-opt's.
type CaseOutcomes = (Outcome, Outcome, Outcome, bool);

/// (c): oxir-opt writes, oxir-opt reads back.
fn oxir_round_trip(case: &Case, dir: &Path, expected: &str, text_ok: bool) -> Outcome {
    let input = dir.join("in.mlir");
    let bc = dir.join("round.mlirbc");
    let mut args = flags(case);
    args.extend([input.to_string_lossy().into_owned(), "--emit-bytecode".into()]);
    let ours = oxir_opt(&args);
    if ours.code != 0 {
        return Outcome::Failed(format!("oxir-opt cannot write it: {}", error_class(&ours.stderr)), ours.stderr);
    }
    if std::fs::write(&bc, &ours.binary).is_err() {
        return Outcome::Failed("cannot write a temporary file".into(), String::new());
    }
    let mut args = flags(case);
    args.push(bc.to_string_lossy().into_owned());
    let back = oxir_opt(&args);
    if back.code != 0 {
        return Outcome::Failed(format!("oxir-opt: {}", error_class(&back.stderr)), back.stderr);
    }
    if same_output(&back.stdout, expected) {
        Outcome::Same
    } else if !text_ok {
        Outcome::Failed("prints differently (oxir's text printing differs already)".into(), String::new())
    } else {
        Outcome::Failed("prints differently".into(), first_difference(&back.stdout, expected))
    }
}

fn report(name: &str, results: &[(String, bool, Outcome)]) {
    let total = results.len();
    let same = results.iter().filter(|r| matches!(r.2, Outcome::Same)).count();
    let text_ok: Vec<_> = results.iter().filter(|r| r.1).collect();
    let same_text_ok = text_ok.iter().filter(|r| matches!(r.2, Outcome::Same)).count();
    println!(
        "{name}: {same}/{total} ({:.1}%); among the {} cases oxir prints as mlir-opt does: {same_text_ok} ({:.1}%)",
        100.0 * same as f64 / total.max(1) as f64,
        text_ok.len(),
        100.0 * same_text_ok as f64 / text_ok.len().max(1) as f64
    );
    let mut classes: BTreeMap<&str, Vec<(&str, &str)>> = BTreeMap::new();
    for (id, _, o) in results {
        if let Outcome::Failed(class, detail) = o {
            classes.entry(class).or_default().push((id, detail));
        }
    }
    let mut classes: Vec<_> = classes.into_iter().collect();
    classes.sort_by_key(|(_, v)| std::cmp::Reverse(v.len()));
    for (class, cases) in classes {
        println!("  {:4}  {class}", cases.len());
        for (id, detail) in cases.iter().take(3) {
            let detail: String = detail.lines().next().unwrap_or("").chars().take(160).collect();
            println!("          {id}  {detail}");
        }
    }
}

#[test]
#[ignore = "a measurement against mlir-opt; run with --ignored"]
fn bytecode_interoperability() {
    let (Some(mlir), Some(cases)) = (mlir_opt(), load_cases()) else {
        eprintln!("mlir-opt or the conformance corpus is missing; skipping");
        return;
    };
    let filter = std::env::var("OXIR_BYTECODE_FILTER").unwrap_or_default();
    let cases: Vec<Case> = cases
        .into_iter()
        .filter(|c| c.kind == "print" && c.custom.is_some() && in_scope(c) && c.id.contains(&filter))
        .collect();
    let tmp = std::env::temp_dir().join(format!("oxir-bytecode-{}", std::process::id()));
    let results: Mutex<Vec<Option<CaseOutcomes>>> = Mutex::new(vec![None; cases.len()]);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            let (cases, results, next, mlir, tmp) = (&cases, &results, &next, &mlir, &tmp);
            std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn_scoped(scope, move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(i) else { break };
                    let dir = tmp.join(i.to_string());
                    let _ = std::fs::create_dir_all(&dir);
                    let _ = std::fs::write(dir.join("in.mlir"), &case.text);
                    let expected = case.custom.as_deref().unwrap_or_default();
                    let mut args = flags(case);
                    args.push(dir.join("in.mlir").to_string_lossy().into_owned());
                    let text = oxir_opt(&args);
                    let text_ok = text.code == 0 && same_output(&text.stdout, expected);
                    let a = mlir_to_oxir(case, mlir, &dir, expected, text_ok);
                    let b = oxir_to_mlir(case, mlir, &dir, expected, text_ok);
                    let rt = oxir_round_trip(case, &dir, expected, text_ok);
                    let _ = std::fs::remove_dir_all(&dir);
                    if let Ok(mut all) = results.lock() {
                        all[i] = Some((a, b, rt, text_ok));
                    }
                })
                .expect("spawn a worker thread");
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let results = results.into_inner().expect("no worker panicked holding the lock");
    let mut a = Vec::new();
    let mut b = Vec::new();
    let mut c = Vec::new();
    for (case, r) in cases.iter().zip(results) {
        let Some((ra, rb, rc, text_ok)) = r else { continue };
        a.push((case.id.clone(), text_ok, ra));
        b.push((case.id.clone(), text_ok, rb));
        c.push((case.id.clone(), text_ok, rc));
    }
    println!("bytecode interoperability over {} in-scope print cases", cases.len());
    report("(a) mlir-opt -emit-bytecode | oxir-opt", &a);
    report("(b) oxir-opt --emit-bytecode | mlir-opt", &b);
    report("(c) oxir-opt --emit-bytecode | oxir-opt", &c);
}
