/**
 * Fairy-Stockfish's SAN letters (`sanAliases` of the definitions), read (and a pawn's printed back as read) but
 * never written from a position: shogi's and xiangqi's pawns with their letter, xiangqi's `H` horse, a promoted
 * shogi piece by the type it plays as (`G`, `=G`), and Janggi's pass as the king's move to its own square.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { sanOptionsOf } from '../shared/variant.js';
import { readPgn } from '../pgn/reader.js';
import { formatSan } from './format.js';
import { parse } from './parse.js';
import { resolve, safeResolve } from './resolve.js';
import { stringify } from './stringify.js';

const at = (fen: string, variant = variants.shogi) => Position.fromFen(fen, variant);

describe('shogi', () => {
  const pawn = at('k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1');

  it('reads the pawn written P, with or without the promotion written =G', () => {
    expect(resolve('Pe7', pawn)).toEqual({ from: 'e6', to: 'e7', piece: 'pawn' });
    expect(resolve('Pe7=G', pawn)).toMatchObject({ from: 'e6', to: 'e7', promotion: 'tokin' });
    expect(stringify(resolve('Pe7=G', pawn), pawn)).toBe('e7=+P');
  });

  it('reads a tokin written G, as one letter with the golds (a hint tells them apart)', () => {
    const pos = at('k8/9/9/9/9/9/9/2G1+P4/4K4[] w - - 0 1');
    expect(safeResolve('Gd3', pos)).toMatchObject({ success: false, error: { code: 'ambiguous-move' } });
    expect(resolve('Ged3', pos)).toMatchObject({ from: 'e2', piece: 'tokin' });
    expect(resolve('Gc3', pos)).toMatchObject({ from: 'c2', piece: 'gold' });
    expect(stringify(resolve('Ged3', pos), pos)).toBe('+Pd3');
  });

  it('is not canonical SAN: strict mode refuses it', () => {
    expect(safeResolve('Pe7', pawn, { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'noncanonical' },
    });
  });
});

describe('xiangqi', () => {
  it('reads the horse written H and a soldier written P leaving its file', () => {
    const start = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    expect(resolve('Hc3', start)).toMatchObject({ from: 'b1', piece: 'horse' });
    const pos = at('4k4/9/9/9/5Pp2/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    expect(resolve('Pxg6', pos)).toMatchObject({ from: 'f6', to: 'g6' });
    expect(resolve('Pf7', pos)).toMatchObject({ from: 'f6', to: 'f7' });
  });

  it('prints a pawn read with its letter with it, so that it reads back leaving its file', () => {
    const options = sanOptionsOf(variants.xiangqi);
    for (const text of ['Pxg6', 'Pg6', 'Pfg6', 'Pfxg6', 'g6', 'fxg6'])
      expect(formatSan(parse(text, options), options)).toBe(text);
    const pos = at('4k4/9/9/9/5Pp2/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    const printed = formatSan(parse('Pxg6', options), options);
    expect(resolve(printed, pos)).toMatchObject({ from: 'f6', to: 'g6' });
  });

  it("reads a soldier's sideways step as written (`fg6`, its canonical SAN) without a warning", async () => {
    const pos = at('4k4/9/9/9/5P3/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    const sideways = pos.legalMoves().find((m) => m.to === 'g6')!;
    expect(stringify(sideways, pos)).toBe('fg6');
    const warned: string[] = [];
    expect(resolve('fg6', pos, { onWarning: (w) => warned.push(w.message) })).toMatchObject({ to: 'g6' });
    expect(warned).toEqual([]);
    const pgn = `[Variant "xiangqi"]\n[FEN "4k4/9/9/9/5P3/9/9/9/9/3K5 w - - 0 1"]\n\n1. fg6 *\n`;
    for await (const record of readPgn(pgn)) expect([record.success, record.diagnostics]).toEqual([true, []]);
    // a capture written without its x is still told, once the position says it is one
    const capture = at('4k4/9/9/9/5Pp2/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    resolve('fg6', capture, { onWarning: (w) => warned.push(w.message) });
    expect(warned).toEqual(['canonical SAN: fxg6']);
    // strict mode reads the canonical SAN it writes
    expect(resolve('fg6', pos, { mode: 'strict' })).toMatchObject({ to: 'g6' });
  });

  it('leaves chess alone: a pawn written with its letter is an error there', () => {
    const chess = Position.fromFen(variants.chess.startFen);
    expect(safeResolve('Pe4', chess)).toMatchObject({ success: false, error: { code: 'syntax' } });
  });
});

describe('janggi', () => {
  it("reads the pass as stringify writes it, the king's move to its own square", () => {
    const pos = Position.fromFen(variants.janggi.startFen, variants.janggi);
    const pass = pos.legalMoves().find((m) => m.from === m.to)!;
    expect(stringify(pass, pos)).toBe('Ke2');
    expect(resolve('Ke2', pos)).toEqual(pass);
  });
});
