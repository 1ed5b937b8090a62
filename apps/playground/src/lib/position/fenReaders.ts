/**
 * The variants a FEN is of, when it is not of the one chosen: a xiangqi FEN or a shogi SFEN pasted on the chess
 * board was only "Unknown piece l", and the player had to know which of the variants to pick. An SFEN, whose shape
 * no other notation has, is shown as shogi at once (`sfenVariant`).
 */
import { safeParseFen } from '@x/core';
import type { VariantOption } from '../variants/variants';
import { fenTextFor, isShogiSfen } from './sfenAsFen';

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

/**
 * The variant a shogi SFEN (`isShogiSfen`) is shown as on another variant's board, at once: the `shogi` option of
 * `options`, when `chosen` does not read `text` and shogi does; undefined otherwise (the text is read as `chosen`).
 */
export function sfenVariant(
  text: string,
  chosen: VariantOption | undefined,
  options: readonly VariantOption[],
): VariantOption | undefined {
  const reads = (option: VariantOption | undefined) =>
    option?.core !== undefined && safeParseFen(fenTextFor(text, option.core), option.core).success;
  if (chosen?.core === undefined || chosen.key === 'shogi' || !isShogiSfen(text) || reads(chosen))
    return undefined;
  const shogi = options.find((o) => o.key === 'shogi');
  return reads(shogi) ? shogi : undefined;
}
