/**
 * Round trips against `@x/core`: every move of the shared real games (main lines and variations) resolves and
 * prints back to its own text; every legal move of seeded random games prints to SAN that resolves (strictly)
 * back to the same move, on the chess fast path and on the generic path alike.
 */
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { isNullMove, type SanMove } from '../shared/null-move.js';
import { passTurn } from '../shared/pass.js';
import { parsePgn } from '../pgn/games.js';
import { replay } from './replay.js';
import { resolve } from '../move/resolve.js';
import { stringify } from '../move/stringify.js';
import type { Game, Node } from './tree.js';
import { bySize } from '../../../../tests/depth.js';
import { rng } from '../../../../tests/rng.js';

function key(move: SanMove): string {
  if (isNullMove(move)) return '--';
  return [move.from, move.to, move.piece, move.promotion, move.drop, move.castle, move.gate].join(',');
}

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

/** Resolves and re-prints every move of the tree below `node`; returns how many moves were checked. */
function walk(text: string, node: Node, position: BasePosition): number {
  let count = 0;
  for (const child of node.children) {
    const data = child.data;
    const written = text.slice(data.offset, data.offset + data.length - (data.san.glyph?.length ?? 0));
    const move = resolve(data.san, position);
    const printed = stringify(move, position);
    if (isNullMove(move)) expect(printed).toBe('--');
    else expect(printed).toBe(written);
    // Strict resolution accepts what was printed, and gives the same move (strict SAN has no null move).
    if (!isNullMove(move)) expect(key(resolve(printed, position, { mode: 'strict' }))).toBe(key(move));
    const next = isNullMove(move) ? passTurn(position) : position.clone().play(move);
    count += 1 + walk(text, child, next);
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
      for (const game of parsePgn(text)) {
        moves += walk(text, game.moves, startOf(game));
        // replay agrees on the main line, variations checked too.
        const body = text.slice(game.offset, game.offset + game.length);
        const bodyStart = body.lastIndexOf(']\n') + 2;
        const result = replay(startOf(game), body.slice(bodyStart), { variations: true });
        if (!result.success) throw result.error;
        expect(result.data.moves.length).toBe(
          Number(game.headers.get('PlyCount') ?? result.data.moves.length),
        );
      }
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

/** Plays a seeded random game and checks every legal move of every position on the way. */
function randomGame(
  variant: VariantDefinition,
  seed: number,
  plies: number,
  generic?: VariantDefinition,
  mode: 'strict' | 'lenient' = 'strict',
): number {
  const random = rng(seed);
  let position = Position.fromFen(variant.startFen, variant);
  let twin = generic ? Position.fromFen(variant.startFen, generic) : undefined;
  let checked = 0;
  for (let ply = 0; ply < plies; ply++) {
    const moves = position.legalMoves();
    if (moves.length === 0) break;
    for (const move of moves) {
      const san = stringify(move, position);
      const back = resolve(san, position, { mode });
      // The FEN names the position of a failure: written only then (a FEN per legal move cost as much as the check).
      if (key(back) !== key(move)) expect(key(back), `${position.toFen()} ${san}`).toBe(key(move));
      if (twin) {
        const generic = stringify(move, twin);
        if (generic !== san) expect(generic, `${position.toFen()} generic`).toBe(san);
      }
      checked++;
    }
    const move = moves[Math.floor(random() * moves.length)]!;
    position = position.play(move);
    twin = twin?.play(move);
  }
  return checked;
}

/**
 * Random games per variant: `pnpm test` plays the first few seeds of each (every legal move of every position on
 * the way checked), `pnpm test:deep` all of them.
 */
const CHESS_GAMES = bySize(4, 10);
const GAMES = bySize(2, 4);

describe('random games: lenient round trip where strict SAN has no form', () => {
  // A soldier's sideways step is written with its file (`de5`), which strict SAN reads as a capture without `x`.
  it(`xiangqi, ${GAMES} games of 50 plies (lenient)`, { timeout: 180_000 }, () => {
    let checked = 0;
    for (let seed = 1; seed <= GAMES; seed++)
      checked += randomGame(variants.xiangqi, seed, 50, undefined, 'lenient');
    expect(checked).toBeGreaterThan(200);
  });
});

describe('random games: every legal move round-trips through stringify and strict resolve', () => {
  it(`chess, ${CHESS_GAMES} games of 80 plies (fast path), printed like the generic path`, {
    timeout: 180_000,
  }, () => {
    const generic: VariantDefinition = { ...variants.chess, id: 'chess-generic-path' };
    let checked = 0;
    for (let seed = 1; seed <= CHESS_GAMES; seed++) checked += randomGame(variants.chess, seed, 80, generic);
    expect(checked).toBeGreaterThan(CHESS_GAMES * 80 * 10);
  });
  it('Chess960 start positions', { timeout: 180_000 }, () => {
    let checked = 0;
    for (const fen of [
      'nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1',
      'rqkrbnnb/pppppppp/8/8/8/8/PPPPPPPP/RQKRBNNB w KQkq - 0 1',
      'rnkqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RNKQNBBR w KQkq - 0 1',
    ]) {
      checked += randomGame({ ...variants.chess960, startFen: fen }, 7, 60, {
        ...variants.chess960,
        id: 'chess960-generic-path',
        startFen: fen,
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
  for (const name of ['crazyhouse', 'capablanca', 'makruk', 'shogi'] as const) {
    it(`${name}, ${GAMES} games of 50 plies (generic path)`, { timeout: 180_000 }, () => {
      let checked = 0;
      for (let seed = 1; seed <= GAMES; seed++) checked += randomGame(variants[name], seed, 50);
      expect(checked).toBeGreaterThan(200);
    });
  }
});
