/**
 * The FBR view's diagnostics, each shown once. `@x/fbr` reports a syntax error in `parse`, and `compile`
 * repeats it as a `syntax` diagnostic of the token it leaves out; the view used to show it up to three
 * times (error box, list, compile list). Here the first error goes to the error box, every other
 * parse / validation diagnostic to one list, and the compile list keeps only what compiling adds.
 *
 *   const { first, others, compileOnly } = fbrDiagnostics(set, semantic, compiled.diagnostics);
 */
import type { RuleSet, SemanticDiagnostic } from '@x/fbr';
import type { LocatedError } from '../text/shownError';

/** A diagnostic as the view shows it (the common fields of parse, validation and compile diagnostics). */
export interface ShownDiagnostic extends LocatedError {
  readonly severity: 'error' | 'warning' | 'info';
  /** Compile diagnostics: the unsupported feature (`rule:freezer`). */
  readonly feature?: string | undefined;
}

/** What the FBR view shows: the error box, the list under it, and the compile list. */
export interface FbrShown {
  /** The first error (parse before validation), shown in the error box and highlighted in the editor. */
  readonly first: ShownDiagnostic | undefined;
  /** Every other parse and validation diagnostic, errors first, in text order. */
  readonly others: readonly ShownDiagnostic[];
  /** Compile diagnostics that are not a repeat of a parse error (`syntax` at the same place). */
  readonly compileOnly: readonly ShownDiagnostic[];
  /** Whether an error asks for the standard Betza notation (the "read as Betza" hint). */
  readonly suggestsBetza: boolean;
}

const key = (d: ShownDiagnostic) => `${d.code}\u0000${d.offset}\u0000${d.length}\u0000${d.message}`;
const byPlace = (a: ShownDiagnostic, b: ShownDiagnostic) =>
  (a.severity === 'error' ? 0 : 1) - (b.severity === 'error' ? 0 : 1) || a.offset - b.offset;

/** Splits and de-duplicates the diagnostics of one FBR text (see the module comment). */
export function fbrDiagnostics(
  set: Pick<RuleSet, 'diagnostics'>,
  semantic: readonly SemanticDiagnostic[],
  compiled: readonly ShownDiagnostic[],
): FbrShown {
  const seen = new Set<string>();
  const all: ShownDiagnostic[] = [];
  for (const d of [...set.diagnostics, ...semantic] as ShownDiagnostic[]) {
    if (seen.has(key(d))) continue;
    seen.add(key(d));
    all.push(d);
  }
  const first = all.find((d) => d.severity === 'error');
  const others = all.filter((d) => d !== first).sort(byPlace);
  const errorPlaces = new Set(
    set.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.offset}:${d.length}`),
  );
  const compileOnly = compiled.filter(
    (d) => !(d.code === 'syntax' && errorPlaces.has(`${d.offset}:${d.length}`)) && !seen.has(key(d)),
  );
  const suggestsBetza = all.some((d) => d.severity === 'error' && d.message.includes("notation: 'betza'"));
  return { first, others, compileOnly, suggestsBetza };
}
