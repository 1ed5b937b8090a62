/**
 * An XBoard search's limits as CECP commands: `sd` (depth), `st` (seconds a move), and a clock as `level MPS BASE
 * INC`, `time`, `otim`. Each search is sent after `new` and its game's moves, so its `level` is one given after
 * moves were played, which CECP reads as MPS the moves still to do before the next control (a repeating control's
 * moves to go; 0 for the whole game), BASE the time left on the engine's own clock (`m:ss`) and INC the seconds
 * added a move.
 */
import { EngineError } from '../errors.js';
import type { EngineQuirks } from '../quirks.js';
import type * as types from '../types.js';

/** `ms` as CECP's `m:ss`, whole seconds down, at least one (Fairy-Stockfish reads a BASE of 0 as no clock). */
function minutesSeconds(ms: number): string {
  const seconds = Math.max(1, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The commands that set `limit` for `turn` to move. With `quirks.limitsOutliveNew`, the limits this search sets
 * none of are cleared (`sd 0`, `st 0`, which such an engine reads as none), first: `st` also stops its clock,
 * which `level` starts again.
 */
export function limitCommands(limit: types.Limit, turn: 'white' | 'black', quirks: EngineQuirks): string[] {
  if (
    limit.nodes !== undefined &&
    limit.depth === undefined &&
    limit.movetimeMs === undefined &&
    limit.clock === undefined
  )
    throw new EngineError('bad-option', 'XBoard has no node limit: give a depth, a movetime or a clock');
  const out: string[] = [];
  if (limit.depth !== undefined) out.push(`sd ${limit.depth}`);
  else if (quirks.limitsOutliveNew) out.push('sd 0');
  if (limit.movetimeMs !== undefined) out.push(`st ${Math.max(1, Math.ceil(limit.movetimeMs / 1000))}`);
  else if (quirks.limitsOutliveNew) out.push('st 0');
  if (limit.clock !== undefined) {
    const c = limit.clock;
    const [own, opp, inc] =
      turn === 'white'
        ? [c.whiteMs, c.blackMs, c.whiteIncrementMs]
        : [c.blackMs, c.whiteMs, c.blackIncrementMs];
    out.push(
      `level ${c.movesToGo ?? 0} ${minutesSeconds(own)} ${(inc ?? 0) / 1000}`,
      `time ${Math.round(own / 10)}`,
      `otim ${Math.round(opp / 10)}`,
    );
  }
  if (limit.depth === undefined && limit.movetimeMs === undefined && limit.clock === undefined)
    return ['sd 64', 'st 86400'];
  return out;
}
