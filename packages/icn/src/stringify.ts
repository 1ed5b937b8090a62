/**
 * `stringify`: game → ICN text. Default: the live site's canonical one-line form, lossless (a game
 * carrying `{…}` extras keeps them after the win conditions). `target: 'live'` writes strictly
 * live-readable text and reports each dropped extra as an `extras-dropped` warning; `target: 'seed'`
 * writes the original dialect's style (promotions without `=`, extras kept).
 */
import { IcnError, type IcnDiagnostic } from './errors.js';
import { writeJson } from './extras.js';
import { msToClock } from './moves.js';
import { sourceOf } from './source-text.js';
import { DEFAULT_PROMOTIONS, PIECE_CODES, PLAYER_CODES, pieceCode, playerFromCode } from './pieces.js';
import { uniquePlayers } from './rules.js';
import type { IcnGame, IcnMove, IcnPiece, Player, IcnSquare } from './types.js';

/** Which reader `stringify` writes for (see `StringifyOptions.target`). */
export type IcnTarget = 'lossless' | 'live' | 'seed';

/** `options.target`, or `'lossless'`. */
const targetOf = (options: StringifyOptions): IcnTarget => options.target ?? 'lossless';

/** Options of `stringify`. */
export interface StringifyOptions {
  /**
   * The reader the text is written for: `'lossless'` (default): live canonical + extras; `'live'`: extras
   * dropped (warned); `'seed'`: the original dialect's style.
   */
  readonly target?: IcnTarget;
  /** Compact moves `P1,7x2,8=Q+` (default) or pretty `P1,7 x 2,8 =Q +`. */
  readonly compact?: boolean;
  /** Write `N. ` move numbers, one per cycle of the turn order (default false). */
  readonly moveNumbers?: boolean;
  /** Write comments and clock stamps (default true). */
  readonly comments?: boolean;
  /** Write piece letters, `x`, `+`/`#` and `!?` glyphs as read (default true); false: bare `a,b>c,d=Q`. */
  readonly decorations?: boolean;
  /** Tags one per line and blank lines between tags, header and moves (default false: one line). */
  readonly newlines?: boolean;
  /** Write the position even when it came from the `Variant` tag (default: only if it was written). */
  readonly position?: boolean;
  /** Receives each warning (for example every extra dropped by `target: 'live'`). */
  readonly onWarning?: (warning: IcnDiagnostic) => void;
}

/** Tag keys in the site's order; other keys follow in their own order. */
export const TAG_ORDER: readonly string[] = [
  'Event',
  'Site',
  'Variant',
  'Round',
  'UTCDate',
  'UTCTime',
  'TimeControl',
  'White',
  'Black',
  'WhiteID',
  'BlackID',
  'WhiteElo',
  'BlackElo',
  'WhiteRatingDiff',
  'BlackRatingDiff',
  'Result',
  'Termination',
];

const sq = (q: IcnSquare): string => `${q[0]},${q[1]}`;

/** Serializes a game to ICN (see `StringifyOptions`). Throws `IcnError` for unrepresentable values. */
export function stringify(game: IcnGame, options: StringifyOptions = {}): string {
  const dialect = targetOf(options);
  const parts: string[] = [];
  // tags
  const tags: string[] = [];
  const keys = Object.keys(game.metadata);
  const ordered = [
    ...TAG_ORDER.filter((k) => keys.includes(k)),
    ...keys.filter((k) => !TAG_ORDER.includes(k)),
  ];
  for (const k of ordered) {
    const v = game.metadata[k]!;
    if (v.includes('"')) throw new IcnError('bad-tag', `Tag ${k} has a " in its value`);
    tags.push(`[${k} "${v}"]`);
  }
  // header
  const t = game.turnOrder;
  if (t.length === 2 && t[0] === 'white' && t[1] === 'black') parts.push('w');
  else if (t.length === 2 && t[0] === 'black' && t[1] === 'white') parts.push('b');
  else if (t.length === 0) throw new IcnError('bad-turn-order', 'Empty turn order');
  else parts.push(t.map((p) => PLAYER_CODES[p]).join(':'));
  if (game.enPassant !== undefined) parts.push(sq(game.enPassant));
  if (game.moveRule !== undefined) parts.push(`${game.moveRule.state}/${game.moveRule.limit}`);
  parts.push(String(game.fullMove));
  const players = uniquePlayers(t);
  const warn = (code: IcnDiagnostic['code'], message: string) =>
    options.onWarning?.({ code, severity: 'warning', message, offset: 0, length: 0, line: 1, column: 1 });
  for (const p of Object.keys(game.promotions ?? {}) as Player[]) {
    if (!players.includes(p))
      warn('promotion-arity', `Promotion rule of ${p}, who is not in the turn order, dropped`);
  }
  for (const p of Object.keys(game.winConditions) as Player[]) {
    if (!players.includes(p))
      warn('wincon-arity', `Win conditions of ${p}, who is not in the turn order, dropped`);
  }
  if (game.promotions !== undefined) {
    const sides = players.map((p) => {
      const rule = game.promotions![p];
      if (rule === undefined || rule.ranks.length === 0) {
        if (rule !== undefined && rule.allowed.length > 0)
          warn('bad-promotion', `Allowed pieces of ${p} without ranks dropped`);
        return '';
      }
      const ranks = rule.ranks.join(',');
      const isDefault =
        rule.allowed.length === DEFAULT_PROMOTIONS.length &&
        DEFAULT_PROMOTIONS.every((d) => rule.allowed.includes(d));
      if (rule.allowed.length === 0)
        warn('bad-promotion', `Empty promotion choice of ${p} written as the default`);
      if (isDefault || rule.allowed.length === 0) return ranks;
      return `${ranks};${rule.allowed.map((a) => PIECE_CODES[a].toLowerCase()).join(',')}`;
    });
    parts.push(`(${sides.join('|')})`);
  }
  if (game.worldBorder !== undefined) {
    const b = game.worldBorder;
    parts.push([b.left, b.right, b.bottom, b.top].map((v) => (v === null ? '_' : v.toString())).join(','));
  }
  const lists = players.map((p) => (game.winConditions[p] ?? ['checkmate']).join(','));
  if (!lists.every((l) => l === 'checkmate')) {
    // A single name that reads as a turn order (`n`, `w`: a player code) is written in parentheses.
    const one = lists.every((l) => l === lists[0]) && !isTurnLike(lists[0]!);
    parts.push(one ? lists[0]! : `(${lists.join('|')})`);
  }
  if (game.extras !== undefined) {
    if (dialect === 'live' && Object.keys(game.extras).length === 0) {
      warn('extras-dropped', 'Empty extras {} have no place in live ICN and were dropped');
    } else if (dialect === 'live') {
      for (const k of Object.keys(game.extras)) {
        warn('extras-dropped', `Extra ${k} has no place in live ICN and was dropped`);
      }
    } else parts.push(writeJson(game.extras));
  }
  if (game.presetSquares !== undefined && game.presetSquares.length > 0) {
    parts.push(`Squares:${game.presetSquares.map(sq).join('|')}`);
  }
  if (game.presetRays !== undefined && game.presetRays.length > 0) {
    parts.push(`Rays:${game.presetRays.map((r) => `${sq(r.start)}>${sq(r.vector)}`).join('|')}`);
  }
  const writePosition = options.position ?? game.positionFromVariant !== true;
  const position =
    writePosition && game.position !== undefined && game.position.length > 0
      ? stringifyPosition(game.position)
      : '';
  const moves = stringifyMoves(game, options);
  // The position and the moves (possibly megabytes of reused source text) are appended, not joined:
  // V8 links them instead of copying them.
  const withPosition = (head: string) => (position.length > 0 ? `${head} ${position}` : head);
  if (options.newlines !== true) {
    const line = withPosition([...tags, ...parts].join(' '));
    return moves.length > 0 ? `${line} ${moves}` : line;
  }
  const header = withPosition(parts.join(' '));
  const body = tags.length > 0 ? `${tags.join('\n')}\n\n${header}` : header;
  return moves.length > 0 ? `${body}\n\n${moves}` : body;
}

/** Serializes a piece list `K5,1+|k5,8+|…`. */
export function stringifyPosition(pieces: readonly IcnPiece[]): string {
  const source = sourceOf(pieces);
  if (source !== undefined) return source;
  return joinInChunks(pieces.length, '|', (k) => {
    const p = pieces[k]!;
    return `${pieceCode(p)}${p.square[0]},${p.square[1]}${p.specialRight ? '+' : ''}`;
  });
}

/** Items written per chunk by `joinInChunks`. */
const CHUNK = 1024;

/**
 * Items `0 … n-1` written by `write` and joined with `sep`, a chunk at a time: joining a million small
 * strings at once keeps them all alive until the end, and collecting that many survivors made writing
 * grow ×20 per 10× items; chunk strings die young (×10 per 10×).
 */
function joinInChunks(n: number, sep: string, write: (k: number) => string): string {
  if (n <= CHUNK) return Array.from({ length: n }, (_, k) => write(k)).join(sep);
  const chunks: string[] = [];
  const buf = new Array<string>(CHUNK);
  for (let k = 0; k < n; k += CHUNK) {
    const m = Math.min(CHUNK, n - k);
    for (let j = 0; j < m; j++) buf[j] = write(k + j);
    chunks.push(m === CHUNK ? buf.join(sep) : buf.slice(0, m).join(sep));
  }
  return chunks.join(sep);
}

/** Serializes one move (see `StringifyOptions` for `compact`, `decorations`, `comments`, `target`). */
export function stringifyMove(m: IcnMove, options: StringifyOptions = {}): string {
  const compact = options.compact !== false;
  const deco = options.decorations !== false;
  const seed = targetOf(options) === 'seed';
  const sp = compact ? '' : ' ';
  let s = deco && m.piece !== undefined ? pieceCode(m.piece) : '';
  s += `${m.start[0]},${m.start[1]}${sp}${deco && m.capture ? 'x' : '>'}${sp}${m.end[0]},${m.end[1]}`;
  if (m.promotion !== undefined) s += `${sp}${seed && compact ? '' : '='}${pieceCode(m.promotion)}`;
  if (deco) {
    if (m.check !== undefined) s += sp + (m.check === 'mate' ? '#' : '+');
    if (m.nag !== undefined) s += sp + m.nag;
  }
  if (options.comments !== false && (m.comment !== undefined || m.clockStamp !== undefined)) {
    const c = m.comment ?? '';
    if (c.includes('}') || c.includes('{')) throw new IcnError('syntax', 'A comment cannot contain braces');
    const clk = m.clockStamp === undefined ? '' : `[%clk ${msToClock(m.clockStamp)}]`;
    s += `${sp}{${clk}${clk && c ? ' ' : ''}${c}}`;
  }
  return s;
}

/** Serializes the moves section of a game (empty string when there are none). */
export function stringifyMoves(game: IcnGame, options: StringifyOptions = {}): string {
  const moves = game.moves;
  if (moves.length === 0) return '';
  const sep = options.compact === false ? ' | ' : '|';
  if (
    options.moveNumbers !== true &&
    options.compact !== false &&
    options.decorations !== false &&
    targetOf(options) !== 'seed'
  ) {
    const source = sourceOf(moves);
    if (source !== undefined) return source;
  }
  if (options.moveNumbers !== true) {
    return joinInChunks(moves.length, sep, (k) => stringifyMove(moves[k]!, options));
  }
  const cycle = Math.max(1, game.turnOrder.length);
  const lines: string[] = [];
  for (let k = 0; k < moves.length; k += cycle) {
    const chunk = moves.slice(k, k + cycle).map((m) => stringifyMove(m, options));
    lines.push(`${game.fullMove + k / cycle}. ${chunk.join(sep)}`);
  }
  return lines.join(options.newlines === true ? '\n' : ' ');
}

/** Whether a written win-condition list would be read as a turn order (one name that is a player code). */
function isTurnLike(list: string): boolean {
  return !list.includes(',') && playerFromCode(list) !== undefined;
}
