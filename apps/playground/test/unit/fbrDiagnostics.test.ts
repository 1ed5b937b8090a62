/** The FBR view shows each diagnostic once (issue #19): parse error, validation and compile lists split. */
import { parse, toVariant, validate } from '@x/fbr';
import { describe, expect, it } from 'vitest';
import { fbrDiagnostics } from '../../src/lib/fbr/fbrDiagnostics';

function shownFor(text: string, notation: 'mbn' | 'betza' = 'mbn') {
  const set = parse(text, { mode: 'lenient', notation });
  const semantic = set.diagnostics.some((d) => d.severity === 'error') ? [] : validate(set);
  return fbrDiagnostics(set, semantic, toVariant(set).diagnostics);
}

describe('fbrDiagnostics', () => {
  it('a syntax error is shown once: in the error box, not again in either list', () => {
    const shown = shownFor('royal K constructor{K} Q=fW2,bR');
    expect(shown.first).toMatchObject({ code: 'unexpected-character', offset: 28, length: 1 });
    expect(shown.others).toEqual([]);
    // compile repeats it as `syntax` at the same place: left out; its own `unsupported` stays
    expect(shown.compileOnly.map((d) => d.code)).toEqual(['unsupported']);
    expect(shown.compileOnly[0]).toMatchObject({ feature: 'rule:constructor' });
  });

  it('Betza-looking MBN suggests the Betza notation, which then reads it', () => {
    const mbn = shownFor('K=WfF Q=QN');
    expect(mbn.first?.code).toBe('modifier-after-atom');
    expect(mbn.suggestsBetza).toBe(true);
    const betza = shownFor('K=WfF Q=QN', 'betza');
    expect(betza.first).toBeUndefined();
    expect(betza.suggestsBetza).toBe(false);
  });

  it('validation warnings are listed once and compile diagnostics keep what compiling adds', () => {
    const shown = shownFor('draw=toString(3) K');
    expect(shown.first).toBeUndefined();
    expect(shown.others.map((d) => d.code)).toEqual(['unknown-attribute']);
    // a lone `K` is compiled on the orthodox army (`base-army`), and `draw=…` is not compiled
    expect(shown.compileOnly.map((d) => d.code)).toEqual(['base-army', 'unsupported']);
  });

  it('a valid rule set has nothing to show', () => {
    const shown = shownFor('royal K Q R B N P +P');
    expect(shown).toEqual({ first: undefined, others: [], compileOnly: [], suggestsBetza: false });
  });
});
