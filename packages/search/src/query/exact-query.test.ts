/**
 * An exact-position query over the index's key table — a position of two games or more answered from its list, one
 * of one game by a scan that stops at it — gives what a replay of every game gives, on random small sets of games
 * that share openings and transpose (fast-check), in memory and read at offsets.
 */
import { ChessPosition } from '@x/core/chess';
import { variants } from '@x/core/variant';
import { stringify } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { buildIndex } from '../database/index-builder.js';
import { openIndexFile } from '../database/index-file.js';
import { stampOf } from '../database/index-format.js';
import { openIndex, type PositionIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';

/** A game drawn: an earlier game whose first plies it plays (-1: none), how many, then its own picks. */
const gameDraw = fc.record({
  from: fc.integer({ min: -1, max: 5 }),
  shared: fc.nat(12),
  picks: fc.array(fc.nat(), { maxLength: 24 }),
});

/** A game's SAN moves and the position (board and side to move) before each ply and after the last. */
interface Played {
  readonly sans: string[];
  readonly positions: string[];
}

/** Plays `picks` (each the index of a legal move) after `prefix` (SANs), from the start. */
function play(prefix: readonly string[], picks: readonly number[]): Played {
  const position = ChessPosition.fromFen(variants.chess.startFen);
  const sans: string[] = [];
  const positions: string[] = [];
  const at = () => position.toFen().split(' ').slice(0, 2).join(' ');
  const moves = [...prefix.map((san) => ({ san })), ...picks.map((pick) => ({ pick }))];
  for (const step of moves) {
    positions.push(at());
    const legal = position.legalMoves();
    if (legal.length === 0) break;
    const move =
      'san' in step
        ? legal.find((m) => stringify(m, position) === step.san)!
        : legal[step.pick % legal.length]!;
    sans.push(stringify(move, position));
    position.play(move);
  }
  positions.push(at());
  return { sans, positions };
}

/** The games of `draws`, each from its earlier game's first plies (when it names one), in order. */
function playDraws(draws: readonly { from: number; shared: number; picks: readonly number[] }[]): Played[] {
  const games: Played[] = [];
  for (const { from, shared, picks } of draws) {
    const source = from >= 0 ? games[from % Math.max(1, games.length)] : undefined;
    games.push(play(source?.sans.slice(0, shared) ?? [], picks));
  }
  return games;
}

/** The PGN of `games`. */
function pgnOf(games: readonly Played[]): string {
  return games
    .map(({ sans }) => {
      const moves = sans.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');
      return `[Result "*"]\n\n${moves} *\n`;
    })
    .join('\n');
}

/** The exact query of a position (`board side`), with its side to move or without. */
function exactQuery(position: string, withSide: boolean, extra = ''): string {
  const [board = '', side] = position.split(' ');
  const letters = board.replace(/[^A-Za-z]/g, '');
  const material = `${letters.replace(/[a-z]/g, '')}v${letters.replace(/[A-Z]/g, '').toUpperCase()}`;
  const stm = withSide ? `, "stm": "${side === 'w' ? 'white' : 'black'}"` : '';
  return `{"sub-fen": "${board}", "material": "${material}"${stm}${extra}}`;
}

/** `bytes` as a file read at offsets. */
const fileOf = (bytes: Uint8Array) => ({
  size: bytes.length,
  read: (at: number, into: Uint8Array) => {
    const held = bytes.subarray(at, at + into.length);
    into.set(held);
    return held.length;
  },
});

describe('an exact-position query over the key table', () => {
  it('answers as a replay of every game does, on random sets of games', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(gameDraw, { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(3)), { minLength: 1, maxLength: 8 }),
        async (draws, asks) => {
          const games = playDraws(draws);
          const bytes = new TextEncoder().encode(pgnOf(games));
          const stamp = stampOf(bytes);
          const keyed = await buildIndex(bytes, { stamp });
          const plain = openIndex(await buildIndex(bytes, { stamp, keys: false }));
          const opened = [openIndex(keyed), openIndexFile(fileOf(keyed), stamp)];
          for (const [g, p, kind] of asks) {
            const { positions } = games[g % games.length]!;
            const position = positions[p % positions.length]!;
            // with its side to move, without, with another rule, with a limit
            const extra = kind === 2 ? ', "result": "*"' : kind === 3 ? ', "skip": 1, "limit": 1' : '';
            const query = exactQuery(position, kind !== 1, extra);
            const replayed = searchIndex(plain, query);
            expect(replayed.matchCount).toBeGreaterThan(0);
            const reaching = games.filter((game) => game.positions.includes(position)).length;
            expect(replayed.matchCount).toBe(kind === 1 ? replayed.matchCount : reaching);
            for (const index of opened) {
              const answer = searchIndex(index, query);
              expect({ count: answer.matchCount, matches: [...answer.matches] }, query).toEqual({
                count: replayed.matchCount,
                matches: [...replayed.matches],
              });
              // a position of two games or more with its side to move: its list, no game read
              if (kind === 0 && reaching > 1) expect(answer.games).toBe(0);
              // one of one game: the games up to it read, no more
              if (kind === 0 && reaching === 1) expect(answer.games).toBe(answer.matches.at(0)!.game);
            }
          }
        },
      ),
      { numRuns: runs(25) },
    );
  });

  it('answers a position of many games from its list and one of one game by a scan stopped at it', async () => {
    const text = [
      '[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0',
      '[Result "0-1"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bc4 Bc5 0-1',
      '[Result "*"]\n\n1. d4 d5 2. c4 e6 *',
      '[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. d4 exd4 *',
      '[Result "*"]\n\n1. c4 e5 *',
    ].join('\n\n');
    const bytes = new TextEncoder().encode(text);
    const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
    // after 1. e4 e5 2. Nf3 Nc6 (in games 1 and 4 at ply 4, transposed in game 2): the list, nothing read
    const many = searchIndex(
      index,
      exactQuery('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w', true),
    );
    expect([...many.matches].map((m) => [m.game, m.plies])).toEqual([
      [1, [4]],
      [2, [4]],
      [4, [4]],
    ]);
    expect([many.games, many.plies]).toEqual([0, 0]);
    // after 1. d4 d5 2. c4 (game 3 alone): games 1 to 3 read, the scan stopped there; 3 plies replayed in game 3
    const one = searchIndex(index, exactQuery('rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b', true));
    expect([...one.matches].map((m) => [m.game, m.plies])).toEqual([[3, [3]]]);
    expect(one.games).toBe(3);
    // a position no game reached: every game read
    const none = searchIndex(index, exactQuery('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b', true));
    expect([none.matchCount, none.games]).toEqual([0, 5]);
  });

  it('lists a popular position as columns, and reads no more of its list and spans than skip and limit list', async () => {
    const pgns = [
      '[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0',
      '[Result "0-1"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bc4 Bc5 0-1',
      '[Result "*"]\n\n1. d4 d5 *',
      '[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. d4 exd4 *',
      '[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *',
    ];
    const text = pgns.join('\n\n');
    const bytes = new TextEncoder().encode(text);
    const stamp = stampOf(bytes);
    const built = await buildIndex(bytes, { stamp });
    const query = exactQuery('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w', true);
    for (const index of [openIndex(built), openIndexFile(fileOf(built), stamp)]) {
      const all = searchIndex(index, query).matches;
      expect([[...all.games], [...all.plies], all.width]).toEqual([[1, 2, 4, 5], [4, 4, 4, 4], 1]);
      // each game's bytes in the file
      const spanned = [...all.byteOffsets].map((at, i) => text.slice(at, at + all.byteLengths[i]!).trim());
      expect(spanned).toEqual([0, 1, 3, 4].map((g) => pgns[g]));
      // skip 1, limit 2: the list decoded to its third game, the spans of the two listed read
      const lists: number[] = [];
      const spans: number[] = [];
      const watched: PositionIndex = {
        ...index,
        positionsWithKeys: (keys, max) => {
          const found = index.positionsWithKeys(keys, max)!;
          lists.push(found.games.length, found.count);
          return found;
        },
        gameSpans: (games) => {
          spans.push(...games);
          return index.gameSpans(games);
        },
      };
      const page = searchIndex(watched, query.replace(/}$/, ', "skip": 1, "limit": 2}'));
      expect([page.matchCount, [...page.matches]]).toEqual([4, [...all].slice(1, 3)]);
      expect([lists, spans]).toEqual([
        [3, 4],
        [1, 3],
      ]);
    }
  });

  it('replays the games it does not key, before and after the one keyed game a scan stops at', async () => {
    // crazyhouse games (not keyed) before and after the one chess game that reaches the position after 1. d4 d5 2. c4
    const crazyhouse = '[Variant "Crazyhouse"]\n[Result "*"]\n\n1. d4 d5 2. c4 *';
    const text = [
      crazyhouse,
      '[Result "*"]\n\n1. e4 e5 *',
      '[Result "*"]\n\n1. d4 d5 2. c4 e6 *',
      crazyhouse,
    ].join('\n\n');
    const bytes = new TextEncoder().encode(text);
    const stamp = stampOf(bytes);
    const index = openIndex(await buildIndex(bytes, { stamp }));
    expect([...index.keys!.unkeyed]).toEqual([0, 3]);
    const plain = openIndex(await buildIndex(bytes, { stamp, keys: false }));
    const query = exactQuery('rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b', true);
    const replayed = searchIndex(plain, query);
    expect([...replayed.matches].map((m) => m.game)).toEqual([1, 3, 4]);
    for (const opened of [index, openIndexFile(fileOf(await buildIndex(bytes, { stamp })), stamp)]) {
      const answer = searchIndex(opened, query);
      expect([answer.matchCount, answer.matches]).toEqual([replayed.matchCount, replayed.matches]);
      // games 1 to 3 in order, then game 4 (not keyed) by number
      expect(answer.games).toBe(4);
    }
  });

  it('keys no game past limits.maxKeyedPositions, says so once, and answers as a replay does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(gameDraw, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 80 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 6 }),
        async (draws, max, asks) => {
          const games = playDraws(draws);
          const text = pgnOf(games);
          const bytes = new TextEncoder().encode(text);
          const stamp = stampOf(bytes);
          const warnings: { code: string; line: number; game: number }[] = [];
          const capped = await buildIndex(bytes, {
            stamp,
            limits: { maxKeyedPositions: max },
            onWarning: (w) => warnings.push({ code: w.code, line: w.line, game: w.game }),
          });
          // the first game whose positions (each game's plies and one) pass the cap, and every one after it
          let first = games.length;
          for (let g = 0, total = 0; g < games.length && first === games.length; g++) {
            total += games[g]!.positions.length;
            if (total > max) first = g;
          }
          const index = openIndex(capped);
          expect([...index.keys!.unkeyed]).toEqual(games.map((_, g) => g).slice(first));
          const starts = text.split(/^(?=\[Result)/m).map((_, g, all) => all.slice(0, g).join('').length);
          expect(warnings).toEqual(
            first < games.length
              ? [
                  {
                    code: 'keys-full',
                    line: text.slice(0, starts[first]).split('\n').length,
                    game: starts[first],
                  },
                ]
              : [],
          );
          const plain = openIndex(await buildIndex(bytes, { stamp, keys: false }));
          for (const [g, p] of asks) {
            const { positions } = games[g % games.length]!;
            const query = exactQuery(positions[p % positions.length]!, true);
            const replayed = searchIndex(plain, query);
            for (const opened of [index, openIndexFile(fileOf(capped), stamp)]) {
              const answer = searchIndex(opened, query);
              expect([answer.matchCount, [...answer.matches]], query).toEqual([
                replayed.matchCount,
                [...replayed.matches],
              ]);
            }
          }
        },
      ),
      { numRuns: runs(25) },
    );
  });

  it('refuses a cap that is not a positive integer', async () => {
    for (const maxKeyedPositions of [0, -1, 1.5, Number.NaN])
      await expect(buildIndex('1. e4 *', { limits: { maxKeyedPositions } })).rejects.toThrow(TypeError);
  });
});
