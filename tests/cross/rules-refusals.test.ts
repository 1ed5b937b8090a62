/**
 * Issue #90, rules 1, 2, 3 and 5 through the three variant languages: `complete: true` means `@x/core` plays the
 * variant (a definition it refuses is an error diagnostic of the bridge, located in the source), the inputs that
 * threw plain `RangeError`s from move generation play or give a located `PositionError`, and a SjaakII piece
 * without a `Symbol:` line gets a letter SAN writes and reads back.
 */
import { NotationError, Position, PositionError, perft, type Diagnostic } from '@x/core';
import { parseVariantDefinition } from '@x/core/schema';
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import { resolve, stringify as stringifySan } from '@x/san';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { deep } from '../depth.js';
import { thrown } from '../errors.js';

/** The FBR rule set `text` converted, with its error diagnostics. */
function fromFbr(text: string) {
  const conversion = fbr.toVariant(fbr.parse(text));
  return { ...conversion, errors: conversion.diagnostics.filter((d) => d.severity === 'error') };
}

/** A diagnostic's line and column agree with its offset in `text`. */
function expectLocated(d: Diagnostic, text: string): void {
  const before = text.slice(0, d.offset).split('\n');
  expect([d.line, d.column]).toEqual([before.length, before.at(-1)!.length + 1]);
  expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
}

describe('#90.2: FBR rule sets @x/core refuses are not complete', () => {
  const refused = {
    'pinchers on a cylinder with board numbers': 'royal cylindric pincher*={^A} C<1>|Crab|=<2>mO *C<1>=K',
    'a burner with andernach':
      'royal andernach burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K',
  };
  for (const [what, text] of Object.entries(refused)) {
    it(`${what}: complete false, a located not-playable error, and core refuses it with a VariantError`, () => {
      const { variant, complete, errors } = fromFbr(text);
      expect(complete).toBe(false);
      expect(errors.map((d) => d.code)).toEqual(['not-playable']);
      expectLocated(errors[0]!, text);
      expect(thrown(NotationError, () => Position.fromFen(variant.startFen, variant)).code).toBe('variant');
    });
  }
});

describe('#90.3: the bridge, core and the schema agree', () => {
  it("turn<2>=balance: White's first turn would have no move — a conflict at the turn token", () => {
    const text = 'royal turn<2>=balance K Q R B N P +P';
    const { complete, errors } = fromFbr(text);
    expect(complete).toBe(false);
    expect(errors.map((d) => [d.code, text.slice(d.offset, d.offset + d.length)])).toEqual([
      ['conflict', 'turn<2>=balance'],
    ]);
  });

  it('Q=R636: a range past the longest line rides as far as 128, which core and the schema take', () => {
    const { variant, complete } = fromFbr('Q=R636');
    expect(complete).toBe(true);
    expect(variant.pieces.find((p) => p.id === 'Q')!.moves.map((a) => a.range)).toEqual([128]);
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(variant))).id).toBe(variant.id);
    expect(perft(Position.fromFen(variant.startFen, variant), 2)).toBe(400);
  });
});

describe('#90.1: the move generation inputs through the bridges', () => {
  it('walls with drops (variants.ini): the section is complete and its start position plays 23,184 moves', () => {
    const ini = '[p:crazyhouse]\nstartFen = 8/8/8/8/8/8/8/8[KQRBNPkqrbnp] w - - 0 1\nwallingRule = duck\n';
    const { variant, complete } = fairy.toVariant(ini, 'p');
    expect(complete).toBe(true);
    expect(perft(Position.fromFen(variant!.startFen, variant!), 1)).toBe(368 * 63);
  });

  const swapping = () => fromFbr('royal swapping spacious K Q=QN R B N P +P');
  const fen = 'rnbqkbnr/1p2p1p1/p2p1p2/2p4p/4P3/3P2P1/PPP1QP1P/RNB1KBNR w KQkq - 0 6';

  it('swap chains: the rule set is complete, and the position with 2.1 M chains from e2 loads and writes its FEN', () => {
    const { variant, complete } = swapping();
    expect(complete).toBe(true);
    expect(Position.fromFen(fen, variant).toFen()).toBe(fen);
  });

  // Walking the 114,688 chains a move encodes before refusing costs seconds: under `pnpm test:deep`.
  it.runIf(deep)(
    'swap chains past what a move encodes: a located PositionError, and the FEN still writes',
    () => {
      const pos = Position.fromFen(fen, swapping().variant);
      const e = thrown(PositionError, () => pos.legalMoves());
      expect(e.code).toBe('too-many-moves');
      expect(e.message).toContain('from e2');
      expect(pos.toFen()).toBe(fen);
    },
  );
});

describe('#90.5: a SjaakII piece without a Symbol: line', () => {
  const text =
    'Variant: Q\nBoard: 4x4\nFEN: "k3/4/4/3K w - - 0 1"\n' +
    'Piece: Wazir\nMove: leap (1,0)\n' +
    'Piece: King\nMove: leap (1,0)|(1,1)\nSymbol: "K", "K,k"\nFlags: royal\n';

  it('gets a free letter, with a located missing-symbol diagnostic naming it', () => {
    const { variant, diagnostics } = sjaak.toVariant(sjaak.parse(text).variants[0]!);
    expect(diagnostics.map((d) => d.code)).toEqual(['missing-symbol']);
    expectLocated(diagnostics[0]!, text);
    expect(text.slice(diagnostics[0]!.offset).startsWith('Piece: Wazir')).toBe(true);
    const wazir = variant.pieces.find((p) => p.name === 'Wazir')!;
    expect([wazir.symbol, wazir.blackSymbol]).toEqual(['A', 'a']);
    expect(diagnostics[0]!.message).toContain('FEN letter A');
  });

  it('its moves write as SAN and read back as the same moves', () => {
    const { variant } = sjaak.toVariant(sjaak.parse(text).variants[0]!);
    const pos = Position.fromFen('k3/4/4/A2K w - - 0 1', variant);
    const moves = pos.legalMoves();
    expect(moves.filter((m) => m.piece === pos.pieceAt('a1')?.type).length).toBe(2);
    for (const m of moves) expect(resolve(stringifySan(m, pos), pos)).toEqual(m);
  });
});
