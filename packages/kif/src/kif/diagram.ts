/**
 * KIF's board diagram (盤面, the BOD form): hands (`後手の持駒：角　歩三`), the board between `+---+` rules with
 * `v` before the second player's pieces, and the side to move (`先手番`/`後手番`). Read into SFEN, written from it.
 */
import type { BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import { HAND_ORDER, PIECE_BY_CSA, PIECE_BY_NAME, pieceOf } from '../shogi/pieces.js';
import { KANJI_DIGITS, kanjiNumber, parseKanjiNumber } from './japanese.js';

/** What a diagram's lines said, gathered while reading the header part of a record. */
export interface Diagram {
  /** Board rows as SFEN ranks, top first. */
  readonly rows: string[];
  /** Where each row's line is in the record, and how many squares it has. */
  readonly rowSpans: { readonly offset: number; readonly length: number; readonly squares: number }[];
  /** Hands as SFEN (`B2p`), first player's letters upper-case. */
  sente: string;
  gote: string;
  /** Side to move: `b` (先手) or `w` (後手); 先手 unless `後手番` is given. */
  side: 'b' | 'w';
}

/** A new, empty diagram. */
export function newDiagram(): Diagram {
  return { rows: [], rowSpans: [], sente: '', gote: '', side: 'b' };
}

/**
 * Reads a hand's text (`角　歩三`, `なし`) into SFEN letters of `color` (`first` upper-case). Throws `invalid-board`
 * located at `offset`.
 */
export function readHand(text: string, first: boolean, offset: number, source: string): string {
  let out = '';
  const trimmed = text.trim();
  if (trimmed === 'なし' || trimmed === '') return out;
  for (const item of trimmed.split(/[\u3000 ]+/)) {
    const piece = PIECE_BY_NAME.get(item[0]!);
    const count = item.length === 1 ? 1 : parseKanjiNumber(item.slice(1));
    if (piece === undefined || piece.base !== undefined || piece.id === 'king' || count === undefined)
      throw new KifError('invalid-board', `'${item}' is not a hand piece`, offset, text.length, source);
    const letter = first ? piece.sfen : piece.sfen.toLowerCase();
    out += (count > 1 ? String(count) : '') + letter;
  }
  return out;
}

/** Reads one board row (`|v香v桂 ・…|一`) into an SFEN rank; throws `invalid-board` at `offset`. */
export function readRow(line: string, offset: number, source: string): string {
  const close = line.indexOf('|', 1);
  const fail = (): never => {
    throw new KifError('invalid-board', 'not a board row', offset, line.length, source);
  };
  if (close === -1 || (close - 1) % 2 !== 0) return fail();
  let row = '';
  let empty = 0;
  for (let i = 1; i < close; i += 2) {
    const mark = line[i]!;
    const name = line[i + 1]!;
    if (name === '・') {
      empty++;
      continue;
    }
    const piece = PIECE_BY_NAME.get(name);
    if (piece === undefined || (mark !== ' ' && mark !== 'v' && mark !== '^')) return fail();
    if (empty > 0) row += String(empty);
    empty = 0;
    row += mark === 'v' ? piece!.sfen.toLowerCase() : piece!.sfen;
  }
  return empty > 0 ? row + String(empty) : row;
}

/**
 * Checks that `diagram` has `ranks` rows of `files` squares; throws `invalid-board` at the row at fault (at the
 * board's last row when rows are missing or extra), located in `source`.
 */
export function checkDiagramSize(diagram: Diagram, files: number, ranks: number, source: string): void {
  const spans = diagram.rowSpans;
  const last = spans[spans.length - 1]!;
  if (spans.length !== ranks)
    throw new KifError(
      'invalid-board',
      `a board of ${spans.length} ranks, not ${ranks}`,
      last.offset,
      last.length,
      source,
    );
  for (const [rank, { offset, length, squares }] of spans.entries())
    if (squares !== files)
      throw new KifError(
        'invalid-board',
        `rank ${rank + 1} has ${squares} squares, not ${files}`,
        offset,
        length,
        source,
      );
}

/** The SFEN a completed diagram states. */
export function diagramSfen(diagram: Diagram): string {
  const hands = diagram.sente + diagram.gote;
  return `${diagram.rows.join('/')} ${diagram.side} ${hands || '-'} 1`;
}

function handText(counts: Readonly<Record<string, number>> | undefined): string {
  let out = '';
  for (const code of HAND_ORDER) {
    const piece = PIECE_BY_CSA.get(code)!;
    const n = counts?.[piece.id] ?? 0;
    if (n > 0) out += `${piece.short}${n > 1 ? kanjiNumber(n) : ''}\u3000`;
  }
  return out === '' ? 'なし' : out;
}

/** The diagram of `position` as KIF writes it, each line ending in `\n`. */
export function writeDiagram(position: BasePosition): string {
  const setup = position.toSetup();
  const { files, ranks } = setup;
  const digits = '１２３４５６７８９';
  let out = `後手の持駒：${handText(setup.hands?.black)}\n`;
  out += ` ${Array.from({ length: files }, (_, f) => ` ${digits[files - 1 - f]}`).join('')}\n`;
  const rule = `+${'-'.repeat(files * 3)}+\n`;
  out += rule;
  for (let r = ranks - 1; r >= 0; r--) {
    out += '|';
    for (let f = 0; f < files; f++) {
      const piece = setup.board[r * files + f];
      out += piece === undefined ? ' ・' : (piece.color === 'white' ? ' ' : 'v') + pieceOf(piece.type).short;
    }
    out += `|${KANJI_DIGITS[ranks - 1 - r]}\n`;
  }
  out += rule;
  out += `先手の持駒：${handText(setup.hands?.white)}\n`;
  out += setup.turn === 'white' ? '先手番\n' : '後手番\n';
  return out;
}
