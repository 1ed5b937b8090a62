import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { builtinVariant } from './builtin-lookup.js';
import { toVariant } from './to-variant.js';

describe('builtinVariant', () => {
  it('names built-ins as Fairy-Stockfish, pychess-variants and lichess write them', () => {
    const names = ['Seirawan', 'S-chess', 'Three-check', 'Shako', 'ai_wok'];
    expect(names.map((name) => builtinVariant(name)?.id)).toEqual([
      'seirawan',
      'seirawan',
      '3check',
      'shako',
      'ai-wok',
    ]);
    expect(builtinVariant('Shako')).toBe(builtinVariant('shako'));
  });

  it('gives nothing for unknown names and incompletely converted built-ins', () => {
    expect(builtinVariant('nosuchvariant')).toBeUndefined();
    const incomplete = [...FAIRY_BUILTIN_NAMES].filter((n) => !toVariant(`[mine:${n}]\n`, 'mine').complete);
    for (const name of incomplete) expect(builtinVariant(name), name).toBeUndefined();
    expect(builtinVariant('shouse')?.drops?.gating).toBe(true);
  });

  it("reads Fairy-Stockfish's FEN dialect: Shako's K is the rook on i, not the one beyond on j", () => {
    const shako = builtinVariant('shako')!;
    const pos = Position.fromFen('10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1', shako);
    expect(perft(pos, 1)).toBe(20);
    expect(pos.toFen()).toBe('10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1');
    // A partner beyond the start file has no K: only its file letter names it.
    const far = Position.fromFen('10/5k4/10/10/10/10/10/10/5K3R/10 w K - 0 1', shako);
    expect(far.toFen()).toBe('10/5k4/10/10/10/10/10/10/5K3R/10 w - - 0 1');
    expect(Position.fromFen('10/5k4/10/10/10/10/10/10/5K3R/10 w J - 0 1', shako).toFen()).toContain(' w J ');
  });

  it("reads caparandom's castling with inner rooks as Fairy-Stockfish: K and Q the outermost, a file letter the others", () => {
    // Fairy-Stockfish 11.1 (UCI_Variant caparandom, UCI_Chess960 true): `go perft 2` of each FEN
    const caparandom = builtinVariant('caparandom')!;
    const cases: [fen: string, written: string, nodes: number][] = [
      ['r4k2rr/10/10/10/10/10/10/R4K2RR w KQkq - 0 1', 'KQkq', 937],
      ['r4k2rr/10/10/10/10/10/10/R4K2RR w IAia - 0 1', 'IQiq', 937],
      ['r4k3r/10/10/10/10/10/10/R4K2R1 w IAkq - 0 1', 'KQkq', 675],
      ['rr2k4r/10/10/10/10/10/10/RR2K4R w JBjb - 0 1', 'KBkb', 995],
    ];
    for (const [fen, written, nodes] of cases) {
      const pos = Position.fromFen(fen, caparandom, {
        onWarning: (w) => expect.fail(`${fen}: ${w.message}`),
      });
      expect(pos.toFen().split(' ')[2], fen).toBe(written);
      expect(perft(pos, 2), fen).toBe(nodes);
    }
  });

  it('reads an e.p. list (Berolina) and a FEN without castling and e.p. fields (ataxx)', () => {
    const berolina = builtinVariant('berolina')!;
    const fen = 'rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1';
    expect(perft(Position.fromFen(fen, berolina), 2)).toBe(1047);
    const ataxx = builtinVariant('ataxx')!;
    expect(Position.fromFen('7/7/7/7/ppppppp/ppppppp/PPPPPPP w 0 1', ataxx).toFen()).toMatch(/ w - - 0 1$/);
  });

  it("counts Spartan's pinned hoplite promoting to a second king (Fairy-Stockfish: 3,456)", () => {
    const spartan = builtinVariant('spartan')!;
    expect(perft(Position.fromFen('8/8/8/8/6Q1/8/2h3h1/4K1k1 b - - 0 1', spartan), 3)).toBe(3456);
  });
});
