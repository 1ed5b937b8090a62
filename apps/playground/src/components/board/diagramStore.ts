/**
 * `@x/diagram`, the one drawing code of every board, fetched with the first board drawn rather than with the first
 * load (its piece set and kanji outlines are a chunk of their own: test/bundle-size.test.ts).
 */
import { useSyncExternalStore } from 'react';

/** `@x/diagram`'s exports. */
export type Diagram = typeof import('@x/diagram');

let diagram: Diagram | undefined;
let requested: Promise<Diagram> | undefined;
const listeners = new Set<() => void>();

/** Fetches `@x/diagram` once; every board waiting for it draws when it is there. */
export function loadDiagram(): Promise<Diagram> {
  requested ??= import('@x/diagram').then((m) => {
    diagram = m;
    for (const l of listeners) l();
    return m;
  });
  return requested;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `@x/diagram`, or undefined while it is being fetched (the component draws again when it is there). */
export function useDiagram(): Diagram | undefined {
  if (!diagram) void loadDiagram();
  return useSyncExternalStore(
    subscribe,
    () => diagram,
    () => undefined,
  );
}
