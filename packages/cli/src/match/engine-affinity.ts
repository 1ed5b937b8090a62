/**
 * Which pending game a worker of `xn match --tournament` plays next. A worker runs the two engines of its game and
 * closes the others, so a game that shares an engine with its last one saves a start (an NNUE load, seconds with
 * a big net): it takes the game that shares the most with its last, then the one that shares the fewest with the
 * other workers' games (leaving them theirs), then the earliest. The PGN keeps the schedule's order (`runInOrder`).
 */
import type { Pairing } from '@x/engine/match';

/** The engines of a game. */
const enginesOf = (pairing: Pairing<unknown>): readonly number[] => [pairing.white, pairing.black];

/** Chooses each worker's next game (`runInOrder`'s `choose`), remembering the engines of the game it took last. */
export class EngineAffinity {
  /** The engines of each worker's last game. */
  readonly #held: (readonly number[])[] = [];

  /** The index in `pending` (the games not taken, in schedule order; at least one) of the game `worker` plays next. */
  readonly choose = (pending: readonly Pairing<unknown>[], worker: number): number => {
    const mine = new Set(this.#held[worker]);
    const others = new Set(this.#held.flatMap((engines, w) => (w === worker ? [] : engines)));
    const kept = (p: Pairing<unknown>) => enginesOf(p).filter((e) => mine.has(e)).length;
    const taken = (p: Pairing<unknown>) => enginesOf(p).filter((e) => others.has(e)).length;
    let best = 0;
    for (let i = 1; i < pending.length; i++) {
      const [game, chosen] = [pending[i]!, pending[best]!];
      const more = kept(game) - kept(chosen);
      if (more > 0 || (more === 0 && taken(game) < taken(chosen))) best = i;
    }
    this.#held[worker] = enginesOf(pending[best]!);
    return best;
  };
}
