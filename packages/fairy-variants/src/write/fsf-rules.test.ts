/**
 * `fromVariant` writes the rules `toVariant` reads from Fairy-Stockfish's own keys (connect and collinear
 * pieces, any-side drops, the pass on stalemate, material counting, the opponent count of extinction,
 * safe and blocked flags), and reading the section back gives the same rules.
 */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { toVariant } from '../bridge/to-variant.js';
import { fromVariant } from './from-variant.js';

const stones: VariantDefinition = {
  id: 'stones',
  name: 'Stones',
  board: { files: 5, ranks: 5 },
  pieces: [{ id: 'stone', symbol: 'P', moves: [] }],
  startFen: '5/5/5/5/5[PPPPPppppp] w - - 0 1',
  holdingsInFen: true,
  royalsOptional: true,
  drops: { capturesToHand: false, anySide: true },
  passOnStalemate: true,
  end: {
    connect: { n: 64, lines: ['rank', 'file'], result: 'loss', collinear: 3 },
    materialCounting: 'blackDrawOdds',
    stalemate: 'draw',
  },
};

describe('fromVariant: the rules of Fairy-Stockfish’s own keys', () => {
  it('writes collinear pieces, any-side drops, the pass on stalemate and material counting', () => {
    const written = fromVariant(stones);
    expect(written.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(Object.fromEntries(written.entries)).toMatchObject({
      connectN: '0',
      collinearN: '3',
      connectDiagonal: 'false',
      connectValue: 'loss',
      enclosingDrop: 'anyside',
      passOnStalemate: 'true',
      materialCounting: 'blackdrawodds',
    });
    const back = toVariant(written.text, written.name).variant!;
    expect(back.end?.connect).toMatchObject({ lines: ['rank', 'file'], result: 'loss', collinear: 3 });
    expect(back.end?.materialCounting).toBe('blackDrawOdds');
    expect(back.drops?.anySide).toBe(true);
    expect(back.passOnStalemate).toBe(true);
  });

  it('writes safe and blocked flags (square by square) and the opponent count of extinction', () => {
    const chess = variants.chess;
    const def: VariantDefinition = {
      ...chess,
      id: 'flagged',
      zones: { ...chess.zones, goal: { white: ['a8', 'b8'], black: ['a1', 'b1'] } },
      end: {
        flags: { zone: 'goal', capture: 'any', count: 2, safe: true, blockedWin: true },
        extinction: ['queen'],
        extinctionOpponentCount: 1,
      },
    };
    const values = Object.fromEntries(fromVariant(def).entries);
    expect(values).toMatchObject({
      flagPieceCount: '2',
      flagPieceSafe: 'true',
      flagPieceBlockedWin: 'true',
      flagRegionWhite: 'a8 b8',
      extinctionOpponentPieceCount: '1',
    });
    const written = fromVariant(def);
    const back = toVariant(written.text, written.name).variant!;
    expect(back.end?.flags).toMatchObject({ count: 2, safe: true, blockedWin: true });
    expect(back.end?.extinctionOpponentCount).toBe(1);
  });

  it('reports pieces royal only up to a count: ini has no key for them', () => {
    const def: VariantDefinition = {
      ...stones,
      pieces: [{ ...stones.pieces[0]!, royal: { upTo: 2 } }],
    };
    expect(fromVariant(def).diagnostics).toContainEqual(
      expect.objectContaining({ code: 'unexpressible-royal-pieces', path: 'pieces[0].royal.upTo' }),
    );
  });

  it("writes the AXF chase rule as chasingRule = axf where its pieces are ini's types, else says why not", () => {
    // Fairy-Stockfish's xiangqi without its soldiers (the writer has no key for the soldier's sideways steps)
    const full = toVariant('[mine:xiangqi]\n', 'mine').variant!;
    const { soldier: _s, crossed: _c, ...roles } = full.end!.axfChase!;
    const xiangqi: VariantDefinition = {
      ...full,
      pieces: full.pieces.filter((p) => p.id !== 'soldier'),
      startFen: 'rnbakabnr/9/1c5c1/9/9/9/9/1C5C1/9/RNBAKABNR w - - 0 1',
      end: { ...full.end, axfChase: roles },
    };
    const written = fromVariant(xiangqi);
    expect(written.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(Object.fromEntries(written.entries)).toMatchObject({
      chasingRule: 'axf',
      perpetualCheckIllegal: 'true',
    });
    const back = toVariant(written.text, written.name).variant!;
    expect(back.end).toMatchObject({ axfChase: xiangqi.end?.axfChase, perpetual: 'loss', repetition: 3 });
    // core's own xiangqi writes its soldier as a custom piece: the engine's rule would not know it
    const core = fromVariant(variants.xiangqi);
    expect(core.entries.some(([k]) => k === 'chasingRule')).toBe(false);
    expect(core.diagnostics.map((d) => `${d.path}: ${d.message}`)).toContain(
      'end.axfChase: the AXF chase rule with pieces ini does not write as its types (soldier (soldier) is written as customPiece1)',
    );
  });

  it("refuses cambodian's unmoved pieces, petrification and a definition field it does not know, by name", () => {
    const cambodian = toVariant('[mine:cambodian]\n', 'mine').variant!;
    const paths = fromVariant(cambodian).diagnostics.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['unmovedInFen', 'royalInitialLostTo']));
    const petrified = toVariant('[mine:petrified]\n', 'mine').variant!;
    expect(fromVariant(petrified).diagnostics.map((d) => d.path)).toContain('petrify');
    const future = { ...variants.chess, gravityWells: ['e4'] } as VariantDefinition;
    const written = fromVariant(future);
    expect(written.complete).toBe(false);
    expect(written.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'gravityWells: gravityWells (not written for Fairy-Stockfish)',
    ]);
  });
});
