/**
 * Perft in a Web Worker: receives `{ fen, variant, depth }`, posts `{ done, total, nodes }` after each chunk
 * (one root move, or one pair of moves from depth 5 on) and finally `{ result }` (or `{ error }`).
 * The page stops it by terminating the worker.
 */
import { Position, perft, type VariantDefinition } from '@x/core';
import { supplyRules } from '@x/core/variant';

// The definitions come from the page, past the readers that supply the rule modules they name: supply them all.
supplyRules();

/** A perft request. */
export interface PerftRequest {
  readonly fen: string;
  readonly variant: VariantDefinition;
  readonly depth: number;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<PerftRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (e) => {
  try {
    const { fen, variant, depth } = e.data;
    const root = Position.fromFen(fen, variant);
    if (depth <= 1) {
      const n = perft(root, depth);
      scope.postMessage({ done: 1, total: 1, nodes: n });
      scope.postMessage({ result: n });
      return;
    }
    const split = depth >= 5 ? 2 : 1;
    const firsts = root.legalMoves().map((m) => root.clone().play(m));
    const total = split === 1 ? firsts.length : firsts.reduce((sum, p) => sum + p.legalMoves().length, 0);
    let nodes = 0;
    let done = 0;
    for (const first of firsts) {
      const items = split === 1 ? [first] : first.legalMoves().map((m) => first.clone().play(m));
      for (const item of items) {
        nodes += perft(item, depth - split);
        done++;
        scope.postMessage({ done, total, nodes });
      }
    }
    scope.postMessage({ result: nodes });
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
