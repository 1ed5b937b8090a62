import { type Position, perft } from '@x/core';

/** Progress of a running perft: chunks done of the total, nodes so far. */
export interface PerftProgress {
  readonly done: number;
  readonly total: number;
  readonly nodes: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Perft in small chunks so the page stays responsive: the work is split at ply 1 (one chunk per root move)
 * or, from depth 5 on, at ply 2 (one chunk per pair of moves), each chunk a perft of what remains on a copy
 * of the position, with a pause between chunks. Stops early when `signal` is aborted.
 */
export async function chunkedPerft(
  position: Position,
  depth: number,
  onProgress: (p: PerftProgress) => void,
  signal: AbortSignal,
): Promise<number | undefined> {
  const root = position.clone();
  if (depth <= 1) {
    const n = perft(root, depth);
    onProgress({ done: 1, total: 1, nodes: n });
    return n;
  }
  const split = depth >= 5 ? 2 : 1;
  // the positions after the first `split` plies, built lazily; count them first for the progress bar
  const firsts = root.legalMoves().map((m) => root.clone().play(m));
  const total = split === 1 ? firsts.length : firsts.reduce((sum, p) => sum + p.legalMoves().length, 0);
  let nodes = 0;
  let done = 0;
  for (const first of firsts) {
    const items = split === 1 ? [first] : first.legalMoves().map((m) => first.clone().play(m));
    for (const item of items) {
      if (signal.aborted) return undefined;
      await pause();
      nodes += perft(item, depth - split);
      done++;
      onProgress({ done, total, nodes });
    }
  }
  return nodes;
}
