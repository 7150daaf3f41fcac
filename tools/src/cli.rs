//! The command line as the tools read it, the way LLVM's option parser does: `-name` and
//! `--name` alike, `--name=value` or the value in the next argument for flags that take one, and
//! one positional argument, the input file. Each tool matches the flags it knows; the errors,
//! and what a tool prints when reading stops (its usage, a listing, the error), are the same in
//! every tool.

use crate::opt::Output;

/// A flag as written: `--name=value` gives `body` `name=value`, `name` and `value`.
#[derive(Copy, Clone)]
pub(crate) struct Flag<'a> {
    /// The argument as written, dashes included.
    pub text: &'a str,
    /// The text after the dashes.
    pub body: &'a str,
    /// The name, before any `=`.
    pub name: &'a str,
    /// The value after `=`, if written so.
    pub value: Option<&'a str>,
}

impl Flag<'_> {
    /// The error for a flag the tool does not know.
    pub fn unknown(&self) -> String {
        format!("unknown command line argument '{}'", self.text)
    }
}

/// A cursor over the arguments (without the program name).
pub(crate) struct CommandLine<'a> {
    args: &'a [String],
    next: usize,
    input_seen: bool,
}

impl<'a> CommandLine<'a> {
    /// The cursor at the first argument.
    pub fn new(args: &'a [String]) -> Self {
        CommandLine { args, next: 0, input_seen: false }
    }

    /// The next flag; the positional argument met on the way is stored in `input` (an error
    /// for a second one).
    pub fn next_flag(&mut self, input: &mut String) -> Option<Result<Flag<'a>, String>> {
        loop {
            let text = self.args.get(self.next)?.as_str();
            self.next += 1;
            let Some(body) = text.strip_prefix("--").or_else(|| text.strip_prefix('-').filter(|s| !s.is_empty()))
            else {
                if self.input_seen {
                    return Some(Err(format!("unexpected extra positional argument '{text}'")));
                }
                self.input_seen = true;
                *input = text.to_string();
                continue;
            };
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            return Some(Ok(Flag { text, body, name, value }));
        }
    }

    /// The value of `flag`: after its `=`, else the next argument (`-o FILE`).
    pub fn value_of(&mut self, flag: &Flag<'a>) -> Result<&'a str, String> {
        if let Some(v) = flag.value {
            return Ok(v);
        }
        let v = self.args.get(self.next).ok_or_else(|| format!("missing argument to '{}'", flag.text))?;
        self.next += 1;
        Ok(v)
    }
}

/// What a tool answers when reading its command line stopped with `e`: its `usage` for
/// `--help` (an empty `e`), a listing to print (`e` starting with NUL, `--list-passes`), else
/// the error, prefixed with the tool's name.
pub(crate) fn stopped(tool: &str, e: String, usage: impl FnOnce() -> String) -> Output {
    if e.is_empty() {
        return Output { stdout: usage(), code: 0, ..Default::default() };
    }
    match e.strip_prefix('\u{0}') {
        Some(listing) => Output { stdout: listing.to_string(), code: 0, ..Default::default() },
        None => Output { stderr: format!("{tool}: {e}\n"), code: 1, ..Default::default() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(args: &[&str]) -> Vec<String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut cl = CommandLine::new(&args);
        let mut input = String::new();
        let mut out = Vec::new();
        while let Some(f) = cl.next_flag(&mut input) {
            out.push(match f {
                Ok(f) if f.name == "o" => match cl.value_of(&f) {
                    Ok(v) => format!("o {v} (input {input})"),
                    Err(e) => e,
                },
                Ok(f) => format!("flag {} {:?} (input {input})", f.name, f.value),
                Err(e) => e,
            });
        }
        out
    }

    #[test]
    fn reads_flags_values_and_one_input() {
        assert_eq!(
            read(&["-a", "--b=1", "in.mlir", "-o", "out", "--o=x", "-", "second"]),
            [
                "flag a None (input )",
                "flag b Some(\"1\") (input )",
                "o out (input in.mlir)",
                "o x (input in.mlir)",
                "unexpected extra positional argument '-'",
                "unexpected extra positional argument 'second'"
            ]
        );
        assert_eq!(read(&["--o"]), ["missing argument to '--o'"]);
    }
}
