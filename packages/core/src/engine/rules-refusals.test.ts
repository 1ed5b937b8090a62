/**
 * Issue #90, rules 1, 2, 3 and 6 in `@x/core`: one buffer policy for the passes that multiply moves (walls placed
 * with a move grow the engine's buffer; a caller's buffer gets a located `PositionError`), every refusal of a
 * definition a `VariantError` of the compile step (with its JSON path where it has one), a turn whose every white
 * part is `balance` refused, and a `past` wall left by a double step that does not hide the e.p. square.
 */
import { describe, expect, it } from 'vitest';
import { NotationError } from '../errors/notation-error.js';
import { PositionError, VariantError } from '../errors/errors.js';
import { createMoveBuffer, generateMovesTo, moveTarget } from './index.js';
import { Position } from '../position.js';
import { perft } from '../perft.js';
import { parseVariantDefinition } from '../schema/index.js';
import { compileVariant } from '../variant/compile/compile.js';
import { chess } from '../variant/builtins/chess.js';
import { variants } from '../variant/builtins/index.js';
import type { PieceType, VariantDefinition } from '../variant/definition.js';
import { thrown } from '../../../../tests/errors.js';

const WALL: PieceType = { id: 'wall', symbol: 'W', moves: [], iron: true, noHand: true };

/** Crazyhouse from an empty board, every piece in hand, with a duck (issue #90's `[p:crazyhouse]` section). */
const duckHouse: VariantDefinition = {
  ...variants.crazyhouse!,
  id: 'duck-house',
  pieces: [...variants.crazyhouse!.pieces, WALL],
  walls: { piece: 'wall', rule: 'duck' },
  royalsOptional: true,
  startFen: '8/8/8/8/8/8/8/8[KQRBNPkqrbnp] w - - 0 1',
};

describe('#90.1: walls with drops grow the move buffer', () => {
  it('every drop comes once per empty square its wall may go to (368 drops × 63), and plays', () => {
    const { walls: _walls, ...plainHouse } = duckHouse;
    const plain = Position.fromFen(duckHouse.startFen, { ...plainHouse, id: 'plain-house' });
    const drops = perft(plain, 1);
    expect(drops).toBe(64 * 5 + 48);
    const pos = Position.fromFen(duckHouse.startFen, duckHouse);
    const start = pos.toFen();
    const moves = pos.legalMoves();
    expect(moves.length).toBe(drops * 63);
    expect(moves.every((m) => m.fairy?.wall !== undefined && m.fairy?.wall !== m.to)).toBe(true);
    expect(new Set(moves.map((m) => `${m.piece}@${m.to},${m.fairy?.wall}`)).size).toBe(moves.length);
    const last = moves.at(-1)!;
    pos.play(last);
    expect(pos.pieceAt(last.fairy!.wall!)?.type).toBe('wall');
    const fen = pos.toFen();
    expect(Position.fromFen(fen, duckHouse).toFen()).toBe(fen);
    pos.undo();
    expect(pos.toFen()).toBe(start);
    expect(perft(pos, 1)).toBe(drops * 63);
  });

  it("a caller's buffer too short gets a PositionError saying how much room the moves need", () => {
    const pos = Position.fromFen(duckHouse.startFen, duckHouse);
    const e = thrown(PositionError, () => pos.generateMoves(createMoveBuffer()));
    expect(e.code).toBe('too-many-moves');
    expect(e.message).toContain('23184 needed');
    const all = new Int32Array(23_184);
    expect(pos.generateMoves(all)).toBe(23_184);
    // generateMovesTo filters the list the engine keeps (it grows): a caller's buffer holds the few it returns.
    const to = moveTarget(all[0]!);
    const onto = createMoveBuffer();
    const n = generateMovesTo(pos, to, 0, onto);
    expect([...onto.subarray(0, n)]).toEqual([...all].filter((m) => moveTarget(m) === to));
  });
});

/** Chess with `change` applied to a copy of its definition (JSON, as a definition arrives). */
// biome-ignore lint/suspicious/noExplicitAny: a JSON copy, edited at will as a definition file is
function chessWith(change: (def: any) => void): VariantDefinition {
  const def = JSON.parse(JSON.stringify(chess));
  change(def);
  return def;
}

/** The definitions issue #90 found refused by a plain `RangeError` from `compileVariant`. */
const refused: Record<string, VariantDefinition> = {
  'burners with andernach': chessWith((d) => {
    d.pieces[1].rules = { burn: { squares: [[1, 0]] } };
    d.andernach = { except: ['king'] };
  }),
  'boards on a wrapping board': chessWith((d) => {
    d.board = { files: 9, ranks: 8, wrapFiles: true };
    d.boards = { count: 2, files: 4 };
    d.startFen = '9/9/9/9/9/9/9/K3k4 w - - 0 1';
    delete d.castling;
  }),
  '32 piece types': chessWith((d) => {
    for (let i = 0; i < 26; i++) d.pieces.push({ id: `x${i}`, symbol: `X${i}`, moves: [] });
  }),
  'a duplicate FEN symbol': chessWith((d) => {
    d.pieces.push({ id: 'other', symbol: 'Q', moves: [] });
  }),
  'a walk on a wrapping board': chessWith((d) => {
    d.board.wrapFiles = true;
    d.pieces[1].moves = [{ kind: 'leap', vectors: [[1, 0]], walk: 2 }];
    d.startFen = d.startFen.replace('KQkq', '-');
    delete d.castling;
  }),
  'a range beyond 128': chessWith((d) => {
    d.pieces[1].moves = [{ kind: 'ride', vectors: [[1, 0]], range: 636 }];
  }),
  "a turn whose every white part is 'balance'": chessWith((d) => {
    d.turns = { parts: [{ balance: true }] };
  }),
};

describe('#90.2, #90.3: every refusal of a definition is a VariantError of the compile step', () => {
  for (const [what, def] of Object.entries(refused)) {
    it(`${what}: the schema, compileVariant and Position.fromFen refuse it alike`, () => {
      const schema = thrown(VariantError, () => parseVariantDefinition(JSON.parse(JSON.stringify(def))));
      const load = () => Position.fromFen(def.startFen, def);
      const compiled = thrown(VariantError, () => {
        compileVariant(def);
        load();
      });
      expect(compiled.code).toBe('variant');
      expect(thrown(NotationError, load)).toBeInstanceOf(VariantError);
      expect(schema.path).toEqual(compiled.path);
    });
  }

  it('a refused range and the piece types past 31 have their JSON paths', () => {
    expect(thrown(VariantError, () => compileVariant(refused['a range beyond 128']!)).path).toEqual([
      'pieces',
      1,
      'moves',
      0,
      'range',
    ]);
    expect(thrown(VariantError, () => compileVariant(refused['32 piece types']!)).path).toEqual(['pieces']);
  });
});

describe("#90.6: wallingRule 'past': the wall a double step leaves does not hide the e.p. square", () => {
  const past: VariantDefinition = {
    ...chess,
    id: 'past-test',
    pieces: [...chess.pieces, WALL],
    walls: { piece: 'wall', rule: 'past' },
  };
  it('after e2-e4 beside a pawn on f4 the FEN names e3, reads back, and f4xe3 is legal (as Fairy-Stockfish)', () => {
    const pos = Position.fromFen('rnbqkbnr/pppp1ppp/8/8/5p2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', past);
    pos.play('e2e4');
    const fen = pos.toFen();
    expect(fen).toBe('rnbqkbnr/pppp1ppp/8/8/4Pp2/8/PPPP*PPP/RNBQKBNR b KQkq e3 0 1');
    const read = Position.fromFen(fen, past);
    expect(read.toFen()).toBe(fen);
    expect(read.legalMoves().some((m) => m.from === 'f4' && m.to === 'e3')).toBe(true);
  });
  it('an e.p. square with a piece other than the wall behind it is still refused', () => {
    const e = thrown(PositionError, () =>
      Position.fromFen('rnbqkbnr/pppp1ppp/8/8/4Pp2/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1', past),
    );
    expect(e.code).toBe('bad-en-passant');
  });
});
