/** stringify: canonical text, fixpoint on a fixture that uses every keyword. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DROP_ZONE_NOTE, stringify } from './stringify.js';
import { parse } from '../parse/parse.js';
import { stripSpans } from '../../test/helpers.js';

const FIXTURE = readFileSync(new URL('../../test/fixtures/all-keywords.txt', import.meta.url), 'utf8');

describe('stringify', () => {
  it('reproduces a canonical file that uses every keyword', () => {
    const r = parse(FIXTURE);
    expect(r.diagnostics).toEqual([]);
    expect(stringify(r.variants)).toBe(FIXTURE);
    expect(FIXTURE).toContain(DROP_ZONE_NOTE);
  });

  it('parse(stringify(d)) equals d, spans aside', () => {
    const d = parse(FIXTURE).variants;
    expect(parse(stringify(d)).variants.map(stripSpans)).toEqual(d.map(stripSpans));
  });

  it('normalises spacing, grouping and order into canonical form', () => {
    const loose = `Variant:   Loose (6x6)
Board: 6x6
Zone: z = a1, b1
Piece: Horse
Symbol: "H",  "H, h"
Move: leap ((0,1)+(1,1))&(1,2)
Move: step 1N
Rule: keep capture, allow drop
Rule: stalemate=win`;
    expect(stringify(parse(loose).variants)).toBe(`Variant: Loose (6x6)
Board: 6x6
Zone: z = a1,b1

Piece: Horse
Move: leap (0,1)+(1,1)&(1,2)
Move: step N
Symbol: "H", "H,h"

Rule: stalemate = win
Rule: keep capture
Rule: allow drops
`);
  });

  it('accepts one variant or a list, and writes nothing for an empty list', () => {
    const [v] = parse(FIXTURE).variants;
    expect(stringify(v!)).toBe(FIXTURE);
    expect(stringify([])).toBe('');
  });
});
