//! The conformance corpus: real MLIR test inputs with what `mlir-opt` 22 printed for them
//! (`../shared/conformance/cases.jsonl`, see its README), and the rules that say which cases
//! oxir is expected to pass today.

use oxir_tools::opt::{run_on_text, Options};
use oxir_tools::Registrations;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// One case of the corpus (the fields the suite uses).
#[derive(Debug, Clone)]
pub struct Case {
    /// `file:chunk`.
    pub id: String,
    /// The upstream file.
    pub file: String,
    /// `print` or `verify`.
    pub kind: String,
    /// The input.
    pub text: String,
    /// Whether the RUN line passes `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// The dialects whose ops appear.
    pub dialects: Vec<String>,
    /// Whether it needs MLIR's `test` dialect.
    pub uses_test_dialect: bool,
    /// mlir-opt's custom-form output (print cases).
    pub custom: Option<String>,
    /// mlir-opt's generic-form output (print cases).
    pub generic: Option<String>,
}

/// The dialects oxir implements: cases using only these (and unregistered dialects) are in scope.
pub const IMPLEMENTED_DIALECTS: &[&str] = &["arith", "builtin", "cf", "func", "llvm", "memref", "scf", "tensor"];

/// Dialects of real MLIR: a case using one of these that oxir does not implement is out of scope
/// (any other namespace is an unregistered dialect, which oxir handles generically).
pub const MLIR_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "mesh",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "polynomial",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "tosa",
    "transform",
    "ub",
    "vector",
    "x86vector",
    "xegpu",
    "xevm",
];

impl Case {
    /// The case a line of `cases.jsonl` describes.
    pub fn from_json(v: &serde_json::Value) -> Case {
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        Case {
            id: s("id").unwrap_or_default(),
            file: s("file").unwrap_or_default(),
            kind: s("kind").unwrap_or_default(),
            text: s("text").unwrap_or_default(),
            allow_unregistered: v.get("allow_unregistered_dialect").and_then(|x| x.as_bool()).unwrap_or(false),
            dialects: v
                .get("dialects")
                .and_then(|x| x.as_array())
                .map(|a| a.iter().filter_map(|d| d.as_str().map(str::to_string)).collect())
                .unwrap_or_default(),
            uses_test_dialect: v.get("uses_test_dialect").and_then(|x| x.as_bool()).unwrap_or(false),
            custom: s("custom"),
            generic: s("generic"),
        }
    }
}

/// Every case of the corpus, `None` when the corpus is not there.
pub fn load_cases() -> Option<Vec<Case>> {
    let text = std::fs::read_to_string(corpus_dir().join("cases.jsonl")).ok()?;
    let cases = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("cases.jsonl holds JSON lines");
            Case::from_json(&v)
        })
        .collect();
    Some(cases)
}

/// The corpus directory: `$OXIR_CONFORMANCE_DIR`, else `../shared/conformance` from the project
/// root.
pub fn corpus_dir() -> PathBuf {
    if let Ok(d) = std::env::var("OXIR_CONFORMANCE_DIR") {
        return PathBuf::from(d);
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance")
}

/// Dialects oxir implements in part (the ops a lowering pipeline needs): a case using one of them
/// is in scope when every op of it the case names is one oxir registers.
pub const PARTIAL_DIALECTS: &[&str] = &["affine", "bufferization", "linalg", "vector"];

/// The names of the ops oxir registers.
fn registered_ops() -> &'static BTreeSet<String> {
    static OPS: std::sync::OnceLock<BTreeSet<String>> = std::sync::OnceLock::new();
    OPS.get_or_init(|| {
        oxir_tools::new_context(false).registered_op_infos().iter().map(|i| i.name.to_string()).collect()
    })
}

/// Whether every `dialect.op` name of `dialect` in `text` is a registered op.
fn uses_only_registered_ops(text: &str, dialect: &str) -> bool {
    let prefix = format!("{dialect}.");
    let bytes = text.as_bytes();
    let mut rest = 0;
    while let Some(found) = text[rest..].find(&prefix) {
        let start = rest + found;
        rest = start + prefix.len();
        let preceded =
            start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || b"_.$#!%@^".contains(&bytes[start - 1]));
        if preceded {
            continue;
        }
        let end = text[rest..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .map_or(text.len(), |e| rest + e);
        let name = text[start..end].trim_end_matches('.');
        if !registered_ops().contains(name) {
            return false;
        }
    }
    true
}

/// Whether a case is in scope: it uses only implemented or unregistered dialects, and of the
/// partly implemented ones only the implemented ops.
pub fn in_scope(case: &Case) -> bool {
    !case.uses_test_dialect
        && case.dialects.iter().all(|d| {
            let d = d.as_str();
            IMPLEMENTED_DIALECTS.contains(&d)
                || (PARTIAL_DIALECTS.contains(&d) && uses_only_registered_ops(&case.text, d))
                || !MLIR_DIALECTS.contains(&d)
        })
}

/// Compares two outputs line by line, ignoring trailing whitespace (and trailing empty lines).
pub fn same_output(a: &str, b: &str) -> bool {
    let norm = |s: &str| -> Vec<String> {
        let mut v: Vec<String> = s.lines().map(|l| l.trim_end().to_string()).collect();
        while v.last().is_some_and(|l| l.is_empty()) {
            v.pop();
        }
        v
    };
    norm(a) == norm(b)
}

/// The first differing line of two outputs, for failure reports.
pub fn first_difference(ours: &str, theirs: &str) -> String {
    let a: Vec<&str> = ours.lines().map(str::trim_end).collect();
    let b: Vec<&str> = theirs.lines().map(str::trim_end).collect();
    for i in 0..a.len().max(b.len()) {
        let (x, y) = (a.get(i).copied().unwrap_or("<end>"), b.get(i).copied().unwrap_or("<end>"));
        if x != y {
            return format!("line {}:\n    oxir: {x}\n    mlir: {y}", i + 1);
        }
    }
    String::new()
}

/// Runs one case; `Ok(())` when oxir behaves as mlir-opt did, else why not.
pub fn run_case(case: &Case) -> Result<(), String> {
    let base = Options {
        input: "-".into(),
        output: "-".into(),
        allow_unregistered: case.allow_unregistered,
        ..Default::default()
    };
    let run = |opts: &Options| {
        std::panic::catch_unwind(|| run_on_text(&Registrations::all(), opts, &case.text)).map_err(|p| {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            format!("panicked: {msg}")
        })
    };
    match case.kind.as_str() {
        "verify" => {
            let out = run(&Options { verify_diagnostics: true, ..base })?;
            if out.code != 0 {
                return Err(format!("--verify-diagnostics failed:\n{}", out.stderr.trim_end()));
            }
            Ok(())
        }
        _ => {
            for (generic, expected) in [(false, &case.custom), (true, &case.generic)] {
                let Some(expected) = expected else { continue };
                let out = run(&Options { generic, ..base.clone() })?;
                if out.code != 0 {
                    return Err(format!("rejected:\n{}", out.stderr.trim_end()));
                }
                if !same_output(&out.stdout, expected) {
                    let form = if generic { "generic" } else { "custom" };
                    return Err(format!("{form} output differs at {}", first_difference(&out.stdout, expected)));
                }
            }
            Ok(())
        }
    }
}

/// Per-file tallies of a run.
#[derive(Default, Debug)]
pub struct Tally {
    /// (passed, total) per upstream file.
    pub per_file: BTreeMap<String, (usize, usize)>,
    /// Case ids that failed, with the reason.
    pub failures: BTreeMap<String, String>,
}

/// Reads the known-failures file: `id  # reason` lines.
pub fn read_known_failures(path: &std::path::Path) -> BTreeSet<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}
