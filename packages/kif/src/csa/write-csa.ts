/**
 * Writing CSA V2.2: players and `$` information, the position (`PI` for the even start, else `P1`…`P9` and
 * `P+`/`P-` hands), the side to move, one move a line with its `T` time and `'*` comments, and the `%` result.
 * CSA has no branches: only the main line is written.
 */
import type { BasePosition } from '@x/core';
import type { KifWriteOptions } from '../kif/write-kif.js';
import type { KifGame, KifTime } from '../model/game.js';
import { startPosition } from '../model/start.js';
import { stringifySfen, STARTPOS_SFEN } from '../sfen/sfen.js';
import { HAND_ORDER, PIECE_BY_CSA, pieceOf } from '../shogi/pieces.js';
import { parseUsiMove } from '../usi/usi-move.js';
import { CSA_TO_KIF, KIF_TO_CSA } from './csa-headers.js';
import { KifError } from '../errors.js';
import { csaMoveText } from './pieces-csa.js';
import { checkComments, checkLineText } from '../model/line-text.js';
import { secondsText } from '../model/time-text.js';

function positionLines(position: BasePosition): string {
  if (stringifySfen(position) === STARTPOS_SFEN) return 'PI\n+\n';
  const setup = position.toSetup();
  const { files, ranks } = setup;
  let out = '';
  for (let r = ranks - 1; r >= 0; r--) {
    out += `P${ranks - r}`;
    for (let f = 0; f < files; f++) {
      const piece = setup.board[r * files + f];
      out += piece === undefined ? ' * ' : (piece.color === 'white' ? '+' : '-') + pieceOf(piece.type).csa;
    }
    out += '\n';
  }
  for (const [sign, color] of [
    ['+', 'white'],
    ['-', 'black'],
  ] as const) {
    const hand = setup.hands?.[color] ?? {};
    let line = '';
    for (const code of HAND_ORDER) line += `00${code}`.repeat(hand[PIECE_BY_CSA.get(code)!.id] ?? 0);
    if (line !== '') out += `P${sign}${line}\n`;
  }
  return `${out}${setup.turn === 'white' ? '+' : '-'}\n`;
}

const timeLine = (time: KifTime | undefined, path: string): string =>
  time === undefined ? '' : `T${secondsText(time.now, `${path}.time.now`)}\n`;
/** `list` as `'*` lines; `path` names the list for the error of a comment no line holds. */
function commentLines(list: readonly string[] | undefined, path: string): string {
  checkComments(list, path);
  return (list ?? []).map((c) => `'*${c}\n`).join('');
}

/**
 * A `$` header's name as its CSA key; throws `KifError` (`invalid-line`) for one that would read back as another
 * header: a `:` in it, a line break, or a key read under a KIF name (`$EVENT` is `棋戦`).
 */
function checkCsaKey(name: string, index: number): string {
  const path = `headers.${index}.name`;
  checkLineText(name, path);
  if (name.includes(':') || CSA_TO_KIF.has(name))
    throw new KifError('invalid-line', `${path}: '${name}' reads back as another header`);
  return name;
}

/** Writes `game` as CSA V2.2 (its main line; headers CSA has no key for are left out). */
export function stringifyCsa(game: KifGame, options?: KifWriteOptions): string {
  const position = startPosition(game, options?.variant);
  let out = 'V2.2\n';
  for (const [i, { name, value }] of game.headers.entries()) {
    const key = KIF_TO_CSA.get(name) ?? (name.startsWith('$') ? `${checkCsaKey(name, i)}:` : undefined);
    if (key !== undefined) out += `${key}${checkLineText(value, `headers.${i}.value`)}\n`;
  }
  out += positionLines(position);
  out += commentLines(game.comments, 'comments');
  for (const [i, move] of game.moves.entries()) {
    const played = parseUsiMove(position, move.usi);
    out += `${csaMoveText(position, played)}\n${timeLine(move.time, `moves.${i}`)}${commentLines(move.comments, `moves.${i}.comments`)}`;
    position.play(played);
  }
  if (game.end !== undefined)
    out += `%${game.end.result}\n${timeLine(game.end.time, 'end')}${commentLines(game.end.comments, 'end.comments')}`;
  return out;
}
