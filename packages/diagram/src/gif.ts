/**
 * `@x/diagram/gif`: a game as an animated GIF, lila-gif's design — each piece rendered once, each frame holding only
 * the rectangle of the squares that changed, a frame per ply and a pause at the end. Rendering by resvg
 * (WebAssembly), encoding by gifenc. A separate entry point: `@x/diagram` alone never loads the WebAssembly.
 */
import type { BasePosition } from '@x/core';
import type { InfinitePosition } from '@x/core/infinite';
import { type BoardWindow, defaultWindow } from './board/infinite.js';
import { CELL, layoutOf } from './board/layout.js';
import { checkedOptions } from './checked-options.js';
import type { Cell, DiagramModel } from './board/model.js';
import { DiagramError } from './errors.js';
import { frameCap, type GifFrame } from './game-frames.js';
import type { DiagramOptions } from './options.js';
import { Defs } from './pieces/defs.js';
import { BoardTiles } from './raster/board-tiles.js';
import { lastMoveSquares } from './last-move.js';
import { GifWriter, type Indexed, type Rect } from './raster/gif-writer.js';
import { barHeightOf, checkPlayers, type Players, playerBars } from './raster/player-bars.js';
import { MAX_RASTER_SIDE, rasterise, startResvg, type WasmSource } from './raster/resvg.js';
import { read } from './read.js';
import { svg } from './svg.js';

export { type GifFrame, gameFrames, MAX_GIF_FRAMES } from './game-frames.js';

/** The options of `gif`. */
interface GifOptions extends Pick<DiagramOptions, 'orientation' | 'coordinates' | 'colors'> {
  /** Pixels a square (default 90, lila-gif's; a multiple of 5 keeps the margins on whole pixels). */
  readonly squareSize?: number;
  /** Milliseconds each position is shown (default 500). */
  readonly delay?: number;
  /** Milliseconds the last position is shown before the GIF starts again (default 3000). */
  readonly pause?: number;
  /**
   * The most frames (default {@link MAX_GIF_FRAMES}, `Infinity` for any): more is a `DiagramError` `input-too-long`,
   * before any frame is read (each costs memory while the GIF is made, and half a second of its length).
   */
  readonly maxFrames?: number;
  /** resvg's `.wasm`, outside Node (as `png`'s option). */
  readonly wasm?: WasmSource;
  /**
   * The part of an unbounded board every frame shows, when the frames are `InfinitePosition`s (as `svg()`'s
   * `window`; default: the pieces of every frame and a square around them, at most 16 squares a side).
   */
  readonly window?: BoardWindow;
  /**
   * The players' names: with it, lila-gif's bars above and below the board (two thirds of a square tall, the
   * top one for the side at the top), e.g. 720 × 840 pixels for a chess board of 90-pixel squares.
   */
  readonly players?: Players;
}

type Piece = Exclude<Cell, 'hole' | undefined>;

/** A position of either board: a finite one, or an unbounded one drawn through a window. */
type FramePosition = BasePosition | InfinitePosition;

/** A frame of `gif`: a position and the move that led to it (tinted; on an unbounded board `x,y` squares). */
interface Frame {
  readonly position: FramePosition;
  readonly lastMove?: GifFrame['lastMove'];
}

/** Whether `p` is a position of the unbounded board (it lists its pieces and has no variant). */
const unbounded = (p: FramePosition): p is InfinitePosition =>
  typeof p === 'object' && p !== null && !('variant' in p);

/** The window every frame of an unbounded board is drawn through: the option's, else one over every frame's pieces. */
function frameWindow(list: readonly Frame[], window: BoardWindow | undefined): BoardWindow | undefined {
  if (window !== undefined || !list.every((f) => unbounded(f.position))) return window;
  return defaultWindow(list.flatMap((f) => (f.position as InfinitePosition).pieces()));
}

/** A frame's cell states, per grid: the piece's symbol id (or '') and `*` when tinted. */
function states(model: DiagramModel, tiles: BoardTiles, defs: Defs, tinted: ReadonlySet<string>) {
  return model.grids.map((grid, g) =>
    grid.cells.map((c, i) => {
      const id = c === undefined || c === 'hole' ? '' : tiles.symbol(defs, c);
      return tinted.has(`${g}:${i}`) ? `${id}*` : id;
    }),
  );
}

/** The cells (`g:index`) of a frame's last move, on every board that has its squares. */
function tintedCells(model: DiagramModel, lastMove: GifFrame['lastMove']): Set<string> {
  const out = new Set<string>();
  if (lastMove === undefined) return out;
  for (const square of lastMoveSquares(lastMove)) {
    let found = false;
    model.grids.forEach((grid, g) => {
      const i = grid.indexOf(square);
      if (i === undefined || grid.cells[i] === 'hole') return;
      out.add(`${g}:${i}`);
      found = true;
    });
    if (!found)
      throw new DiagramError(
        'invalid-square',
        `lastMove: ${JSON.stringify(square)} is not a square of the board`,
      );
  }
  return out;
}

/** A positive whole number of milliseconds or pixels from an option, or `fallback`. */
function whole(value: number | undefined, fallback: number, what: string, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new DiagramError('invalid-option', `${what}: ${value} is not a whole number from 0 to ${max}`);
  return value;
}

/**
 * The animated GIF of a game: `frames` its positions in order (the start first), each a `Position` or
 * `{ position, lastMove }` (the move's squares tinted); or of a game on the unbounded board, each an
 * `InfinitePosition` drawn through one `window`. Every frame after the first holds only the rectangle of
 * the squares that changed; the last is held `pause` ms. All frames must be of one variant's board. Throws
 * `DiagramError` for options or squares that do not fit, a plain `TypeError` for no frames.
 */
export async function gif(
  frames: readonly (FramePosition | Frame)[],
  given?: GifOptions,
): Promise<Uint8Array> {
  const options = checkedOptions(given);
  if (!Array.isArray(frames)) throw new TypeError('@x/diagram: gif() takes a list of positions');
  const maxFrames = frameCap(options.maxFrames);
  if (frames.length > maxFrames)
    throw new DiagramError(
      'input-too-long',
      `gif: ${frames.length} frames is more than maxFrames (${maxFrames}): give a larger maxFrames, or fewer frames`,
    );
  const list: Frame[] = frames.map((f) =>
    typeof f === 'object' && f !== null && 'position' in f ? f : { position: f },
  );
  if (list.length === 0) throw new TypeError('@x/diagram: gif() needs at least one position');
  const squareSize = whole(options.squareSize, 90, 'squareSize', 1000);
  if (squareSize === 0) throw new DiagramError('invalid-option', 'squareSize: 0 is not a size');
  const delay = whole(options.delay, 500, 'delay', 655_350);
  const pause = whole(options.pause, 3000, 'pause', 655_350);
  const window = frameWindow(list, options.window);
  const seen = window === undefined ? {} : { window };
  const models = list.map((f) => read(f.position, seen).model);
  const first = list[0]!.position;
  const style = read(first, seen).style;
  const shape = (m: DiagramModel) => m.grids.map((g) => `${g.files}x${g.ranks}`).join(',');
  if (models.some((m) => shape(m) !== shape(models[0]!)))
    throw new DiagramError('invalid-option', 'gif: every frame must have the board of the first');
  const layout = layoutOf(models[0]!, style, options.coordinates !== false, options.orientation === 'black');
  const width = Math.round((layout.width * squareSize) / CELL);
  const board = Math.round((layout.height * squareSize) / CELL);
  if (options.players) checkPlayers(options.players);
  const barHeight = options.players ? barHeightOf(squareSize) : 0;
  const height = board + 2 * barHeight;
  if (width > MAX_RASTER_SIDE || height > MAX_RASTER_SIDE)
    throw new DiagramError(
      'board-too-large',
      `gif: ${width} × ${height} pixels is more than ${MAX_RASTER_SIDE} a side`,
    );
  const tinted = list.map((f, k) => tintedCells(models[k]!, f.lastMove));
  await startResvg(options.wasm);
  const diagram = {
    ...seen,
    ...(options.orientation ? { orientation: options.orientation } : {}),
    ...(options.coordinates === false ? { coordinates: false } : {}),
    ...(options.colors ? { colors: options.colors } : {}),
    size: width,
  };
  const pieces = models.flatMap((m) =>
    m.grids.flatMap((g) => g.cells.filter((c): c is Piece => c !== undefined && c !== 'hole')),
  );
  const scene = { model: models[0]!, layout, style };
  const tiles = new BoardTiles(scene, first, diagram, pieces, squareSize);
  const defs = new Defs();
  const bars = options.players ? playerBars(options.players, width, squareSize, layout.flipped) : undefined;
  const writer = new GifWriter([
    tiles.plain.data,
    tiles.lit.data,
    tiles.piecesOnWhite(),
    ...(bars ? [bars.top.data, bars.bottom.data] : []),
  ]);
  // the board `top` pixels down, below the upper bar
  const top = barHeight;
  const canvas: Indexed = { width, height, data: new Uint8Array(width * height) };
  canvas.data.set(writer.index(tiles.plain.data), top * width);
  if (bars) {
    canvas.data.set(writer.index(bars.top.data), 0);
    canvas.data.set(writer.index(bars.bottom.data), (top + board) * width);
  }
  let previous: string[][] | undefined;
  list.forEach((frame, k) => {
    const now = states(models[k]!, tiles, defs, tinted[k]!);
    const handsChanged = k > 0 && JSON.stringify(models[k]!.hands) !== JSON.stringify(models[k - 1]!.hands);
    const changed: Rect[] = [];
    if (handsChanged) {
      const lastMove = frame.lastMove;
      const full = rasterise(
        svg(frame.position, { ...diagram, ...(lastMove === undefined ? {} : { lastMove }) }),
        'pixels',
        '#fff',
      );
      canvas.data.set(writer.index(full.data), top * width);
      changed.push({ x: 0, y: top, width, height: board });
    } else
      for (const [g, cells] of now.entries())
        for (const [i, state] of cells.entries()) {
          if (previous === undefined ? state === '' : previous[g]![i] === state) continue;
          const id = state.replace(/\*$/, '');
          const tile = tiles.tile(g, i, id === '' ? undefined : id, state.endsWith('*'), (rgba) =>
            writer.index(rgba),
          );
          const cell = tiles.rect(g, i);
          for (let row = 0; row < cell.height; row++)
            canvas.data.set(
              tile.subarray(row * cell.width, (row + 1) * cell.width),
              (top + cell.y + row) * width + cell.x,
            );
          changed.push({ ...cell, y: top + cell.y });
        }
    previous = now;
    const time = k === list.length - 1 ? pause : delay;
    writer.frame(canvas, changed, time);
  });
  return writer.finish();
}
