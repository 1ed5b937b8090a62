/**
 * The way back of the variant-language bridges (`fromVariant` of `@x/fairy-variants`, `@x/sjaak-variants`): an
 * `@x/core` variant → its text in another language, with what the language could not say by definition field.
 */
import type { CodedDiagnostic } from '../errors/diagnostic-codes.js';

/**
 * One diagnostic of a writer: a `Diagnostic` of code `C` at no text (offset 0, length 0, line 1, column 1), `path`
 * naming the definition field it concerns as a JSON path (`pieces[3].moves[1]`, `end.chase`).
 */
type UnwrittenField<C extends string> = CodedDiagnostic<C, 'error' | 'warning'> & { readonly path: string };

/**
 * What a writer into a variant language returns (docs/contract.md, "Bridges"; `fromVariant` of
 * `@x/fairy-variants` and `@x/sjaak-variants`): an `@x/core` variant → its text in the other language. Build one
 * with `writtenVariant` (`@x/core/notation`).
 *
 * - `diagnostics`: what the language could not say, by definition field: an `error` where the text plays
 *   differently, a `warning` where it is written as near as the language can say it and the moves stay the same;
 * - `complete`: `true` when no diagnostic is an error: the text plays the same game.
 */
export interface WrittenVariant<C extends string = string> {
  /** The name the text gives the variant: what selects it in the engine that reads the text. */
  readonly name: string;
  /** The text's `key`/`value` lines, in the order written. */
  readonly entries: readonly (readonly [key: string, value: string])[];
  /** The text, ending with a newline. */
  readonly text: string;
  /** What the language could not say, in the order found. */
  readonly diagnostics: readonly UnwrittenField<C>[];
  /** No error diagnostic: the text plays the same game. */
  readonly complete: boolean;
}

/**
 * A writer's result from what it wrote and what it could not write (`unwritten`: each a code, the definition field
 * as a JSON path, a message, and `severity: 'warning'` where the game stays the same): each becomes a diagnostic at
 * no text, and the result is `complete` when none is an error.
 *
 * @example writtenVariant('x', [['maxRank', '8']], '[x]\nmaxRank = 8\n', []).complete // true
 */
export function writtenVariant<C extends string>(
  name: string,
  entries: WrittenVariant['entries'],
  text: string,
  unwritten: readonly {
    readonly code: C;
    readonly path: string;
    readonly message: string;
    readonly severity?: 'error' | 'warning' | undefined;
  }[],
): WrittenVariant<C> {
  const diagnostics = unwritten.map(
    ({ code, path, message, severity }): UnwrittenField<C> => ({
      severity: severity ?? 'error',
      code,
      message,
      path,
      offset: 0,
      length: 0,
      line: 1,
      column: 1,
    }),
  );
  return { name, entries, text, diagnostics, complete: diagnostics.every((d) => d.severity !== 'error') };
}

/**
 * The fields of `record` (a `VariantDefinition`, a `PieceType`, a `MoveAtom`, …) that hold a value — neither
 * `undefined` nor `false` — other than those `written` lists, in the record's order: what a writer into another
 * variant language reports as not written, so that a field `@x/core` gains is reported until the writer learns it.
 *
 * @example unwrittenFields({ id: 'k', royal: true, iron: false, burns: [[0, 1]] }, new Set(['id', 'royal'])) // ['burns']
 */
export function unwrittenFields<T extends object>(
  record: T,
  written: ReadonlySet<string>,
): (keyof T & string)[] {
  return (Object.keys(record) as (keyof T & string)[]).filter(
    (key) => !written.has(key) && record[key] !== undefined && record[key] !== false,
  );
}
