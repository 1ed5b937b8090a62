/**
 * Cross-package bridges and text round trips (issue #15), bounded runs: FEN → ICN → FEN on random legal
 * chess positions (the playground's chess embedding, read back through `@x/icn`), and SjaakII / FBR text
 * parse → stringify → parse, equal or a located documented error (`NotationError`), never a foreign one.
 */
import { parseFen, type Setup } from '@x/core';
import * as fbr from '@x/fbr';
import * as icn from '@x/icn';
import * as sjaak from '@x/sjaak-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';
import { chessSquareOf, embedChessSetup } from '../../apps/playground/src/lib/position/fenToIcn.js';
import { stripSpans } from '../../packages/sjaak-variants/test/helpers.js';
import { documentedOrValue, mutations, positions } from './helpers.js';

const RUNS = 40;

/** The chess board (square name → piece `color type`) of an ICN game inside a1–h8. */
function icnBoard(game: icn.IcnGame): Map<string, string> {
  const board = new Map<string, string>();
  for (const p of game.position ?? []) {
    const name = chessSquareOf(p.square[0], p.square[1]);
    expect(name, `piece outside the chess board at ${p.square}`).toBeDefined();
    board.set(name!, `${p.player} ${p.type}`);
  }
  return board;
}

function setupBoard(setup: Setup): Map<string, string> {
  const board = new Map<string, string>();
  setup.board.forEach((p, i) => {
    if (p) board.set(`${'abcdefgh'[i % 8]}${Math.floor(i / 8) + 1}`, `${p.color} ${p.type}`);
  });
  return board;
}

describe('cross: FEN → ICN → FEN', () => {
  it('a chess position embedded in ICN text reads back to the same board, turn, e.p. square and clocks', () => {
    fc.assert(
      fc.property(positions, fc.boolean(), (pos, border) => {
        const setup = parseFen(pos.toFen());
        const text = icn.stringify(embedChessSetup(setup, border));
        const game = icn.parse(text);
        expect(icn.stringify(game)).toBe(text);
        expect(icnBoard(game)).toEqual(setupBoard(setup));
        expect(game.turnOrder[0]).toBe(setup.turn);
        expect(game.fullMove).toBe(setup.fullmoves);
        expect(game.moveRule?.state).toBe(setup.halfmoves);
        const ep = game.enPassant ? chessSquareOf(game.enPassant[0], game.enPassant[1]) : undefined;
        expect(ep).toBe(setup.epSquare);
        // Every king and castling partner with rights is marked: FEN castling rights survive as `+`.
        const marked = new Set(
          (game.position ?? [])
            .filter((p) => p.specialRight && p.type === 'rook')
            .map((p) => chessSquareOf(p.square[0], p.square[1])),
        );
        for (const c of setup.castling) expect(marked.has(c)).toBe(true);
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('mutated embedded ICN text gives a located IcnError or a game that round-trips', () => {
    const mutated = mutations(
      positions.map((pos) => icn.stringify(embedChessSetup(parseFen(pos.toFen()), false))),
    );
    fc.assert(
      fc.property(mutated, (text) => {
        const game = documentedOrValue(() => icn.parse(text));
        if (!game) return;
        const again = documentedOrValue(() => icn.stringify(game));
        if (again !== undefined) expect(icn.stringify(icn.parse(again))).toBe(again);
      }),
      { numRuns: runs(RUNS) * 3 },
    );
  });
});

describe('cross: SjaakII text round trips', () => {
  const catalogue = sjaak.catalogue();
  const subsets = fc.uniqueArray(fc.nat({ max: catalogue.length - 1 }), { minLength: 1, maxLength: 4 });

  it('parse → stringify → parse gives the same variants (spans aside) and no new diagnostics', () => {
    fc.assert(
      fc.property(subsets, (picks) => {
        const chosen = picks.map((i) => catalogue[i]!);
        const text = sjaak.stringify(chosen);
        const first = sjaak.parse(text);
        expect(first.variants.map(stripSpans)).toEqual(chosen.map(stripSpans));
        const again = sjaak.parse(sjaak.stringify(first.variants));
        expect(again.variants.map(stripSpans)).toEqual(first.variants.map(stripSpans));
        expect(again.diagnostics.map((d) => d.code)).toEqual(first.diagnostics.map((d) => d.code));
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('mutated SjaakII text gives variants that round-trip or a located SjaakError', () => {
    const mutated = mutations(
      subsets.map((picks) => sjaak.stringify(picks.map((i) => catalogue[i]!))),
      8,
    );
    fc.assert(
      fc.property(mutated, (text) => {
        const r = documentedOrValue(() => sjaak.parse(text));
        if (!r || r.variants.length === 0) return;
        const back = documentedOrValue(() => sjaak.parse(sjaak.stringify(r.variants)));
        if (back) expect(back.variants.map(stripSpans)).toEqual(r.variants.map(stripSpans));
      }),
      { numRuns: runs(RUNS) * 2 },
    );
  });
});

describe('cross: FBR text round trips', () => {
  const letters = fc.constantFrom('Q', 'R', 'B', 'N', 'A', 'C', 'M', 'X', 'Y');
  const moves = fc.constantFrom('W', 'F', 'N', 'R', 'B', 'Q', 'K', 'fmWfcF', 'NN', 'WnD', 'mQcK', 'FN');
  const attributes = fc.constantFrom(
    '',
    ' promotion={QRBN}',
    ' draw=(3)',
    ' board=[a-h1-8]',
    ' hill{K}[d-e4-5]',
  );
  const ruleSets = fc
    .tuple(
      fc.uniqueArray(letters, { minLength: 1, maxLength: 5 }),
      fc.array(moves, { minLength: 5, maxLength: 5 }),
      attributes,
    )
    .map(([ls, ms, extra]) => `royal K=K ${ls.map((l, i) => `${l}=${ms[i]}`).join(' ')}${extra}`);

  it('parse → stringify is byte-exact; canonical text parses to the same canonical text', () => {
    fc.assert(
      fc.property(ruleSets, (text) => {
        const tree = fbr.parse(text);
        expect(fbr.stringify(tree)).toBe(text);
        const canonical = fbr.stringify(tree, { canonical: true });
        expect(fbr.stringify(fbr.parse(canonical), { canonical: true })).toBe(canonical);
        expect(fbr.validate(fbr.parse(canonical)).map((d) => d.code)).toEqual(
          fbr.validate(tree).map((d) => d.code),
        );
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('mutated FBR text parses, prints back byte for byte, and compiles or reports, never throws a foreign error', () => {
    const mutated = mutations(ruleSets);
    fc.assert(
      fc.property(mutated, (text) => {
        const tree = documentedOrValue(() => fbr.parse(text));
        if (!tree) return;
        expect(fbr.stringify(tree)).toBe(text);
        documentedOrValue(() => fbr.toVariant(tree));
      }),
      { numRuns: runs(RUNS) * 3 },
    );
  });
});
