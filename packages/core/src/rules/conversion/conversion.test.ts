/**
 * The conversion rule's piece option (`PieceType.rules.conversion`): a tagged union of conversion by attack and
 * conversion moves, so that what cannot work is a type (a guard on a conversion by attack, both kinds on one piece)
 * or a `VariantError` located at the piece's `rules.conversion` (both kinds in one variant, a conversion beside
 * explosions, an atom the engine does not walk). The moves themselves: `engine/predicates/convert.test.ts`,
 * `engine/pseudo-legal/gen-convert.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { VariantError } from '../../errors/errors.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { variants } from '../../variant/builtins/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import type { Conversion } from './definition.js';

const chess = variants.chess;
const KNIGHT = chess.pieces.findIndex((p) => p.id === 'knight');
const BISHOP = chess.pieces.findIndex((p) => p.id === 'bishop');
const step = { kind: 'leap', vectors: [[0, 1]], mode: 'capture' } as const;
/** Where a refusal of the knight's conversion option points (`pieces.<knight>.rules.conversion`). */
const KNIGHT_CONVERSION = ['pieces', KNIGHT, 'rules', 'conversion'];

/** Chess whose pieces at the indices of `conversions` convert so, with `extra` fields. */
function converting(
  conversions: Readonly<Record<number, Conversion>>,
  extra: Partial<VariantDefinition> = {},
): VariantDefinition {
  const pieces = chess.pieces.map(
    (p, i): PieceType => (conversions[i] ? { ...p, rules: { conversion: conversions[i] } } : p),
  );
  return { ...chess, id: 'conversion-test', pieces, ...extra };
}

/** The `VariantError` `f` throws (fails when it throws none or another). */
function refusal(f: () => unknown): VariantError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(VariantError);
    return e as VariantError;
  }
  throw new Error('no VariantError');
}

describe('the conversion option (rules.conversion)', () => {
  it('reads both kinds through the schema, each with its own fields', () => {
    const attack = converting({ [KNIGHT]: { kind: 'attack', atoms: [step] } });
    const moves = converting({ [KNIGHT]: { kind: 'move', atoms: [step], guard: [[0, 1]] } });
    for (const def of [attack, moves])
      expect(parseVariantDefinition(JSON.parse(JSON.stringify(def))).pieces[KNIGHT]!.rules).toEqual(
        def.pieces[KNIGHT]!.rules,
      );
  });

  it('a guard belongs to conversion moves: the schema refuses it on a conversion by attack, at the option', () => {
    const json = JSON.parse(JSON.stringify(converting({ [KNIGHT]: { kind: 'attack', atoms: [step] } })));
    json.pieces[KNIGHT].rules.conversion.guard = [[0, 1]];
    expect(refusal(() => parseVariantDefinition(json)).path).toEqual(KNIGHT_CONVERSION);
  });

  it('the flat fields of before are no piece fields any more', () => {
    for (const field of ['converts', 'convertMoves', 'convertGuard', 'freeze', 'burn', 'royalUpTo']) {
      const json = JSON.parse(JSON.stringify(chess));
      json.pieces[KNIGHT][field] = field === 'royalUpTo' ? 1 : [step];
      expect(refusal(() => parseVariantDefinition(json)).path).toEqual(['pieces', KNIGHT]);
    }
  });

  it('both kinds in one variant: refused at the second piece’s kind', () => {
    const both = converting({
      [KNIGHT]: { kind: 'attack', atoms: [step] },
      [BISHOP]: { kind: 'move', atoms: [step] },
    });
    const e = refusal(() => compileVariant(both));
    expect(e.path).toEqual(['pieces', Math.max(KNIGHT, BISHOP), 'rules', 'conversion', 'kind']);
  });

  it('beside explosions (or andernach, petrify, flip, alice): refused at the first converting piece', () => {
    const atomic = converting({ [BISHOP]: { kind: 'move', atoms: [step] } }, { atomic: { immune: [] } });
    expect(refusal(() => compileVariant(atomic)).path).toEqual(['pieces', BISHOP, 'rules', 'conversion']);
  });

  it('atoms the engine does not walk: refused at the atom', () => {
    const hop = converting({ [KNIGHT]: { kind: 'move', atoms: [step, { kind: 'hop', vectors: [[0, 1]] }] } });
    expect(refusal(() => compileVariant(hop)).path).toEqual([...KNIGHT_CONVERSION, 'atoms', 1]);
    // `notInCheck` says when a conversion move may be made; a conversion by attack is no move of its own
    const calm = converting({ [KNIGHT]: { kind: 'attack', atoms: [{ ...step, notInCheck: true }] } });
    expect(refusal(() => compileVariant(calm)).path).toEqual([...KNIGHT_CONVERSION, 'atoms', 0]);
    const calmMoves = converting({ [KNIGHT]: { kind: 'move', atoms: [{ ...step, notInCheck: true }] } });
    expect(compileVariant(calmMoves).rules.conversion?.moves).toBeDefined();
  });

  it('a range over the cap: refused at the atom’s range, as in moves', () => {
    const far = converting({ [KNIGHT]: { kind: 'attack', atoms: [{ ...step, kind: 'ride', range: 636 }] } });
    expect(refusal(() => compileVariant(far)).path).toEqual([...KNIGHT_CONVERSION, 'atoms', 0, 'range']);
  });
});

describe('a pseudo-royal piece (royal: { upTo })', () => {
  it('the schema reads a count of 1 or more, and nothing else in the object', () => {
    const json = JSON.parse(JSON.stringify(chess));
    json.pieces[KNIGHT].royal = { upTo: 2 };
    expect(parseVariantDefinition(json).pieces[KNIGHT]!.royal).toEqual({ upTo: 2 });
    for (const royal of [{ upTo: 0 }, { upTo: 2, also: true }, {}]) {
      json.pieces[KNIGHT].royal = royal;
      expect(refusal(() => parseVariantDefinition(json)).path.slice(0, 3)).toEqual([
        'pieces',
        KNIGHT,
        'royal',
      ]);
    }
  });
});
