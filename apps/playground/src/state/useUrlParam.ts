import { useCallback, useState } from 'react';
import { readParam, writeParams } from './url';

/** A string state mirrored into one URL hash parameter. */
export function useUrlParam(key: string, fallback: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readParam(key, fallback));
  const set = useCallback(
    (next: string) => {
      setValue(next);
      writeParams({ [key]: next });
    },
    [key],
  );
  return [value, set];
}
