/** Every row of the shared `feen-cases.tsv`: valid rows round-trip, invalid rows fail with the mapped code. */
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data';
import type { FeenErrorCode } from './errors.js';
import { canonicalize, isValid, parse, safeParse, stringify } from './index.js';

/** The ONE table mapping the TSV's `Kind: message` onto our codes. */
const TSV_ERROR_CODES: Readonly<Record<string, FeenErrorCode>> = {
  'ParseError: invalid field count': 'field-count',
  'ParseError: leading or trailing whitespace': 'edge-whitespace',
  'ParseError: line break in input': 'line-break',
  'ParseError: input exceeds maximum length': 'input-too-long',
  'ParseError: non-ASCII input': 'non-ascii',
  'PiecePlacementError: piece placement is empty': 'placement-empty',
  'PiecePlacementError: piece placement starts with separator': 'placement-starts-with-separator',
  'PiecePlacementError: piece placement ends with separator': 'placement-ends-with-separator',
  'PiecePlacementError: exceeds maximum dimensions': 'too-many-dimensions',
  'PiecePlacementError: invalid empty count': 'invalid-empty-count',
  'PiecePlacementError: invalid piece token': 'invalid-piece-token',
  'PiecePlacementError: dimension size exceeded': 'dimension-too-large',
  'PiecePlacementError: dimensional coherence violation': 'dimensional-coherence',
  'PiecePlacementError: irregular board (segment lengths differ)': 'irregular-board',
  'PiecePlacementError: board exceeds 65025 squares': 'too-many-squares',
  'HandsError: invalid hands delimiter': 'hands-delimiter',
  'HandsError: invalid hand count': 'invalid-hand-count',
  'HandsError: invalid piece token': 'invalid-hand-token',
  'HandsError: hand items not aggregated': 'hands-not-aggregated',
  'HandsError: hand items not in canonical order': 'hands-not-canonical',
  'StyleTurnError: invalid style-turn delimiter': 'style-turn-delimiter',
  'StyleTurnError: invalid style token': 'invalid-style-token',
  'StyleTurnError: style tokens must have opposite case': 'style-same-case',
  'CardinalityError: too many pieces for board size': 'cardinality',
};

interface Row {
  readonly line: number;
  readonly input: string;
  readonly valid: boolean;
  readonly outcome: string;
  readonly canonical: string | undefined;
}

function rows(): Row[] {
  const lines = readSharedData('feen-cases.tsv').split('\n');
  expect(lines[0]).toBe('input\texpected\tcanonical_output_or_error\tsource');
  const out: Row[] = [];
  lines.slice(1).forEach((line, k) => {
    if (line === '') return;
    const [field, expected, result] = line.split('\t');
    const input = JSON.parse(`"${field}"`) as string;
    const match = /^(.*?)(?: \[canonical: (.*)\])?$/.exec(result!)!;
    out.push({ line: k + 2, input, valid: expected === 'valid', outcome: match[1]!, canonical: match[2] });
  });
  return out;
}

describe.skipIf(!hasSharedData)('feen-cases.tsv', () => {
  const all = hasSharedData ? rows() : [];

  it('has the documented 119 rows (59 valid, 60 invalid)', () => {
    expect(all.length).toBe(119);
    expect(all.filter((r) => r.valid).length).toBe(59);
  });

  for (const row of all) {
    const label = `line ${row.line}: ${JSON.stringify(row.input).slice(0, 70)}`;
    if (row.valid) {
      it(`valid, canonical: ${label}`, () => {
        const position = parse(row.input);
        expect(stringify(position)).toBe(row.outcome);
        expect(stringify(position)).toBe(row.input);
        expect(isValid(row.input)).toBe(true);
        expect(canonicalize(row.input)).toBe(row.outcome);
      });
    } else {
      it(`invalid (${row.outcome}): ${label}`, () => {
        const code = TSV_ERROR_CODES[row.outcome];
        expect(code, `no code mapped for ${row.outcome}`).toBeDefined();
        const result = safeParse(row.input);
        expect(result.success).toBe(false);
        if (result.success) return;
        expect(result.error.code).toBe(code);
        expect(result.error.name).toBe('FeenError');
        expect(result.error.offset).toBeGreaterThanOrEqual(0);
        expect(result.error.offset + result.error.length).toBeLessThanOrEqual(Math.max(row.input.length, 1));
        expect(isValid(row.input)).toBe(false);
        if (row.canonical !== undefined) {
          const canonical = safeCanonicalize(row.input);
          const expectedCanonical = safeParse(row.canonical);
          if (expectedCanonical.success) {
            expect(canonical).toBe(row.canonical);
          } else {
            // `K PP/ C/c` → `K 2P/ C/c` itself fails cardinality: canonicalize must report that.
            expect(canonical).toBe(expectedCanonical.error.code);
            // Compare only the hands field: the same hands on a board large enough for them.
            const roomy = (s: string) => `255 ${s.split(' ').slice(1).join(' ')}`;
            expect(canonicalize(roomy(row.input)).split(' ')[1]).toBe(row.canonical.split(' ')[1]);
          }
        } else {
          // Faults other than hand order are not repaired by canonicalize.
          expect(safeCanonicalize(row.input)).toBe(code);
        }
      });
    }
  }
});

/** canonicalize's output, or the error code it throws. */
function safeCanonicalize(text: string): string {
  try {
    return canonicalize(text);
  } catch (error) {
    return (error as { code: string }).code;
  }
}
