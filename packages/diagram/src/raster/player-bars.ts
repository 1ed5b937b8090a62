/**
 * The player bars of a game's GIF (lila-gif's: a dark strip above and below the board, each with the name of the
 * player whose side is next to it), rendered once; names are drawn from the embedded Latin outlines (characters
 * without one are left blank).
 */
import { DiagramError } from '../errors.js';
import { escapeXml, num } from '../xml.js';
import { type Pixels, rasterise } from './resvg.js';

/** The names of a game's players. */
export interface Players {
  readonly white?: string;
  readonly black?: string;
}

/** The colours of a bar: lila-gif's dark background and light text. */
const BAR = '#262421';
const INK = '#bababa';
/** The longest name drawn, in characters. */
const LONGEST = 60;

/** One bar `width` × `height` pixels with `name` at its left (its first `LONGEST` characters). */
function bar(name: string, width: number, height: number): Pixels {
  // two units a character at most: a name of megabytes is never spread whole
  const text = [...name.slice(0, 2 * LONGEST)].slice(0, LONGEST).join('');
  const size = num(height * 0.42);
  return rasterise(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${BAR}"/><text x="${num(height * 0.3)}" y="${num(height / 2)}" ` +
      `dy=".35em" font-size="${size}" fill="${INK}">${escapeXml(text)}</text></svg>`,
    'pixels',
    BAR,
  );
}

/** `players` checked before anything is drawn: each name a text or absent, else a `DiagramError`. */
export function checkPlayers(players: Players): void {
  for (const side of ['white', 'black'] as const)
    if (players[side] !== undefined && typeof players[side] !== 'string')
      throw new DiagramError(
        'invalid-option',
        `players.${side}: a name is a text, not ${typeof players[side]}`,
      );
}

/** The height of a bar for squares of `squareSize` pixels: two thirds of a square (lila-gif's 60 for 90). */
export const barHeightOf = (squareSize: number) => Math.max(1, Math.round((squareSize * 2) / 3));

/**
 * The bars above and below a board `width` pixels wide with squares of `squareSize` (two thirds of a square
 * tall: 60 pixels for lila-gif's 90): black's above unless `flipped`.
 */
export function playerBars(players: Players, width: number, squareSize: number, flipped: boolean) {
  const height = barHeightOf(squareSize);
  const [top, bottom] = flipped ? [players.white, players.black] : [players.black, players.white];
  return { height, top: bar(top ?? '', width, height), bottom: bar(bottom ?? '', width, height) };
}
