/** `--option [N:]NAME=VALUE` and `--protocol [N:]P` in-process: per engine, or for every engine that declares it. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../failure.js';
import { engineSpecs } from './engine-spec.js';
import { engineOptions } from './option-plan.js';

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
    const stockfish = (name: string) => ['use nnue', 'hash'].includes(name.toLowerCase());
    const fairy = (name: string) => ['hash', 'variantpath'].includes(name.toLowerCase());
    const plan = engineOptions(['Use NNUE=false', 'Hash=16'], 'match', 2);
    plan.started(0, stockfish);
    plan.started(1, fairy);
    const none = engineOptions(['Nosuch=1'], 'match', 2);
    none.started(0, stockfish);
    expect(usage(() => none.started(1, fairy))).toBe(
      '--option Nosuch: no engine has that option (give N:Nosuch=VALUE for one engine)',
    );
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
