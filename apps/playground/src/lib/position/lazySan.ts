/**
 * `@x/san`'s SAN writer, loaded on first use: the FEN view's move list wants SAN, but `@x/san` (about 12 KB
 * gzip) is not part of the first load (issue #19's 120 KB budget). Until it arrives the list shows UCI.
 */
import type { Move, BasePosition } from '@x/core';
import { useEffect, useState } from 'react';

/** Writes a move of `pos` as SAN. */
export type SanWriter = (move: Move, pos: BasePosition) => string;

let loaded: SanWriter | undefined;
let pending: Promise<SanWriter> | undefined;

/** Loads `@x/san` once; resolves to its `stringify`. */
export function loadSanWriter(): Promise<SanWriter> {
  pending ??= import('@x/san').then((m) => {
    loaded = m.stringify;
    return m.stringify;
  });
  return pending;
}

/** The SAN writer once `@x/san` has loaded (a re-render follows its arrival), else undefined. */
export function useSanWriter(): SanWriter | undefined {
  const [writer, setWriter] = useState<SanWriter | undefined>(() => loaded);
  useEffect(() => {
    if (writer) return;
    let live = true;
    void loadSanWriter().then((w) => {
      if (live) setWriter(() => w);
    });
    return () => {
      live = false;
    };
  }, [writer]);
  return writer;
}
