/**
 * What an XBoard search sends for its limits, in-process: a clock with moves to go is CECP's `level MPS BASE INC`
 * as a level given after moves were played reads it (MPS the moves still to do, BASE the time left on the engine's
 * own clock), then `time` and `otim`; and each search of a session stands alone, also on an engine that keeps an
 * earlier game's `sd` or `st` past `new` (Fairy-Stockfish).
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { scriptedEngine } from './scripted-engine.js';
import { startEngine } from '../src/start.js';
import type { Limit } from '../src/types.js';

/** An XBoard engine calling itself `name` that answers every `go` with `move e2e4`; the lines of each search. */
async function xboardEngine(name: string) {
  const { transport, sent } = scriptedEngine([], (line, say) => {
    if (line === 'protover 2') say(`feature myname="${name}" ping=1 setboard=1 usermove=1 done=1`);
    const ping = /^ping (\d+)$/.exec(line);
    if (ping !== null) say(`pong ${ping[1]}`);
    if (line === 'go') say('move e2e4');
  });
  const engine = await startEngine(transport, 'xboard');
  /** The limit lines of each search: what is sent after its moves and before its `go`. */
  const searches = async (...limits: Limit[]): Promise<string[][]> => {
    const out: string[][] = [];
    for (const limit of limits) {
      sent.length = 0;
      await engine.play(Position.fromFen(variants.chess.startFen), limit);
      const from = sent.lastIndexOf('post') + 1;
      out.push(sent.slice(from, sent.indexOf('go')).filter((l) => !l.startsWith('ping')));
    }
    return out;
  };
  return { engine, searches };
}

/** 40 moves in 90 minutes, 5 moves to go: white with 1:30.4 left, black with an hour. */
const forty: Limit = { clock: { whiteMs: 90_400, blackMs: 3_600_000, movesToGo: 5 } };

describe('XBoard limits', () => {
  // on main BASE was the larger clock in whole minutes, rounded up: `level 5 60 0` for white's 1:30.4
  it("a repeating control: `level` with the moves to go and the engine's own time, then its clocks", async () => {
    const { engine, searches } = await xboardEngine('Scripted');
    const [tc, inc] = await searches(forty, {
      clock: { whiteMs: 120_000, blackMs: 100_000, whiteIncrementMs: 2_500, blackIncrementMs: 0 },
    });
    expect(tc).toEqual(['level 5 1:30 0', 'time 9040', 'otim 360000']);
    // sudden death with an increment: MPS 0, the increment in seconds
    expect(inc).toEqual(['level 0 2:00 2.5', 'time 12000', 'otim 10000']);
    await engine.quit();
  });

  // on main a session's clock game after a depth-2 search or a one-second search sent only `level`, `time`
  // and `otim`: Fairy-Stockfish 11.1, which keeps `sd` and `st` past `new`, searched to depth 2 (or for 1 s) with
  // 10 minutes on its clock
  it('each search stands alone: what an earlier one set is cleared on an engine that keeps it past `new`', async () => {
    const fairy = await xboardEngine('Fairy-Stockfish 11.1 LB 64');
    const [depth, timed, moveTime, clock] = await fairy.searches(
      { depth: 2 },
      forty,
      { movetimeMs: 1000 },
      forty,
    );
    expect(depth).toEqual(['sd 2', 'st 0']);
    expect(timed).toEqual(['sd 0', 'st 0', 'level 5 1:30 0', 'time 9040', 'otim 360000']);
    expect(moveTime).toEqual(['sd 0', 'st 1']);
    expect(clock).toEqual(timed);
    await fairy.engine.quit();
    // an engine that follows CECP (`new` clears them) is sent no more than its limits
    const other = await xboardEngine('Scripted');
    expect(await other.searches({ depth: 2 }, forty)).toEqual([
      ['sd 2'],
      ['level 5 1:30 0', 'time 9040', 'otim 360000'],
    ]);
    await other.engine.quit();
  });
});
