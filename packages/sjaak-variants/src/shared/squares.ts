/** Square names (`a1`, `j10`) and SjaakII square lists (`a1,b1,c1`). */
import { coordinateName } from '@x/core';
import type { DiagnosticCode } from './diagnostics.js';

/** Reports a problem at a 1-based column of the current line. */
export type Reporter = (code: DiagnosticCode, column: number, length: number, message: string) => void;

/** 0-based file and rank of a square name, or `undefined` when it is not `letter + number`. */
export function squareCoords(name: string): { file: number; rank: number } | undefined {
  const m = /^([a-z])(\d{1,3})$/.exec(name);
  if (!m) return undefined;
  const rank = Number(m[2]) - 1;
  if (rank < 0) return undefined;
  return { file: m[1]!.charCodeAt(0) - 97, rank };
}

/** Index `file + rank × files` of a square name on a board (a1 = 0), or -1 when off the board. */
export function squareIndex(name: string, files: number, ranks: number): number {
  const c = squareCoords(name);
  if (!c || c.file >= files || c.rank >= ranks) return -1;
  return c.file + c.rank * files;
}

/** Board dimensions plus the mode that decides how off-board squares are treated. */
export interface SquareContext {
  readonly files: number;
  readonly ranks: number;
  readonly compat: boolean;
}

/**
 * Reads one square token (already trimmed) at `column`. Off-board squares are dropped (reported),
 * or under `compat` wrapped as SjaakII packs them (`file + rank × files`).
 */
export function readSquare(
  token: string,
  column: number,
  ctx: SquareContext,
  report: Reporter,
): string | undefined {
  const c = squareCoords(token);
  if (!c) {
    report(
      'bad-square',
      column,
      Math.max(token.length, 1),
      `'${token}' is not a square: write a file letter and a rank number, e.g. 'a1'.`,
    );
    return undefined;
  }
  if (c.file < ctx.files && c.rank < ctx.ranks) return token;
  const index = c.file + c.rank * ctx.files;
  const wrapped =
    ctx.compat && index < ctx.files * ctx.ranks
      ? coordinateName(index % ctx.files, Math.floor(index / ctx.files))
      : undefined;
  report(
    'square-off-board',
    column,
    token.length,
    `Square '${token}' is outside the ${ctx.files}x${ctx.ranks} board; ` +
      (wrapped ? `SjaakII wraps it to '${wrapped}'.` : 'it is dropped. Remove it or fix the board size.'),
  );
  return wrapped;
}

/**
 * Reads a comma-separated square list starting at 1-based `column` (duplicates are reported and
 * kept once; a trailing `;` is tolerated and reported).
 */
export function readSquareList(text: string, column: number, ctx: SquareContext, report: Reporter): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const items = text.split(',');
  let offset = 0;
  items.forEach((raw, i) => {
    const itemColumn = column + offset;
    offset += raw.length + 1;
    let item = raw;
    const lead = item.length - item.trimStart().length;
    if (lead > 0 && i > 0 && ctx.compat) {
      report(
        'bad-square',
        itemColumn,
        raw.length,
        `SjaakII skips blanks only before the first square, so ' ${item.trim()}' is read as a garbage square and dropped; remove the blank.`,
      );
      return;
    }
    item = item.trim();
    let itemStart = itemColumn + lead;
    if (i === items.length - 1 && item.endsWith(';')) {
      report(
        'trailing-semicolon',
        itemStart + item.length - 1,
        1,
        `Trailing ';' after '${item.slice(0, -1)}': square lists end without punctuation; remove it.`,
      );
      item = item.slice(0, -1).trimEnd();
    }
    if (item === '' && items.length === 1) return;
    if (item === '') itemStart = itemColumn;
    const sq = readSquare(item, itemStart, ctx, report);
    if (sq === undefined) return;
    if (seen.has(sq)) {
      report(
        'duplicate-square',
        itemStart,
        item.length,
        `Square '${item}' is listed twice; remove the repetition (was another square meant?).`,
      );
      return;
    }
    seen.add(sq);
    out.push(sq);
  });
  return out;
}
