/** `svg(position, options)`: a diagram of any position of any variant as an SVG document. */
import { coordinates } from './board/coordinates.js';
import { checkedOptions } from './checked-options.js';
import {
  BADGE_GAP,
  CELL,
  cellAt,
  HAND_FONT,
  HAND_PIECE,
  HAND_ROW,
  handSlot,
  type Layout,
  layoutOf,
} from './board/layout.js';
import type { DiagramModel, HandEntry } from './board/model.js';
import { squareFill, squares } from './board/squares.js';
import type { BoardStyle } from './board/style.js';
import { DiagramError } from './errors.js';
import { lastMoveSquares } from './last-move.js';
import { DEFAULT_COLORS, type DiagramColors, type DiagramOptions } from './options.js';
import { Defs } from './pieces/defs.js';
import { pieceSymbol } from './pieces/index.js';
import { type Drawable, read } from './read.js';
import { annotationShapes, arrowShape, circleShape, type Point } from './shapes.js';
import { escapeXml, num } from './xml.js';

/** Everything one drawing needs. */
interface Scene {
  readonly model: DiagramModel;
  readonly style: BoardStyle;
  readonly layout: Layout;
  readonly colors: DiagramColors;
  readonly defs: Defs;
}

/** The cells a square name stands for: one per board that has it (Alice: both); a `DiagramError` for none. */
function locate(scene: Scene, square: string, what: string): { g: number; index: number }[] {
  const found: { g: number; index: number }[] = [];
  scene.model.grids.forEach((grid, g) => {
    const index = typeof square === 'string' ? grid.indexOf(square) : undefined;
    if (index !== undefined && grid.cells[index] !== 'hole') found.push({ g, index });
  });
  if (found.length === 0)
    throw new DiagramError(
      'invalid-square',
      `${what}: ${JSON.stringify(String(square))} is not a square of the board`,
    );
  return found;
}

/** The centre of a located square. */
function centre(scene: Scene, at: { g: number; index: number }): Point {
  const grid = scene.model.grids[at.g]!;
  const { x, y } = cellAt(scene.layout, grid, at.g, at.index % grid.files, Math.floor(at.index / grid.files));
  return { x: x + CELL / 2, y: y + CELL / 2 };
}

/** Square fills: the last move, the `fill` option, the glow under royals in check. */
function fills(scene: Scene, position: Drawable, options: DiagramOptions): string {
  const out: string[] = [];
  const fill = (square: string, colour: string, what: string) => {
    for (const at of locate(scene, square, what))
      out.push(squareFill(scene.layout, scene.model.grids[at.g]!, at.g, at.index, colour));
  };
  if (options.lastMove !== undefined)
    for (const square of lastMoveSquares(options.lastMove)) fill(square, scene.colors.lastMove, 'lastMove');
  for (const [square, colour] of Object.entries(options.fill ?? {})) fill(square, String(colour), 'fill');
  const check =
    typeof options.check === 'string'
      ? [options.check]
      : options.check === true && 'isCheck' in position && position.isCheck()
        ? scene.model.royals
        : [];
  if (check.length > 0) {
    scene.defs.define(
      'check',
      () =>
        `<radialGradient id="check"><stop offset="0" stop-color="${escapeXml(scene.colors.check)}"/><stop offset="0.3" ` +
        `stop-color="${escapeXml(scene.colors.check)}" stop-opacity="0.8"/><stop offset="1" stop-color="${escapeXml(scene.colors.check)}" stop-opacity="0"/></radialGradient>`,
    );
    for (const square of check) fill(square, 'url(#check)', 'check');
  }
  return out.join('');
}

/** The pieces on every board: one `<use>` per piece. */
function pieces(scene: Scene): string {
  const bottom = scene.layout.flipped ? 'black' : 'white';
  const out: string[] = [];
  scene.model.grids.forEach((grid, g) => {
    grid.cells.forEach((cell, i) => {
      if (cell === undefined || cell === 'hole') return;
      const id = pieceSymbol(scene.defs, scene.style, cell, cell.color !== bottom);
      const { x, y } = cellAt(scene.layout, grid, g, i % grid.files, Math.floor(i / grid.files));
      out.push(`<use href="#${escapeXml(id)}" x="${x}" y="${y}" width="${CELL}" height="${CELL}"/>`);
    });
  });
  return `<g class="pieces">${out.join('')}</g>`;
}

/** The hands: the top side's above the boards, the bottom side's below, each piece once with its count. */
function hands(scene: Scene): string {
  const { hands } = scene.model;
  const rows = scene.layout.hands;
  if (!hands || !rows) return '';
  const size = HAND_PIECE;
  const bottom = scene.layout.flipped ? 'black' : 'white';
  const row = (entries: readonly HandEntry[], top: number) => {
    let x = scene.layout.origins[0]!.x;
    return entries
      .map(({ piece, count }) => {
        const id = pieceSymbol(scene.defs, scene.style, piece, piece.color !== bottom);
        const y = top + (HAND_ROW - size) / 2;
        // the count in its piece's place, right of the piece: handSlot makes room for its digits
        const badge =
          count > 1
            ? `<text x="${num(x + size + BADGE_GAP)}" y="${num(y + size)}" font-size="${num(HAND_FONT)}">${count}</text>`
            : '';
        const drawn = `<use href="#${escapeXml(id)}" x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" data-count="${count}"/>${badge}`;
        x += handSlot(count);
        return drawn;
      })
      .join('');
  };
  const [upper, lower] = scene.layout.flipped ? [hands.white, hands.black] : [hands.black, hands.white];
  return (
    `<g class="hands" font-family="sans-serif" font-weight="bold" fill="${escapeXml(scene.colors.text)}">` +
    `${row(upper, rows.top)}${row(lower, rows.bottom)}</g>`
  );
}

/** Arrows and circles of the options and of `annotations`. */
function shapes(scene: Scene, options: DiagramOptions): string {
  const fromComment = annotationShapes(options.annotations ?? '');
  const out: string[] = [];
  for (const c of [...(options.circles ?? []), ...fromComment.circles])
    out.push(circleShape(centre(scene, locate(scene, c.square, 'circles')[0]!), c.color));
  for (const a of [...(options.arrows ?? []), ...fromComment.arrows]) {
    const from = locate(scene, a.from, 'arrows')[0]!;
    const to = locate(scene, a.to, 'arrows').find((t) => t.g === from.g) ?? from;
    out.push(arrowShape(centre(scene, from), centre(scene, to), a.color));
  }
  return out.length > 0 ? `<g class="shapes">${out.join('')}</g>` : '';
}

/**
 * The diagram of `position` (a `Position` of `@x/core`, of any variant, or an `InfinitePosition` of
 * `@x/core/infinite`, or a `DiagramBoard` given cell by cell) as an SVG document: the board in its game's tradition, its pieces (each drawing defined once),
 * hands with counts, and what `options` add (orientation, last move, check, arrows, circles, filled squares,
 * coordinates, size, colours, title). The same input gives the same text. Throws `DiagramError` for a square or window
 * that does not fit the position, and a plain `TypeError` for an argument that is no position or a bad `size`.
 */
export function svg(position: Drawable, given?: DiagramOptions): string {
  const options = checkedOptions(given);
  const { model, style, title } = read(position, options);
  const layout = layoutOf(model, style, options.coordinates !== false, options.orientation === 'black');
  const scene: Scene = {
    model,
    style,
    layout,
    colors: { ...DEFAULT_COLORS, ...options.colors },
    defs: new Defs(),
  };
  const size = options.size;
  if (size !== undefined && !(typeof size === 'number' && Number.isFinite(size) && size > 0))
    throw new TypeError('@x/diagram: size must be a positive number of pixels');
  const width = size ?? layout.width * 0.45;
  const height = (width * layout.height) / layout.width;
  const boards = model.grids
    .map((grid, g) => squares(style, layout, grid, g, scene.colors, scene.defs))
    .join('');
  const marks = fills(scene, position, options);
  const labels =
    options.coordinates === false
      ? ''
      : model.grids
          .map((grid, g) => coordinates(style, layout, grid, g, scene.colors.text, scene.defs))
          .join('');
  const body = `${boards}${marks}${labels}${pieces(scene)}${hands(scene)}${shapes(scene, options)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" ` +
    `width="${num(width)}" height="${num(height)}" role="img"><title>${escapeXml(options.title ?? title())}</title>` +
    `${scene.defs}${body}</svg>`
  );
}
