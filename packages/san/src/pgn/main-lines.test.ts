import fs from 'node:fs';
import type { Move } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { hasSharedData, sharedPgnFiles } from '../../../../tests/shared-data.js';
import { parseComments } from '../game/comment.js';
import { startingPosition } from '../game/start-position.js';
import { walkGame } from '../game/walk.js';
import { readMainLines } from './main-lines.js';
import { readPgn } from './reader.js';

/** What the tree says of a game's main line: SAN, UCI, clocks and evaluations (lists cut after the last one). */
function fromTree(record: Awaited<ReturnType<typeof treeRecords>>[number]) {
  const san: string[] = [];
  const uci: string[] = [];
  const clocks: (number | undefined)[] = [];
  const evaluations: unknown[] = [];
  if (!record.success) return undefined;
  walkGame(
    record.data,
    startingPosition(record.data),
    (step) => {
      san.push(step.san);
      uci.push(step.position.uci(step.move as Move));
      const c = parseComments(step.node.data.comments);
      clocks.push(c.clock);
      evaluations.push(c.evaluation);
    },
    { variations: false, decode: true },
  );
  const trim = <T>(list: T[]) => {
    let n = list.length;
    while (n > 0 && list[n - 1] === undefined) n--;
    return list.slice(0, n);
  };
  return { san, uci, clocks: trim(clocks), evaluations: trim(evaluations) };
}

async function treeRecords(bytes: Uint8Array) {
  const records = [];
  for await (const record of readPgn(bytes)) records.push(record);
  return records;
}

/** The records of `bytes` by offset (the games alone in their section). */
async function byOffset(bytes: Uint8Array) {
  const all = await treeRecords(bytes);
  const counts = new Map<number, number>();
  for (const r of all) counts.set(r.offset, (counts.get(r.offset) ?? 0) + 1);
  return new Map(all.filter((r) => counts.get(r.offset) === 1).map((r) => [r.offset, r]));
}

describe.skipIf(!hasSharedData)('readMainLines (every PGN file of ../shared/data)', () => {
  it("gives the tree's main line of every plain game whose moves are all played", async () => {
    let compared = 0;
    // every file under `pnpm test:deep`; by default every fourth (about a quarter of the games)
    const files = sharedPgnFiles().filter((_, i) => bySize(i % 4 === 0, true));
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      const records = await byOffset(bytes);
      for await (const line of readMainLines(bytes, { san: true, uci: true })) {
        if (!line.game.plain || !line.complete) continue;
        const record = records.get(line.game.offset);
        if (record === undefined) continue;
        const tree = fromTree(record);
        if (tree === undefined) continue;
        expect(
          { san: line.san, uci: line.uci, clocks: line.clocks, evaluations: line.evaluations },
          file,
        ).toEqual(tree);
        expect(line.moves.length).toBe(tree.san.length);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(bySize(50, 300));
  });
});

describe('readMainLines', () => {
  it('a game cut short by a syntax error has that error and is not complete', async () => {
    const pgn =
      '[Event "a"]\n\n1. e4 e5 2. Nf3 \u0000 Nc6 3. Bb5 *\n\n[Event "b"]\n\n1. d4 ] d5 1-0\n\n' +
      '[Event "c"]\n\n1. c4 {Müller} c5 1-0\n\n[Event "d"]\n\n1. d4 { unterminated\n';
    const lines = [];
    for await (const line of readMainLines(pgn, { san: true })) lines.push(line);
    const seen = lines.map((l) => [l.tags.get('Event'), l.san.join(' '), l.error?.code, l.complete]);
    expect(seen).toEqual([
      ['a', 'e4 e5 Nf3', 'syntax', false],
      ['b', 'd4', 'syntax', false],
      ['c', 'c4 c5', undefined, true],
      ['d', 'd4', 'syntax', false],
    ]);
    // located at the fault: the NUL of game a
    expect(lines[0]!.error!.offset).toBe(pgn.indexOf('\u0000'));
  });

  const pgn =
    '[White "a"]\n\n1. e4 { [%clk 0:05:00] } e5 (1... c5) 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[White "b"]\n\n1. e4 e4 *\n';

  it('yields tags, moves, clocks and the result; a bad move located', async () => {
    const lines = [];
    for await (const line of readMainLines(pgn, { san: true })) lines.push(line);
    expect(lines.map((l) => l.tags.get('White'))).toEqual(['a', 'b']);
    expect(lines[0]).toMatchObject({ result: '1-0', variations: true, clocks: [300], error: undefined });
    expect(lines[0]!.san).toEqual(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
    expect(lines[0]!.uci).toEqual([]);
    expect(lines[1]!.moves.length).toBe(1);
    expect(lines[1]!.error?.code).toBeDefined();
    expect(lines.map((l) => l.complete)).toEqual([true, false]);
  });

  it('stops reading when the consumer stops', async () => {
    const many = '[White "w"]\n\n1. e4 e5 *\n\n'.repeat(2000);
    let n = 0;
    for await (const _ of readMainLines(many)) if (++n === 3) break;
    expect(n).toBe(3);
  });
});
