import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import type * as sjaak from '@x/sjaak-variants';
import type { ListedDiagnostic, ShownError } from '../text/shownError';

/** One entry of the variant picker. */
export interface VariantOption {
  /** Key kept in the URL: `chess`, `sjaak:orthodox_chess`, `file:mini`, `fairy:mysection`. */
  readonly key: string;
  readonly label: string;
  readonly group: 'core' | 'sjaak' | 'file' | 'fbr' | 'json' | 'fairy';
  /** The engine definition, when the variant can be played. */
  readonly core?: VariantDefinition;
  /** Why the variant cannot be played yet (the package's error). */
  readonly unavailable?: ShownError;
  /** What the conversion to the engine reported (`toVariant` diagnostics). */
  readonly notes?: readonly ListedDiagnostic[];
  /** Its SjaakII definition, for drawing the start position without the engine. */
  readonly sjaak?: sjaak.SjaakVariant;
  /** Reading FENs of a SjaakII variant the engine cannot play (board only), with its start FEN. */
  readonly boardOnly?: BoardOnlyFen;
}

/** FEN reading for a board-only variant (from `lib/sjaak/sjaakOptions.ts`, loaded with `@x/sjaak-variants`). */
export interface BoardOnlyFen {
  readonly startFen: string | undefined;
  read(text: string): {
    readonly parsed: unknown;
    readonly canonical: string;
    readonly model: import('../board/boardModel').BoardModel;
    readonly problem?: {
      readonly code: string;
      readonly message: string;
      readonly offset: number;
      readonly length: number;
    };
  };
}

/**
 * The engine's built-ins, cheap to list (no conversion): the picker's first entries. The SjaakII
 * catalogue follows once `lib/sjaak/sjaakOptions.ts` has loaded (see `state/variantStore.ts`).
 */
/**
 * A variant's name with its board size, unless the name already says it (`8x8`, `8×8`, `8 x 8`):
 * `nameWithSize('Mini Shogi', 5, 5)` is `Mini Shogi (5×5)`, `nameWithSize('Chess (8x8)', 8, 8)` stays.
 */
export function nameWithSize(name: string, files: number, ranks: number): string {
  const says = new RegExp(`(^|\\D)${files}\\s*[x×X]\\s*${ranks}(\\D|$)`).test(name);
  return says ? name : `${name} (${files}×${ranks})`;
}

export function coreOptions(): VariantOption[] {
  return Object.entries(variants).map(
    ([key, v]): VariantOption => ({
      key,
      label: nameWithSize(v.name, v.board.files, v.board.ranks),
      group: 'core',
      core: v,
    }),
  );
}
