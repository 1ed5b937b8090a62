import type { QueryAnswer } from '@x/search/query';
import type { FoundGames } from './searchMessages';

/**
 * The games of a search's answer as the worker posts them: each match's byte offset and the plies before its first
 * matching position, in two typed arrays (their buffers transferred, not cloned game by game), in the answer's order.
 */
export function foundGames(answer: Pick<QueryAnswer, 'matches'>): FoundGames {
  const offsets = new Float64Array(answer.matches.length);
  const plies = new Uint32Array(answer.matches.length);
  answer.matches.forEach((m, i) => {
    offsets[i] = m.byteOffset;
    plies[i] = m.plies[0] ?? 0;
  });
  return { offsets, plies };
}
