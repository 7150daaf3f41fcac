#!/usr/bin/env bash
# Install LLVM (llvm-<version>-dev, which brings llvm-<version>-tools and with it FileCheck) through
# apt when <prefix>/bin/llvm-config is missing. `make deps-llvm` calls it.
#
#   scripts/deps-llvm.sh [version] [prefix]     (defaults: 22, /usr/lib/llvm-<version>)
#
# Debian's own sources are used whenever they have the package (Debian 12 carries llvm-22-dev in
# bookworm-security). Only when no configured source offers it at all is apt.llvm.org added as a
# source. Whatever cannot be installed is named, with the command to install it by hand, and the
# exit status is non-zero.
#
# The apt commands are found on PATH, and the files the fallback writes are under APT_ETC and
# KEYRING_DIR, so that tests can run this with fake commands (tests/tests/setup_scripts.rs).

set -euo pipefail

version=${1:-22}
prefix=${2:-/usr/lib/llvm-$version}
package=llvm-$version-dev
sources_dir=${APT_ETC:-/etc/apt}/sources.list.d
keyring_dir=${KEYRING_DIR:-/usr/share/keyrings}

# apt needs root: use sudo when we are not root and sudo exists.
sudo=()
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then sudo=(sudo); fi
apt_get() { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }

fail() {
  echo "error: $1" >&2
  shift
  for line in "$@"; do echo "  $line" >&2; done
  exit 1
}

# The candidate version apt would install for a package, or nothing. The whole output of
# apt-cache is read (sed, not an early-exit reader such as `grep -q`, which under pipefail would
# make apt-cache die of SIGPIPE on a long policy and the check fail although the package is there).
candidate() {
  local version
  version=$(apt-cache policy "$1" 2>/dev/null | sed -n 's/^[[:space:]]*Candidate:[[:space:]]*//p') || true
  version=${version%%$'\n'*}
  if [ -n "$version" ] && [ "$version" != "(none)" ]; then echo "$version"; fi
}

# Add apt.llvm.org as a package source for this Debian release (the project's fallback when the
# release's own sources have no LLVM of this version).
add_apt_llvm_org() {
  local codename
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  [ -n "$codename" ] || fail "cannot tell the Debian release from /etc/os-release to add apt.llvm.org" \
    "install $package by hand, then run make again"
  echo "==> $package is in none of the configured apt sources; adding apt.llvm.org ($codename)"
  local manual="see https://apt.llvm.org for how to install LLVM $version by hand, then run make again"
  apt_get install -y ca-certificates curl ||
    fail "could not install curl to add apt.llvm.org; LLVM $version ($package) is not installed" "$manual"
  local key
  key=$(curl -fsSL https://apt.llvm.org/llvm-snapshot.gpg.key) ||
    fail "could not download apt.llvm.org's signing key; LLVM $version ($package) is not installed" "$manual"
  echo "$key" | "${sudo[@]}" tee "$keyring_dir/apt-llvm-org.asc" >/dev/null
  echo "deb [signed-by=$keyring_dir/apt-llvm-org.asc] http://apt.llvm.org/$codename/ llvm-toolchain-$codename-$version main" |
    "${sudo[@]}" tee "$sources_dir/apt-llvm-org.list" >/dev/null
  apt_get update || fail "apt-get update failed after adding apt.llvm.org" "$manual"
}

if [ ! -x "$prefix/bin/llvm-config" ]; then
  command -v apt-get >/dev/null 2>&1 && command -v apt-cache >/dev/null 2>&1 ||
    fail "LLVM $version is missing ($prefix/bin/llvm-config) and this machine has no apt to install it" \
      "install LLVM $version with your package manager so that $prefix/bin/llvm-config exists," \
      "or point LLVM_SYS_221_PREFIX at an LLVM $version installation"
  echo "==> installing LLVM $version ($package)"
  apt_get update ||
    fail "apt-get update failed; LLVM $version ($package) is not installed" \
      "install it by hand: ${sudo[*]:+${sudo[*]} }apt-get update && ${sudo[*]:+${sudo[*]} }apt-get install -y $package"
  found=$(candidate "$package")
  if [ -z "$found" ]; then
    add_apt_llvm_org
    found=$(candidate "$package")
    [ -n "$found" ] || fail "no configured apt source offers $package, not even apt.llvm.org" \
      "see https://apt.llvm.org for how to install LLVM $version by hand"
  fi
  echo "==> $package $found"
  apt_get install -y "$package" ||
    fail "apt-get install -y $package failed: LLVM $version is not installed" \
      "install it by hand: ${sudo[*]:+${sudo[*]} }apt-get install -y $package"
fi

[ -x "$prefix/bin/llvm-config" ] ||
  fail "$prefix/bin/llvm-config is still missing after installing $package" \
    "install it by hand: ${sudo[*]:+${sudo[*]} }apt-get install -y $package"
[ -x "$prefix/bin/FileCheck" ] ||
  fail "$prefix/bin/FileCheck is missing (the tests need it; it is in llvm-$version-tools)" \
    "install it by hand: ${sudo[*]:+${sudo[*]} }apt-get install -y llvm-$version-tools"
exit 0
