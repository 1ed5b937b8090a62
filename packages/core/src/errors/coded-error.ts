/**
 * The error class of a package whose errors are a `NotationError` with a code of its own list and nothing more:
 * declared with `codedError`, once, instead of a class body repeated by every package.
 */
import { NotationError } from './notation-error.js';

/** An error of a `codedError` class: a `NotationError` whose `code` is one of `C`. */
export interface CodedError<C extends string> extends NotationError {
  readonly code: C;
}

/** A class made by `codedError`: `NotationError`'s constructor, with the code typed. */
export interface CodedErrorClass<C extends string> {
  new (
    code: C,
    message: string,
    offset?: number,
    length?: number,
    at?: string | { readonly line: number; readonly column: number },
    options?: ErrorOptions,
  ): CodedError<C>;
  readonly prototype: CodedError<C>;
}

/**
 * A new error class named `name` (its instances' `name` too) extending `NotationError`, whose codes are `C`;
 * declare the instance type beside it under the same name.
 *
 * @example
 * export const KifError: CodedErrorClass<KifErrorCode> = codedError('KifError');
 * export type KifError = InstanceType<typeof KifError>;
 *
 * Marked free of side effects, so that a bundler drops a class made here that nothing uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function codedError<C extends string>(name: string): CodedErrorClass<C> {
  // A class defined as a property's value takes the property's key as its `name`.
  const made = {
    [name]: class extends NotationError {
      override name = name;
    },
  };
  return made[name] as unknown as CodedErrorClass<C>;
}
