/** Properties of the reader over any text and over mutations of real files: no throw, exact round trip, stable canonical form. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { SHIPPED_INI } from '../test/shared-data.js';
import { FAIRY_KEYS, type IniFile, parse, stringify } from './index.js';

const SAMPLE = `# sample
[tiny:chess]
maxRank = 6
startFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
promotionRegionWhite = *6

[tinyhouse:tiny]
pieceDrops = true
capturesToHand = true
customPiece1 = a:mWfceFifmnD
promotedPieceType = p:a
`;
const BASE = SHIPPED_INI ?? SAMPLE;
const BASE_LINES = BASE.split('\n');
const KEYS = [...FAIRY_KEYS.keys()];

/** Text drawn from the characters that matter to the format, plus anything. */
const iniChar = fc.oneof(
  fc.constantFrom(
    '[',
    ']',
    ':',
    '=',
    '#',
    ';',
    ' ',
    '\t',
    '\n',
    '\r',
    '\v',
    '\u00a0',
    '*',
    '-',
    'a',
    'k',
    '1',
    '0',
  ),
  fc.string({ maxLength: 1, unit: 'grapheme' }),
);
const iniText = fc.array(iniChar, { maxLength: 200 }).map((cs) => cs.join(''));

/** A line of a real file, a random key with a random value, or noise. */
const line = fc.oneof(
  fc.constantFrom(...BASE_LINES),
  fc.tuple(fc.constantFrom(...KEYS), iniText).map(([k, v]) => `${k} = ${v}`),
  iniText,
);
const mutatedFile = fc
  .tuple(fc.array(line, { maxLength: 60 }), fc.constantFrom('\n', '\r\n'))
  .map(([lines, eol]) => lines.join(eol));

/** What the engine reads: sections with their parents and key/value pairs. */
function meaning(file: IniFile) {
  return file.sections.map((s) => ({
    name: s.name,
    parent: s.parent,
    loaded: s.loaded,
    entries: s.entries.map((e) => [e.key, e.value.trimEnd()]),
  }));
}

function checkFile(text: string): void {
  const file = parse(text);
  expect(stringify(file)).toBe(text);
  for (const d of file.diagnostics) {
    expect(d.offset).toBeGreaterThanOrEqual(0);
    expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
    const before = text.slice(0, d.offset);
    expect(d.line).toBe(before.split('\n').length);
    expect(d.column).toBe(d.offset - (before.lastIndexOf('\n') + 1) + 1);
  }
}

describe('parse over any text', () => {
  it('never throws, round-trips exactly, and locates every diagnostic', () => {
    fc.assert(fc.property(iniText, checkFile), { numRuns: runs(300) });
  });
  it('mutated real files: the same', () => {
    fc.assert(fc.property(mutatedFile, checkFile), { numRuns: runs(200) });
  });
  it('the canonical form is stable and reads to the same sections and values', () => {
    fc.assert(
      fc.property(mutatedFile, (text) => {
        const file = parse(text);
        const canonical = stringify(file, { canonical: true });
        const again = parse(canonical);
        expect(stringify(again, { canonical: true })).toBe(canonical);
        // Trailing whitespace of a header line is dropped, which can only change text after "]".
        expect(meaning(again)).toEqual(meaning(file));
      }),
      { numRuns: runs(200) },
    );
  });
});
