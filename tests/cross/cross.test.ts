/**
 * Cross-package property suite (issue #15): random valid inputs through parse → stringify → parse and
 * through the bridges between packages, asserting equality or a located, documented error
 * (`NotationError` of `@x/core`), never a foreign exception. Runs are bounded to keep `pnpm test` fast.
 */
import { Position, parseFen, stringifyFen } from '@x/core';
import * as fbr from '@x/fbr';
import { fromFen, parse as parseFeen, stringify as stringifyFeen, toFen } from '@x/feen';
import * as sjaak from '@x/sjaak-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';
import { documentedOrValue, mutations, positions } from './helpers.js';

const RUNS = 60;

describe('cross: FEN round trips and bridges on random legal chess positions', () => {
  it('parseFen → stringifyFen → parseFen is the identity on FEN text', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        const fen = pos.toFen();
        const again = stringifyFen(parseFen(fen));
        expect(again).toBe(fen);
        expect(stringifyFen(parseFen(again))).toBe(fen);
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('FEN → FEEN → FEN keeps the position (clocks aside) and FEEN text round-trips', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        const fen = pos.toFen();
        const feen = fromFen(fen);
        const text = stringifyFeen(feen);
        expect(stringifyFeen(parseFeen(text))).toBe(text);
        const back = toFen(text);
        const strip = (f: string) => f.split(' ').slice(0, 4).join(' ');
        expect(strip(back)).toBe(strip(Position.fromFen(fen).toFen()));
        expect(Position.fromFen(back).key()).toBe(Position.fromFen(fen).key());
      }),
      { numRuns: runs(RUNS) },
    );
  });
});

describe('cross: mutated inputs give a located documented error, never a foreign exception', () => {
  const mutated = mutations(positions.map((pos) => pos.toFen()));

  it('core parseFen and Position.fromFen', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        const setup = documentedOrValue(() => parseFen(text));
        if (setup) documentedOrValue(() => Position.fromSetup(setup));
      }),
      { numRuns: runs(RUNS) * 4 },
    );
  });

  it('feen fromFen, parse and toFen', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        documentedOrValue(() => fromFen(text));
        documentedOrValue(() => parseFeen(text));
        documentedOrValue(() => toFen(text));
      }),
      { numRuns: runs(RUNS) * 4 },
    );
  });
});

describe('cross: FBR and SjaakII → core → FEN', () => {
  const fbrAtoms = fc.constantFrom(...'WFNRBQKADHCZG', 'fmWfcF', 'NN');
  const fbrRuleSets = fc
    .uniqueArray(fc.constantFrom('Q', 'R', 'B', 'N', 'A', 'C', 'M', 'X', 'Y'), { minLength: 1, maxLength: 4 })
    .chain((letters) =>
      fc.tuple(
        fc.constant(letters),
        fc.array(fbrAtoms, { minLength: letters.length, maxLength: letters.length }),
      ),
    )
    .map(([letters, atoms]) => `royal K=K ${letters.map((l, i) => `${l}=${atoms[i]}`).join(' ')}`);

  it('a complete fbr compile is accepted by core and its start FEN round-trips', () => {
    let played = 0;
    fc.assert(
      fc.property(fbrRuleSets, (text) => {
        const r = fbr.toVariant(fbr.parse(text), { startFen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
        if (!r.complete || !r.variant) return;
        const fen = r.variant.startFen;
        if (fen === undefined) return;
        const setup = documentedOrValue(() => parseFen(fen, r.variant!));
        if (!setup) return;
        const pos = documentedOrValue(() => Position.fromSetup(setup, r.variant!));
        if (!pos) return;
        expect(stringifyFen(parseFen(pos.toFen(), r.variant!), r.variant!)).toBe(pos.toFen());
        played++;
      }),
      { numRuns: runs(RUNS) },
    );
    expect(played).toBeGreaterThan(runs(RUNS) / 2);
  });

  it('every catalogue SjaakII variant converts to a start position or a documented error', () => {
    let played = 0;
    for (const v of sjaak.catalogue()) {
      const pos = documentedOrValue(() => sjaak.startPosition(v));
      if (!pos) continue;
      const def = sjaak.toVariant(v).variant;
      const fen = pos.toFen();
      expect(stringifyFen(parseFen(fen, def), def)).toBe(fen);
      played++;
    }
    expect(played).toBeGreaterThan(sjaak.catalogue().length / 2);
  });
});
