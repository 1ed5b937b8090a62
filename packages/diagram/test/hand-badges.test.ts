/**
 * The count drawn beside a piece in hand (shogi, crazyhouse): its box — as wide as its digits at the widest
 * bold sans-serif digit, 0.7 em — lies in its own piece's place, right of its piece, left of the next piece of its
 * row and inside the picture, for counts of any length, on boards of any width.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { type DiagramBoard, type DrawnPiece, svg } from '../src/index.js';

/** A box in the drawing's units. */
interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** One piece of a hand as drawn: its box, and its count's box and text when it has one. */
interface DrawnHandPiece {
  readonly piece: Box;
  readonly count: string;
  readonly badge?: { readonly box: Box; readonly text: string };
}

/** The widest digit of a bold sans-serif font (DejaVu Sans Bold's 0.696 em; Arial's 0.556, the PNG's 0.59). */
const DIGIT_EM = 0.7;

/** The hand pieces of an SVG, row by row (a row: the pieces at one height), and the picture's width. */
function handRows(text: string): { rows: DrawnHandPiece[][]; width: number } {
  const width = Number(/viewBox="0 0 ([\d.]+) /.exec(text)![1]);
  const hands = /<g class="hands"[^>]*>(.*?)<\/g>/.exec(text)?.[1] ?? '';
  const drawn = [
    ...hands.matchAll(
      /<use [^>]*x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" data-count="(\d+)"\/>(?:<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)">([^<]*)<\/text>)?/g,
    ),
  ].map((m): DrawnHandPiece => {
    const [x, y, w, h] = m.slice(1, 5).map(Number) as [number, number, number, number];
    const piece = { left: x, right: x + w, top: y, bottom: y + h };
    if (m[6] === undefined) return { piece, count: m[5]! };
    const [bx, by, size] = m.slice(6, 9).map(Number) as [number, number, number];
    const text = m[9]!;
    const box = { left: bx, right: bx + text.length * DIGIT_EM * size, top: by - size, bottom: by };
    return { piece, count: m[5]!, badge: { box, text } };
  });
  const rows = new Map<number, DrawnHandPiece[]>();
  for (const d of drawn) rows.set(d.piece.top, [...(rows.get(d.piece.top) ?? []), d]);
  return { rows: [...rows.values()], width };
}

/** What is wrong with the badges of `text` (empty when each sits in its own place). */
function badgeFaults(text: string): string[] {
  const { rows, width } = handRows(text);
  const faults: string[] = [];
  for (const row of rows)
    row.forEach(({ piece, count, badge }, i) => {
      if (badge === undefined) return;
      const next = row[i + 1]?.piece.left ?? width;
      const { box } = badge;
      if (badge.text !== count) faults.push(`count ${count} written ${badge.text}`);
      if (box.left < piece.right) faults.push(`${count} over its piece`);
      if (box.right > next) faults.push(`${count} reaches ${box.right}, past ${next}`);
      if (box.top < piece.top || box.bottom > piece.bottom) faults.push(`${count} above or below its piece`);
    });
  return faults;
}

const piece = (id: string, color: string, symbol: string): DrawnPiece => ({
  id,
  color,
  symbol,
  promoted: false,
});

const KINDS = [
  ['pawn', 'P'],
  ['knight', 'N'],
  ['bishop', 'B'],
  ['rook', 'R'],
  ['queen', 'Q'],
  ['silver', 'S'],
  ['gold', 'G'],
  ['lance', 'L'],
] as const;

describe('hand counts', () => {
  // on main a count was written 2 units right of its piece whatever its digits, and the next piece came 100 units
  // after: at 0.7 em a digit "12" ran 18.8 units into the knight beside it, "345" 41.2 (PNGs showed them overlap)
  it('two- and three-digit counts: each in its own place, the picture widened to hold them', () => {
    const zh = Position.fromFen(
      `4k3/8/8/8/8/8/8/4K3[${'P'.repeat(12)}NNBQ${'p'.repeat(23)}nn] w - - 0 1`,
      variants.crazyhouse,
    );
    expect(badgeFaults(svg(zh))).toEqual([]);
    const small: DiagramBoard = {
      style: 'checkered',
      files: 3,
      ranks: 3,
      cells: Array(9).fill(undefined),
      hands: {
        white: [
          { piece: piece('pawn', 'white', 'P'), count: 12 },
          { piece: piece('knight', 'white', 'N'), count: 345 },
          { piece: piece('queen', 'white', 'Q'), count: 67 },
        ],
        black: [{ piece: piece('pawn', 'black', 'P'), count: 9 }],
      },
    };
    for (const orientation of ['white', 'black'] as const)
      expect(badgeFaults(svg(small, { orientation }))).toEqual([]);
  });

  it('for any hands, counts and board width, in every style (property)', () => {
    const hand = (color: string) =>
      fc
        .uniqueArray(fc.constantFrom(...KINDS), { maxLength: KINDS.length, selector: ([id]) => id })
        .chain((kinds) =>
          fc.tuple(
            ...kinds.map(([id, symbol]) =>
              fc
                .oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 1_000_000_000 }))
                .map((count) => ({ piece: piece(id, color, symbol), count })),
            ),
          ),
        );
    fc.assert(
      fc.property(
        fc.constantFrom('checkered', 'shogi', 'xiangqi', 'makruk') as fc.Arbitrary<DiagramBoard['style']>,
        fc.integer({ min: 1, max: 10 }),
        hand('white'),
        hand('black'),
        fc.boolean(),
        (style, files, white, black, coordinates) => {
          const board: DiagramBoard = {
            style,
            files,
            ranks: 2,
            cells: Array(files * 2).fill(undefined),
            hands: { white, black },
          };
          expect(badgeFaults(svg(board, { coordinates }))).toEqual([]);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});
