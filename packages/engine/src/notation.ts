/**
 * How each protocol writes moves and positions, on `@x/core`: UCI and XBoard coordinates as `@x/core` writes them
 * (`e2e4`, `e7e8q`, `P@e4`), USI (`7g7f`, `P*5e`, SFEN) through `@x/kif`, UCCI's ICCS (`h2e2`, ranks from 0)
 * through `@x/wxf`. Reading a move is checking it: text that is not a legal move is `undefined`.
 */
import type { BasePosition, Move } from '@x/core';
import { parseMove as parseUsi, stringifyMove as usiText, stringifySfen } from '@x/kif';
import { resolve as resolveSan } from '@x/san';
import { safeParseMove as parseWxf, stringifyMove as wxfText } from '@x/wxf';
import { coordinateMove } from './coordinate-move.js';
import type { Protocol } from './types.js';

/** The move notation of a protocol. */
export interface MoveNotation {
  /** The legal move `text` names in `position`, or `undefined`. */
  read(position: BasePosition, text: string): Move | undefined;
  /** The text of a legal `move` of `position`. */
  write(position: BasePosition, move: Move): string;
}

/** `uci`'s form of Fairy-Stockfish: a promotion to a `+`-marked piece written `d5e3+` (not `d5e3+n`). */
const BARE_PLUS = { barePlus: true } as const;

/**
 * UCI coordinates as `@x/core` writes them in its bare-`+` form (`BasePosition.uci`): a promotion to a `+`-marked
 * piece as Fairy-Stockfish writes it, `d5e3+` where the default form is `d5e3+n`; both are read. A castling of a
 * variant with Chess960 castling (`castling.chess960`: `chess960`, `crazyhouse960`, Fairy-Stockfish's
 * `fischerandom` and `caparandom`, a variants.ini section with `chess960 = true`) goes as the king taking its own
 * rook (`e1h1`), as engines read it in `UCI_Chess960` mode, in those variants and over XBoard (a search plays such
 * a position in that mode: `variant-guard.ts`); the king's destination (`e1g1`) is no move to them: they kept the
 * position before it and answered for the wrong side. Both are read.
 */
const coordinates: MoveNotation = {
  read(position, text) {
    const onto = coordinateMove(position, text);
    if (onto !== undefined) return onto;
    // `findMove` reads Fairy-Stockfish's bare `+` too
    const m = position.findEncoded(text);
    return m === undefined ? undefined : position.decodeMove(m);
  },
  write: (position, move) =>
    move.castle !== undefined && move.rookFrom !== undefined && position.variant.castling?.chess960
      ? `${move.from}${move.rookFrom}`
      : position.uci(move, BARE_PLUS),
};

/** The legal move USI `text` names, or `undefined`. */
function usiMove(position: BasePosition, text: string): Move | undefined {
  try {
    return parseUsi(text, position, { notation: 'usi' });
  } catch {
    return undefined;
  }
}

/** USI; a drop is read in SjaakII's form too (`B@6e` for `B*6e`). */
const usi: MoveNotation = {
  read(position, text) {
    return (
      usiMove(position, text) ??
      (/^[A-Z]@/.test(text) ? usiMove(position, text.replace('@', '*')) : undefined)
    );
  },
  write: (position, move) => usiText(move, position, { notation: 'usi' }),
};

const iccs: MoveNotation = {
  read(position, text) {
    const r = parseWxf(text, position, { notation: 'iccs' });
    return r.success ? r.data : undefined;
  },
  write: (position, move) => wxfText(move, position, { notation: 'iccs' }),
};

/** The legal move SAN `text` names, or `undefined`. */
function sanMove(position: BasePosition, text: string): Move | undefined {
  try {
    return resolveSan(text, position);
  } catch {
    return undefined;
  }
}

/**
 * A pawn move as SjaakII writes it in the variants it reads from a file: with the pawn's letter and without the
 * file it captures from (`Pd4`, `Pxf4`); `undefined` unless exactly one legal move fits.
 */
function lettered(position: BasePosition, text: string): Move | undefined {
  if (!/^P[a-z]/.test(text)) return undefined;
  const rest = text.slice(1);
  if (!rest.startsWith('x')) return sanMove(position, rest);
  const files = Array.from({ length: position.variant.board.files }, (_, i) => String.fromCharCode(97 + i));
  const fits = files.flatMap((file) => sanMove(position, `${file}${rest}`) ?? []);
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * Whether XBoard numbers the ranks of `position`'s board from 0: on a board of more than 9 ranks (WinBoard's rule,
 * which Fairy-Stockfish and SjaakII follow: xiangqi's knight `h0g2` is `@x/core`'s `h1g3`).
 */
function ranksFromZero(position: BasePosition): boolean {
  return position.variant.board.ranks > 9;
}

/** `text` with every square's rank moved by `by` (`h0g2` and `h1g3`). */
function shiftRanks(text: string, by: number): string {
  return text.replace(/([a-z])(\d+)/g, (_, file: string, rank: string) => `${file}${Number(rank) + by}`);
}

/**
 * XBoard: coordinates, and SAN where an engine's thinking output writes it (SjaakII does); ranks from 0 on a
 * board of more than 9 ranks (`ranksFromZero`).
 */
const xboard: MoveNotation = {
  read(position, given) {
    const text = ranksFromZero(position) ? shiftRanks(given, 1) : given;
    const move = coordinates.read(position, text);
    if (move !== undefined || !/^[A-Za-z]/.test(text)) return move;
    return sanMove(position, text) ?? lettered(position, text);
  },
  write(position, move) {
    const text = coordinates.write(position, move);
    return ranksFromZero(position) ? shiftRanks(text, -1) : text;
  },
};

/** The move notation `protocol` uses. */
export function moveNotation(protocol: Protocol): MoveNotation {
  return protocol === 'usi' ? usi : protocol === 'ucci' ? iccs : protocol === 'xboard' ? xboard : coordinates;
}

/** The position text of a `position` command: FEN for UCI, UCCI and XBoard's `setboard`, SFEN for USI. */
export function positionText(protocol: Protocol, position: BasePosition): string {
  if (protocol === 'usi') return stringifySfen(position);
  const fen = position.toFen();
  if (protocol !== 'xboard' || !ranksFromZero(position)) return fen;
  // XBoard's `setboard` on a board of more than 9 ranks: the en-passant square's rank from 0 too
  const fields = fen.split(' ');
  if (fields[3] !== undefined && fields[3] !== '-') fields[3] = shiftRanks(fields[3], -1);
  return fields.join(' ');
}
