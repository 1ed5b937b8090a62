/**
 * `windowSvg(window, options)`: the part of an unbounded (ICN) board a screen shows — its squares (those outside
 * the world's border shaded), the window's own coordinate labels along its top and left edges, the pieces,
 * obstacles and voids, the last move, a selected square and move targets — for a page that pans and zooms over a
 * board whose coordinates are bigints (10^30 works: only offsets inside the window are numbers).
 */
import type { DrawnPiece } from './board/model.js';
import { icnLetters } from './board/infinite.js';
import { described, isRecord, textsOnly } from './checked-options.js';
import { DiagramError } from './errors.js';
import { DEFAULT_COLORS, type DiagramColors } from './options.js';
import { Defs } from './pieces/defs.js';
import { pieceSymbol } from './pieces/index.js';
import { escapeXml, num } from './xml.js';

/** The largest side of a window, in squares: a screen shows a few hundred at most; larger is refused. */
export const MAX_WINDOW_SIDE = 400;

/** A square of a window: its file and rank counted from the window's lower-left square (0, 0). */
export interface WindowSquare {
  readonly file: number;
  readonly rank: number;
}

/** A piece inside a window: its square and ICN type (`king`, `amazon`; `obstacle` a block, `void` a hole). */
export interface WindowPiece extends WindowSquare {
  readonly type: string;
  /** Its player: `white`, `black`, `red`… (`neutral` for obstacles and voids). */
  readonly color: string;
}

/** A coordinate label: the file (or rank) offset it names and its text (the caller shortens long numbers). */
export interface WindowLabel {
  readonly at: number;
  readonly text: string;
}

/** Inclusive bounds of the world in ICN coordinates, `null` for an unbounded side. */
export interface WorldBorder {
  readonly left: bigint | null;
  readonly right: bigint | null;
  readonly bottom: bigint | null;
  readonly top: bigint | null;
}

/** A window of an unbounded board: its lower-left square in ICN coordinates, its size and what is inside. */
export interface UnboundedWindow {
  readonly left: bigint;
  readonly bottom: bigint;
  /** Its size in squares, 1 to `MAX_WINDOW_SIDE` a side. */
  readonly files: number;
  readonly ranks: number;
  readonly pieces: readonly WindowPiece[];
  readonly border?: WorldBorder | undefined;
}

/** What `windowSvg` draws beside the squares and pieces. */
export interface WindowSvgOptions {
  /** The side of a square in the drawing's units (default 45). */
  readonly cell?: number;
  /** Draw the squares (default true; a page zoomed far out leaves them off). */
  readonly squares?: boolean;
  /** Column labels (written in the band along the top) and row labels (in the band along the left). */
  readonly fileLabels?: readonly WindowLabel[];
  readonly rankLabels?: readonly WindowLabel[];
  /** Where the label bands start, in the drawing's units (default 0, 0: the window's edges). */
  readonly labelBands?: { readonly top: number; readonly left: number };
  readonly lastMove?: readonly WindowSquare[];
  readonly selected?: WindowSquare | undefined;
  /** Move targets: a dot each, carrying `data-target="x,y"`. */
  readonly targets?: readonly WindowSquare[];
  readonly colors?: Partial<DiagramColors>;
  readonly title?: string;
}

const BAND_HEIGHT = 15;
const BAND_WIDTH = 36;

/** `n` as a side of a window, or a `DiagramError`. */
function side(n: number, name: string): number {
  if (!Number.isInteger(n) || n < 1)
    throw new DiagramError('invalid-option', `window: ${name} must be a positive integer, not ${n}`);
  if (n > MAX_WINDOW_SIDE)
    throw new DiagramError(
      'board-too-large',
      `window: at most ${MAX_WINDOW_SIDE} squares a side (${name} ${n})`,
    );
  return n;
}

/** What each part of a window and its options must be, and the test of it (offsets are checked by `at`). */
const WINDOW_RULES: readonly (readonly [
  string,
  string,
  (w: UnboundedWindow, o: WindowSvgOptions) => boolean,
])[] = [
  ['left', 'a bigint', (w) => typeof w.left === 'bigint'],
  ['bottom', 'a bigint', (w) => typeof w.bottom === 'bigint'],
  [
    'pieces',
    'a list of { file, rank, type, color } with texts',
    (w) =>
      Array.isArray(w.pieces) &&
      w.pieces.every((p) => isRecord(p) && typeof p.type === 'string' && typeof p.color === 'string'),
  ],
  [
    'border',
    '{ left, right, bottom, top }, each a bigint or null',
    (w) =>
      w.border === undefined ||
      (isRecord(w.border) &&
        (['left', 'right', 'bottom', 'top'] as const).every(
          (k) => w.border![k] === null || typeof w.border![k] === 'bigint',
        )),
  ],
  ['fileLabels', 'a list of { at, text } with a text', (_, o) => labelList(o.fileLabels)],
  ['rankLabels', 'a list of { at, text } with a text', (_, o) => labelList(o.rankLabels)],
  [
    'lastMove',
    'a list of squares',
    (_, o) => o.lastMove === undefined || (Array.isArray(o.lastMove) && o.lastMove.every(isRecord)),
  ],
  [
    'targets',
    'a list of squares',
    (_, o) => o.targets === undefined || (Array.isArray(o.targets) && o.targets.every(isRecord)),
  ],
  ['selected', 'a square', (_, o) => o.selected === undefined || isRecord(o.selected)],
  ['colors', 'colours by name, as texts', (_, o) => textsOnly(o.colors)],
  ['title', 'a text', (_, o) => o.title === undefined || typeof o.title === 'string'],
];

/** Whether `v` is absent or a list of labels with texts. */
function labelList(v: unknown): boolean {
  return v === undefined || (Array.isArray(v) && v.every((l) => isRecord(l) && typeof l.text === 'string'));
}

/**
 * The longest piece type or player name drawn (ICN's are a dozen letters at most): each is written into every piece's
 * element, so that one long text shared by many pieces would multiply the drawing.
 */
export const MAX_WINDOW_NAME = 64;

/**
 * The window and options checked before anything is drawn: a `DiagramError` `invalid-option` naming a part of
 * another type; `board-too-large` for a side over `MAX_WINDOW_SIDE`; `input-too-long` for more pieces, targets or
 * last-move squares than the window has squares, more labels than it has columns (rows), or a piece's type or
 * player longer than `MAX_WINDOW_NAME`: the drawing's size is bounded by the window's before any part is read.
 */
function checkInput(window: UnboundedWindow, options: WindowSvgOptions): void {
  if (!isRecord(window))
    throw new DiagramError('invalid-option', 'window: { left, bottom, files, ranks, pieces }');
  if (!isRecord(options))
    throw new DiagramError('invalid-option', 'options: an object of options, or nothing');
  const files = side(window.files, 'files');
  const ranks = side(window.ranks, 'ranks');
  const lists: readonly (readonly [string, unknown, number])[] = [
    ['pieces', window.pieces, files * ranks],
    ['targets', options.targets, files * ranks],
    ['lastMove', options.lastMove, files * ranks],
    ['fileLabels', options.fileLabels, files],
    ['rankLabels', options.rankLabels, ranks],
  ];
  for (const [name, list, most] of lists)
    if (Array.isArray(list) && list.length > most)
      throw new DiagramError(
        'input-too-long',
        `${name}: ${list.length} for a ${files}×${ranks} window, at most ${most}`,
      );
  for (const [name, expected, test] of WINDOW_RULES)
    if (!test(window, options)) {
      const value =
        name in window ? window[name as keyof UnboundedWindow] : options[name as keyof WindowSvgOptions];
      throw new DiagramError('invalid-option', `${name}: ${expected}, not ${described(value)}`);
    }
  for (const { type, color } of window.pieces)
    for (const name of [type, color])
      if (name.length > MAX_WINDOW_NAME)
        throw new DiagramError(
          'input-too-long',
          `pieces: a type or player of at most ${MAX_WINDOW_NAME} characters, not ${described(name)}`,
        );
}

/** The drawing of a window: every offset checked against its size, a `DiagramError` for one outside. */
class WindowScene {
  readonly files: number;
  readonly ranks: number;
  constructor(
    readonly window: UnboundedWindow,
    readonly cell: number,
  ) {
    this.files = side(window.files, 'files');
    this.ranks = side(window.ranks, 'ranks');
  }
  /** The top-left corner of a square, checked. */
  at(square: WindowSquare, what: string): { x: number; y: number } {
    const { file, rank } = square;
    if (
      !Number.isInteger(file) ||
      !Number.isInteger(rank) ||
      file < 0 ||
      rank < 0 ||
      file >= this.files ||
      rank >= this.ranks
    )
      throw new DiagramError(
        'invalid-square',
        `${what}: ${file},${rank} is not a square of the ${this.files}×${this.ranks} window`,
      );
    return { x: file * this.cell, y: (this.ranks - 1 - rank) * this.cell };
  }
  /** The ICN name (`x,y`) of a square. */
  name(square: WindowSquare): string {
    return `${this.window.left + BigInt(square.file)},${this.window.bottom + BigInt(square.rank)}`;
  }
  /** A rectangle over a square. */
  rect(square: WindowSquare, what: string, attrs: string): string {
    const { x, y } = this.at(square, what);
    return `<rect x="${num(x)}" y="${num(y)}" width="${num(this.cell)}" height="${num(this.cell)}" ${attrs}/>`;
  }
}

/** The offsets of the world's inside along one axis: [first, last], clamped to the window's range. */
function inside(origin: bigint, size: number, low: bigint | null, high: bigint | null): [number, number] {
  const clamp = (v: bigint) => Number(v < -1n ? -1n : v > BigInt(size) ? BigInt(size) : v);
  return [low === null ? 0 : clamp(low - origin), high === null ? size - 1 : clamp(high - origin)];
}

/** The checkered squares (a square whose x + y is even dark, as ICN's 1,1), voids left out, outside shaded. */
function squares(scene: WindowScene, voids: ReadonlySet<number>, colors: DiagramColors): string {
  const { left, bottom, border } = scene.window;
  const [fx, lx] = inside(left, scene.files, border?.left ?? null, border?.right ?? null);
  const [fy, ly] = inside(bottom, scene.ranks, border?.bottom ?? null, border?.top ?? null);
  const parity = Number((((left + bottom) % 2n) + 2n) % 2n);
  const fill: Record<string, string> = { dark: colors.dark, light: colors.light, out: '#777' };
  const out: string[] = [];
  for (let rank = 0; rank < scene.ranks; rank++)
    for (let file = 0; file < scene.files; file++) {
      if (voids.has(rank * scene.files + file)) continue;
      const outside = file < fx || file > lx || rank < fy || rank > ly;
      const kind = outside ? 'out' : (file + rank + parity) % 2 === 0 ? 'dark' : 'light';
      out.push(scene.rect({ file, rank }, 'squares', `class="${kind}" fill="${escapeXml(fill[kind]!)}"`));
    }
  return `<g class="squares">${out.join('')}</g>`;
}

/** The pieces and obstacles: one `<g class="piece …" data-x data-y>` holding one `<use>` each. */
function pieces(scene: WindowScene, defs: Defs): string {
  const out: string[] = [];
  for (const p of scene.window.pieces) {
    if (p.type === 'void') continue;
    const { x, y } = scene.at(p, 'pieces');
    const drawn: DrawnPiece =
      p.type === 'obstacle'
        ? { id: 'obstacle', color: p.color, symbol: '*', promoted: false, wall: 'block' }
        : { id: p.type, color: p.color, symbol: icnLetters(p.type), promoted: false };
    const id = pieceSymbol(defs, 'checkered', drawn, false);
    const [sx, sy] = scene.name(p).split(',');
    out.push(
      `<g class="piece ${escapeXml(p.color)}" data-x="${sx}" data-y="${sy}"><use href="#${escapeXml(id)}" ` +
        `x="${num(x)}" y="${num(y)}" width="${num(scene.cell)}" height="${num(scene.cell)}"/></g>`,
    );
  }
  return `<g class="pieces" pointer-events="none">${out.join('')}</g>`;
}

/** The label bands along the top and the left, with the labels of the options. */
function labels(scene: WindowScene, options: WindowSvgOptions, ink: string): string {
  const files = options.fileLabels ?? [];
  const ranks = options.rankLabels ?? [];
  if (files.length === 0 && ranks.length === 0) return '';
  const { top, left } = options.labelBands ?? { top: 0, left: 0 };
  if (!Number.isFinite(top) || !Number.isFinite(left))
    throw new DiagramError('invalid-option', 'labelBands: top and left must be finite numbers');
  const half = scene.cell / 2;
  const text = (x: number, y: number, anchor: string, t: string) =>
    `<text x="${num(x)}" y="${num(y)}" ${anchor}>${escapeXml(t)}</text>`;
  const out = files.map((l) => {
    const { x } = scene.at({ file: l.at, rank: 0 }, 'fileLabels');
    return text(x + half, top + 11, 'text-anchor="middle"', l.text);
  });
  for (const l of ranks) {
    const { y } = scene.at({ file: 0, rank: l.at }, 'rankLabels');
    out.push(text(left + 3, y + half, 'dominant-baseline="central"', l.text));
  }
  const width = scene.files * scene.cell;
  const height = scene.ranks * scene.cell;
  return (
    `<g class="coordinates"><rect class="axis-bg" x="0" y="${num(top)}" width="${num(width)}" height="${BAND_HEIGHT}" fill="#fff" fill-opacity="0.8"/>` +
    `<rect class="axis-bg" x="${num(left)}" y="0" width="${BAND_WIDTH}" height="${num(height)}" fill="#fff" fill-opacity="0.8"/>` +
    `<g class="axis" fill="${escapeXml(ink)}" font-family="sans-serif" font-size="10">${out.join('')}</g></g>`
  );
}

/**
 * The SVG document of a window of an unbounded board: squares (`squares: false` leaves them off), the pieces as `svg`
 * draws ICN pieces (obstacles as blocks, voids as holes; one element per piece, with `data-x`/`data-y` in full),
 * the last move, the selected square, move targets (`data-target="x,y"`) and the window's coordinate labels. One
 * unit is one pixel at its natural size (`cell` per square). Throws `DiagramError` before drawing anything for a side
 * over `MAX_WINDOW_SIDE` (400), more pieces (targets, last-move squares) than the window's squares or more labels
 * than its columns (rows) (`input-too-long`), and for a square outside the window; `TypeError` for a bad `cell`.
 */
export function windowSvg(window: UnboundedWindow, options: WindowSvgOptions = {}): string {
  checkInput(window, options);
  const cell = options.cell ?? 45;
  if (!(typeof cell === 'number' && Number.isFinite(cell) && cell > 0))
    throw new TypeError('@x/diagram: cell must be a positive number');
  const scene = new WindowScene(window, cell);
  const colors = { ...DEFAULT_COLORS, ...options.colors };
  const defs = new Defs();
  const voids = new Set<number>();
  for (const p of window.pieces) {
    if (p.type !== 'void') continue;
    scene.at(p, 'pieces');
    voids.add(p.rank * scene.files + p.file);
  }
  const board = options.squares === false ? '' : squares(scene, voids, colors);
  const marks = [
    ...(options.lastMove ?? []).map((s) =>
      scene.rect(s, 'lastMove', `class="last" fill="${escapeXml(colors.lastMove)}"`),
    ),
    ...(options.selected
      ? [scene.rect(options.selected, 'selected', 'class="selected" fill="rgba(20,85,30,0.5)"')]
      : []),
  ].join('');
  const drawn = pieces(scene, defs);
  const dots = (options.targets ?? []).map((s) => {
    const { x, y } = scene.at(s, 'targets');
    return `<circle class="target" data-target="${scene.name(s)}" cx="${num(x + cell / 2)}" cy="${num(y + cell / 2)}" r="${num(Math.max(2, cell * 0.16))}"/>`;
  });
  const targets =
    dots.length > 0
      ? `<g class="targets" fill="rgba(20,85,30,0.5)" pointer-events="none">${dots.join('')}</g>`
      : '';
  const width = scene.files * cell;
  const height = scene.ranks * cell;
  const top = scene.name({ file: 0, rank: scene.ranks - 1 });
  const title = options.title ?? `window ${top} to ${scene.name({ file: scene.files - 1, rank: 0 })}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" ` +
    `height="${num(height)}" role="img"><title>${escapeXml(title)}</title>${defs}${board}${marks}${drawn}${targets}` +
    `${labels(scene, options, colors.text)}</svg>`
  );
}
