/**
 * `moveRepetitionIllegal` (core's `end.moveRepetition`) against Fairy-Stockfish: seeded random games of
 * `janggimodern` and of sections inheriting it (with bikjang, with a twofold and a threefold repetition rule), and of
 * the sections `fromVariant` writes for core definitions with the rule (`test/move-repetition-cases.ts`), played by a
 * player that mostly takes back its own previous move, until ffish's `result(true)` ends them
 * (`test/fixtures/ffish-move-repetition.json`, written by `tests/oracles/fairy-move-repetition.ts`, which also compares
 * the legal moves after every ply and the written sections' perft). `Position.outcome()` of the converted section (of
 * the definition itself for a written one) must agree after every ply: no end before the last, ffish's result after it.
 * Every third game of each section by default (all of `jmtwofold`'s, whose twofold rule ends most games before the
 * back-and-forth moves can), every game under `pnpm test:deep`.
 */
import { readFileSync } from 'node:fs';
import { type Outcome, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { WRITTEN_CASES } from '../../../test/move-repetition-cases.js';
import { fromVariant } from '../../write/from-variant.js';
import { toVariant } from '../to-variant.js';

interface Game {
  readonly variant: string;
  readonly moves: string;
  readonly result: string;
}
const FIXTURE = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/ffish-move-repetition.json', import.meta.url), 'utf8'),
) as { sections: string; written: string[]; games: Game[] };

function resultOf(o: Outcome | undefined): string {
  if (o === undefined) return '*';
  if (o.winner === undefined) return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

describe("Kakao janggi's move repetition against ffish", () => {
  const names = [...new Set(FIXTURE.games.map((g) => g.variant))];
  it('the fixture has games of each section that the rule ends', () => {
    expect(names).toEqual(['janggimodern', 'jmbikjang', 'jmtwofold', 'jmthreefold', 'mrpalace', 'mrchess']);
    for (const name of names) expect(FIXTURE.games.some((g) => g.variant === name)).toBe(true);
  });

  it.each(names)('%s: every game ends as in ffish, and only there', (name) => {
    const own = WRITTEN_CASES.find((d) => d.id === name);
    const c = own ? undefined : toVariant(`${FIXTURE.sections}\n[mine:${name}]\n`, 'mine');
    expect(c?.diagnostics ?? []).toEqual([]);
    const variant = own ?? c!.variant!;
    expect(variant.end?.moveRepetition).toBe(true);
    const wrong: string[] = [];
    const ends = new Map<string, number>();
    const games = FIXTURE.games.filter((g) => g.variant === name);
    const every = name === 'jmtwofold' ? 1 : bySize(3, 1);
    for (const game of games.filter((_, i) => i % every === 0)) {
      const pos = Position.fromFen(variant.startFen, variant);
      const moves = game.moves.split(' ');
      moves.forEach((m, i) => {
        pos.play(m);
        const expected = i === moves.length - 1 ? game.result : '*';
        if (resultOf(pos.outcome()) !== expected) wrong.push(`${game.moves} (ply ${i + 1})`);
      });
      const reason = pos.outcome()?.reason ?? '';
      ends.set(reason, (ends.get(reason) ?? 0) + 1);
    }
    expect(wrong).toEqual([]);
    // The twofold rule ends most games before the back-and-forth moves can.
    expect(ends.get('move-repetition')).toBeGreaterThan(0);
  });

  it('fromVariant writes the rule as moveRepetitionIllegal: the sections ffish played, read back with the rule', () => {
    expect(WRITTEN_CASES.map((d) => fromVariant(d, { name: d.id }).text)).toEqual(FIXTURE.written);
    for (const def of WRITTEN_CASES) {
      const written = fromVariant(def, { name: def.id });
      expect(written.diagnostics).toEqual([]);
      expect(written.entries).toContainEqual(['moveRepetitionIllegal', 'true']);
      const back = toVariant(written.text, def.id);
      expect(back.complete).toBe(true);
      expect(back.variant!.end?.moveRepetition).toBe(true);
    }
  });
});
