/**
 * Property tests: every legal move of positions reached by random play, written in every notation and read back
 * to the same move; records written and read back to the same game; and no input, however mangled, makes a
 * reader throw anything but `WxfError` (through `safeParse`/`safeParseMove`, not even that).
 */
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { createMoveBuffer, generateLegalMoves, decodeMove } from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { expectNoFaults } from '../../../tests/faults.js';
import {
  type WxfMoveNotation,
  parse,
  promotedSquares,
  safeParse,
  safeParseMove,
  stringify,
  stringifyMove,
  type WxfGame,
} from './index.js';
import { resolveMove } from './move.js';
import type { WxfVariant } from './types.js';

const NOTATIONS: Record<string, readonly WxfMoveNotation[]> = {
  xiangqi: ['wxf', 'iccs', 'chinese', 'janggi', 'uci'],
  makruk: ['thai-san', 'thai-lan', 'uci'],
};

/** Plays `plies` random moves (chosen by `picks`) from the start; calls `visit` at every position. */
function randomGame(
  variant: VariantDefinition,
  picks: readonly number[],
  visit?: (pos: BasePosition, promoted: ReadonlySet<string>) => void,
): WxfGame {
  const pos = Position.fromFen(variant.startFen, variant);
  const buf = createMoveBuffer();
  const moves: string[] = [];
  let promoted: ReadonlySet<string> = new Set();
  for (const pick of picks) {
    const n = generateLegalMoves(pos, buf);
    if (n === 0) break;
    visit?.(pos, promoted);
    const m = buf[pick % n]!;
    moves.push(pos.uci(pos.decodeMove(m)));
    promoted = promotedSquares(pos, m, promoted);
    pos.playEncoded(m);
  }
  return { variant: variant.id as WxfVariant, fen: variant.startFen, moves, tags: [] };
}

const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 50 });

describe.each(['xiangqi', 'makruk'] as const)('%s', (name) => {
  const variant = variants[name];
  it('every legal move of random positions reads back from its text in every notation', () => {
    fc.assert(
      fc.property(picks, (p) => {
        const buf = createMoveBuffer();
        // one expect() a run, not two a move and notation (tens of thousands)
        const faults: unknown[] = [];
        randomGame(variant, p, (pos, promoted) => {
          const n = generateLegalMoves(pos, buf);
          const all = [...buf.subarray(0, n)];
          for (const notation of NOTATIONS[name]!) {
            const texts = all.map((m) => stringifyMove(decodeMove(pos, m), pos, { notation, promoted }));
            all.forEach((m, i) => {
              const text = texts[i]!;
              const result = safeParseMove(text, pos, { notation });
              const read = result.success ? pos.findEncoded(result.data) : text;
              const resolved = resolveMove(pos, text, { notation });
              if (read !== m || resolved !== m)
                faults.push({ fen: pos.toFen(), notation, text, move: m, read, resolved });
            });
          }
        });
        expectNoFaults(faults);
      }),
      { numRuns: runs(4) },
    );
  });

  it('records read back to the same game in every notation', () => {
    fc.assert(
      fc.property(picks, (p) => {
        const game = randomGame(variant, p);
        for (const notation of [...NOTATIONS[name]!, 'ucci'] as const) {
          if (notation === 'ucci' && name !== 'xiangqi') {
            // a position line names no variant: refused, not written to read back as xiangqi
            expect(() => stringify(game, { notation })).toThrow(
              expect.objectContaining({ code: 'unsupported-variant' }),
            );
            continue;
          }
          const text = stringify(game, { notation });
          const read = safeParse(text, { variant: name, ...(notation !== 'ucci' && { notation }) });
          expect(read).toEqual({ success: true, data: game });
        }
      }),
      { numRuns: runs(25) },
    );
  });
});

const PIECES = [
  ...'KAEHRCPBN+-=.0123456789abcdefghi 炮马车兵卒将帅仕士相象进退平前后中一二三四五１２３８ขคมรบงกจฉชญ๑๒๓๔๕๖๗๘x#',
];
const mangled = fc.array(fc.constantFrom(...PIECES, '{', '}', '(', ')', '[', ']', '"', ';', '\n'), {
  maxLength: 60,
});

describe('hostile input', () => {
  const base = stringify(parse('1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2'));
  it('a mangled record is a Result, never an exception', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), mangled, (at, cut, insert) => {
        const i = at % (base.length + 1);
        const text = base.slice(0, i) + insert.join('') + base.slice(i + (cut % 5));
        const result = safeParse(text);
        if (!result.success) {
          expect(result.error.offset + result.error.length).toBeLessThanOrEqual(text.length);
          expect(result.error.line).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('any token is a Result for parseMove, in xiangqi and makruk', () => {
    const positions = [variants.xiangqi, variants.makruk].map((v) => Position.fromFen(v.startFen, v));
    fc.assert(
      fc.property(mangled, fc.string(), (chars, s) => {
        for (const pos of positions) {
          for (const token of [chars.join(''), s])
            expect(typeof safeParseMove(token, pos).success).toBe('boolean');
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('truncated records, a 10 MB comment and mixed scripts end in a located error or a game', () => {
    const big = `1. C2=5 {${'x'.repeat(10 * 1024 * 1024)}} H8+7`;
    expect(parse(big).moves).toEqual(['h3e3', 'h10g8']);
    for (let cut = 0; cut < base.length; cut++)
      expect(typeof safeParse(base.slice(0, cut)).success).toBe('boolean');
    expect(safeParse('1. C2=5 ม-ง๒')).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 8 },
    });
  });
});

describe('tags read back, or the writer refuses them with their place (issue #64)', () => {
  const chars = [...'aZ0_ ]["\\{}();\n\r\t é炮'];
  const text = fc.array(fc.constantFrom(...chars), { maxLength: 6 }).map((cs) => cs.join(''));
  const name = fc.oneof(text, fc.constantFrom('Event', 'Site', 'Result', 'FEN', 'Variant', 'SetUp', 'Red_2'));
  it('any tag names and values, on a random xiangqi game', () => {
    fc.assert(
      fc.property(picks, fc.array(fc.tuple(name, text), { maxLength: 4 }), (p, tags) => {
        const game = { ...randomGame(variants.xiangqi, p), tags };
        let out: string;
        try {
          out = stringify(game);
        } catch (error) {
          expect(error).toMatchObject({
            code: 'invalid-argument',
            message: expect.stringMatching(/^tags\.\d+: /),
          });
          return;
        }
        expect(parse(out)).toEqual(game);
      }),
      { numRuns: runs(60) },
    );
  });
});
