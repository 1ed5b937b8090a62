/**
 * The PGN files chessops's `src/pgn.test.ts` reads (`test/fixtures/chessops-pgn-files.json`: chessops
 * `data/*.pgn` at commit d78a7e3, verbatim; GPL-3.0 test data, source and licence in the fixture, in no
 * published package), with the same expectations as that test (issue #16): how many games, every game valid
 * (here: every move legal when walked in the game's variant), and the file's own checks.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { parsePgn } from '../../pgn/games.js';
import type { Game } from '../tree.js';
import { walkGame } from '../walk.js';

const { files } = JSON.parse(
  fs.readFileSync(new URL('../../../test/fixtures/chessops-pgn-files.json', import.meta.url), 'utf8'),
) as { files: Record<string, string> };

/** The SAN of every main-line move, after walking the whole game (variations too) in its variant. */
function walked(game: Game): string[] {
  const variant = game.headers.get('Variant') === 'Antichess' ? variants.antichess : variants.chess;
  const start = Position.fromFen(game.headers.get('FEN') ?? variant.startFen, variant);
  const sans: string[] = [];
  walkGame(game, start, (step) => {
    if (step.depth === 0) sans.push(step.san);
  });
  return sans;
}

describe('chessops src/pgn.test.ts: its data/*.pgn files', () => {
  it('pgn file - kasparov-deep-blue-1997: 6 games, all valid', () => {
    const games = parsePgn(files['kasparov-deep-blue-1997']!);
    expect(games.length).toBe(6);
    for (const game of games) expect(walked(game).length).toBeGreaterThan(30);
    expect(games.map((g) => g.headers.get('Result'))).toEqual(games.map((g) => g.result));
  });

  it('pgn file - headers-and-moves-on-the-same-line: 3 antichess games e3 e6 b4 Bxb4 Qg4', () => {
    const games = parsePgn(files['headers-and-moves-on-the-same-line']!);
    expect(games.length).toBe(3);
    for (const game of games) {
      expect(game.headers.get('Variant')).toBe('Antichess');
      expect(walked(game)).toEqual(['e3', 'e6', 'b4', 'Bxb4', 'Qg4']);
    }
  });

  it('pgn file - pathological-headers: escaped quotes and brackets in tag values', () => {
    const games = parsePgn(files['pathological-headers']!);
    expect(games.length).toBe(1);
    const h = games[0]!.headers;
    expect([...'ABCDEFG'].map((k) => h.get(k))).toEqual([
      'b"',
      'b"',
      'A]]',
      'A]][',
      '"A]]["',
      '"A]]["\\',
      '"]',
    ]);
  });

  it('pgn file - leading-whitespace: 4 games e4 e5 Nf3 Nc6 Bb5', () => {
    const games = parsePgn(files['leading-whitespace']!);
    expect(games.length).toBe(4);
    for (const game of games) expect(walked(game)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  });
});
