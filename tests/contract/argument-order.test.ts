/**
 * One argument order (issue #91, item 6): a move's reader takes the text first, then the position (as `@x/san`'s
 * `resolve(san, position)`), and its writer the move first, then the position (as `stringify(move, position)`);
 * every writer takes a `Move` (what `legalMoves`, `findMove` and the readers give), never UCI text or an encoded move.
 */
import { type Move, Position } from '@x/core';
import { variants } from '@x/core/variant';
import * as kif from '@x/kif';
import * as san from '@x/san';
import * as wxf from '@x/wxf';
import { describe, expect, it } from 'vitest';

describe('text (or move) first, then the position, in every package', () => {
  it('san, wxf and kif read a move from its text and write it back', () => {
    const chess = Position.fromFen(variants.chess.startFen);
    const xiangqi = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    const shogi = Position.fromFen(variants.shogi.startFen, variants.shogi);
    const moves: [string, Move, string][] = [
      ['san', san.resolve('Nf3', chess), san.stringify(san.resolve('Nf3', chess), chess)],
      ['wxf', wxf.parseMove('炮二平五', xiangqi), wxf.stringifyMove(wxf.parseMove('C2=5', xiangqi), xiangqi)],
      ['kif', kif.parseMove('7g7f', shogi), kif.stringifyMove(kif.parseMove('7g7f', shogi), shogi)],
    ];
    expect(moves.map(([name, move, text]) => [name, move.from, move.to, text])).toEqual([
      ['san', 'g1', 'f3', 'Nf3'],
      ['wxf', 'h3', 'e3', 'C2=5'],
      ['kif', 'c3', 'c4', '7g7f'],
    ]);
    expect(wxf.safeParseMove('C2=5', xiangqi).success).toBe(true);
  });

  it('wxf stringifyMove takes a Move only (a type error otherwise, held by pnpm typecheck)', () => {
    const xiangqi = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    const typed = () => {
      // @ts-expect-error UCI text is not a Move: find it first (`findMove`)
      wxf.stringifyMove('h3e3', xiangqi);
      // @ts-expect-error nor is an encoded move of `@x/core/engine`
      wxf.stringifyMove(0, xiangqi);
    };
    expect(typeof typed).toBe('function');
    expect(wxf.stringifyMove(xiangqi.findMove('h3e3')!, xiangqi, { notation: 'iccs' })).toBe('h2e2');
  });
});
