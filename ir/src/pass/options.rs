//! Pass option values, typed as MLIR's `Option<T>` and `ListOption<T>` hold them, and the rules
//! by which MLIR reads them from a pipeline (`canonicalize{max-iterations=3}`) and prints them
//! back (`--dump-pass-pipeline`, [`super::OpPassManager::to_pipeline_string`]).
//!
//! A pass lists every option it declares, with its current value, in [`super::Pass::options`];
//! the printer sorts them by name and separates them with one space, as MLIR does, so a pass
//! prints the same text under oxir and mlir-opt.

use super::OpPassManager;

/// The value of one pass option.
#[derive(Clone)]
pub enum OptionValue {
    /// `Option<bool>`: `true` or `false`.
    Bool(bool),
    /// A signed integer option (`Option<int>`, `Option<int64_t>`).
    Int(i64),
    /// An unsigned integer option (`Option<unsigned>`, `Option<uint64_t>`).
    UInt(u64),
    /// `Option<std::string>`: printed as is, or in braces when a space comes before any `{`, `'`
    /// or `"` (so that the pipeline parser reads it back as one value).
    Str(String),
    /// An enum option (`llvm::cl::values(...)`): the name of the value and the names the
    /// option accepts (LLVM's option parser rejects any other before the pass sees it).
    Enum(String, &'static [&'static str]),
    /// `ListOption<T>`: `{a,b}`, each element printed by its own rule. An empty list prints
    /// nothing at all, not even its name (its place in the option list stays, so a pass whose
    /// first options are empty lists prints `{  max-iterations=...}`, as MLIR does).
    List(Vec<OptionValue>),
    /// A pass pipeline held by an option (`ListOption<OpPassManager>` elements, the inliner's
    /// `op-pipelines`): its compact textual form.
    Pipeline(OpPassManager),
}

impl OptionValue {
    /// A list of strings.
    pub fn strings<S: AsRef<str>>(items: &[S]) -> OptionValue {
        OptionValue::List(items.iter().map(|s| OptionValue::Str(s.as_ref().to_string())).collect())
    }

    /// An enum option's value: `value`, one of `names`.
    pub fn enumerated(value: &str, names: &'static [&'static str]) -> OptionValue {
        OptionValue::Enum(value.to_string(), names)
    }

    /// Why LLVM's command-line parser, which reads MLIR's pass options, rejects `value` for an
    /// option declared as `self` (its message after `for the --KEY option: `), or `None` when it
    /// takes it (the pass may still refuse it). Enum options take their names, boolean ones
    /// LLVM's spellings of true and false.
    pub fn parser_error(&self, value: &str) -> Option<String> {
        match self {
            OptionValue::Enum(_, names) if !names.contains(&value) => {
                Some(format!("Cannot find option named '{value}'!"))
            }
            OptionValue::Bool(_)
                if !matches!(value, "" | "true" | "TRUE" | "True" | "1" | "false" | "FALSE" | "False" | "0") =>
            {
                Some(format!("'{value}' is invalid value for boolean argument! Try 0 or 1"))
            }
            _ => None,
        }
    }

    /// The value as MLIR prints it after `key=`.
    pub fn to_text(&self) -> String {
        match self {
            OptionValue::Bool(b) => b.to_string(),
            OptionValue::Int(i) => i.to_string(),
            OptionValue::UInt(u) => u.to_string(),
            OptionValue::Str(s) => {
                let space = s.find(' ');
                let delimiter = s.find(['{', '\'', '"']);
                match (space, delimiter) {
                    (Some(sp), d) if d.is_none_or(|d| sp < d) => format!("{{{s}}}"),
                    _ => s.clone(),
                }
            }
            OptionValue::Enum(e, _) => e.clone(),
            OptionValue::List(items) => {
                let items: Vec<String> = items.iter().map(OptionValue::to_text).collect();
                format!("{{{}}}", items.join(","))
            }
            OptionValue::Pipeline(pm) => pm.to_pipeline_string(),
        }
    }

    /// `key=value`, or nothing for an empty list.
    pub fn to_option_text(&self, key: &str) -> String {
        match self {
            OptionValue::List(items) if items.is_empty() => String::new(),
            _ => format!("{key}={}", self.to_text()),
        }
    }
}

/// A pass's options as MLIR prints them after the pass's argument: `{a=1 b=2}` sorted by name,
/// or nothing when the pass declares no option.
pub fn options_text(mut options: Vec<(&'static str, OptionValue)>) -> String {
    if options.is_empty() {
        return String::new();
    }
    options.sort_by(|a, b| a.0.cmp(b.0));
    let parts: Vec<String> = options.iter().map(|(k, v)| v.to_option_text(k)).collect();
    format!("{{{}}}", parts.join(" "))
}

/// One option value as the pipeline parser hands it over: a value wrapped in one pair of braces
/// or quotes (`{a b}`, `"a b"`, `'a b'`) loses them.
pub fn unwrap_value(value: &str) -> &str {
    let b = value.as_bytes();
    if b.len() >= 2 {
        let (first, last) = (b[0], b[b.len() - 1]);
        let braced = first == b'{' && last == b'}' && closing_brace(value, 0) == Some(value.len() - 1);
        if braced || (first == b'"' && last == b'"') || (first == b'\'' && last == b'\'') {
            return &value[1..value.len() - 1];
        }
    }
    value
}

/// The index of the `}` closing the `{` at `open`, skipping quoted text and nested braces.
fn closing_brace(text: &str, open: usize) -> Option<usize> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'"' | b'\'' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The elements of a list option's value (`a,b`, `{a,b}`): split at the commas outside braces,
/// parentheses, brackets and quotes, each element unwrapped by [`unwrap_value`], as MLIR's
/// `parseCommaSeparatedList`. An empty value is an empty list.
pub fn split_list(value: &str) -> Vec<String> {
    let value = unwrap_value(value);
    if value.is_empty() {
        return Vec::new();
    }
    let b = value.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut stack: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'{' => stack.push(b'}'),
            b'(' => stack.push(b')'),
            b'[' => stack.push(b']'),
            c @ (b'}' | b')' | b']') if stack.last() == Some(&c) => {
                stack.pop();
            }
            b'"' | b'\'' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    i += 1;
                }
            }
            b',' if stack.is_empty() => {
                out.push(unwrap_value(&value[start..i]).to_string());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(unwrap_value(&value[start..]).to_string());
    out
}

/// Reads a boolean option as `llvm::cl` does: `true`/`1`/`TRUE`/`True`, `false`/`0`/..., and
/// an empty value (`{top-down}`) is `true`.
pub fn parse_bool(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!("invalid value '{value}' for option '{key}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::{options_text, split_list, unwrap_value, OptionValue};

    fn s(v: &str) -> String {
        OptionValue::Str(v.to_string()).to_text()
    }

    #[test]
    fn strings_are_braced_when_a_space_comes_first() {
        assert_eq!(s("a b"), "{a b}");
        assert_eq!(s("a b{c}"), "{a b{c}}");
        assert_eq!(s("a b'c"), "{a b'c}");
        assert_eq!(s("a{b c}"), "a{b c}");
        assert_eq!(s("{a b}"), "{a b}");
        assert_eq!(s("a'b c"), "a'b c");
        assert_eq!(s("a\tb"), "a\tb");
        assert_eq!(s(""), "");
    }

    #[test]
    fn lists_print_in_braces_and_vanish_when_empty() {
        let opts = vec![
            ("top-down", OptionValue::Bool(true)),
            ("disable-patterns", OptionValue::List(Vec::new())),
            ("max-iterations", OptionValue::Int(10)),
            ("enable-patterns", OptionValue::strings(&["x y", "z"])),
        ];
        assert_eq!(options_text(opts), "{ enable-patterns={{x y},z} max-iterations=10 top-down=true}");
        assert_eq!(options_text(vec![("ops", OptionValue::List(Vec::new()))]), "{}");
        assert_eq!(options_text(Vec::new()), "");
    }

    #[test]
    fn values_and_lists_are_read_as_mlir_reads_them() {
        assert_eq!(unwrap_value("{a b}"), "a b");
        assert_eq!(unwrap_value("{{a b}}"), "{a b}");
        assert_eq!(unwrap_value("{a}{b}"), "{a}{b}");
        assert_eq!(unwrap_value("'a b'"), "a b");
        assert_eq!(split_list("{x y,z}"), vec!["x y", "z"]);
        assert_eq!(split_list("\"a b\",c"), vec!["a b", "c"]);
        assert_eq!(split_list("a{b c},d"), vec!["a{b c}", "d"]);
        assert_eq!(split_list("func.func(cse,canonicalize),builtin.module(cse)").len(), 2);
        assert_eq!(split_list("a,,b"), vec!["a", "", "b"]);
        assert!(split_list("").is_empty());
    }
}
