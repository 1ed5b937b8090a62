/**
 * One move in Japanese, as KIF (`７六歩(77)`, `同　銀(31)`, `５五角打`) and KI2 (`▲７六歩`, `△同銀右上成`) write it:
 * read into a legal `@x/core` move of a position, written from one.
 */
import type { Move, BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import { applyRelativeWords, relativeWords } from '../ki2/relative.js';
import { movesFromTo, movesTo } from '../shogi/moves-to.js';
import { PIECE_BY_NAME, pieceOf } from '../shogi/pieces.js';
import { type BoardSize, coreSquare, onBoard, shogiSquare } from '../shogi/squares.js';
import { digitValue, FULL_DIGITS, KANJI_DIGITS } from './japanese.js';

/** A Japanese move as written, before it is matched against a position. */
interface MoveText {
  /** Destination (`@x/core` name), or `undefined` for `同`. */
  readonly to: string | undefined;
  readonly piece: string;
  readonly promote: boolean | undefined;
  readonly drop: boolean;
  readonly words: string;
  /** Origin (`@x/core` name), as KIF gives it in parentheses. */
  readonly from: string | undefined;
}

const MOVE =
  /^(?:([１-９1-9])([一二三四五六七八九１-９1-9])|同[\u3000 ]*)(成銀|成桂|成香|[歩香桂銀金角飛玉王と杏圭全馬龍竜])([右左直上引寄]*)(成|不成|生)?(打)?(?:\(([1-9])([1-9])\))?$/;

/** Reads the text of one move; `undefined` when it is not a Japanese move. */
function readMoveText(board: BoardSize, text: string): MoveText | undefined {
  const m = MOVE.exec(text);
  if (m === null) return undefined;
  let to: string | undefined;
  if (m[1] !== undefined) {
    const file = digitValue(m[1])!;
    const rank = digitValue(m[2]!)!;
    if (!onBoard(board, file, rank)) return undefined;
    to = coreSquare(board, file, rank);
  }
  let from: string | undefined;
  if (m[7] !== undefined) {
    const file = Number(m[7]);
    const rank = Number(m[8]);
    if (!onBoard(board, file, rank)) return undefined;
    from = coreSquare(board, file, rank);
  }
  return {
    to,
    piece: PIECE_BY_NAME.get(m[3]!)!.id,
    promote: m[5] === undefined ? undefined : m[5] === '成',
    drop: m[6] !== undefined,
    words: m[4]!,
    from,
  };
}

/**
 * The legal move of `position` that Japanese move text `text` names. `lastTo` is the destination of the move
 * before (for `同`). Throws `KifError` (`syntax`, `illegal-move`, `ambiguous-move`) at `offset`.
 */
export function parseJapaneseMove(
  position: BasePosition,
  text: string,
  lastTo: string | undefined,
  offset: number,
  legal?: readonly Move[],
): Move {
  const board = position.variant.board;
  const parsed = readMoveText(board, text);
  const fail = (code: 'syntax' | 'illegal-move' | 'ambiguous-move', why: string): never => {
    throw new KifError(code, `'${text}': ${why}`, offset, text.length);
  };
  if (parsed === undefined) return fail('syntax', 'not a shogi move');
  const to = parsed.to ?? lastTo;
  if (to === undefined) return fail('syntax', '同 with no move before');
  const promotes = parsed.promote === true;
  if (parsed.from !== undefined && legal === undefined) {
    const found = movesFromTo(position, parsed.from, to).find(
      (m) => m.piece === parsed.piece && (m.promotion !== undefined) === promotes,
    );
    return found ?? fail('illegal-move', 'not a legal move here');
  }
  const moves =
    legal?.filter((m) => m.to === to && m.piece === parsed.piece) ?? movesTo(position, to, parsed.piece);
  if (parsed.from !== undefined) {
    const found = moves.find(
      (m) => !m.drop && m.from === parsed.from && (m.promotion !== undefined) === promotes,
    );
    return found ?? fail('illegal-move', 'not a legal move here');
  }
  const drops = moves.filter((m) => m.drop);
  const onBoardMoves = moves.filter((m) => !m.drop);
  if (parsed.drop || (onBoardMoves.length === 0 && parsed.words === '' && parsed.promote === undefined)) {
    return drops[0] ?? fail('illegal-move', 'no such drop here');
  }
  const left = applyRelativeWords(board, position.turn, uniqueByOrigin(onBoardMoves), parsed.words);
  if (left.length > 1) return fail('ambiguous-move', 'which piece?');
  const from = left[0]?.from;
  const found = onBoardMoves.find((m) => m.from === from && (m.promotion !== undefined) === promotes);
  return found ?? fail('illegal-move', 'not a legal move here');
}

/** Full-width file and kanji rank of `@x/core` square `name` (`７六`). */
export function japaneseSquare(board: BoardSize, name: string): string {
  const { file, rank } = shogiSquare(board, name);
  return FULL_DIGITS[file - 1]! + KANJI_DIGITS[rank - 1]!;
}

/**
 * KIF's text of legal move `move` (`７六歩(77)`, `同　銀(31)`, `５五角打`), `lastTo` the destination of the move
 * before. With `pad`, padded to a column as Kifu for Windows writes (`７六歩(77)  `).
 */
export function kifMoveText(board: BoardSize, move: Move, lastTo: string | undefined, pad: boolean): string {
  let text = move.to === lastTo ? '同\u3000' : japaneseSquare(board, move.to);
  text += pieceOf(move.piece).kif;
  if (move.promotion !== undefined) text += '成';
  if (move.drop) return text + (pad ? '打    ' : '打');
  const { file, rank } = shogiSquare(board, move.from!);
  text += `(${file}${rank})`;
  return pad && text.length === 7 ? `${text}  ` : text;
}

/** KI2's text of legal move `move` of `position` (`７六歩`, `同銀右`, `２二角成`, `２四歩打`), without the ▲/△ mark. */
export function ki2MoveText(
  position: BasePosition,
  move: Move,
  lastTo: string | undefined,
  legal?: readonly Move[],
): string {
  const board = position.variant.board;
  let text = move.to === lastTo ? '同' : japaneseSquare(board, move.to);
  text += pieceOf(move.piece).kif;
  const candidates =
    legal?.filter((m) => m.to === move.to && m.piece === move.piece) ??
    movesTo(position, move.to, move.piece);
  const same = candidates.filter((m) => !m.drop);
  if (move.drop) return text + (same.length > 0 ? '打' : '');
  text += relativeWords(board, position.turn, move, uniqueByOrigin(same));
  if (move.promotion !== undefined) return `${text}成`;
  const twin = same.some((m) => m.from === move.from && m.promotion !== undefined);
  return twin ? `${text}不成` : text;
}

function uniqueByOrigin(moves: readonly Move[]): Move[] {
  const seen = new Set<string>();
  return moves.filter((m) => !seen.has(m.from!) && seen.add(m.from!) !== undefined);
}
