/**
 * `@x/san/split`: where a PGN source's games lie, found at the byte level without reading them (`splitPgn`) —
 * the cuts `readPgn` makes, for tools that hand games to worker threads or processes by byte range —, the last
 * bytes read held to be looked at again (`ByteWindow`), a game's bytes in its section and
 * the plies of its main line (`trimSection`, `countPlies`), and why a file's first bytes
 * are no PGN text (`notPgnText`: empty, packed, UTF-16, binary), said before it is read.
 */
import { decoderFor, isUtf8 } from './pgn/decode.js';
import { DEFAULT_PGN_READ_LIMITS } from './shared/limits.js';
import { type PgnSection, type PgnSource, sectionBatches } from './pgn/source.js';

export { ByteWindow } from './split/byte-window.js';
export { countPlies, trimSection } from './split/game-bytes.js';
export { notPgnText } from './shared/not-pgn.js';

/** Options of `splitPgn`: those of `readPgn` that change where it cuts. */
interface SplitPgnOptions {
  /** The source's encoding label, as `readPgn` takes it (only UTF-8 sources have a byte order mark skipped). */
  readonly encoding?: string;
}

/**
 * The sections of a PGN source in order, as `readPgn` cuts them (a section is a tag section at a line start
 * and the movetext after it; a malformed game stays inside its section), found without decoding or reading a
 * game. A section's bytes read on their own by `readPgn` (with the `line` and `offset` added back) give the
 * records the whole read gives for them, so sections can be read in parallel. Memory is bounded by one chunk
 * and one tag section.
 *
 * @example for await (const s of splitPgn(fs.createReadStream('db.pgn'))) offsets.push(s.offset);
 */
export async function* splitPgn(
  source: PgnSource,
  options?: SplitPgnOptions,
): AsyncGenerator<PgnSection, void, undefined> {
  const utf8 = isUtf8(decoderFor(options?.encoding));
  const maxBytes = DEFAULT_PGN_READ_LIMITS.maxGameBytes; // caps the tag bytes kept, not where sections are cut
  for await (const sections of sectionBatches(source, maxBytes, true, utf8)) {
    for (const s of sections) {
      if (s.trimmedLength === 0) continue;
      yield { offset: s.offset, length: s.length, line: s.line, column: s.column };
    }
  }
}
