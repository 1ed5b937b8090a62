import { describe, expect, it } from 'vitest';
import { SHIPPED_INI, SKIP_REASON } from '../test/shared-data.js';
import { parse, stringify } from './index.js';

describe.skipIf(SHIPPED_INI === undefined)("Fairy-Stockfish's own variants.ini", () => {
  const text = SHIPPED_INI as string;
  it('reads all 143 sections, every one loaded, with no error', () => {
    const file = parse(text);
    expect(file.sections).toHaveLength(143);
    expect(file.sections.filter((s) => !s.loaded).map((s) => s.name)).toEqual([]);
    expect(file.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
  it('round-trips byte for byte', () => {
    expect(stringify(parse(text))).toBe(text);
  });
  it('its canonical form reads to the same sections and values', () => {
    const file = parse(text);
    const again = parse(stringify(file, { canonical: true }));
    const shape = (f: typeof file) =>
      f.sections.map((s) => [s.name, s.parent, s.entries.map((e) => [e.key, e.value.trimEnd()])]);
    expect(shape(again)).toEqual(shape(file));
  });
});
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
