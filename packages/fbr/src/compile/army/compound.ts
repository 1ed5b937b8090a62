/**
 * Compound letters (`:KD:`, the Disks' mounted King) as FEN symbols (internal to `compile`). An `@x/core`
 * piece symbol is one letter (after its prefixes), so each compound letter gets the first upper-case letter
 * that no piece of the variant uses (`:KD:` → `A` when `A` is free), the same for every prefixed form
 * (`+:KD:` → `+A`); Black's is its lower case. A `compound-symbol` warning says which.
 */
import type { Build } from '../state/build.js';

const COMPOUND = /^([^:]*)(:[^:]+:)$/;

/** Gives every piece whose id holds a compound letter its one-letter FEN symbol. */
export function assignCompoundSymbols(b: Build): void {
  const used = new Set<string>();
  for (const p of b.pieces) {
    const m = COMPOUND.exec(p.type.id);
    if (!m) used.add(p.type.id.slice(-1));
  }
  const free = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => !used.has(c));
  const given = new Map<string, string>();
  for (const p of b.pieces) {
    const m = COMPOUND.exec(p.type.id);
    if (!m) continue;
    const compound = m[2]!;
    let letter = given.get(compound);
    if (letter === undefined) {
      letter = free.shift();
      if (letter === undefined) {
        b.unsupported('compound-letter', p.span, `no free letter is left for ${compound}`, p.token);
        continue;
      }
      given.set(compound, letter);
      b.add({
        code: 'compound-symbol',
        severity: 'warning',
        message: `${compound} is written ${letter} in FEN (a piece symbol is one letter)`,
        offset: p.span.offset,
        length: p.span.length,
        token: p.token,
      });
    }
    const symbol = `${m[1]}${letter}`;
    b.setType(p.type.id, (t) => ({ ...t, symbol }));
  }
}
