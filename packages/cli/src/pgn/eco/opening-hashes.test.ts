/**
 * `OpeningHashes` (opening-hashes.ts) names what `@x/san/openings`'s `openingOf` names: at the end of every line
 * of the list and along random games; and once `reachable` says no, no later position of the game is named.
 */
import type { Move } from '@x/core';
import { variants } from '@x/core/variant';
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, generateLegalMoves } from '@x/core/engine';
import { resolve } from '@x/san';
import { openingOf, openings } from '@x/san/openings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../../tests/depth.js';
import { OpeningHashes, pieceCount, StartPawns } from './opening-hashes.js';

const table = await OpeningHashes.build();

/** The engine code of a decoded move (its from and to squares are what `StartPawns` reads). */
function encodeMove(position: ChessPosition, move: Move): number {
  const buffer = createMoveBuffer();
  const n = generateLegalMoves(position, buffer);
  for (let i = 0; i < n; i++)
    if (position.uci(position.decodeMove(buffer[i]!)) === position.uci(move)) return buffer[i]!;
  throw new Error(`${position.uci(move)} is not legal`);
}

describe('OpeningHashes', () => {
  it("names each line's position as openingOf does", () => {
    for (const { pgn } of openings()) {
      const position = ChessPosition.fromFen(variants.chess.startFen);
      for (const token of pgn.split(' '))
        if (!/^\d+\.+$/.test(token)) position.play(resolve(token, position) as Move);
      expect(table.lookup(position)).toBe(openingOf(position));
    }
  });

  it("names the positions of a line's moves, then random ones, as openingOf does; none once not reachable", () => {
    const buffer = createMoveBuffer();
    const list = openings();
    fc.assert(
      fc.property(fc.nat(list.length - 1), fc.array(fc.nat(), { maxLength: 80 }), (line, picks) => {
        const position = ChessPosition.fromFen(variants.chess.startFen);
        // the pawns kept by move (`StartPawns`) and the filter before a look-up (`candidate`) agree with the board
        const pawns = new StartPawns();
        const squares = new Int16Array(64);
        const agree = (named: unknown) => {
          expect(table.reachableMask(pawns.mask)).toBe(table.reachable(position));
          if (named !== undefined)
            expect(table.candidate(pawns.mask, pieceCount(position, squares))).toBe(true);
        };
        let gone = false;
        for (const token of list[line]!.pgn.split(' ')) {
          if (/^\d+\.+$/.test(token)) continue;
          const move = resolve(token, position) as Move;
          pawns.move(encodeMove(position, move));
          position.play(move);
          expect(table.lookup(position)).toBe(openingOf(position));
          agree(openingOf(position));
          gone ||= !table.reachable(position);
          expect(gone).toBe(false);
        }
        for (const pick of picks) {
          const n = generateLegalMoves(position, buffer);
          if (n === 0) return;
          pawns.move(buffer[pick % n]!);
          position.playEncoded(buffer[pick % n]!);
          const named = openingOf(position);
          expect(table.lookup(position)).toBe(named);
          agree(named);
          gone ||= !table.reachable(position);
          if (gone) expect(named).toBeUndefined();
        }
      }),
      { numRuns: runs(100) },
    );
  });
});
