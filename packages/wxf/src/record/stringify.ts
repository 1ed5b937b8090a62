/**
 * `stringify`: a `WxfGame` written as a numbered move list in one notation (with its tags and result), or as a
 * UCCI `position fen … moves …` line (xiangqi only: the line names no variant). `parse(stringify(game))`
 * equals `game`.
 */
import { Position, type BasePosition } from '@x/core';
import { WxfError } from '../errors.js';
import { writeMove } from '../move.js';
import { defaultNotation, isXiangqiBoard } from '../notation.js';
import { promotedSquares } from '../thai/promoted.js';
import type { StringifyOptions, WxfGame } from '../types.js';
import { writeIccs } from '../iccs.js';
import { variantNamed } from './variant.js';

function replay(game: WxfGame, each: (pos: BasePosition, m: number, index: number) => void): BasePosition {
  const variant = variantNamed(game.variant);
  if (variant === undefined)
    throw new WxfError('unsupported-variant', `@x/core plays no variant '${game.variant}'`);
  let pos: BasePosition;
  try {
    pos = Position.fromFen(game.fen, variant);
  } catch (error) {
    throw new WxfError('invalid-fen', `not a ${variant.id} FEN: ${(error as Error).message}`);
  }
  game.moves.forEach((uci, i) => {
    const m = pos.findEncoded(uci);
    if (m === undefined) throw new WxfError('illegal-move', `move ${i + 1} '${uci}' is not legal`);
    each(pos, m, i);
    pos.playEncoded(m);
  });
  return pos;
}

const quote = (value: string) => value.replace(/[\\"]/g, (c) => `\\${c}`);

/** The `Format` tag's value of each notation as xqbase's PGN writes it (`[Format "ICCS"]`). */
const FORMAT_NAMES: ReadonlyMap<string, string> = new Map([
  ['wxf', 'WXF'],
  ['iccs', 'ICCS'],
  ['chinese', 'Chinese'],
]);

/**
 * The game's tags as written in `notation`: a `Format` tag says the notation written (the one read may differ),
 * and is left out where the notation has no `Format` name (kept as read when no notation is known: no moves).
 */
function tagsFor(game: WxfGame, notation: string | undefined): [string, string][] {
  const name = notation === undefined ? undefined : FORMAT_NAMES.get(notation);
  const out: [string, string][] = [];
  for (const [tag, value] of game.tags) {
    if (tag.toLowerCase() !== 'format' || notation === undefined) out.push([tag, value]);
    else if (name !== undefined) out.push([tag, name]);
  }
  return out;
}

/** Tags the record writes from the game's own fields: in `tags` they would contradict them. */
const FIELD_TAGS = new Set(['Variant', 'FEN', 'SetUp']);

/** `[name "value"]`; throws `WxfError` (naming `tags.<index>`) for a name no reader reads back as that tag. */
function tagLine(name: string, value: string, index: number): string {
  if (!/^[A-Za-z0-9_]+$/.test(name) || FIELD_TAGS.has(name))
    throw new WxfError(
      'invalid-argument',
      `tags.${index}: '${name}' is not a tag name a record holds (letters, digits and _; not Variant, FEN or SetUp)`,
    );
  return `[${name} "${quote(value)}"]`;
}

/** `game` as text in `options.notation` (default: the variant's), see the module comment. Throws `WxfError`. */
export function stringify(game: WxfGame, options: StringifyOptions = {}): string {
  if (options.notation === 'ucci') {
    // A `position` line names no variant and reads back as xiangqi: another variant's game would change game.
    if (game.variant !== 'xiangqi')
      throw new WxfError(
        'unsupported-variant',
        `variant: UCCI holds xiangqi games only; a ${game.variant} game written as a position line would read back as xiangqi`,
      );
    const moves: string[] = [];
    const start = replay(game, (pos, m) =>
      moves.push(isXiangqiBoard(pos) ? writeIccs(pos, m) : pos.uci(pos.decodeMove(m))),
    );
    const startFen = start.variant.startFen === game.fen ? 'startpos' : `fen ${game.fen}`;
    return `position ${startFen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`;
  }
  const parts: string[] = [];
  let promoted: ReadonlySet<string> = new Set();
  let notation = options.notation;
  let blackFirst = false;
  const first = fenMoveNumber(game.fen);
  const end = replay(game, (pos, m, i) => {
    notation ??= defaultNotation(pos);
    const white = pos.turn === 'white';
    if (i === 0) blackFirst = !white;
    const number = first + Math.floor((i + (blackFirst ? 1 : 0)) / 2);
    if (white || i === 0) parts.push(`${number}${white ? '.' : '...'}`);
    parts.push(writeMove(pos, m, notation, { ...(options.style && { style: options.style }), promoted }));
    promoted = promotedSquares(pos, m, promoted);
  });
  if (game.result !== undefined) parts.push(game.result);
  // every tag name checked first (so an error names its index in `game.tags`), then written as `notation` has it
  for (const [i, [name, value]] of game.tags.entries()) tagLine(name, value, i);
  const tags = tagsFor(game, notation).map(([name, value]) => `[${name} "${quote(value)}"]`);
  if (game.variant !== 'xiangqi') tags.push(`[Variant "${quote(game.variant)}"]`);
  if (game.fen !== end.variant.startFen) tags.push(`[FEN "${quote(game.fen)}"]`, '[SetUp "1"]');
  const head = tags.length > 0 ? `${tags.join('\n')}\n\n` : '';
  return `${head}${parts.join(' ')}`;
}

/** FEN's full-move number (1 when absent). */
function fenMoveNumber(fen: string): number {
  const n = Number(fen.trim().split(/\s+/)[5]);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
