import { type Move, Position } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bySize, runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { SanError } from '../shared/errors.js';
import { formatSan } from '../move/format.js';
import { iteratePgn } from '../pgn/games.js';
import { resolve as genericResolve } from '../move/resolve.js';
import { stringify as genericStringify } from '../move/stringify.js';
import { mainLine } from '../game/tree.js';
import { resolve, stringify } from '../chess-entry.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/** The `SanError` code `run` throws (and its details), or what it returns. */
function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    return { code: error.code, candidates: error.candidates, canonical: error.canonical };
  }
}

/** Every legal move of `chess` prints as on `generic` and reads back strictly to itself. */
function expectSameSan(chess: ChessPosition, generic: Position): void {
  const moves = chess.legalMoves();
  const texts = moves.map((m) => stringify(m, chess));
  expect(texts.slice().sort()).toEqual(
    generic
      .legalMoves()
      .map((m) => genericStringify(m, generic))
      .sort(),
  );
  moves.forEach((move, i) => {
    expect(resolve(texts[i]!, chess, { mode: 'strict' })).toEqual(move);
  });
}

describe('@x/san/chess gives the SAN @x/san gives for standard chess', () => {
  it.skipIf(!hasSharedData)(
    'lichess-100: every main-line move resolves, prints and plays the same; every legal move of a sample prints the same',
    () => {
      let plies = 0;
      let game = 0;
      const games = bySize(6, 100);
      for (const record of iteratePgn(readSharedData('pgn', 'lichess-100.pgn'))) {
        if (game++ === games) break;
        const generic = Position.fromFen(START);
        const chess = ChessPosition.fromFen(START);
        for (const node of mainLine(record.moves)) {
          const san = formatSan(node.data.san); // the move as written (a PGN reader's SAN record)
          const a = genericResolve(san, generic) as Move;
          const b = resolve(san, chess);
          expect(b).toEqual(a);
          expect(stringify(b, chess)).toBe(genericStringify(a, generic));
          // every legal move, one ply in twelve
          if (plies % 12 === 0) expectSameSan(chess, generic);
          generic.play(a);
          chess.play(b);
          plies++;
        }
        expect(chess.toFen()).toBe(generic.toFen());
      }
      expect(plies).toBeGreaterThan(250);
    },
  );

  it('positions with promotions, en passant, pins, Chess960 castling and mates print the same', () => {
    for (const fen of [
      KIWIPETE,
      'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
      'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
      '4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1',
      'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
      'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
      'R6R/8/8/2Q5/8/1k6/8/K6Q w - - 0 1',
      '6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1',
    ]) {
      expectSameSan(ChessPosition.fromFen(fen), Position.fromFen(fen));
    }
  });

  it('the lenient forms and the errors are those of @x/san', () => {
    const cases: [fen: string, san: string][] = [
      [START, 'Nf3'],
      [START, 'Ngf3'],
      [START, 'Ng1f3'],
      [START, 'Nxf3'],
      [START, 'e4!?'],
      [START, 'e4+'],
      [START, 'g1f3'],
      [START, 'Nf3#??'],
      [START, 'exd5'],
      [START, 'Nc3d5'],
      [START, 'Ke2'],
      [START, 'O-O'],
      [KIWIPETE, 'O-O'],
      [KIWIPETE, '0-0-0'],
      [KIWIPETE, 'Nd5'],
      [KIWIPETE, 'Bxa6'],
      [KIWIPETE, 'Qxf6'],
      [KIWIPETE, 'Nxg6'],
      ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 'gxh1=Q+'],
      ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 'gxh1Q'],
      ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 'g1=K'],
      ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 'g1'],
      ['R6R/8/8/2Q5/8/1k6/8/K6Q w - - 0 1', 'Rd8'],
      ['R6R/8/8/2Q5/8/1k6/8/K6Q w - - 0 1', 'Qd1'],
      ['R6R/8/8/2Q5/8/1k6/8/K6Q w - - 0 1', 'Qh1d5'],
    ];
    for (const [fen, san] of cases) {
      const lenient = outcome(() => resolve(san, ChessPosition.fromFen(fen)));
      expect(lenient, san).toEqual(outcome(() => genericResolve(san, Position.fromFen(fen))));
      // Strict: the same move, or an error; a lenient form is `noncanonical` here (`syntax` in @x/san's lexer).
      const strict = outcome(() => resolve(san, ChessPosition.fromFen(fen), { mode: 'strict' }));
      const generic = outcome(() => genericResolve(san, Position.fromFen(fen), { mode: 'strict' }));
      if ((generic as { code?: string }).code === 'syntax') expect(strict, san).toHaveProperty('code');
      else expect(strict, san).toEqual(generic);
    }
    // What the chess grammar leaves out (a lenient form of @x/san) is a syntax error, located on the whole text.
    for (const san of ['--', 'Pe4', 'nf3', 'e2-e4', 'Z0', 'N@f3', '', 'e9', 'Nf3 ']) {
      const error = outcome(() => resolve(san, ChessPosition.fromFen(START)));
      expect(error, san).toMatchObject({ code: 'syntax' });
    }
    expect(() => stringify({ from: 'e2', to: 'e5', piece: 'pawn' }, ChessPosition.fromFen(START))).toThrow(
      SanError,
    );
  });

  it('property: any text resolves to a legal move or throws SanError, leaving the position as it was', () => {
    const positions = [START, KIWIPETE, 'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1'].map((fen) =>
      ChessPosition.fromFen(fen),
    );
    const sanChar = fc.constantFrom(...'KQRBNPkqrbn abcdefgh0123456789x-=+#!?O'.split(''));
    const text = fc.oneof(
      fc.array(sanChar, { maxLength: 10 }).map((chars) => chars.join('')),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(text, fc.nat(positions.length - 1), fc.boolean(), (san, p, strict) => {
        const position = positions[p]!;
        const before = position.toFen();
        try {
          const move = resolve(san, position, { mode: strict ? 'strict' : 'lenient' });
          expect(position.findEncoded(move)).toBeDefined();
        } catch (error) {
          expect(error).toBeInstanceOf(SanError);
        }
        expect(position.toFen()).toBe(before);
      }),
      { numRuns: runs(500) },
    );
  });
});
