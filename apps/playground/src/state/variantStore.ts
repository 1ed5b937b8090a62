import type { VariantDefinition } from '@x/core';
import { useSyncExternalStore } from 'react';
import { coreOptions, type VariantOption } from '../lib/variants';
import { readParam } from './url';

/**
 * The variant picker's entries: the engine's built-ins at once; the SjaakII catalogue and the variants
 * the user brought (a rule set compiled on the FBR tab, variants of the SjaakII tab's text — their text
 * is in the URL), sections of the Fairy-Stockfish tab's variants.ini, once their packages have loaded, after the first paint. Variants of an uploaded file
 * are not restored from a link.
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

/** The picker entry of the FBR tab's rule set `text`, compiled to `variant`. */
export function fbrOptionFrom(text: string, variant: VariantDefinition): VariantOption {
  return {
    key: 'fbr:rule-set',
    label: `FBR: ${text.slice(0, 40)}${text.length > 40 ? '…' : ''}`,
    group: 'fbr',
    core: { ...variant, id: 'fbr', name: 'FBR rule set' },
  };
}

/** The FBR rule set of the FBR tab, compiled as its "Play" button does (loads `@x/fbr`). */
async function fbrOption(text: string, board: string, startFen: string): Promise<VariantOption> {
  const { compile, parse } = await import('@x/fbr');
  return fbrOptionFrom(text, compile(parse(text), { board, startFen }).variant);
}

/** The user's variant named in the URL, rebuilt from the text the URL carries. */
async function restoreFromUrl(): Promise<VariantOption[]> {
  const key = readParam('variant', '');
  try {
    if (key === 'fbr:rule-set') {
      return [
        await fbrOption(readParam('fbr', ''), readParam('fbrboard', '8x8'), readParam('fbrfen', ':standard')),
      ];
    }
    if (key.startsWith('fairy:')) {
      const { fairyOption } = await import('../lib/fairy/fairyOptions');
      return fairyOption(readParam('fairy', ''), key.slice('fairy:'.length));
    }
    if (key.startsWith('file:')) {
      const { fileOptions } = await import('../lib/sjaakOptions');
      return fileOptions(readParam('sjaak', '')) ?? [];
    }
  } catch {
    // a link with broken text restores nothing; the picker falls back to the first variant
  }
  return [];
}

/** Loads the SjaakII catalogue and the URL's own variant (once). */
function loadRest(): Promise<void> {
  loading ??= (async () => {
    const [{ catalogueOptions }, restored] = await Promise.all([
      import('../lib/sjaakOptions'),
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
