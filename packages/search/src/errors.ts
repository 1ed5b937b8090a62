/** `SearchError`, the error of every `@x/search` reader and writer, and its codes. */
import { type CodedErrorClass, codedError } from '@x/core/notation';

/** Every error and warning code of `@x/search`, thrown (`SearchError`) or reported (`onWarning`). */
export const SEARCH_ERROR_CODES = [
  // arguments and limits
  ...['invalid-argument', 'input-too-long', 'too-many-entries'],
  // books
  ...['invalid-book', 'unsorted-book', 'invalid-book-move'],
  // positions and games
  ...['invalid-fen', 'unsupported-variant', 'illegal-move', 'syntax', 'game-skipped'],
  // position indexes and queries
  ...['not-an-index', 'stale-index', 'invalid-index', 'invalid-query', 'keys-full'],
] as const;

/** A `@x/search` error or warning code (kebab-case). */
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

/**
 * The error of `@x/search`: a bad book or index (`offset`/`length` are bytes of the file: the entry at fault), a
 * bad position (`offset` into the FEN), a bad query (`offset` into its JSON text), a bad option
 * (`invalid-argument`, at offset 0).
 */
export const SearchError: CodedErrorClass<SearchErrorCode> = codedError('SearchError');
/** An error of class `SearchError`. */
export type SearchError = InstanceType<typeof SearchError>;
