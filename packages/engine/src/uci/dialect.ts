/**
 * What differs between UCI, USI and UCCI — the same protocol family with other words: the greeting and its
 * answer, how an option is set, the new-game command, the position keyword and the `go` arguments.
 */
import type { Color } from '@x/core';
import type { Clock, Limit } from '../types.js';

/** One protocol of the UCI family. */
export interface UciDialect {
  readonly protocol: 'uci' | 'usi' | 'ucci';
  readonly hello: string;
  readonly ok: string;
  /** The new-game command, if the protocol has one. */
  readonly newGame: string | undefined;
  /** The keyword before a position's text in `position …`. */
  readonly positionWord: 'fen' | 'sfen';
  setOption(name: string, value: string | undefined): string;
  go(limit: Limit, turn: Color): string;
}

/** UCI's clock words: side to move first is White. */
function uciClock(c: Clock, words: string[]): void {
  words.push('wtime', String(c.whiteMs), 'btime', String(c.blackMs));
  if (c.whiteIncrementMs !== undefined) words.push('winc', String(c.whiteIncrementMs));
  if (c.blackIncrementMs !== undefined) words.push('binc', String(c.blackIncrementMs));
  if (c.movesToGo !== undefined) words.push('movestogo', String(c.movesToGo));
}

/** `go` for UCI (and USI, with its clock words). */
function goUci(limit: Limit, clock: (c: Clock, words: string[]) => void): string {
  const words = ['go'];
  if (limit.clock !== undefined) clock(limit.clock, words);
  if (limit.depth !== undefined) words.push('depth', String(limit.depth));
  if (limit.nodes !== undefined) words.push('nodes', String(limit.nodes));
  if (limit.movetimeMs !== undefined) words.push('movetime', String(limit.movetimeMs));
  if (limit.mate !== undefined) words.push('mate', String(limit.mate));
  if (words.length === 1) words.push('infinite');
  return words.join(' ');
}

export const UCI: UciDialect = {
  protocol: 'uci',
  hello: 'uci',
  ok: 'uciok',
  newGame: 'ucinewgame',
  positionWord: 'fen',
  setOption: (name, value) => `setoption name ${name}${value === undefined ? '' : ` value ${value}`}`,
  go: (limit) => goUci(limit, uciClock),
};

/** USI: the first player (sente, `@x/core`'s white) is "black" (`btime`). */
export const USI: UciDialect = {
  protocol: 'usi',
  hello: 'usi',
  ok: 'usiok',
  newGame: 'usinewgame',
  positionWord: 'sfen',
  setOption: UCI.setOption,
  go(limit) {
    return goUci(limit, (c, words) => {
      words.push('btime', String(c.whiteMs), 'wtime', String(c.blackMs));
      if (c.byoyomiMs !== undefined) words.push('byoyomi', String(c.byoyomiMs));
      if (c.whiteIncrementMs !== undefined) words.push('binc', String(c.whiteIncrementMs));
      if (c.blackIncrementMs !== undefined) words.push('winc', String(c.blackIncrementMs));
    });
  },
};

/** UCCI: `setoption NAME VALUE`; `go depth|nodes|time …` with the mover's and the opponent's clocks. */
export const UCCI: UciDialect = {
  protocol: 'ucci',
  hello: 'ucci',
  ok: 'ucciok',
  newGame: undefined,
  positionWord: 'fen',
  setOption: (name, value) => `setoption ${name}${value === undefined ? '' : ` ${value}`}`,
  go(limit, turn) {
    const words = ['go'];
    if (limit.depth !== undefined) words.push('depth', String(limit.depth));
    else if (limit.nodes !== undefined) words.push('nodes', String(limit.nodes));
    else if (limit.movetimeMs !== undefined) words.push('time', String(limit.movetimeMs), 'movestogo', '1');
    else if (limit.clock !== undefined) {
      const c = limit.clock;
      const [own, opp, ownInc, oppInc] =
        turn === 'white'
          ? [c.whiteMs, c.blackMs, c.whiteIncrementMs, c.blackIncrementMs]
          : [c.blackMs, c.whiteMs, c.blackIncrementMs, c.whiteIncrementMs];
      words.push('time', String(own));
      if (c.movesToGo !== undefined) words.push('movestogo', String(c.movesToGo));
      else words.push('increment', String(ownInc ?? 0));
      words.push('opptime', String(opp));
      if (c.movesToGo !== undefined) words.push('oppmovestogo', String(c.movesToGo));
      else words.push('oppincrement', String(oppInc ?? 0));
    } else words.push('depth', 'infinite');
    return words.join(' ');
  },
};

/** The dialect of a protocol. */
export function uciDialect(protocol: 'uci' | 'usi' | 'ucci'): UciDialect {
  return protocol === 'usi' ? USI : protocol === 'ucci' ? UCCI : UCI;
}
