/**
 * SjaakII variants as picker entries: conversion with `toVariant`, and FEN reading for the variants
 * the engine cannot play. Loaded on demand (with `@x/sjaak-variants`), never in the first page load.
 */
import * as sjaak from '@x/sjaak-variants';
import type { VariantDefinition } from '@x/core';
import { sjaakModel } from './sjaakModel';
import { type BoardOnlyFen, nameWithSize, type VariantOption } from '../variants/variants';
import { type ListedDiagnostic, type ShownError, shownError } from '../text/shownError';

/** Converts a SjaakII definition with `toVariant`: the engine definition, or why there is none. */
export function convertSjaak(def: sjaak.SjaakVariant): {
  core?: VariantDefinition;
  unavailable?: ShownError;
  notes?: readonly ListedDiagnostic[];
} {
  try {
    const { variant, diagnostics } = sjaak.toVariant(def);
    return { core: variant, notes: diagnostics.map(shownError) };
  } catch (e) {
    return { unavailable: shownError(e) };
  }
}

/** A picker entry for a SjaakII definition. */
export function sjaakOption(def: sjaak.SjaakVariant, group: 'sjaak' | 'file'): VariantOption {
  const converted = convertSjaak(def);
  return {
    key: `${group}:${def.shortName}`,
    label: nameWithSize(def.name, def.board.files, def.board.ranks),
    group,
    sjaak: def,
    boardOnly: boardOnly(def),
    ...converted,
  };
}

/** FEN reading of a SjaakII variant with `@x/sjaak-variants`' own reader (board only). */
function boardOnly(def: sjaak.SjaakVariant): BoardOnlyFen {
  return {
    startFen: sjaak.startFen(def),
    read(text) {
      const { position, diagnostics: problems } = sjaak.readFen(def, text);
      const first = problems[0];
      return {
        parsed: position,
        canonical: sjaak.writeFen(def, position),
        model: sjaakModel(def, position),
        ...(first
          ? {
              problem: {
                code: first.code,
                message: first.message,
                offset: first.offset,
                length: first.length,
              },
            }
          : {}),
      };
    },
  };
}

/** `@x/sjaak-variants`' catalogue as picker entries. */
export function catalogueOptions(): VariantOption[] {
  return sjaak.catalogue().map((d) => sjaakOption(d, 'sjaak'));
}

/** The variants of a `variants.txt` text (`undefined` when it does not parse). */
export function fileOptions(text: string): VariantOption[] | undefined {
  const r = sjaak.safeParse(text);
  return r.success ? r.data.variants.map((d) => sjaakOption(d, 'file')) : undefined;
}
