import type { VariantDefinition } from '@x/core';

/** An SFEN's shape: board, side (`b`/`w`), hands (`-`, `2Pr`), an optional move number; `sfen ` may lead. */
const SFEN = /^\s*(?:sfen\s+)?([1-9+A-Za-z/]+)\s+([bw])\s+(-|(?:\d{0,2}[A-Za-z])+)(?:\s+([1-9]\d{0,6}))?\s*$/;

/** The fields of `text` when it has an SFEN's shape: board, side, hands and move number (if given). */
function sfenFields(text: string): [string, string, string, string | undefined] | undefined {
  const m = SFEN.exec(text);
  return m ? [m[1]!, m[2]!, m[3]!, m[4]] : undefined;
}

/**
 * An SFEN (shogi's USI position: `<board> <b|w> <hands> [<move number>]`, hands as `2Pr` or `-`) written as the
 * FEN `@x/core` reads for a shogi variant (`<board>[<hands>] <w|b> - - 0 <move>`: sente is `w`, the hands spelt out
 * piece by piece, the move number counted in moves rather than plies), for `variant` when it has hands and the
 * text has an SFEN's shape; undefined otherwise (the text is then read as the FEN it is).
 */
export function sfenAsFen(text: string, variant: VariantDefinition): string | undefined {
  if (!variant.drops) return undefined;
  const fields = sfenFields(text);
  if (fields === undefined) return undefined;
  const [board, side, hands, number] = fields;
  const pieces =
    hands === '-'
      ? ''
      : hands.replace(/(\d*)([A-Za-z])/g, (_, n: string, p: string) => p.repeat(Number(n || 1)));
  const fullmove = Math.ceil(Number(number ?? 1) / 2);
  return `${board}[${pieces}] ${side === 'b' ? 'w' : 'b'} - - 0 ${fullmove}`;
}

/**
 * What the FEN tab reads of a pasted `text` for `variant`: an SFEN as the FEN it stands for (`sfenAsFen`), else the
 * text without the newline or spaces a paste often ends in (offsets are unchanged).
 */
export function fenTextFor(text: string, variant: VariantDefinition): string {
  return sfenAsFen(text, variant) ?? text.trimEnd();
}

/** The size of an SFEN's board: files by ranks. */
export interface SfenBoard {
  readonly files: number;
  readonly ranks: number;
}

/** One rank of a shogi SFEN: shogi's letters (`+` before a piece that promotes) and runs of empty squares. */
const SHOGI_RANK = /^(?:[1-9]|\+[RBSNLPrbsnlp]|[KGRBSNLPkgrbsnlp])+$/;
/** A shogi SFEN's hands: `-`, or shogi's letters each with its count (`2Pr`). */
const SHOGI_HANDS = /^(?:-|(?:\d{0,2}[RBGSNLPrbgsnlp])+)$/;

/**
 * The board of `text` when it is a shogi SFEN and nothing else: ranks of shogi's letters (`+` promoting one), every
 * rank of one width, at most 9×9 (what `@x/kif` reads: shogi, minishogi's 5×5 and the other relatives on
 * shogi's pieces), then `b` or `w`, the hands (`-`, `2Pr`) and an optional move number; undefined otherwise.
 */
export function shogiSfenBoard(text: string): SfenBoard | undefined {
  const fields = sfenFields(text);
  if (fields === undefined || !SHOGI_HANDS.test(fields[2])) return undefined;
  const ranks = fields[0].split('/');
  if (ranks.length > 9) return undefined;
  let files: number | undefined;
  for (const rank of ranks) {
    if (!SHOGI_RANK.test(rank)) return undefined;
    let squares = 0;
    for (const c of rank.replaceAll('+', '')) squares += /\d/.test(c) ? Number(c) : 1;
    if (squares > 9 || (files !== undefined && squares !== files)) return undefined;
    files = squares;
  }
  return files === undefined ? undefined : { files, ranks: ranks.length };
}

/**
 * Whether `text` is a shogi SFEN (`shogiSfenBoard`). No other notation has this shape (a FEN's side is followed by
 * its castling, a FEEN's hands sit in the board), so the FEN tab reads it as shogi without being asked.
 */
export function isShogiSfen(text: string): boolean {
  return shogiSfenBoard(text) !== undefined;
}
