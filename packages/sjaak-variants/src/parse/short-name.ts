/** XBoard variant names derived from long names, the way SjaakII derives them. */

/**
 * SjaakII's short name: lowercase, spaces become `_`, cut before the first character that is not
 * alphanumeric, space or `-`, and drop a trailing `_`. "FIDE Chess (8x8)" → `fide_chess`.
 */
export function shortName(longName: string): string {
  let out = '';
  for (const ch of longName.toLowerCase()) {
    if (ch === ' ') out += '_';
    else if (/^[a-z0-9-]$/.test(ch)) out += ch;
    else break;
  }
  return out.endsWith('_') ? out.slice(0, -1) : out;
}
