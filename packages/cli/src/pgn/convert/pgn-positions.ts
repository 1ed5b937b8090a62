/**
 * `xn pgn convert --to epd|fen`: one line per position of a game's main line — its start, then the position
 * after each ply — and a blank line after the game, as pgn-extract's `-Wepd` writes them. EPD lines carry the
 * game in `c0` (`White-Black Event Site Date`, the tags the game has) and the result in `c1`, as quoted
 * strings (`@x/san`'s `stringifyEpd`); FEN lines are the whole FEN, move counters included.
 */
import { type Game, startingPosition, type VariantLookup, walkGame } from '@x/san';
import { epdFromFen, stringifyEpd } from '@x/san/epd';

/** The position notations of `--to`. */
export type PositionTarget = 'epd' | 'fen';

/**
 * The lines of every main-line position of `game` (throws the walk's `SanError` for a bad game). An EPD line is the
 * FEN's first four fields and the game's operations, which are the same on every line: written once per game.
 */
export function positionLines(game: Game, target: PositionTarget, variants?: VariantLookup): string {
  const start = startingPosition(game, { variants });
  let text = '';
  let line: (fen: string) => string = (fen) => `${fen}\n`;
  if (target === 'epd') {
    const operations = {
      c0: gameComment(game.headers),
      c1: game.headers.get('Result') ?? game.result ?? '*',
    };
    const first = stringifyEpd(epdFromFen(start.toFen(), operations));
    // stringifyEpd writes the four fields, then the operations
    const suffix = first.slice(fieldsOf(first, 4).length);
    line = (fen) => `${fieldsOf(fen, 4)}${suffix}\n`;
  }
  text += line(start.toFen());
  walkGame(game, start, (step) => void (text += line(step.position.toFen())), { variations: false });
  return `${text}\n`;
}

/** The first `count` space-separated fields of a FEN. */
export function fieldsOf(fen: string, count: number): string {
  let end = -1;
  for (let k = 0; k < count; k++) {
    end = fen.indexOf(' ', end + 1);
    if (end < 0) return fen;
  }
  return fen.slice(0, end);
}

/** pgn-extract's `c0`: `White-Black`, then the Event, Site and Date tags the game has. */
export function gameComment(headers: ReadonlyMap<string, string>): string {
  const players = `${headers.get('White') ?? ''}-${headers.get('Black') ?? ''}`;
  const rest = ['Event', 'Site', 'Date'].flatMap((tag) => headers.get(tag) ?? []);
  return [players, ...rest].join(' ');
}
