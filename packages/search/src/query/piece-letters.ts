/**
 * Piece letters of a query read against a variant: `P`, `n`, a fairy letter, a `+`-marked promoted piece of
 * shogi — the variant's FEN symbols, upper case White, lower case Black — as the engine's piece codes
 * (`type << 2 | promoted << 1 | side`).
 */
import type { BasePosition } from '@x/core';
import { engineLayout } from '@x/core/engine';

/** What a letter of a query means in a variant. */
export interface PieceLetter {
  readonly type: number;
  /** 0 White, 1 Black. */
  readonly side: number;
  /** The letter was `+`-marked and the variant has no type of that symbol: the piece must be promoted. */
  readonly promoted: boolean;
}

/** The letters of a variant (cached per variant layout). */
export class PieceLetters {
  readonly #types = new Map<string, number>();
  readonly files: number;
  readonly ranks: number;
  readonly typeIds: readonly string[];

  constructor(position: BasePosition) {
    const layout = engineLayout(position);
    this.files = layout.files;
    this.ranks = layout.ranks;
    this.typeIds = layout.typeIds;
    layout.symbols.forEach((symbol, type) => {
      if (type > 0 && symbol !== '' && !this.#types.has(symbol.toUpperCase()))
        this.#types.set(symbol.toUpperCase(), type);
    });
  }

  /** The piece a letter (`N`, `q`, `+p`) names, or undefined when the variant has none. */
  piece(letter: string): PieceLetter | undefined {
    const bare = letter.replace(/^\+/, '');
    const side = bare === bare.toUpperCase() ? 0 : 1;
    const exact = this.#types.get(letter.toUpperCase());
    if (exact !== undefined) return { type: exact, side, promoted: false };
    const type = this.#types.get(bare.toUpperCase());
    if (type === undefined) return undefined;
    return { type, side, promoted: letter.startsWith('+') };
  }

  /** The type numbers of the letters of `text` (`KP`, case ignored); undefined when one is unknown. */
  types(text: string): Set<number> | undefined {
    const out = new Set<number>();
    for (const letter of text.match(/\+?[A-Za-z]/g) ?? []) {
      const piece = this.piece(letter.toUpperCase());
      if (piece === undefined) return undefined;
      out.add(piece.type);
    }
    return out;
  }

  /** The engine square of file `file` (0 the first) and rank `rank` (0 the first). */
  square(file: number, rank: number): number {
    return rank * this.files + file;
  }
}

const cache = /* @__PURE__ */ new WeakMap<object, PieceLetters>();

/** The letters of `position`'s variant (one object per variant layout). */
export function pieceLetters(position: BasePosition): PieceLetters {
  const layout = engineLayout(position);
  let letters = cache.get(layout);
  if (letters === undefined) {
    letters = new PieceLetters(position);
    cache.set(layout, letters);
  }
  return letters;
}
