/**
 * Every variant: a crazyhouse, a shogi and a xiangqi database (games of random legal moves made on `@x/core`,
 * written as PGN with their `Variant` tag — how a shogi collection is indexed: as PGN, `xn kif` converting KIF
 * first) and the shared crazyhouse games, searched by sub-position with a piece in hand or on the river. Every
 * answer is checked by replaying every game on `@x/core` and reading each position's `Setup`.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Setup, VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { readMainLines, startingPosition } from '@x/san';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { randomGames, replayedMatches } from '../../test/replay-oracle.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex } from '../database/index-reader.js';
import { searchIndex, searchPgn } from './search.js';

/** The sub-fen of one piece of `setup` (on `square`) and, in brackets, the letters of `hand`. */
function subFenOf(setup: Setup, variant: VariantDefinition, square: number, hand: string): string {
  const rows: string[] = [];
  for (let r = setup.ranks - 1; r >= 0; r--) {
    let row = '';
    for (let f = 0; f < setup.files; f++) {
      const piece = r * setup.files + f === square ? setup.board[square] : undefined;
      const symbol = piece && variant.pieces.find((p) => p.id === piece.type)!.symbol;
      row +=
        symbol === undefined ? '1' : piece!.color === 'white' ? symbol.toUpperCase() : symbol.toLowerCase();
    }
    rows.push(row.replace(/1+/g, (run) => String(run.length)));
  }
  return `${rows.join('/')}${hand === '' ? '' : `[${hand}]`}`;
}

/**
 * Sub-fens met in `pgn`: for a few games, the first position where `pick` finds a square (and a hand), cut to
 * that piece and hand.
 */
async function subFensOf(
  pgn: string,
  pick: (setup: Setup) => [number, string] | undefined,
): Promise<string[]> {
  const out = new Set<string>();
  for await (const line of readMainLines(pgn)) {
    const position = startingPosition(line.tags);
    for (let p = 0; p < line.moves.length && out.size < 3; p++) {
      position.play(position.decodeMove(line.moves[p]!));
      const found = pick(position.toSetup());
      if (found !== undefined) {
        out.add(subFenOf(position.toSetup(), position.variant, found[0], found[1]));
        break;
      }
    }
  }
  return [...out];
}

/** A piece in hand (its letter, White's upper case) and a piece of the other side on the board. */
function inHand(setup: Setup): [number, string] | undefined {
  for (const color of ['white', 'black'] as const) {
    const hand = Object.entries(setup.hands?.[color] ?? {}).find(([, n]) => n > 0);
    if (hand === undefined) continue;
    const square = setup.board.findIndex((p) => p !== undefined && p.color !== color && p.type !== 'king');
    const letter = hand[0] === 'knight' ? 'n' : hand[0] === 'lance' ? 'l' : hand[0]![0]!;
    if (square >= 0) return [square, color === 'white' ? letter.toUpperCase() : letter];
  }
  return undefined;
}

/** A soldier across the river (xiangqi: ranks 6–10 for Red, 1–5 for Black). */
function overTheRiver(setup: Setup): [number, string] | undefined {
  const square = setup.board.findIndex(
    (p, s) => p?.type === 'soldier' && (p.color === 'white' ? s >= 45 : s < 45),
  );
  return square >= 0 ? [square, ''] : undefined;
}

async function check(pgn: string, subFens: readonly string[]): Promise<void> {
  const bytes = new TextEncoder().encode(pgn);
  const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
  expect(subFens.length).toBeGreaterThan(0);
  for (const subFen of subFens) {
    const expected = await replayedMatches(pgn, subFen);
    const query = JSON.stringify({ 'sub-fen': subFen });
    const answer = searchIndex(index, query);
    expect(new Map([...answer.matches].map((m) => [m.game, m.plies[0]])), subFen).toEqual(expected);
    expect(expected.size, subFen).toBeGreaterThan(0);
    expect([...(await searchPgn(bytes, query)).matches]).toEqual([...answer.matches]);
  }
}

describe('a database of every variant, searched by sub-position', () => {
  it('crazyhouse: a piece in hand', async () => {
    const pgn = randomGames(variants.crazyhouse, 'crazyhouse', 6, 50, 1);
    await check(pgn, await subFensOf(pgn, inHand));
  });

  it('shogi: a piece in hand', async () => {
    const pgn = randomGames(variants.shogi, 'shogi', 6, 60, 2);
    await check(pgn, await subFensOf(pgn, inHand));
  });

  it('xiangqi: a soldier across the river', async () => {
    const pgn = randomGames(variants.xiangqi, 'xiangqi', 6, 50, 3);
    await check(pgn, await subFensOf(pgn, overTheRiver));
  });

  it.skipIf(!hasSharedData)('the shared crazyhouse games: a piece in hand', async () => {
    const pgn = ['knightvuillaume-jannlee-zh-lichess.pgn', 'saturs-jannlee-zh-lichess.pgn']
      .map((f) => fs.readFileSync(sharedDataPath('pgn', f), 'utf8'))
      .join('\n');
    await check(pgn, await subFensOf(pgn, inHand));
  });
});

// a sub-fen of another board (a rank left out) matched nothing, and nothing said why
describe('a condition that fits no game read', () => {
  const chess = randomGames(variants.chess, 'chess', 3, 20, 4);
  const xiangqi = randomGames(variants.xiangqi, 'xiangqi', 3, 20, 5);
  const RIVER = '9/9/9/9/9/9/9/9/9/9';

  it('is named with the variants met, from the index and from the file', async () => {
    const bytes = new TextEncoder().encode(chess);
    const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
    const seven = '{"sub-fen": "8/8/8/8/8/8/8"}';
    for (const answer of [searchIndex(index, seven), await searchPgn(bytes, seven)])
      expect(answer.misfits).toEqual([{ condition: '', variants: ['chess'] }]);
    const second = `{"sequence": [{"sub-fen": "8/8/8/8/8/8/8/8"}, {"sub-fen": "${RIVER}"}]}`;
    expect(searchIndex(index, second).misfits).toEqual([{ condition: 'sequence.1', variants: ['chess'] }]);
    expect(searchIndex(index, '{"sub-fen": "8/8/8/8/8/8/8/8"}').misfits).toEqual([]);
  });

  it('is none when the condition fits the games of one variant of those read', async () => {
    const answer = await searchPgn(`${chess}\n${xiangqi}`, `{"sub-fen": "${RIVER}"}`);
    expect(answer.matchCount).toBe(3); // the three xiangqi games, from their start
    expect(answer.misfits).toEqual([]);
    expect((await searchPgn(xiangqi, '{"sub-fen": "8/8/8/8/8/8/8/8"}')).misfits).toEqual([
      { condition: '', variants: ['xiangqi'] },
    ]);
  });
});
