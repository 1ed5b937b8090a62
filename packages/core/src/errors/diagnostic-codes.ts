/**
 * Declaring a package's diagnostics from its code list (`*_ERROR_CODES`): the `Diagnostic` type narrowed to those
 * codes and the severities the package reports, and the table of each code's default severity.
 */
import type { Diagnostic, DiagnosticSeverity } from './notation-error.js';

/**
 * A package's `Diagnostic`: `code` is one of its codes `C`, `severity` one of the severities `S` it reports.
 *
 * @example export interface CompileDiagnostic extends CodedDiagnostic<CompileCode, 'error' | 'warning'> {}
 */
export interface CodedDiagnostic<C extends string, S extends DiagnosticSeverity = DiagnosticSeverity>
  extends Diagnostic {
  readonly code: C;
  readonly severity: S;
}

/**
 * The default severity of each of `codes`, in their order: `usual`, except for the codes `others` lists under
 * another severity. A code listed in `others` that is not in `codes`, or listed twice, throws a `TypeError`
 * (a mistake in the package's declaration, caught when it loads).
 *
 * @example severityTable(['unknown-rule', 'syntax'], 'error', { warning: ['unknown-rule'] })
 * // { 'unknown-rule': 'warning', syntax: 'error' }
 */
/* @__NO_SIDE_EFFECTS__ */
export function severityTable<C extends string, U extends DiagnosticSeverity, O extends DiagnosticSeverity>(
  codes: readonly C[],
  usual: U,
  others: { readonly [K in O]?: readonly C[] },
): Readonly<Record<C, U | O>> {
  const severity = new Map<C, O>();
  for (const [level, listed] of Object.entries(others) as [O, readonly C[]][]) {
    for (const code of listed) {
      if (!codes.includes(code) || severity.has(code))
        throw new TypeError(`severityTable: ${code} is not a code of the list, or is listed twice`);
      severity.set(code, level);
    }
  }
  return Object.fromEntries(codes.map((code) => [code, severity.get(code) ?? usual])) as Record<C, U | O>;
}
