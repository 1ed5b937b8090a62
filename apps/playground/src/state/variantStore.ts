import { compile, parse as parseFbr } from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import { useSyncExternalStore } from 'react';
import { builtinOptions, sjaakOption, type VariantOption } from '../lib/variants';
import { readParam } from './url';

/**
 * The variant picker's entries: the engine's built-ins, the SjaakII catalogue, and the variants the user
 * brought: a rule set compiled on the FBR tab and variants of the SjaakII tab's text come back from the URL
 * (their text is in it); variants of an uploaded file do not.
 */
let loaded: readonly VariantOption[] = [];
let builtins: readonly VariantOption[] | undefined;
let all: readonly VariantOption[] = [];
const listeners = new Set<() => void>();

/** The FBR rule set of the FBR tab, compiled as its "Play" button does. */
export function fbrOption(text: string, board: string, startFen: string): VariantOption {
  const { variant } = compile(parseFbr(text), { board, startFen, id: 'fbr', name: 'FBR rule set' });
  return {
    key: 'fbr:rule-set',
    label: `FBR: ${text.slice(0, 40)}${text.length > 40 ? '…' : ''}`,
    group: 'fbr',
    core: variant,
  };
}

/** The user's variant named in the URL, rebuilt from the text the URL carries. */
function restoreFromUrl(): VariantOption[] {
  const key = readParam('variant', '');
  try {
    if (key === 'fbr:rule-set') {
      return [
        fbrOption(readParam('fbr', ''), readParam('fbrboard', '8x8'), readParam('fbrfen', ':standard')),
      ];
    }
    if (key.startsWith('file:')) {
      const r = sjaak.safeParse(readParam('sjaak', ''));
      return r.success ? r.data.variants.map((d) => sjaakOption(d, 'file')) : [];
    }
  } catch {
    // a link with broken text restores nothing; the picker falls back to the first variant
  }
  return [];
}

function snapshot(): readonly VariantOption[] {
  if (!builtins) {
    builtins = builtinOptions();
    loaded = restoreFromUrl();
    all = [...builtins, ...loaded];
  }
  return all;
}

/** Adds the user's variant named by the current URL (after a link was pasted into this tab). */
export function restoreVariantsFromUrl(): void {
  snapshot();
  addLoadedVariants(restoreFromUrl());
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
