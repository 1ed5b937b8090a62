/**
 * `stringifyLan` and `stringifyFan`: hand cases (captures, e.p., promotions, castling, drops, check and mate,
 * variant letters) and, on every game of `../shared/data/pgn/lichess-100.pgn`, every move written both ways
 * reads back (lenient `resolve`) as the same move.
 */
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { expectNoFaults } from '../../../../tests/faults.js';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { stringifyFan, stringifyLan } from './long-algebraic.js';
import { NULL_MOVE } from '../shared/null-move.js';
import { iteratePgn } from '../pgn/games.js';
import { resolve } from './resolve.js';
import { startingPosition } from '../game/start-position.js';
import { walkGame } from '../game/walk.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Both notations of the move `san` of the position `fen`. */
function both(fen: string, san: string, variant = variants.chess): [string, string] {
  const position = Position.fromFen(fen, variant);
  const move = resolve(san, position);
  return [stringifyLan(move, position), stringifyFan(move, position)];
}

describe('stringifyLan and stringifyFan', () => {
  it('quiet moves, captures, e.p., promotions, castling, check and mate', () => {
    expect(both(START, 'Nf3')).toEqual(['Ng1-f3', '♘f3']);
    expect(both(START, 'e4')).toEqual(['e2-e4', 'e4']);
    expect(both('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', 'exd6')).toEqual(['e5xd6', 'exd6']);
    expect(both('3qk3/4P3/8/8/8/8/8/4K3 w - - 0 1', 'exd8=Q+')).toEqual(['e7xd8=Q+', 'exd8=♕+']);
    expect(both('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O-O')).toEqual(['O-O-O', 'O-O-O']);
    expect(both('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', 'Qh4#')).toEqual([
      'Qd8-h4#',
      '♕h4#',
    ]);
    expect(both('4k3/8/8/8/8/Q1Q5/8/Q1Q1K3 w - - 0 1', 'Qa1b2')).toEqual(['Qa1-b2', '♕a1b2']);
  });

  it('drops and variant letters are written as in SAN; a pass is --', () => {
    const zh = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1';
    expect(both(zh, 'N@e4', variants.crazyhouse)).toEqual(['N@e4', '♘@e4']);
    const capa = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';
    expect(both(capa, 'Nc3', variants.capablanca)).toEqual(['Nb1-c3', '♘c3']);
    expect(both(capa, 'Ab3', variants.capablanca)).toEqual(['Ac1-b3', 'Ab3']);
    const start = Position.fromFen(START);
    expect([stringifyLan(NULL_MOVE, start), stringifyFan(NULL_MOVE, start)]).toEqual(['--', '--']);
  });
});

describe.skipIf(!hasSharedData)('LAN and FAN read back as the same move (lichess-100.pgn)', () => {
  it('every move of every game', () => {
    const text = hasSharedData ? fs.readFileSync(sharedDataPath('pgn', 'lichess-100.pgn'), 'utf8') : '';
    let moves = 0;
    const faults: { readonly written: string; readonly back: unknown; readonly move: unknown }[] = [];
    for (const game of iteratePgn(text)) {
      walkGame(game, startingPosition(game), (step) => {
        const before = step.position.clone();
        before.undo();
        const move = step.move;
        for (const written of [stringifyLan(move, before), stringifyFan(move, before)]) {
          let back: unknown;
          try {
            back = resolve(written, before);
          } catch (e) {
            back = `${written}: ${(e as Error).message}`;
          }
          if (!isDeepStrictEqual(back, move)) faults.push({ written, back, move });
        }
        moves++;
      });
    }
    expectNoFaults(faults);
    expect(moves).toBeGreaterThan(5000);
  });
});
