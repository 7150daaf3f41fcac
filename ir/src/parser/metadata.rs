//! Parsing of the file metadata dictionary `{-# dialect_resources: {...}, external_resources:
//! {...} #-}`.

use super::lexer::{unescape_string, TokenKind};
use super::{ParseResult, Parser};
use crate::resources::ResourceEntry;

impl Parser<'_, '_> {
    pub(crate) fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.bump();
        self.parse_comma_separated_until(TokenKind::FileMetadataEnd, true, |p| {
            if !p.at(TokenKind::BareIdent) {
                return Err(p.wrong_token_error("expected identifier key in file metadata dictionary"));
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
                    return Err(p.wrong_token_error("expected identifier key for 'resource' entry"));
                }
                let owner = p.token_text().to_string();
                let owner_at = p.tok.start as usize;
                p.bump();
                p.expect(TokenKind::Colon, "expected ':'")?;
                if !external && !p.ctx.is_dialect_registered(&owner) && !p.ctx.allows_unregistered_dialects() {
                    return Err(p.error_at(owner_at, format!("dialect '{owner}' is unknown")));
                }
                p.expect(TokenKind::LBrace, "expected '{'")?;
                p.parse_comma_separated_until(TokenKind::RBrace, true, |p| {
                    let key = match p.tok.kind {
                        TokenKind::BareIdent => p.token_text().to_string(),
                        TokenKind::String => String::from_utf8_lossy(&unescape_string(p.token_text())).into_owned(),
                        _ => return Err(p.wrong_token_error("expected identifier key for 'resource' entry")),
                    };
                    p.bump();
                    p.expect(TokenKind::Colon, "expected ':'")?;
                    let value = match p.tok.kind {
                        TokenKind::String => p.token_text().to_string(),
                        TokenKind::BareIdent if matches!(p.token_text(), "true" | "false") => {
                            p.token_text().to_string()
                        }
                        _ => return Err(p.wrong_token_error("expected value for resource entry")),
                    };
                    p.bump();
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
