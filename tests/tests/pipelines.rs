//! The recorded pipelines of the conformance corpus: every `mlir-opt`/`mlir-translate` RUN line
//! (with its `mlir-runner` stage) of an in-scope case must print what MLIR's printed and exit as
//! it did, except the pipelines listed (with a reason) in `conformance/known-pipeline-failures.txt`.
//! A listed pipeline that now passes also fails the test, so the list stays exact.
//! `OXIR_PIPELINES_VERBOSE=1` prints every failure; `OXIR_PIPELINES_FILTER=text` keeps the cases
//! whose file contains `text` (the known-failures contract is then not checked).

use oxir_tests::conformance::{corpus_dir, in_scope, Case};
use oxir_tests::pipelines::*;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One pipeline to replay: its record, its stages, the case's text and its score key.
struct Job {
    pipeline: Pipeline,
    stages: Vec<Stage>,
    text: String,
    /// The upstream file's name, which `%s` stood for.
    file_name: String,
    key: String,
}

fn load_jobs(filter: &str) -> Option<Vec<Job>> {
    let text = std::fs::read_to_string(corpus_dir().join("cases.jsonl")).ok()?;
    let mut jobs = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).expect("cases.jsonl holds JSON lines");
        let case = Case::from_json(&v);
        if !case.file.contains(filter) || !in_scope(&case) {
            continue;
        }
        let Some(recorded) = v.get("pipelines").and_then(|x| x.as_array()) else { continue };
        for (i, p) in recorded.iter().enumerate() {
            let run_line = p.get("run_line").and_then(|x| x.as_str()).unwrap_or_default().to_string();
            let Some(stages) = plan(&run_line) else { continue };
            let pipeline = Pipeline {
                id: format!("{}/p{i}", case.id),
                run_line,
                rc: p.get("rc").and_then(|x| x.as_i64()).unwrap_or(0) as i32,
                stdout: p.get("stdout").and_then(|x| x.as_str()).unwrap_or_default().to_string(),
            };
            let key = score_key(&stages);
            let file_name = case.file.rsplit('/').next().unwrap_or_default().to_string();
            jobs.push(Job { pipeline, stages, text: case.text.clone(), file_name, key });
        }
    }
    Some(jobs)
}

/// Reads `id  # reason` lines.
fn read_known(path: &std::path::Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let (id, reason) = l.split_once('#').unwrap_or((l, ""));
            let id = id.trim();
            (!id.is_empty()).then(|| (id.to_string(), reason.trim().to_string()))
        })
        .collect()
}

#[test]
fn pipelines() {
    let start = std::time::Instant::now();
    let filter = std::env::var("OXIR_PIPELINES_FILTER").unwrap_or_default();
    let Some(jobs) = load_jobs(&filter) else {
        eprintln!("conformance corpus not found at {}; skipping", corpus_dir().display());
        return;
    };
    let runner = find_runner();
    if runner.is_none() {
        println!("note: oxir-run not found next to the test executable; runner pipelines are skipped");
    }
    let tmp = std::env::temp_dir().join(format!("oxir-pipelines-{}", std::process::id()));
    let verdicts: Mutex<Vec<Option<Verdict>>> = Mutex::new(vec![None; jobs.len()]);
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(8);
    // Passes on deeply nested IR recurse: give the workers a generous stack, as the main thread has.
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (jobs, verdicts, next, runner, tmp) = (&jobs, &verdicts, &next, &runner, &tmp);
            std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn_scoped(scope, move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let dir = tmp.join(i.to_string());
                    let _ = std::fs::create_dir_all(&dir);
                    let v = check(&job.pipeline, &job.stages, &job.text, &job.file_name, runner.as_deref(), &dir);
                    if let Ok(mut all) = verdicts.lock() {
                        all[i] = Some(v);
                    }
                })
                .expect("spawn a worker thread");
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let verdicts = verdicts.into_inner().expect("no worker panicked holding the lock");

    let mut scores: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut failures: BTreeMap<&str, String> = BTreeMap::new();
    let mut skipped = BTreeSet::new();
    for (job, v) in jobs.iter().zip(&verdicts) {
        let entry = scores.entry(&job.key).or_default();
        match v {
            Some(Verdict::Pass) => {
                entry.0 += 1;
                entry.1 += 1;
            }
            Some(Verdict::Skipped(_)) | None => {
                skipped.insert(job.pipeline.id.as_str());
            }
            Some(Verdict::Fail(why)) => {
                entry.1 += 1;
                failures.insert(&job.pipeline.id, why.clone());
            }
        }
    }
    let mut rows: Vec<_> = scores.iter().filter(|(_, (_, t))| *t > 0).collect();
    rows.sort_by(|a, b| b.1 .1.cmp(&a.1 .1).then(a.0.cmp(b.0)));
    println!("pipeline scores (passed/total per pass):");
    let (mut pass, mut total) = (0, 0);
    for (key, (p, t)) in rows {
        println!("  {p:4}/{t:<4} {key}");
        pass += p;
        total += t;
    }
    println!("  {pass:4}/{total:<4} total ({} skipped) in {:.1}s", skipped.len(), start.elapsed().as_secs_f64());

    if std::env::var("OXIR_PIPELINES_VERBOSE").is_ok() {
        for (id, why) in &failures {
            println!("FAIL {id}: {why}");
        }
    }
    if !filter.is_empty() {
        return;
    }
    let known_path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("conformance/known-pipeline-failures.txt");
    let known = read_known(&known_path);
    let mut by_reason: BTreeMap<&str, usize> = BTreeMap::new();
    for reason in known.values() {
        *by_reason.entry(reason.as_str()).or_default() += 1;
    }
    println!("listed known failures by reason:");
    for (reason, n) in &by_reason {
        println!("  {n:4}  {reason}");
    }
    let unexpected: Vec<_> = failures.iter().filter(|(id, _)| !known.contains_key(**id)).collect();
    let fixed: Vec<_> =
        known.keys().filter(|id| !failures.contains_key(id.as_str()) && !skipped.contains(id.as_str())).collect();
    for (id, why) in &unexpected {
        println!("unexpected failure {id}: {why}");
    }
    for id in &fixed {
        println!("listed in known-pipeline-failures.txt but passes now (remove it): {id}");
    }
    assert!(
        unexpected.is_empty() && fixed.is_empty(),
        "{} unexpected pipeline failures, {} fixed pipelines still listed",
        unexpected.len(),
        fixed.len()
    );
}
