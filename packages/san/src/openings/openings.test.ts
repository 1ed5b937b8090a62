/**
 * `@x/san/openings`: every line of lichess's list replays and is found again by its position; transpositions,
 * the deepest name of a game, en-passant squares written or not, and what has no opening.
 */
import { Position, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { expectNoFaults } from '../../../../tests/faults.js';
import { parsePgn } from '../pgn/games.js';
import { replay } from '../game/replay.js';
import { deepestOpening, openingKey, openingOf, openingOfGame, openings } from './index.js';

const start = () => Position.fromFen(variants.chess.startFen, variants.chess);
const game = (text: string) => parsePgn(text)[0]!;

describe('@x/san/openings', () => {
  it('holds the 3,807 lines of the list, each with an ECO code, a name and moves', () => {
    const list = openings();
    expect(list).toHaveLength(3807);
    expectNoFaults(
      list.filter((o) => !/^[A-E]\d\d$/.test(o.eco) || o.name.length === 0 || !/^1\. /.test(o.pgn)),
    );
  });

  it('every line replays, and its position names a line that reaches the same position', () => {
    const named = new Set<string>();
    // Every third line by default, all 3,807 under `pnpm test:deep`.
    const every = bySize(3, 1);
    const faults: string[] = [];
    for (const [i, o] of openings().entries()) {
      if (i % every !== 0) continue;
      const line = `${o.eco} ${o.name}: ${o.pgn}`;
      const played = replay(start(), o.pgn);
      if (!played.success) {
        faults.push(`${line}: ${played.error.message}`);
        continue;
      }
      const found = openingOf(played.data.position);
      if (found === undefined) {
        faults.push(`${line}: its position names no line`);
        continue;
      }
      const again = replay(start(), found.pgn);
      const want = openingKey(played.data.position);
      const got = again.success && openingKey(again.data.position);
      if (got !== want) faults.push(`${line}: names ${found.pgn}, which reaches ${String(got)}, not ${want}`);
      named.add(found.name);
    }
    expectNoFaults(faults);
    // most positions have one name; a few lines share a position with an earlier one
    expect(named.size).toBeGreaterThan(bySize(1000, 3000));
  });

  it('finds an opening by position, whatever the move order (transpositions)', () => {
    const ruy = openingOfGame(game('1. e4 e5 2. Nf3 Nc6 3. Bb5 *'));
    expect(ruy).toMatchObject({ eco: 'C60', name: 'Ruy Lopez' });
    expect(openingOfGame(game('1. Nf3 Nc6 2. e4 e5 3. Bb5 *'))).toBe(ruy);
    const qgd = openingOfGame(game('1. d4 d5 2. c4 e6 *'));
    expect(openingOfGame(game('1. c4 e6 2. d4 d5 *'))).toBe(qgd);
  });

  it('names a game by its deepest named position, also after it leaves the book', () => {
    const inBook = openingOfGame(game('1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *'));
    expect(inBook?.name).toBe('Sicilian Defense: Najdorf Variation');
    const after = openingOfGame(game('1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. a3 h6 7. h3 *'));
    expect(after).toBe(inBook);
    // the positions of a game in order give the same answer
    const positions: BasePosition[] = [];
    const pos = start();
    for (const uci of ['e2e4', 'c7c5', 'g1f3']) {
      pos.play(uci);
      positions.push(pos.clone());
    }
    expect(deepestOpening(positions)?.name).toBe(openingOf(positions[2]!)?.name);
  });

  it('reads FEN strings, with or without an en-passant square no capture can use', () => {
    const withSquare = openingOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    const without = openingOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(withSquare).toMatchObject({ eco: 'B00', name: "King's Pawn Game" });
    expect(without).toBe(withSquare);
    expect(() => openingOf('not a fen')).toThrow(RangeError);
  });

  it('has no opening for the start, a position off the list, a set-up game or another variant', () => {
    expect(openingOf(start())).toBeUndefined();
    expect(openingOf('8/8/8/4k3/8/8/8/4K3 w - - 0 1')).toBeUndefined();
    expect(openingOfGame(game('[FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 *'))).toBeUndefined();
    expect(openingOfGame(game('[Variant "Crazyhouse"]\n\n1. e4 e5 *'))).toBeUndefined();
    const h = Position.fromFen(variants.kingofthehill.startFen, variants.kingofthehill);
    expect(openingOf(h)).toBeUndefined();
  });

  it('keeps the name reached before an illegal move', () => {
    expect(openingOfGame(game('1. e4 e5 2. Nf3 Nc6 3. Bb5 Ke3 *'))?.name).toBe('Ruy Lopez');
  });
});
