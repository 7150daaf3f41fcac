//! The set-up path of `make run`/`make test` (`make deps-llvm`, `scripts/deps-llvm.sh`), run with fake
//! `apt-get`, `apt-cache`, `curl`, `tee` and `sudo` on `PATH`, so that the install logic is tested on a
//! machine that already has LLVM. The fakes log their calls; the fake `apt-get install` creates the
//! files a real LLVM install would (`llvm-config`, `FileCheck`) under a temporary prefix.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// What the fake `apt-cache policy` reports for llvm-22-dev.
#[derive(Clone, Copy)]
enum Policy {
    /// A candidate version, followed by a version table long enough (far beyond a pipe's buffer) that
    /// a reader that stops at its first match makes `apt-cache` die of SIGPIPE.
    LongWithCandidate,
    /// `Candidate: (none)` until the apt.llvm.org source file exists, a candidate afterwards.
    OnlyAfterFallback,
    /// Never a candidate.
    Never,
}

/// A temporary fake machine: a directory of fake commands, a log of their calls, an LLVM prefix
/// and the apt configuration directories the fallback writes to.
struct FakeMachine {
    root: PathBuf,
}

impl FakeMachine {
    fn new(name: &str, policy: Policy, install_works: bool, curl_works: bool) -> FakeMachine {
        let root = std::env::temp_dir().join(format!("oxir-setup-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        for dir in ["bin", "llvm", "etc/sources.list.d", "keyrings"] {
            fs::create_dir_all(root.join(dir)).expect("create the fake machine's directories");
        }
        let m = FakeMachine { root };
        let log = m.log_path();
        let llvm = m.root.join("llvm");
        let sources = m.root.join("etc/sources.list.d");
        let candidate = match policy {
            Policy::LongWithCandidate => "echo '  Candidate: 1:22.1.8-1~deb12u1'".to_string(),
            Policy::OnlyAfterFallback => format!(
                "if [ -e {0}/apt-llvm-org.list ]; then echo '  Candidate: 1:22.1.8~++1'; else echo '  Candidate: (none)'; fi",
                sources.display()
            ),
            Policy::Never => "echo '  Candidate: (none)'".to_string(),
        };
        m.command(
            "apt-cache",
            &format!(
                "echo \"apt-cache $*\" >> {log}\necho 'llvm-22-dev:'\necho '  Installed: (none)'\n{candidate}\necho '  Version table:'\nyes '     1:22.1.8-1~deb12u1 500' | head -n 200000\n",
                log = log.display()
            ),
        );
        let install = if install_works {
            format!(
                "mkdir -p {0}/bin && printf '#!/bin/sh\\n' > {0}/bin/llvm-config && cp {0}/bin/llvm-config {0}/bin/FileCheck && chmod +x {0}/bin/*",
                llvm.display()
            )
        } else {
            "echo 'E: Unable to locate package' >&2; exit 100".to_string()
        };
        m.command(
            "apt-get",
            &format!(
                "echo \"apt-get $*\" >> {log}\nif [ \"$1\" = install ] && [ \"$3\" = llvm-22-dev ]; then {install}; fi\nexit 0\n",
                log = log.display()
            ),
        );
        m.command(
            "curl",
            &format!(
                "echo \"curl $*\" >> {log}\n{}\n",
                if curl_works { "echo FAKE-KEY" } else { "exit 6" },
                log = log.display()
            ),
        );
        m.command("tee", &format!("echo \"tee $*\" >> {log}\ncat > \"$1\"\n", log = log.display()));
        m.command("sudo", "exec \"$@\"\n");
        m
    }

    fn command(&self, name: &str, body: &str) {
        let path = self.root.join("bin").join(name);
        fs::write(&path, format!("#!/bin/bash\n{body}")).expect("write a fake command");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).expect("make it executable");
    }

    fn log_path(&self) -> PathBuf {
        self.root.join("calls.log")
    }

    fn calls(&self) -> String {
        fs::read_to_string(self.log_path()).unwrap_or_default()
    }

    fn source_added(&self) -> bool {
        self.root.join("etc/sources.list.d/apt-llvm-org.list").exists()
    }

    /// Runs `make deps-llvm` of the repository against this machine.
    fn make_deps_llvm(&self) -> Output {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let path = format!("{}:{}", self.root.join("bin").display(), std::env::var("PATH").unwrap_or_default());
        Command::new("make")
            .current_dir(&repo)
            .args(["-s", "--no-print-directory", "deps-llvm"])
            .arg(format!("LLVM_PREFIX={}", self.root.join("llvm").display()))
            .env("PATH", path)
            .env("APT_ETC", self.root.join("etc"))
            .env("KEYRING_DIR", self.root.join("keyrings"))
            .output()
            .expect("run make (make is part of the baseline the README assumes)")
    }
}

impl Drop for FakeMachine {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

fn report(out: &Output, m: &FakeMachine) -> String {
    format!(
        "status: {}\nstdout:\n{}\nstderr:\n{}\ncalls:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
        m.calls()
    )
}

#[test]
fn debian_sources_with_the_package_are_used_without_a_fallback() {
    let m = FakeMachine::new("debian", Policy::LongWithCandidate, true, true);
    let out = m.make_deps_llvm();
    let r = report(&out, &m);
    assert!(out.status.success(), "{r}");
    assert!(m.calls().contains("apt-get install -y llvm-22-dev"), "{r}");
    assert!(!m.calls().contains("curl"), "the fallback ran although Debian has the package:\n{r}");
    assert!(!m.source_added(), "a package source was added:\n{r}");
}

#[test]
fn apt_llvm_org_is_added_only_when_no_source_has_the_package() {
    let m = FakeMachine::new("fallback", Policy::OnlyAfterFallback, true, true);
    let out = m.make_deps_llvm();
    let r = report(&out, &m);
    assert!(out.status.success(), "{r}");
    assert!(m.source_added(), "{r}");
    let list = fs::read_to_string(m.root.join("etc/sources.list.d/apt-llvm-org.list")).unwrap();
    assert!(list.contains("llvm-toolchain-") && list.contains("-22 main"), "{list}");
    assert!(m.calls().contains("apt-get install -y llvm-22-dev"), "{r}");
}

#[test]
fn an_unreachable_fallback_fails_with_the_manual_command() {
    let m = FakeMachine::new("unreachable", Policy::Never, true, false);
    let out = m.make_deps_llvm();
    let r = report(&out, &m);
    assert!(!out.status.success(), "{r}");
    assert!(!m.calls().contains("apt-get install -y llvm-22-dev"), "{r}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error:") && stderr.contains("llvm-22-dev"), "{r}");
}

#[test]
fn a_failed_install_names_the_package_and_the_command() {
    let m = FakeMachine::new("broken", Policy::LongWithCandidate, false, true);
    let out = m.make_deps_llvm();
    let r = report(&out, &m);
    assert!(!out.status.success(), "{r}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("apt-get install -y llvm-22-dev"), "{r}");
    assert!(!m.calls().contains("curl"), "{r}");
}

#[test]
fn an_installed_llvm_is_left_alone() {
    let m = FakeMachine::new("installed", Policy::LongWithCandidate, true, true);
    let bin = m.root.join("llvm/bin");
    fs::create_dir_all(&bin).unwrap();
    for tool in ["llvm-config", "FileCheck"] {
        fs::write(bin.join(tool), "#!/bin/sh\n").unwrap();
        fs::set_permissions(bin.join(tool), fs::Permissions::from_mode(0o755)).unwrap();
    }
    let out = m.make_deps_llvm();
    let r = report(&out, &m);
    assert!(out.status.success(), "{r}");
    assert!(m.calls().is_empty(), "apt ran although LLVM is installed:\n{r}");
}
