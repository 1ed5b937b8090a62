/** A game as JKF: headers, preset or position, the moves with their times, comments and forks. */
import { branchCopy } from '../model/copy.js';
import { checkDepth } from '../model/depth.js';
import type { BasePosition } from '@x/core';
import { HANDICAPS, handicapOf } from '../kif/handicaps.js';
import type { KifWriteOptions } from '../kif/write-kif.js';
import type { KifGame, KifLine, KifTime } from '../model/game.js';
import { startPosition } from '../model/start.js';
import { stringifySfen } from '../sfen/sfen.js';
import { pieceOf } from '../shogi/pieces.js';
import { shogiSquare } from '../shogi/squares.js';
import { parseUsiMove } from '../usi/usi-move.js';
import { PRESETS } from './presets.js';
import { KifError } from '../errors.js';
import { checkTime } from '../model/time-text.js';
import type { Jkf, JkfInitial, JkfMove, JkfPiece, JkfTime } from './types.js';

function initialOf(position: BasePosition): JkfInitial {
  const name = handicapOf(stringifySfen(position));
  for (const [preset, handicap] of PRESETS)
    if (handicap === name && HANDICAPS.has(handicap)) return { preset };
  const setup = position.toSetup();
  const { files, ranks } = setup;
  const board: JkfPiece[][] = [];
  for (let x = 1; x <= files; x++) {
    const column: JkfPiece[] = [];
    for (let y = 1; y <= ranks; y++) {
      const piece = setup.board[(ranks - y) * files + (files - x)];
      column.push(
        piece === undefined ? {} : { color: piece.color === 'white' ? 0 : 1, kind: pieceOf(piece.type).csa },
      );
    }
    board.push(column);
  }
  const hand = (color: 'white' | 'black') => {
    const out: Record<string, number> = { FU: 0, KY: 0, KE: 0, GI: 0, KI: 0, KA: 0, HI: 0 };
    for (const [id, n] of Object.entries(setup.hands?.[color] ?? {})) out[pieceOf(id).csa] = n;
    return out;
  };
  return {
    preset: 'OTHER',
    data: { color: setup.turn === 'white' ? 0 : 1, board, hands: [hand('white'), hand('black')] },
  };
}

/** JKF's time of `time` (whole seconds only: JKF's fields are integers); `path` names the move for errors. */
function timeOf(time: KifTime | undefined, path: string): { time?: JkfTime } {
  if (time === undefined) return {};
  checkTime(time, path);
  if (!Number.isInteger(time.now) || (time.total !== undefined && !Number.isInteger(time.total)))
    throw new KifError('invalid-time', `${path}: JKF holds whole seconds only`);
  const now = { m: Math.floor(time.now / 60), s: time.now % 60 };
  if (time.total === undefined) return { time: { now } };
  const t = time.total;
  return { time: { now, total: { h: Math.floor(t / 3600), m: Math.floor((t % 3600) / 60), s: t % 60 } } };
}

function movesOf(line: KifLine, position: BasePosition, lastTo: string | undefined, path: string): JkfMove[] {
  const board = position.variant.board;
  const out: JkfMove[] = [];
  for (const [i, move] of line.moves.entries()) {
    const forks = move.variations?.map((v, k) =>
      movesOf(v, branchCopy(position), lastTo, `${path}moves.${i}.variations.${k}.`),
    );
    const played = parseUsiMove(position, move.usi);
    const color = position.turn === 'white' ? 0 : 1;
    position.play(played);
    out.push({
      ...(move.comments ? { comments: move.comments } : {}),
      move: {
        color,
        ...(played.from !== undefined ? { from: place(shogiSquare(board, played.from)) } : {}),
        to: place(shogiSquare(board, played.to)),
        piece: pieceOf(played.piece).csa,
        ...(played.to === lastTo ? { same: true } : {}),
        ...(played.promotion !== undefined ? { promote: true } : {}),
        ...(played.captured !== undefined ? { capture: pieceOf(played.captured).csa } : {}),
      },
      ...timeOf(move.time, `${path}moves.${i}.time`),
      ...(forks ? { forks } : {}),
    });
    lastTo = played.to;
  }
  if (line.end !== undefined)
    out.push({
      ...(line.end.comments ? { comments: line.end.comments } : {}),
      special: line.end.result,
      ...timeOf(line.end.time, `${path}end.time`),
    });
  return out;
}

const place = (s: { file: number; rank: number }) => ({ x: s.file, y: s.rank });

/** `game` as a JKF object (headers by name; the last of a repeated header wins, as JKF keeps one). */
export function toJkf(game: KifGame, options?: KifWriteOptions): Jkf {
  checkDepth(game);
  const position = startPosition(game, options?.variant);
  const header = Object.fromEntries(
    game.headers.filter((h) => h.name !== '手合割').map((h) => [h.name, h.value]),
  );
  const initial = initialOf(position);
  const moves = [
    { ...(game.comments ? { comments: game.comments } : {}) },
    ...movesOf(game, position, undefined, ''),
  ];
  return { header, initial, moves };
}
