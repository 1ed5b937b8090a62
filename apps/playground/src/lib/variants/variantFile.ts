import type { ShownError } from '../text/shownError';
import { shownError } from '../text/shownError';
import type { VariantOption } from './variants';

/** What reading a variants file gave: the variants to add (the first is chosen), a note, or its error. */
export interface VariantFileRead {
  readonly options: readonly VariantOption[];
  readonly note: string;
  readonly error?: ShownError;
}

/**
 * Reads a file the variant picker was given: an `@x/core` variant definition as JSON (checked with
 * `@x/core/schema`) or a SjaakII `variants.txt` (`@x/sjaak-variants`). Fetched with the first file chosen, so
 * the first load does not carry it.
 */
export async function readVariantFile(file: File): Promise<VariantFileRead> {
  const text = await file.text();
  if (file.name.endsWith('.json')) {
    try {
      const { parseVariantDefinition } = await import('@x/core/schema');
      const variant = parseVariantDefinition(JSON.parse(text));
      const option: VariantOption = {
        key: `json:${variant.id}`,
        label: `${variant.name} (JSON)`,
        group: 'json',
        core: variant,
      };
      return { options: [option], note: `${file.name}: variant ${variant.id} loaded` };
    } catch (e) {
      // a JSON syntax error has no code of its own
      const shown = shownError(e);
      return {
        options: [],
        note: `${file.name}:`,
        error: shown.code === 'error' ? { ...shown, code: 'json' } : shown,
      };
    }
  }
  const [sjaak, { sjaakOption }] = await Promise.all([
    import('@x/sjaak-variants'),
    import('../sjaak/sjaakOptions'),
  ]);
  const r = sjaak.safeParse(text);
  if (!r.success) return { options: [], note: `${file.name}:`, error: shownError(r.error) };
  const loaded: VariantOption[] = r.data.variants.map((d) => sjaakOption(d, 'file'));
  const errors = r.data.diagnostics.filter((d) => d.severity === 'error').length;
  return {
    options: loaded,
    note: `${file.name}: ${loaded.length} variant${loaded.length === 1 ? '' : 's'} loaded, ${errors} with errors skipped`,
  };
}
