/**
 * The user's variant named in the URL (`variant=fbr:rule-set`, `file:…`, `fairy:…`), rebuilt from the text the
 * URL carries: loaded by `variantStore.ts` after the first paint, with the package it needs.
 */
import type { VariantOption } from '../lib/variants/variants';
import { readParam } from './url';

/** The FBR rule set of the FBR tab, compiled as its "Play" button does (loads `@x/fbr`). */
async function fbrOption(text: string, board: string, startFen: string): Promise<VariantOption> {
  const [{ parse, toVariant }, { fbrOptionFrom }] = await Promise.all([
    import('@x/fbr'),
    import('../lib/fbr/fbrOption'),
  ]);
  return fbrOptionFrom(text, toVariant(parse(text), { board, startFen }).variant);
}

/** The user's variant named in the URL, rebuilt from the text the URL carries (none when it does not read). */
export async function restoreFromUrl(): Promise<VariantOption[]> {
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
      const { fileOptions } = await import('../lib/sjaak/sjaakOptions');
      return fileOptions(readParam('sjaak', '')) ?? [];
    }
  } catch {
    // a link with broken text restores nothing; the picker falls back to the first variant
  }
  return [];
}
