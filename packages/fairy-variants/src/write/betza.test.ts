import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { FAIRY_PIECE_TYPES } from '../keys.js';
import { decodeFairyBetza, encodeFairyBetza, type FairyMove, fairyMoveKey } from './betza.js';

const keys = (betza: string) => decodeFairyBetza(betza);
const moves = (betza: string): FairyMove[] =>
  keys(betza).map((k) => {
    const m = /^(i?)([mc])([a-z]+):(-?\d+),(-?\d+)\/(\d+)$/.exec(k)!;
    return {
      initial: m[1] === 'i',
      modality: m[2] as 'm' | 'c',
      kind: m[3] as FairyMove['kind'],
      dx: Number(m[4]),
      dy: Number(m[5]),
      limit: Number(m[6]),
    };
  });

describe('decodeFairyBetza: the engine dialect', () => {
  it('reads a lone direction on an oblique atom as two moves (fN is the shogi knight)', () => {
    expect(keys('fN').filter((k) => k.startsWith('m'))).toEqual(['mleap:-1,2/0', 'mleap:1,2/0']);
    expect(keys('fhN').filter((k) => k.startsWith('m'))).toHaveLength(4);
  });
  it('splits a mixed pair on an orthogonal atom (fsW: forward and sideways)', () => {
    expect(keys('fsW').filter((k) => k.startsWith('m'))).toEqual([
      'mleap:-1,0/0',
      'mleap:0,1/0',
      'mleap:1,0/0',
    ]);
  });
  it('reads modalities, hoppers, lame and initial moves and limits', () => {
    expect(keys('mRcpR')).toContain('chop:1,0/0');
    expect(keys('mRcpR')).not.toContain('cride:1,0/0');
    expect(keys('nN')).toContain('mlame:1,2/0');
    expect(keys('ifmnD')).toEqual(['imlame:0,2/0']);
    expect(keys('R4')).toContain('mride:0,1/4');
    expect(keys('NN')).toContain('cride:2,1/0');
    expect(keys('gB')).toContain('mgrasshop:1,1/0');
  });
  it('keeps no initial captures', () => {
    expect(keys('icfF')).toEqual([]);
  });
});

describe('encodeFairyBetza', () => {
  it('writes every predefined piece back to moves that decode the same', () => {
    for (const [name, betza] of FAIRY_PIECE_TYPES) {
      const written = encodeFairyBetza(moves(betza));
      expect(written.reason, name).toBeUndefined();
      expect(keys(written.betza!), name).toEqual(keys(betza));
    }
  });
  it('writes short strings for common pieces', () => {
    expect(encodeFairyBetza(moves('fmWfcF')).betza).toBe('mfWcfF');
    expect(encodeFairyBetza(moves('R')).betza).toBe('R');
    expect(encodeFairyBetza(moves('fN')).betza).toBe('fN');
  });
  it('names what the dialect cannot say', () => {
    const m = (dx: number, dy: number, kind: FairyMove['kind'] = 'leap', limit = 0): FairyMove => ({
      kind,
      modality: 'm',
      dx,
      dy,
      limit,
      initial: false,
    });
    expect(encodeFairyBetza([m(4, 1)]).reason).toMatch(/no Betza atom/);
    expect(encodeFairyBetza([m(1, 0, 'ride', 10)]).reason).toMatch(/at most 9/);
    expect(encodeFairyBetza([m(2, 1, 'hop')]).reason).toMatch(/hop/);
    expect(encodeFairyBetza([m(3, 0, 'lame')]).reason).toMatch(/lame/);
  });
  it('any set of moves of the atoms decodes back to itself', () => {
    const vectors = [
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [2, 2],
      [3, 0],
      [3, 1],
      [3, 2],
      [3, 3],
    ].flatMap(([a, b]) => [
      [a!, b!],
      [-a!, b!],
      [a!, -b!],
      [-a!, -b!],
      [b!, a!],
      [-b!, a!],
      [b!, -a!],
      [-b!, -a!],
    ]);
    const move = fc.record({
      v: fc.constantFrom(...vectors),
      modality: fc.constantFrom('m' as const, 'c' as const),
      kind: fc.constantFrom('leap' as const, 'ride' as const),
      limit: fc.constantFrom(0, 2, 3),
    });
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 12 }), (list) => {
        const ms: FairyMove[] = list.map(({ v, modality, kind, limit }) => ({
          kind,
          modality,
          dx: v[0]!,
          dy: v[1]!,
          limit: kind === 'ride' ? limit : 0,
          initial: false,
        }));
        const written = encodeFairyBetza(ms);
        expect(written.reason).toBeUndefined();
        expect(keys(written.betza!)).toEqual([...new Set(ms.map(fairyMoveKey))].sort());
      }),
      { numRuns: runs(200) },
    );
  });
});
