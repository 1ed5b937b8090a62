/**
 * The variants a FEN is of, when it is not of the one chosen: a xiangqi FEN or a shogi SFEN pasted on the chess
 * board was only "Unknown piece l", and the player had to know which of the variants to pick.
 */
import { safeParseFen } from '@x/core';
import type { VariantOption } from '../variants/variants';
import { fenTextFor } from './sfenAsFen';

/** The variants of `options` other than `current` whose FEN reader reads `text` as the FEN tab does (`fenTextFor`), at most `most`. */
export function variantsReading(
  text: string,
  options: readonly VariantOption[],
  current: string | undefined,
  most = 3,
): VariantOption[] {
  const found: VariantOption[] = [];
  for (const option of options) {
    const core = option.core;
    if (core === undefined || option.key === current) continue;
    if (safeParseFen(fenTextFor(text, core), core).success) found.push(option);
    if (found.length === most) break;
  }
  return found;
}
