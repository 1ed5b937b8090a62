import { type VariantDefinition, variants } from '@x/core';
import * as sjaak from '@x/sjaak-variants';
import { optionalExport } from './optional';

/** One entry of the variant picker. */
export interface VariantOption {
  /** Key kept in the URL: `chess`, `sjaak:orthodox_chess`, `file:mini`. */
  readonly key: string;
  readonly label: string;
  readonly group: 'core' | 'sjaak' | 'file' | 'fbr' | 'json';
  /** The engine definition, when the variant can be played. */
  readonly core?: VariantDefinition;
  /** Why the variant cannot be played yet. */
  readonly unavailable?: string;
  /** What the conversion to the engine reported (`toVariant` diagnostics). */
  readonly notes?: readonly string[];
  /** Its SjaakII definition, for drawing the start position without the engine. */
  readonly sjaak?: sjaak.VariantDefinition;
}

type ToVariant = (def: sjaak.VariantDefinition) => unknown;
/** `@x/sjaak-variants`' `toVariant` (SjaakII definition → `@x/core` definition), once it is exported. */
export const sjaakToVariant = optionalExport<ToVariant>(sjaak, 'toVariant');

function isCoreVariant(v: unknown): v is VariantDefinition {
  return typeof v === 'object' && v !== null && 'pieces' in v && 'board' in v && 'startFen' in v;
}

/** Converts a SjaakII definition with `toVariant` when available; the reason otherwise. */
export function convertSjaak(def: sjaak.VariantDefinition): {
  core?: VariantDefinition;
  unavailable?: string;
  notes?: readonly string[];
} {
  if (!sjaakToVariant)
    return { unavailable: 'not available yet: @x/sjaak-variants does not export toVariant' };
  try {
    const out = sjaakToVariant(def) as { definition?: unknown; variant?: unknown; diagnostics?: unknown };
    const v = isCoreVariant(out) ? out : isCoreVariant(out?.definition) ? out.definition : out?.variant;
    const diagnostics = Array.isArray(out?.diagnostics)
      ? (out.diagnostics as { code?: string; message?: string }[])
      : [];
    const notes = diagnostics.map((d) => `${d.code ?? 'note'}: ${d.message ?? ''}`);
    return isCoreVariant(v) ? { core: v, notes } : { unavailable: 'toVariant returned no engine definition' };
  } catch (e) {
    return { unavailable: `toVariant: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** A picker entry for a SjaakII definition. */
export function sjaakOption(def: sjaak.VariantDefinition, group: 'sjaak' | 'file'): VariantOption {
  const converted = convertSjaak(def);
  return {
    key: `${group}:${def.shortName}`,
    label: def.name.includes(`${def.board.files}x${def.board.ranks}`)
      ? def.name
      : `${def.name} (${def.board.files}×${def.board.ranks})`,
    group,
    sjaak: def,
    ...converted,
  };
}

/** The engine's built-ins and the SjaakII catalogue. */
export function builtinOptions(): VariantOption[] {
  const core = Object.entries(variants).map(
    ([key, v]): VariantOption => ({
      key,
      label: `${v.name} (${v.board.files}×${v.board.ranks})`,
      group: 'core',
      core: v,
    }),
  );
  return [...core, ...sjaak.catalogue().map((d) => sjaakOption(d, 'sjaak'))];
}
