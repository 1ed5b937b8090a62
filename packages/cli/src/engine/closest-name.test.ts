/** `closestName`: a slip of the keys (case, spaces, a letter or two off) finds the name meant; a far name none. */
import { describe, expect, it } from 'vitest';
import { closestName } from './closest-name.js';

describe('closestName', () => {
  const names = ['Hash', 'MultiPV', 'Use NNUE', 'SyzygyPath', 'UCI_Chess960'];

  it('finds the name within one character (up to 4) or two (longer), ignoring case, spaces, _ and -', () => {
    expect(closestName('hsh', names)).toBe('Hash');
    expect(closestName('Hashh', names)).toBe('Hash');
    expect(closestName('multi-pv', names)).toBe('MultiPV');
    expect(closestName('UseNNUE', names)).toBe('Use NNUE');
    expect(closestName('SyzygyPth', names)).toBe('SyzygyPath');
    expect(closestName('UCIChess960', names)).toBe('UCI_Chess960');
  });

  it('finds none for a name further off, or in an empty list', () => {
    expect(closestName('Hx', names)).toBeUndefined();
    expect(closestName('Threads', names)).toBeUndefined();
    expect(closestName('Hash', [])).toBeUndefined();
  });
});
