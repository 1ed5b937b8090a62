/**
 * The loops `move-cost.ts` times, for one build of `@x/core/chess`: `move-cost.ts` imports this module once per
 * build (under two URLs), so each build's loops have their own type feedback in the engine.
 */
import type * as chess from '@x/core/chess';

/** `@x/core/chess` as a build exports it. */
export type Chess = typeof chess;

/**
 * A move as `move-cost.ts` reads it from SAN: `to | type << 6 | (promotion + 1) << 9 | (file + 1) << 12 |
 * (rank + 1) << 16 | castle << CASTLE` (castle 1 short, 2 long; hints and promotion -1 when not written).
 */
export const CASTLE = 20;

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The three loops over `games` on one build: SAN resolved and played, moves played, look-ups and moves played. */
export function makeRunner(lib: Chess, games: readonly Int32Array[]) {
  const pos = lib.ChessPosition.fromFen(START);
  const start = pos.clone();
  const out = new Int32Array(256);
  const played = games.map((g) => new Int32Array(g.length));
  /** Each move: `chessMovesTo` for its destination and piece, the one candidate its hints keep, played. */
  function resolve(): number {
    let sum = 0;
    for (let gi = 0; gi < games.length; gi++) {
      const g = games[gi]!;
      lib.copyChessPosition(pos, start);
      for (let i = 0; i < g.length; i++) {
        const c = g[i]!;
        let found = -1;
        if (c >> CASTLE) {
          const n = lib.chessMovesTo(
            pos,
            (pos.turn === 'white' ? 0 : 56) + (c >> CASTLE === 1 ? 6 : 2),
            6,
            out,
          );
          for (let j = 0; j < n; j++) if (((out[j]! >>> 24) & 7) === 3) found = out[j]!;
        } else {
          const promo = ((c >> 9) & 7) - 1;
          const file = ((c >> 12) & 15) - 1;
          const rank = ((c >> 16) & 15) - 1;
          const n = lib.chessMovesTo(pos, c & 63, (c >> 6) & 7, out);
          for (let j = 0; j < n; j++) {
            const m = out[j]!;
            const kind = (m >>> 24) & 7;
            if (kind === 4 ? m >>> 27 !== promo : promo !== -1 || kind >= 3) continue;
            const from = m & 0xfff;
            if ((file >= 0 && (from & 7) !== file) || (rank >= 0 && from >> 3 !== rank)) continue;
            if (found !== -1) throw new Error(`ambiguous move in game ${gi}, ply ${i}`);
            found = m;
          }
        }
        if (found === -1) throw new Error(`illegal move in game ${gi}, ply ${i}`);
        played[gi]![i] = found;
        sum = (sum + found) | 0;
        pos.playEncoded(found);
      }
    }
    return sum;
  }
  /** The moves `resolve` found, played. */
  function play(): number {
    let plies = 0;
    for (const moves of played) {
      lib.copyChessPosition(pos, start);
      for (let i = 0; i < moves.length; i++) pos.playEncoded(moves[i]!);
      plies += moves.length;
    }
    return plies;
  }
  /** `chessMovesTo` for each move's destination and piece, then the move played (no choice among candidates). */
  function lookUp(): number {
    let sum = 0;
    for (let gi = 0; gi < games.length; gi++) {
      const g = games[gi]!;
      const moves = played[gi]!;
      lib.copyChessPosition(pos, start);
      for (let i = 0; i < g.length; i++) {
        const c = g[i]!;
        const m = moves[i]!;
        sum +=
          c >> CASTLE
            ? lib.chessMovesTo(pos, (m >>> 12) & 0xfff, 6, out)
            : lib.chessMovesTo(pos, c & 63, (c >> 6) & 7, out);
        pos.playEncoded(m);
      }
    }
    return sum;
  }
  return { resolve, play, lookUp };
}
