/**
 * SFEN and FEN told apart (issue #91): each reader refuses, located, the other's text where it cannot be its own,
 * naming the reader that reads it; `Position.fromFen` warns where the text is both.
 */
import { type Diagnostic, FenError, Position, safeParseFen } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { KifError, parseSfen, stringifySfen } from '../src/index.js';
import { parseUsi } from '../src/usi/position-command.js';
import { minishogi } from './minishogi.js';

const BOARD = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL';

/** What `run` throws, as [class name, code, offset, length]. */
function thrown(run: () => unknown): [string, string, number, number] | undefined {
  try {
    run();
  } catch (error) {
    if (!(error instanceof KifError || error instanceof FenError)) throw error;
    return [error.name, error.code, error.offset, error.length];
  }
  return undefined;
}

describe('parseSfen given a FEN', () => {
  it('refuses hands in brackets and castling and en-passant fields, located on them', () => {
    const at = BOARD.length;
    expect(thrown(() => parseSfen(`${BOARD}[-] w 0 1`))).toEqual(['KifError', 'looks-like-fen', at, 9]);
    expect(thrown(() => parseSfen(`${BOARD}[] w - - 0 1`))).toEqual(['KifError', 'looks-like-fen', at, 12]);
    expect(thrown(() => parseSfen(`${BOARD} w - - 0 1`))).toEqual(['KifError', 'looks-like-fen', at + 1, 9]);
    expect(thrown(() => parseSfen(`${BOARD} b - -`))).toEqual(['KifError', 'looks-like-fen', at + 1, 5]);
    const start = Position.fromFen(variants.shogi.startFen!, variants.shogi).toFen();
    expect(thrown(() => parseSfen(start))?.slice(0, 2)).toEqual(['KifError', 'looks-like-fen']);
    const e = thrown(() => parseUsi(`position sfen ${BOARD}[-] w 0 1 moves 7g7f`));
    expect(e).toEqual(['KifError', 'looks-like-fen', 14 + at, 9]);
  });

  it('names the reader that reads it', () => {
    try {
      parseSfen(`${BOARD}[-] w 0 1`);
      expect.unreachable();
    } catch (error) {
      expect((error as KifError).message).toBe(
        '"[-] w 0 1" looks like the end of a FEN, not of an SFEN: read it with Position.fromFen of @x/core',
      );
    }
  });

  it('reads SFENs as before', () => {
    for (const sfen of [`${BOARD} b - 1`, `${BOARD} w Bb 5`, `${BOARD} b -`, 'startpos'])
      expect(thrown(() => parseSfen(sfen))).toBeUndefined();
    expect(parseSfen(`${BOARD} b -`).position.turn).toBe('white');
  });
});

describe('each reader reads its own text and refuses the other', () => {
  for (const variant of [variants.shogi, minishogi()]) {
    it(`${variant.id}: an SFEN to fromFen, a FEN to parseSfen`, () => {
      const position = Position.fromFen(variant.startFen!, variant);
      position.play(position.legalMoves()[0]!);
      const sfen = stringifySfen(position, 2);
      const fen = position.toFen();
      // SFEN has no halfmove clock: the board, hands and side to move are the same
      const fields = (text: string) => text.split(' ').slice(0, 2);
      expect(fields(parseSfen(sfen, { variant }).position.toFen())).toEqual(fields(fen));
      expect(Position.fromFen(fen, variant).toFen()).toBe(fen);
      const sfenAt = sfen.indexOf(' ') + 1;
      expect(thrown(() => Position.fromFen(sfen, variant))).toEqual([
        'FenError',
        'looks-like-sfen',
        sfenAt,
        sfen.length - sfenAt,
      ]);
      expect(thrown(() => parseSfen(fen, { variant }))?.slice(0, 2)).toEqual(['KifError', 'looks-like-fen']);
      // An SFEN without its move number reads as a FEN too: a warning in lenient mode, refused in strict mode.
      const bare = sfen.slice(0, sfen.lastIndexOf(' '));
      const warnings: Diagnostic[] = [];
      expect(Position.fromFen(bare, variant, { onWarning: (w) => warnings.push(w) }).turn).toBe('white');
      expect(warnings.map((w) => [w.code, w.offset, w.length])).toEqual([['looks-like-sfen', sfenAt, 3]]);
      const strict = safeParseFen(bare, variant, { mode: 'strict' });
      expect(!strict.success && strict.error.code).toBe('looks-like-sfen');
    });
  }
});
