//! Compiles `cpp/aggregate_paths.cpp`, the two LLVM builder calls that LLVM's C API lacks, against
//! the headers of the LLVM that llvm-sys links (found as llvm-sys finds it: `LLVM_SYS_221_PREFIX`,
//! else `llvm-config` on the path).

use std::path::PathBuf;
use std::process::Command;

const SOURCE: &str = "cpp/aggregate_paths.cpp";

fn main() {
    println!("cargo:rerun-if-changed={SOURCE}");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let llvm_config = llvm_config();
    let cxxflags = match Command::new(&llvm_config).arg("--cxxflags").output() {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).into_owned(),
        Ok(out) => panic!("{} --cxxflags failed: {}", llvm_config.display(), String::from_utf8_lossy(&out.stderr)),
        Err(e) => panic!(
            "cannot run {} ({e}): install LLVM 22 (`make deps-llvm`) or set LLVM_SYS_221_PREFIX",
            llvm_config.display()
        ),
    };
    let mut build = cc::Build::new();
    build.cpp(true).file(SOURCE).warnings(false);
    for flag in cxxflags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("oxir_llvm_shim");
}

/// `$LLVM_SYS_221_PREFIX/bin/llvm-config` when the variable is set, else `llvm-config` on the path.
fn llvm_config() -> PathBuf {
    match std::env::var_os("LLVM_SYS_221_PREFIX") {
        Some(prefix) => PathBuf::from(prefix).join("bin").join("llvm-config"),
        None => PathBuf::from("llvm-config"),
    }
}
