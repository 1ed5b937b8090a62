import { useSyncExternalStore } from 'react';

/** The variant-art chunk's exports (`variantArt.tsx`). */
export type VariantArt = typeof import('./variantArt');

let art: VariantArt | undefined;
let requested = false;
const listeners = new Set<() => void>();

/** Fetches the chunk once; every board waiting for it draws again when it is there. */
function load(): void {
  if (requested) return;
  requested = true;
  void import('./variantArt').then((m) => {
    art = m;
    for (const l of listeners) l();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The drawing of shogi and xiangqi-family boards when `wanted` (fetching it on first use; undefined until it is
 * there), else undefined: chess boards never fetch it.
 */
export function useVariantArt(wanted: boolean): VariantArt | undefined {
  if (wanted && !art) load();
  return useSyncExternalStore(
    subscribe,
    () => (wanted ? art : undefined),
    () => undefined,
  );
}
