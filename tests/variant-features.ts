/**
 * What a variant definition uses, as text features for `coveringSample` (tests/depth.ts): each field's path
 * (array positions and zone names left out) and, for a flag or a lower-case word that picks a rule (a move's `kind`, a
 * promotion's `trigger`, `royalCheck` …), its value. Names, symbols, FENs and numbers are not features.
 */

/** Fields whose values name things rather than pick a rule. */
const NAMES = new Set([
  'id',
  'name',
  'symbol',
  'san',
  'sanAliases',
  'startFen',
  'choices',
  'zone',
  'fromZone',
  'letter',
  'demotesTo',
  'partners',
  'king',
  'region',
  'piece',
  'mustDropType',
]);

/** The features of a definition (any JSON-like value): `path` for every field, `path=value` for a rule word. */
export function variantFeatures(definition: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown, path: string, key: string): void => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v, path, key);
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const name = path.endsWith('zones') ? '*' : k;
        walk(v, `${path}.${name}`, name);
      }
      return;
    }
    out.add(path);
    const word = typeof value === 'string' && /^[a-z][a-z-]*$/.test(value) && !NAMES.has(key);
    if (typeof value === 'boolean' || (word && !path.includes('.zones.')))
      out.add(`${path}=${String(value)}`);
  };
  walk(definition, '', '');
  return out;
}

/** What SAN reads of a piece: its letters, its role, its move atoms (the shape of `@x/core`'s `PieceType`). */
interface SanPieceShape {
  readonly id: string;
  readonly symbol: string;
  readonly san?: string;
  readonly sanAliases?: readonly string[];
  readonly pawn?: boolean;
  readonly moves?: readonly { readonly mode?: string; readonly vectors?: readonly (readonly number[])[] }[];
}

/**
 * The SAN features of a definition's piece lettered `P`, which SAN writes with or without its letter by its role
 * (isolation's king-stepper lettered `p` was written like a pawn, which strict mode refused): `san-P:` then what marks its role
 * (`san=''`, `pawn`, the id `pawn`, the alias `P`) and whether a move that does not capture leaves its file.
 */
export function sanLetterFeatures(definition: { readonly pieces: readonly SanPieceShape[] }): Set<string> {
  const out = new Set<string>();
  for (const piece of definition.pieces) {
    if ((piece.san || piece.symbol.toUpperCase()) !== 'P') continue;
    const marks = [
      piece.san === '' ? "san=''" : '',
      piece.pawn ? 'pawn' : '',
      piece.id === 'pawn' ? 'id=pawn' : '',
      piece.sanAliases?.includes('P') ? 'alias=P' : '',
    ].filter(Boolean);
    const offFile = (piece.moves ?? []).some(
      (atom) => atom.mode !== 'capture' && (atom.vectors ?? []).some(([dx]) => dx !== 0),
    );
    out.add(`san-P:${marks.join(',') || 'none'}${offFile ? ',quiet-off-file' : ''}`);
  }
  return out;
}
