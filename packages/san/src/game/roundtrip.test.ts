/**
 * Round trips against `@x/core`: every move of the shared real games (main lines and variations) resolves and
 * prints back to its own text (random games: `random-roundtrip.test.ts`).
 */
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { expectNoFaults } from '../../../../tests/faults.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { isNullMove, NULL_MOVE } from '../shared/null-move.js';
import { moveKey } from '../../test/move-key.js';
import { passTurn } from '../shared/pass.js';
import { parsePgn } from '../pgn/games.js';
import { replay } from './replay.js';
import { resolve } from '../move/resolve.js';
import { stringify } from '../move/stringify.js';
import type { Game, PgnNode } from './tree.js';

function startOf(game: Game): BasePosition {
  const name = (game.headers.get('Variant') ?? '').toLowerCase();
  const variant: VariantDefinition =
    name.includes('960') || name.includes('fischer')
      ? variants.chess960
      : name.includes('crazyhouse')
        ? variants.crazyhouse
        : variants.chess;
  const fen = game.headers.get('FEN');
  if (fen !== undefined) return Position.fromFen(fen, variant);
  return Position.fromFen(variant.startFen, variant);
}

/**
 * Resolves and re-prints every move of the tree below `node`, adding to `faults` each that does not print back
 * or resolve strictly to itself; returns how many moves were checked.
 */
function walk(text: string, node: PgnNode, position: BasePosition, faults: string[]): number {
  let count = 0;
  for (const child of node.children) {
    const data = child.data;
    const written = text.slice(data.offset, data.offset + data.length - (data.san.glyph?.length ?? 0));
    const move = data.san.nullMove ? NULL_MOVE : resolve(data.san, position);
    const printed = stringify(move, position);
    const where = () => `offset ${data.offset} ${written} in ${position.toFen()}`;
    const want = isNullMove(move) ? '--' : written;
    if (printed !== want) faults.push(`${where()}: printed ${printed}, not ${want}`);
    // Strict resolution accepts what was printed, and gives the same move (strict SAN has no null move).
    if (!isNullMove(move)) {
      const strict = moveKey(resolve(printed, position, { mode: 'strict' }));
      if (strict !== moveKey(move))
        faults.push(`${where()}: ${printed} resolves strictly to ${strict}, not ${moveKey(move)}`);
    }
    const next = isNullMove(move) ? passTurn(position) : position.clone().play(move);
    count += 1 + walk(text, child, next, faults);
  }
  return count;
}

const files = [
  'lichess-100.pgn',
  'kasparov-deep-blue-1997.pgn',
  'molinari-bordais-1979.pgn',
  'anastasian-lewis.pgn',
  'nepomniachtchi-liren-game1.pgn',
  'cutechess-fischerrandom.pgn',
  'knightvuillaume-jannlee-zh-lichess.pgn',
  'saturs-jannlee-zh-lichess.pgn',
  'utf8-bom.pgn',
  'chessbase-empty-line.pgn',
];

describe.skipIf(!hasSharedData)('real games (../shared/data/pgn): resolve and print back', () => {
  for (const name of files) {
    it(name, { timeout: 180_000 }, () => {
      const text = readSharedData('pgn', name);
      let moves = 0;
      const faults: string[] = [];
      for (const game of parsePgn(text)) {
        moves += walk(text, game.moves, startOf(game), faults);
        // replay agrees on the main line, variations checked too.
        const body = text.slice(game.offset, game.offset + game.length);
        const bodyStart = body.lastIndexOf(']\n') + 2;
        const result = replay(startOf(game), body.slice(bodyStart), { variations: true });
        if (!result.success) throw result.error;
        expect(result.data.moves.length).toBe(
          Number(game.headers.get('PlyCount') ?? result.data.moves.length),
        );
      }
      expectNoFaults(faults);
      // utf8-bom.pgn holds two games without moves (PlyCount 0).
      expect(moves > 0 || name === 'utf8-bom.pgn').toBe(true);
    });
  }

  it('the null move Z0 of anastasian-lewis is a pass', () => {
    const text = readSharedData('pgn', 'anastasian-lewis.pgn');
    const game = parsePgn(text)[0]!;
    const body = text.slice(game.offset, game.offset + game.length);
    const result = replay(startOf(game), body.slice(body.lastIndexOf(']\n') + 2));
    if (!result.success) throw result.error;
    const nulls = result.data.moves.filter((m) => isNullMove(m));
    expect(nulls).toHaveLength(1);
    expect(result.data.moves.indexOf(nulls[0]!)).toBe(81);
  });
});
