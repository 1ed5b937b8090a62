/**
 * `EngineAffinity`: a worker takes the pending game that keeps the most of its last game's engines, then the one
 * that takes the fewest of the other workers', then the earliest.
 */
import { pairings } from '@x/engine/match';
import { describe, expect, it } from 'vitest';
import { EngineAffinity } from './engine-affinity.js';

/** The games of a round-robin of `engines` engines, two an encounter, as `white-black` (from 0). */
const schedule = (engines: number) => [...pairings(engines, 2, [0])];

describe('EngineAffinity', () => {
  it('keeps a worker on the engines it has, and a new worker off the engines of the others', () => {
    const affinity = new EngineAffinity();
    const pending = schedule(3); // 0-1 1-0 0-2 2-0 1-2 2-1
    const take = (worker: number) => {
      const [game] = pending.splice(affinity.choose(pending, worker), 1);
      return `${game!.white}-${game!.black}`;
    };
    expect(take(0)).toBe('0-1'); // nothing held: the earliest
    expect(take(1)).toBe('0-2'); // 1-0 would take both of worker 0's engines, 0-2 one
    expect(take(0)).toBe('1-0'); // both engines kept
    expect(take(1)).toBe('2-0');
    expect(take(0)).toBe('1-2'); // one kept (the earliest of 1-2 and 2-1)
    expect(take(1)).toBe('2-1');
  });

  it('prefers a game keeping one engine to an earlier one keeping none', () => {
    const affinity = new EngineAffinity();
    const games = schedule(4); // 0-1 1-0 0-2 2-0 0-3 3-0 1-2 2-1 1-3 3-1 2-3 3-2
    expect(affinity.choose(games.slice(4), 0)).toBe(0); // 0-3
    expect(affinity.choose(games.slice(6), 0)).toBe(2); // 1-3, after 1-2 and 2-1
  });
});
