import { useState } from 'react';
import type { VariantOption } from '../lib/variants';
import { addLoadedVariants, useVariantOptions } from '../state/variantStore';
import { ErrorBox, type ShownError, shownError } from './ErrorBox';
import { FileInput } from './FileInput';

const GROUPS = [
  ['core', '@x/core built-ins'],
  ['sjaak', '@x/sjaak-variants catalogue'],
  ['file', 'loaded from your variants.txt'],
  ['fbr', 'compiled from your FBR rule set'],
  ['json', 'loaded from your variant JSON'],
  ['fairy', 'from your variants.ini (Fairy-Stockfish tab)'],
] as const;

/**
 * The variant picker: `@x/core`'s built-ins, `@x/sjaak-variants`' catalogue, and variants from a
 * `variants.txt` (read with `@x/sjaak-variants`) or an `@x/core` variant definition as JSON (checked with
 * `@x/core/schema`) that the user loads.
 */
export function VariantPicker({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (key: string, option?: VariantOption) => void;
}) {
  const options = useVariantOptions();
  const [note, setNote] = useState('');
  const [loadError, setLoadError] = useState<ShownError | undefined>();
  const load = async (file: File) => {
    setLoadError(undefined);
    setNote('');
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
        addLoadedVariants([option]);
        setNote(`${file.name}: variant ${variant.id} loaded`);
        onChange(option.key, option);
      } catch (e) {
        // a JSON syntax error has no code of its own
        const shown = shownError(e);
        setLoadError(shown.code === 'error' ? { ...shown, code: 'json' } : shown);
        setNote(`${file.name}:`);
      }
      return;
    }
    const [sjaak, { sjaakOption }] = await Promise.all([
      import('@x/sjaak-variants'),
      import('../lib/sjaakOptions'),
    ]);
    const r = sjaak.safeParse(text);
    if (!r.success) {
      setLoadError(shownError(r.error));
      setNote(`${file.name}:`);
      return;
    }
    const loaded: VariantOption[] = r.data.variants.map((d) => sjaakOption(d, 'file'));
    addLoadedVariants(loaded);
    const errors = r.data.diagnostics.filter((d) => d.severity === 'error').length;
    setNote(
      `${file.name}: ${loaded.length} variant${loaded.length === 1 ? '' : 's'} loaded, ${errors} with errors skipped`,
    );
    if (loaded[0]) onChange(loaded[0].key, loaded[0]);
  };
  return (
    <div className="picker">
      <label>
        Variant{' '}
        <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="variant-picker">
          {GROUPS.map(([group, title]) => {
            const items = options.filter((o) => o.group === group);
            return items.length ? (
              <optgroup key={group} label={title}>
                {items.map((o) => (
                  <option key={o.key} value={o.key}>
                    {o.label}
                    {o.core ? '' : ' — board only'}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      </label>{' '}
      <FileInput
        className="file"
        label="Load variants.txt or variant JSON"
        accept=".txt,.json,text/plain,application/json"
        testId="variant-file"
        onFile={(file) => void load(file)}
      />
      {note ? <span className="muted"> {note}</span> : null}
      {loadError ? <ErrorBox error={loadError} testId="load-error" /> : null}
    </div>
  );
}
