/**
 * What a page that draws its own interaction needs: a board given cell by cell (`DiagramBoard`, e.g. a FEEN's),
 * the geometry of every square as `svg` draws it, and one piece alone (`pieceSvg`).
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { type DiagramBoard, DiagramError, type DrawnPiece, geometry, pieceSvg, svg } from '../src/index.js';

const piece = (id: string, color: string, symbol: string, promoted = false): DrawnPiece => ({
  id,
  color,
  symbol,
  promoted,
});

/** A 9×9 shogi board with the two kings and a pawn in sente's hand. */
const shogi: DiagramBoard = {
  style: 'shogi',
  files: 9,
  ranks: 9,
  cells: Array.from({ length: 81 }, (_, i) =>
    i === 4 ? piece('king', 'white', 'K') : i === 76 ? piece('king', 'black', 'K') : undefined,
  ),
  hands: { white: [{ piece: piece('pawn', 'white', 'P'), count: 2 }], black: [] },
};

describe('a board given cell by cell', () => {
  it('draws as shogi: kanji outlines, one piece element per piece, the hand with its count', () => {
    const text = svg(shogi);
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text.match(/<g class="pieces">(.*?)<\/g>/)?.[1]?.match(/<use /g)).toHaveLength(2);
    // 玉 for sente's king, 王 for gote's, 歩 in the hand, drawn as outlines (no font needed)
    for (const ch of ['玉', '王', '歩']) expect(text).toContain(`id="g${ch.codePointAt(0)!.toString(16)}"`);
    expect(text).toContain('data-count="2"');
  });

  it('is refused with a DiagramError when its size or cells do not fit', () => {
    const code = (b: DiagramBoard) => {
      try {
        svg(b);
      } catch (e) {
        return e instanceof DiagramError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code({ ...shogi, files: 0 })).toBe('board-too-large');
    expect(code({ ...shogi, files: 1e9 })).toBe('board-too-large');
    expect(code({ ...shogi, cells: [] })).toBe('invalid-option');
  });
});

describe('geometry', () => {
  it('places every square where svg draws it, turned with the orientation', () => {
    const start = Position.fromFen(variants.chess.startFen);
    const white = geometry(start);
    const black = geometry(start, { orientation: 'black' });
    expect(white.squares).toHaveLength(64);
    const box = (g: typeof white, name: string) => g.squares.find((s) => s.name === name)!;
    // a1 bottom left for white, top right for black; the viewBox is svg's
    expect(box(white, 'a1').x).toBeLessThan(box(white, 'h1').x);
    expect(box(white, 'a8').y).toBeLessThan(box(white, 'a1').y);
    expect(box(black, 'a1').x).toBeGreaterThan(box(black, 'h1').x);
    expect(svg(start)).toContain(`viewBox="0 0 ${white.width} ${white.height}"`);
    // the last move's fill lies on the square's box
    const e4 = box(white, 'e4');
    expect(svg(start, { fill: { e4: 'red' } })).toContain(`x="${e4.x}" y="${e4.y}"`);
  });

  it('gives every square of any given board one box, inside the image', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 16 }), (files, ranks) => {
        const g = geometry({
          style: 'checkered',
          files,
          ranks,
          cells: new Array(files * ranks).fill(undefined),
        });
        expect(new Set(g.squares.map((s) => s.name)).size).toBe(files * ranks);
        for (const s of g.squares) {
          expect(s.x >= 0 && s.y >= 0 && s.x + s.size <= g.width && s.y + s.size <= g.height).toBe(true);
        }
      }),
      { numRuns: runs(30) },
    );
  });
});

describe('pieceSvg', () => {
  it('draws one piece as the boards of its style do', () => {
    const up = pieceSvg(piece('pawn', 'white', 'P'), 'shogi', { size: 26 });
    const down = pieceSvg(piece('pawn', 'white', 'P'), 'shogi', { upsideDown: true });
    expect(XMLValidator.validate(up)).toBe(true);
    expect(up).toContain('width="26"');
    expect(up).toContain(`id="g${'歩'.codePointAt(0)!.toString(16)}"`);
    expect(down).toContain('rotate(180');
    expect(pieceSvg(piece('knight', 'black', 'N'), 'checkered')).toMatch(/<use href="#[^"]+"/);
  });
});

// on main a hand count or a piece's moves given as text went into the file as written: a DiagramBoard built from a
// user's data (a page's editor, JSON) carried the user's <script>
describe('a given board from untrusted data', () => {
  const attack = '"/><script>alert(1)</script><x a="';
  const board = (cells: unknown[], hands?: unknown) =>
    ({
      style: 'checkered',
      files: cells.length,
      ranks: 1,
      cells,
      ...(hands ? { hands } : {}),
    }) as unknown as DiagramBoard;
  const failure = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof DiagramError ? e.code : String(e);
    }
    return 'none';
  };
  it('refuses a hand count that is no positive whole number and a cell that is no piece: invalid-option', () => {
    const queen = piece('queen', 'white', 'Q');
    for (const count of [attack, 0, -1, 1.5, Number.NaN, 2 ** 53])
      expect(failure(() => svg(board([undefined], { white: [{ piece: queen, count }], black: [] })))).toBe(
        'invalid-option',
      );
    for (const cell of ['x', 7, null, { id: 1, color: 'white', symbol: 'Q' }, { ...queen, moves: attack }])
      expect(failure(() => svg(board([cell])))).toBe('invalid-option');
    expect(failure(() => svg(board([undefined], { white: 'Q', black: [] })))).toBe('invalid-option');
    expect(failure(() => svg(board([queen], { white: [{ piece: queen, count: 1e6 }], black: [] })))).toBe(
      'none',
    );
  });

  // on main the picture was as wide as the boards: 3 of the 5 kinds in hand of a 2 × 2 board lay outside it
  it('widens the picture to a hand of more kinds of pieces than the board is wide', () => {
    const kinds = ['pawn', 'knight', 'bishop', 'rook', 'queen'].map((id) => ({
      piece: piece(id, 'white', id[0]!),
      count: 12,
    }));
    const text = svg(board([undefined, undefined], { white: kinds, black: [] }));
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(text)![1]);
    const xs = [...text.matchAll(/<use href="#[^"]+" x="([\d.]+)"[^>]*data-count/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(5);
    for (const x of xs) expect(x + 72).toBeLessThanOrEqual(width);
  });

  it("pieceSvg keeps a piece's moves text inside its attribute", () => {
    const text = pieceSvg({ ...piece('x', 'white', 'Z'), moves: attack }, 'checkered');
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).not.toContain('<script');
  });
});
