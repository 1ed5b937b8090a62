import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { VariantError } from '../errors/errors.js';
import { perft } from '../perft.js';
import { Position } from '../position.js';
import { parseVariantDefinition } from './index.js';
import { variants } from '../variant/builtins/index.js';
import { KING_STEPS } from '../../test/moves.js';
import { caught, thrown } from '../../../../tests/errors.js';

describe('variant definition schema', () => {
  it('accepts every built-in variant after a JSON round trip, and the result plays', () => {
    for (const v of Object.values(variants)) {
      const def = parseVariantDefinition(JSON.parse(JSON.stringify(v)));
      expect(def).toEqual(v);
      expect(perft(Position.fromFen(def.startFen, def), 2)).toBe(perft(Position.fromFen(v.startFen, v), 2));
    }
  });

  it('reports the path of a bad field and semantic faults', () => {
    const bad = JSON.parse(JSON.stringify(variants.chess));
    bad.board.files = 100;
    expect(thrown(VariantError, () => parseVariantDefinition(bad)).path).toEqual(['board', 'files']);
    const unknownZone = JSON.parse(JSON.stringify(variants.chess));
    unknownZone.pieces[0].promotion.zone = 'nowhere';
    expect(() => parseVariantDefinition(unknownZone)).toThrow(VariantError);
  });

  it('throws only VariantError on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        caught(VariantError, () => parseVariantDefinition(value));
      }),
      { numRuns: runs(300) },
    );
  });

  it('knows the SjaakII engine fields (lion steps, promotion lists, check conditions, evasion mode)', () => {
    const def = JSON.parse(JSON.stringify(variants.chess));
    def.id = 'sjaak-fields';
    def.pieces.push({
      id: 'lion',
      symbol: 'L',
      moves: [{ kind: 'leap', vectors: KING_STEPS, secondStep: KING_STEPS, notInCheck: true }],
      promotions: [{ zone: def.pieces[0].promotion.zone, choices: ['queen'], mandatory: 'auto' }],
      rules: { noPassingCheck: true, noRetaliate: true, endangered: true },
    });
    def.royalsOptional = true;
    def.checkEvasion = 'lines';
    expect(parseVariantDefinition(def)).toEqual(def);
    expect(() => parseVariantDefinition({ ...def, checkEvasion: 'sometimes' })).toThrow(VariantError);
    const badMode = JSON.parse(JSON.stringify(def));
    badMode.pieces.at(-1).promotions[0].mandatory = 'never';
    expect(() => parseVariantDefinition(badMode)).toThrow(VariantError);
  });

  it('reads signed zeros as 0, so what it returns survives JSON (issue #41)', () => {
    const def = JSON.parse(JSON.stringify(variants.chess));
    const rook = def.pieces.find((p: { id: string }) => p.id === 'rook');
    rook.moves[0].vectors[0] = [-0, 1];
    rook.value = -0;
    const read = parseVariantDefinition(def);
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(read)))).toEqual(read);
    expect(Object.is(read.pieces.find((p) => p.id === 'rook')!.value, 0)).toBe(true);
  });
});
