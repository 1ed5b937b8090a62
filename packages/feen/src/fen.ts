/**
 * Chess FEN ↔ FEEN (reference §13, sashite.dev/rules/chess): castling rights as `+` on the king and on each
 * rook that keeps one (wherever they stand: Chess960 too), `+P` on pawns that may double-step, `-P` on a pawn
 * only when the side to move really has a legal en-passant capture (decided by `@x/core`), styles `C`/`c`.
 */
import {
  FenError,
  parseFen,
  Position as CorePosition,
  PositionError,
  type Setup,
  stringifyFen,
  type VariantDefinition,
  type BasePosition,
} from '@x/core';
import { variants } from '@x/core/variant';
import { scanEpin } from './epin.js';
import { FeenError } from './errors.js';
import { parse } from './parse.js';
import { fromSetup, isDoubleStepSquare, type Locate, toSetupAt } from './setup.js';
import { normalizePosition } from './position.js';
import type { FeenPosition } from './types.js';

/** Options shared by `fromFen` and `toFen`. */
export interface FenOptions {
  /** Read and check the position as Chess960 (`@x/core`'s `variants.chess960`). Default false (standard chess). */
  readonly chess960?: boolean;
  /** Style letters of White and Black. Default `C` and `c`. */
  readonly styles?: { readonly first?: string; readonly second?: string };
}

/** Options of `toFen`. */
export interface ToFenOptions extends FenOptions {
  /** Halfmove clock to write (FEEN has none). Default 0. */
  readonly halfmoves?: number;
  /** Fullmove number to write (FEEN has none). Default 1. */
  readonly fullmoves?: number;
  /** Castling field: `x-fen` (default; `KQkq` where the rook is the outermost, else its file) or `shredder`. */
  readonly castling?: 'x-fen' | 'shredder';
}

/** `fromFenWithClocks`' result: the FEEN position and the two clocks FEEN cannot hold. */
export interface FenConversion {
  readonly position: FeenPosition;
  readonly halfmoves: number;
  readonly fullmoves: number;
}

function variantOf(options: FenOptions | undefined): VariantDefinition {
  return options?.chess960 ? variants.chess960 : variants.chess;
}

function setupOptions(options: FenOptions | undefined) {
  return { styles: { first: options?.styles?.first ?? 'C', second: options?.styles?.second ?? 'c' } };
}

/** Builds the `@x/core` position, wrapping its `PositionError` as `illegal-position`. */
function corePosition(
  setup: Setup,
  variant: VariantDefinition,
  offset: number,
  length: number,
): BasePosition {
  try {
    return CorePosition.fromSetup(setup, variant);
  } catch (error) {
    if (error instanceof PositionError) {
      throw new FeenError(
        'illegal-position',
        `not a legal ${variant.id} position (${error.code}): ${error.message}`,
        offset,
        length,
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Converts a chess FEN to a FEEN position and returns the clocks beside it. The FEN is read by `@x/core`
 * (`parseFen`, X-FEN and Shredder-FEN castling, impossible castling letters ignored) and must be a legal position.
 * Throws `FeenError`: `invalid-fen` (core's `FenError`, same offset and length, kept as `cause`),
 * `illegal-position` (core's `PositionError`), `variant-mismatch` (holdings).
 */
export function fromFenWithClocks(fen: string, options?: FenOptions): FenConversion {
  if (typeof fen !== 'string') throw new TypeError('FEN input must be a string');
  const variant = variantOf(options);
  let setup: Setup;
  try {
    setup = parseFen(fen, variant);
  } catch (error) {
    if (error instanceof FenError) {
      // Holdings in a variant without drops: core locates them; FEEN reports them as a variant mismatch.
      const code = error.code === 'holdings' && !variant.drops ? 'variant-mismatch' : 'invalid-fen';
      throw new FeenError(code, error.message, error.offset, error.length, { cause: error });
    }
    throw error;
  }
  const hands = setup.hands;
  if (hands && [...Object.values(hands.white), ...Object.values(hands.black)].some((n) => n > 0)) {
    throw new FeenError('variant-mismatch', 'chess has no pieces in hand', 0, fen.length);
  }
  const position = corePosition(setup, variant, 0, fen.length);
  // The setup as read (the position accepted it as it is), without what FEEN writes differently or not at all.
  const { epSquare: _ignored, hands: _none, checksRemaining: _checks, ...rest } = setup;
  // Kept only when a legal capture exists and a double step really skipped it (core also takes e2 or e4).
  const ep = position.legalEpSquare();
  const normal: Setup =
    ep === undefined || !isDoubleStepSquare(rest, variant, ep) ? rest : { ...rest, epSquare: ep };
  return {
    position: fromSetup(normal, variant, setupOptions(options)),
    halfmoves: setup.halfmoves,
    fullmoves: setup.fullmoves,
  };
}

/**
 * Converts a chess FEN to a FEEN position (sashite.dev/rules/chess): kings `K^`, `+` on a king and its rooks
 * while castling rights remain, `+P` on the home rank, `-P` only where an en-passant capture is legal, styles
 * `C/c` (`c/C` when Black is to move). The clocks are dropped (see `fromFenWithClocks`). Throws `FeenError`.
 */
export function fromFen(fen: string, options?: FenOptions): FeenPosition {
  return fromFenWithClocks(fen, options).position;
}

/** Offsets and lengths of the piece tokens of a (valid) FEEN string, by cell index. */
function tokenSpans(text: string): Locate {
  const offsets: number[] = [];
  const lengths: number[] = [];
  const scan = { piece: undefined, end: 0 } as Parameters<typeof scanEpin>[2];
  let cell = 0;
  for (let i = 0; i < text.length && text[i] !== ' '; ) {
    const c = text.charCodeAt(i);
    if (c === 47 /* / */) {
      i++;
    } else if (c >= 48 && c <= 57) {
      let j = i;
      while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      cell += Number(text.slice(i, j));
      i = j;
    } else {
      scanEpin(text, i, scan);
      const end = scan.end > i ? scan.end : i + 1;
      offsets[cell] = i;
      lengths[cell] = end - i;
      cell++;
      i = end;
    }
  }
  return (cell) => [offsets[cell] ?? 0, lengths[cell] ?? 0];
}

/**
 * Converts a FEEN position (or string) of chess to FEN, the inverse of `fromFen`: 8×8 board, empty hands,
 * styles `C`/`c`, letters `KQRBNP` with `^` on kings only, and states exactly as the convention writes them.
 * The castling field is what `@x/core`'s `stringifyFen` writes (X-FEN by default); a `-P` gives the e.p.
 * square and must be capturable; clocks come from the options (default `0 1`).
 * Throws `FeenError`: a FEEN code for an invalid string, `variant-mismatch`, `unmappable-piece`,
 * `invalid-piece-state` (pointing at the token), `illegal-position`.
 */
export function toFen(feen: FeenPosition | string, options?: ToFenOptions): string {
  const variant = variantOf(options);
  const position = typeof feen === 'string' ? parse(feen) : normalizePosition(feen);
  const locate: Locate = typeof feen === 'string' ? tokenSpans(feen) : (cell) => [cell, 1];
  const setup = toSetupAt(
    position,
    variant,
    {
      ...setupOptions(options),
      ...(options?.halfmoves !== undefined ? { halfmoves: options.halfmoves } : {}),
      ...(options?.fullmoves !== undefined ? { fullmoves: options.fullmoves } : {}),
    },
    locate,
  );
  const core = corePosition(setup, variant, 0, typeof feen === 'string' ? feen.length : 0);
  if (setup.epSquare !== undefined && core.legalEpSquare() === undefined) {
    const files = setup.files;
    const ep = setup.epSquare;
    const epFile = ep.charCodeAt(0) - 97;
    const epRank = Number(ep.slice(1)) - 1;
    const victimRank = setup.turn === 'white' ? epRank - 1 : epRank + 1;
    const cell = (setup.ranks - 1 - victimRank) * files + epFile;
    const [offset, length] = locate(cell);
    throw new FeenError(
      'invalid-piece-state',
      `no legal en-passant capture of the pawn beside ${ep}`,
      offset,
      length,
    );
  }
  return stringifyFen(setup, variant, { castling: options?.castling ?? 'x-fen' });
}
