/**
 * Every `@x/core` entry that takes a variant definition, called on the definitions of issue #90 (those its bridges
 * made, and those written by hand that the schema refuses): each returns, or throws a `NotationError` — a
 * `VariantError` where the definition itself is refused — never a plain `RangeError`, `TypeError` or `Error`.
 */
import {
  compileVariant,
  NotationError,
  parseFen,
  Position,
  safeParseFen,
  VariantError,
  type VariantDefinition,
} from '@x/core';
import { createMoveBuffer, generateLegalMoves } from '@x/core/engine';
import { parseVariantDefinition, parseVariantDefinitionJson } from '@x/core/schema';
import { variants } from '@x/core/variant';
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';

/** Chess with `change` applied to a JSON copy of its definition. */
function chessWith(change: (def: Record<string, unknown> & { pieces: Record<string, unknown>[] }) => void) {
  const def = JSON.parse(JSON.stringify(variants.chess));
  change(def);
  return def as VariantDefinition;
}

/** The definitions, each as a bridge converted it or as written by hand. */
const INPUTS: Record<string, VariantDefinition> = {
  'fbr swapping': fbr.toVariant(fbr.parse('royal swapping spacious K Q=QN R B N P +P')).variant,
  'fbr pinchers on a cylinder': fbr.toVariant(
    fbr.parse('royal cylindric pincher*={^A} C<1>|Crab|=<2>mO *C<1>=K'),
  ).variant,
  'fbr burner with andernach': fbr.toVariant(
    fbr.parse('royal andernach burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K'),
  ).variant,
  'fbr turn<2>=balance': fbr.toVariant(fbr.parse('royal turn<2>=balance K Q R B N P +P')).variant,
  'fbr Q=R636': fbr.toVariant(fbr.parse('Q=R636')).variant,
  'variants.ini walls with drops': fairy.toVariant(
    '[p:crazyhouse]\nstartFen = 8/8/8/8/8/8/8/8[KQRBNPkqrbnp] w - - 0 1\nwallingRule = duck\n',
    'p',
  ).variant!,
  'variants.ini past walls': fairy.toVariant('[q:chess]\nwallingRule = past\n', 'q').variant!,
  'variants.txt piece without a symbol': sjaak.toVariant(
    sjaak.parse(
      'Variant: Q\nBoard: 4x4\nFEN: "k3/4/4/3K w - - 0 1"\nPiece: Wazir\nMove: leap (1,0)\n' +
        'Piece: King\nMove: leap (1,0)|(1,1)\nSymbol: "K", "K,k"\nFlags: royal\n',
    ).variants[0]!,
  ).variant,
  'burners with andernach': chessWith((d) => {
    d.pieces[1]!.rules = { burn: { squares: [[1, 0]] } };
    d.andernach = { except: ['king'] };
  }),
  '32 piece types': chessWith((d) => {
    for (let i = 0; i < 26; i++) d.pieces.push({ id: `x${i}`, symbol: `X${i}`, moves: [] });
  }),
  'a duplicate FEN symbol': chessWith((d) => void d.pieces.push({ id: 'other', symbol: 'Q', moves: [] })),
  'a range of 636': chessWith((d) => {
    d.pieces[1]!.moves = [{ kind: 'ride', vectors: [[1, 0]], range: 636 }];
  }),
  'a balanced turn only': chessWith((d) => {
    d.turns = { parts: [{ balance: true }] };
  }),
};

/** What `call` does: `ok`, or the class of the `NotationError` it throws (anything else fails the test). */
function outcome(call: () => unknown): string {
  try {
    call();
    return 'ok';
  } catch (e) {
    expect(e, `a ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}`).toBeInstanceOf(NotationError);
    return (e as Error).name;
  }
}

/** The entries that take a definition, each called on `def` (and on its start position where one loads). */
function callEveryEntry(def: VariantDefinition): Record<string, string> {
  const json = JSON.stringify(def);
  const results: Record<string, string> = {
    compileVariant: outcome(() => compileVariant(def)),
    parseVariantDefinition: outcome(() => parseVariantDefinition(JSON.parse(json))),
    parseVariantDefinitionJson: outcome(() => parseVariantDefinitionJson(json)),
    parseFen: outcome(() => parseFen(def.startFen, def)),
    safeParseFen: outcome(() => safeParseFen(def.startFen, def)),
    'Position.fromSetup': outcome(() => Position.fromSetup(parseFen(def.startFen, def), def)),
    'Position.fromFen': outcome(() => Position.fromFen(def.startFen, def)),
  };
  let pos: Position | undefined;
  try {
    pos = Position.fromFen(def.startFen, def);
  } catch {
    return results;
  }
  const p = pos;
  results.toFen = outcome(() => p.toFen());
  results.legalMoves = outcome(() => p.legalMoves());
  results.outcome = outcome(() => p.outcome());
  results.generateLegalMoves = outcome(() => generateLegalMoves(p, createMoveBuffer()));
  return results;
}

describe('#90: the entries that take a definition throw NotationErrors only', () => {
  for (const [what, def] of Object.entries(INPUTS)) {
    it(what, () => {
      const results = callEveryEntry(def);
      // A definition compileVariant refuses is refused alike by every entry that compiles it.
      if (results.compileVariant !== 'ok') {
        expect(results.compileVariant).toBe(VariantError.name);
        expect(results['Position.fromFen']).toBe(VariantError.name);
        expect(results.parseVariantDefinition).toBe(VariantError.name);
      }
      expect(results.safeParseFen).toBe('ok');
    });
  }
});
