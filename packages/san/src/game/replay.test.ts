import fs from 'node:fs';
import { Position, type BasePosition } from '@x/core';
import { describe, expect, it } from 'vitest';
import { SanError } from '../shared/errors.js';
import { isNullMove, NULL_MOVE } from '../shared/null-move.js';
import { passTurn } from '../shared/pass.js';
import { parsePgn } from '../pgn/games.js';
import { replay } from './replay.js';
import { resolve } from '../move/resolve.js';
import { stringify } from '../move/stringify.js';
import type { PgnNode } from './tree.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const fixture = fs.readFileSync(new URL('../../test/fixtures/replay.pgn', import.meta.url), 'utf8');

function failure(text: string, options?: Parameters<typeof replay>[2]): SanError {
  const result = replay(Position.fromFen(START), text, options);
  expect(result.success).toBe(false);
  if (result.success) throw new Error('expected a failure');
  expect(result.error).toBeInstanceOf(SanError);
  return result.error;
}

/** The failure of replaying `text` (see `failure`), asserted to have `code`, `ply` and the offset of `token`. */
function failsAt(
  text: string,
  want: { code: string; ply: number; token: string },
  options?: Parameters<typeof replay>[2],
): SanError {
  const error = failure(text, options);
  expect(error.code).toBe(want.code);
  expect(error.ply).toBe(want.ply);
  expect(error.offset).toBe(text.indexOf(want.token));
  return error;
}

describe('replay', () => {
  it('plays the main line of our fixture (comments, NAGs, nested variations, a null move)', () => {
    const start = Position.fromFen(START);
    const result = replay(start, fixture, { variations: true });
    if (!result.success) throw result.error;
    const { moves, position } = result.data;
    expect(moves).toHaveLength(19);
    expect(moves[17]).toBe(NULL_MOVE);
    expect(moves.filter((m) => isNullMove(m))).toHaveLength(1);
    expect(moves[8]).toMatchObject({ from: 'e1', to: 'g1', castle: 'short' });
    expect(position.turn).toBe('black');
    expect(position.pieceAt('d4')).toEqual({ type: 'pawn', color: 'white', promoted: false });
    expect(position.pieceAt('g8')).toEqual({ type: 'king', color: 'black', promoted: false });
    // The input position is not changed.
    expect(start.toFen()).toBe(START);
  });

  it('reports an illegal move with its ply and its place in the text', () => {
    const error = failsAt('1. e4 e5 2. Nf3 Nc6 3. Bb6 a6 *', { code: 'illegal-move', ply: 4, token: 'Bb6' });
    expect(error.length).toBe(3);
  });

  it('reports ambiguity with the candidates', () => {
    const error = failsAt('1. e4 e5 2. Nc3 Nc6 3. Ne2 *', { code: 'ambiguous-move', ply: 4, token: 'Ne2' });
    expect([...(error.candidates ?? [])].sort()).toEqual(['Nce2', 'Nge2']);
  });

  it('strict mode rejects non-canonical SAN by ply', () => {
    const text = '1. e4 e5 2. Ngf3 *';
    expect(replay(Position.fromFen(START), text).success).toBe(true);
    const error = failsAt(text, { code: 'noncanonical', ply: 2, token: 'Ngf3' }, { mode: 'strict' });
    expect(error.canonical).toBe('Nf3');
  });

  it('a null move while in check is illegal', () => {
    failsAt('1. e4 f6 2. Qh5+ -- *', { code: 'illegal-move', ply: 3, token: '--' });
  });

  it('null move spellings: Z0 lenient only, -- in both modes', () => {
    expect(replay(Position.fromFen(START), '1. e4 Z0 2. d4 *').success).toBe(true);
    expect(failure('1. e4 Z0 2. d4 *', { mode: 'strict' }).code).toBe('syntax');
    expect(replay(Position.fromFen(START), '1. e4 -- 2. d4 *', { mode: 'strict' }).success).toBe(true);
  });

  it('checks variations from their branch points by default, as walkGame walks them (variations: false: main line only)', () => {
    const text = '1. e4 e5 (1... Nf6 2. Ke3) 2. Nf3 *';
    expect(replay(Position.fromFen(START), text, { variations: false }).success).toBe(true);
    failsAt(text, { code: 'illegal-move', ply: 2, token: 'Ke3' });
    failsAt(text, { code: 'illegal-move', ply: 2, token: 'Ke3' }, { variations: true });
    // A nested variation branches from the position before the move it replaces.
    const nested = '1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Qh5) 3. d3) 2... Nc6 *';
    expect(replay(Position.fromFen(START), nested, { variations: true }).success).toBe(true);
    const bad = '1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Nf3 Nf6 4. Bb6) 3. d3) 2... Nc6 *';
    const e = failure(bad, { variations: true });
    expect(e.offset).toBe(bad.indexOf('Bb6'));
    expect(e.ply).toBe(6);
  });

  it('reports a syntax error of the movetext with its offset', () => {
    const text = '1. e4 e5 2. Nf3x *';
    const error = failure(text);
    expect(error.code).toBe('syntax');
    expect(error.offset).toBeGreaterThanOrEqual(text.indexOf('Nf3x'));
    expect(error.ply).toBe(2);
    const unclosed = failure('1. e4 e5 (1... c5 2. Nf3x) *');
    expect(unclosed.code).toBe('syntax');
    expect(unclosed.ply).toBeUndefined();
  });

  it("locates a syntax error by ply under the caller's limits, not the defaults", () => {
    // A side line nested 101 deep: over the default maxDepth (100), within the caller's 200.
    const deep = `${'(1. d4 '.repeat(101)}${')'.repeat(101)}`;
    const text = `1. e4 ${deep} 1... e5 2. Nf3x *`;
    const raised = failure(text, { limits: { maxDepth: 200 } });
    expect(raised.code).toBe('syntax');
    expect(raised.ply).toBe(2);
    // Under the default limits the nesting itself is the error; it lies inside a variation, so it has no ply.
    const defaults = failure(text);
    expect(defaults.code).toBe('nesting-too-deep');
    expect(defaults.ply).toBeUndefined();
  });

  it('returns an empty line for movetext without moves', () => {
    const result = replay(Position.fromFen(START), '{just a comment} *');
    if (!result.success) throw result.error;
    expect(result.data.moves).toHaveLength(0);
    expect(result.data.position.toFen()).toBe(START);
  });
});

describe('replay on our movetext fixtures (comments, NAGs, nested variations)', () => {
  const read = (name: string) =>
    fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8');
  for (const [name, index, plies] of [
    ['annotated.pgn', 0, 17],
    ['nested.pgn', 0, 2],
    ['replay.pgn', 0, 19],
  ] as const) {
    it(`${name} game ${index + 1}: every move of every line resolves and prints back`, () => {
      const text = read(name);
      const game = parsePgn(text)[index]!;
      const body = text.slice(game.offset, game.offset + game.length);
      const start = Position.fromFen(START);
      const movetext = body.startsWith('[') ? body.slice(body.indexOf('\n\n')) : body;
      const result = replay(start, movetext, { variations: true, mode: 'strict' });
      if (!result.success) throw result.error;
      expect(result.data.moves).toHaveLength(plies);
      let checked = 0;
      const walk = (node: PgnNode, position: BasePosition): void => {
        for (const child of node.children) {
          const data = child.data;
          const written = text.slice(data.offset, data.offset + data.length - (data.san.glyph?.length ?? 0));
          const move = data.san.nullMove ? NULL_MOVE : resolve(data.san, position);
          expect(stringify(move, position)).toBe(written);
          checked++;
          walk(child, isNullMove(move) ? passTurn(position) : position.clone().play(move));
        }
      };
      walk(game.moves, Position.fromFen(START));
      expect(checked).toBeGreaterThan(plies);
    });
  }
});
