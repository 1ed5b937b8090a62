import { useCallback, useState } from 'react';
import { writeParams } from './url';

/**
 * A list state mirrored into the URL hash parameter `key` as `encode` writes it (an empty list removes the
 * parameter): the list, an update that mirrors the list it makes, and a reset to the empty list.
 */
export function useUrlList<T>(
  key: string,
  initial: readonly T[],
  encode: (list: readonly T[]) => string,
): readonly [readonly T[], (change: (list: readonly T[]) => readonly T[]) => void, () => void] {
  const [list, setList] = useState<readonly T[]>(initial);
  const update = (change: (list: readonly T[]) => readonly T[]) => {
    setList((old) => {
      const next = change(old);
      writeParams({ [key]: next.length ? encode(next) : undefined });
      return next;
    });
  };
  const reset = useCallback(() => {
    setList([]);
    writeParams({ [key]: undefined });
  }, [key]);
  return [list, update, reset];
}
