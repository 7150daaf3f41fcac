//! The command line as the tools read it, the way LLVM's option parser does: `-name` and
//! `--name` alike, `--name=value` or the value in the next argument for flags that take one, and
//! one positional argument, the input file. Each tool matches the flags it knows; the errors
//! are the same in every tool.

/// One argument of the command line.
pub(crate) enum Arg<'a> {
    /// The positional argument: the input file.
    Input(&'a str),
    /// A flag.
    Flag(Flag<'a>),
}

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

    /// The next argument; an error for a second positional argument.
    pub fn next_arg(&mut self) -> Option<Result<Arg<'a>, String>> {
        let text = self.args.get(self.next)?.as_str();
        self.next += 1;
        let body = text.strip_prefix("--").or_else(|| text.strip_prefix('-').filter(|s| !s.is_empty()));
        Some(match body {
            Some(body) => {
                let (name, value) = match body.split_once('=') {
                    Some((n, v)) => (n, Some(v)),
                    None => (body, None),
                };
                Ok(Arg::Flag(Flag { text, body, name, value }))
            }
            None if self.input_seen => Err(format!("unexpected extra positional argument '{text}'")),
            None => {
                self.input_seen = true;
                Ok(Arg::Input(text))
            }
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn read(args: &[&str]) -> Vec<String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut cl = CommandLine::new(&args);
        let mut out = Vec::new();
        while let Some(a) = cl.next_arg() {
            out.push(match a {
                Ok(Arg::Input(i)) => format!("input {i}"),
                Ok(Arg::Flag(f)) if f.name == "o" => match cl.value_of(&f) {
                    Ok(v) => format!("o {v}"),
                    Err(e) => e,
                },
                Ok(Arg::Flag(f)) => format!("flag {} {:?}", f.name, f.value),
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
                "flag a None",
                "flag b Some(\"1\")",
                "input in.mlir",
                "o out",
                "o x",
                "unexpected extra positional argument '-'",
                "unexpected extra positional argument 'second'"
            ]
        );
        assert_eq!(read(&["--o"]), ["missing argument to '--o'"]);
    }
}
