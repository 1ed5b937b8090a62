/**
 * @x/search/query: Scoutfish's JSON query language over a position index (`buildIndex`, `openIndex` of
 * `@x/search`) or a PGN file read as it streams — sub-positions, material, imbalance, moves, results, sequences
 * and streaks, in every variant. Queries are checked with zod, an optional peer dependency: `npm install zod`
 * beside `@x/search` to use this entry point (the rest of `@x/search` needs none).
 */
export { parseQuery } from './query/query-schema.js';
export { QueryPlan, type QueryAnswer, searchIndex, searchPgn } from './query/search.js';
export { type SearchMatch, SearchMatches } from './query/search-matches.js';
