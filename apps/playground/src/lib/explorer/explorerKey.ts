import type { BasePosition, VariantDefinition } from '@x/core';
import { positionHash } from '@x/core/engine';

/** Two 32-bit salts per variant (FNV-1a of its id from two offsets), mixed into its positions' hashes. */
const salts = new WeakMap<VariantDefinition, Int32Array>();

/** The salts of `variant` (xored into `positionHash`'s halves): positions of different variants never share a key. */
export function saltOf(variant: VariantDefinition): Int32Array {
  let salt = salts.get(variant);
  if (salt === undefined) {
    let a = 0x811c9dc5 | 0;
    let b = 0x2545f491 | 0;
    for (let i = 0; i < variant.id.length; i++) {
      a = Math.imul(a ^ variant.id.charCodeAt(i), 0x01000193);
      b = Math.imul(b ^ variant.id.charCodeAt(i), 0x01000193);
    }
    salt = Int32Array.of(a, b);
    salts.set(variant, salt);
  }
  return salt;
}

/**
 * Writes the opening explorer's 64-bit key of a position into `out[0]`, `out[1]`: `@x/core`'s `positionHash`
 * (board, side to move, castling rights, a legal en-passant square, hands — what `Position.key()` identifies)
 * with the variant's id mixed in, so that the same position reached by other move orders is one entry, and
 * positions of different variants never are. No text is made: the index finds positions by these two numbers.
 */
export function explorerHash(position: BasePosition, out: Int32Array): void {
  positionHash(position, out);
  const salt = saltOf(position.variant);
  out[0] = (out[0] as number) ^ (salt[0] as number);
  out[1] = (out[1] as number) ^ (salt[1] as number);
}

const scratch = new Int32Array(2);
const hex = (x: number) => (x >>> 0).toString(16).padStart(8, '0');

/** The explorer's key of a position as text (16 hex digits), as the page asks the worker for it. */
export function explorerKey(position: BasePosition): string {
  explorerHash(position, scratch);
  return hex(scratch[0] as number) + hex(scratch[1] as number);
}

/** Reads an `explorerKey` text into `out` (the two halves); false when it is not one. */
export function readExplorerKey(key: string, out: Int32Array): boolean {
  if (!/^[0-9a-f]{16}$/.test(key)) return false;
  out[0] = Number.parseInt(key.slice(0, 8), 16) | 0;
  out[1] = Number.parseInt(key.slice(8), 16) | 0;
  return true;
}
