import { useSyncExternalStore } from 'react';
import { builtinOptions, type VariantOption } from '../lib/variants';

/**
 * The variant picker's entries: the engine's built-ins, the SjaakII catalogue, and the variants of files the
 * user loaded in this page (those are not in the URL: a link reproduces built-in and catalogue variants only).
 */
let loaded: readonly VariantOption[] = [];
let builtins: readonly VariantOption[] | undefined;
let all: readonly VariantOption[] = [];
const listeners = new Set<() => void>();

function snapshot(): readonly VariantOption[] {
  if (!builtins) {
    builtins = builtinOptions();
    all = [...builtins, ...loaded];
  }
  return all;
}

/** Adds (or replaces, by key) variants loaded from a user's file. */
export function addLoadedVariants(options: readonly VariantOption[]): void {
  const keys = new Set(options.map((o) => o.key));
  loaded = [...loaded.filter((o) => !keys.has(o.key)), ...options];
  all = [...(builtins ?? builtinOptions()), ...loaded];
  for (const l of listeners) l();
}

/** Every picker entry, re-rendering when a file is loaded. */
export function useVariantOptions(): readonly VariantOption[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
    snapshot,
  );
}
