/**
 * `@x/san/epd`: EPD records (PGN standard, section 16.2) read and written with typed opcodes — `bm`/`am` as
 * legal SAN moves, `id`, `c0`–`c9`, `hmvc`, `fmvn`, `D1`…`Dn` perft counts (`parseEpd`, `stringifyEpd`).
 * Everything `epd.ts` exports is this entry's API.
 */
export * from './epd.js';
