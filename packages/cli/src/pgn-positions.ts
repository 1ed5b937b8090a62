/**
 * `xn pgn convert --to epd|fen`: one line per position of a game's main line — its start, then the position
 * after each ply — and a blank line after the game, as pgn-extract's `-Wepd` writes them. EPD lines carry the
 * game in `c0` (`White-Black Event Site Date`, the tags the game has) and the result in `c1`, as quoted
 * strings (`@x/san`'s `stringifyEpd`); FEN lines are the whole FEN, move counters included.
 */
import { type Game, startingPosition, walkGame } from '@x/san';
import { epdFromFen, stringifyEpd } from '@x/san/epd';

/** The position notations of `--to`. */
export type PositionTarget = 'epd' | 'fen';

/** The lines of every main-line position of `game` (throws the walk's `SanError` for a bad game). */
export function positionLines(game: Game, target: PositionTarget): string {
  const start = startingPosition(game);
  const fens = [start.toFen()];
  walkGame(game, start, (step) => void fens.push(step.position.toFen()), { variations: false });
  if (target === 'fen') return `${fens.join('\n')}\n\n`;
  const operations = { c0: gameComment(game.headers), c1: game.headers.get('Result') ?? game.result ?? '*' };
  return `${fens.map((fen) => stringifyEpd(epdFromFen(fen, operations))).join('\n')}\n\n`;
}

/** pgn-extract's `c0`: `White-Black`, then the Event, Site and Date tags the game has. */
function gameComment(headers: ReadonlyMap<string, string>): string {
  const players = `${headers.get('White') ?? ''}-${headers.get('Black') ?? ''}`;
  const rest = ['Event', 'Site', 'Date'].flatMap((tag) => headers.get(tag) ?? []);
  return [players, ...rest].join(' ');
}
