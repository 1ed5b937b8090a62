/**
 * Reading JKF: the JSON checked with zod (the one place `@x/kif` uses it), the start position from the preset or
 * the position data, and every move checked on `@x/core`, forks included.
 */
import { branchCopy } from '../model/copy.js';
import type { BasePosition, Color, Move, VariantDefinition } from '@x/core';
import * as z from 'zod/mini';
import { KifError } from '../errors.js';
import { HANDICAPS } from '../kif/handicaps.js';
import { type KifLimits, kifLimits } from '../limits.js';
import {
  KIF_RESULTS,
  type KifGame,
  type KifLine,
  type KifMove,
  type KifResult,
  type KifTime,
} from '../model/game.js';
import { parseSfen, stringifySfen } from '../sfen/sfen.js';
import { sfenBoard, sfenHands } from '../sfen/fields.js';
import { HAND_ORDER, PIECE_BY_CSA, pieceOf } from '../shogi/pieces.js';
import { shogiVariant } from '../shogi/variant.js';
import { parseUsiMove, stringifyUsiMove } from '../usi/usi-move.js';
import { PRESETS } from './presets.js';
import { MAX_TIME_SECONDS } from '../model/time-text.js';

const int = z.int().check(z.gte(0), z.lte(1_000_000_000));
const place = z.object({ x: int, y: int });
const color = z.union([z.literal(0), z.literal(1)]);
const time = z.object({
  now: z.object({ h: z.optional(int), m: int, s: int }),
  total: z.optional(z.object({ h: int, m: int, s: int })),
});
const entry = z.object({
  comments: z.optional(z.array(z.string())),
  move: z.optional(
    z.object({
      color,
      from: z.optional(z.nullable(place)),
      to: place,
      piece: z.string(),
      same: z.optional(z.boolean()),
      promote: z.optional(z.boolean()),
      capture: z.optional(z.string()),
      relative: z.optional(z.string()),
    }),
  ),
  time: z.optional(time),
  special: z.optional(z.string()),
  forks: z.optional(z.array(z.array(z.unknown()))),
});
/** The move of a JKF entry, as zod checked it. */
type JkfEntryMove = NonNullable<z.infer<typeof entry>['move']>;
const piece = z.object({ color: z.optional(color), kind: z.optional(z.string()) });
const record = z.object({
  header: z.optional(z.record(z.string(), z.string())),
  initial: z.optional(
    z.object({
      preset: z.string(),
      data: z.optional(
        z.object({
          color,
          board: z.array(z.array(piece)),
          hands: z.tuple([z.record(z.string(), int), z.record(z.string(), int)]),
        }),
      ),
    }),
  ),
  moves: z.array(z.unknown()),
});

function invalid(message: string, path: string): never {
  throw new KifError('invalid-json', path === '' ? message : `${path}: ${message}`);
}

function check<T>(schema: z.ZodMiniType<T>, value: unknown, path: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  return invalid(issue.message, [path, ...issue.path.map(String)].filter(Boolean).join('.'));
}

/** The start SFEN of a JKF `initial`. */
function startOf(initial: z.infer<typeof record>['initial'], variant: VariantDefinition): string {
  if (initial === undefined) return HANDICAPS.get('平手')!;
  const name = PRESETS.get(initial.preset);
  if (name !== undefined) return HANDICAPS.get(name)!;
  const data = initial.data ?? invalid(`preset ${initial.preset} needs data`, 'initial');
  const { files, ranks } = variant.board;
  // JKF holds the board by file (from the first) then rank (from the top); SFEN's from sente's back rank
  const letters = new Array<string | undefined>(files * ranks);
  for (let y = 1; y <= ranks; y++)
    for (let x = files; x >= 1; x--) {
      const p = data.board[x - 1]?.[y - 1];
      if (p === undefined) invalid('board too small', `initial.data.board.${x - 1}`);
      if (p!.kind === undefined) continue;
      const at = `initial.data.board.${x - 1}.${y - 1}`;
      const kind = PIECE_BY_CSA.get(p!.kind) ?? invalid(`unknown piece ${p!.kind}`, `${at}.kind`);
      if (p!.color === undefined) invalid(`a ${p!.kind} with no color`, at);
      letters[(ranks - y) * files + files - x] = p!.color === 1 ? kind.sfen.toLowerCase() : kind.sfen;
    }
  for (const [side, hand] of data.hands.entries())
    for (const code of Object.keys(hand))
      if (!HAND_ORDER.includes(code))
        invalid(`${code} is not a piece in hand`, `initial.data.hands.${side}.${code}`);
  const board = sfenBoard(letters, files, ranks, (letter) => letter);
  const hands = sfenHands((sente, code) => data.hands[sente ? 0 : 1]?.[code] ?? 0);
  return `${board} ${data.color === 0 ? 'b' : 'w'} ${hands} 1`;
}

/** The time of a JKF entry at `path`; over `MAX_TIME_SECONDS` is `invalid-json` (no format holds it). */
function timeOf(t: z.infer<typeof time> | undefined, path: string): { time?: KifTime } {
  if (t === undefined) return {};
  const now = (t.now.h ?? 0) * 3600 + t.now.m * 60 + t.now.s;
  const total = t.total ? t.total.h * 3600 + t.total.m * 60 + t.total.s : undefined;
  if (now > MAX_TIME_SECONDS || (total ?? 0) > MAX_TIME_SECONDS)
    invalid(`a time over ${MAX_TIME_SECONDS} seconds`, `${path}.time`);
  return { time: { now, ...(total !== undefined ? { total } : {}) } };
}

/**
 * The end of a line at its special entry `entries[at]`. Entries after it may only carry comments (json-kifu-format
 * writes a CSA record's closing comments as a second special), kept with the end's; a move there is refused.
 */
function endOf(
  entries: readonly unknown[],
  at: number,
  special: string,
  path: string,
): NonNullable<KifLine['end']> {
  if (!(KIF_RESULTS as readonly string[]).includes(special))
    invalid(`unknown special ${special}`, `${path}.${at}`);
  const first = check(entry, entries[at], `${path}.${at}`);
  const comments: string[] = [];
  for (let i = at; i < entries.length; i++) {
    const e = i === at ? first : check(entry, entries[i], `${path}.${i}`);
    if (e.move !== undefined) invalid(`a move after the end of its line (${special})`, `${path}.${i}`);
    if ((e.forks ?? []).length > 0)
      invalid('forks in place of the end of a line are not read', `${path}.${i}.forks`);
    comments.push(...(e.comments ?? []));
  }
  return {
    result: special as KifResult,
    ...timeOf(first.time, `${path}.${at}`),
    ...(comments.length > 0 ? { comments } : {}),
  };
}

interface Walk {
  readonly limits: KifLimits;
  moves: number;
  branches: number;
}

/** The line of JKF entries `entries` (from `first`) played from `position` (changed). */
function lineOf(
  entries: readonly unknown[],
  first: number,
  position: BasePosition,
  path: string,
  walk: Walk,
  depth = 0,
): KifLine {
  const moves: KifMove[] = [];
  const board = position.variant.board;
  for (let i = first; i < entries.length; i++) {
    const at = `${path}.${i}`;
    const e = check(entry, entries[i], at);
    if (e.special !== undefined) return { moves, end: endOf(entries, i, e.special, path) };
    if (e.move === undefined) invalid('an entry with neither move nor special', at);
    if (++walk.moves > walk.limits.maxMoves)
      throw new KifError('too-many-moves', `more than ${walk.limits.maxMoves} moves`);
    const m = e.move!;
    const kind = PIECE_BY_CSA.get(m.piece) ?? invalid(`unknown piece ${m.piece}`, `${at}.move.piece`);
    const to = `${m.to.x}${String.fromCharCode(96 + m.to.y)}`;
    const usi =
      m.from == null
        ? `${kind.sfen}*${to}`
        : `${m.from.x}${String.fromCharCode(96 + m.from.y)}${to}${m.promote ? '+' : ''}`;
    const forks: KifLine[] = [];
    for (const [k, fork] of (e.forks ?? []).entries()) {
      if (depth >= walk.limits.maxDepth)
        throw new KifError(
          'nesting-too-deep',
          `${at}.forks: forks nested more than ${walk.limits.maxDepth} deep`,
        );
      if (++walk.branches > walk.limits.maxBranches)
        throw new KifError('too-many-branches', 'too many forks');
      forks.push(lineOf(fork, 0, branchCopy(position), `${at}.forks.${k}`, walk, depth + 1));
    }
    let played: ReturnType<typeof parseUsiMove>;
    try {
      played = parseUsiMove(position, usi);
    } catch (error) {
      if (error instanceof KifError) invalid(`${error.message}`, `${at}.move`);
      throw error;
    }
    checkAgainst(m, played, position.turn, `${at}.move`);
    position.play(played);
    moves.push({
      usi: stringifyUsiMove(board, played),
      ...timeOf(e.time, at),
      ...(e.comments ? { comments: e.comments } : {}),
      ...(forks.length > 0 ? { variations: forks } : {}),
    });
  }
  return { moves };
}

/**
 * Checks what a JKF move says beside its squares against the move they give on the position, `turn` to move:
 * who moves, which piece, and what it takes when it names it (a record whose fields disagree is refused, not
 * read as the squares alone say).
 */
function checkAgainst(m: JkfEntryMove, played: Move, turn: Color, path: string): void {
  if ((m.color === 0) !== (turn === 'white'))
    invalid(`color ${m.color}, but ${m.color === 0 ? 'gote' : 'sente'} is to move`, `${path}.color`);
  const piece = pieceOf(played.piece).csa;
  if (m.piece !== piece)
    invalid(`piece ${m.piece}, but the piece on the square is ${piece}`, `${path}.piece`);
  const captured = played.captured === undefined ? undefined : pieceOf(played.captured).csa;
  if (m.capture !== undefined && m.capture !== captured)
    invalid(`capture ${m.capture}, but the move takes ${captured ?? 'nothing'}`, `${path}.capture`);
}

/**
 * The headers of a JKF value zod checked: its own entries, each value checked here (zod's record check skips a
 * key named `__proto__`, and its copy would set that entry as the prototype).
 */
function headersOf(value: unknown): { name: string; value: string }[] {
  const header: object = (value as { header?: object }).header ?? {};
  return Object.entries(header).map(([name, v]) =>
    typeof v === 'string'
      ? { name, value: v }
      : invalid(`expected a string, not ${typeof v}`, `header.${name}`),
  );
}

/** Options of `fromJkf`. */
export interface FromJkfOptions {
  readonly variant?: VariantDefinition;
  readonly limits?: Partial<KifLimits>;
}

/**
 * A game from JKF: JSON text or its parsed value. Throws `KifError` (`invalid-json` with the JSON path at
 * fault in its message, `illegal-position`, `input-too-long`).
 */
export function fromJkf(input: string | unknown, options?: FromJkfOptions): KifGame {
  const limits = kifLimits(options?.limits);
  let value = input;
  if (typeof input === 'string') {
    if (input.length > limits.maxLength)
      throw new KifError(
        'input-too-long',
        `input longer than ${limits.maxLength} characters`,
        limits.maxLength,
        0,
      );
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new KifError('invalid-json', `not JSON: ${(error as Error).message}`, 0, 0, undefined, {
        cause: error,
      });
    }
  }
  const variant = shogiVariant(options?.variant);
  const jkf = check(record, value, '');
  const { position } = parseSfen(startOf(jkf.initial, variant), { variant });
  const first = jkf.moves.length > 0 ? check(entry, jkf.moves[0], 'moves.0') : undefined;
  const line = lineOf(jkf.moves, 1, position.clone(), 'moves', { limits, moves: 0, branches: 0 });
  return {
    headers: headersOf(value),
    start: stringifySfen(position),
    ...(first?.comments ? { comments: first.comments } : {}),
    ...line,
  };
}
