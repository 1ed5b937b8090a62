import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { MovetextWriter } from '../index.js';
import { parseMovetext } from '../pgn/movetext.js';
import { formatSan } from '../move/format.js';
import { mainLine } from '../game/tree.js';

describe('MovetextWriter', () => {
  it('numbers White’s moves and Black’s first, after a comment and after a variation', () => {
    const w = new MovetextWriter();
    w.comment('start');
    w.move('e4');
    w.move('e5');
    w.nag(1);
    w.move('Nf3');
    w.comment('c');
    w.move('Nc6');
    w.startVariation();
    w.move('d6');
    w.move('d4');
    w.endVariation();
    w.move('Bb5');
    w.result('*');
    expect(w.value()).toBe('{start} 1. e4 e5 $1 2. Nf3 {c} 2... Nc6 (2... d6 3. d4) 3. Bb5 *');
  });

  it('starts at a given move number, Black first, with the one-character ellipsis', () => {
    const w = new MovetextWriter({ firstMoveNumber: 12, blackFirst: true, ellipsis: '…' });
    for (const san of ['Nc6', 'Nf3', 'Nf6']) w.move(san);
    expect(w.value()).toBe('12… Nc6 13. Nf3 Nf6');
  });

  it('writes no numbers when told, and wraps at the line width', () => {
    const bare = new MovetextWriter({ moveNumbers: false });
    for (const san of ['e4', 'e5', 'Nf3']) bare.move(san);
    expect(bare.value()).toBe('e4 e5 Nf3');
    const wrapped = new MovetextWriter({ lineWidth: 12 });
    for (const san of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']) wrapped.move(san);
    expect(wrapped.value()).toBe('1. e4 e5\n2. Nf3 Nc6\n3. Bb5');
  });

  it('refuses to close a variation it did not open', () => {
    expect(() => new MovetextWriter().endVariation()).toThrow(RangeError);
  });

  it('writes what parseMovetext reads back: the same moves in order, from any number and side', () => {
    const san = fc.constantFrom('e4', 'Nf3', 'O-O', 'exd5', 'Qxh7+', 'e8=Q#', 'Kd2');
    fc.assert(
      fc.property(
        fc.array(san, { maxLength: 20 }),
        fc.integer({ min: 1, max: 999 }),
        fc.boolean(),
        fc.constantFrom('...' as const, '…' as const),
        (moves, first, blackFirst, ellipsis) => {
          const w = new MovetextWriter({ firstMoveNumber: first, blackFirst, ellipsis });
          for (const m of moves) w.move(m);
          const text = w.value();
          if (ellipsis === '...') {
            const read = mainLine(parseMovetext(text).moves).map((node) => formatSan(node.data.san));
            expect(read).toEqual(moves);
          }
          const numbers = text.match(/\d+(?:\.\.\.|…|\.)/g) ?? [];
          const whites = moves.filter((_, i) => (i + (blackFirst ? 1 : 0)) % 2 === 0).length;
          expect(numbers.length).toBe(whites + (blackFirst && moves.length > 0 ? 1 : 0));
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
