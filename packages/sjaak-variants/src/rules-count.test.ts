/** Counts of `Rule:` lines beyond what SjaakII reads (a C `int`) are reported where they are (issue 53). */
import { describe, expect, it } from 'vitest';
import { parse } from './parse/parse.js';

const file = (rule: string) =>
  `Variant: V\nBoard: 8x8\nFEN: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"\n${rule}\nPiece: King\nMove: leap (1,1)\nSymbol: "K", "K,k"\nFlags: royal\n`;

describe('Rule: counts', () => {
  it('repeat1111111111111111111111 draw is a bad value at its digits, not a count of 1.1e21', () => {
    const read = parse(file('Rule: repeat1111111111111111111111 draw'));
    expect(read.diagnostics.map((d) => [d.code, d.line, d.column, d.length])).toContainEqual([
      'bad-value',
      4,
      13,
      22,
    ]);
    expect(read.variants[0]!.endConditions.some((c) => c.condition === 'repeat')).toBe(false);
    const strict = parse(file('Rule: repeat1111111111111111111111 draw'), { mode: 'strict' });
    expect(strict.diagnostics.find((d) => d.column === 13)?.severity).toBe('error');
  });
  it('the largest count SjaakII reads is kept', () => {
    const read = parse(file('Rule: movecountdraw = 2147483647'));
    expect(read.diagnostics).toEqual([]);
    expect(read.variants[0]!.endConditions).toContainEqual(expect.objectContaining({ count: 2147483647 }));
    expect(parse(file('Rule: movecountdraw = 2147483648')).diagnostics[0]).toMatchObject({
      code: 'bad-value',
      line: 4,
      column: 23,
    });
  });
});
