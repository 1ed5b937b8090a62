/**
 * `@x/search`: positions across games. Polyglot keys and opening books for chess — `polyglotKey`, a book read
 * and probed (`PolyglotBook`), made from PGN games byte for byte as `polyglot make-book` makes it (`makeBook`,
 * `BookMaker`), merged (`mergeBooks`) and written out as a PGN tree (`dumpBook`); for every other variant, a
 * documented Zobrist key (`variantKey`) and books (`BookMaker.addGame`, `probeVariant`). A position index of a PGN database (`buildIndex`, `openIndex`, `openIndexFile`, `mergeIndexes`) and Scoutfish's
 * query language over it or over the PGN itself (`parseQuery`, `searchIndex`, `searchPgn`), in every variant.
 */
export { SEARCH_ERROR_CODES, SearchError } from './errors.js';
export { polyglotKey } from './polyglot/key.js';
export { PolyglotBook } from './polyglot/book.js';
export { DEFAULT_BOOK_LIMITS } from './polyglot/book-options.js';
export { BookMaker, makeBook } from './polyglot/make.js';
export { mergeBooks } from './polyglot/merge.js';
export { dumpBook } from './polyglot/dump.js';
export { variantKey } from './variant/zobrist.js';
export { probeVariant } from './variant/probe.js';
export { type SourceStamp, SAMPLE_BYTES, sampleHash, stampOf } from './database/index-format.js';
export { buildIndex } from './database/index-builder.js';
export { openIndex, type PositionIndex } from './database/index-reader.js';
export { openIndexFile } from './database/index-file.js';
export { type GameRecord, gameResult } from './database/game-record.js';
export { mergeIndexes } from './database/index-merge.js';
