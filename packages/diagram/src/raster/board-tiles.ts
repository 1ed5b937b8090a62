/**
 * The pieces of lila-gif's design for a game's GIF: the empty board rendered twice (as drawn, and with every cell
 * tinted as a last move's squares are), every piece of the game rendered once into a strip, and each piece laid
 * over each kind of square once, as palette indices — no rendering, compositing or colour matching per frame.
 */
import { CELL, cellAt, type Layout } from '../board/layout.js';
import type { Cell, DiagramModel } from '../board/model.js';
import { squareFill } from '../board/squares.js';
import type { BoardStyle } from '../board/style.js';
import type { DiagramOptions } from '../options.js';
import { DEFAULT_COLORS } from '../options.js';
import { Defs } from '../pieces/defs.js';
import { pieceSymbol } from '../pieces/index.js';
import type { Drawable } from '../read.js';
import { svg } from '../svg.js';
import { crop, type Rect } from './gif-writer.js';
import { MAX_RASTER_SIDE, type Pixels, rasterise } from './resvg.js';

/** The background of a GIF (it has no translucency). */
const BACKGROUND = '#fff';

/** The renders a game's frames are composed of. */
export class BoardTiles {
  /** The empty board (with the first position's hands), and the same with every cell tinted. */
  readonly plain: Pixels;
  readonly lit: Pixels;
  private readonly strip: Pixels;
  private readonly sprites = new Map<string, number>();
  private readonly scale: number;
  /** Piece slots a row of the strip holds. */
  private readonly perRow: number;
  private readonly backgrounds = new Map<string, string>();
  private readonly tiles = new Map<string, Uint8Array>();

  /**
   * `first`: the game's first position, drawn with `options` `width` pixels wide; `pieces`: every piece of the game;
   * `squareSize`: pixels a square.
   */
  constructor(
    private readonly scene: { model: DiagramModel; layout: Layout; style: BoardStyle },
    first: Drawable,
    options: DiagramOptions & { size: number },
    pieces: readonly Exclude<Cell, 'hole' | undefined>[],
    private readonly squareSize: number,
  ) {
    this.scale = squareSize / CELL;
    const text = svg(first, options);
    const group = /<g class="pieces">.*?<\/g>/;
    this.plain = rasterise(text.replace(group, ''), 'pixels', BACKGROUND);
    const colour = options.colors?.lastMove ?? DEFAULT_COLORS.lastMove;
    const tints = scene.model.grids
      .flatMap((grid, g) =>
        grid.cells.map((c, i) => (c === 'hole' ? '' : squareFill(scene.layout, grid, g, i, colour))),
      )
      .join('');
    this.lit = rasterise(text.replace(group, tints), 'pixels', BACKGROUND);
    const defs = new Defs();
    const uses: string[] = [];
    // the pieces in rows of at most MAX_RASTER_SIDE pixels (one row of 12 chess pieces at 400-pixel squares was
    // 9,600 pixels wide, refused); every other slot left empty: a drawing that overflows its square sideways (a
    // compound's knight) is cut, not mixed
    this.perRow = Math.max(1, Math.floor(MAX_RASTER_SIDE / (2 * squareSize)));
    for (const piece of pieces) {
      const id = this.symbol(defs, piece);
      if (this.sprites.has(id)) continue;
      const at = this.slotAt(this.sprites.size);
      uses.push(
        `<use href="#${id}" x="${at.x * CELL}" y="${at.y * CELL}" width="${CELL}" height="${CELL}"/>`,
      );
      this.sprites.set(id, this.sprites.size);
    }
    const count = Math.max(1, this.sprites.size);
    const [columns, rows] = [2 * Math.min(count, this.perRow), Math.ceil(count / this.perRow)];
    this.strip = rasterise(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${columns * CELL} ${rows * CELL}" ` +
        `width="${columns * squareSize}" height="${rows * squareSize}">${defs}${uses.join('')}</svg>`,
      'pixels',
    );
  }

  /** The column and row of piece slot `slot` in the strip, in squares. */
  private slotAt(slot: number): { x: number; y: number } {
    return { x: 2 * (slot % this.perRow), y: Math.floor(slot / this.perRow) };
  }

  /** The symbol id of a piece, as `svg()` draws it (the top side's shogi pieces upside down). */
  symbol(defs: Defs, piece: Exclude<Cell, 'hole' | undefined>): string {
    const bottom = this.scene.layout.flipped ? 'black' : 'white';
    return pieceSymbol(defs, this.scene.style, piece, piece.color !== bottom);
  }

  /** The pixel rectangle of cell `index` of grid `g`. */
  rect(g: number, index: number): Rect {
    const grid = this.scene.model.grids[g]!;
    const { x, y } = cellAt(this.scene.layout, grid, g, index % grid.files, Math.floor(index / grid.files));
    const size = this.squareSize;
    return { x: Math.round(x * this.scale), y: Math.round(y * this.scale), width: size, height: size };
  }

  /** The pieces' pixels laid on white (the GIF's palette is chosen from them and the two boards). */
  piecesOnWhite(): Uint8Array {
    const out = this.strip.data.slice();
    for (let i = 0; i < out.length; i += 4) {
      const alpha = out[i + 3]! / 255;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(out[i + c]! * alpha + 255 * (1 - alpha));
      out[i + 3] = 255;
    }
    return out;
  }

  /** A key of the background of cell `index` of grid `g`, tinted or not: cells that look alike share it. */
  private background(g: number, index: number, tinted: boolean): string {
    const key = `${g}:${index}:${tinted ? 1 : 0}`;
    let found = this.backgrounds.get(key);
    if (found === undefined) {
      const rect = this.rect(g, index);
      const back = tinted ? this.lit : this.plain;
      // FNV-1a over the cell's pixels, two ways: the same pixels, the same key
      let [h1, h2] = [0x811c9dc5, 0x2545f491];
      for (let row = 0; row < rect.height; row++) {
        const at = ((rect.y + row) * back.width + rect.x) * 4;
        for (let i = at; i < at + rect.width * 4; i++) {
          h1 = Math.imul(h1 ^ back.data[i]!, 0x01000193);
          h2 = Math.imul(h2 ^ back.data[i]!, 0x5bd1e995);
        }
      }
      this.backgrounds.set(key, (found = `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`));
    }
    return found;
  }

  /**
   * The pixels of cell `index` of grid `g` holding the piece of symbol `id` (or none), tinted or not, as palette
   * indices (`indexOf`): each piece laid over each kind of square once a GIF, not once a frame.
   */
  tile(
    g: number,
    index: number,
    id: string | undefined,
    tinted: boolean,
    indexOf: (rgba: Uint8Array) => Uint8Array,
  ): Uint8Array {
    const key = `${this.background(g, index, tinted)}|${id ?? ''}`;
    const cached = this.tiles.get(key);
    if (cached !== undefined) return cached;
    const rect = this.rect(g, index);
    const back = tinted ? this.lit : this.plain;
    const slot = id === undefined ? undefined : this.sprites.get(id);
    const size = this.squareSize;
    const rgba = crop(back, rect, 4);
    const origin = this.slotAt(slot ?? 0);
    if (slot !== undefined)
      for (let row = 0; row < size; row++)
        for (let col = 0; col < size; col++) {
          const at = (row * size + col) * 4;
          const from = ((origin.y * size + row) * this.strip.width + origin.x * size + col) * 4;
          const alpha = this.strip.data[from + 3]! / 255;
          for (let c = 0; c < 3; c++)
            rgba[at + c] = Math.round(this.strip.data[from + c]! * alpha + rgba[at + c]! * (1 - alpha));
        }
    const tile = indexOf(rgba);
    this.tiles.set(key, tile);
    return tile;
  }
}
