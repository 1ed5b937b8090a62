import type { QueryAnswer } from '@x/search/query';
import type { FoundGames } from './searchMessages';

/**
 * The games of a search's answer as the worker posts them: each match's byte offset and the plies before its first
 * matching position, in two typed arrays (their buffers transferred, not cloned game by game), in the answer's order.
 */
export function foundGames(answer: Pick<QueryAnswer, 'matches'>): FoundGames {
  const { byteOffsets, plies, width, length } = answer.matches;
  const first = new Uint32Array(length);
  for (let i = 0; i < length; i++) first[i] = plies[i * width]!;
  return { offsets: byteOffsets.slice(), plies: first };
}
