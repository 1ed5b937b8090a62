import { type Position, perft } from '@x/core';

/** Progress of a running perft: root moves done of the total, nodes so far. */
export interface PerftProgress {
  readonly done: number;
  readonly total: number;
  readonly nodes: number;
}

/**
 * Perft in small chunks: one root move per chunk (a copy of the position, one move, perft of depth − 1),
 * with a pause between chunks so the page stays responsive. Stops early when `signal` is aborted.
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
  const moves = root.legalMoves();
  let nodes = 0;
  for (let i = 0; i < moves.length; i++) {
    if (signal.aborted) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const child = root.clone();
    child.play(moves[i] as NonNullable<(typeof moves)[number]>);
    nodes += perft(child, depth - 1);
    onProgress({ done: i + 1, total: moves.length, nodes });
  }
  return nodes;
}
