/**
 * Several boards (`VariantDefinition.boards`): the boards side by side with hole files between them, checked
 * when compiled, and Alice chess on them (`boards.transfer`) from hand-derived counts. The FBR page's
 * four-board line is compared with a naive reference in `@x/fbr` (`src/compile/boards.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { Position, perft } from '../../index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { chess } from '../../variant/builtins/chess.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { parseVariantDefinition } from '../../schema/index.js';

/** Chess on `count` boards of 8 files with `gap` hole files between them, every board's ranks zoned. */
function onBoards(
  count: number,
  gap: number,
  transfer?: NonNullable<VariantDefinition['boards']>['transfer'],
) {
  const files = count * 8 + (count - 1) * gap;
  const name = (f: number, r: number) =>
    `${String.fromCharCode(97 + (f % 26)).repeat(Math.floor(f / 26) + 1)}${r}`;
  const boardFiles = Array.from({ length: files }, (_, f) => f).filter((f) => f % (8 + gap) < 8);
  const rank = (r: number) => boardFiles.map((f) => name(f, r));
  const holes = Array.from({ length: files }, (_, f) => f)
    .filter((f) => f % (8 + gap) >= 8)
    .flatMap((f) => Array.from({ length: 8 }, (_, r) => name(f, r + 1)));
  const row = (s: string) => [s, ...Array(count - 1).fill('8')].join('*'.repeat(gap));
  const placement = ['rnbqkbnr', 'pppppppp', '8', '8', '8', '8', 'PPPPPPPP', 'RNBQKBNR'].map(row).join('/');
  const { orthodoxSetup: _, ...rules } = chess;
  return {
    ...rules,
    id: `boards${count}`,
    board: { files, ranks: 8, holes },
    zones: {
      promotion: { white: rank(8), black: rank(1) },
      'pawn-start': { white: rank(2), black: rank(7) },
    },
    startFen: `${placement} w KQkq - 0 1`,
    boards: { count, files: 8, ...(transfer ? { transfer } : {}) },
  } satisfies VariantDefinition;
}

describe('several boards', () => {
  it('plays each board on its own without transfers: chess on board 1, the others empty', () => {
    const v = onBoards(3, 2);
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(v))).boards).toEqual(v.boards);
    expect(perft(Position.fromFen(v.startFen, v), bySize(2, 3))).toBe(bySize(400, 8902));
  });

  it('refuses gaps that are not holes, leaps across a gap, and wrapping', () => {
    const v = onBoards(2, 2);
    expect(() => compileVariant({ ...v, board: { ...v.board, holes: v.board.holes.slice(1) } })).toThrow(
      /must be a hole/,
    );
    expect(() => compileVariant(onBoards(2, 1))).toThrow(/leaps further than the gap/);
    expect(() => compileVariant({ ...v, board: { ...v.board, wrapFiles: true } })).toThrow(/wrapping/);
    expect(() => compileVariant({ ...v, boards: { count: 3, files: 8 } })).toThrow(/do not fill/);
  });

  it('transfers every move to another board (by hand: 20 chess moves × 3 boards)', () => {
    const v = onBoards(4, 2, { kings: true, captureOnArrival: ['king'] });
    const p = Position.fromFen(v.startFen, v);
    expect(perft(p, 1)).toBe(60);
    // Without the kings rule, a king alone on board 1 (its rival on board 2) may go to boards 2, 3 and 4.
    const free = onBoards(4, 2, {});
    const kings =
      '8**4k3**8**8/8**8**8**8/8**8**8**8/8**8**8**8/8**8**8**8/8**8**8**8/8**8**8**8/4K3**8**8**8 w - - 0 1';
    expect(Position.fromFen(kings, free).legalMoves()).toHaveLength(15);
    expect(Position.fromFen(kings, v).legalMoves()).toHaveLength(5);
  });
});
