//! A minimal protocol client over a spawned server's standard input and output, for testing a
//! language server binary (the stock `oxir-lsp`, or a user's built on [`super::main`]) as an
//! editor drives it: requests answered in order, notifications waited for by method.
//!
//! ```rust,ignore
//! let mut client = oxir_tools::lsp::client::StdioClient::spawn(env!("CARGO_BIN_EXE_my-lsp"), &[])?;
//! client.initialize()?;
//! client.open("file:///t.mlir", text)?;
//! let diagnostics = client.diagnostics()?;
//! let hover = client.request("textDocument/hover", client::position("file:///t.mlir", 0, 5))?;
//! client.shutdown()?;
//! ```

use serde_json::{json, Value};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};

/// A running server and the client's end of its pipes.
pub struct StdioClient {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: i64,
}

fn invalid(message: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, message.into())
}

/// The parameters of a request at a position: `textDocument` and `position` (zero-based line,
/// UTF-16 character).
pub fn position(uri: &str, line: u32, character: u32) -> Value {
    json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
}

impl StdioClient {
    /// Starts the server `program` with `args`.
    pub fn spawn(program: &str, args: &[&str]) -> io::Result<StdioClient> {
        let mut child = Command::new(program).args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn()?;
        let stdin = child.stdin.take().ok_or_else(|| invalid("no stdin"))?;
        let stdout = BufReader::new(child.stdout.take().ok_or_else(|| invalid("no stdout"))?);
        Ok(StdioClient { child, stdin, stdout, next_id: 0 })
    }

    /// Sends one message, framed with its `Content-Length` header.
    pub fn send(&mut self, message: &Value) -> io::Result<()> {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len())?;
        self.stdin.flush()
    }

    /// Reads the next message the server sends.
    pub fn receive(&mut self) -> io::Result<Value> {
        let mut length = None;
        loop {
            let mut line = String::new();
            if self.stdout.read_line(&mut line)? == 0 {
                return Err(invalid("the server closed its output"));
            }
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse::<usize>().ok();
                }
            }
        }
        let mut body = vec![0; length.ok_or_else(|| invalid("a message without Content-Length"))?];
        self.stdout.read_exact(&mut body)?;
        serde_json::from_slice(&body).map_err(|e| invalid(e.to_string()))
    }

    /// Sends a request and returns its result (an error for an error response); notifications
    /// that arrive first are skipped.
    pub fn request(&mut self, method: &str, params: Value) -> io::Result<Value> {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
        loop {
            let message = self.receive()?;
            if message["id"] == json!(id) {
                if let Some(error) = message.get("error") {
                    return Err(invalid(format!("{method} failed: {error}")));
                }
                return Ok(message["result"].clone());
            }
        }
    }

    /// Sends a notification.
    pub fn notify(&mut self, method: &str, params: Value) -> io::Result<()> {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}))
    }

    /// Reads messages until a notification `method` arrives; returns its parameters.
    pub fn wait_for(&mut self, method: &str) -> io::Result<Value> {
        loop {
            let message = self.receive()?;
            if message["method"] == method && message.get("id").is_none() {
                return Ok(message["params"].clone());
            }
        }
    }

    /// The `initialize` handshake (with no client capabilities) and `initialized`; returns the
    /// server's answer (its capabilities).
    pub fn initialize(&mut self) -> io::Result<Value> {
        let answer = self.request("initialize", json!({"processId": null, "rootUri": null, "capabilities": {}}))?;
        self.notify("initialized", json!({}))?;
        Ok(answer)
    }

    /// Opens document `uri` with `text` (version 1, language `mlir`).
    pub fn open(&mut self, uri: &str, text: &str) -> io::Result<()> {
        let document = json!({"uri": uri, "languageId": "mlir", "version": 1, "text": text});
        self.notify("textDocument/didOpen", json!({"textDocument": document}))
    }

    /// Replaces the whole text of document `uri` (full sync) as its `version`.
    pub fn change(&mut self, uri: &str, version: i32, text: &str) -> io::Result<()> {
        let params = json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]});
        self.notify("textDocument/didChange", params)
    }

    /// Waits for the next `publishDiagnostics` and returns its diagnostics.
    pub fn diagnostics(&mut self) -> io::Result<Vec<Value>> {
        let params = self.wait_for("textDocument/publishDiagnostics")?;
        params["diagnostics"].as_array().cloned().ok_or_else(|| invalid("diagnostics are not an array"))
    }

    /// `shutdown` then `exit`; returns how the server process ended.
    pub fn shutdown(mut self) -> io::Result<ExitStatus> {
        self.request("shutdown", Value::Null)?;
        self.notify("exit", Value::Null)?;
        self.child.wait()
    }
}
