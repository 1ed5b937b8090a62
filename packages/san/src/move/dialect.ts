/**
 * A compiled SAN dialect: board size, piece letters, promotion letters and drops, with look-up tables for the
 * lexer. Compiled once per options object (cached), never per move.
 */
import type { PieceId, SanOptions } from '../shared/types.js';
import { fileLetters } from '@x/core';
import { memoized } from '../shared/memo.js';

/** A piece letter of a dialect with its identifier. */
export interface PieceLetter {
  /** The letter(s) as written, upper case first. */
  readonly letter: string;
  /** The piece it names. */
  readonly id: PieceId;
}

/** Compiled tables of one dialect (internal to the lexer and printer). */
export interface Dialect {
  readonly files: number;
  readonly ranks: number;
  /** Piece of each single-character letter, indexed by char code (0–127). */
  readonly single: readonly (PieceId | undefined)[];
  /** Letters of two or more characters, longest first. */
  readonly multi: readonly PieceLetter[];
  /** Promotion letters, longest first. */
  readonly promotions: readonly PieceLetter[];
  /** Letter of each piece, for printing. */
  readonly letterOf: ReadonlyMap<PieceId, string>;
  /** The pawn's identifier. */
  readonly pawn: PieceId;
  /** The king's identifier (reported for castling and null moves). */
  readonly king: PieceId;
  /** Whether drops are allowed. */
  readonly drops: boolean;
  /** Whether pieces other than the pawn may promote. */
  readonly piecesPromote: boolean;
  /** Whether the pawn steps sideways without capturing (`SanOptions.sidewaysPawns`): `fg6` is such a step. */
  readonly sidewaysPawns: boolean;
  /** The other pieces the letter of a piece reads (`SanOptions.aliases`: shogi's `G` also reads the tokin). */
  readonly alsoReads: ReadonlyMap<PieceId, readonly PieceId[]>;
  /** Whether the pawn may be written with its letter (`P` among its aliases: `Pa6`). */
  readonly pawnLetter: boolean;
  /** Whether this is the standard 8×8 table. */
  readonly standard: boolean;
  /** Square names, filled on demand: index `rank * files + file`. */
  readonly squareNames: (string | undefined)[];
  /** File names, index 0-based. */
  readonly fileNames: readonly string[];
  /** Rank names, index 0-based. */
  readonly rankNames: readonly string[];
}

/** Largest supported number of files (`a`…`z`, `aa`…`zz`, `aaa`…`lll`). */
export const MAX_FILES = 64;
/** Largest supported number of ranks. */
export const MAX_RANKS = 999;

/** The standard piece letters (`K Q R B N P`): the default `pieces` of every dialect. */
export const STANDARD_LETTERS: Readonly<Record<string, PieceId>> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
  P: 'pawn',
};

function compile(
  files: number,
  ranks: number,
  pieces: Readonly<Record<string, PieceId>>,
  promotionLetters: readonly string[],
  drops: boolean,
  standard: boolean,
  piecesPromote = false,
  aliases: Readonly<Record<string, readonly PieceId[]>> = {},
  sidewaysPawns = false,
): Dialect {
  if (!Number.isInteger(files) || files < 1 || files > MAX_FILES) {
    throw new Error(`@x/san: files must be an integer from 1 to ${MAX_FILES}`);
  }
  if (!Number.isInteger(ranks) || ranks < 1 || ranks > MAX_RANKS) {
    throw new Error(`@x/san: ranks must be an integer from 1 to ${MAX_RANKS}`);
  }
  const single: (PieceId | undefined)[] = new Array(128).fill(undefined);
  const multi: PieceLetter[] = [];
  const letterOf = new Map<PieceId, string>();
  let pawn: PieceId = 'pawn';
  let king: PieceId = 'king';
  for (const [letter, id] of Object.entries(pieces)) {
    if (!isPieceLetter(letter)) {
      throw new Error(`@x/san: invalid piece letter ${JSON.stringify(letter)}`);
    }
    if (letter.length === 1) single[letter.charCodeAt(0)] = id;
    else multi.push({ letter, id });
    if (!letterOf.has(id)) letterOf.set(id, letter);
    if (letter === 'P') pawn = id;
    if (letter === 'K') king = id;
  }
  const read = readAliases(pieces, aliases, single, multi, pawn);
  multi.sort((a, b) => b.letter.length - a.letter.length);
  const promotions: PieceLetter[] = [];
  for (const letter of promotionLetters) {
    const id = Object.hasOwn(pieces, letter) ? pieces[letter] : read.free.get(letter);
    if (id === undefined) {
      throw new Error(`@x/san: promotion letter ${JSON.stringify(letter)} is not a piece letter`);
    }
    promotions.push({ letter, id });
  }
  promotions.sort((a, b) => b.letter.length - a.letter.length);
  const fileNames: string[] = [];
  for (let f = 0; f < files; f++) fileNames.push(fileLetters(f));
  const rankNames: string[] = [];
  for (let r = 0; r < ranks; r++) rankNames.push(String(r + 1));
  return {
    files,
    ranks,
    single,
    multi,
    promotions,
    letterOf,
    pawn,
    king,
    drops,
    piecesPromote,
    sidewaysPawns,
    alsoReads: read.also,
    pawnLetter: read.pawnLetter,
    standard,
    squareNames: sharedSquareNames(files, ranks),
    fileNames,
    rankNames,
  };
}

/** What a dialect's alias letters read: the free letters' pieces, each letter's other pieces, the pawn's letter. */
interface AliasReading {
  readonly free: ReadonlyMap<string, PieceId>;
  readonly also: ReadonlyMap<PieceId, readonly PieceId[]>;
  readonly pawnLetter: boolean;
}

const NO_ALIASES: AliasReading = { free: new Map(), also: new Map(), pawnLetter: false };

/**
 * Adds the alias letters (`SanOptions.aliases`) to the look-up tables `single` and `multi`: a letter no piece
 * has names its first piece; a piece's letter also reads the pieces listed under it; the pawn listed under its
 * own letter is written with it (other pieces listed under the pawn's letter are ignored).
 */
function readAliases(
  pieces: Readonly<Record<string, PieceId>>,
  aliases: Readonly<Record<string, readonly PieceId[]>>,
  single: (PieceId | undefined)[],
  multi: PieceLetter[],
  pawn: PieceId,
): AliasReading {
  const letters = Object.keys(aliases);
  if (letters.length === 0) return NO_ALIASES;
  const free = new Map<string, PieceId>();
  const also = new Map<PieceId, PieceId[]>();
  let pawnLetter = false;
  for (const letter of letters) {
    if (!isPieceLetter(letter)) throw new Error(`@x/san: invalid piece letter ${JSON.stringify(letter)}`);
    const ids = aliases[letter] ?? [];
    const owner = Object.hasOwn(pieces, letter) ? pieces[letter] : undefined;
    if (owner === undefined) {
      const first = ids[0];
      if (first === undefined) continue;
      free.set(letter, first);
      if (letter.length === 1) single[letter.charCodeAt(0)] = first;
      else multi.push({ letter, id: first });
      continue;
    }
    // Only the pawn itself: a letterless move never reads another piece.
    if (owner === pawn) {
      pawnLetter ||= ids.includes(pawn);
      continue;
    }
    const others = ids.filter((id) => id !== owner);
    if (others.length > 0) also.set(owner, [...(also.get(owner) ?? []), ...others]);
  }
  return { free, also, pawnLetter };
}

/**
 * A piece letter: at most 8 characters, an upper-case letter first, or `+` and an upper-case letter (promoted
 * pieces, as in shogi's `+R`), then ASCII letters. (A lone `+` has always passed too.)
 */
function isPieceLetter(letter: string): boolean {
  return letter.length <= 8 && /^\+$|^\+?[A-Z][A-Za-z]*$/.test(letter);
}

/** Interned square names shared by every dialect of the same board size (a few sizes are kept). */
const squareNameTables = new Map<number, (string | undefined)[]>();

function sharedSquareNames(files: number, ranks: number): (string | undefined)[] {
  const key = files * 1000 + ranks;
  let table = squareNameTables.get(key);
  if (table === undefined) {
    if (squareNameTables.size >= 32) squareNameTables.clear();
    table = [];
    squareNameTables.set(key, table);
  }
  return table;
}

let standardDialect: Dialect | undefined;
let standardDropDialect: Dialect | undefined;
const cache = new WeakMap<SanOptions, Dialect>();

/** The standard 8×8 dialect (K Q R B N, promotions Q R B N), optionally with drops. */
export function standardSan(drops = false): Dialect {
  if (drops) {
    standardDropDialect ??= compile(8, 8, STANDARD_LETTERS, ['Q', 'R', 'B', 'N'], true, true);
    return standardDropDialect;
  }
  standardDialect ??= compile(8, 8, STANDARD_LETTERS, ['Q', 'R', 'B', 'N'], false, true);
  return standardDialect;
}

let kingPromotionDialect: Dialect | undefined;

/** The standard 8×8 dialect with promotion to a king too (antichess, giveaway, suicide: `a8=K`). */
export function kingPromotionSan(): Dialect {
  kingPromotionDialect ??= compile(8, 8, STANDARD_LETTERS, ['Q', 'R', 'B', 'N', 'K'], false, false);
  return kingPromotionDialect;
}

/** The dialect described by `options` (cached per options object). */
export function dialectOf(options: SanOptions | undefined): Dialect {
  if (options === undefined) return standardSan();
  if (options.files === undefined && options.ranks === undefined && options.pieces === undefined) {
    if (
      options.promotions === undefined &&
      options.piecesPromote !== true &&
      options.aliases === undefined &&
      options.sidewaysPawns !== true
    )
      return standardSan(options.drops === true);
  }
  return memoized(cache, options, options, compileOptions);
}

/** The dialect `options` describe (other than the standard ones). */
function compileOptions(options: SanOptions): Dialect {
  const pieces = options.pieces ?? STANDARD_LETTERS;
  return compile(
    options.files ?? 8,
    options.ranks ?? 8,
    pieces,
    options.promotions ?? (options.pieces === undefined ? ['Q', 'R', 'B', 'N'] : defaultPromotions(pieces)),
    options.drops === true,
    false,
    options.piecesPromote === true,
    options.aliases,
    options.sidewaysPawns === true,
  );
}

function defaultPromotions(pieces: Readonly<Record<string, PieceId>>): string[] {
  return Object.keys(pieces).filter((letter) => letter !== 'K' && letter !== 'P');
}

/** The name of square (file, rank) in a dialect, interned. */
export function squareName(dialect: Dialect, file: number, rank: number): string {
  const index = rank * dialect.files + file;
  const names = dialect.squareNames;
  let name = names[index];
  if (name === undefined) {
    name = (dialect.fileNames[file] ?? '') + (dialect.rankNames[rank] ?? '');
    names[index] = name;
  }
  return name;
}
