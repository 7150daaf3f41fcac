# oxir: set-up, build, run, test.
#
# On a fresh Debian machine, `make run` and `make test` install what is missing first (LLVM 22 through
# apt, mdbook through cargo); every other target assumes it is there. Each recipe runs under
# `bash -eu -o pipefail`, so any failing command fails its target.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

LLVM_VERSION := 22
LLVM_PREFIX  := /usr/lib/llvm-$(LLVM_VERSION)

# Fill gaps in PATH only (never shadow what the user already has): cargo installed by rustup, and the
# LLVM tools (FileCheck, mlir-opt) that Debian keeps under $(LLVM_PREFIX)/bin.
export PATH := $(PATH):$(HOME)/.cargo/bin:$(LLVM_PREFIX)/bin
# Where llvm-sys (used by inkwell) finds LLVM 22.1.
export LLVM_SYS_221_PREFIX ?= $(LLVM_PREFIX)

# apt needs root: use sudo when we are not root and sudo exists.
SUDO := $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)
APT_GET := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get

# Tests run with the release profile: the conformance suite is much faster optimized, and the
# artifacts are shared with `make build`/`make run` instead of compiling the workspace twice.
CARGO_TEST_FLAGS ?= --release

OXIR_OPT := target/release/oxir-opt
# Some examples use ops of unregistered dialects.
RUN_FLAGS ?= --allow-unregistered-dialect

.PHONY: help deps deps-rust deps-llvm deps-mlir deps-mdbook build run examples test difftest lint bench bench-guard bench-summary fresh-machine clean

help:
	@echo "make run     install what is missing, build, run the main job (a toy program to native code)"
	@echo "make examples  run oxir-opt over examples/*.mlir"
	@echo "make test    install what is missing, run every test, build the book"
	@echo "make difftest  passes against mlir-opt on generated programs (bounded; part of make test)"
	@echo "make lint    cargo fmt --check and cargo clippy -D warnings"
	@echo "make bench   the criterion benches and the comparison with mlir-opt, then one summary table"
	@echo "make bench-guard  only the criterion benches (lexing, parsing, printing, passes) and their table"
	@echo "make deps    only install what is missing (LLVM $(LLVM_VERSION), mdbook)"
	@echo "make fresh-machine  run 'make run' and 'make test' in a fresh Debian 12 root (needs root)"

deps: deps-rust deps-llvm deps-mlir deps-mdbook

deps-rust:
	@if ! command -v cargo >/dev/null 2>&1; then \
	  echo "error: cargo was not found. Install a Rust toolchain (1.85 or newer) with rustup:"; \
	  echo "  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh"; \
	  echo "then open a new shell (or run: . \"\$$HOME/.cargo/env\") and run make again."; \
	  exit 1; \
	fi
	@if ! command -v cc >/dev/null 2>&1 || ! command -v c++ >/dev/null 2>&1; then \
	  echo "==> no C linker (cc) or C++ compiler (c++): installing build-essential"; \
	  { $(APT_GET) update && $(APT_GET) install -y build-essential; } || { \
	    echo "error: a C compiler and linker (cc) is missing and could not be installed; install it by hand:"; \
	    echo "  $(if $(SUDO),sudo )apt-get install -y build-essential"; \
	    exit 1; }; \
	fi
	@# make lint needs rustfmt and clippy; add them when rustup manages the toolchain.
	@if command -v rustup >/dev/null 2>&1 && \
	    ! { cargo fmt --version && cargo clippy --version; } >/dev/null 2>&1; then \
	  rustup component add rustfmt clippy; \
	fi

# LLVM 22 (llvm-22-dev also brings llvm-22-tools, which has FileCheck): scripts/deps-llvm.sh uses
# Debian's own sources when they have the package and adds apt.llvm.org only when none has it.
deps-llvm:
	@bash scripts/deps-llvm.sh $(LLVM_VERSION) $(LLVM_PREFIX)

# mlir-opt 22 (mlir-22-tools) is the reference the differential run compares the passes with. It is
# optional: when it cannot be installed, the tests that use it say so and skip.
MLIR_OPT ?= $(LLVM_PREFIX)/bin/mlir-opt
deps-mlir:
	@if [ ! -x "$(MLIR_OPT)" ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "==> installing mlir-opt (mlir-$(LLVM_VERSION)-tools), the reference of the differential tests"; \
	  { $(APT_GET) update && $(APT_GET) install -y mlir-$(LLVM_VERSION)-tools; } || \
	    echo "note: mlir-$(LLVM_VERSION)-tools could not be installed; the differential run will be skipped"; \
	fi

# mdbook builds the book; installing it compiles it from source, which takes a few minutes.
deps-mdbook: deps-rust
	@if ! command -v mdbook >/dev/null 2>&1; then \
	  echo "==> installing mdbook (cargo install mdbook --locked; this takes a few minutes)"; \
	  cargo install mdbook --locked || { \
	    echo "error: mdbook (needed to build the book) could not be installed; install it by hand:"; \
	    echo "  cargo install mdbook --locked"; \
	    exit 1; }; \
	fi

# oxir's tools, and the toy example's own `toy-opt` and `toy-run` (built on the same library
# functions) that the main job uses.
build: deps-rust deps-llvm
	cargo build --release -p oxir-tools -p oxir-toy

# The main job: a toy-dialect program through parse, optimize (inlining, shape inference,
# canonicalize, equality saturation), lowering to llvm, and the JIT (scripts/main-job.sh).
# mdbook is not needed here, so `run` does not wait for it to be installed.
run: deps-rust deps-llvm build
	bash scripts/main-job.sh

# Every examples/*.mlir through oxir-opt: parse, verify, print.
examples: deps-rust deps-llvm build
	@failed=0; \
	shopt -s nullglob; \
	files=(examples/*.mlir); \
	if [ $${#files[@]} -eq 0 ]; then echo "error: no examples/*.mlir"; exit 1; fi; \
	for f in "$${files[@]}"; do \
	  echo "==> $(OXIR_OPT) $(RUN_FLAGS) $$f"; \
	  if ! $(OXIR_OPT) $(RUN_FLAGS) "$$f"; then \
	    echo "FAILED: $$f"; failed=$$((failed + 1)); \
	  fi; \
	  echo; \
	done; \
	if [ $$failed -ne 0 ]; then echo "$$failed of $${#files[@]} examples failed"; exit 1; fi; \
	echo "all $${#files[@]} examples parsed, verified and printed"

# examples/poly is a user's dialect crate outside the workspace (its own [workspace]); it builds
# in the workspace's target directory so that oxir's crates are compiled once.
test: deps
	cargo test --workspace $(CARGO_TEST_FLAGS)
	cargo test --manifest-path examples/poly/Cargo.toml --target-dir target $(CARGO_TEST_FLAGS)
	mdbook build book
	$(MAKE) --no-print-directory difftest

# A bounded differential run (fixed seed, the first DIFFTEST_COUNT programs of the record): every
# pass and pipeline of bench/difftest/passfuzz.py on oxir-opt and mlir-opt 22, byte for byte. It
# fails on a mismatch bench/difftest/known-differences.tsv does not list with its reason, and on a
# listed one that now matches. Skipped, with a message, without mlir-opt or python3.
DIFFTEST_COUNT ?= 60
difftest: build
	@if ! command -v python3 >/dev/null 2>&1; then \
	  echo "difftest: skipped: python3 is not installed"; \
	elif [ ! -x "$(MLIR_OPT)" ]; then \
	  echo "difftest: skipped: mlir-opt not found at $(MLIR_OPT) (apt-get install mlir-$(LLVM_VERSION)-tools)"; \
	else \
	  MLIR_OPT=$(MLIR_OPT) OXIR_OPT=$(OXIR_OPT) python3 bench/difftest/passfuzz.py --seed 1 \
	    --count $(DIFFTEST_COUNT) --quiet --check bench/difftest/known-differences.tsv; \
	fi

lint: deps-rust deps-llvm
	cargo fmt --all -- --check
	cargo fmt --manifest-path examples/poly/Cargo.toml -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy --manifest-path examples/poly/Cargo.toml --target-dir target --all-targets -- -D warnings

# The speed of oxir: the criterion benches (tests/benches/throughput.rs, a few seconds each; criterion
# compares each with the run before), the whole-process comparison with mlir-opt 22 on large inputs
# (bench/compare-mlir-opt.sh; oxir alone without mlir-opt), then bench/summary.py prints both as
# tables. bench/README.md explains the figures.
bench: deps-rust deps-llvm
	cargo bench -p oxir-tests --bench throughput
	bash bench/compare-mlir-opt.sh
	@$(MAKE) --no-print-directory bench-summary

bench-guard: deps-rust deps-llvm
	cargo bench -p oxir-tests --bench throughput
	@$(MAKE) --no-print-directory bench-summary

bench-summary:
	@echo
	@if command -v python3 >/dev/null 2>&1; then python3 bench/summary.py; \
	else echo "bench-summary: skipped: python3 is not installed (the figures are above)"; fi

# `make run` and `make test` in a fresh Debian 12 root made with debootstrap, from the committed tree
# (scripts/fresh-machine.sh; needs root).
fresh-machine:
	bash scripts/fresh-machine.sh run test

clean:
	cargo clean
	rm -rf book/book bench/out
