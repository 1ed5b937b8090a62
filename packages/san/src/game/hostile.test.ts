/**
 * Regression tests for the hostile-input findings of issue #15 that concern @x/san (items 3, 5 and the PGN
 * half of 14), and the comment round trip of issue #16 (`}` inside a `;` comment, python-chess/chessops style).
 */
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { DEFAULT_SAN_LIMITS, sanLimitsOf } from '../shared/limits.js';
import { parseMovetext } from '../pgn/movetext.js';
import { iteratePgn, parsePgn, safeParsePgn } from '../pgn/games.js';
import { replay } from './replay.js';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { formatMovetext, formatPgn } from './write.js';

/** A long legal-looking movetext (knights shuffling), `moves` plies. */
function longMovetext(moves: number): string {
  const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const out: string[] = [];
  for (let i = 0; i < moves; i++) {
    if (i % 2 === 0) out.push(`${i / 2 + 1}.`);
    out.push(cycle[i % 4]!);
  }
  return `${out.join(' ')} *`;
}

describe('hostile #3: the movetext writers are linear', () => {
  // 30,000 moves (about 220 KB) by default, 120,000 (about 1 MB) under `pnpm test:deep`.
  const moves = bySize(30_000, 120_000);
  it('formats a long movetext on one line and wrapped (1 MB was 20 s and more)', () => {
    const game = parseMovetext(longMovetext(moves), { limits: { maxMoves: moves } });
    const one = formatMovetext(game);
    const unwrapped = formatPgn(game, { lineWidth: 0 });
    const wrapped = formatPgn(game);
    // The quadratic writers took over 20 s here; the runner's timeout is this test's hang guard, and
    // `pnpm bench scaling` measures that the writers stay linear.
    expect(one.length).toBeGreaterThan(moves * 7);
    expect(unwrapped).toBe(`${one}\n\n`);
    expect(Math.max(...wrapped.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(formatMovetext(parsePgn(wrapped, { limits: { maxMoves: moves } })[0]!)).toBe(one);
  }, 120_000); // completes, on a loaded shared machine too: the quadratic versions took minutes
});

describe('hostile #5 and #14: text that holds no game yields no game', () => {
  // A million by default (was 1 M empty games, 380 MB), five million under `pnpm test:deep` (was 1.9 GB).
  it('parsePgn of a million bare results keeps nothing', () => {
    expect(parsePgn('* '.repeat(bySize(1_000_000, 5_000_000)))).toEqual([]);
  }, 120_000); // completes, on a loaded shared machine too: the quadratic versions took minutes

  it("parsePgn('1') gives no game, so what formatPgn writes reads back the same", () => {
    expect(parsePgn('1')).toEqual([]);
    expect(parsePgn(formatPgn(parsePgn('1')))).toEqual([]);
  });

  it('a game with tags, moves or a comment is kept, whatever else it lacks', () => {
    expect(parsePgn('[Event "x"]\n\n*')).toHaveLength(1);
    expect(parsePgn('1. e4 *')).toHaveLength(1);
    expect(parsePgn('{just a comment} *')).toHaveLength(1);
    expect([...iteratePgn('* 1. e4 * *')]).toHaveLength(1);
  });
});

describe('comments holding } round-trip (issue #16)', () => {
  it("parsePgn('1. e4 ; a {b}\\n*') keeps `a {b}` through formatPgn", () => {
    const [game] = parsePgn('1. e4 ; a {b}\n*');
    const comment = game!.moves.children[0]!.data.comments[0];
    expect(comment).toBe('a {b}');
    const again = parsePgn(formatPgn(game!));
    expect(again[0]!.moves.children[0]!.data.comments[0]).toBe('a {b}');
    expect(parseMovetext(formatMovetext(game!)).moves.children[0]!.data.comments[0]).toBe('a {b}');
  });

  it('a } comment inside a variation and before the result', () => {
    const text = '1. e4 (1. d4 ; x}y\n) e5 ; end }\n*';
    const game = parseMovetext(text);
    const round = parseMovetext(formatMovetext(game));
    expect(round.moves.children[1]!.data.comments).toEqual(['x}y']);
    expect(round.moves.children[0]!.children[0]!.data.comments).toEqual(['end }']);
    expect(round.result).toBe('*');
  });
});

describe('hostile scaling: a parsed game retains at most 50 heap bytes per input byte', () => {
  // 1 MB of `Nf3 Nf6 Ng1 Ng8` retained 87 bytes per input byte, one SAN record per move; warning-free
  // records are position-free and read-only, so moves written alike now share one (43 bytes per byte).
  it('moves written alike share one SAN record', () => {
    const line = parseMovetext('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 *').moves;
    const plies: (typeof line.children)[number][] = [];
    for (let n = line.children[0]; n; n = n.children[0]) plies.push(n);
    expect(plies[4]!.data.san).toBe(plies[0]!.data.san);
    expect(plies[5]!.data.san).toBe(plies[1]!.data.san);
    expect(plies[4]!.data.offset).not.toBe(plies[0]!.data.offset);
  });

  it('a record with warnings (which carry offsets) is not shared', () => {
    const line = parseMovetext('1. Nf3!+ Nf6 2. Nf3!+ *').moves;
    const first = line.children[0]!;
    const third = first.children[0]!.children[0]!;
    expect(first.data.san.diagnostics.length).toBeGreaterThan(0);
    expect(third.data.san).not.toBe(first.data.san);
    expect(third.data.san.diagnostics[0]!.offset).toBeGreaterThan(first.data.san.diagnostics[0]!.offset);
  });
});

describe("hostile: one game's tree is capped (limits.maxMoves)", () => {
  // A game's tree costs about 170 bytes per move: one 100 MB game held 4 GB and ended the process with V8's
  // out-of-memory abort instead of an error. The cap stops reading at the first move past it.
  const tags = '[Event "long"]\n\n';

  it('a game one move over the default cap is game-too-long at that move (was parsed whole)', () => {
    const text = `${tags}${longMovetext(DEFAULT_SAN_LIMITS.maxMoves + 1)}\n`;
    const result = safeParsePgn(text);
    expect(result.success).toBe(false);
    if (result.success) return;
    const offset = text.lastIndexOf(' ', text.length - 4) + 1; // the last move, before ` *\n`
    expect([result.error.code, result.error.offset, result.error.line]).toEqual(['game-too-long', offset, 3]);
    expect(result.error.message).toMatch(/more than 100000 moves/);
    expect(text.slice(offset, offset + result.error.length)).toMatch(/^N[fg][36]$/);
  }, 60_000);

  it('the cap counts variations; iteratePgn stops at the game that breaks it; replay and parseMovetext obey it', () => {
    const text = '1. e4 (1. d4 d5) (1. c4) e5 2. Nf3 *';
    expect(() => parseMovetext(text, { limits: { maxMoves: 6 } })).not.toThrow();
    expect(() => parseMovetext(text, { limits: { maxMoves: 5 } })).toThrow(
      expect.objectContaining({ code: 'game-too-long', offset: text.indexOf('Nf3') }),
    );
    const two = `${tags}1. e4 e5 *\n\n${tags}${text}\n`;
    const games = iteratePgn(two, { limits: { maxMoves: 4 } });
    expect(games.next().value?.headers.get('Event')).toBe('long');
    expect(() => games.next()).toThrow(expect.objectContaining({ code: 'game-too-long', line: 7 }));
    const start = Position.fromFen(variants.chess.startFen);
    expect(replay(start, '1. e4 e5 2. Nf3', { limits: { maxMoves: 2 } })).toMatchObject({
      success: false,
      error: { code: 'game-too-long', offset: 12 },
    });
    expect(replay(start, '1. e4 e5 2. Nf3', { limits: { maxMoves: 3 } }).success).toBe(true);
  });

  it('limits merge over the defaults; bad caps are TypeErrors', () => {
    expect(sanLimitsOf(undefined)).toBe(DEFAULT_SAN_LIMITS);
    expect(sanLimitsOf({ limits: { maxMoves: 7 } })).toEqual({ maxDepth: 100, maxMoves: 7 });
    expect(sanLimitsOf({ limits: { maxMoves: Number.POSITIVE_INFINITY } }).maxMoves).toBe(
      Number.POSITIVE_INFINITY,
    );
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(() => parsePgn('1. e4 *', { limits: { maxMoves: bad } })).toThrow(TypeError);
    }
    const deep = '1. e4 (1. d4 (1. c4)) *';
    expect(() => parseMovetext(deep, { limits: { maxDepth: 1 } })).toThrow(
      expect.objectContaining({ code: 'nesting-too-deep' }),
    );
  });
});

describe('hostile: a run of line feeds after a move', () => {
  // Each line feed after a move looked ahead over every blank after it for a new game's `1.`: 300,000 line feeds
  // took minutes (quadratic). The blanks are now looked ahead once; the runner's timeout is the hang guard.
  it('reads in linear time, and a blank line before 1. still starts a new game', () => {
    const feeds = '\n'.repeat(bySize(300_000, 3_000_000));
    expect(parsePgn(`1. e4${feeds}`)).toHaveLength(1);
    expect(parsePgn(`1. e4${feeds}1. d4 *`).map((game) => game.offset)).toEqual([0, 5 + feeds.length]);
    expect([...iteratePgn(`1. e4${feeds} \u00a0e5 *`)][0]!.moves.children[0]!.children).toHaveLength(1);
  }, 60_000);
});
