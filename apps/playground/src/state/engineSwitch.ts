/**
 * The engine switched on or off from outside its panel (the `l` key, as on lichess): the panel, a lazy chunk,
 * listens while it is mounted.
 */

const listeners = new Set<() => void>();

/** Asks the engine panel to switch its engine on (connect, start) or off (stop); whether a panel heard it. */
export function toggleEngine(): boolean {
  for (const listener of listeners) listener();
  return listeners.size > 0;
}

/** Hears `toggleEngine`; returns the function that stops hearing it. */
export function onToggleEngine(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
