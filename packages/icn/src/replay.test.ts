import type { Result } from '@x/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { game as arbitraryGame } from '../test/arbitrary.js';
import { randomGame } from '../test/random-game.js';
import { IcnError } from './errors.js';
import { parse } from './parse.js';
import { type ReplayData, type ReplayReason, replay } from './replay.js';
import { infiniteSetupFromGame } from './setup.js';
import { stringify } from './stringify.js';

const run = (text: string, strict = false): Result<ReplayData, IcnError> =>
  replay(parse(text), { mode: strict ? 'strict' : 'lenient' });

function ok(text: string, strict = false): ReplayData {
  const r = run(text, strict);
  if (!r.success) return expect.fail(`${r.error.code}/${r.error.reason}@${r.error.index}`);
  return r.data;
}

/** Code, reason, ply index and the text the error points at. */
function failure(text: string, strict = false): [string, string | undefined, number | undefined, string] {
  const r = run(text, strict);
  if (r.success) return expect.fail('expected a replay error');
  expect(r.error).toBeInstanceOf(IcnError);
  return [
    r.error.code,
    r.error.reason,
    r.error.index,
    text.slice(r.error.offset, r.error.offset + r.error.length),
  ];
}

describe('replay: mapping', () => {
  it('maps the header onto the core setup', () => {
    const setup = infiniteSetupFromGame(
      parse(
        '[Variant "Chess"] b 3,6 7/50 12 (8;q,n|1) (checkmate|koth,threecheck) {"slideLimit": 9} K5,1+|k5,8|p3,5',
      ),
    );
    expect(setup).toEqual({
      pieces: [
        { x: 5n, y: 1n, type: 'king', player: 'white', specialRight: true },
        { x: 5n, y: 8n, type: 'king', player: 'black', specialRight: false },
        { x: 3n, y: 5n, type: 'pawn', player: 'black', specialRight: false },
      ],
      turnOrder: ['black', 'white'],
      turnIndex: 0,
      fullMove: 12,
      enPassant: { square: { x: 3n, y: 6n } },
      moveRuleState: 7,
      rules: {
        promotionRanks: { white: [8n], black: [1n] },
        promotionsAllowed: { white: ['queen', 'knight'], black: ['queen', 'rook', 'bishop', 'knight'] },
        moveRule: 50,
        // implied by the Variant tag (the Chess start's bounding box), not written
        worldBorder: { left: 1n, right: 8n, bottom: 1n, top: 8n },
        winConditions: { white: ['checkmate'], black: ['koth'] },
        slideLimit: 9n,
      },
    });
  });

  it('fails without a position and for data the core rejects', () => {
    expect(failure('1,2>3,4')).toEqual(['no-position', 'no-position', 0, '']);
    expect(failure('{"slideLimit": 0} K1,1|k8,8')).toEqual(['invalid-setup', 'bad-rules', 0, '']);
  });

  it('returns the reached position as an ICN game without moves', () => {
    const data = ok('w 0/100 1 (8|1) K5,1+|R8,1+|P4,2+|k5,8 P4,2>4,4|k5,8>5,7|K5,1>7,1');
    expect(stringify(data.position)).toBe('b 2/100 2 (8|1) R6,1|K7,1|P4,4|k5,7');
    const back = ok('b 4,3 0/100 1 (8|1) K5,1+|P4,4|k5,8 k5,8>4,8');
    // the full move grows when the turn order wraps (the live site numbers moves per cycle of the turn order;
    // `b` is [black, white], so black's move does not end the cycle)
    expect(stringify(back.position)).toBe('w 1/100 1 (8|1) K5,1+|P4,4|k4,8');
  });
});

describe('replay: legality', () => {
  it('reports the first illegal move with its ply, span and the core reason', () => {
    expect(failure('w K5,1|R1,1|k5,8 R1,1>1,5|k5,8>5,7|R1,5>2,6|k5,7>5,6')).toEqual([
      'illegal-move',
      'unreachable',
      2,
      'R1,5>2,6',
    ]);
    expect(failure('w K5,1|r5,5|k1,8 K5,1>5,2')).toEqual([
      'illegal-move',
      'leaves-royal-in-check',
      0,
      'K5,1>5,2',
    ]);
    expect(failure('w K5,1|k5,8 k5,8>5,7')).toEqual(['illegal-move', 'not-your-turn', 0, 'k5,8>5,7']);
    expect(failure('w (8|1) K1,1|P4,7|k8,5 4,7>4,8')).toEqual([
      'illegal-move',
      'promotion-required',
      0,
      '4,7>4,8',
    ]);
  });

  it('rejects a move after the game ended', () => {
    const mate = 'w 1,8,1,8 K6,6|Q1,7|k8,8 Q1,7>7,7#';
    expect(ok(mate, true).outcome).toEqual({ result: 'win', winner: 'white', reason: 'checkmate' });
    expect(failure(`${mate}|k8,8>8,7`)).toEqual(['illegal-move', 'game-over', 1, 'k8,8>8,7']);
    // a game given in a finished position cannot continue either
    expect(failure('b 1,8,1,8 K6,6|Q7,7|k8,8 k8,8>8,7')).toEqual([
      'illegal-move',
      'game-over',
      0,
      'k8,8>8,7',
    ]);
  });

  it('finds draws by stalemate, move rule and repetition, and wins by other conditions', () => {
    expect(ok('w 1,8,1,8 K6,6|Q1,7|k8,8 Q1,7>6,7').outcome).toEqual({ result: 'draw', reason: 'stalemate' });
    expect(ok('w 0/2 1 K1,1|k8,8 K1,1>1,2|k8,8>8,7').outcome).toEqual({ result: 'draw', reason: 'moverule' });
    const shuffle = '1,1>1,2|8,8>8,7|1,2>1,1|8,7>8,8';
    expect(ok(`w K1,1|k8,8 ${shuffle}|${shuffle}`).outcome).toEqual({ result: 'draw', reason: 'repetition' });
    expect(ok('w koth K3,3|k8,8 K3,3>4,4').outcome).toEqual({
      result: 'win',
      winner: 'white',
      reason: 'koth',
    });
    expect(ok('w allpiecescaptured K1,1|R1,2|n1,8 R1,2>1,8').outcome).toEqual({
      result: 'win',
      winner: 'white',
      reason: 'allpiecescaptured',
    });
    // three players: royal capture replaces checkmate
    expect(ok('w:b:r K1,1|k5,5|3K9,9|R1,5 R1,5>5,5').outcome).toEqual({
      result: 'win',
      winner: 'white',
      reason: 'royalcapture',
    });
  });

  it('carries win conditions the core does not judge (threecheck): checks do not matter', () => {
    expect(ok('w threecheck K5,1|r5,5|k1,8 K5,1>5,2').outcome).toBeUndefined();
  });
});

describe('replay: notation checks (strict errors, lenient warnings)', () => {
  it.each<[string, ReplayReason]>([
    ['w K5,1|k5,8 Q5,1>5,2', 'piece'],
    ['w K5,1|k5,8 k5,1>5,2', 'piece'],
    ['w K5,1|k5,8 K5,1x5,2', 'capture'],
    ['w K1,1|R8,2|k5,8 R8,2>8,3+', 'check'],
    ['w K1,1|R8,2|k5,8 R8,2>8,8#', 'mate'],
    ['w (8|1) K1,1|P4,7|k8,5 4,7>4,8=q', 'promotion-player'],
  ])('%s: %s', (text, reason) => {
    expect(failure(text, true)).toEqual(['move-mismatch', reason, 0, text.slice(text.lastIndexOf(' ') + 1)]);
    const lenient = ok(text);
    expect(lenient.diagnostics?.map((w) => [w.code, w.reason, w.index])).toEqual([
      ['move-mismatch', reason, 0],
    ]);
  });

  it('accepts matching decorations, en passant as a capture, and promotes to the mover', () => {
    const data = ok(
      'w 0/100 1 (8|1) K1,1|R8,2|P2,5|p3,7+|k5,7 R8,2>8,3|p3,7>3,5|P2,5x3,6|k5,7>4,6|R8,3>8,6+',
      true,
    );
    expect(data.diagnostics).toBeUndefined();
    expect(data.board.pieceAt({ x: 3n, y: 5n })).toBeUndefined();
    expect(ok('w (8|1) K1,1|P4,7|k8,5 4,7>4,8=q').board.pieceAt({ x: 4n, y: 8n })?.player).toBe('white');
  });

  it('checks Result and Termination against the outcome', () => {
    const mate = 'w 1,8,1,8 K6,6|Q1,7|k8,8 Q1,7>7,7';
    expect(ok(`[Result "1-0"] [Termination "Checkmate"] ${mate}`, true).diagnostics).toBeUndefined();
    // ended outside the moves: any result with an external termination
    expect(
      ok('[Result "0-1"] [Termination "Time forfeit"] w K1,1|k8,8 K1,1>1,2', true).outcome,
    ).toBeUndefined();
    const bad: [string, string][] = [
      [`[Result "0-1"] ${mate}`, 'result'],
      [`[Result "1/2-1/2"] ${mate}`, 'result'],
      [`[Termination "Stalemate"] ${mate}`, 'termination'],
      [`[Termination "Resignation"] ${mate}`, 'termination'],
      ['[Termination "Checkmate"] w K1,1|k8,8 K1,1>1,2', 'termination'],
    ];
    for (const [text, reason] of bad) {
      expect(failure(text, true).slice(0, 3), text).toEqual(['result-contradicts-end', reason, 1]);
      expect(ok(text).diagnostics?.map((w) => w.reason)).toEqual([reason]);
      expect(replay(parse(text), { mode: 'strict', checkTags: false }).success).toBe(true);
    }
  });
});

describe('replay: properties', () => {
  const classical = parse(
    'w 0/100 1 (8|1) P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+',
  );

  it('random legal games replay to the end with the outcome the core reported, through stringify and parse', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 120 }),
        (seed, plies) => {
          const { game, outcome } = randomGame(classical, plies, seed);
          const r = replay(parse(stringify(game), { mode: 'strict' }), { mode: 'strict' });
          if (!r.success) return expect.fail(`${r.error.code}/${r.error.reason}@${r.error.index}`);
          expect(r.data.outcome === undefined ? undefined : r.data.outcome.reason).toBe(outcome?.condition);
          // replaying the reached position again gives the same position
          const again = replay(r.data.position);
          expect(again.success && stringify(again.data.position)).toBe(stringify(r.data.position));
          // and the last move, cut off and replayed from the position before it, ends in the same position
          // (full-move number aside: the core counts it on the wrap of the turn order, which the snapshot rotates)
          if (game.moves.length > 0) {
            const head = replay({ ...game, moves: game.moves.slice(0, -1) });
            if (!head.success) return expect.fail(head.error.code);
            const tail = replay({ ...head.data.position, moves: game.moves.slice(-1) });
            if (!tail.success) return expect.fail(tail.error.code);
            expect(stringify({ ...tail.data.position, fullMove: 1 })).toBe(
              stringify({ ...r.data.position, fullMove: 1 }),
            );
          }
        },
      ),
      { numRuns: runs(4, 100) },
    );
  });

  it('a changed move is either legal or reported at its own ply', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(), fc.nat(), (seed, which, shift) => {
        const { game } = randomGame(classical, 30, seed);
        if (game.moves.length === 0) return;
        const i = which % game.moves.length;
        const m = game.moves[i]!;
        const moves = [...game.moves];
        moves[i] = { ...m, end: [m.end[0] + BigInt(shift % 5) - 2n, m.end[1] + 1n] };
        const r = replay({ ...game, moves });
        if (!r.success) {
          expect(r.error.code).toBe('illegal-move');
          expect(r.error.index).toBeGreaterThanOrEqual(i);
        }
      }),
      { numRuns: runs(4, 100) },
    );
  });

  it('never throws anything but IcnError on arbitrary games', () => {
    fc.assert(
      fc.property(arbitraryGame({ digits: 12 }), fc.boolean(), (g, strict) => {
        const r = replay(g, { mode: strict ? 'strict' : 'lenient' });
        if (!r.success) expect(r.error).toBeInstanceOf(IcnError);
      }),
      { numRuns: runs(100, 2000) },
    );
  });

  // Replay time against the number of moves (linear growth) is measured in the bench (`pnpm bench icn`:
  // replay of 2,500 / 5,000 / 10,000 moves), not here: timing stays out of the test suite.
});

describe('warnings in the @x/core Diagnostic shape', () => {
  it('parse and replay warnings carry severity, line and column', () => {
    const text = 'w K5,1|k5,8|P1,2\n1,2>1,3 K5,1x5,2';
    const game = parse(text);
    const r = replay(game);
    const warnings = [...(game.diagnostics ?? []), ...(r.success ? (r.data.diagnostics ?? []) : [])];
    for (const w of warnings) {
      expect(w.severity).toBe('warning');
      expect(Number.isInteger(w.line) && Number.isInteger(w.column)).toBe(true);
    }
    const lenient = parse('K01,1\n\nk5,8');
    expect(lenient.diagnostics?.[0]).toMatchObject({ severity: 'warning', line: 1, column: 2 });
  });
});
