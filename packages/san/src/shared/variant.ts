/**
 * SAN options from a variant definition (the shape of `@x/core`'s `VariantDefinition`, read structurally so
 * the syntax layer does not depend on the engine).
 */
import type { SanOptions } from './types.js';
import { memoized } from './memo.js';

/** The parts of a variant definition that SAN needs. */
export interface SanVariant {
  /** Board size. */
  readonly board: { readonly files: number; readonly ranks: number };
  /** Piece types: `san` is the SAN letter (`''` for pawn-style pieces), else the upper-case `symbol`. */
  readonly pieces: readonly {
    readonly id: string;
    readonly symbol: string;
    readonly san?: string;
    readonly sanAliases?: readonly string[];
    /** Pawn semantics: what makes the piece lettered `P` the pawn, written without it (`isLetterlessPawn`). */
    readonly pawn?: boolean;
    readonly promotion?: { readonly choices: readonly string[] };
    /** Its move atoms, read only for a sideways step of a pawn-style piece (`sidewaysPawns`). */
    readonly moves?: readonly {
      readonly vectors: readonly (readonly number[])[];
      readonly mode?: string;
    }[];
  }[];
  /** Present when the variant has drops. */
  readonly drops?: unknown;
  /** Alice chess: each board-A piece id's board-B twin, written with the board-A piece's letter. */
  readonly alice?: { readonly twins: Readonly<Record<string, string>> };
  /** `fairy-stockfish`: a piece is written by its first alias where no piece has that letter (`H`, `E`). */
  readonly sanDialect?: string;
}

/**
 * Whether SAN writes `piece` without its letter, by its role rather than its letter `P`: `san: ''` says so; else
 * the definition must make it the pawn (`pawn: true`, or the standard id `pawn`) and not list `P` among its
 * `sanAliases` (Fairy-Stockfish's mark of a piece it writes with its letter: every type but its chess pawn). Any
 * other piece lettered `P` is written with it (`Pc2`, isolation's king-stepper; `Pab3`, a Berolina pawn), as
 * Fairy-Stockfish writes it; a letterless move still reads it in lenient mode (warned).
 */
export function isLetterlessPawn(piece: SanVariant['pieces'][number]): boolean {
  const role = piece.pawn === true || piece.id === 'pawn';
  return piece.san === '' || (role && !piece.sanAliases?.includes('P'));
}

const cache = new WeakMap<SanVariant, SanOptions>();

/**
 * The SAN options of a variant: its board size, piece letters, promotion targets and drops, and the letters
 * its pieces are also read by (`sanAliases`: Fairy-Stockfish's). A pawn-style piece (SAN letter `''`) is
 * reachable by its symbol only in drops (`P@e4`), or where `P` is among its aliases; a piece lettered `P` that is no
 * pawn (`isLetterlessPawn`) is read by `P` (the pawn's letter: a letterless move still reads it). Alice chess's board-B twins
 * have no letters of their own (`Nf3` names the knights of both boards). In Fairy-Stockfish's SAN dialect
 * (`sanDialect`) a piece's first alias that no piece has as its letter comes first (`H`: written, its `N` still
 * read). The same object is returned for
 * the same variant, so its compiled tables are reused.
 *
 * @example parse('Axe5', sanOptionsOf(variants.capablanca))
 */
export function sanOptionsOf(variant: SanVariant): SanOptions {
  return memoized(cache, variant, variant, build);
}

function build(variant: SanVariant): SanOptions {
  let pieces: Record<string, string> = {};
  const letterOf = new Map<string, string>();
  const twins = Object.values({ ...variant.alice?.twins });
  const own = variant.pieces.filter((piece) => !twins.includes(piece.id));
  for (const piece of own) {
    const letter = piece.san || piece.symbol.toUpperCase();
    if (letter === '' || Object.hasOwn(pieces, letter)) continue;
    pieces[letter] = piece.id;
    letterOf.set(piece.id, letter);
  }
  const aliases: Record<string, string[]> = {};
  const aliasesOf = new Map<string, readonly string[]>();
  // Fairy-Stockfish's SAN dialect: its letter no piece has comes first, so that it is the one written (`Hc3`)
  const first: Record<string, string> = {};
  for (const piece of own) {
    // the piece lettered `P` that is no pawn is written with its letter, so its letter must read it (once)
    const lettered = letterOf.get(piece.id) === 'P' && !isLetterlessPawn(piece);
    const read =
      lettered && !piece.sanAliases?.includes('P') ? [...(piece.sanAliases ?? []), 'P'] : piece.sanAliases;
    if (read === undefined || !letterOf.has(piece.id)) continue;
    aliasesOf.set(piece.id, read);
    const alias = read[0]!;
    const free = alias !== 'P' && !Object.hasOwn(pieces, alias) && !Object.hasOwn(first, alias);
    if (variant.sanDialect === 'fairy-stockfish' && free) first[alias] = piece.id;
    for (const letter of read) if (first[letter] !== piece.id) (aliases[letter] ??= []).push(piece.id);
  }
  pieces = { ...first, ...pieces };
  const promotions: string[] = [];
  let piecesPromote = false;
  for (const piece of own) {
    const choices = piece.promotion?.choices ?? [];
    if (choices.length > 0 && letterOf.get(piece.id) !== 'P') piecesPromote = true;
    for (const choice of choices) {
      for (const letter of [letterOf.get(choice), ...(aliasesOf.get(choice) ?? [])])
        if (letter !== undefined && !promotions.includes(letter)) promotions.push(letter);
    }
  }
  // a pawn-style piece (no SAN letter) with a quiet move along its rank: `fg6` is that move's SAN
  const sidewaysPawns = own.some(
    (piece) =>
      (piece.san ?? piece.symbol) === '' &&
      (piece.moves ?? []).some(
        (atom) => atom.mode !== 'capture' && atom.vectors.some(([dx, dy]) => dx !== 0 && dy === 0),
      ),
  );
  return {
    files: variant.board.files,
    ranks: variant.board.ranks,
    pieces,
    promotions,
    drops: variant.drops !== undefined,
    ...(piecesPromote ? { piecesPromote } : {}),
    ...(sidewaysPawns ? { sidewaysPawns } : {}),
    ...(aliasesOf.size > 0 ? { aliases } : {}),
  };
}
