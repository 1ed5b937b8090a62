import { describe, expect, it } from 'vitest';
import { thrown } from '../../../../tests/errors.js';
import { InfiniteError, InfinitePosition } from './index.js';
import { squareText } from './square-text.js';

describe('squareText', () => {
  it('writes coordinates of up to 160 characters whole', () => {
    expect(squareText(5n, -12n)).toBe('5,-12');
    const long = 10n ** 159n; // 160 digits
    expect(squareText(long, 1n)).toBe(`${long},1`);
  });

  it('cuts a longer one after 160 characters, then … and its count of digits', () => {
    const huge = 10n ** 9999n; // 10,000 digits
    expect(squareText(1n, huge)).toBe(`1,1${'0'.repeat(159)}…(10000 digits)`);
    expect(squareText(-huge, 2n)).toBe(`-1${'0'.repeat(158)}…(10000 digits),2`);
  });

  it('keeps an illegal move to a square of 10,000 digits a short message', () => {
    const p = InfinitePosition.fromSetup({
      pieces: [
        { x: 5n, y: 1n, type: 'king', player: 'white' },
        { x: 5n, y: 8n, type: 'king', player: 'black' },
      ],
    });
    const error = thrown(InfiniteError, () =>
      p.play({ from: { x: 5n, y: 1n }, to: { x: 10n ** 9999n, y: 1n } }),
    );
    expect(error.code).toBe('illegal-move');
    expect(error.message.length).toBeLessThan(300);
    expect(error.message).toMatch(/^Illegal move 5,1>10{159}…\(10000 digits\),1: /);
  });
});
