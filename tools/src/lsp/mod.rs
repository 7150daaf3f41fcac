//! `oxir-lsp`, a Language Server Protocol server for `.mlir` files (MLIR's `mlir-lsp-server`,
//! `MlirLspServerMain`): diagnostics of the parser and the verifier as you type, hovers (the
//! generated docs of an op, a type or an attribute; the types of values), go to definition and
//! find references for SSA values,
//! block labels and symbols, the outline of functions and globals, and completion of op, type
//! and attribute names, for every dialect of the [`Registrations`] it is given. Documents are
//! split at `// -----` markers as `--split-input-file` splits them, each chunk parsed alone.
//!
//! A user's server is the stock one with the user's dialects:
//!
//! ```rust,ignore
//! fn main() -> std::process::ExitCode {
//!     oxir_tools::lsp::main(oxir_tools::Registrations::all().dialect(|ctx| ctx.load_dialect::<MyDialect>()))
//! }
//! ```
//!
//! It speaks the protocol over standard input and output, synchronously (one request at a
//! time), with incremental document sync (changes are ranges in UTF-16 positions, applied in
//! order): each change re-analyses the document.

pub mod analysis;
pub mod client;
pub mod completion;
pub mod hover;
pub mod navigation;
pub mod symbols;
pub mod text;

use crate::Registrations;
use analysis::Document;
use lsp_server::{Connection, Message, Notification, Request, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _, PublishDiagnostics,
};
use lsp_types::request::{Completion, DocumentSymbolRequest, GotoDefinition, HoverRequest, References, Request as _};
use lsp_types::{
    CompletionOptions, DiagnosticRelatedInformation, DiagnosticSeverity, DocumentSymbolResponse,
    GotoDefinitionResponse, Hover, HoverContents, HoverProviderCapability, Location, MarkupContent, MarkupKind, OneOf,
    PublishDiagnosticsParams, ServerCapabilities, TextDocumentPositionParams, TextDocumentSyncCapability,
    TextDocumentSyncKind, Uri,
};
use std::collections::HashMap;
use std::process::ExitCode;

/// The usage text of `oxir-lsp`.
pub const USAGE: &str = "\
OVERVIEW: oxir-lsp: a Language Server Protocol server for MLIR's textual IR

USAGE: oxir-lsp [options]

Speaks the protocol over standard input and output; an editor starts it.

OPTIONS:
  --allow-unregistered-dialect    Accept ops of dialects that are not registered
  --stdio                         Use standard input and output (the default and only transport)
  -h, --help                      Print this help
";

/// What the server was asked to do on its command line.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
}

/// Reads `oxir-lsp`'s arguments (without the program name); `Ok(None)` asks for the help text.
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut options = Options::default();
    for arg in args {
        match arg.as_str() {
            "--allow-unregistered-dialect" => options.allow_unregistered = true,
            "--stdio" => {}
            "-h" | "--help" => return Ok(None),
            other => return Err(format!("oxir-lsp: unknown argument '{other}'\n")),
        }
    }
    Ok(Some(options))
}

/// The whole `oxir-lsp` binary for `reg`'s dialects: reads the arguments, serves the protocol
/// over standard input and output until the client says `exit`.
pub fn main(reg: Registrations) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_args(&args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprint!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let (connection, io_threads) = Connection::stdio();
    let served = serve(&reg, &options, &connection);
    drop(connection);
    let joined = io_threads.join();
    match served.map_err(|e| e.to_string()).and(joined.map_err(|e| e.to_string())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("oxir-lsp: {e}");
            ExitCode::FAILURE
        }
    }
}

/// What the server advertises: incremental document sync and the requests it answers.
fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::INCREMENTAL)),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some([".", "%", "^", "@", "!", "#"].map(String::from).to_vec()),
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// The error type of the protocol loop.
type ServeError = Box<dyn std::error::Error + Send + Sync>;

/// Serves the protocol on `connection` until the client shuts the server down: the
/// initialization handshake, then each message in turn. Tests run it over an in-memory
/// connection; [`main`] over standard input and output.
pub fn serve(reg: &Registrations, options: &Options, connection: &Connection) -> Result<(), ServeError> {
    connection.initialize(serde_json::to_value(capabilities())?)?;
    let mut server = Server { reg, options, dialects: reg.new_context(true), documents: HashMap::new() };
    for message in &connection.receiver {
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request)? {
                    return Ok(());
                }
                connection.sender.send(server.respond(request).into())?;
            }
            Message::Notification(notification) => {
                if let Some(published) = server.notified(notification) {
                    connection.sender.send(published.into())?;
                }
            }
            Message::Response(_) => {}
        }
    }
    Ok(())
}

/// The open documents and what answering needs.
struct Server<'a> {
    reg: &'a Registrations,
    options: &'a Options,
    /// A context with the registered dialects, for completion.
    dialects: oxir::Context,
    documents: HashMap<String, (Uri, Document)>,
}

impl Server<'_> {
    /// Handles a document notification; returns the diagnostics to publish, if any.
    fn notified(&mut self, notification: Notification) -> Option<Notification> {
        let (uri, text, version) = match notification.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let p: lsp_types::DidOpenTextDocumentParams = serde_json::from_value(notification.params).ok()?;
                (p.text_document.uri, p.text_document.text, p.text_document.version)
            }
            DidChangeTextDocument::METHOD => {
                let p: lsp_types::DidChangeTextDocumentParams = serde_json::from_value(notification.params).ok()?;
                let uri = p.text_document.uri;
                let mut text = self.documents.get(uri.as_str()).map(|(_, d)| d.text.clone()).unwrap_or_default();
                for change in &p.content_changes {
                    text = text::apply_change(&text, change);
                }
                (uri, text, p.text_document.version)
            }
            DidCloseTextDocument::METHOD => {
                let p: lsp_types::DidCloseTextDocumentParams = serde_json::from_value(notification.params).ok()?;
                self.documents.remove(p.text_document.uri.as_str());
                let cleared = PublishDiagnosticsParams { uri: p.text_document.uri, diagnostics: vec![], version: None };
                return Some(Notification::new(PublishDiagnostics::METHOD.into(), cleared));
            }
            _ => return None,
        };
        let name = file_name(&uri);
        let doc = Document::analyze(self.reg, &name, text, self.options.allow_unregistered);
        let diagnostics = lsp_diagnostics(&uri, &doc);
        self.documents.insert(uri.as_str().to_string(), (uri.clone(), doc));
        let params = PublishDiagnosticsParams { uri, diagnostics, version: Some(version) };
        Some(Notification::new(PublishDiagnostics::METHOD.into(), params))
    }

    /// Answers a request (an empty result for a document that is not open or a position on
    /// nothing; an error for a request it does not know or cannot read).
    fn respond(&self, request: Request) -> Response {
        let id = request.id.clone();
        match self.answer(request) {
            Ok(value) => Response { id, response_result: Ok(value) },
            Err((code, message)) => Response::new_err(id, code as i32, message),
        }
    }

    fn answer(&self, request: Request) -> Result<serde_json::Value, (lsp_server::ErrorCode, String)> {
        use lsp_server::ErrorCode;
        let bad = |e: serde_json::Error| (ErrorCode::InvalidParams, e.to_string());
        let json =
            |v: Result<serde_json::Value, serde_json::Error>| v.map_err(|e| (ErrorCode::InternalError, e.to_string()));
        match request.method.as_str() {
            HoverRequest::METHOD => {
                let p: lsp_types::HoverParams = serde_json::from_value(request.params).map_err(bad)?;
                json(serde_json::to_value(self.hover(&p.text_document_position_params)))
            }
            GotoDefinition::METHOD => {
                let p: lsp_types::GotoDefinitionParams = serde_json::from_value(request.params).map_err(bad)?;
                let at = &p.text_document_position_params;
                let found = self.locate(at, |chunk, item| navigation::definition(chunk, item).into_iter().collect());
                json(serde_json::to_value(found.map(GotoDefinitionResponse::Array)))
            }
            References::METHOD => {
                let p: lsp_types::ReferenceParams = serde_json::from_value(request.params).map_err(bad)?;
                let with_definition = p.context.include_declaration;
                let found = self.locate(&p.text_document_position, |chunk, item| {
                    navigation::references(chunk, item, with_definition)
                });
                json(serde_json::to_value(found))
            }
            DocumentSymbolRequest::METHOD => {
                let p: lsp_types::DocumentSymbolParams = serde_json::from_value(request.params).map_err(bad)?;
                let found = self
                    .documents
                    .get(p.text_document.uri.as_str())
                    .map(|(_, doc)| DocumentSymbolResponse::Nested(symbols::document_symbols(doc)));
                json(serde_json::to_value(found))
            }
            Completion::METHOD => {
                let p: lsp_types::CompletionParams = serde_json::from_value(request.params).map_err(bad)?;
                let at = &p.text_document_position;
                let found = self.documents.get(at.text_document.uri.as_str()).map(|(_, doc)| {
                    completion::completions(&self.dialects, doc, doc.lines.offset(&doc.text, at.position))
                });
                json(serde_json::to_value(found))
            }
            other => Err((ErrorCode::MethodNotFound, format!("oxir-lsp does not implement '{other}'"))),
        }
    }

    fn hover(&self, at: &TextDocumentPositionParams) -> Option<Hover> {
        let (_, doc) = self.documents.get(at.text_document.uri.as_str())?;
        let (chunk, offset) = doc.chunk_at(doc.lines.offset(&doc.text, at.position))?;
        let Some(item) = navigation::item_at(chunk, offset) else {
            let (range, value) = hover::type_or_attribute(self.reg, &chunk.text, offset)?;
            return Some(Hover {
                contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value }),
                range: Some(doc.lines.range(&doc.text, chunk.start + range.start..chunk.start + range.end)),
            });
        };
        Some(Hover {
            contents: HoverContents::Markup(MarkupContent {
                kind: MarkupKind::Markdown,
                value: hover::hover(chunk, item),
            }),
            range: navigation::definition(chunk, item)
                .filter(|r| r.start <= offset && offset <= r.end)
                .map(|r| doc.lines.range(&doc.text, chunk.start + r.start..chunk.start + r.end)),
        })
    }

    /// The locations `find` gives for the item at the request's position.
    fn locate(
        &self,
        at: &TextDocumentPositionParams,
        find: impl Fn(&analysis::Chunk, navigation::Item) -> Vec<std::ops::Range<usize>>,
    ) -> Option<Vec<Location>> {
        let (uri, doc) = self.documents.get(at.text_document.uri.as_str())?;
        let (chunk, offset) = doc.chunk_at(doc.lines.offset(&doc.text, at.position))?;
        let item = navigation::item_at(chunk, offset)?;
        let to_location = |r: std::ops::Range<usize>| Location {
            uri: uri.clone(),
            range: doc.lines.range(&doc.text, chunk.start + r.start..chunk.start + r.end),
        };
        Some(find(chunk, item).into_iter().map(to_location).collect())
    }
}

/// The file name locations carry for a document: its path for a `file:` URI, else the URI.
fn file_name(uri: &Uri) -> String {
    uri.as_str().strip_prefix("file://").unwrap_or(uri.as_str()).to_string()
}

/// The analysis's diagnostics in the protocol's form, notes as related information.
fn lsp_diagnostics(uri: &Uri, doc: &Document) -> Vec<lsp_types::Diagnostic> {
    use oxir::diagnostics::Severity;
    let range = |r: &std::ops::Range<usize>| doc.lines.range(&doc.text, r.clone());
    doc.diagnostics
        .iter()
        .map(|d| lsp_types::Diagnostic {
            range: range(&d.range),
            severity: Some(match d.severity {
                Severity::Error => DiagnosticSeverity::ERROR,
                Severity::Warning => DiagnosticSeverity::WARNING,
                Severity::Note => DiagnosticSeverity::INFORMATION,
                Severity::Remark => DiagnosticSeverity::HINT,
            }),
            source: Some("oxir".into()),
            message: d.message.clone(),
            related_information: (!d.notes.is_empty()).then(|| {
                d.notes
                    .iter()
                    .map(|n| DiagnosticRelatedInformation {
                        location: Location { uri: uri.clone(), range: range(&n.range) },
                        message: n.message.clone(),
                    })
                    .collect()
            }),
            ..Default::default()
        })
        .collect()
}
