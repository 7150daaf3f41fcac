#!/usr/bin/env bash
# The README's two commands on a fresh Debian 12 machine: builds a minimal Debian 12 root with
# debootstrap (bookworm, bookworm-updates and bookworm-security, as a default install has them), adds
# only `make` and `git` to it, lends it this machine's Rust toolchain (bind-mounted read-only, with a
# writable CARGO_HOME inside the root) and CA certificates, copies the committed tree (a clone of
# HEAD) into it with ../shared beside it as CI has it, and runs `make run`, then `make test` there.
#
#   scripts/fresh-machine.sh [make targets...]     (default: run test)
#
# Needs root (debootstrap, mount, chroot; sudo is used when you are not root) and installs
# debootstrap on this machine when it is missing. Everything it mounts is in a private mount
# namespace and is unmounted before the root is removed; nothing still mounted is ever deleted.
#
# Environment:
#   FRESH_MIRROR           Debian mirror      (default http://deb.debian.org/debian)
#   FRESH_SECURITY_MIRROR  security mirror    (default http://deb.debian.org/debian-security)
#   FRESH_ROOT_PARENT      where the root is made (default /var/tmp)
#   FRESH_LOG_DIR          full logs of each step (default target/fresh-machine)
#   FRESH_KEEP=1           keep the root (unmounted) for inspection instead of removing it
#   FRESH_TAIL             how many last lines of each command to print (default 25)

set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(run test)

mirror=${FRESH_MIRROR:-http://deb.debian.org/debian}
security_mirror=${FRESH_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
log_dir=${FRESH_LOG_DIR:-$repo/target/fresh-machine}
tail_lines=${FRESH_TAIL:-25}
suite=bookworm

say() { echo "==> [fresh-machine] $*"; }

# --- Privileges and a private mount namespace --------------------------------------------------
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "error: scripts/fresh-machine.sh needs root (debootstrap, mount, chroot) and sudo is missing" >&2; exit 1; }
  exec sudo --preserve-env=FRESH_MIRROR,FRESH_SECURITY_MIRROR,FRESH_ROOT_PARENT,FRESH_LOG_DIR,FRESH_KEEP,FRESH_TAIL bash "$0" "$@"
fi
if [ -z "${FRESH_IN_NAMESPACE:-}" ]; then
  # Mounts made inside a private namespace never propagate to this machine's, and vanish with it
  # even if this script is killed outright.
  FRESH_IN_NAMESPACE=1 exec unshare --mount --propagation private bash "$0" "$@"
fi

# --- Host tools ---------------------------------------------------------------------------------
if ! command -v debootstrap >/dev/null 2>&1; then
  say "installing debootstrap on this machine"
  { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; } ||
    { echo "error: debootstrap is missing and could not be installed: apt-get install -y debootstrap" >&2; exit 1; }
fi
command -v cargo >/dev/null 2>&1 || { echo "error: no Rust toolchain on this machine to lend the fresh root (cargo not found)" >&2; exit 1; }
toolchain=$(rustc --print sysroot)
[ -x "$toolchain/bin/cargo" ] || { echo "error: $toolchain/bin/cargo not found (the toolchain to lend)" >&2; exit 1; }
git -C "$repo" rev-parse --verify HEAD >/dev/null || { echo "error: $repo is not a git checkout with a commit" >&2; exit 1; }
[ -d "$repo/../shared" ] || say "warning: $repo/../shared is missing; the conformance tests will not find it"

mkdir -p "$log_dir"
log_dir=$(cd "$log_dir" && pwd)
root=$(mktemp -d "${FRESH_ROOT_PARENT:-/var/tmp}/oxir-fresh.XXXXXX")

# --- Mounts and cleanup -------------------------------------------------------------------------
# The mount points under the root, deepest first.
mounts_under_root() {
  awk -v r="$root" '$5 == r || index($5, r "/") == 1 { print $5 }' /proc/self/mountinfo |
    awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2-
}

cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  # Processes still running inside the root keep its mounts busy.
  local pid
  for pid in /proc/[0-9]*; do
    if [ "$(readlink "$pid/root" 2>/dev/null)" = "$root" ]; then kill -KILL "${pid#/proc/}" 2>/dev/null; fi
  done
  local m
  while IFS= read -r m; do
    [ -n "$m" ] || continue
    umount "$m" 2>/dev/null || umount --lazy "$m"
  done < <(mounts_under_root)
  if [ -n "$(mounts_under_root)" ]; then
    echo "error: still mounted under $root, not removing it:" >&2
    mounts_under_root >&2
    status=1
  elif [ -n "${FRESH_KEEP:-}" ]; then
    say "kept the root at $root"
  else
    rm -rf --one-file-system "$root"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Runs a step with its output in $log_dir/<name>.log, under `set -e` (so not in an `||` or `if`
# context, where bash would ignore it); prints the last lines and a pass/fail line, and leaves the
# exit status in $status.
results=()
status=0
step() {
  local name=$1
  shift
  local start=$SECONDS
  say "$name: $*"
  set +e
  (set -e; "$@") >"$log_dir/$name.log" 2>&1 </dev/null
  status=$?
  set -e
  local took=$((SECONDS - start))
  tail -n "$tail_lines" "$log_dir/$name.log" | sed 's/^/    | /'
  if [ "$status" = 0 ]; then
    say "$name: PASS ($took s)"
    results+=("PASS $name ($took s)")
  else
    say "$name: FAIL (exit $status, $took s; full log: $log_dir/$name.log)"
    results+=("FAIL $name ($took s)")
  fi
}

# Runs a command in the root as a fresh login would: a clean environment, root's home, the lent
# toolchain on PATH and a CARGO_HOME of the root's own.
in_root() {
  chroot "$root" /usr/bin/env -i \
    HOME=/root USER=root LANG=C.UTF-8 TERM=dumb CI=true CARGO_TERM_COLOR=never \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/opt/rust/bin \
    CARGO_HOME=/root/.cargo CARGO_HTTP_CAINFO=/etc/ssl/host-ca-certificates.crt \
    SSL_CERT_FILE=/etc/ssl/host-ca-certificates.crt \
    bash -c "$1"
}

bootstrap() {
  debootstrap --variant=minbase "$suite" "$root" "$mirror"
}

configure() {
  cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security_mirror $suite-security main
EOF
  cp -L /etc/resolv.conf "$root/etc/resolv.conf"
  mkdir -p "$root/etc/ssl/certs"
  if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
    cp -L /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/host-ca-certificates.crt"
    cp -L /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  fi
  mount -t proc proc "$root/proc"
  mount --bind /dev "$root/dev"
  mount --bind /dev/pts "$root/dev/pts"
  mount -t tmpfs tmpfs "$root/dev/shm"
  mkdir -p "$root/opt/rust"
  mount --bind "$toolchain" "$root/opt/rust"
  mount -o remount,bind,ro "$root/opt/rust"
  mkdir -p "$root/root/.cargo"
  in_root 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends make git'
}

copy_tree() {
  mkdir -p "$root/work"
  git clone --quiet --no-hardlinks "$repo" "$root/work/main"
  git -C "$root/work/main" log --oneline -1
  if [ -d "$repo/../shared" ]; then cp -a "$repo/../shared" "$root/work/shared"; fi
}

say "root: $root; logs: $log_dir; commit: $(git -C "$repo" log --oneline -1)"
for setup in debootstrap:bootstrap configure:configure copy-tree:copy_tree; do
  step "${setup%%:*}" "${setup#*:}"
  [ "$status" = 0 ] || exit 1
done
failed=0
for target in "${targets[@]}"; do
  step "make-$target" in_root "cd /work/main && make $target"
  [ "$status" = 0 ] || failed=1
done

echo
for r in "${results[@]}"; do say "$r"; done
if [ "$failed" = 0 ]; then
  say "PASS: make ${targets[*]} on a fresh Debian 12 root"
else
  say "FAIL: make ${targets[*]} on a fresh Debian 12 root"
fi
exit "$failed"
