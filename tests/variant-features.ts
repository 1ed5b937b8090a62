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
