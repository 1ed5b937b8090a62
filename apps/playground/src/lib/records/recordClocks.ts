/**
 * The times of a shogi record on the records tab, as lichess shows a PGN's `[%clk]`: each side's time used up to
 * the move shown — or left, when the record's headers give the time control (KIF `持ち時間`, which CSA's
 * `$TIME_LIMIT` is read as, and CSA V3.0's `$TIME`, `$TIME+`, `$TIME-`).
 */
import type { KifGame } from '@x/kif';
import type { Side } from '../analysis/players';
import { pathTo, type RecordNode, type RecordTree } from './recordTree';

/** A side's time control: its main time and what each of its moves adds (a Fischer increment). */
export interface RecordTimeControl {
  /** Seconds. */
  readonly main: number;
  /** Seconds added after each move. */
  readonly increment: number;
}

/** Both sides' clocks at a move: seconds used so far, or seconds left when the time control is known. */
export interface RecordClocks {
  readonly white: number;
  readonly black: number;
  /** Whether the seconds are the time left (the record gives its time control), else the time used. */
  readonly left: boolean;
}

/** Full-width digits (`１０分`) as ASCII ones. */
function ascii(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/**
 * The main time of a KIF `持ち時間` (`各2時間`, `1時間30分`, `15分+60秒`, `10分切れ負け`, `各10分（秒読み30秒）`)
 * or of CSA V2.2's `$TIME_LIMIT` (`01:30+30`): hours and minutes, a byoyomi after them left out (it resets each
 * move: no time is left of it). Undefined for anything else, and for no main time (byoyomi only).
 */
export function kifMainTime(value: string): number | undefined {
  const text = ascii(value).trim();
  const csa = /^(\d+):(\d{1,2})\+\d+$/.exec(text);
  if (csa) return Number(csa[1]) * 3600 + Number(csa[2]) * 60 || undefined;
  // the main time: what comes before a byoyomi (`+60秒`, `（秒読み30秒）`)
  const head = text.split(/[+＋(（]|秒読み/)[0]!.trim();
  const m = /^各?\s*(?:(\d+)\s*時間)?\s*(?:(\d+)\s*分)?\s*(?:切れ負け)?$/.exec(head);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 || undefined;
}

/** CSA V3.0's `$TIME` value (`600+10+0`: main time, byoyomi, increment in seconds); undefined for anything else. */
export function csaTimeControl(value: string): RecordTimeControl | undefined {
  const m = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return undefined;
  const main = Number(m[1]);
  const increment = Number(m[3]);
  return main + increment > 0 ? { main, increment } : undefined;
}

/**
 * Each side's time control by the headers of a record (`@x/kif`'s `headers`: CSA's `$TIME_LIMIT` read as
 * `持ち時間`): CSA's `$TIME+` (sente) and `$TIME-` (gote) over `$TIME` over `持ち時間`; undefined when a side's is
 * not known.
 */
export function recordTimeControl(
  headers: KifGame['headers'],
): Readonly<Record<Side, RecordTimeControl>> | undefined {
  const value = (name: string) => headers.find((h) => h.name === name)?.value;
  const kifMain = kifMainTime(value('持ち時間') ?? '');
  const both =
    csaTimeControl(value('$TIME') ?? '') ?? (kifMain ? { main: kifMain, increment: 0 } : undefined);
  const white = csaTimeControl(value('$TIME+') ?? '') ?? both;
  const black = csaTimeControl(value('$TIME-') ?? '') ?? both;
  return white && black ? { white, black } : undefined;
}

/** The side that plays the move at `ply` (from 1) of a game whose first mover is `first`. */
export function sideAt(ply: number, first: Side): Side {
  return ply % 2 === 1 ? first : first === 'white' ? 'black' : 'white';
}

/** Whether any move or end line of the record, on any line, has a time. */
export function hasTimes(tree: RecordTree): boolean {
  return tree.nodes.some((n) => n.time || n.endTime) || tree.kif?.end?.time !== undefined;
}

/** The end line's time shown with `node` (-1: the start): its own when it ends its line, the game's for no moves. */
function endTimeAt(tree: RecordTree, node: number): RecordNode['time'] {
  return node >= 0 ? tree.nodes[node]!.endTime : tree.roots.length === 0 ? tree.kif?.end?.time : undefined;
}

/**
 * Both sides' clocks after the move `node` of `tree` (-1: the start position), or undefined for a record without
 * times. A side's time used is the total of its last timed move on the line to `node` (KIF's `/00:00:19`, CSA's
 * sum), or for a move giving only its own time, the sum of the times before it and its own; moves without a time
 * leave the clock as it was. At a move that ends its line the end line's time (`投了   ( 0:10/00:05:10)`) is the
 * side to move's, who resigned: the position is the game's last, shown with the final times as a KIF viewer's end
 * line row shows them. With the headers' time control, the time left: the main time, plus an increment per move
 * played, less the time used (never below 0: a byoyomi is spent move by move).
 */
export function clocksAt(tree: RecordTree, node: number): RecordClocks | undefined {
  if (!hasTimes(tree)) return undefined;
  const first: Side = tree.start.turn;
  const used: Record<Side, number> = { white: 0, black: 0 };
  const moves: Record<Side, number> = { white: 0, black: 0 };
  const path = pathTo(tree, node);
  for (const n of path) {
    const { ply, time } = tree.nodes[n]!;
    const side = sideAt(ply, first);
    moves[side]++;
    if (time) used[side] = time.total ?? used[side] + time.now;
  }
  // the side to move after `node` ended the game; the end line is no move: it adds no increment
  const end = endTimeAt(tree, node);
  const ender = sideAt(path.length + 1, first);
  if (end) used[ender] = end.total ?? used[ender] + end.now;
  const control = tree.kif ? recordTimeControl(tree.kif.headers) : undefined;
  if (!control) return { ...used, left: false };
  const left = (side: Side) =>
    Math.max(0, control[side].main + control[side].increment * moves[side] - used[side]);
  return { white: left('white'), black: left('black'), left: true };
}
