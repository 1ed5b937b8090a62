/**
 * `windowSvg`: a window of the unbounded board as a page that pans and zooms draws it — bigint coordinates, the
 * window's own labels, one element per piece, sizes limited before anything is drawn.
 */
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { DiagramError, windowSvg } from '../src/index.js';
import { MAX_WINDOW_SIDE, type UnboundedWindow, type WindowPiece } from '../src/window-svg.js';

const FAR = 10n ** 30n;

/** A 9 × 7 window whose lower-left square is (10^30 − 4, −3): pieces of three players, an obstacle and a void. */
const far: UnboundedWindow = {
  left: FAR - 4n,
  bottom: -3n,
  files: 9,
  ranks: 7,
  pieces: [
    { file: 4, rank: 3, type: 'king', color: 'white' },
    { file: 0, rank: 0, type: 'amazon', color: 'black' },
    { file: 8, rank: 6, type: 'hawk', color: 'red' },
    { file: 2, rank: 5, type: 'obstacle', color: 'neutral' },
    { file: 6, rank: 1, type: 'void', color: 'neutral' },
  ],
  border: { left: null, right: FAR + 3n, bottom: -2n, top: null },
};

const code = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return e instanceof DiagramError ? e.code : e instanceof TypeError ? 'TypeError' : 'other';
  }
  return 'none';
};

/** The `data-x,data-y` of each piece element. */
const pieceSquares = (text: string): string[] =>
  [...text.matchAll(/<g class="piece [^"]*" data-x="(-?\d+)" data-y="(-?\d+)">/g)].map(
    (m) => `${m[1]},${m[2]}`,
  );

describe('windowSvg', () => {
  it('draws one piece element per piece, named by its full bigint coordinates, voids as holes', async () => {
    const text = windowSvg(far, {
      cell: 40,
      fileLabels: [{ at: 4, text: '…0000' }],
      rankLabels: [{ at: 3, text: '0' }],
      lastMove: [
        { file: 4, rank: 2 },
        { file: 4, rank: 3 },
      ],
      selected: { file: 4, rank: 3 },
      targets: [{ file: 5, rank: 4 }],
    });
    expect(XMLValidator.validate(text)).toBe(true);
    expect(pieceSquares(text)).toEqual([`${FAR},0`, `${FAR - 4n},-3`, `${FAR + 4n},3`, `${FAR - 2n},2`]);
    // each piece element holds exactly one drawing of it
    expect(text.match(/<g class="piece [^>]*><use [^>]*\/><\/g>/g)).toHaveLength(4);
    // 63 squares less the void; the border leaves column 10^30 + 4 and row −3 outside
    expect(text.match(/<rect [^>]*class="(light|dark|out)"/g)).toHaveLength(62);
    expect(text.match(/class="out"/g)).toHaveLength(9 + 6);
    expect(text).toContain(`data-target="${FAR + 1n},1"`);
    expect(text).toContain('viewBox="0 0 360 280"');
    await expect(text).toMatchFileSnapshot('golden/icn-screen-window.svg');
  });

  it("writes the window's own labels in its bands, where the page puts them", () => {
    const text = windowSvg(far, {
      cell: 40,
      fileLabels: [
        { at: 0, text: '…9996' },
        { at: 8, text: '…0004' },
      ],
      rankLabels: [{ at: 6, text: '3' }],
      labelBands: { top: 25, left: 10 },
    });
    const band = text.slice(text.indexOf('<g class="coordinates">'));
    const labels = [...band.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      m[3],
    ]);
    // column labels centred on their column, 11 below the top band's edge; row labels 3 right of the left band's
    expect(labels).toEqual([
      [20, 36, '…9996'],
      [340, 36, '…0004'],
      [13, 20, '3'],
    ]);
    expect(text).toContain('<rect class="axis-bg" x="0" y="25"');
  });

  it('refuses a side over MAX_WINDOW_SIDE and squares outside the window with a DiagramError', () => {
    expect(code(() => windowSvg({ ...far, files: MAX_WINDOW_SIDE + 1 }))).toBe('board-too-large');
    expect(code(() => windowSvg({ ...far, ranks: 1e12 }))).toBe('board-too-large');
    expect(code(() => windowSvg({ ...far, files: 0 }))).toBe('invalid-option');
    expect(code(() => windowSvg({ ...far, ranks: 2.5 }))).toBe('invalid-option');
    expect(
      code(() => windowSvg({ ...far, pieces: [{ file: 9, rank: 0, type: 'king', color: 'white' }] })),
    ).toBe('invalid-square');
    expect(code(() => windowSvg(far, { targets: [{ file: -1, rank: 0 }] }))).toBe('invalid-square');
    expect(code(() => windowSvg(far, { fileLabels: [{ at: 0.5, text: 'x' }] }))).toBe('invalid-square');
    expect(code(() => windowSvg(far, { cell: 0 }))).toBe('TypeError');
    // the largest side is drawn (a long strip keeps the test cheap)
    expect(
      code(() => windowSvg({ left: 0n, bottom: 0n, files: MAX_WINDOW_SIDE, ranks: 1, pieces: [] })),
    ).toBe('none');
    expect(
      code(() => windowSvg({ left: 0n, bottom: 0n, files: 1, ranks: MAX_WINDOW_SIDE, pieces: [] })),
    ).toBe('none');
  });

  // on main nothing bounded the pieces: 5,000,000 on a 400×400 window ran 36 s to 3.5 GB and a foreign RangeError
  // ("Invalid string length"), 1,000,000 wrote 111 MB of SVG; one long player name shared by every piece multiplied
  it('refuses more pieces, targets, squares or labels than the window has places for, and long names', () => {
    const w: UnboundedWindow = { left: 0n, bottom: 0n, files: 3, ranks: 2, pieces: [] };
    const queen: WindowPiece = { file: 0, rank: 0, type: 'queen', color: 'white' };
    const square = { file: 1, rank: 1 };
    // each list at its cap is drawn; one more is refused before anything is read (one shared object a place)
    const full = Array.from({ length: 6 }, () => queen);
    expect(code(() => windowSvg({ ...w, pieces: full }, { targets: full, lastMove: full }))).toBe('none');
    expect(code(() => windowSvg({ ...w, pieces: [...full, queen] }))).toBe('input-too-long');
    expect(code(() => windowSvg(w, { targets: Array(7).fill(square) }))).toBe('input-too-long');
    expect(code(() => windowSvg(w, { lastMove: Array(7).fill(square) }))).toBe('input-too-long');
    const label = { at: 0, text: '1' };
    expect(code(() => windowSvg(w, { fileLabels: [label, label, label], rankLabels: [label, label] }))).toBe(
      'none',
    );
    expect(code(() => windowSvg(w, { fileLabels: Array(4).fill(label) }))).toBe('input-too-long');
    expect(code(() => windowSvg(w, { rankLabels: Array(3).fill(label) }))).toBe('input-too-long');
    // a list far over the cap (5,000,000 places) is refused by its length before any place is read
    const many = new Array<WindowPiece>(5_000_000);
    expect(code(() => windowSvg({ ...w, files: 400, ranks: 400, pieces: many }))).toBe('input-too-long');
    const named = (name: string) => [{ ...queen, color: name }];
    expect(code(() => windowSvg({ ...w, pieces: named('w'.repeat(64)) }))).toBe('none');
    expect(code(() => windowSvg({ ...w, pieces: named('w'.repeat(65)) }))).toBe('input-too-long');
    expect(code(() => windowSvg({ ...w, pieces: [{ ...queen, type: 'q'.repeat(65) }] }))).toBe(
      'input-too-long',
    );
  });

  // on main a number where a bigint goes was "Cannot mix BigInt and other types", a colour or label that is no text
  // "text.replace is not a function": foreign TypeErrors from a page's state gone wrong
  it('refuses parts of another type than documented with an invalid-option DiagramError naming the part', () => {
    const w: UnboundedWindow = { left: 0n, bottom: 0n, files: 4, ranks: 4, pieces: [] };
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof DiagramError ? `${e.code} ${e.message.split(':')[0]}` : String(e);
      }
      return 'none';
    };
    const cases: [Partial<Record<keyof UnboundedWindow, unknown>>, Record<string, unknown>, string][] = [
      [{ left: 0 }, { targets: [{ file: 1, rank: 1 }] }, 'left'],
      [{ pieces: null }, {}, 'pieces'],
      [{ pieces: [{ file: 0, rank: 0, type: 'king', color: 5 }] }, {}, 'pieces'],
      [{ border: { left: 0, right: 5n, top: null, bottom: null } }, {}, 'border'],
      [{}, { fileLabels: [{ at: 0, text: 5 }] }, 'fileLabels'],
      [{}, { colors: { dark: null } }, 'colors'],
    ];
    for (const [window, options, part] of cases)
      expect(code(() => windowSvg({ ...w, ...window } as UnboundedWindow, options as never))).toBe(
        `invalid-option ${part}`,
      );
  });

  it('is valid XML with one element per piece for any window and pieces (property)', () => {
    const piece = (files: number, ranks: number) =>
      fc.record({
        file: fc.integer({ min: 0, max: files - 1 }),
        rank: fc.integer({ min: 0, max: ranks - 1 }),
        type: fc.constantFrom('king', 'queen', 'knightrider', 'hawk', 'obstacle', 'void', 'x<y&"z'),
        color: fc.constantFrom('white', 'black', 'red', 'neutral', 'a"b'),
      });
    const windows = fc
      .record({ files: fc.integer({ min: 1, max: 30 }), ranks: fc.integer({ min: 1, max: 30 }) })
      .chain(({ files, ranks }) =>
        fc.record({
          left: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
          bottom: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
          files: fc.constant(files),
          ranks: fc.constant(ranks),
          pieces: fc.uniqueArray(piece(files, ranks), {
            selector: (p) => `${p.file},${p.rank}`,
            maxLength: 20,
          }),
        }),
      );
    fc.assert(
      fc.property(windows, fc.boolean(), (w: UnboundedWindow, squares) => {
        const text = windowSvg(w, { squares, fileLabels: [{ at: 0, text: String(w.left) }] });
        expect(XMLValidator.validate(text)).toBe(true);
        const drawn = w.pieces.filter((p: WindowPiece) => p.type !== 'void');
        expect(pieceSquares(text)).toEqual(
          drawn.map((p) => `${w.left + BigInt(p.file)},${w.bottom + BigInt(p.rank)}`),
        );
      }),
      { numRuns: runs(50) },
    );
  });
});
