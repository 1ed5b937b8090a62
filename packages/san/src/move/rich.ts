/**
 * SAN of the moves that are more than one piece's step (issue #90): a wall placed with a move or instead of it
 * (`Nc3,b1`, `Ra1,a3`: Fairy-Stockfish's form, the move and then the wall's square), a swap (`R~a4`: `~` where a
 * capture writes `x`) or a swap chain (`Q~g4~g2`: every square swapped on, in order), and a pickup (`N^e4`: the
 * piece on e4 goes into the hand, written as a drop is, with `^`). A 32-bit encoded move of these kinds names no
 * square it could be compared by (a wall move's `to` is an index into the table of its ply), so they are written and
 * read on the position's legal moves as plain `Move` objects, listed once per position.
 */
import type { BasePosition, Move } from '@x/core';
import * as engine from '@x/core/engine';
import type { SanContext } from './context.js';
import { SanError } from '../shared/errors.js';
import type { SAN } from '../shared/types.js';
import { alongside, HINT_FILE, HINT_RANK, originHint } from './origin-hint.js';

/** The legal moves of a position, encoded and as plain objects, and the position they belong to. */
interface Listed {
  /** The position's hash and move number. */
  readonly key: string;
  readonly encoded: Int32Array;
  readonly moves: readonly Move[];
  /** The moves by destination square (castling's: the king's). */
  readonly onto: ReadonlyMap<string, readonly Move[]>;
  /** Each move's index by `moveKey`, built at the first look-up. */
  byKey?: Map<string, number>;
}

/** Per position object: its legal moves, for as long as its hash and move number stay the same. */
const listed = new WeakMap<BasePosition, Listed>();

/** Scratch of `listOf`: a position's hash. */
const hash = new Int32Array(2);

/** The legal moves of `pos` (listed once per position). */
function listOf(pos: BasePosition): Listed {
  engine.positionHash(pos, hash);
  const key = `${hash[0]} ${hash[1]} ${engine.fullmoveNumber(pos)}`;
  const known = listed.get(pos);
  if (known?.key === key) return known;
  const buffer = engine.createMoveBuffer();
  const n = engine.generateLegalMoves(pos, buffer);
  const encoded = buffer.slice(0, n);
  const moves = Array.from(encoded, (m) => pos.decodeMove(m));
  const onto = new Map<string, Move[]>();
  for (const move of moves) {
    const same = onto.get(move.to);
    if (same === undefined) onto.set(move.to, [move]);
    else same.push(move);
  }
  const list = { key, encoded, moves, onto };
  listed.set(pos, list);
  return list;
}

/** The legal moves of `pos` onto square `to`, as plain objects. */
function movesOnto(pos: BasePosition, to: string): readonly Move[] {
  return listOf(pos).onto.get(to) ?? [];
}

/**
 * The encoded form of `move`, an object of `listOf(pos).moves`: its listed number while that still decodes to it (a
 * wall move's number indexes its ply's table, which another generation may have rebuilt), else `findMove`'s.
 */
function encodedOf(pos: BasePosition, move: Move): number {
  const list = listOf(pos);
  const m = list.encoded[list.moves.indexOf(move)]!;
  try {
    if (sameMove(pos.decodeMove(m), move)) return m;
  } catch {
    // a number of a rebuilt table: found again below
  }
  return pos.findEncoded(move)!;
}

/** A plain move as text: every field that is set, its fairy parts' too, in a fixed order. */
function moveKey(move: Move): string {
  const { fairy, ...own } = move;
  return fairy === undefined ? fieldsText(own) : `${fieldsText(own)} fairy: ${fieldsText(fairy)}`;
}

/** The fields of `fields` that are set, as text in a fixed order. */
function fieldsText(fields: object): string {
  return Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ');
}

/** Whether two plain moves are the same (every field). */
function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}

/**
 * The legal move of `pos` that a plain move of these kinds (with `wall`, `swap`, `path` or `pickup`) is, as listed and
 * encoded; undefined when it is not legal there, or not of these kinds (`findMove` looks those up).
 */
export function findRich(
  pos: BasePosition,
  move: Move,
): { readonly move: Move; readonly m: number } | undefined {
  const fairy = move.fairy;
  if (
    fairy?.wall === undefined &&
    fairy?.swap === undefined &&
    fairy?.path === undefined &&
    fairy?.pickup === undefined
  )
    return undefined;
  const list = listOf(pos);
  list.byKey ??= new Map(list.moves.map((m, i) => [moveKey(m), i]));
  const i = list.byKey.get(moveKey(move));
  return i === undefined ? undefined : { move: list.moves[i]!, m: encodedOf(pos, list.moves[i]!) };
}

/** Whether the encoded move `m` is written by this module: a wall move, a swap, a swap chain or a pickup. */
export function isRichMove(m: number): boolean {
  if (engine.moveKind(m) !== engine.KIND_PICKUP) return false;
  const extra = engine.moveExtra(m);
  return extra !== engine.CONVERT_EXTRA && extra !== PINCH_EXTRA;
}

/** The extra field of a pinch (`@x/core`'s, not published: a pickup of the opponent's piece). */
const PINCH_EXTRA = 29;

/** Whether a parsed move is one of this module's kinds (a wall, a swap or a pickup was written). */
export function isRichSan(san: SAN): boolean {
  return san.wall !== undefined || san.swap === true || san.pickup === true;
}

/** The squares a swap goes over (a chain's path; a single swap's destination), or undefined for another move. */
function swapSquares(move: Move): readonly string[] | undefined {
  const fairy = move.fairy;
  return fairy?.path ?? (fairy?.swap !== undefined && move.from !== move.to ? [move.to] : undefined);
}

/** Whether two legal moves are written alike but for their origin (so the origin must tell them apart). */
function sameShape(a: Move, b: Move): boolean {
  return (
    a.piece === b.piece &&
    a.to === b.to &&
    a.fairy?.wall === b.fairy?.wall &&
    a.fairy?.pickup === b.fairy?.pickup &&
    a.drop === b.drop &&
    a.castle === undefined &&
    b.castle === undefined &&
    a.fairy?.gate === b.fairy?.gate &&
    String(swapSquares(a)) === String(swapSquares(b))
  );
}

/** The SAN of a legal move of these kinds without its check suffix (`move` as `legalMoves()` lists it). */
export function richText(pos: BasePosition, ctx: SanContext, move: Move): string {
  const type = ctx.typeOf.get(move.piece)!;
  const fairy = move.fairy;
  const wall = fairy?.wall === undefined ? '' : `,${fairy.wall}`;
  if (move.castle !== undefined) return (move.castle === 'long' ? 'O-O-O' : 'O-O') + wall;
  if (move.drop) return `${ctx.dropLetters[type]}@${move.to}${wall}`;
  if (fairy?.pickup) return `${ctx.dropLetters[type]}^${move.to}${wall}`;
  const from = move.from!;
  const fromIndex = ctx.squareNames.indexOf(from);
  const files = ctx.files;
  const fromFile = fromIndex % files;
  const fromRank = (fromIndex - fromFile) / files;
  const swaps = swapSquares(move);
  const to = ctx.squareNames.indexOf(move.to);
  const needFile =
    !ctx.letters[type] && (swaps !== undefined || move.captured !== undefined || fromFile !== to % files);
  let seen = 0;
  for (const o of movesOnto(pos, move.to)) {
    if (o.from === undefined || o.from === from || !sameShape(o, move)) continue;
    seen |= alongside(ctx.squareNames.indexOf(o.from), fromIndex, files);
  }
  const hint = originHint(seen, needFile);
  let text = ctx.letters[type]!;
  if (hint & HINT_FILE) text += ctx.dialect.fileNames[fromFile];
  if (hint & HINT_RANK) text += ctx.dialect.rankNames[fromRank];
  if (swaps !== undefined) text += `~${swaps.join('~')}`;
  else text += (move.captured !== undefined ? 'x' : '') + move.to;
  if (move.promotion !== undefined) text += `=${ctx.dropLetters[ctx.typeOf.get(move.promotion)!]}`;
  if (fairy?.gate !== undefined) text += `/${ctx.dropLetters[ctx.typeOf.get(fairy.gate)!]}`;
  return text + wall;
}

/** Whether legal move `move` is what `san` (a wall, a swap or a pickup written) says, hints included. */
function matches(ctx: SanContext, san: SAN, move: Move): boolean {
  if (move.fairy?.wall !== san.wall || (move.fairy?.pickup === true) !== (san.pickup === true)) return false;
  if (san.castling) return move.castle === (san.long ? 'long' : 'short');
  if (move.castle !== undefined || (move.drop === true) !== san.drop || move.to !== san.to) return false;
  if (move.promotion !== san.promotion || move.fairy?.gate !== san.gate) return false;
  const swaps = swapSquares(move);
  if ((swaps !== undefined) !== (san.swap === true)) return false;
  if (swaps !== undefined && String(swaps) !== String(san.path ?? [san.to])) return false;
  const type = ctx.typeOf.get(move.piece)!;
  const letter = san.drop || san.pickup ? ctx.dropLetters[type] : ctx.letters[type];
  const written = ctx.typeOf.get(san.piece);
  const wrote =
    written === undefined
      ? undefined
      : san.drop || san.pickup
        ? ctx.dropLetters[written]
        : ctx.letters[written];
  if (letter !== wrote && !(san.pawnLetter && type === ctx.pawnType)) return false;
  if (move.from === undefined || san.drop || san.pickup) return true;
  const index = ctx.squareNames.indexOf(move.from);
  const file = index % ctx.files;
  if (
    san.fromFile >= 0
      ? file !== san.fromFile
      : type === ctx.pawnType && !san.pawnLetter && file !== san.toFile
  )
    return false;
  return san.fromRank < 0 || (index - file) / ctx.files === san.fromRank;
}

/**
 * The encoded legal move of `pos` that `san` (a wall, a swap or a pickup written) names; throws `SanError`
 * `illegal-move` when none does and `ambiguous-move` (with `candidates`) when more than one does, naming the move
 * as `written`.
 */
export function resolveRich(
  pos: BasePosition,
  ctx: SanContext,
  san: SAN,
  written: string,
  start: number,
  length: number,
): number {
  const list = san.castling ? listOf(pos).moves : movesOnto(pos, san.to!);
  const found = list.filter((move) => matches(ctx, san, move));
  if (found.length === 0)
    throw new SanError('illegal-move', `no legal move matches ${written}`, start, length);
  if (found.length > 1) {
    const candidates = found.map((move) => richText(pos, ctx, move)).sort();
    throw new SanError('ambiguous-move', `more than one legal move matches ${written}`, start, length, {
      candidates,
    });
  }
  return encodedOf(pos, found[0]!);
}
