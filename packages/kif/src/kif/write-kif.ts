/**
 * Writing KIF as Kifu for Windows and tsshogi lay it out: headers, `手合割` or a board diagram, the
 * `手数----指手---------消費時間--` line, numbered moves padded to a column with their times, `*` comments, and the
 * branches after their line, the latest ply first, each under `変化：N手`.
 */
import type { BasePosition, Color, Move, VariantDefinition } from '@x/core';
import { checkedMove, isChecked } from '../model/checked.js';
import type { KifGame, KifLine, KifMove } from '../model/game.js';
import { playUsi, startPosition } from '../model/start.js';
import { stringifySfen } from '../sfen/sfen.js';
import { writeDiagram } from './diagram.js';
import { handicapOf } from './handicaps.js';
import { kifMoveText } from './move-text.js';
import { resultWord, summaryLine } from './results.js';
import { writeKifTime } from './time.js';

/** Options of the writers. */
export interface KifWriteOptions {
  /** The variant (default `@x/core`'s shogi). */
  readonly variant?: VariantDefinition;
}

/** The headers and start position of `game` as KIF and KI2 write them. */
export function writeHeaderPart(game: KifGame, position: BasePosition): string {
  let out = '';
  const sfen = stringifySfen(position);
  const handicap = handicapOf(sfen);
  let stated: string | undefined;
  for (const { name, value } of game.headers) {
    if (name === '手合割') stated = value.trim();
    out += `${name}：${value}\n`;
  }
  if (stated === undefined && handicap !== undefined) out += `手合割：${handicap}\n`;
  else if (handicap === undefined || stated !== handicap) out += writeDiagram(position);
  return out;
}

function comments(list: readonly string[] | undefined): string {
  return list === undefined ? '' : list.map((c) => `*${c}\n`).join('');
}

/**
 * Where a line is written from: the position, replayed and checked move by move, or, for a game as a reader
 * left it (`isChecked`), only whose turn it is (its moves are written from what the reader checked).
 */
interface Cursor {
  readonly position: BasePosition | undefined;
  turn: Color;
}

interface Pending {
  readonly ply: number;
  readonly cursor: Cursor;
  readonly move: KifMove;
  readonly lastTo: string | undefined;
  readonly totals: readonly [number, number];
}

/** Writes `line` from `position` (changed), its branches after it. */
function writeLine(
  line: KifLine,
  cursor: Cursor,
  board: VariantDefinition['board'],
  firstPly: number,
  lastTo: string | undefined,
  totals: [number, number],
  siblingAfter: boolean,
  main = false,
): string {
  let out = '';
  const pending: Pending[] = [];
  let ply = firstPly;
  const { position } = cursor;
  for (const [i, move] of line.moves.entries()) {
    if (move.variations !== undefined)
      pending.push({ ply, cursor: copy(cursor), move, lastTo, totals: [totals[0], totals[1]] });
    const side = cursor.turn === 'white' ? 0 : 1;
    const played: Move = position === undefined ? checkedMove(move) : playUsi(position, move.usi);
    cursor.turn = cursor.turn === 'white' ? 'black' : 'white';
    totals[side] += move.time?.now ?? 0;
    const text = kifMoveText(board, played, lastTo, true);
    const time = move.time === undefined ? '' : ` ${writeKifTime(move.time, totals[side])}`;
    const mark = move.variations !== undefined || (i === 0 && siblingAfter) ? '+' : '';
    out += `${String(ply).padStart(4, ' ')} ${text}${time}${mark}\n${comments(move.comments)}`;
    lastTo = played.to;
    ply++;
  }
  if (line.end !== undefined) {
    const word = resultWord(line.end.result, cursor.turn);
    const side = cursor.turn === 'white' ? 0 : 1;
    const time =
      line.end.time === undefined ? '' : ` ${writeKifTime(line.end.time, totals[side] + line.end.time.now)}`;
    out += `${String(ply).padStart(4, ' ')} ${word}${' '.repeat(Math.max(12 - word.length * 2, 0))}${time}`;
    out += `${line.moves.length === 0 && siblingAfter ? '+' : ''}\n${comments(line.end.comments)}`;
    // the main line's summary (`まで5手で先手の勝ち`), before its branches
    const summary = main ? summaryLine(line.end.result, ply - 1, cursor.turn) : undefined;
    if (summary !== undefined) out += `${summary}\n`;
  }
  for (let p = pending.length - 1; p >= 0; p--) {
    const { ply: at, cursor: before, move, lastTo: to, totals: sums } = pending[p]!;
    const variations = move.variations!;
    for (const [k, variation] of variations.entries()) {
      out += `\n変化：${at}手\n`;
      const more = k < variations.length - 1;
      out += writeLine(variation, copy(before), board, at, to, [sums[0], sums[1]], more);
    }
  }
  return out;
}

/** Writes `game` as KIF (UTF-8 text; `encodeShiftJis` is not needed by modern readers). */
export function stringifyKif(game: KifGame, options?: KifWriteOptions): string {
  const position = startPosition(game, options?.variant);
  let out = writeHeaderPart(game, position);
  out += '手数----指手---------消費時間--\n';
  out += comments(game.comments);
  // a game as a reader left it was checked then: written from its facts, not replayed
  const replay = !isChecked(game, position.variant);
  const cursor: Cursor = { position: replay ? position : undefined, turn: position.turn };
  out += writeLine(game, cursor, position.variant.board, 1, undefined, [0, 0], false, true);
  return out;
}

/** A copy of `cursor` to write a branch from later (its position cloned). */
function copy(cursor: Cursor): Cursor {
  return { position: cursor.position?.clone(), turn: cursor.turn };
}
