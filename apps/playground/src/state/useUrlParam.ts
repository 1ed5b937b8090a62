import { useCallback, useEffect, useRef, useState } from 'react';
import { readParam, writeParams } from './url';

/** Values longer than this reach the URL when typing pauses (encoding 100 KB per keystroke is slow). */
const LARGE_VALUE = 4096;
const URL_DELAY_MS = 400;

/** A string state mirrored into one URL hash parameter. */
export function useUrlParam(key: string, fallback: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readParam(key, fallback));
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | undefined>(undefined);
  // a write still waiting when the view closes happens then
  useEffect(
    () => () => {
      if (pending.current) {
        clearTimeout(pending.current.timer);
        pending.current.write();
      }
    },
    [],
  );
  const set = useCallback(
    (next: string) => {
      setValue(next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = undefined;
      const write = () => {
        pending.current = undefined;
        writeParams({ [key]: next });
      };
      if (next.length <= LARGE_VALUE) write();
      else pending.current = { timer: setTimeout(write, URL_DELAY_MS), write };
    },
    [key],
  );
  return [value, set];
}
