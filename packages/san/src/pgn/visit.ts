/**
 * `visitPgn`: a PGN source read as a stream of tokens told to a `PgnVisitor` (issue #47) — the caller builds
 * what it needs and nothing else. The source is cut into games as `readPgn` cuts it (so records, offsets and
 * shards agree: a section of the cutting mode is told as one game, `records()` its games), each game's tokens are read from its bytes — by the fast path (`plain-moves.ts`) for the commonest
 * plain form, else by the token grammar's plain mode (`tokens.ts`), the visitor's `Skip` answers deciding in both
 * what is read — and a game that is not plain has its full read (`readPgn`'s records) on demand.
 */
import { decoderFor } from './decode.js';
import { RecordReader, type PgnRecord, type ReadPgnOptions, sectionsOf } from './reader.js';
import type { PgnSource } from './source.js';
import { ByteTokens } from './byte-tokens.js';
import type { Section } from './section.js';
import { holdsNoGame, isAscii, PlainSections, TOLD_NOT_PLAIN, TOLD_PLAIN } from './plain-moves.js';
import type { GameEnd, PgnVisitor } from './visitor.js';
import type { SanError } from '../shared/errors.js';

/** Options of `visitPgn`: those of `readPgn` but `headersOnly` (a visitor skips movetext itself) and `stopOnError`. */
export type VisitPgnOptions = Omit<ReadPgnOptions, 'headersOnly' | 'stopOnError'>;

/** The end of one section, told to `endGame` (one object, reused). */
class SectionEnd implements GameEnd {
  offset = 0;
  length = 0;
  line = 1;
  column = 1;
  plain = false;
  section: Section | undefined;
  readonly #reader: RecordReader;
  #records: PgnRecord[] | undefined;

  constructor(reader: RecordReader) {
    this.#reader = reader;
  }

  set(section: Section, plain: boolean): void {
    this.section = section;
    this.offset = section.offset;
    this.length = section.length;
    this.line = section.line;
    this.column = section.column;
    this.plain = plain;
    this.#records = undefined;
  }

  /** Whether `records()` read the section (then the reader counted its units). */
  get read(): boolean {
    return this.#records !== undefined;
  }

  records(): readonly PgnRecord[] {
    if (this.#records === undefined) {
      this.#records = [];
      this.#reader.read(this.section!, this.#records);
    }
    return this.#records;
  }

  readError(): SanError | undefined {
    if (this.plain) return undefined;
    for (const record of this.records()) if (!record.success) return record.error;
    return undefined;
  }
}

/**
 * Reads a PGN source (as `readPgn` takes it: a string, bytes, a Node or web stream) and tells each game to
 * `visitor`: `beginGame`, its tags, `beginMovetext`, its moves, comments, NAGs and variations, its result,
 * `endGame`. Games are cut as `readPgn` cuts them, so `endGame(game).records()` is what `readPgn` gives for the
 * game, read on demand; `game.plain` says whether the tokens told are the whole game (else the telling stopped
 * where the game stops being plain: ask `records()`). `endGame` may return `false` (or a promise of it) to
 * stop the read. Memory is bounded by the largest game, as for `readPgn`.
 *
 * @example await visitPgn(fs.createReadStream('db.pgn'), { endGame: () => void games++ });
 */
export async function visitPgn(
  source: PgnSource,
  visitor: PgnVisitor,
  options?: VisitPgnOptions,
): Promise<void> {
  const reader = new RecordReader(options);
  const decoder = decoderFor(options?.encoding);
  const utf8 = reader.utf8;
  const end = new SectionEnd(reader);
  const plainMode = new PlainSections(
    visitor,
    new ByteTokens(visitor, decoder, reader.limits.maxDepth),
    decoder,
  );
  for await (const sections of sectionsOf(source, options, reader)) {
    for (const section of sections) {
      const place = reader.place(section);
      if (place === 'after') return;
      // a section of blanks, escape lines, move numbers and lone results: no game (`readPgn` reads none)
      if (
        place === 'before' ||
        section.trimmedLength === 0 ||
        (section.bytes[0] !== 91 && !section.oversized && holdsNoGame(section.bytes))
      ) {
        reader.skip(section);
        continue;
      }
      let plain = false;
      // bytes less UTF-16 units of the section, when its text is decoded here (ASCII, told by the fast path: 0)
      let deficit: number | undefined = 0;
      if (section.oversized) visitor.beginGame?.();
      else {
        const bytes = section.bytes;
        // The fast path tells only sections of ASCII bytes (their text is their bytes: nothing to decode).
        const told = plainMode.tell(section);
        if (told === TOLD_PLAIN) plain = true;
        else if (told === TOLD_NOT_PLAIN) {
          // skipped (a game, its movetext) or stopped in its tags: the movetext may hold bytes of 128 or more
          if (!isAscii(bytes, 0, bytes.length)) deficit = undefined;
        } else {
          const text = decoder.decode(bytes);
          deficit = bytes.length - text.length;
          // Offsets of the text are those of the bytes when each byte is a character (ASCII, single-byte encodings).
          const oneByteEach = text.length === bytes.length && !(utf8 && text.includes('\uFFFD'));
          plain = plainMode.read(told, section, oneByteEach ? text : undefined);
          if (utf8 && !oneByteEach && text.includes('\uFFFD')) plain = false;
        }
      }
      end.set(section, plain);
      const go = visitor.endGame?.(end);
      const stop = go === false || (go instanceof Promise && (await go) === false);
      if (!end.read) reader.skip(section, section.oversized ? 0 : deficit);
      if (stop) return;
    }
  }
}
