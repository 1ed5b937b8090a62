/**
 * The headers-only skim is a mode of the byte tokenizer (issue #47): the tag pairs it reads from a section's
 * bytes are those the text reader (`readTags`) reads from its text — on random tag sections made of tag-ish atoms
 * (escapes, broken pairs, names strict and lenient, move numbers between pairs, `%` lines, no-break spaces), in
 * both modes, cut into chunks or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { SanError } from '../shared/errors.js';
import { readTags } from './games.js';
import { type PgnRecord, readPgn } from './reader.js';
import { splitPgn } from '../split-pgn.js';

const ATOMS = [
  '[Event "x"]',
  '[White "A \\"B\\" C"]',
  '[Black "D\\\\"]',
  '[Name? "chess.js"]',
  '[ Site  "y" ]',
  '[\tRound\t"1"\t]',
  '[Date "2024.01.01"]\n',
  '[Result "1-0"]',
  '[Event "x"',
  '[Event x"]',
  '[ "x"]',
  '[E"x"]',
  '["x"]',
  '[Event "x\ny"]',
  '[Event "é"]',
  '[Event\u00a0"x"]',
  '[',
  ']',
  '"',
  '\\',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\n\n',
  '1.',
  '2...',
  '% escape\n',
  '{c}',
  'e4',
  '*',
];

/**
 * The tag pairs `readTags` (the text reader) reads from a section's text as the skim reads them: from the first
 * tag past blanks, `%` lines and move numbers alone, tag sections separated by move numbers alone read on.
 */
function textTags(text: string, strict: boolean): Map<string, string> | 'error' {
  const headers = new Map<string, string>();
  const filler = (k: number) => {
    for (; k < text.length; k++) {
      if (text[k] === '%' && (k === 0 || text[k - 1] === '\n' || text[k - 1] === '\r'))
        while (k + 1 < text.length && text[k + 1] !== '\n' && text[k + 1] !== '\r') k++;
      else if (!/[\s\d.\u00a0\ufeff\u2026]/.test(text[k]!)) break;
    }
    return k;
  };
  try {
    for (let i = filler(0); ; ) {
      i = readTags(text, i, strict, headers);
      const k = filler(i);
      if (k === i || text[k] !== '[') break;
      i = k;
    }
  } catch (error) {
    if (error instanceof SanError) return 'error';
    throw error;
  }
  return headers;
}

describe('the headers-only skim', () => {
  it('reads the tag pairs the text reader reads from each section (random tag sections, both modes)', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (atoms, strict) => {
          const text = `${atoms.join('')}\n\n1. e4 *\n`;
          const bytes = new TextEncoder().encode(text);
          const sections: { offset: number; length: number }[] = [];
          for await (const section of splitPgn(bytes)) sections.push(section);
          const records: PgnRecord[] = [];
          for await (const r of readPgn(bytes, { headersOnly: true, ...(strict && { mode: 'strict' }) }))
            records.push(r);
          const decoder = new TextDecoder();
          const expected = sections.map((s) =>
            textTags(decoder.decode(bytes.subarray(s.offset, s.offset + s.length)), strict),
          );
          // One record per section that holds anything: its tags, or an error where the text reader fails.
          const got = records.map((r) => (r.success ? [...r.data.headers] : 'error'));
          const want = expected.map((tags) => (tags === 'error' ? 'error' : [...tags]));
          expect(got, JSON.stringify(text)).toEqual(want);
          compared++;
        },
      ),
      { numRuns: runs(400) },
    );
    expect(compared).toBeGreaterThan(0);
  });
});

describe('the game-start rule', () => {
  it('starts a game at tag pairs after move numbers alone and a blank line, in the skim as in the full read', async () => {
    const text = '[A "1"]\n\n1.\n\n[B "2"]\n\n1. e4 *\n[C "3"]\n1.\n[D "4"]\n\n1. d4 *\n';
    const skim: [string, string][][] = [];
    for await (const r of readPgn(text, { headersOnly: true })) if (r.success) skim.push([...r.data.headers]);
    const full: [string, string][][] = [];
    for await (const r of readPgn(text)) if (r.success) full.push([...r.data.headers]);
    expect(skim).toEqual([
      [['A', '1']],
      [['B', '2']],
      [
        ['C', '3'],
        ['D', '4'],
      ],
    ]);
    expect(full).toEqual(skim);
  });
  it('cuts at a `[` after move numbers and a blank line with blanks before it, or in a section with broken tag pairs, as the text rule reads it', async () => {
    const texts = [
      '[Event "x"]1.\n\n\t[Event x"]\n\n1. e4 *\n',
      '[Event\u00a0"x"]2...\n\n["x"][E"x"]\n\n1. e4 *\n',
    ];
    for (const text of texts) {
      const cut: number[] = [];
      for await (const s of splitPgn(new TextEncoder().encode(text))) cut.push(s.offset);
      const skim: unknown[] = [];
      for await (const r of readPgn(text, { headersOnly: true }))
        skim.push(r.success ? [...r.data.headers] : 'error');
      const full: unknown[] = [];
      for await (const r of readPgn(text)) full.push(r.success ? [...r.data.headers] : 'error');
      expect(cut, JSON.stringify(text)).toHaveLength(2);
      expect(skim, JSON.stringify(text)).toEqual([[['Event', 'x']], 'error']);
      expect(full, JSON.stringify(text)).toEqual(skim);
    }
  });
});
