/**
 * The variants a FEN is of, when it is not of the one chosen: a xiangqi FEN or a shogi SFEN pasted on the chess
 * board was only "Unknown piece l", and the player had to know which of the variants to pick. An SFEN, whose shape
 * no other notation has, is shown as shogi (or minishogi, or a relative of its size) at once (`sfenVariant`).
 */
import { safeParseFen, type VariantDefinition } from '@x/core';
import type { VariantOption } from '../variants/variants';
import { fenTextFor, type SfenBoard, shogiSfenBoard } from './sfenAsFen';

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
 * Whether `variant` is shogi or one of its relatives on `board`: pieces dropped from hand and a gold general, which
 * no chess variant with drops (crazyhouse) has, on a board of the SFEN's size.
 */
function isShogiOn(variant: VariantDefinition, board: SfenBoard): boolean {
  return (
    variant.drops !== undefined &&
    variant.board.files === board.files &&
    variant.board.ranks === board.ranks &&
    variant.pieces.some((p) => p.id === 'gold')
  );
}

/**
 * The variant a shogi SFEN (`shogiSfenBoard`: 9×9, minishogi's 5×5, any relative up to 9×9) is shown as on another
 * variant's board, at once: the first shogi variant of `options` of the SFEN's size that reads `text` (`shogi` for
 * 9×9, then the SjaakII catalogue's and the user's), when `chosen` is not one and does not read it; undefined
 * otherwise (the text is read as `chosen`).
 */
export function sfenVariant(
  text: string,
  chosen: VariantOption | undefined,
  options: readonly VariantOption[],
): VariantOption | undefined {
  const reads = (option: VariantOption | undefined) =>
    option?.core !== undefined && safeParseFen(fenTextFor(text, option.core), option.core).success;
  const board = shogiSfenBoard(text);
  if (chosen?.core === undefined || board === undefined || isShogiOn(chosen.core, board) || reads(chosen))
    return undefined;
  return options.find((o) => o.core !== undefined && isShogiOn(o.core, board) && reads(o));
}
