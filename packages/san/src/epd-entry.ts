/**
 * `@x/san/epd`: EPD records (PGN standard, section 16.2) read and written with typed opcodes — `bm`/`am` as
 * legal SAN moves, `id`, `c0`–`c9`, `hmvc`, `fmvn`, `D1`…`Dn` perft counts (`parseEpd`, `stringifyEpd`).
 */
export {
  DEFAULT_EPD_LIMITS,
  epdFromFen,
  epdToFen,
  parseEpd,
  safeParseEpd,
  stringifyEpd,
} from './epd/epd.js';
