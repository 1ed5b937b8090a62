/**
 * The bench's GIF game (`pnpm bench diagram`, `packages/diagram/test/gif.test.ts`): the first game of at least
 * `plies` plies of ../shared/data/pgn/lichess-100.pgn from the standard start, cut at `plies`, as frames (each
 * position with its move's squares) and its players. Undefined without such a game.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { mainLine, parsePgn, walkGame } from '@x/san';
import { readSharedData } from './shared-data.js';

/** A frame of the game: a position and the squares of the move that led to it. */
export interface LichessFrame {
  readonly position: Position;
  readonly lastMove?: { readonly from: string; readonly to: string };
}

/** The frames and players of the game (see the module comment). */
export function lichessGame(plies: number) {
  const game = parsePgn(readSharedData('pgn', 'lichess-100.pgn')).find(
    (g) => mainLine(g.moves).length >= plies && !g.headers.has('FEN'),
  );
  if (!game) return undefined;
  const start = Position.fromFen(variants.chess.startFen, variants.chess);
  const frames: LichessFrame[] = [{ position: start.clone() }];
  walkGame(
    game,
    start,
    (step) => {
      if (frames.length > plies) return;
      const move = step.move as { from?: string; to: string };
      frames.push({
        position: step.position.clone() as Position,
        lastMove: { from: move.from ?? move.to, to: move.to },
      });
    },
    { variations: false, decode: true },
  );
  const players = { white: game.headers.get('White') ?? '', black: game.headers.get('Black') ?? '' };
  return { frames, players, name: `${players.white} – ${players.black}` };
}
