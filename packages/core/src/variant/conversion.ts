/**
 * The one result shape of every variant-language bridge (`toVariant` of `@x/sjaak-variants`, `@x/fbr`,
 * `@x/fairy-variants`, and every future one): a definition in another language → an `@x/core` variant. The way
 * back is `written.ts`.
 */
import type { Diagnostic } from '../errors/notation-error.js';
import type { VariantDefinition } from './definition.js';

/**
 * What a bridge from a variant language returns (docs/contract.md, "Bridges"): the `@x/core` variant, what it
 * could not express exactly, and whether it plays the whole source.
 *
 * - `variant`: a plain, JSON-serialisable `VariantDefinition` (what could not be expressed is left out or
 *   approximated, and reported). A bridge of a parsed value always produces one; a bridge that looks its source
 *   up by name (`@x/fairy-variants`) declares `V` as `VariantDefinition | undefined`: no variant when nothing
 *   converts (no such section, an unknown parent), with an error diagnostic saying why;
 * - `diagnostics`: the bridge's findings, each in the `Diagnostic` shape and located in the source text;
 * - `complete`: `true` when the variant plays everything the source says; `false` when a diagnostic reports
 *   something left out or approximated (a diagnostic that only states an assumption, such as fbr's `base-army`,
 *   leaves it `true`), and when there is no variant.
 */
export interface VariantConversion<
  D extends Diagnostic = Diagnostic,
  V extends VariantDefinition | undefined = VariantDefinition,
> {
  /** The `@x/core` variant; what a diagnostic reports as missing is not in it. */
  readonly variant: V;
  /** Findings, in source order of the constructs they name. */
  readonly diagnostics: readonly D[];
  /** `true` when the variant plays the whole source: nothing was left out or approximated. */
  readonly complete: boolean;
}
