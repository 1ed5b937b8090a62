import { STATE } from './position-base.js';
import { describe, expect, it } from 'vitest';
import { PositionError } from './errors/errors.js';
import type { Move } from './move.js';
import { ChessPosition } from './chess/index.js';
import { Position } from './position.js';
import { variants } from './variant/builtins/index.js';
import { rng } from '../../../tests/rng.js';

const START = variants.chess.startFen;

function illegal(fn: () => unknown): void {
  expect(fn).toThrow(PositionError);
}

describe('play of moves the position handed out', () => {
  it('plays a move from legalMoves or decodeMove exactly as the full path does', () => {
    const a = Position.fromFen(START);
    const b = Position.fromFen(START);
    for (const uci of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'e1g1']) {
      const move = a.legalMoves().find((m) => a.uci(m) === uci)!;
      a.play(move);
      b.play(uci);
      expect(a.toFen()).toBe(b.toFen());
    }
  });

  it('validates a handed-out move fully once the position changed (stale moves are illegal again)', () => {
    const pos = Position.fromFen(START);
    const e4 = pos.legalMoves().find((m) => m.to === 'e4')!;
    pos.play(e4);
    illegal(() => pos.play(e4)); // White's move, Black to move now
    pos.undo();
    pos.play(e4); // legal again (the position is back in the state that handed it out)
    expect(pos.turn).toBe('black');
  });

  it('keeps a handed-out move across make + unmake, and never applies a record to another state', () => {
    for (const Kind of [Position, ChessPosition]) {
      const pos = Kind.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
      const ra2 = pos.legalMoves().find((m) => m.to === 'a2')!;
      const before = pos[STATE].version;
      pos.play('a1a3').undo(); // as givesCheck or a SAN stringify does
      expect(pos[STATE].version).toBe(before);
      expect(pos[STATE].decodedVersion).toBe(before); // still the record of this state: found without generating
      expect(pos[STATE].decoded).toContain(ra2);
      pos.play(ra2);
      const kd8 = pos.legalMoves().find((m) => m.to === 'd8')!; // legal after Ra2
      pos.undo();
      pos.play('a1a8'); // check along the 8th rank: Kd8 is illegal now
      expect(pos[STATE].version).not.toBe(before);
      expect(pos.findEncoded(kd8)).toBeUndefined();
      illegal(() => pos.play(kd8));
    }
  });

  it('a version names one position of a state, across play, undo and clones (which continue its count)', () => {
    const random = rng(5);
    for (const Kind of [Position, ChessPosition]) {
      const root = Kind.fromFen(START);
      // Each live position with the FEN of every version of its history (a clone starts with a copy).
      const states = [
        { pos: root as Position | ChessPosition, named: new Map([[root[STATE].version, root.toFen()]]) },
      ];
      for (let step = 0; step < 400; step++) {
        const state = states[Math.floor(random() * states.length)]!;
        const { pos, named } = state;
        const r = random();
        if (r < 0.1) states.push({ pos: pos.clone(), named: new Map(named) });
        else if (r < 0.45 && pos[STATE].ply > 0) pos.undo();
        else {
          const moves = pos.legalMoves();
          if (moves.length === 0) continue;
          pos.play(moves[Math.floor(random() * moves.length)]!);
        }
        const fen = pos.toFen();
        expect(named.get(pos[STATE].version) ?? fen).toBe(fen);
        named.set(pos[STATE].version, fen);
      }
    }
  });

  it('validates a changed move object fully', () => {
    const pos = Position.fromFen(START);
    const move = pos.legalMoves().find((m) => m.to === 'e4')! as { -readonly [K in keyof Move]: Move[K] };
    move.to = 'e5';
    illegal(() => pos.play(move));
    move.to = 'e3';
    pos.play(move);
    expect(pos.pieceAt('e3')?.type).toBe('pawn');
  });

  it('keeps no decoded ordinary move alive: it and an equal object are matched by their fields', () => {
    for (const Kind of [Position, ChessPosition]) {
      const pos = Kind.fromFen(START);
      const buf = new Int32Array(4096);
      const n = pos.generateMoves(buf);
      const m = Array.from(buf.subarray(0, n)).find((x) => pos.decodeMove(x).to === 'e4')!;
      const e4 = pos.decodeMove(m);
      expect(pos[STATE].decoded).not.toContain(e4);
      expect(pos.findEncoded(e4)).toBe(m);
      expect(pos.findEncoded({ ...e4 })).toBe(m);
      const changed = { ...e4, to: 'e5' };
      illegal(() => pos.play(changed));
      pos.play(e4);
      expect(pos.pieceAt('e4')?.type).toBe('pawn');
    }
  });

  it('does not accept another position’s moves without validation', () => {
    const a = Position.fromFen(START);
    const b = Position.fromFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    const e4 = a.legalMoves().find((m) => m.to === 'e4')!;
    b.legalMoves();
    illegal(() => b.play(e4));
  });

  it('random games: handed-out moves and UCI text give the same positions', () => {
    const random = rng(7);
    for (const variant of [variants.chess, variants.crazyhouse, variants.atomic, variants.shogi]) {
      const a = Position.fromFen(variant.startFen, variant);
      const b = Position.fromFen(variant.startFen, variant);
      for (let ply = 0; ply < 60; ply++) {
        const moves = a.legalMoves();
        if (moves.length === 0 || a.outcome() !== undefined) break;
        const move = moves[Math.floor(random() * moves.length)]!;
        b.play(b.uci(move));
        a.play(move);
        expect(a.toFen()).toBe(b.toFen());
      }
    }
  });
});

/** Repetitions counted from the full keys of every earlier position (the definition). */
function repetitionsByKeys(pos: Position, keys: string[]): number {
  const current = pos.key();
  return keys.filter((k) => k === current).length;
}

describe('repetition by incremental board hashes', () => {
  it('agrees with counting full keys over random shuffling games', () => {
    const random = rng(11);
    for (const fen of [START, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1']) {
      const pos = Position.fromFen(fen);
      const keys = [pos.key()];
      for (let ply = 0; ply < 120; ply++) {
        const moves = pos.legalMoves().filter((m) => !m.captured && m.piece !== 'pawn');
        if (moves.length === 0) break;
        pos.play(moves[Math.floor(random() * moves.length)]!);
        keys.push(pos.key());
        expect(pos.repetitions()).toBe(repetitionsByKeys(pos, keys));
      }
    }
  });

  it('counts a position whose castling rights differ as a different position', () => {
    const pos = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    pos.play('h1g1').play('h8g8').play('g1h1').play('g8h8');
    expect(pos.repetitions()).toBe(1);
    pos.play('h1g1').play('h8g8').play('g1h1').play('g8h8');
    expect(pos.repetitions()).toBe(2);
  });

  it('survives clone and undo', () => {
    const pos = Position.fromFen(START);
    for (let i = 0; i < 2; i++) pos.play('g1f3').play('g8f6').play('f3g1').play('f6g8');
    expect(pos.clone().repetitions()).toBe(3);
    pos.undo();
    expect(pos.repetitions()).toBe(2);
  });
});

describe('decodeMove of numbers that are no move of the position', () => {
  it('throws PositionError instead of failing', () => {
    const pos = Position.fromFen(START);
    for (const m of [20 | (28 << 12), 4095, -1, 0.5, 2 ** 40, (5 << 24) | (31 << 27)]) {
      illegal(() => pos.decodeMove(m));
    }
    const buf = new Int32Array(4096);
    const n = pos.generateMoves(buf);
    for (let i = 0; i < n; i++) expect(pos.decodeMove(buf[i]!).to).toMatch(/^[a-h][1-8]$/);
  });
});

describe('the record of handed-out moves stays small', () => {
  it('keeps at most 64 single decodes, and a legalMoves list replaces it', () => {
    const pos = Position.fromFen(START);
    const buf = new Int32Array(4096);
    const n = pos.generateMoves(buf);
    for (let k = 0; k < 1000; k++) pos.decodeMove(buf[k % n]!);
    expect(pos[STATE].decoded.length / 2).toBeLessThanOrEqual(64);
    const moves = pos.legalMoves();
    expect(pos[STATE].decoded.length / 2).toBe(moves.length);
    pos.play(moves[5]!);
    expect(pos.turn).toBe('black');
  });
});

describe("UCI text of a promotion to a '+'-marked piece", () => {
  it("is found as written and as Fairy-Stockfish writes it, a bare '+'", () => {
    const pos = Position.fromFen('k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1', variants.shogi);
    const promote = pos.legalMoves().find((m) => m.promotion === 'tokin')!;
    expect(pos.uci(promote)).toBe('e6e7+p');
    expect(pos.findEncoded('e6e7+')).toBe(pos.findEncoded('e6e7+p'));
    expect(pos.decodeMove(pos.findEncoded('e6e7+')!)).toEqual(promote);
    expect(pos.findEncoded('e6e7+q')).toBeUndefined();
  });
});
