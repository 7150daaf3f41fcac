#!/usr/bin/env python3
"""Response time of oxir-lsp on a large file: spawns the server, opens the file, and times
didOpen -> publishDiagnostics, a change -> publishDiagnostics, then a hover and a definition on an
SSA value use near the end of the file, and a document-symbol request.
A one-character incremental edit at the start of the file is timed too (the hover and the rest
then run on the edited text, whose line numbers are unchanged).

usage: bench/lsp-response.py [FILE] [--server PATH]

FILE defaults to the 200k-op module of bench/compare-mlir-opt.sh (generated with
`oxir-bench-gen arith -o FILE`). The server defaults to target/release/oxir-lsp; it is run with
--allow-unregistered-dialect, as the benchmark's generic-form file asks.
"""

import json
import os
import re
import subprocess
import sys
import time


def main():
    args = sys.argv[1:]
    server = "target/release/oxir-lsp"
    if "--server" in args:
        i = args.index("--server")
        server = args[i + 1]
        del args[i : i + 2]
    path = args[0] if args else "/tmp/oxir-bench/arith.mlir"
    text = open(path, encoding="utf-8").read()
    proc = subprocess.Popen([server, "--allow-unregistered-dialect"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(msg):
        body = json.dumps(msg).encode()
        proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        proc.stdin.flush()

    def receive():
        length = 0
        while True:
            line = proc.stdout.readline()
            if not line:
                sys.exit("server closed its output")
            line = line.strip()
            if not line:
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(proc.stdout.read(length))

    def wait_for(pred):
        while True:
            msg = receive()
            if pred(msg):
                return msg

    next_id = [0]

    def request(method, params):
        next_id[0] += 1
        send({"jsonrpc": "2.0", "id": next_id[0], "method": method, "params": params})
        return wait_for(lambda m: m.get("id") == next_id[0])

    uri = "file://" + os.path.abspath(path)
    request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def timed(label, f):
        start = time.perf_counter()
        result = f()
        print(f"{label:<52} {1000 * (time.perf_counter() - start):8.1f} ms")
        return result

    is_diags = lambda m: m.get("method") == "textDocument/publishDiagnostics"
    doc = {"uri": uri, "languageId": "mlir", "version": 1, "text": text}
    diags = timed(
        "didOpen -> publishDiagnostics",
        lambda: (send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": doc}}), wait_for(is_diags))[1],
    )
    print(f"  ({len(diags['params']['diagnostics'])} diagnostics, {len(text) / 1e6:.1f} MB)")
    changed = {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text + "\n"}]}
    timed(
        "didChange -> publishDiagnostics",
        lambda: (send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": changed}), wait_for(is_diags))[1],
    )
    # A keystroke: an incremental edit of one character at the start of the file.
    edit = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": " "}
    keystroke = {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [edit]}
    timed(
        "didChange (one-character edit) -> publishDiagnostics",
        lambda: (send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": keystroke}), wait_for(is_diags))[1],
    )
    # The last use of an SSA value in the file: `%name` after a `(` or `, `.
    uses = list(re.finditer(r"[(,] ?(%[A-Za-z0-9_]+)", text))
    use = uses[-1].start(1)
    line = text.count("\n", 0, use)
    col = use - (text.rfind("\n", 0, use) + 1) + 1
    at = {"textDocument": {"uri": uri}, "position": {"line": line, "character": col}}
    hover = timed("hover on a value use (last in file)", lambda: request("textDocument/hover", at))
    assert hover.get("result"), hover
    definition = timed("definition of that value", lambda: request("textDocument/definition", at))
    assert definition.get("result"), definition
    refs = dict(at, context={"includeDeclaration": True})
    timed("references of that value", lambda: request("textDocument/references", refs))
    timed("documentSymbol", lambda: request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))
    request("shutdown", None)
    send({"jsonrpc": "2.0", "method": "exit"})
    proc.wait()


if __name__ == "__main__":
    main()
