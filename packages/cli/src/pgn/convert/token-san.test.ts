/**
 * `TokenSan` (token-san.ts): a token's body, kept when canonical, plus the suffix from the position after the move
 * is `@x/san`'s `stringify` of the move; a body that is not canonical (a needless disambiguation, a wrong `x`)
 * is refused. Checked on every legal move along random games.
 */
import { variants } from '@x/core/variant';
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, generateLegalMoves } from '@x/core/engine';
import type { MoveToken } from '@x/san';
import { stringify } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../../tests/depth.js';
import { suffix, TokenSan } from './token-san.js';

/** A move token of `text` as the visitor hands it (the bytes around it included). */
function tokenOf(text: string): MoveToken {
  const bytes = Uint8Array.from(` ${text} `, (c) => c.charCodeAt(0));
  return { bytes, start: 1, end: 1 + text.length, offset: 1, text };
}

/** Forms a PGN may hold for the move of canonical SAN `san`: the suffix changed, a disambiguation or `x` added, `x` dropped. */
function forms(san: string): string[] {
  const body = san.replace(/[+#]$/, '');
  const out = [san, body, `${body}+`, `${body}#`];
  if (/^[NBRQK]/.test(body)) {
    out.push(body.includes('x') ? body.replace('x', '') : `${body[0]}x${body.slice(1)}`);
    out.push(`${body[0]}a${body.slice(1)}`, `${body[0]}1${body.slice(1)}`);
  }
  return out;
}

/** A piece move written with its departure file or rank. */
const DISAMBIGUATED = /^[NBRQK][a-h1-8]{1,2}x?[a-h][1-8]$/;

describe('TokenSan', () => {
  it('keeps a canonical body (its suffix from the position after) and refuses the others', () => {
    const tokens = new TokenSan();
    const buffer = createMoveBuffer();
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (picks) => {
        const position = ChessPosition.fromFen(variants.chess.startFen);
        for (const pick of picks) {
          const n = generateLegalMoves(position, buffer);
          if (n === 0) return;
          for (let i = 0; i < n; i++) {
            const move = buffer[i]!;
            const san = stringify(position.decodeMove(move), position);
            const body = san.replace(/[+#]$/, '');
            for (const form of forms(san)) {
              const kept = tokens.body(tokenOf(form), move, position);
              // a canonical disambiguation (`Nbd7`) is left to stringify too
              if (form.replace(/[+#]$/, '') !== body) expect(kept).toBeUndefined();
              else if (DISAMBIGUATED.test(body)) expect(kept).toBeUndefined();
              else expect(kept).toBe(body);
            }
            position.playEncoded(move);
            expect(body + suffix(position)).toBe(san);
            position.undo();
          }
          position.playEncoded(buffer[pick % n]!);
        }
      }),
      { numRuns: runs(20) },
    );
  });
});
