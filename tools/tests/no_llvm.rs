//! The tools that only parse, transform and print IR do not link libLLVM: loading it costs 54 MiB
//! of resident memory before a single op is read (issue 27's memory bar). Only `oxir-target-llvm`
//! calls LLVM, and only `oxir-translate` and `oxir-run` reach it. The test reads the `DT_NEEDED`
//! entries of each built binary's dynamic section (what `readelf -d` lists) and fails if
//! `libLLVM` comes back into `oxir-opt`, `oxir-reduce`, `oxir-lsp` or `oxir-docgen`, for instance
//! through a registration that [`oxir_tools::Registrations::all`] or a driver reaches. The two
//! tools that do need LLVM are checked to have it, so a broken reader cannot pass the test.

#![cfg(target_os = "linux")]

/// The shared libraries an ELF64 little-endian file names in `DT_NEEDED`, read from its section
/// headers: the `SHT_DYNAMIC` section and the string table its `sh_link` names.
fn needed_libraries(path: &str) -> Vec<String> {
    let elf = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    assert!(elf.len() > 64 && elf.starts_with(b"\x7fELF") && elf[4] == 2 && elf[5] == 1, "{path}: not ELF64 LE");
    let u16_at = |o: usize| u16::from_le_bytes([elf[o], elf[o + 1]]) as usize;
    let u32_at = |o: usize| u32::from_le_bytes(elf[o..o + 4].try_into().expect("4 bytes")) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(elf[o..o + 8].try_into().expect("8 bytes")) as usize;
    let (shoff, shentsize, shnum) = (u64_at(0x28), u16_at(0x3a), u16_at(0x3c));
    let section = |i: usize| shoff + i * shentsize;
    let dynamic = (0..shnum).map(section).find(|&s| u32_at(s + 4) == 6).expect("a SHT_DYNAMIC section");
    let strtab = u64_at(section(u32_at(dynamic + 0x28)) + 0x18);
    let (start, size) = (u64_at(dynamic + 0x18), u64_at(dynamic + 0x20));
    let mut needed = Vec::new();
    for entry in (start..start + size).step_by(16) {
        match u64_at(entry) {
            0 => break,
            1 => {
                let name = &elf[strtab + u64_at(entry + 8)..];
                let end = name.iter().position(|&b| b == 0).expect("a NUL-terminated name");
                needed.push(String::from_utf8_lossy(&name[..end]).into_owned());
            }
            _ => {}
        }
    }
    needed
}

fn links_llvm(path: &str) -> bool {
    let needed = needed_libraries(path);
    assert!(needed.iter().any(|l| l.starts_with("libc.so")), "{path}: DT_NEEDED read wrong: {needed:?}");
    needed.iter().any(|l| l.starts_with("libLLVM"))
}

#[test]
fn the_tools_that_do_not_translate_do_not_link_llvm() {
    for (tool, path) in [
        ("oxir-opt", env!("CARGO_BIN_EXE_oxir-opt")),
        ("oxir-reduce", env!("CARGO_BIN_EXE_oxir-reduce")),
        ("oxir-lsp", env!("CARGO_BIN_EXE_oxir-lsp")),
        ("oxir-docgen", env!("CARGO_BIN_EXE_oxir-docgen")),
    ] {
        assert!(!links_llvm(path), "{tool} links libLLVM: {:?}", needed_libraries(path));
    }
}

#[test]
fn the_tools_that_translate_or_run_code_link_llvm() {
    for path in [env!("CARGO_BIN_EXE_oxir-translate"), env!("CARGO_BIN_EXE_oxir-run")] {
        assert!(links_llvm(path), "{path}: {:?}", needed_libraries(path));
    }
}
