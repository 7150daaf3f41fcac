//! What a tool knows: the dialects it loads into each context, the passes it registers, the
//! translations `oxir-translate` offers, the LLVM translations of dialects, and the runtime
//! symbols the JIT of `oxir-run` resolves. It is the `DialectRegistry` (plus the registration
//! calls) that MLIR's `MlirOptMain`, `mlirTranslateMain` and `JitRunnerMain` take.
//!
//! ```rust,ignore
//! let registrations = oxir_tools::Registrations::all()
//!     .dialect(|ctx| ctx.load_dialect::<MyDialect>())
//!     .passes(my_crate::register_passes);
//! oxir_tools::opt::main(registrations)
//! ```
//!
//! Dialects are loaded into every context a tool makes ([`Registrations::new_context`]); passes
//! and the LLVM translations of dialects live in oxir's process-wide registries
//! ([`oxir::pass::registry`], [`oxir_target_llvm::translate::register_translation`]), which
//! [`Registrations::register_global`] fills (the drivers call it before reading their
//! arguments).
//!
//! [`Registrations::all`] needs no LLVM: a tool built on it alone (`oxir-opt`, `oxir-reduce`,
//! `oxir-lsp`) does not load libLLVM. The translations that do, `--mlir-to-llvmir` and
//! `--import-llvm`, are added by [`Registrations::llvm_ir_translations`], which the stock
//! `oxir-translate` calls; `oxir-run`'s JIT loads LLVM itself.

use oxir::{Context, Diagnostic, OpRef};
use oxir_target_llvm::translate::TranslationInterface;
use std::fmt;
use std::sync::Arc;

/// Loads dialects (and attaches interfaces) into a fresh context.
type DialectFn = Arc<dyn Fn(&Context) + Send + Sync>;

/// Registers passes in the process-wide pass registry.
type PassesFn = Arc<dyn Fn() + Send + Sync>;

/// Registers a dialect's LLVM translation in `oxir-target-llvm`'s process-wide registry. It is a
/// closure made by [`Registrations::llvm_translation`] rather than the interface itself, so that
/// [`Registrations::register_global`] reaches into `oxir-target-llvm` (and so libLLVM) only in a
/// tool that registers such a translation: `oxir-opt` links no LLVM (`tests/no_llvm.rs`).
type LlvmTranslationFn = Arc<dyn Fn() + Send + Sync>;

/// What a translation from MLIR produces: text (printed to the output) or bytes (an object file,
/// written with `-o`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Translated {
    /// Text, such as LLVM IR.
    Text(String),
    /// Binary data, such as an object file; it needs an output file (`-o`).
    Bytes(Vec<u8>),
    /// Nothing more to write: the translation wrote its output into the output file itself,
    /// which it may do only when [`crate::translate::Options::direct_output`] is set.
    Written,
}

/// Translates a parsed and verified module: the context, the top-level op and the tool's options
/// (for `--emit`, `-O`).
pub type FromMlirFn =
    Arc<dyn Fn(&Context, OpRef, &crate::translate::Options) -> Result<Translated, Vec<Diagnostic>> + Send + Sync>;

/// Reads a foreign format into the context: the context, the input text and the input's name (for
/// locations); returns the top-level op, which the tool verifies and prints.
pub type ToMlirFn = Arc<dyn Fn(&mut Context, &str, &str) -> Result<OpRef, Vec<Diagnostic>> + Send + Sync>;

/// Which way a [`Translation`] goes.
#[derive(Clone)]
pub enum TranslationKind {
    /// From MLIR: the tool parses and verifies the input (honouring `--split-input-file` and
    /// `--verify-diagnostics`), then calls the function (MLIR's `TranslateFromMLIRRegistration`).
    FromMlir(FromMlirFn),
    /// To MLIR: the function reads the input text, the tool verifies and prints the result
    /// (MLIR's `TranslateToMLIRRegistration`).
    ToMlir(ToMlirFn),
}

/// A translation `oxir-translate` offers under a flag, such as `--mlir-to-llvmir`.
#[derive(Clone)]
pub struct Translation {
    /// The flag without its dashes, e.g. `mlir-to-llvmir`.
    pub name: String,
    /// The one-line description `--help` shows.
    pub description: String,
    /// What it does.
    pub kind: TranslationKind,
}

impl Translation {
    /// A translation from MLIR: `f` gets the parsed, verified module and returns text or bytes.
    pub fn from_mlir(
        name: &str,
        description: &str,
        f: impl Fn(&Context, OpRef, &crate::translate::Options) -> Result<Translated, Vec<Diagnostic>>
            + Send
            + Sync
            + 'static,
    ) -> Self {
        Translation { name: name.into(), description: description.into(), kind: TranslationKind::FromMlir(Arc::new(f)) }
    }

    /// A translation to MLIR: `f` reads the input text (named as its second argument says) into
    /// the context and returns the top-level op.
    pub fn to_mlir(
        name: &str,
        description: &str,
        f: impl Fn(&mut Context, &str, &str) -> Result<OpRef, Vec<Diagnostic>> + Send + Sync + 'static,
    ) -> Self {
        Translation { name: name.into(), description: description.into(), kind: TranslationKind::ToMlir(Arc::new(f)) }
    }
}

impl fmt::Debug for Translation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind {
            TranslationKind::FromMlir(_) => "from MLIR",
            TranslationKind::ToMlir(_) => "to MLIR",
        };
        write!(f, "Translation(--{}, {kind})", self.name)
    }
}

/// Everything a tool registers: dialects, passes, translations, LLVM translations of dialects
/// and runtime symbols. Build it with [`Registrations::all`] (oxir's own) or
/// [`Registrations::new`] (the builtin dialect only) and the builder methods, then hand it to
/// [`crate::opt::main`], [`crate::translate::main`] or [`crate::run::main`] (or their in-process
/// `run_with`). Cloning is cheap (the functions are shared).
#[derive(Clone, Default)]
pub struct Registrations {
    dialects: Vec<DialectFn>,
    passes: Vec<PassesFn>,
    translations: Vec<Translation>,
    llvm_translations: Vec<(String, LlvmTranslationFn)>,
    runtime_symbols: Vec<(String, usize)>,
    tool_name: Option<String>,
}

impl fmt::Debug for Registrations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Registrations")
            .field("dialects", &self.dialects.len())
            .field("passes", &self.passes.len())
            .field("translations", &self.translations)
            .field("llvm_translations", &self.llvm_translations.iter().map(|(n, _)| n).collect::<Vec<_>>())
            .field("runtime_symbols", &self.runtime_symbols.iter().map(|(n, _)| n).collect::<Vec<_>>())
            .field("tool_name", &self.tool_name)
            .finish()
    }
}

/// Registers the passes of oxir's crates (`oxir`'s own, which `oxir_dialects::register_passes`
/// registers with the dialects', the lowering's and equality saturation's), once per process.
pub(crate) fn register_oxir_passes() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        oxir_dialects::register_passes();
        oxir_lowering::register_passes();
        oxir_eqsat::register_passes();
    });
}

/// The flags and descriptions of [`Registrations::llvm_ir_translations`], apart from the
/// translations themselves so that `oxir-docgen` documents them without linking LLVM.
pub(crate) const LLVM_IR_TRANSLATIONS: [(&str, &str); 2] = [
    ("mlir-to-llvmir", "Translate the llvm dialect to LLVM IR"),
    ("import-llvm", "Translate LLVM IR text to the llvm dialect"),
];

/// `--mlir-to-llvmir`: the llvm dialect to LLVM IR text, or with `--emit=obj|asm` compiled for
/// the host.
fn mlir_to_llvmir() -> Translation {
    let [(name, description), _] = LLVM_IR_TRANSLATIONS;
    Translation::from_mlir(name, description, |ctx, op, opts| match opts.emit {
        // Printed by LLVM straight into the output file, as mlir-translate does.
        None if opts.direct_output => {
            oxir_target_llvm::translate::translate_to_llvm_ir_file(ctx, op, std::path::Path::new(&opts.output))
                .map(|text| text.map_or(Translated::Written, Translated::Text))
        }
        None => oxir_target_llvm::translate::translate_to_llvm_ir(ctx, op).map(Translated::Text),
        Some(kind) => {
            let llctx = oxir_target_llvm::InkwellContext::create();
            let module = oxir_target_llvm::translate::translate_module(ctx, op, &llctx, &Default::default())?;
            oxir_target_llvm::emit::emit(&module, kind, opts.opt_level)
                .map(Translated::Bytes)
                .map_err(|e| vec![Diagnostic::error(ctx.op_loc(op), e)])
        }
    })
}

/// `--import-llvm`: LLVM IR text to the llvm dialect.
fn import_llvm() -> Translation {
    let [_, (name, description)] = LLVM_IR_TRANSLATIONS;
    Translation::to_mlir(name, description, |ctx, text, name| {
        oxir_target_llvm::import::import_llvm_module(ctx, text, name)
    })
}

impl Registrations {
    /// Nothing beyond the builtin dialect (which every context has) and the core passes of
    /// `oxir` (`canonicalize`, `cse`, `inline`, ...): the start of a minimal tool.
    pub fn new() -> Self {
        Self::default()
    }

    /// oxir's own dialects and passes: every dialect of `oxir-dialects` and `oxir-eqsat`, and the
    /// passes of the dialects, the lowering and equality saturation. This is what the stock
    /// `oxir-opt`, `oxir-reduce`, `oxir-lsp` and `oxir-run` use, and what a user's tool adds to.
    /// It needs no LLVM: a tool built on it does not load libLLVM unless it translates or runs
    /// code (the LLVM IR translations are [`Registrations::llvm_ir_translations`]).
    pub fn all() -> Self {
        Self::new()
            .dialect(oxir_dialects::register_all)
            .dialect(oxir_eqsat::register_dialect)
            .passes(register_oxir_passes)
    }

    /// Adds oxir's translations through LLVM (`oxir-target-llvm`): `--mlir-to-llvmir` (the llvm
    /// dialect to LLVM IR, or with `--emit=obj|asm` compiled for the host) and `--import-llvm`
    /// (LLVM IR text to the llvm dialect), as MLIR's `registerToLLVMIRTranslation` and
    /// `registerFromLLVMIRTranslation`. The stock `oxir-translate` is
    /// `translate::main(Registrations::all().llvm_ir_translations())`; a tool that calls it
    /// loads libLLVM.
    pub fn llvm_ir_translations(self) -> Self {
        self.translation(mlir_to_llvmir()).translation(import_llvm())
    }

    /// Adds a function that loads dialects into every context the tool makes, e.g.
    /// `|ctx| ctx.load_dialect::<MyDialect>()`, or one that also attaches interfaces.
    pub fn dialect(mut self, load: impl Fn(&Context) + Send + Sync + 'static) -> Self {
        self.dialects.push(Arc::new(load));
        self
    }

    /// Adds a function that registers passes with [`oxir::pass::registry::register_pass`]; the
    /// passes become command-line flags and pipeline elements of the tool. It is called each
    /// time a driver starts (registering a pass again replaces it).
    pub fn passes(mut self, register: impl Fn() + Send + Sync + 'static) -> Self {
        self.passes.push(Arc::new(register));
        self
    }

    /// Adds a translation `oxir-translate` offers under `--<name>` (replacing one of the same
    /// name).
    pub fn translation(mut self, translation: Translation) -> Self {
        self.translations.retain(|t| t.name != translation.name);
        self.translations.push(translation);
        self
    }

    /// Adds the translation of the dialect `namespace`'s ops and attributes to LLVM IR (MLIR's
    /// `LLVMTranslationDialectInterface`), used by `--mlir-to-llvmir` and the JIT.
    pub fn llvm_translation(mut self, namespace: &str, interface: Arc<dyn TranslationInterface>) -> Self {
        let ns = namespace.to_string();
        let register = move || oxir_target_llvm::translate::register_translation(&ns, interface.clone());
        self.llvm_translations.push((namespace.to_string(), Arc::new(register)));
        self
    }

    /// Adds a function the JIT resolves by `name`: code run by `oxir-run` that calls an external
    /// function `name` (an `llvm.func` declaration) calls `address`, e.g.
    /// `my_runtime_print as *const ()` of an `extern "C" fn`. The function must have the C
    /// signature the IR declares; nothing can check it.
    pub fn runtime_symbol(mut self, name: &str, address: *const ()) -> Self {
        self.runtime_symbols.retain(|(n, _)| n != name);
        self.runtime_symbols.push((name.to_string(), address as usize));
        self
    }

    /// Sets the name the tool gives itself in `--help` and in its messages (by default the
    /// program's file name when run through `main`, else the stock tool's name).
    pub fn tool_name(mut self, name: &str) -> Self {
        self.tool_name = Some(name.to_string());
        self
    }

    /// The name set with [`Registrations::tool_name`], if any.
    pub fn name(&self) -> Option<&str> {
        self.tool_name.as_deref()
    }

    /// The name to use for a tool whose stock name is `default`.
    pub(crate) fn name_or(&self, default: &str) -> String {
        self.tool_name.clone().unwrap_or_else(|| default.to_string())
    }

    /// The translations, in registration order.
    pub fn translations(&self) -> &[Translation] {
        &self.translations
    }

    /// The runtime symbols: (name, address) pairs.
    pub fn runtime_symbols(&self) -> &[(String, usize)] {
        &self.runtime_symbols
    }

    /// A context with every registered dialect loaded; `allow_unregistered` is
    /// `--allow-unregistered-dialect`.
    pub fn new_context(&self, allow_unregistered: bool) -> Context {
        let mut ctx = Context::new();
        for load in &self.dialects {
            load(&ctx);
        }
        ctx.set_allow_unregistered_dialects(allow_unregistered);
        ctx
    }

    /// Fills oxir's process-wide registries: registers the passes and the LLVM translations of
    /// dialects. The drivers call it first; call it before [`crate::opt::parse_args`] when you
    /// parse arguments yourself.
    pub fn register_global(&self) {
        for register in &self.passes {
            register();
        }
        for (_, register) in &self.llvm_translations {
            register();
        }
    }
}

/// The file name of the running program (`argv[0]`), which the drivers' `main` functions use as
/// the tool's name.
fn program_name(default: &str) -> String {
    std::env::args_os()
        .next()
        .and_then(|a| std::path::Path::new(&a).file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| default.to_string())
}

impl Registrations {
    /// These registrations named by [`Registrations::tool_name`], or else by the running
    /// program's file name (`default` when it has none): what the drivers' `main` functions call
    /// themselves.
    pub(crate) fn named_by_program(self, default: &str) -> Self {
        if self.name().is_some() {
            return self;
        }
        let name = program_name(default);
        self.tool_name(&name)
    }
}
