import { useState } from 'react';
import type { VariantOption } from '../../lib/variants/variants';
import { addLoadedVariants, useVariantOptions } from '../../state/variantStore';
import { ErrorBox, type ShownError } from '../output/ErrorBox';
import { type FileKind, FileInput } from '../input/FileInput';

/** The variant files the picker loads: SjaakII variants.txt or `@x/core` variant JSON. */
const VARIANT_FILE: FileKind = {
  label: 'Load variants.txt or variant JSON',
  accept: '.txt,.json,text/plain,application/json',
  testId: 'variant-file',
};

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
    const { readVariantFile } = await import('../../lib/variants/variantFile');
    const read = await readVariantFile(file);
    if (read.options.length > 0) addLoadedVariants(read.options);
    setNote(read.note);
    setLoadError(read.error);
    const first = read.options[0];
    if (first) onChange(first.key, first);
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
      <FileInput {...VARIANT_FILE} className="file" onFile={(file) => void load(file)} />
      {note ? <span className="muted"> {note}</span> : null}
      {loadError ? <ErrorBox error={loadError} testId="load-error" /> : null}
    </div>
  );
}
