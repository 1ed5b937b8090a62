/**
 * How many engines `xn match --tournament` starts (the in-process fakes count them, test/fake-engines.mjs): a
 * worker keeps an engine its next game shares, and takes the pending game that shares the most with what it holds,
 * so a round-robin of E engines on K workers starts far fewer than two engines a game; the games and their order
 * in the PGN are those of one worker.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_ENGINE } from '../fake-engines.mjs';
import { xn } from '../xn.js';

const ENGINE = ['--engine', `${process.execPath} ${FAKE_ENGINE} good`];

/** A round-robin of `engines` fakes, two games an encounter, on `workers` workers: the PGN and the starts. */
function roundRobin(engines: number, workers: number) {
  const many = Array.from({ length: engines }, () => ENGINE).flat();
  const args = ['match', '--tournament', 'round-robin', ...many, '--games', '2', '--max-plies', '1'];
  const r = xn([...args, '--concurrency', String(workers), '--pgn', '-']);
  expect(r.status).toBe(0);
  expect(r.engines?.left).toBe(0);
  return { pgn: r.stdout.replace(/^\[Date .*\]$/gm, ''), started: r.engines?.started };
}

describe('xn match --tournament: engine starts', () => {
  it.each([
    [3, 1, 5],
    [3, 2, 7],
    [4, 1, 9],
    [4, 2, 11],
  ])('a round-robin of %i engines on %i worker(s) starts %i engines', (engines, workers, starts) => {
    const run = roundRobin(engines, workers);
    expect(run.started).toBe(starts);
    expect(run.pgn).toBe(roundRobin(engines, 1).pgn);
    expect(run.pgn.match(/^\[Round "(\d+)"\]$/gm)).toEqual(
      Array.from({ length: engines * (engines - 1) }, (_, i) => `[Round "${i + 1}"]`),
    );
  });
});
