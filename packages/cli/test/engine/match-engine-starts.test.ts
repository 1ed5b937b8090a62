/**
 * How many engines `xn match --tournament` starts (the in-process fakes count them, test/fake-engines.mjs): an
 * engine is started when a game needs it (engines of one name are all started once at the first game, for their
 * names); a worker keeps an engine its next game shares, and takes the pending game that shares the most with what
 * it holds, so a round-robin of E engines on K workers starts far fewer than two engines a game; the games and
 * their order in the PGN are those of one worker. An engine that cannot be started loses each of its games.
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
    [3, 2, 6],
    [4, 1, 9],
    [4, 2, 9],
  ])('a round-robin of %i engines on %i worker(s) starts %i engines', (engines, workers, starts) => {
    const run = roundRobin(engines, workers);
    expect(run.started).toBe(starts);
    expect(run.pgn).toBe(roundRobin(engines, 1).pgn);
    expect(run.pgn.match(/^\[Round "(\d+)"\]$/gm)).toEqual(
      Array.from({ length: engines * (engines - 1) }, (_, i) => `[Round "${i + 1}"]`),
    );
  });
});

describe('xn match --tournament: engines started when a game needs them', () => {
  /** A fake engine in `mode` whose `id name` is `name`. */
  const engine = (name: string, mode = 'good') => [
    '--engine',
    `${process.execPath} ${FAKE_ENGINE} ${mode} name=${name}`,
  ];

  it('runs two engines at once on one worker, whatever the number of engines', () => {
    const many = ['A', 'B', 'C', 'D', 'E'].flatMap((name) => engine(name));
    const args = ['match', '--tournament', 'round-robin', ...many, '--games', '2', '--max-plies', '1'];
    const r = xn([...args, '--pgn', '-']);
    expect(r.status).toBe(0);
    expect(r.engines).toEqual({ started: 12, peak: 2, left: 0 });
    const tags = (tag: string) =>
      [...r.stdout.matchAll(new RegExp(`^\\[${tag} "(.*)"\\]$`, 'gm'))].map((m) => m[1]);
    expect(tags('White').slice(0, 4)).toEqual(['A', 'B', 'A', 'C']);
    expect(new Set(tags('Black'))).toEqual(new Set(['A', 'B', 'C', 'D', 'E']));
  });

  it('scores each game of an engine that cannot be started as its loss, and plays the others', () => {
    const three = [...engine('A'), ...engine('B', 'no-uciok'), ...engine('C')];
    const args = ['match', '--tournament', 'round-robin', ...three, '--games', '2', '--max-plies', '1'];
    const r = xn([...args, '--timeout-handshake', '200']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.match(/^Finished game .*$/gm)!;
    expect(lines).toHaveLength(6);
    // the engine's program names it (it never said its name)
    const lost = (side: string) =>
      `${side} loses: node: cannot be started: ${process.execPath}: no uciok within 200 ms`;
    expect(lines.filter((line) => line.includes('node'))).toEqual([
      `Finished game 1 (A vs node): 1-0 {${lost('Black')}}`,
      `Finished game 2 (node vs A): 0-1 {${lost('White')}}`,
      `Finished game 5 (node vs C): 0-1 {${lost('White')}}`,
      `Finished game 6 (C vs node): 1-0 {${lost('Black')}}`,
    ]);
    expect(lines.filter((line) => / \((A vs C|C vs A)\): 1\/2-1\/2 /.test(line))).toHaveLength(2);
    expect(r.stdout).toMatch(/^ +3 +node +4 +0 +0\.0% /m);
    expect(r.engines?.left).toBe(0);
  });

  // the typo was said once the last engine started, after the games of the first ones were played
  it('stops at the first start of an engine that lacks a mistyped --option, before any game', () => {
    const four = ['A', 'B', 'C', 'D'].flatMap((name) => engine(name));
    const args = ['match', '--tournament', 'round-robin', ...four, '--games', '2', '--max-plies', '1'];
    const r = xn([...args, '--option', 'Hsh=64']);
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      "xn: --option Hsh: A has no such option (did you mean Hash?); give N:Hsh=VALUE for the engines that have it\nRun 'xn match --help'.\n",
    );
    expect(r.engines).toEqual({ started: 1, peak: 1, left: 0 });
    const numbered = xn([...args, '--option', '3:Hsh=64']);
    expect([numbered.status, numbered.stderr.split('\n')[0]]).toEqual([
      2,
      'xn: --option 3:Hsh: C has no such option (did you mean Hash?)',
    ]);
    expect(numbered.engines?.left).toBe(0);
  });
});
