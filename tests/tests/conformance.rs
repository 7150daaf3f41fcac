//! The conformance suite: every in-scope case of `../shared/conformance` must behave as
//! `mlir-opt` 22 did, except the cases listed (with a reason) in `conformance/known-failures.txt`.
//! A listed case that now passes also fails the test, so the list stays exact.

use oxir_tests::conformance::*;
use std::path::PathBuf;

#[test]
fn conformance() {
    let Some(cases) = load_cases() else {
        eprintln!("conformance corpus not found at {}; skipping", corpus_dir().display());
        return;
    };
    let known_path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("conformance/known-failures.txt");
    let known = read_known_failures(&known_path);
    let mut tally = Tally::default();
    for case in cases.iter().filter(|c| in_scope(c)) {
        let entry = tally.per_file.entry(case.file.clone()).or_default();
        entry.1 += 1;
        match run_case(case) {
            Ok(()) => entry.0 += 1,
            Err(why) => {
                tally.failures.insert(case.id.clone(), why);
            }
        }
    }
    let (mut pass, mut total) = (0, 0);
    println!("conformance pass rate per file:");
    for (file, (p, t)) in &tally.per_file {
        println!("  {p:4}/{t:<4} {:5.1}%  {file}", 100.0 * *p as f64 / *t as f64);
        pass += p;
        total += t;
    }
    println!("  {pass:4}/{total:<4} {:5.1}%  total", 100.0 * pass as f64 / total.max(1) as f64);
    let unexpected: Vec<_> = tally.failures.iter().filter(|(id, _)| !known.contains(*id)).collect();
    let fixed: Vec<_> = known.iter().filter(|id| !tally.failures.contains_key(*id)).collect();
    if std::env::var("OXIR_CONFORMANCE_VERBOSE").is_ok() {
        for (id, why) in &tally.failures {
            println!("FAIL {id}: {why}");
        }
    }
    for (id, why) in &unexpected {
        println!("unexpected failure {id}: {why}");
    }
    for id in &fixed {
        println!("listed in known-failures.txt but passes now (remove it): {id}");
    }
    assert!(
        unexpected.is_empty() && fixed.is_empty(),
        "{} unexpected failures, {} fixed cases still listed",
        unexpected.len(),
        fixed.len()
    );
}
