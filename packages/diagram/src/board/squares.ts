/**
 * The board under the pieces, in its game's tradition: checkered squares (a1 dark); one-colour squares with lines
 * (shogi with its four hoshi points, makruk); lines through the squares' centres with the pieces on the
 * intersections, the river and the palaces' diagonals (xiangqi; janggi without a river). Holes are left empty.
 */
import type { DiagramColors } from '../options.js';
import { type Defs, glyphUse } from '../pieces/defs.js';
import { escapeXml, num } from '../xml.js';
import { CELL, cellAt, type Layout } from './layout.js';
import type { Grid } from './model.js';
import type { BoardStyle } from './style.js';

/** Whether a grid has a hole. */
const hasHoles = (grid: Grid): boolean => grid.cells.includes('hole');

/** Checkered squares: a light rectangle and the dark squares over it, or each square alone around holes. */
function checkered(layout: Layout, grid: Grid, g: number, colors: DiagramColors): string {
  const o = layout.origins[g]!;
  const out: string[] = [];
  const holes = hasHoles(grid);
  if (!holes)
    out.push(
      `<rect x="${o.x}" y="${o.y}" width="${grid.files * CELL}" height="${grid.ranks * CELL}" fill="${escapeXml(colors.light)}"/>`,
    );
  const dark = escapeXml(colors.dark);
  const light = escapeXml(colors.light);
  for (let r = 0; r < grid.ranks; r++)
    for (let f = 0; f < grid.files; f++) {
      if (grid.cells[r * grid.files + f] === 'hole') continue;
      const isDark = (f + r) % 2 === 0;
      if (!isDark && !holes) continue;
      const { x, y } = cellAt(layout, grid, g, f, r);
      out.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${isDark ? dark : light}"/>`);
    }
  return `<g class="squares">${out.join('')}</g>`;
}

/** One-colour squares with their lines (shogi, makruk); shogi's 9 × 9 board has its hoshi points. */
function lined(layout: Layout, grid: Grid, g: number, colors: DiagramColors, hoshi: boolean): string {
  const o = layout.origins[g]!;
  const w = grid.files * CELL;
  const h = grid.ranks * CELL;
  const wood = escapeXml(colors.wood);
  const stroke = escapeXml(colors.lines);
  if (hasHoles(grid)) {
    const out: string[] = [];
    grid.cells.forEach((cell, i) => {
      if (cell === 'hole') return;
      const { x, y } = cellAt(layout, grid, g, i % grid.files, Math.floor(i / grid.files));
      out.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}"/>`);
    });
    return `<g class="squares" fill="${wood}" stroke="${stroke}" stroke-width="2">${out.join('')}</g>`;
  }
  let d = '';
  for (let f = 1; f < grid.files; f++) d += `M${o.x + f * CELL} ${o.y}v${h}`;
  for (let r = 1; r < grid.ranks; r++) d += `M${o.x} ${o.y + r * CELL}h${w}`;
  const points =
    hoshi && grid.files === 9 && grid.ranks === 9
      ? [3, 6]
          .flatMap((a) => [3, 6].map((b) => `<circle cx="${o.x + a * CELL}" cy="${o.y + b * CELL}" r="7"/>`))
          .join('')
      : '';
  return (
    `<g class="squares" fill="${stroke}"><rect x="${o.x}" y="${o.y}" width="${w}" height="${h}" fill="${wood}" ` +
    `stroke="${stroke}" stroke-width="4"/><path d="${d}" stroke="${stroke}" stroke-width="2"/>${points}</g>`
  );
}

/**
 * Lines through the squares' centres (xiangqi, janggi): the river between the two middle ranks breaks the inner
 * file lines (`river`: xiangqi, an even number of ranks), and each palace (the middle three files of the three home
 * ranks) has its diagonals.
 */
function intersections(
  layout: Layout,
  grid: Grid,
  g: number,
  colors: DiagramColors,
  river: boolean,
  defs: Defs,
) {
  const o = layout.origins[g]!;
  const { files, ranks } = grid;
  const cx = (f: number) => cellAt(layout, grid, g, f, 0).x + CELL / 2;
  const cy = (r: number) => cellAt(layout, grid, g, 0, r).y + CELL / 2;
  const gap = river && ranks % 2 === 0 ? ranks / 2 : undefined;
  let d = '';
  for (let r = 0; r < ranks; r++) d += `M${cx(0)} ${cy(r)}H${cx(files - 1)}`;
  for (let f = 0; f < files; f++) {
    if (gap === undefined || f === 0 || f === files - 1) d += `M${cx(f)} ${cy(0)}V${cy(ranks - 1)}`;
    else d += `M${cx(f)} ${cy(0)}V${cy(gap - 1)}M${cx(f)} ${cy(gap)}V${cy(ranks - 1)}`;
  }
  if (files >= 3 && files % 2 === 1 && ranks >= 6) {
    const mid = (files - 1) / 2;
    for (const [low, high] of [
      [0, 2],
      [ranks - 3, ranks - 1],
    ] as const)
      d += `M${cx(mid - 1)} ${cy(low)}L${cx(mid + 1)} ${cy(high)}M${cx(mid + 1)} ${cy(low)}L${cx(mid - 1)} ${cy(high)}`;
  }
  const stroke = escapeXml(colors.lines);
  const frame = `<rect x="${Math.min(cx(0), cx(files - 1))}" y="${Math.min(cy(0), cy(ranks - 1))}" width="${(files - 1) * CELL}" height="${(ranks - 1) * CELL}" fill="none" stroke="${stroke}" stroke-width="4"/>`;
  let words = '';
  if (gap !== undefined) {
    // 楚河 漢界, "the Chu river, the Han border", as a xiangqi board writes it
    const y = (cy(gap) + cy(gap - 1)) / 2;
    const at = [1.5, 2.5, files - 2.5, files - 1.5];
    const chars = layout.flipped ? ['界', '漢', '河', '楚'] : ['楚', '河', '漢', '界'];
    words = chars.map((ch, i) => glyphUse(defs, ch, o.x + at[i]! * CELL, y, 56, colors.lines)).join('');
  }
  return (
    `<g class="squares"><rect x="${o.x}" y="${o.y}" width="${files * CELL}" height="${ranks * CELL}" ` +
    `fill="${escapeXml(colors.wood)}"/><path d="${d}" fill="none" stroke="${stroke}" stroke-width="2"/>${frame}${words}</g>`
  );
}

/** The board of grid `g` drawn in `style`. */
export function squares(
  style: BoardStyle,
  layout: Layout,
  grid: Grid,
  g: number,
  colors: DiagramColors,
  defs: Defs,
): string {
  if (style === 'xiangqi' || style === 'janggi')
    return intersections(layout, grid, g, colors, style === 'xiangqi', defs);
  if (style === 'shogi' || style === 'makruk') return lined(layout, grid, g, colors, style === 'shogi');
  return checkered(layout, grid, g, colors);
}

/** A translucent fill over the square of `file` and `rank` (last move, highlights). */
export function squareFill(layout: Layout, grid: Grid, g: number, index: number, fill: string): string {
  const { x, y } = cellAt(layout, grid, g, index % grid.files, Math.floor(index / grid.files));
  return `<rect x="${num(x)}" y="${num(y)}" width="${CELL}" height="${CELL}" fill="${escapeXml(fill)}"/>`;
}
