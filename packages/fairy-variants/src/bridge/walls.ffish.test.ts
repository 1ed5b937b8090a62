/**
 * Walls placed with a move (`wallingRule = duck | arrow | static`, core `walls`), against ffish: the random
 * games of the built-in fixture (`test/fixtures/ffish-builtin-perft.json`, ffish's UCI moves, each with its wall
 * square: `e2e4,e4d5`) replayed move by move by their text reach ffish's FEN, and every legal move's text reads
 * back as that move. Walls on the edge placed instead of a move (variants.ini's atlantis: `wallingRule = edge`,
 * `wallOrMove`, core `walls.insteadOfMove`): the games of `test/fixtures/ffish-ini-perft.json` reach ffish's FEN. Petrification (`petrifyOnCaptureTypes`, core `petrify`): perft equal to ffish's from
 * positions with stones (`test/fixtures/ffish-petrify-perft.json`, `tests/oracles/fairy-petrify-perft.ts`),
 * reached again by their moves.
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { SHIPPED_INI, SKIP_REASON } from '../../test/shared-data.js';
import { normaliseFen } from './fen.js';
import { toVariant } from './to-variant.js';

interface FixturePosition {
  readonly fen: string;
  readonly moves: readonly string[];
}
const FIXTURE: Record<string, FixturePosition[]> = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-builtin-perft.json', import.meta.url), 'utf8'),
);

const STONES: { fen: string; moves: string[]; perft: number[] }[] = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-petrify-perft.json', import.meta.url), 'utf8'),
);

describe('petrification, against ffish', () => {
  it('petrified: perft with stones on the board equals ffish, its games replayed', () => {
    const { variant, complete } = toVariant('[mine:petrified]\n', 'mine');
    expect(complete).toBe(true);
    expect(STONES.length).toBeGreaterThanOrEqual(6);
    for (const p of STONES) {
      const pos = Position.fromFen(normaliseFen(p.fen), variant);
      expect(p.fen.split(' ')[0]).toContain('*');
      // Within 25 k nodes a position by default (each at depths 1 and 2, three at 3), every count under deep.
      const counts = p.perft.filter((n, d) => d < 2 || n <= bySize(25_000, Number.POSITIVE_INFINITY));
      expect(
        counts.map((_, d) => perft(pos, d + 1)),
        p.fen,
      ).toEqual(counts);
      const game = Position.fromFen(variant!.startFen, variant!);
      for (const text of p.moves) game.play(text);
      expect(game.toFen().split(' ')[0]).toBe(p.fen.split(' ')[0]);
    }
  });
});

describe('walls placed with a move, replayed from ffish', () => {
  for (const name of ['duck', 'amazons', 'isolation', 'isolation7x7']) {
    it(`${name}: ffish's games by their UCI text reach ffish's FEN`, () => {
      const { variant, complete } = toVariant(`[mine:${name}]\n`, 'mine');
      expect(complete).toBe(true);
      const games = FIXTURE[name]!.filter((p) => p.moves.length > 0);
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) {
        const pos = Position.fromFen(variant!.startFen, variant!);
        for (const text of game.moves) {
          expect(text).toMatch(/^[a-j]\d+[a-j]\d+,[a-j]\d+[a-j]\d+$/);
          const move = pos.legalMoves().find((m) => pos.uci(m) === text);
          expect(move, `${text} after ${pos.toFen()}`).toBeDefined();
          expect(move!.fairy?.wall).toBe(
            text.slice(text.lastIndexOf(',') + 1).replace(/^[a-j]\d+(?=[a-j])/, ''),
          );
          pos.play(text);
        }
        expect(pos.toFen()).toBe(normaliseFen(game.fen));
      }
    });
  }

  it('duck: the duck moves, one wall on the board, undo puts it back', () => {
    const variant = toVariant('[mine:duck]\n', 'mine').variant!;
    const pos = Position.fromFen(variant.startFen, variant);
    pos.play('e2e4,e4e5');
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    const moves = pos.legalMoves();
    expect(moves.every((m) => m.fairy?.wall !== 'e5' && m.fairy?.wall !== undefined)).toBe(true);
    pos.play('g8f6,f6h5');
    expect(pos.toFen().split('*').length).toBe(2);
    pos.undo();
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });
});

describe.skipIf(SHIPPED_INI === undefined)(
  'walls placed instead of a move (atlantis), replayed from ffish',
  () => {
    const games: FixturePosition[] = JSON.parse(
      readFileSync(new URL('../../test/fixtures/ffish-ini-perft.json', import.meta.url), 'utf8'),
    ).atlantis;

    it('atlantis and a section inheriting it read complete; its walls are edge walls placed instead of a move', () => {
      for (const [text, name] of [
        [SHIPPED_INI!, 'atlantis'],
        [`${SHIPPED_INI}\n[mine:atlantis]\n`, 'mine'],
      ] as const) {
        const { variant, complete, diagnostics } = toVariant(text, name);
        expect(diagnostics).toEqual([]);
        expect(complete).toBe(true);
        expect(variant!.walls).toEqual({ piece: 'wall', rule: 'edge', insteadOfMove: true });
      }
    });

    it("ffish's games reach ffish's FEN; its moves without a wall are core's with the unset gate left out", () => {
      const variant = toVariant(SHIPPED_INI!, 'atlantis').variant!;
      const played = games.filter((p) => p.moves.length > 0);
      expect(played.length).toBe(3);
      let stays = 0;
      for (const game of played) {
        const pos = Position.fromFen(variant.startFen, variant);
        for (const text of game.moves) {
          const [, from, to] = /^([a-h]\d)([a-h]\d),/.exec(text)!;
          // ffish writes every move with a wall square; a move that is no wall placed instead of one has a1, unset.
          const own = from === to ? text : text.slice(0, 4);
          if (from === to) stays++;
          else expect(text.slice(4)).toBe(`,${to}a1`);
          const move = pos.legalMoves().find((m) => pos.uci(m) === own);
          expect(move, `${text} after ${pos.toFen()}`).toBeDefined();
          expect(move!.fairy?.wall).toBe(from === to ? text.slice(-2) : undefined);
          pos.play(own);
        }
        expect(pos.toFen()).toBe(normaliseFen(game.fen));
      }
      expect(stays).toBeGreaterThanOrEqual(6);
    });
  },
);
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
