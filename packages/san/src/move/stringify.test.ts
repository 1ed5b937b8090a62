import { type Move, Position, type VariantDefinition } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { variants, rankZone } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { SanError } from '../shared/errors.js';
import { NULL_MOVE } from '../shared/null-move.js';
import { passTurn } from '../shared/pass.js';
import { parse } from './parse.js';
import { replay } from '../game/replay.js';
import { resolve, safeResolve } from './resolve.js';
import { stringify } from './stringify.js';
import { stringify as chessStringify } from '../chess/stringify.js';
import type { SanIssue } from '../shared/types.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

/** SAN of a move given by its squares (and promotion) in `fen`. */
function san(fen: string, from: string, to: string, promotion?: string): string {
  const position = Position.fromFen(fen);
  return stringify(
    { from, to, piece: position.pieceAt(from)?.type ?? 'pawn', ...(promotion ? { promotion } : {}) },
    position,
  );
}

describe('stringify: disambiguation over legal moves', () => {
  const ROOKS = '4k3/8/8/8/8/8/8/R4RK1 w - - 0 1';
  it('by file when the files differ', () => {
    expect(san(ROOKS, 'a1', 'd1')).toBe('Rad1');
    expect(san(ROOKS, 'f1', 'd1')).toBe('Rfd1');
  });
  it('by rank when the files are the same', () => {
    const fen = '4k3/8/8/R7/8/8/8/R3K3 w - - 0 1';
    expect(san(fen, 'a1', 'a3')).toBe('R1a3');
    expect(san(fen, 'a5', 'a3')).toBe('R5a3');
  });
  it('by square when both a file and a rank are shared', () => {
    const fen = '4k3/8/8/8/8/Q1Q5/8/Q1Q1K3 w - - 0 1';
    expect(san(fen, 'a1', 'b2')).toBe('Qa1b2');
    expect(san(fen, 'c3', 'b2')).toBe('Qc3b2');
    const position = Position.fromFen(fen);
    expect(resolve('Qa1b2', position, { mode: 'strict' })).toMatchObject({ from: 'a1', to: 'b2' });
    expect(() => resolve('Qab2', position)).toThrow(SanError);
    expect(() => resolve('Q1b2', position)).toThrow(SanError);
  });
  it('ignores a pinned piece (Ne2, not Nge2)', () => {
    const fen = 'r1bqk1nr/ppp2ppp/2n5/3p4/1b1P4/2NB4/PPP2PPP/R1BQK1NR w KQkq - 2 6';
    expect(san(fen, 'g1', 'e2')).toBe('Ne2');
  });
  it('knights by rank and by file', () => {
    const fen = '4k3/8/1N6/8/1N6/8/8/4K1N1 w - - 0 1';
    expect(san(fen, 'b6', 'd5')).toBe('N6d5');
    expect(san(fen, 'b4', 'd5')).toBe('N4d5');
    expect(san(fen, 'g1', 'f3')).toBe('Nf3');
  });
});

describe('stringify: captures, e.p., promotion, suffixes', () => {
  const EP = '7k/8/8/1N1pP3/8/8/8/4K3 w - d6 0 2';
  it('e.p. is a pawn capture written to the arrival square', () => {
    expect(san(EP, 'e5', 'd6')).toBe('exd6');
  });
  it('a piece moving to the e.p. square does not capture', () => {
    expect(san(EP, 'b5', 'd6')).toBe('Nd6');
  });
  it('promotions with capture and check', () => {
    const fen = '1n5k/P7/8/8/8/8/8/4K3 w - - 0 1';
    expect(san(fen, 'a7', 'b8', 'queen')).toBe('axb8=Q+');
    expect(san(fen, 'a7', 'b8', 'knight')).toBe('axb8=N');
    expect(san(fen, 'a7', 'a8', 'rook')).toBe('a8=R');
  });
  it('mate and check', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    expect(san(fen, 'd8', 'h4')).toBe('Qh4#');
    expect(san(START, 'e2', 'e4')).toBe('e4');
    expect(san('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1', 'a8')).toBe('Ra8+');
  });
  it('leaves the position as it was', () => {
    const position = Position.fromFen('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
    const before = position.toFen();
    stringify({ from: 'd8', to: 'h4', piece: 'queen' }, position);
    expect(position.toFen()).toBe(before);
    expect(position.legalMoves()).toHaveLength(Position.fromFen(before).legalMoves().length);
  });
});

describe('stringify: castling forms', () => {
  it('castle field, king two squares, king onto its rook', () => {
    const position = Position.fromFen(CASTLES);
    expect(stringify({ from: 'e1', to: 'g1', piece: 'king', castle: 'short' }, position)).toBe('O-O');
    expect(stringify({ from: 'e1', to: 'g1', piece: 'king' }, position)).toBe('O-O');
    expect(stringify({ from: 'e1', to: 'h1', piece: 'king' }, position)).toBe('O-O');
    expect(stringify({ from: 'e1', to: 'c1', piece: 'king' }, position)).toBe('O-O-O');
    expect(stringify({ from: 'e1', to: 'a1', piece: 'king' }, position)).toBe('O-O-O');
  });
  it('Chess960: O-O for every castling move core lists', () => {
    const position = Position.fromFen('4k3/8/8/8/8/8/8/5KR1 w K - 0 1', variants.chess960);
    const castle = position.legalMoves().find((m) => m.castle === 'short');
    expect(castle).toBeDefined();
    expect(stringify(castle!, position)).toBe('O-O');
    // A plain king move to the same square would be Kg1; here g1 is the rook's square.
    expect(stringify({ from: 'f1', to: 'e1', piece: 'king' }, position)).toBe('Ke1');
  });
  it('castling with check', () => {
    expect(san('5k2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1')).toBe('O-O+');
  });
});

describe('stringify: errors and null moves', () => {
  it('throws illegal for a move that is not legal', () => {
    const position = Position.fromFen(START);
    for (const move of [
      { from: 'e2', to: 'e5', piece: 'pawn' },
      { from: 'e1', to: 'g1', piece: 'king' },
      { from: 'z9', to: 'e4', piece: 'pawn' },
      { from: 'e7', to: 'e5', piece: 'pawn' },
      { to: 'e4', piece: 'knight', drop: true },
    ]) {
      try {
        stringify(move, position);
        throw new Error('expected SanError');
      } catch (error) {
        expect(error).toBeInstanceOf(SanError);
        expect((error as SanError).code).toBe('illegal-move');
      }
    }
  });
  it('writes -- for a null move, illegal in check', () => {
    expect(stringify(NULL_MOVE, Position.fromFen(START))).toBe('--');
    expect(() => stringify(NULL_MOVE, Position.fromFen('4k3/8/8/8/4r3/8/8/4K3 w - - 0 1'))).toThrow(SanError);
  });
  it('drops in crazyhouse', () => {
    const position = Position.fromFen('4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1', variants.crazyhouse);
    expect(stringify({ to: 'e4', piece: 'queen', drop: true }, position)).toBe('Q@e4+');
    expect(stringify({ to: 'a2', piece: 'queen', drop: true }, position)).toBe('Q@a2');
  });
});

describe('parse is syntax only, resolve finds the move', () => {
  it('parse(san) gives a SAN object, resolve(san, position) the move', () => {
    const position = Position.fromFen(START);
    expect(resolve('Nf3', position)).toMatchObject({ from: 'g1', to: 'f3', piece: 'knight' });
    expect(parse('Nf3')).toMatchObject({ piece: 'knight', to: 'f3', from: undefined });
    expect(() => resolve('--', position, { mode: 'strict' })).toThrow(SanError);
  });
  it('safeResolve locates an illegal move', () => {
    const position = Position.fromFen(START);
    const ok = safeResolve('e4', position);
    expect(ok.success && ok.data).toMatchObject({ from: 'e2', to: 'e4' });
    const bad = safeResolve('e5', position);
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect([bad.error.code, bad.error.offset, bad.error.length]).toEqual(['illegal-move', 0, 2]);
  });
  it('resolve takes a parsed SAN object too', () => {
    const position = Position.fromFen(START);
    expect(resolve(parse('Nc3'), position)).toMatchObject({ from: 'b1', to: 'c3' });
    expect(resolve(parse('Nc3'), position, { mode: 'strict' })).toMatchObject({ from: 'b1', to: 'c3' });
    expect(() => resolve(parse('Nbc3'), position, { mode: 'strict' })).toThrow(SanError);
  });
  it('variant pieces and boards', () => {
    const position = Position.fromFen(variants.capablanca.startFen, variants.capablanca);
    const chancellor = resolve('Ci3', position);
    expect(chancellor).toMatchObject({ from: 'h1', to: 'i3', piece: 'chancellor' });
    expect(stringify(chancellor, position)).toBe('Ci3');
    expect(resolve('Ad3', position)).toMatchObject({ from: 'c1', to: 'd3', piece: 'archbishop' });
    expect(resolve('j4', position)).toMatchObject({ from: 'j2', to: 'j4', piece: 'pawn' });
    // Neither the letter C nor the j-file exists in chess.
    expect(() => resolve('Ci3', Position.fromFen(START))).toThrow(SanError);
    expect(() => resolve('j4', Position.fromFen(START))).toThrow(SanError);
  });
});

describe('boards beyond 8×8: multi-digit ranks', () => {
  const big: VariantDefinition = {
    ...variants.chess,
    id: 'chess-10x12',
    name: 'Chess on 10×12',
    board: { files: 10, ranks: 12 },
    zones: { promotion: rankZone(10, 12, [11]), 'pawn-start': rankZone(10, 12, [1]) },
    startFen: '1r6k1/P9/1R8/10/10/10/10/10/10/10/1R8/4K5 w - - 0 1',
  };
  const { castling: _castling, ...withoutCastling } = big;
  const variant: VariantDefinition = withoutCastling;
  const position = Position.fromFen(big.startFen, variant);
  it('resolves and prints ranks 10–12', () => {
    expect(resolve('Rxb12+', position, { mode: 'strict' })).toMatchObject({
      from: 'b10',
      to: 'b12',
      captured: 'rook',
    });
    expect(resolve('Rb10xb12', position)).toMatchObject({ from: 'b10', to: 'b12' });
    expect(() => resolve('Rb10xb12', position, { mode: 'strict' })).toThrow(SanError);
    expect(stringify({ from: 'b10', to: 'b5', piece: 'rook' }, position)).toBe('R10b5');
    expect(stringify({ from: 'b2', to: 'b5', piece: 'rook' }, position)).toBe('R2b5');
    expect(resolve('R10b5', position, { mode: 'strict' })).toMatchObject({ from: 'b10', to: 'b5' });
    expect(stringify({ from: 'a11', to: 'a12', piece: 'pawn', promotion: 'queen' }, position)).toBe('a12=Q');
    expect(() => resolve('a12', position)).toThrow(SanError);
    expect(() => resolve('Rb5', position)).toThrow(SanError);
  });
  it('every legal move round-trips', () => {
    for (const move of position.legalMoves()) {
      const san = stringify(move, position);
      expect(resolve(san, position, { mode: 'strict' })).toMatchObject({ from: move.from, to: move.to });
    }
  });
});

describe('lenient warnings (onWarning)', () => {
  it('resolve reports lenient forms and non-canonical text, nothing for canonical SAN', () => {
    const position = Position.fromFen(START);
    const warnings: SanIssue[] = [];
    const onWarning = (w: SanIssue) => warnings.push(w);
    resolve('Nf3', position, { onWarning });
    resolve('e4', position, { onWarning });
    expect(warnings).toEqual([]);
    resolve('Ngf3', position, { onWarning });
    expect(warnings.map((w) => [w.code, w.offset, w.length])).toEqual([['noncanonical', 0, 4]]);
    warnings.length = 0;
    resolve('0-0', Position.fromFen(CASTLES), { onWarning });
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.every((w) => w.code === 'noncanonical' && w.offset === 0 && w.length === 3)).toBe(true);
    warnings.length = 0;
    expect(() => resolve('Ngf3', position, { mode: 'strict', onWarning })).toThrow(SanError);
  });
  it('replay reports them located in the movetext', () => {
    const warnings: SanIssue[] = [];
    const text = '1. e4 e5 2. Ngf3 Nc6 3. Bb5+ *';
    const result = replay(Position.fromFen(START), text, { onWarning: (w) => warnings.push(w) });
    expect(result.success).toBe(true);
    expect(warnings.map((w) => [w.code, w.offset, w.length])).toEqual([
      ['noncanonical', text.indexOf('Ngf3'), 4],
      ['noncanonical', text.indexOf('Bb5+'), 4],
    ]);
    expect(
      replay(Position.fromFen(START), '1. e4 e5 2. Nf3 *', { onWarning: (w) => warnings.push(w) }).success,
    ).toBe(true);
    expect(warnings).toHaveLength(2);
  });
});

describe('result types', () => {
  it('resolution returns a Move in both modes, which play, uci and stringify take (issue #91)', () => {
    const position = Position.fromFen(START);
    const strict: Move = resolve('Nf3', position, { mode: 'strict' });
    const lenient: Move = resolve('Ng1f3', position);
    expect([position.uci(strict), position.uci(lenient), stringify(lenient, position)]).toEqual([
      'g1f3',
      'g1f3',
      'Nf3',
    ]);
    expect(position.clone().play(lenient).turn).toBe('black');
  });
  it('a move found by findMove is one stringify, play and uci take (issue #91)', () => {
    const position = Position.fromFen(START);
    const found = position.findMove('g1f3');
    expect(found).toMatchObject({ from: 'g1', to: 'f3', piece: 'knight' });
    if (found === undefined) return;
    expect([stringify(found, position), position.uci(found)]).toEqual(['Nf3', 'g1f3']);
    expect(position.clone().play(found).toFen()).toBe(
      'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1',
    );
    expect(position.findMove('e2e5')).toBeUndefined();
  });
  it('a null move is refused by resolve (null-move, located on the text) and played by passTurn', () => {
    const position = Position.fromFen(START);
    for (const text of ['--', 'Z0', '0000']) {
      const result = safeResolve(text, position);
      expect(result.success ? result.data : result.error).toMatchObject({
        code: 'null-move',
        offset: 0,
        length: text.length,
      });
      expect(result.success || result.error.message).toContain(`"${text}"`);
    }
    expect(() => resolve(parse('--'), position)).toThrow(expect.objectContaining({ code: 'null-move' }));
    expect(passTurn(position).turn).toBe('black');
  });
});

describe('a variant named chess with other rules', () => {
  it('resolves by its own promotions', () => {
    const queensOnly: VariantDefinition = {
      ...variants.chess,
      pieces: variants.chess.pieces.map((p) =>
        p.id === 'pawn' ? { ...p, promotion: { zone: 'promotion', choices: ['queen'] } } : p,
      ),
    };
    const position = Position.fromFen('1n6/P7/8/8/8/8/8/4K2k w - - 0 1', queensOnly);
    expect(() => resolve('a8=R', position)).toThrow(SanError);
    expect(resolve('a8=Q+', position, { mode: 'strict' })).toMatchObject({ promotion: 'queen' });
  });
});

describe('SAN objects from another dialect', () => {
  it('a destination outside the board is illegal, not wrapped to another square', () => {
    const san = parse('Rj9', { files: 10, ranks: 10 });
    const result = safeResolve(san, Position.fromFen(START));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.code).toBe('illegal-move');
  });
});

describe('boards of 24 files and more: a file hint x', () => {
  const { castling: _castling, ...chess } = variants.chess;
  const wide: VariantDefinition = {
    ...chess,
    id: 'chess-30x3',
    name: 'Chess on 30×3',
    board: { files: 30, ranks: 3 },
    zones: { promotion: rankZone(30, 3, [2]), 'pawn-start': rankZone(30, 3, [0]) },
    startFen: '2k27/30/R22R5K w - - 0 1',
  };
  const position = Position.fromFen(wide.startFen, wide);
  it('names the rank too (Rx1g1), as Rxg1 reads as a capture', () => {
    expect(stringify({ from: 'x1', to: 'g1', piece: 'rook' }, position)).toBe('Rx1g1');
    expect(stringify({ from: 'a1', to: 'g1', piece: 'rook' }, position)).toBe('Rag1');
    expect(resolve('Rx1g1', position, { mode: 'strict' })).toMatchObject({ from: 'x1', to: 'g1' });
    expect(resolve('Rx-g1', position)).toMatchObject({ from: 'x1', to: 'g1' });
    for (const move of position.legalMoves())
      expect(resolve(stringify(move, position), position, { mode: 'strict' })).toMatchObject({
        from: move.from,
        to: move.to,
      });
  });
});

describe('stringify of a move that is not legal', () => {
  it('is illegal-move and names the move it refuses (docs/contract.md: a message names its text)', () => {
    const start = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const chess = ChessPosition.fromFen(start.toFen());
    const refusal = (write: () => string) => {
      try {
        write();
      } catch (error) {
        return error as SanError;
      }
      throw new Error('no error');
    };
    const pawn = { from: 'e2', to: 'e5', piece: 'pawn' };
    expect(refusal(() => stringify(pawn, start))).toMatchObject({ code: 'illegal-move' });
    expect(refusal(() => stringify(pawn, start)).message).toContain('e2e5');
    expect(refusal(() => chessStringify(pawn, chess)).message).toContain('e2e5');
    expect(refusal(() => stringify({ to: 'e4', piece: 'knight', drop: true }, start)).message).toContain(
      'knight@e4',
    );
  });
});
