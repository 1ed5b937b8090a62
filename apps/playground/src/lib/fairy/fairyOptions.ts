/**
 * A Fairy-Stockfish section as an entry of the FEN tab's variant picker (`fairy:<section>`), rebuilt from the
 * tab's text when a link names it. Loaded on demand with `@x/fairy-variants`.
 */
import { safeParse } from '@x/fairy-variants';
import type { VariantOption } from '../variants/variants';
import { nameWithSize } from '../variants/variants';
import { convertSection, type FairySection } from './fairyModel';
import { shownError } from '../text/shownError';

/** The picker entry of a converted section (`undefined` when there is no game to play). */
export function fairyOptionFrom(section: FairySection): VariantOption | undefined {
  const variant = section.variant;
  if (!variant) return undefined;
  return {
    key: `fairy:${section.name}`,
    label: `${nameWithSize(section.name, variant.board.files, variant.board.ranks)} (variants.ini)`,
    group: 'fairy',
    core: { ...variant, id: `fairy-${section.name}`, name: section.name },
    notes: section.unsupported.map((d) => ({ ...shownError(d), severity: 'unsupported' })),
  };
}

/** The picker entry of section `name` of the variants.ini `text` (none when it does not play). */
export function fairyOption(text: string, name: string): VariantOption[] {
  const r = safeParse(text);
  if (!r.success) return [];
  const option = fairyOptionFrom(convertSection(r.data, name));
  return option ? [option] : [];
}
