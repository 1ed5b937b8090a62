/**
 * `EngineRoster` with in-process engines (test/engine/fake-player.ts): an engine started only when asked for, its
 * name learnt from its first start and told apart as `distinctNames` does over every engine, and an engine that
 * cannot be started losing each game it is given at the game's start, never started again.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { scriptedPlayer } from '../../test/engine/fake-player.js';
import type { StartEngine } from '../engine/engine-player.js';
import { distinctNames } from '../engine/engine-spec.js';
import { InputError, UsageError } from '../failure.js';
import { EngineRoster } from './engine-roster.js';
import { playGame } from './play-game.js';

/** Engines of the given `id name`s (undefined: one that cannot be started), and how often each was started. */
function engines(names: readonly (string | undefined)[], stopped = () => false) {
  const started = names.map(() => 0);
  const starts: StartEngine[] = names.map((name, e) => async () => {
    started[e]!++;
    if (name === undefined) throw new InputError(`cannot start nope${e}: no such file or directory`);
    return scriptedPlayer(name, ['e2e4', 'e7e5']);
  });
  const labels = names.map((_, e) => `prog${e}`);
  return { roster: new EngineRoster(starts, labels, stopped), started };
}

describe('EngineRoster', () => {
  it('starts an engine only when asked for it, and names it by its first start', async () => {
    const { roster, started } = engines(['A', 'B', 'C', 'D']);
    const b = await roster.start(1);
    expect(b.name).toBe('B');
    expect(started).toEqual([0, 1, 0, 0]);
    // names of distinct engines need the engines before it only (learnt by a start of their own)
    expect(await roster.name(1)).toBe('B');
    expect(started).toEqual([1, 1, 0, 0]);
    expect(roster.names()).toEqual(['A', 'B', 'prog2', 'prog3']);
  });

  it('names engines of one name as distinctNames does over every engine, whatever order they start in', async () => {
    const own = ['Fake', 'Fake', 'Fake (2)', 'X'];
    const { roster, started } = engines(own);
    await roster.start(0);
    await roster.start(1);
    // 'Fake (2)' is engine 2's own name: engine 1 is 'Fake (3)', and that needs every name
    expect(await roster.name(1)).toBe('Fake (3)');
    expect(started).toEqual([1, 1, 1, 1]);
    expect(await roster.name(2)).toBe('Fake (2)');
    expect(roster.names()).toEqual(distinctNames(own));
  });

  it('awaits a first start under way instead of starting the engine again', async () => {
    const { roster, started } = engines(['A', 'A']);
    const first = roster.start(0);
    const named = roster.name(1);
    await roster.start(1);
    await first;
    expect(await named).toBe('A (2)');
    expect(started).toEqual([1, 1]);
  });

  it('gives an engine that cannot be started as one that loses each game at its start, tried once', async () => {
    const { roster, started } = engines(['A', undefined, 'C']);
    const failed = await roster.start(1);
    expect(failed.name).toBe('prog1');
    expect(await roster.name(1)).toBe('prog1');
    const start = Position.fromFen(variants.chess.startFen, variants.chess);
    const setup = { start, opening: [], limit: { perMove: { nodes: 1 } }, maxPlies: 10 };
    const names = { white: await roster.name(0), black: 'prog1' };
    const game = await playGame({ ...setup, white: await roster.start(0), black: failed, names });
    expect(game.verdict).toEqual({
      result: '1-0',
      termination: 'abandoned',
      reason: 'Black loses: prog1: cannot start nope1: no such file or directory',
    });
    const again = await playGame({
      ...setup,
      white: await roster.start(1),
      black: await roster.start(2),
      names: { white: 'prog1', black: 'C' },
    });
    expect(again.verdict.result).toBe('0-1');
    expect(again.verdict.reason).toBe('White loses: prog1: cannot start nope1: no such file or directory');
    expect(started).toEqual([2, 1, 1]);
    expect(roster.names()).toEqual(['A', 'prog1', 'C']);
  });

  it('lets an error that is not a failure to start through (a usage error stops the match)', async () => {
    const starts: StartEngine[] = [
      () => Promise.reject(new UsageError("--option Hash takes a whole number (got 'x')")),
    ];
    await expect(new EngineRoster(starts, ['p'], () => false).start(0)).rejects.toThrow(UsageError);
  });

  it('learns no name by a start once the match stops: the label stands in', async () => {
    const { roster, started } = engines(['A', 'B'], () => true);
    expect(await roster.name(1)).toBe('prog1');
    expect(started).toEqual([0, 0]);
  });
});
