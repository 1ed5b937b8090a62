import { useSyncExternalStore } from 'react';
import { coreOptions, type VariantOption } from '../lib/variants/variants';

/**
 * The variant picker's entries: the engine's built-ins at once; the SjaakII catalogue and the variants the user
 * brought (a rule set compiled on the FBR tab, variants of the SjaakII tab's text, a section of the
 * Fairy-Stockfish tab's variants.ini — their text is in the URL) once their packages have loaded, after the first
 * paint. Variants of an uploaded file are not restored from a link.
 */
let builtins: readonly VariantOption[] | undefined;
let loaded: readonly VariantOption[] = [];
let all: readonly VariantOption[] = [];
let pending = true;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(): void {
  all = [...(builtins ?? []), ...loaded];
  for (const l of listeners) l();
}

/** The user's variant named in the URL (its module loads after the first paint). */
async function restoreFromUrl(): Promise<VariantOption[]> {
  const { restoreFromUrl: restore } = await import('./restoreVariant');
  return restore();
}

/** Loads the SjaakII catalogue and the URL's own variant (once). */
function loadRest(): Promise<void> {
  loading ??= (async () => {
    const [{ catalogueOptions }, restored] = await Promise.all([
      import('../lib/sjaak/sjaakOptions'),
      restoreFromUrl(),
    ]);
    // Variants the user added meanwhile (a rule set played from the FBR tab) win over restored ones.
    const added = new Set(loaded.map((o) => o.key));
    loaded = [...[...catalogueOptions(), ...restored].filter((o) => !added.has(o.key)), ...loaded];
    pending = false;
    publish();
  })();
  return loading;
}

function snapshot(): readonly VariantOption[] {
  if (!builtins) {
    builtins = coreOptions();
    all = [...builtins, ...loaded];
  }
  return all;
}

/** Adds the user's variant named by the current URL (after a link was pasted into this tab). */
export async function restoreVariantsFromUrl(): Promise<void> {
  snapshot();
  addLoadedVariants(await restoreFromUrl());
}

/** Adds (or replaces, by key) variants loaded from a user's file. */
export function addLoadedVariants(options: readonly VariantOption[]): void {
  snapshot();
  const keys = new Set(options.map((o) => o.key));
  loaded = [...loaded.filter((o) => !keys.has(o.key)), ...options];
  publish();
}

/** Every picker entry, re-rendering when more are loaded. */
export function useVariantOptions(): readonly VariantOption[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      void loadRest();
      return () => listeners.delete(l);
    },
    snapshot,
    snapshot,
  );
}

/** Whether the SjaakII catalogue and the URL's own variant are still loading. */
export function useVariantsPending(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => pending,
  );
}
