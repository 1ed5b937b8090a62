/**
 * A definition written by `fromVariant` as a section named `name`, its keys as one object, and the section read back
 * by `toVariant`: what the tests of the keys a rule writes check (`src/write/sittuyin-keys.test.ts`,
 * `src/bridge/seirawan.ffish.test.ts`).
 */
import type { VariantDefinition } from '@x/core';
import { toVariant } from '../src/bridge/to-variant.js';
import { fromVariant } from '../src/write/from-variant.js';

/** `def` written as the section `name`, its keys (name → value) and the section read back. */
export function writeAndReadBack(def: VariantDefinition, name: string) {
  const written = fromVariant(def, { name });
  return { written, keys: Object.fromEntries(written.entries), back: toVariant(written.text, name) };
}
