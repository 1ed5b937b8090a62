import { useCallback } from 'react';
import { useUrlParam } from './useUrlParam';

/**
 * Whether the board is seen from the other side, kept in the URL (`flip=1`) as the rest of the page state is, so
 * that a link (a share link too) shows the board as it was; and how to turn it.
 */
export function useFlipParam(): [boolean, () => void] {
  const [flip, setFlip] = useUrlParam('flip', '');
  const flipped = flip === '1';
  const toggle = useCallback(() => setFlip(flipped ? '' : '1'), [flipped, setFlip]);
  return [flipped, toggle];
}
