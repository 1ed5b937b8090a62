import { describe, expect, it } from 'vitest';
import { parse } from '../parse/parse.js';
import { EXECUTABLE_MOVE_FEATURES, EXECUTABLE_RULE_FEATURES, listFeatures } from './features.js';

describe('listFeatures', () => {
  it('a crazyhouse rule set lies in the executable subset', () => {
    const f = listFeatures(
      parse('holding drop{P}[^1,8]=nocheck royal promotion+=enter{P} +P==QRBN K Q R B N P'),
    );
    expect(f.length).toBeGreaterThan(8);
    expect(f.filter((x) => !x.supported)).toEqual([]);
  });

  it('names every construct outside the subset with its span', () => {
    const text = 'alice=3D royal K<*>=aK--<+>mO Q=Q+(dttQ)0 turn<2>=dontcross X=W0* P=/{K}[e1]/mfW';
    const f = listFeatures(parse(text));
    const unsupported = f.filter((x) => !x.supported).map((x) => x.feature);
    for (const name of [
      'rule:alice=3D',
      'rule:turn=dontcross',
      'id:board',
      'leg:independent',
      'transition',
      'group',
      'modifier:tt',
      'steps:maximal',
      'condition',
    ]) {
      expect(unsupported).toContain(name);
    }
    for (const x of f) {
      expect(x.offset + x.length).toBeLessThanOrEqual(text.length);
      expect(x.length).toBeGreaterThan(0);
    }
    const tt = f.find((x) => x.feature === 'modifier:tt')!;
    expect(text.slice(tt.offset, tt.offset + tt.length)).toBe('tt');
  });

  it('Betza trees report their riders', () => {
    const f = listFeatures(parse('K N=NN', { notation: 'betza' }));
    expect(f.map((x) => x.feature)).toEqual(['token:bare', 'token:piece', 'atom:letter', 'betza:rider']);
  });

  it('feature lists are unique', () => {
    expect(new Set(EXECUTABLE_RULE_FEATURES).size).toBe(EXECUTABLE_RULE_FEATURES.length);
    expect(new Set(EXECUTABLE_MOVE_FEATURES).size).toBe(EXECUTABLE_MOVE_FEATURES.length);
  });
});
