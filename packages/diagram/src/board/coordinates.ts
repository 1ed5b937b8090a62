/**
 * Coordinates in each game's tradition. Chess, makruk and fairy boards: files (`a`…) below, ranks (`1`…) on the
 * left. Shogi: files numbered from the right (9→1) above, ranks in kanji (一→九) from the top on the right.
 * Xiangqi: red's files in Chinese numerals (九→一) on red's side, black's in Arabic digits (1→9) on black's side.
 * Janggi: files 1→9 below, ranks 1→9, 0 from the top on the left. ICN windows: the x and y coordinates. Labels
 * follow their squares when the board is turned.
 */
import { type Defs, glyphUse } from '../pieces/defs.js';
import { escapeXml, num } from '../xml.js';
import { CELL, cellAt, type Layout, MARGIN } from './layout.js';
import type { Grid } from './model.js';
import type { BoardStyle } from './style.js';

const NUMERALS = '一二三四五六七八九';

/** A label: text, or a CJK numeral drawn as its outline. */
function label(defs: Defs, text: string, x: number, y: number, ink: string): string {
  if (text.length === 1 && NUMERALS.includes(text)) return glyphUse(defs, text, x, y, 26, ink);
  const size = text.length > 3 ? 18 : 24;
  return `<text x="${num(x)}" y="${num(y)}" dy=".35em" font-size="${size}">${escapeXml(text)}</text>`;
}

/** The CJK numeral of `n` (1…9), else its digits. */
const numeral = (n: number): string => (n >= 1 && n <= 9 ? NUMERALS[n - 1]! : String(n));

/** Where a style writes file and rank labels, and with what text. */
interface Scheme {
  /** File labels: text per file (empty: none), written below (`bottom`) or above. */
  readonly files: (file: number) => string;
  readonly filesAt: 'top' | 'bottom';
  /** A second row of file labels on the other side (xiangqi's other player). */
  readonly otherFiles?: (file: number) => string;
  readonly ranks?: (rank: number) => string;
  readonly ranksAt: 'left' | 'right';
}

/** The labelling of `grid` in `style`. */
function schemeOf(style: BoardStyle, grid: Grid): Scheme {
  const { files, ranks } = grid;
  switch (style) {
    case 'shogi':
      return {
        files: (f) => String(files - f),
        filesAt: 'top',
        ranks: (r) => numeral(ranks - r),
        ranksAt: 'right',
      };
    case 'xiangqi':
      return {
        files: (f) => numeral(files - f),
        filesAt: 'bottom',
        otherFiles: (f) => String(f + 1),
        ranksAt: 'left',
      };
    case 'janggi':
      return {
        files: (f) => String(f + 1),
        filesAt: 'bottom',
        ranks: (r) => String((ranks - r) % 10),
        ranksAt: 'left',
      };
    default:
      return {
        files: (f) => grid.fileNames[f]!,
        filesAt: 'bottom',
        ranks: (r) => grid.rankNames[r]!,
        ranksAt: 'left',
      };
  }
}

/** The coordinates of grid `g`: a `<g>` of labels in the margin. */
export function coordinates(
  style: BoardStyle,
  layout: Layout,
  grid: Grid,
  g: number,
  ink: string,
  defs: Defs,
): string {
  const scheme = schemeOf(style, grid);
  const o = layout.origins[g]!;
  const m = MARGIN / 2;
  const top = o.y - m;
  const bottom = o.y + grid.ranks * CELL + m;
  const out: string[] = [];
  // labels stay where the tradition writes them when the board is turned, except xiangqi's, which belong to a
  // player's side
  const below = (at: 'top' | 'bottom') =>
    (at === 'bottom') !== (layout.flipped && scheme.otherFiles !== undefined);
  const column = (f: number) => cellAt(layout, grid, g, f, 0).x + CELL / 2;
  const occupied = (f: number) => grid.cells.some((c, i) => i % grid.files === f && c !== 'hole');
  // labels in reading order: columns left to right, rows top to bottom
  for (let v = 0; v < grid.files; v++) {
    const f = layout.flipped ? grid.files - 1 - v : v;
    if (!occupied(f)) continue;
    out.push(label(defs, scheme.files(f), column(f), below(scheme.filesAt) ? bottom : top, ink));
    if (scheme.otherFiles)
      out.push(label(defs, scheme.otherFiles(f), column(f), below(scheme.filesAt) ? top : bottom, ink));
  }
  if (scheme.ranks) {
    const left = scheme.ranksAt === 'left';
    const x = left ? o.x - m : o.x + grid.files * CELL + m;
    for (let v = 0; v < grid.ranks; v++) {
      const r = layout.flipped ? v : grid.ranks - 1 - v;
      out.push(label(defs, scheme.ranks(r), x, cellAt(layout, grid, g, 0, r).y + CELL / 2, ink));
    }
  }
  return (
    `<g class="coordinates" fill="${escapeXml(ink)}" font-family="sans-serif" text-anchor="middle">` +
    `${out.join('')}</g>`
  );
}
