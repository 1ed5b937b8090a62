import fs from 'node:fs';
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { SanError } from '../shared/errors.js';
import { NULL_MOVE } from '../shared/null-move.js';
import { parsePgn } from '../pgn/games.js';
import { replay } from './replay.js';
import { walkGame, type WalkStep } from './walk.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const fixture = fs.readFileSync(new URL('../../test/fixtures/replay.pgn', import.meta.url), 'utf8');

/** The steps of a walk, copied out of the callback. */
function walk(text: string, start = Position.fromFen(START)) {
  const steps: { ply: number; number: number; turn: string; depth: number; san: string; fen: string }[] = [];
  walkGame(parsePgn(text)[0]!, start, (s: WalkStep) => {
    steps.push({
      ply: s.ply,
      number: s.moveNumber,
      turn: s.turn,
      depth: s.depth,
      san: s.san,
      fen: s.position.toFen(),
    });
  });
  return steps;
}

function fenAfter(moves: string): string {
  const result = replay(Position.fromFen(START), moves);
  if (!result.success) throw result.error;
  return result.data.position.toFen();
}

describe('walkGame', () => {
  it('visits the main line first, then each variation from the position before the move it replaces', () => {
    const steps = walk('1. e4 (1. d4 d5 (1... Nf6 2. c4)) e5 2. Nf3 (2. f4 exf4) Nc6 *');
    expect(steps.map((s) => `${s.ply}:${s.san}`)).toEqual([
      '1:e4',
      '2:e5',
      '3:Nf3',
      '4:Nc6',
      '3:f4',
      '4:exf4',
      '1:d4',
      '2:d5',
      '2:Nf6',
      '3:c4',
    ]);
    expect(steps.map((s) => s.depth)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2]);
    expect(steps.map((s) => `${s.number}${s.turn[0]}`)).toEqual([
      '1w',
      '1b',
      '2w',
      '2b',
      '2w',
      '2b',
      '1w',
      '1b',
      '1b',
      '2w',
    ]);
    expect(steps[5]!.fen).toBe(fenAfter('1. e4 e5 2. f4 exf4'));
    expect(steps[9]!.fen).toBe(fenAfter('1. d4 Nf6 2. c4'));
  });

  it('gives canonical SAN and the resolved move, leaving the start position unchanged', () => {
    const start = Position.fromFen(START);
    const moves: unknown[] = [];
    walkGame(parsePgn('1. Ng1f3 e5 2. e4 *')[0]!, start, (s) => {
      moves.push([s.san, s.move]);
    });
    expect(moves[0]).toEqual(['Nf3', { from: 'g1', to: 'f3', piece: 'knight' }]);
    expect(start.toFen()).toBe(START);
  });

  it('walks our replay fixture (nested variations, a null move) and agrees with replay on the main line', () => {
    const steps = walk(fixture);
    const main = steps.filter((s) => s.depth === 0);
    const replayed = replay(Position.fromFen(START), fixture, { variations: true });
    if (!replayed.success) throw replayed.error;
    expect(main).toHaveLength(replayed.data.moves.length);
    expect(main.at(-1)!.fen).toBe(replayed.data.position.toFen());
    expect(steps.some((s) => s.san === '--')).toBe(true);
    expect(steps.length).toBeGreaterThan(main.length);
  });

  it('reports a null move as NULL_MOVE', () => {
    const seen: unknown[] = [];
    walkGame(parsePgn('1. e4 -- 2. d4 *')[0]!, Position.fromFen(START), (s) => void seen.push(s.move));
    expect(seen[1]).toBe(NULL_MOVE);
  });

  it('stops when visit returns false', () => {
    let n = 0;
    walkGame(parsePgn('1. e4 e5 2. Nf3 Nc6 *')[0]!, Position.fromFen(START), () => ++n < 2);
    expect(n).toBe(2);
  });

  it('walks the main line only with variations: false', () => {
    const steps: number[] = [];
    walkGame(parsePgn('1. e4 (1. d4) e5 *')[0]!, Position.fromFen(START), (s) => void steps.push(s.depth), {
      variations: false,
    });
    expect(steps).toEqual([0, 0]);
  });

  it('stops with a located SanError on an illegal move inside a variation', () => {
    const text = '1. e4 e5 (1... c5 2. Ke3) 2. Nf3 *';
    let error: unknown;
    try {
      walkGame(parsePgn(text)[0]!, Position.fromFen(START), () => {});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SanError);
    const e = error as SanError;
    expect(e.code).toBe('illegal-move');
    expect(text.slice(e.offset, e.offset + e.length)).toBe('Ke3');
    expect(e.ply).toBe(2);
  });

  it('numbers moves from a FEN start with Black to move', () => {
    const start = Position.fromFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7');
    const steps = walk('7... e5 8. Nf3 *', start);
    expect(steps.map((s) => `${s.number}${s.turn[0]}:${s.ply}`)).toEqual(['7b:1', '8w:2']);
  });
});
