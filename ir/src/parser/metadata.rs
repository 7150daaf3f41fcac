//! Parsing of the file metadata dictionary `{-# dialect_resources: {...}, external_resources:
//! {...} #-}`.

use super::{AsmParser, ParseResult};
use crate::asm::lexer::{unescape_string, TokenKind};
use crate::resources::ResourceEntry;

impl AsmParser<'_, '_> {
    pub(crate) fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.bump();
        self.parse_comma_separated_until(TokenKind::FileMetadataEnd, true, |p| {
            if !p.at(TokenKind::BareIdent) {
                return Err(p.error_here("expected identifier key in file metadata dictionary"));
            }
            let section = p.token_text().to_string();
            let at = p.tok.start as usize;
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            let external = match section.as_str() {
                "dialect_resources" => false,
                "external_resources" => true,
                _ => return Err(p.error_at(at, format!("unknown key '{section}' in file metadata dictionary"))),
            };
            p.expect(TokenKind::LBrace, "expected '{'")?;
            p.parse_comma_separated_until(TokenKind::RBrace, true, |p| {
                if !p.at(TokenKind::BareIdent) {
                    return Err(p.error_here("expected identifier key for 'resource' entry"));
                }
                let owner = p.token_text().to_string();
                let owner_at = p.tok.start as usize;
                p.bump();
                p.expect(TokenKind::Colon, "expected ':'")?;
                // MLIR needs a loaded dialect to parse its resources, unregistered ones or not.
                if !external && !p.ctx.is_dialect_registered(&owner) {
                    return Err(p.error_at(owner_at, format!("dialect '{owner}' is unknown")));
                }
                p.expect(TokenKind::LBrace, "expected '{'")?;
                p.parse_comma_separated_until(TokenKind::RBrace, true, |p| {
                    let key = match p.tok.kind {
                        TokenKind::BareIdent => p.token_text().to_string(),
                        TokenKind::String => String::from_utf8_lossy(&unescape_string(p.token_text())).into_owned(),
                        _ => {
                            let section = if external { "external_resources" } else { "resource" };
                            return Err(p.error_here(format!("expected identifier key for '{section}' entry")));
                        }
                    };
                    p.bump();
                    p.expect(TokenKind::Colon, "expected ':'")?;
                    // MLIR takes any token as the value and lets the resource's handler check it.
                    let value_at = p.tok.start as usize;
                    let value_tok = p.token_text().to_string();
                    let value_kind = p.tok.kind;
                    p.bump();
                    let is_bool = value_kind == TokenKind::BareIdent && matches!(value_tok.as_str(), "true" | "false");
                    let value = if !external || value_tok.starts_with("\"0x") {
                        // The builtin dialect's resources (and external hex strings) are blobs.
                        let blob = if value_kind == TokenKind::String {
                            crate::builtin::dense::decode_hex_literal(value_tok.as_bytes())
                        } else {
                            None
                        };
                        let Some(blob) = blob else {
                            return Err(p.error_at(value_at, format!("expected hex string blob for key '{key}'")));
                        };
                        if blob.len() < 4 {
                            return Err(p.error_at(
                                value_at,
                                format!(
                                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                                ),
                            ));
                        }
                        let align = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
                        if align != 0 && !align.is_power_of_two() {
                            return Err(p.error_at(
                                value_at,
                                format!(
                                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, \
                                     but got non-power-of-2 value: {align}"
                                ),
                            ));
                        }
                        let mut v = String::with_capacity(blob.len() * 2 + 4);
                        v.push_str("\"0x");
                        for b in &blob {
                            v.push_str(&format!("{b:02X}"));
                        }
                        v.push('"');
                        v
                    } else if is_bool || value_kind == TokenKind::String {
                        value_tok
                    } else {
                        return Err(p.error_at(value_at, format!("expected string value for key '{key}'")));
                    };
                    let entry = ResourceEntry { key, value };
                    if external {
                        p.ctx.resources.add_external(&owner, entry);
                    } else {
                        p.ctx.resources.add_dialect(&owner, entry);
                    }
                    Ok(())
                })
            })
        })
    }
}
