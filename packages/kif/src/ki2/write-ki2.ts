/**
 * Writing KI2 as tsshogi lays it out: the header part of KIF, then six moves a line (`▲７六歩    △３四歩`),
 * comments on lines of their own, `まで…` for a line's end, and branches after their line under `変化：N手`.
 */
import type { BasePosition } from '@x/core';
import { ki2MoveText } from '../kif/move-text.js';
import { type KifWriteOptions, writeHeaderPart } from '../kif/write-kif.js';
import type { KifEnd, KifGame, KifLine, KifMove } from '../model/game.js';
import { branchCopy } from '../model/copy.js';
import { checkDepth } from '../model/depth.js';
import { checkComments } from '../model/line-text.js';
import { startPosition } from '../model/start.js';
import { parseUsiMove } from '../usi/usi-move.js';

/** The closing line of a KI2 line that ends with `end` after `moves` moves, `turn` to move. */
function summary(end: KifEnd, moves: number, sente: boolean): string {
  const [next, last] = sente ? ['先手', '後手'] : ['後手', '先手'];
  const said: Record<string, string> = {
    TORYO: `${last}の勝ち`,
    TIME_UP: `時間切れにより${last}の勝ち`,
    KACHI: `${next}の入玉勝ち`,
    ILLEGAL_MOVE: `${next}の反則負け`,
    // a foul by sente (`+`) or gote (`-`), whoever is to move: the other side wins, named as the reader reads it
    '+ILLEGAL_ACTION': '後手の反則勝ち',
    '-ILLEGAL_ACTION': '先手の反則勝ち',
    CHUDAN: '中断',
    SENNICHITE: '千日手',
    JISHOGI: '持将棋',
    TSUMI: '詰み',
    FUZUMI: '不詰',
    HIKIWAKE: '引き分け',
    MATTA: '待った',
    ERROR: 'エラー',
  };
  return `まで${moves}手で${said[end.result] ?? '中断'}\n`;
}

/** The KI2 text as parts (joined once: no part of it is read back while writing, so writing is linear). */
class Ki2Out {
  readonly parts: string[] = [];
  #inLine = 0;
  #lastLength = 0;
  /** Whether the text written so far ends a line (or is empty). */
  #atLineStart = true;

  write(text: string): void {
    if (text === '') return;
    this.parts.push(text);
    this.#atLineStart = text.endsWith('\n');
  }

  move(token: string): void {
    if (this.#atLineStart) this.#inLine = 0;
    else this.write(' '.repeat(Math.max(12 - this.#lastLength * 2, 0)));
    this.write(token);
    this.#lastLength = token.length;
    if (++this.#inLine >= 6) this.write('\n');
  }

  line(text: string): void {
    if (!this.#atLineStart) this.write('\n');
    this.write(text);
  }

  /** `list` as `*` lines; `path` names the list for the error of a comment no line holds. */
  comments(list: readonly string[] | undefined, path: string): void {
    checkComments(list, path);
    for (const c of list ?? []) this.line(`*${c}\n`);
  }

  text(): string {
    const text = this.parts.join('');
    return this.#atLineStart ? text : `${text}\n`;
  }
}

interface Pending {
  readonly ply: number;
  readonly position: BasePosition;
  readonly move: KifMove;
  readonly lastTo: string | undefined;
  /** Where the move is in the game (`moves.3.`), for errors. */
  readonly path: string;
}

function writeLine(
  out: Ki2Out,
  line: KifLine,
  position: BasePosition,
  firstPly: number,
  lastTo: string | undefined,
  path: string,
): void {
  const pending: Pending[] = [];
  let ply = firstPly;
  for (const [i, move] of line.moves.entries()) {
    if (move.variations !== undefined)
      pending.push({ ply, position: branchCopy(position), move, lastTo, path: `${path}moves.${i}.` });
    const mark = position.turn === 'white' ? '▲' : '△';
    const played = parseUsiMove(position, move.usi);
    const text = ki2MoveText(position, played, lastTo);
    position.play(played);
    out.move(mark + text);
    out.comments(move.comments, `${path}moves.${i}.comments`);
    lastTo = played.to;
    ply++;
  }
  if (line.end !== undefined) {
    out.line(summary(line.end, ply - 1, position.turn === 'white'));
    out.comments(line.end.comments, `${path}end.comments`);
  }
  for (let p = pending.length - 1; p >= 0; p--) {
    const { ply: at, position: before, move, lastTo: to, path: movePath } = pending[p]!;
    for (const [k, variation] of move.variations!.entries()) {
      out.line(`\n変化：${at}手\n`);
      writeLine(out, variation, branchCopy(before), at, to, `${movePath}variations.${k}.`);
    }
  }
}

/** Writes `game` as KI2 (times are not part of KI2 and are left out). */
export function stringifyKi2(game: KifGame, options?: KifWriteOptions): string {
  checkDepth(game);
  const position = startPosition(game, options?.variant);
  const out = new Ki2Out();
  out.write(writeHeaderPart(game, position, 'ki2'));
  out.comments(game.comments, 'comments');
  writeLine(out, game, position, 1, undefined, '');
  return out.text();
}
