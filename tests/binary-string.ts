/**
 * `fc.string({ unit: 'binary' })` without its start-up cost: the same strings (any code point but the surrogates) from
 * the same seed, through a unit that reads a character's index back by arithmetic. fast-check's own `binary` unit reads
 * it back through a map of all 1,112,064 code points, built the first time a worker makes such a string arbitrary
 * (about 2 CPU-s; fast-check builds it to place its "dangerous strings", `__proto__` and the like).
 */
import fc from 'fast-check';

/** The first code point after the surrogates, and how many there are. */
const AFTER_SURROGATES = 0xe000;
const SURROGATES = 0x800;
const FIRST_SURROGATE = AFTER_SURROGATES - SURROGATES;

/** A character's index among the code points `binary` draws from; throws for anything else (as fast-check's unit). */
function indexOf(value: unknown): number {
  if (typeof value !== 'string' || value.length === 0) throw new Error('not a character');
  const code = value.codePointAt(0)!;
  if (value.length !== (code > 0xffff ? 2 : 1) || (code >= FIRST_SURROGATE && code < AFTER_SURROGATES))
    throw new Error('not a character of the binary unit');
  return code < FIRST_SURROGATE ? code : code - SURROGATES;
}

/** fast-check's `binary` unit: the index drawn as it draws it, mapped to the same code point. */
const BINARY_UNIT = fc
  .nat({ max: 0x10ffff - SURROGATES })
  .map((i) => String.fromCodePoint(i < FIRST_SURROGATE ? i : i + SURROGATES), indexOf);

/** `fc.string({ unit: 'binary', ...constraints })`: the same values from the same seed. */
export function binaryString(constraints: Omit<fc.StringConstraints, 'unit'> = {}): fc.Arbitrary<string> {
  return fc.string({ ...constraints, unit: BINARY_UNIT });
}
