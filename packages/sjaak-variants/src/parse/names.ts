/** Variant names SjaakII cannot select: built-in names, repeated short names, substring shadowing. */
import { type LineDiagnostic, makeDiagnostic } from '../shared/diagnostics.js';
import type { SjaakVariant } from '../shared/types.js';

/** Most variants for which `parse` runs SjaakII's (quadratic) long-name substring check. */
const MAX_SUBSTRING_CHECK = 2000;

/** XBoard names of SjaakII's built-in variants (and aliases), which it checks before the file's. */
export const SJAAKII_BUILTIN_NAMES: readonly string[] = [
  'chess',
  'seirawan',
  'shatar',
  'makruk',
  'shatranj',
  'sittuyin',
  'crazyhouse',
  'chessgi',
  'asean',
  'ai-wok',
  'super',
  'spartan',
  'pocketknight',
  'kingofthehill',
  'knightmate',
  'berolina',
  'losalamos',
  'micro',
  'capablanca',
  'gothic',
  'embassy',
  'greatshatranj',
  'courier',
  'grand',
  'opulent',
  'omega',
  'minishogi',
  'shoshogi',
  'shogi',
  'torishogi',
  'xiangqi',
  'normal',
  'fischerandom',
  'caparandom',
];

/**
 * Names SjaakII cannot select: a short name of a built-in variant, a short name used twice, or a long
 * name found (by SjaakII's substring search) in an earlier block's long name.
 */
export function checkNames(
  variants: readonly SjaakVariant[],
  out: LineDiagnostic[],
  strict: boolean,
): Set<number> {
  const conflicts = new Set<number>();
  const shortNames = new Set<string>();
  // The substring search is quadratic: run it for files of ordinary size only.
  const substringCheck = variants.length <= MAX_SUBSTRING_CHECK;
  variants.forEach((v, i) => {
    const line = v.span?.line ?? 1;
    const report = (message: string) => {
      conflicts.add(i);
      out.push(makeDiagnostic('name-conflict', line, 1, v.span?.length ?? 0, message, strict, v.name));
    };
    const seen = shortNames.has(v.shortName);
    shortNames.add(v.shortName);
    if (SJAAKII_BUILTIN_NAMES.includes(v.shortName)) {
      report(
        `Short name '${v.shortName}' is a SjaakII built-in variant, which SjaakII selects instead of this block; rename the variant.`,
      );
    } else if (seen) {
      report(
        `Short name '${v.shortName}' is used by an earlier variant; XBoard cannot tell them apart. Rename one.`,
      );
    } else if (substringCheck && v.name !== '' && variants.slice(0, i).some((e) => e.name.includes(v.name))) {
      report(
        `SjaakII finds variants by substring: '${v.name}' also matches an earlier long name, which it would load instead. Rename one.`,
      );
    }
  });
  return conflicts;
}
