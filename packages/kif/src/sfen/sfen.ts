/**
 * SFEN, USI's position text (`lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`): read into an
 * `@x/core` position of shogi (or a relative of another size), written from one.
 */
import { shogiBoardFault } from './dead-pieces.js';
import { type Hand, Position, type SetupPiece, type VariantDefinition, type BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import { PIECE_BY_CSA, PIECE_BY_SFEN, pieceOf } from '../shogi/pieces.js';
import { shogiVariant } from '../shogi/variant.js';
import { sfenBoard, sfenHands } from './fields.js';
import { refuseFen } from './fen-like.js';

/** The SFEN of shogi's start position. */
export const STARTPOS_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

/** A position read from SFEN, with the move number SFEN carries. */
export interface SfenPosition {
  readonly position: BasePosition;
  /** SFEN's fourth field: the number of the next move (1 at the start). */
  readonly moveNumber: number;
}

/** Options of `parseSfen`. */
export interface SfenOptions {
  /** The variant (default `@x/core`'s shogi; a relative with shogi's pieces on a board up to 9×9). */
  readonly variant?: VariantDefinition;
}

function fail(message: string, offset: number, length: number, text: string): never {
  throw new KifError('invalid-sfen', message, offset, Math.max(0, length), text);
}

/** Reads the board field `text[0, end)` into `board` (indexed `rank * files + file`, a1 = 0). */
function readBoard(text: string, end: number, def: VariantDefinition): (SetupPiece | undefined)[] {
  const { files, ranks } = def.board;
  const board: (SetupPiece | undefined)[] = new Array(files * ranks);
  let row = 0;
  let file = 0;
  let rowStart = 0;
  for (let i = 0; i < end; i++) {
    const c = text[i]!;
    if (c === '/') {
      if (file !== files)
        fail(`rank ${row + 1} has ${file} squares, not ${files}`, rowStart, i - rowStart, text);
      row++;
      file = 0;
      rowStart = i + 1;
      if (row >= ranks) fail(`more than ${ranks} ranks`, i, 1, text);
      continue;
    }
    if (c >= '1' && c <= '9') {
      file += c.charCodeAt(0) - 48;
      if (file > files) fail(`rank ${row + 1} is longer than ${files} squares`, i, 1, text);
      continue;
    }
    const promoted = c === '+';
    const letter = promoted ? (text[i + 1] ?? '') : c;
    const upper = letter.toUpperCase();
    const piece = PIECE_BY_SFEN.get(promoted ? `+${upper}` : upper);
    if (piece === undefined || letter === '' || i + (promoted ? 1 : 0) >= end)
      fail(`'${promoted ? `+${letter}` : c}' is not a shogi piece`, i, promoted ? 2 : 1, text);
    if (file >= files) fail(`rank ${row + 1} is longer than ${files} squares`, i, 1, text);
    board[(ranks - 1 - row) * files + file] = {
      type: piece!.id,
      color: letter === upper ? 'white' : 'black',
    };
    file++;
    if (promoted) i++;
  }
  if (row !== ranks - 1 || file !== files) fail(`expected ${ranks} ranks of ${files} squares`, 0, end, text);
  return board;
}

/** Reads the hands field at `start` of `text`. */
function readHands(text: string, start: number, end: number): { white: Hand; black: Hand } {
  const white: Record<string, number> = {};
  const black: Record<string, number> = {};
  if (end - start === 1 && text[start] === '-') return { white, black };
  for (let i = start; i < end; i++) {
    let count = 1;
    const digitsAt = i;
    while (i < end && text[i]! >= '0' && text[i]! <= '9') i++;
    if (i > digitsAt) {
      if (i - digitsAt > 2 || text[digitsAt] === '0')
        fail('invalid hand count', digitsAt, i - digitsAt, text);
      count = Number(text.slice(digitsAt, i));
    }
    if (i >= end) fail('a hand count with no piece after it', digitsAt, i - digitsAt, text);
    const letter = text[i]!;
    const piece = PIECE_BY_SFEN.get(letter.toUpperCase());
    if (piece === undefined || piece.id === 'king') fail(`'${letter}' is not a hand piece`, i, 1, text);
    const hand = letter === letter.toUpperCase() ? white : black;
    hand[piece!.id] = (hand[piece!.id] ?? 0) + count;
  }
  return { white, black };
}

/**
 * Reads an SFEN into a legal `@x/core` position (`startpos` is accepted too). Throws `KifError`:
 * `invalid-sfen` (located), `looks-like-fen` (a FEN's hands in brackets or its castling, en-passant and counter
 * fields: `Position.fromFen` of `@x/core` reads it) or `illegal-position` (a position the rules reject: two
 * pawns of a side on a file, a pawn, lance or knight that can never move, a side in check not to move).
 */
export function parseSfen(text: string, options?: SfenOptions): SfenPosition {
  if (typeof text !== 'string') throw new TypeError('SFEN input must be a string');
  const def = shogiVariant(options?.variant);
  const sfen = text === 'startpos' && def.board.files === 9 ? STARTPOS_SFEN : text;
  if (sfen.length > 256) fail('SFEN longer than 256 characters', 256, sfen.length - 256, sfen);
  refuseFen(sfen);
  const fields = sfen.split(' ');
  if (fields.length < 3 || fields.length > 4 || fields.some((f) => f === ''))
    fail('expected "<board> <side> <hands> [<move number>]"', 0, sfen.length, sfen);
  const [boardText, side, hands, number] = fields as [string, string, string, string | undefined];
  const board = readBoard(sfen, boardText.length, def);
  const sideAt = boardText.length + 1;
  if (side !== 'b' && side !== 'w') fail('side to move must be b or w', sideAt, side.length, sfen);
  const handsAt = sideAt + 2;
  const handSets = readHands(sfen, handsAt, handsAt + hands.length);
  let moveNumber = 1;
  if (number !== undefined) {
    if (!/^[1-9][0-9]{0,6}$/.test(number))
      fail('invalid move number', handsAt + hands.length + 1, number.length, sfen);
    moveNumber = Number(number);
  }
  const setup = {
    files: def.board.files,
    ranks: def.board.ranks,
    board,
    turn: side === 'b' ? ('white' as const) : ('black' as const),
    castling: [],
    halfmoves: 0,
    fullmoves: Math.ceil(moveNumber / 2),
    hands: handSets,
  };
  const fault = shogiBoardFault(board, setup.files, setup.ranks);
  if (fault !== undefined)
    throw new KifError('illegal-position', `not a legal position: ${fault}`, 0, boardText.length, sfen);
  try {
    return { position: Position.fromSetup(setup, def), moveNumber };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new KifError('illegal-position', `not a legal position: ${message}`, 0, sfen.length, sfen, {
      cause: error,
    });
  }
}

/** The SFEN of `position` (any shogi-like `@x/core` position), with move number `moveNumber` (default 1). */
export function stringifySfen(position: BasePosition, moveNumber = 1): string {
  const setup = position.toSetup();
  const { files, ranks } = setup;
  const board = sfenBoard(setup.board, files, ranks, (piece) => {
    const letter = pieceOf(piece.type).sfen;
    return piece.color === 'white' ? letter : letter.toLowerCase();
  });
  const hands = sfenHands(
    (sente, code) => setup.hands?.[sente ? 'white' : 'black']?.[PIECE_BY_CSA.get(code)!.id] ?? 0,
  );
  return `${board} ${setup.turn === 'white' ? 'b' : 'w'} ${hands} ${moveNumber}`;
}
