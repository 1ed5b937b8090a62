import type { VariantDefinition } from '@x/core';
import type { VariantOption } from '../variants/variants';

/** The picker entry of the FBR tab's rule set `text`, compiled to `variant`. */
export function fbrOptionFrom(text: string, variant: VariantDefinition): VariantOption {
  return {
    key: 'fbr:rule-set',
    label: `FBR: ${text.slice(0, 40)}${text.length > 40 ? '…' : ''}`,
    group: 'fbr',
    core: { ...variant, id: 'fbr', name: 'FBR rule set' },
  };
}
