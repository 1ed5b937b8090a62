/** `--option [N:]NAME=VALUE` and `--protocol [N:]P` in-process: per engine, or for every engine that declares it. */
import type { Engine } from '@x/engine';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../failure.js';
import { engineSpecs } from './engine-spec.js';
import { engineOptions } from './option-plan.js';

/** The options of an engine that declares `names` (as `Engine.options`: by name). */
function declares(...names: string[]): Engine['options'] {
  return new Map(names.map((name) => [name, { name, type: 'button' as const }]));
}

/** The message of the usage error `run` throws. */
function usage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('engineOptions', () => {
  it('gives N:NAME=VALUE to the N-th engine only, NAME=VALUE to each', () => {
    const plan = engineOptions(['Use NNUE=false', '2:Hash=64', '1:Threads=2'], 'match', 2);
    expect(plan.of(0).map((s) => s.name)).toEqual(['Use NNUE', 'Threads']);
    expect(plan.of(1).map((s) => s.name)).toEqual(['Use NNUE', 'Hash']);
    expect(usage(() => engineOptions(['3:Hash=1'], 'match', 2))).toMatch(/from 1 to 2 \(got 3\)/);
    expect(usage(() => engineOptions(['2:Hash'], 'match', 2))).toMatch(/takes \[N:\]NAME=VALUE/);
  });

  it('a plain option one engine declares is no error; one no engine declares is, once every engine started', () => {
    // Stockfish declares `Use NNUE`, Debian's Fairy-Stockfish 11.1 does not
    const stockfish = declares('Use NNUE', 'Hash');
    const fairy = declares('Hash', 'VariantPath');
    const plan = engineOptions(['Use NNUE=false', 'hash=16'], 'match', 2);
    plan.started(0, stockfish, 'Stockfish');
    plan.started(1, fairy, 'Fairy-Stockfish');
    const none = engineOptions(['Nosuch=1'], 'match', 2);
    none.started(0, stockfish, 'Stockfish');
    expect(usage(() => none.started(1, fairy, 'Fairy-Stockfish'))).toBe(
      '--option Nosuch: no engine has that option (give N:Nosuch=VALUE for one engine)',
    );
  });

  // a mistyped option was said only once the last of a tournament's engines started, games into it
  it('a plain option a slip of the keys from one the engine has stops at its first start, saying which', () => {
    const plan = engineOptions(['Hsh=64'], 'match', 5);
    expect(usage(() => plan.started(3, declares('Hash', 'MultiPV'), 'Fake'))).toBe(
      '--option Hsh: Fake has no such option (did you mean Hash?); give N:Hsh=VALUE for the engines that have it',
    );
    expect(
      usage(() => engineOptions(['UseNNUE=false'], 'match', 2).started(0, declares('Use NNUE'), 'SF')),
    ).toMatch(/did you mean Use NNUE\?/);
    // an engine started before has it: the one with a near name is not given it, and no error
    const claimed = engineOptions(['Threads=2'], 'match', 2);
    claimed.started(0, declares('Threads'), 'A');
    claimed.started(1, declares('Thread'), 'B');
  });

  // N:NAME=VALUE of a name the engine lacks made the engine "cannot be started": each of its games lost
  it('N:NAME=VALUE of an option the N-th engine lacks is a usage error at its start', () => {
    const plan = engineOptions(['2:Hash=64', '2:Bogus=1'], 'match', 2);
    plan.started(0, declares(), 'A');
    expect(usage(() => plan.started(1, declares('Hash'), 'B'))).toBe(
      '--option 2:Bogus: B has no such option',
    );
    expect(
      usage(() => engineOptions(['1:MultiP=2'], 'analyse', 1).started(0, declares('MultiPV'), 'SF')),
    ).toBe('--option 1:MultiP: SF has no such option (did you mean MultiPV?)');
  });
});

describe('engineSpecs --protocol', () => {
  it('N:P for the N-th engine, a plain P for every engine', () => {
    const specs = engineSpecs(
      ['sjaakii', 'fairy-stockfish', 'fairy-stockfish'],
      ['xboard', '3:usi'],
      'match',
    );
    expect(specs.map((s) => s.protocol)).toEqual(['xboard', 'xboard', 'usi']);
    expect(engineSpecs(['a', 'b'], ['2:ucci'], 'match').map((s) => s.protocol)).toEqual(['uci', 'ucci']);
    expect(usage(() => engineSpecs(['a', 'b'], ['3:uci'], 'match'))).toMatch(/from 1 to 2/);
    expect(usage(() => engineSpecs(['a', 'b'], ['1:cecp'], 'match'))).toMatch(/\[N:\]P/);
  });
});
