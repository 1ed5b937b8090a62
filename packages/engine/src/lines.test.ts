/**
 * The line readers: the splitter under any chunking, `info`, `option` and XBoard `feature` lines, and the engines'
 * move notations (a UCI move looked up onto its square is the move `findMove` finds).
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { builtinVariant, toVariant as toFairyVariant } from '@x/fairy-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { coordinateMove } from './coordinate-move.js';
import { moveNotation, positionText } from './notation.js';
import { LineSplitter, MAX_LINE_LENGTH } from './transport.js';
import { firstWord, parseInfo, pvWords, words } from './uci/info.js';
import { optionText, parseOption } from './uci/options.js';
import { parseFeatures, parseXBoardOption } from './xboard/features.js';
import { parseClaim, parseThinking } from './xboard/client.js';

/** The lines of `text` split at every chunk boundary of `cuts`. */
function split(text: string, cuts: number[]): string[] {
  const lines: string[] = [];
  const splitter = new LineSplitter((l) => lines.push(l));
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    splitter.push(text.slice(at, cut));
    at = Math.max(at, cut);
  }
  splitter.push(text.slice(at));
  splitter.finish();
  return lines;
}

describe('LineSplitter', () => {
  it('gives the same lines for any chunking, with LF, CRLF or CR endings', () => {
    const line = fc.string({ unit: fc.constantFrom('a', ' ', 'é', '\t', 'x'), maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(120)),
        (lines, eol, cuts) => {
          const text = lines.map((l) => l + eol).join('');
          expect(split(text, cuts)).toEqual(lines);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('cuts a line longer than its cap and keeps the next one', () => {
    const lines = split(`${'x'.repeat(MAX_LINE_LENGTH + 10)}\nnext\n`, [1000, 70_000]);
    expect(lines.map((l) => l.length)).toEqual([MAX_LINE_LENGTH, 4]);
  });
});

describe('parseInfo', () => {
  it('reads every field, skips unknown words and keeps the PV with offsets', () => {
    const info = parseInfo(
      'info depth 12 seldepth 18 multipv 2 score cp -34 upperbound wdl 10 800 190 nodes 123 nps 4500 hashfull 7 tbhits 0 time 27 currmove e2e4 pv e2e4 e7e5',
    );
    expect(info).toMatchObject({
      depth: 12,
      seldepth: 18,
      multipv: 2,
      score: { cp: -34, bound: 'upper' },
      wdl: { win: 10, draw: 800, loss: 190 },
      nodes: 123,
      nps: 4500,
      hashfull: 7,
      tbhits: 0,
      timeMs: 27,
    });
    expect(info.pv && pvWords(info.pv)).toEqual([
      { text: 'e2e4', offset: 139 },
      { text: 'e7e5', offset: 144 },
    ]);
  });

  it('reads USI mate signs, UCCI bare scores and free text', () => {
    expect(parseInfo('info score mate + pv 7g7f').score).toEqual({ mate: 1 });
    expect(parseInfo('info score mate -3').score).toEqual({ mate: -3 });
    expect(parseInfo('info depth 6 score 23 pv h2e2').score).toEqual({ cp: 23 });
    expect(parseInfo('info string NNUE evaluation   enabled ').string).toBe('NNUE evaluation   enabled');
  });

  it('never throws, whatever the words, and places each PV move', () => {
    const word = fc.constantFrom(
      ...'info depth score cp mate pv wdl lowerbound 12 -5 x + string e2e4'.split(' '),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), (ws) => {
        const line = ws.join(' ');
        const info = parseInfo(line);
        for (const k of ['depth', 'nodes', 'multipv'] as const)
          if (info[k] !== undefined) expect(info[k]).toBeGreaterThanOrEqual(0);
        // each PV move where the line has it
        for (const w of info.pv === undefined ? [] : pvWords(info.pv))
          expect(line.slice(w.offset, w.offset + w.text.length)).toBe(w.text);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('options', () => {
  it('reads each type, names with spaces and UCCI lines without `name`', () => {
    expect(parseOption('option name Skill Level type spin default 20 min -20 max 20')).toEqual({
      name: 'Skill Level',
      type: 'spin',
      default: 20,
      min: -20,
      max: 20,
    });
    expect(
      parseOption('option name UCI_Variant type combo default chess var chess var 3check'),
    ).toMatchObject({
      values: ['chess', '3check'],
    });
    expect(parseOption('option name VariantPath type string default <empty>')).toMatchObject({ default: '' });
    expect(parseOption('option usemillisec type check default true')).toMatchObject({
      name: 'usemillisec',
      default: true,
    });
    expect(parseOption('option name Clear Hash type button')).toEqual({ name: 'Clear Hash', type: 'button' });
    expect(parseOption('option name Broken type spin default x')).toBeUndefined();
  });

  it('checks values before they are sent', () => {
    const spin = { name: 'Hash', type: 'spin', default: 16, min: 1, max: 64 } as const;
    expect(optionText(spin, 32)).toBe('32');
    expect(() => optionText(spin, 65)).toThrow(/from 1 to 64/);
    expect(() => optionText(spin, 1.5)).toThrow();
    const combo = { name: 'V', type: 'combo', default: 'a', values: ['Chess', 'Xiangqi'] } as const;
    expect(optionText(combo, 'xiangqi')).toBe('Xiangqi');
    expect(() => optionText({ name: 'S', type: 'string', default: '' }, 'a\nquit')).toThrow(/one line/);
  });
});

describe('XBoard lines', () => {
  it('reads features with quoted values and declared options', () => {
    expect(parseFeatures('feature ping=1 myname="Sjaak II 1.4.1" variants="normal,shatranj" done=0')).toEqual(
      [
        ['ping', '1'],
        ['myname', 'Sjaak II 1.4.1'],
        ['variants', 'normal,shatranj'],
        ['done', '0'],
      ],
    );
    expect(parseXBoardOption('MultiPV -spin 1 1 256')).toEqual({
      name: 'MultiPV',
      type: 'spin',
      default: 1,
      min: 1,
      max: 256,
    });
    expect(parseXBoardOption('Level -combo Clueless /// *Normal')).toMatchObject({
      default: 'Normal',
      values: ['Clueless', 'Normal'],
    });
  });

  it('reads thinking output and claims', () => {
    const t = parseThinking('  3    11      4       426  1. ... Nf6 2. Nf3');
    expect(t?.info).toMatchObject({ depth: 3, score: { cp: 11 }, timeMs: 40, nodes: 426 });
    expect(t?.pv.map((w) => w.text)).toEqual(['Nf6', 'Nf3']);
    expect(parseThinking('move e2e4')).toBeUndefined();
    expect(parseClaim('1-0 {White mates}')).toMatchObject({ kind: 'result', result: '1-0' });
    expect(parseClaim('resign')).toMatchObject({ kind: 'resign' });
  });
});

describe('firstWord', () => {
  it('is the first of words, whatever the spaces and tabs', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\t'), maxLength: 12 }), (line) => {
        expect(firstWord(line)).toBe(words(line)[0]?.text ?? '');
      }),
      { numRuns: runs(200) },
    );
  });
});

describe('engine move notations', () => {
  it("reads SjaakII's lettered pawn SAN (XBoard) and its `@` drops (USI)", () => {
    const chess = Position.fromFen('rnbqkbnr/pppp1ppp/8/4p3/5P2/8/PPPPP1PP/RNBQKBNR b KQkq - 0 2');
    const xboard = moveNotation('xboard');
    expect(xboard.read(chess, 'Pxf4')).toMatchObject({ from: 'e5', to: 'f4' });
    expect(xboard.read(chess, 'Pd5')).toMatchObject({ from: 'd7', to: 'd5' });
    expect(xboard.read(chess, 'Pxd4')).toBeUndefined();
    const shogi = Position.fromFen(
      'lnsgkgsnl/1r7/pppppp1pp/6p2/9/2P1P4/PP1P1PPPP/1S5R1/LN1GKGSNL[Bb] b - - 0 3',
      variants.shogi,
    );
    const usi = moveNotation('usi');
    expect(usi.read(shogi, 'B@5e')).toEqual(usi.read(shogi, 'B*5e'));
    expect(usi.read(shogi, 'B@5e')).toMatchObject({ to: 'e5' });
  });

  it("writes and reads Fairy-Stockfish's bare `+` of a shogi promotion (UCI)", () => {
    const shogi = Position.fromFen('k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1', variants.shogi);
    const uci = moveNotation('uci');
    const promotion = shogi.legalMoves().find((m) => m.promotion !== undefined)!;
    expect(uci.write(shogi, promotion)).toBe('e6e7+');
    expect(uci.read(shogi, 'e6e7+')).toEqual(promotion);
    expect(uci.read(shogi, shogi.uci(promotion))).toEqual(promotion);
  });

  it('numbers the ranks from 0 over XBoard on a board of more than 9 ranks (xiangqi), from 1 otherwise', () => {
    const xiangqi = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    const xboard = moveNotation('xboard');
    const knight = xboard.read(xiangqi, 'h0g2');
    expect(knight).toMatchObject({ from: 'h1', to: 'g3' });
    expect(xboard.write(xiangqi, knight!)).toBe('h0g2');
    expect(xboard.read(xiangqi, 'h2e2')).toMatchObject({ from: 'h3', to: 'e3' });
    expect(moveNotation('uci').read(xiangqi, 'h1g3')).toEqual(knight);
    for (const m of xiangqi.legalMoves()) expect(xboard.read(xiangqi, xboard.write(xiangqi, m))).toEqual(m);
    const chess = Position.fromFen(variants.chess.startFen);
    expect(xboard.read(chess, 'g1f3')).toMatchObject({ from: 'g1', to: 'f3' });
  });

  it("writes setboard's en-passant square from rank 0 over XBoard on a 10-rank board (grand chess)", () => {
    const grand = toFairyVariant('[grandx:grand]\n', 'grandx').variant!;
    const position = Position.fromFen(grand.startFen, grand);
    for (const uci of ['e3e5', 'a8a7', 'e5e6', 'd8d6']) position.playEncoded(position.findEncoded(uci)!);
    expect(position.toFen().split(' ')[3]).toBe('d7');
    expect(positionText('xboard', position).split(' ')[3]).toBe('d6');
    expect(positionText('uci', position)).toBe(position.toFen());
  });

  it('writes a Chess960 castling as the king taking its rook (UCI, XBoard), a chess castling as the king moves', () => {
    const frc = Position.fromFen('1r1k3r/8/8/8/8/8/8/1R1K3R w HBhb - 0 1', variants.chess960);
    const castles = frc.legalMoves().filter((m) => m.castle !== undefined);
    for (const protocol of ['uci', 'xboard'] as const) {
      const notation = moveNotation(protocol);
      expect(castles.map((m) => notation.write(frc, m)).sort()).toEqual(['d1b1', 'd1h1']);
      for (const m of castles) expect(notation.read(frc, notation.write(frc, m))).toEqual(m);
    }
    const chess = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const written = chess
      .legalMoves()
      .filter((m) => m.castle !== undefined)
      .map((m) => moveNotation('uci').write(chess, m));
    expect(written.sort()).toEqual(['e1c1', 'e1g1']);
  });

  // by the variant's castling rule (`castling.chess960`), not its id: Fairy-Stockfish plays its `fischerandom` and
  // `caparandom` so, and reads the king's destination as another move (`b1c1`, the king's step) or none (`f1i1`)
  it.each([
    ['fischerandom', 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1', ['b1a1', 'b1h1']],
    ['caparandom', 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w JAja - 0 1', ['f1a1', 'f1j1']],
  ])('writes and reads a castling of %s as the king taking its rook (UCI, XBoard)', (name, fen, texts) => {
    const def = builtinVariant(name)!;
    expect(def.castling?.chess960).toBe(true);
    const position = Position.fromFen(fen, def);
    const castles = position.legalMoves().filter((m) => m.castle !== undefined);
    expect(castles).toHaveLength(2);
    for (const protocol of ['uci', 'xboard'] as const) {
      const notation = moveNotation(protocol);
      expect(castles.map((m) => notation.write(position, m)).sort()).toEqual(texts);
      for (const m of castles) expect(notation.read(position, notation.write(position, m))).toEqual(m);
    }
  });
});

const POSITIONS: [VariantDefinition, string][] = [
  [variants.chess, variants.chess.startFen],
  // castling both ways, pins, a pawn that promotes after a capture
  [variants.chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
  [variants.chess, 'n1n5/1P5k/8/3pP3/8/8/5p2/K7 w - d6 0 2'],
  // the king's step d1c1 and its long castling have one text: the step is the move (as `findMove` has it)
  [variants.chess960, '1r1k3r/8/8/8/8/8/8/1R1K3R w HBhb - 0 1'],
  // ranks to 10: `b3b10`
  [variants.xiangqi, variants.xiangqi.startFen],
];

describe('coordinateMove', () => {
  it('finds every legal move by its UCI text as findMove does, but castlings (left to findMove)', () => {
    for (const [variant, fen] of POSITIONS) {
      const position = Position.fromFen(fen, variant);
      for (const move of position.legalMoves()) {
        const text = position.uci(move);
        const found = coordinateMove(position, text);
        if (found === undefined) expect(move.castle, text).toBeDefined();
        else expect(found, text).toEqual(position.decodeMove(position.findEncoded(text) as number));
      }
    }
  });

  it('gives undefined or a legal move of that text, whatever the text', () => {
    const position = Position.fromFen(POSITIONS[2]?.[1] as string);
    const piece = fc.constantFrom(...'abcdefhz1278', '10', 'q', 'n', '@', '+', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 7 }), (pieces) => {
        const text = pieces.join('');
        const found = coordinateMove(position, text);
        if (found !== undefined) expect(position.uci(found)).toBe(text);
      }),
      { numRuns: runs(300) },
    );
  });
});
