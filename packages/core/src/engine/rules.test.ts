import { describe, expect, it } from 'vitest';
import { leaper, rider } from '../variant/atoms.js';
import { perft } from '../perft.js';
import { Position } from '../position.js';
import type { PieceType, VariantDefinition } from '../variant/definition.js';
import { variants } from '../variant/builtins/index.js';
import { rankZone } from '../variant/builtins/zones.js';
import { KING_STEPS, movesFrom } from '../../test/moves.js';
import { squareLine } from '../../test/squares.js';

const chess = variants.chess;
const withPieces = (
  id: string,
  extra: Partial<VariantDefinition>,
  pieces = chess.pieces,
): VariantDefinition => ({
  ...chess,
  orthodoxSetup: false, // test variants load positions chess rejects (several royals, pawns on back ranks)
  id,
  pieces,
  ...extra,
});

describe('castling rules with fixed squares and several king targets', () => {
  const flexible = withPieces('flexible', {
    castling: {
      king: 'king',
      partners: ['rook'],
      rules: [
        { color: 'white', king: 'e1', targets: ['g1'], partner: 'h1' },
        { color: 'white', king: 'e1', targets: ['c1', 'b1'], partner: 'a1' },
        { color: 'black', king: 'e8', targets: ['g8'], partner: 'h8' },
        { color: 'black', king: 'e8', targets: ['c8', 'b8'], partner: 'a8' },
      ],
    },
  });
  it('offers one castling move per king target, the partner landing beside the king', () => {
    const pos = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', flexible);
    const castles = pos.legalMoves().filter((m) => m.castle);
    expect(castles.map((m) => m.to).sort()).toEqual(['b1', 'c1', 'g1']);
    pos.play(castles.find((m) => m.to === 'b1')!);
    expect(pos.toFen()).toBe('r3k2r/8/8/8/8/8/8/1KR4R b kq - 1 1');
  });
});

describe('piece-level rules', () => {
  it('block zones count as occupied for that piece only', () => {
    const rook: PieceType = { ...chess.pieces[3]!, block: 'rank8' };
    const v = withPieces('blocked', { zones: { ...chess.zones, rank8: rankZone(8, 8, [7]) } }, [
      chess.pieces[0]!,
      chess.pieces[1]!,
      chess.pieces[2]!,
      rook,
      chess.pieces[4]!,
      chess.pieces[5]!,
    ]);
    const pos = Position.fromFen('7k/8/8/8/8/8/8/R3K3 w - - 0 1', v);
    expect(movesFrom(pos, 'a1').filter((s) => s.startsWith('a'))).toEqual(squareLine('a2', 'a7'));
  });

  it('iron pieces cannot be captured, allowed victims restrict captures', () => {
    const ironKnight: PieceType = { ...chess.pieces[1]!, iron: true };
    const pickyBishop: PieceType = { ...chess.pieces[2]!, victims: ['pawn'] };
    const v = withPieces('iron', {}, [chess.pieces[0]!, ironKnight, pickyBishop, ...chess.pieces.slice(3)]);
    const pos = Position.fromFen('7k/8/8/3n4/8/1B6/8/R3K3 w - - 0 1', v);
    expect(movesFrom(pos, 'b3')).not.toContain('d5');
    const pos2 = Position.fromFen('7k/8/8/3p4/8/1B6/8/R3K3 w - - 0 1', v);
    expect(movesFrom(pos2, 'b3')).toContain('d5');
    // An iron knight defends nothing less: a king next to it is not "attacking" it.
    expect(perft(Position.fromFen('7k/8/8/3n4/8/1B6/8/R3K3 w - - 0 1', v), 2)).toBeGreaterThan(0);
  });

  it('initial-only and not-initial atoms replace each other once the piece has moved', () => {
    const stepper: PieceType = {
      id: 'stepper',
      symbol: 'S',
      moves: [
        { kind: 'ride', vectors: [[0, 1]], range: 3, initial: true },
        { kind: 'leap', vectors: [[0, 1]], notInitial: true },
      ],
    };
    const v = withPieces('initial', { castling: undefined as never }, [...chess.pieces, stepper]);
    const pos = Position.fromFen('7k/8/8/8/8/8/8/S3K3 w - - 0 1', v);
    expect(movesFrom(pos, 'a1')).toEqual(['a2', 'a3', 'a4']);
    pos.play({ from: 'a1', to: 'a2', piece: 'stepper' }).play('h8g8');
    expect(movesFrom(pos, 'a2')).toEqual(['a3']);
    // The setup can say which pieces are unmoved.
    const moved = Position.fromSetup(
      { ...Position.fromFen('7k/8/8/8/8/8/8/S3K3 w - - 0 1', v).toSetup(), unmoved: [] },
      v,
    );
    expect(movesFrom(moved, 'a1')).toEqual(['a2']);
  });
});

describe('game rules', () => {
  it('forced capture keeps only captures when one exists', () => {
    const v = withPieces('forced', { mustCapture: true });
    const pos = Position.fromFen('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', v);
    expect(pos.legalMoves().map((m) => pos.uci(m))).toEqual(['e4d5']);
    expect(perft(Position.fromFen(chess.startFen, v), 1)).toBe(20);
  });

  it('several royals: any, all (duplecheck) and single (never in check)', () => {
    const twoKings = (mode: 'any' | 'all' | 'single') =>
      withPieces(`kings-${mode}`, { royalCheck: mode, castling: undefined as never });
    const fen = '7k/8/8/8/8/8/r7/K6K w - - 0 1';
    expect(Position.fromFen(fen, twoKings('any')).isCheck()).toBe(true);
    expect(Position.fromFen(fen, twoKings('all')).isCheck()).toBe(false);
    expect(Position.fromFen(fen, twoKings('single')).isCheck()).toBe(false);
    // Under `any`, a king may not step into check either; under `single` every move is legal.
    expect(Position.fromFen(fen, twoKings('single')).legalMoves().length).toBeGreaterThan(
      Position.fromFen(fen, twoKings('any')).legalMoves().length,
    );
  });

  it('bare king and no pieces end the game with a result for the affected side', () => {
    const bare = withPieces('bare', { end: { ...chess.end, bareKing: 'loss', insufficientMaterial: false } });
    expect(Position.fromFen('7k/8/8/8/8/8/8/R3K3 b - - 0 1', bare).outcome()).toEqual({
      winner: 'white',
      reason: 'bare-king',
    });
    const noRoyal: VariantDefinition = {
      ...chess,
      id: 'no-pieces',
      pieces: chess.pieces.map((p) => (p.royal ? { ...p, royal: false } : p)),
      castling: undefined as never,
      end: { noPieces: 'win' },
    };
    expect(Position.fromFen('8/8/8/8/8/8/8/R7 b - - 0 1', noRoyal).outcome()).toEqual({
      winner: 'black',
      reason: 'no-pieces',
    });
  });

  it('an `illegal` stalemate forbids the stalemating move', () => {
    const v = withPieces('no-stalemate', { end: { ...chess.end, stalemate: 'illegal' } });
    const fen = '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1';
    const normal = Position.fromFen(fen);
    const strict = Position.fromFen(fen, v);
    expect(normal.legalMoves().some((m) => m.from === 'f1' && m.to === 'f7')).toBe(true);
    expect(strict.legalMoves().some((m) => m.from === 'f1' && m.to === 'f7')).toBe(false);
    // Every removed move is exactly a stalemating one.
    const kept = new Set(strict.legalMoves().map((m) => strict.uci(m)));
    for (const m of normal.legalMoves()) {
      const after = normal.clone().play(m);
      expect(kept.has(normal.uci(m))).toBe(after.outcome()?.reason !== 'stalemate');
    }
  });
});

describe('hands: pickups, gating and drop restrictions', () => {
  it('pickups are moves: chess start with pickups has 20 + 15 moves', () => {
    const v = withPieces('pickup', { drops: { capturesToHand: true, pickup: true }, holdingsInFen: true });
    const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', v);
    expect(perft(pos, 1)).toBe(35);
    const pick = pos.legalMoves().find((m) => m.fairy?.pickup && m.from === 'b1')!;
    pos.play(pick);
    expect(pos.toSetup().hands?.white).toEqual({ knight: 1 });
    pos.undo();
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
  });

  it('a rook picked up takes its castling right with it (no castling with its square empty)', () => {
    const v = withPieces('pickup', { drops: { capturesToHand: true, pickup: true }, holdingsInFen: true });
    const pos = Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 1', v);
    pos.play(pos.legalMoves().find((m) => m.fairy?.pickup && m.from === 'a1')!);
    expect(pos.toFen()).toBe('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/4K2R[R] b Kkq - 1 1');
    pos.play({ from: 'a7', to: 'a6', piece: 'pawn' });
    expect(
      pos
        .legalMoves()
        .filter((m) => m.castle)
        .map((m) => m.castle),
    ).toEqual(['short']);
    pos.undo();
    pos.undo();
    expect(pos.toFen()).toBe('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 1');
  });

  it('gating: a first move from the back rank may bring a hand piece onto the vacated square', () => {
    const hawk: PieceType = { id: 'hawk', symbol: 'H', moves: [rider(1, 1), leaper(1, 2)] };
    const elephant: PieceType = { id: 'elephant', symbol: 'E', moves: [rider(0, 1), leaper(1, 2)] };
    const v = withPieces(
      'gating',
      { drops: { capturesToHand: false, gating: true, freeDrops: false }, holdingsInFen: true },
      [...chess.pieces, hawk, elephant],
    );
    // The castling field names the squares still open for gating (S-chess FEN, as Fairy-Stockfish writes it).
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1';
    const pos = Position.fromFen(start, v);
    expect(perft(pos, 1)).toBe(28);
    pos.play({ from: 'g1', to: 'f3', piece: 'knight', fairy: { gate: 'hawk' } });
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Ehe] b KQBCDFkqbcdfg - 1 1');
    pos.undo();
    expect(pos.toFen()).toBe(start);
    // `KQkq` alone leaves only the kings' and rooks' squares open: knights move without gating.
    const rooksOnly = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - 0 1', v);
    expect(perft(rooksOnly, 1)).toBe(20);
  });

  it('drops that give check, and drops on dead squares, can be forbidden', () => {
    const v = withPieces('drops', {
      drops: { capturesToHand: true, noDropCheck: ['knight'], noDeadDrops: ['pawn'] },
      holdingsInFen: true,
      zones: { ...chess.zones },
    });
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1', v);
    const drops = pos.legalMoves().filter((m) => m.drop);
    expect(drops.some((m) => m.piece === 'knight' && (m.to === 'd6' || m.to === 'f6'))).toBe(false);
    expect(drops.some((m) => m.piece === 'knight' && m.to === 'a1')).toBe(true);
    expect(drops.some((m) => m.piece === 'pawn' && m.to.endsWith('8'))).toBe(false);
    expect(drops.some((m) => m.piece === 'pawn' && m.to === 'a1')).toBe(true);
  });
});

describe('capture side effects', () => {
  it('Andernach: a capturing piece (not the king) changes side, and undo restores it', () => {
    const v = withPieces('andernach', { andernach: { except: ['king'] } });
    const pos = Position.fromFen('4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1', v);
    pos.play('d1d5');
    expect(pos.pieceAt('d5')).toEqual({ type: 'rook', color: 'black', promoted: false });
    pos.undo();
    expect(pos.toFen()).toBe('4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1');
  });

  it('atomic: a capture explodes the neighbourhood except pawns, and exploding the own king is illegal', () => {
    const pos = Position.fromFen('4k3/8/8/2npb3/3P4/8/8/3QK3 w - - 0 1', variants.atomic);
    pos.play('d4e5');
    // The capturing pawn and the bishop vanish; the pawn on d5 is immune, the knight on c5 is not adjacent.
    expect(pos.toFen()).toBe('4k3/8/8/2np4/8/8/8/3QK3 b - - 0 1');
    const suicide = Position.fromFen('8/8/8/8/8/8/3qk3/3K4 w - - 0 1', variants.atomic);
    // The white king may not capture (kings cannot capture in atomic chess).
    expect(suicide.legalMoves().some((m) => m.to === 'd2')).toBe(false);
  });
});

describe('SjaakII engine features', () => {
  it('several promotion rules per piece, with their own zones and choices; `auto` is mandatory only where stuck', () => {
    const pawn: PieceType = {
      ...chess.pieces[0]!,
      promotion: undefined as never,
      promotions: [
        { zone: 'rank8', choices: ['queen', 'rook'], mandatory: 'auto' },
        { zone: 'rank7', choices: ['knight'], mandatory: 'auto' },
      ],
    };
    const v = withPieces(
      'promotions',
      {
        castling: undefined as never,
        zones: { ...chess.zones, rank8: rankZone(8, 8, [7]), rank7: rankZone(8, 8, [6]) },
      },
      [pawn, ...chess.pieces.slice(1)],
    );
    const on6 = Position.fromFen('7k/8/1P6/8/8/8/8/K7 w - - 0 1', v);
    expect(movesFrom(on6, 'b6', (m) => m.promotion ?? '-')).toEqual(['-', 'knight']);
    const on7 = Position.fromFen('7k/1P6/8/8/8/8/8/K7 w - - 0 1', v);
    expect(movesFrom(on7, 'b7', (m) => m.promotion ?? '-')).toEqual(['queen', 'rook']);
  });

  it('`auto` promotion looks at quiet moves only: a piece that could still capture must promote', () => {
    const crab: PieceType = {
      id: 'crab',
      symbol: 'C',
      moves: [
        { kind: 'leap', vectors: [[0, 1]], mode: 'move' },
        {
          kind: 'leap',
          vectors: [
            [1, 0],
            [-1, 0],
          ],
          mode: 'capture',
        },
      ],
      promotions: [{ zone: 'rank8', choices: ['queen'], mandatory: 'auto' }],
    };
    const v = withPieces(
      'crab',
      { castling: undefined as never, zones: { ...chess.zones, rank8: rankZone(8, 8, [7]) } },
      [...chess.pieces, crab],
    );
    const pos = Position.fromFen('7k/1C6/8/8/8/8/8/K7 w - - 0 1', v);
    expect(
      pos
        .legalMoves()
        .filter((m) => m.from === 'b7')
        .map((m) => m.promotion ?? '-'),
    ).toEqual(['queen']);
  });

  it('notInCheck / inCheck atoms: a royal in check loses its special moves and falls back on others', () => {
    const king: PieceType = {
      ...chess.pieces[5]!,
      moves: [
        { kind: 'leap', vectors: KING_STEPS, mode: 'capture' },
        {
          kind: 'leap',
          vectors: [
            [2, 0],
            [-2, 0],
          ],
          mode: 'move',
          notInCheck: true,
        },
        { kind: 'leap', vectors: KING_STEPS, mode: 'move', inCheck: true },
      ],
    };
    const v = withPieces('special-king', { castling: undefined as never }, [
      ...chess.pieces.slice(0, 5),
      king,
    ]);
    expect(movesFrom(Position.fromFen('7k/8/8/8/8/8/8/4K3 w - - 0 1', v), 'e1')).toEqual(['c1', 'g1']);
    const checked = Position.fromFen('4r2k/8/8/8/8/8/8/4K3 w - - 0 1', v);
    expect(movesFrom(checked, 'e1')).toEqual(['d1', 'd2', 'f1', 'f2']);
  });

  it('royalsOptional: a side without royal plays on and is never in check', () => {
    expect(() => Position.fromFen('7k/8/8/8/8/8/P7/8 w - - 0 1', chess)).toThrow();
    const v = withPieces('horde', { royalsOptional: true, castling: undefined as never });
    const pos = Position.fromFen('7k/8/8/8/8/8/P7/8 w - - 0 1', v);
    expect(perft(pos, 1)).toBe(2);
  });

  it('perft can play through game ends (SjaakII semantics)', () => {
    const v = variants.threecheck;
    const pos = Position.fromSetup(
      { ...Position.fromFen(v.startFen, v).toSetup(), checksRemaining: { white: 0, black: 3 } },
      v,
    );
    expect(perft(pos, 1)).toBe(0);
    expect(perft(pos, 1, { stopAtGameEnd: false })).toBe(20);
    expect(perft(pos, 1)).toBe(0);
  });

  it('a castling king that is not royal ignores attacked squares', () => {
    const plainKing: PieceType = { ...chess.pieces[5]!, royal: false };
    const v = withPieces('giveaway-castling', {}, [...chess.pieces.slice(0, 5), plainKing]);
    const pos = Position.fromFen('5r2/8/8/8/8/8/8/4K2R w K - 0 1', v);
    expect(pos.legalMoves().some((m) => m.castle === 'short')).toBe(true);
    const royal = Position.fromFen('k4r2/8/8/8/8/8/8/4K2R w K - 0 1', chess);
    expect(royal.legalMoves().some((m) => m.castle === 'short')).toBe(false);
  });
});

describe('checkEvasion: lines (SjaakII evasions)', () => {
  const nightrider: PieceType = { id: 'nightrider', symbol: 'U', moves: [rider(1, 2)] };
  const base = withPieces('nightriders', { castling: undefined as never }, [...chess.pieces, nightrider]);
  const lines = { ...base, id: 'nightriders-lines', checkEvasion: 'lines' as const };
  // The black nightrider on a3 checks e1 through c2; the knight on e3 can block on c2 only under
  // plain legality (c2 is not on a rank, file or diagonal between e1 and a3).
  const fen = '7k/8/8/8/8/u3N3/8/4K3 w - - 0 1';
  it('a nightrider check can be blocked under plain legality, not under `lines`', () => {
    const plain = Position.fromFen(fen, base);
    expect(plain.isCheck()).toBe(true);
    expect(movesFrom(plain, 'e3')).toEqual(['c2']);
    const strict = Position.fromFen(fen, lines);
    expect(movesFrom(strict, 'e3')).toEqual([]);
    expect(movesFrom(strict, 'e1')).toEqual(movesFrom(plain, 'e1'));
  });
});
