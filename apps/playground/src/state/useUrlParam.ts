import { useCallback, useEffect, useRef, useState } from 'react';
import { holdOutOfUrl, readParam, writeParams } from './url';

/** Values longer than this reach the URL when typing pauses (encoding 100 KB per keystroke is slow). */
const LARGE_VALUE = 4096;
const URL_DELAY_MS = 400;

/**
 * A string state mirrored into one URL hash parameter (removed when empty and its fallback is empty). With
 * `maxEncoded`, a value whose URL-encoded form is longer is kept out of the URL: the parameter is removed and
 * `<key>-unlinked` holds the value's length instead (a link then opens with an empty value, and the page can say
 * why; a share link holds the value: `shareState`).
 */
export function useUrlParam(
  key: string,
  fallback: string,
  maxEncoded?: number,
): [string, (value: string) => void] {
  const [value, setValue] = useState(() =>
    readParam(`${key}-unlinked`, '') !== '' ? readParam(key, '') : readParam(key, fallback),
  );
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
        const linked = maxEncoded === undefined || encodedLength(key, next) <= maxEncoded;
        if (maxEncoded !== undefined) holdOutOfUrl(key, linked ? undefined : next);
        writeParams(
          maxEncoded === undefined
            ? // an empty value where empty is the default leaves no `key=` behind (`fenas=` after a new text)
              { [key]: next === '' && fallback === '' ? undefined : next }
            : {
                [key]: linked ? next : undefined,
                [`${key}-unlinked`]: linked ? undefined : String(next.length),
              },
        );
      };
      if (next.length <= LARGE_VALUE) write();
      else pending.current = { timer: setTimeout(write, URL_DELAY_MS), write };
    },
    [key, fallback, maxEncoded],
  );
  return [value, set];
}

/** The length of `key=value` in a URL (its encoded form), without encoding a value that is clearly longer. */
function encodedLength(key: string, value: string): number {
  if (value.length > 64 * 1024) return Number.POSITIVE_INFINITY;
  return new URLSearchParams({ [key]: value }).toString().length;
}
