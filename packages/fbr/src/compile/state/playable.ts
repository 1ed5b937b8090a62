/**
 * The compiler's last stage: whether `@x/core` compiles the variant. A refusal (`VariantError`) is an error
 * diagnostic, so that `complete: true` means `@x/core` plays the variant. The start position is not checked here
 * (a rule set often compiles with a start FEN given later): `Position.fromFen(variant.startFen, variant)` does that.
 */
import { compileVariant, type VariantDefinition, VariantError } from '@x/core';
import type { Build } from './build.js';

/** Reports `not-playable` when `@x/core` refuses to compile the variant `v`. */
export function checkPlayable(b: Build, v: VariantDefinition): void {
  try {
    compileVariant(v);
  } catch (e) {
    if (!(e instanceof VariantError)) throw e;
    b.add({
      code: 'not-playable',
      severity: 'error',
      message: `@x/core refuses the compiled variant: ${e.message}`,
      offset: 0,
      length: 0,
      token: -1,
    });
  }
}
