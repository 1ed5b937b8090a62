/**
 * The two halves of `--jobs 2`'s pipeline: one thread reads a batch's games into visitor events (`recordVisits`:
 * `visitPgn`'s tokens — the cutting, tags, moves' spans, results — as numbers in one buffer and the strings in one
 * text), the other plays them back into the command's visitor (`replayVisits`: the moves resolved on the board,
 * the answers), so each thread's isolate compiles and warms only its half of the hot code. A replay tells the
 * visitor what `visitPgn` on the same bytes and options tells it, but the contents of variations (recorded
 * skipped, as every scan of `xn` skips them) and, unless recorded, comments and NAGs.
 */
import {
  type Game,
  type GameEnd,
  type MoveToken,
  type PgnRecord,
  type PgnVisitor,
  SKIP,
  sectionRecords,
  visitPgn,
} from '@x/san';
import type { PgnSection } from '@x/san/split';

/**
 * A batch's games as visitor events: `count` numbers of `events` (codes and numbers: offsets from the batch's first
 * byte, lines from `line`, so that they are small integers), the strings they name in `text`.
 */
export interface Recording {
  readonly events: Int32Array;
  readonly count: number;
  readonly text: string;
  readonly line: number;
}

/** What a recording keeps beyond moves, results and game ends. */
export interface RecordKeeps {
  /** Every tag (else only `Variant` and `FEN`, all a checker reads). */
  readonly tags: boolean;
  /** Comments and NAGs. */
  readonly annotations: boolean;
}

/** The events (each a code and its numbers), by code: `beginGame`. */
const GAME = 1;
/** `tag`: the name's length and the value's (in `text`). */
const TAG = 2;
/** `beginMovetext`. */
const MOVETEXT = 3;
/** `move`: the section's offset (from the batch's first byte) and length, the token's start and end in it. */
const MOVE = 4;
/** `comment`: its length. */
const COMMENT = 5;
/** `nag`: its value. */
const NAG = 6;
/** `beginVariation` (skipped). */
const VARIATION = 7;
/** `result`: its index in `RESULTS`. */
const RESULT = 8;
/** `endGame`: offset (from the batch's first byte), length, line (from the recording's), column, plain (1 or 0). */
const END = 9;

const RESULTS: readonly NonNullable<Game['result']>[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** The visitor that records: events appended to a growing buffer. */
class VisitRecorder implements PgnVisitor {
  events: Int32Array;
  count = 0;
  readonly parts: string[] = [];
  /** The line of the first game's end, from which lines are counted. */
  line = Number.NaN;
  readonly #allTags: boolean;
  readonly #base: number;

  constructor(allTags: boolean, base: number, size: number) {
    this.#allTags = allTags;
    this.#base = base;
    // about a number per byte holds a batch of lichess games (a move token of 2–7 bytes and its clock take 5)
    this.events = new Int32Array(Math.max(1024, size));
  }

  #room(n: number): Int32Array {
    if (this.count + n > this.events.length) {
      const grown = new Int32Array(this.events.length * 2);
      grown.set(this.events);
      this.events = grown;
    }
    return this.events;
  }

  #push1(op: number): void {
    this.#room(1)[this.count++] = op;
  }

  protected push2(op: number, a: number): void {
    const e = this.#room(2);
    e[this.count++] = op;
    e[this.count++] = a;
  }

  beginGame(): void {
    this.#push1(GAME);
  }

  tag(name: string, value: string): void {
    if (!this.#allTags && name !== 'Variant' && name !== 'FEN') return;
    this.parts.push(name, value);
    const e = this.#room(3);
    e[this.count++] = TAG;
    e[this.count++] = name.length;
    e[this.count++] = value.length;
  }

  beginMovetext(): void {
    this.#push1(MOVETEXT);
  }

  move(token: MoveToken): void {
    const e = this.#room(5);
    const { start } = token;
    e[this.count++] = MOVE;
    e[this.count++] = token.offset - start - this.#base;
    e[this.count++] = token.bytes.length;
    e[this.count++] = start;
    e[this.count++] = token.end;
  }

  beginVariation(): unknown {
    this.#push1(VARIATION);
    return SKIP;
  }

  result(result: NonNullable<Game['result']>): void {
    this.push2(RESULT, RESULTS.indexOf(result));
  }

  endGame(game: GameEnd): void {
    const e = this.#room(6);
    e[this.count++] = END;
    if (Number.isNaN(this.line)) this.line = game.line;
    e[this.count++] = game.offset - this.#base;
    e[this.count++] = game.length;
    e[this.count++] = game.line - this.line;
    e[this.count++] = game.column;
    e[this.count++] = game.plain ? 1 : 0;
  }
}

/** A recorder of comments and NAGs too (a visitor without those hooks is told none: they are not made). */
class AnnotationRecorder extends VisitRecorder {
  comment(text: string): void {
    this.parts.push(text);
    this.push2(COMMENT, text.length);
  }

  nag(value: number): void {
    this.push2(NAG, value);
  }
}

/**
 * The visitor events `visitPgn(bytes, …, read)` tells, recorded (`bytes`: the source from offset `base` on; `keeps`:
 * what beyond the moves).
 */
export async function recordVisits(
  bytes: Uint8Array,
  base: number,
  read: Parameters<typeof visitPgn>[2],
  keeps: RecordKeeps,
): Promise<Recording> {
  const recorder = keeps.annotations
    ? new AnnotationRecorder(keeps.tags, base, bytes.length)
    : new VisitRecorder(keeps.tags, base, bytes.length);
  await visitPgn(bytes, recorder, read);
  const { events, count, parts, line } = recorder;
  return { events, count, text: parts.join(''), line: Number.isNaN(line) ? 1 : line };
}

/** What decodes a token's text (a `TextDecoder`). */
interface Decoder {
  decode(bytes: Uint8Array): string;
}

/** A move token played back: a span of the game's section. */
class ReplayedToken implements MoveToken {
  bytes: Uint8Array = new Uint8Array(0);
  start = 0;
  end = 0;
  offset = 0;
  readonly #decoder: Decoder;

  constructor(decoder: Decoder) {
    this.#decoder = decoder;
  }

  get text(): string {
    return this.#decoder.decode(this.bytes.subarray(this.start, this.end));
  }
}

/** A game's end played back, its records read on demand from the batch's bytes. */
class ReplayedEnd implements GameEnd {
  offset = 0;
  length = 0;
  line = 1;
  column = 1;
  plain = false;
  #records: PgnRecord[] | undefined;
  readonly #read: (section: PgnSection) => PgnRecord[];

  constructor(read: (section: PgnSection) => PgnRecord[]) {
    this.#read = read;
  }

  set(e: Int32Array, k: number, base: number, line: number): void {
    this.offset = base + e[k]!;
    this.length = e[k + 1]!;
    this.line = line + e[k + 2]!;
    this.column = e[k + 3]!;
    this.plain = e[k + 4] === 1;
    this.#records = undefined;
  }

  records(): readonly PgnRecord[] {
    this.#records ??= this.#read(this);
    return this.#records;
  }
}

/** How many numbers follow each event's code. */
const SIZE = [0, 0, 2, 0, 4, 1, 1, 0, 1, 5];

/**
 * Tells `visitor` the events of `recording`, made from `bytes` (the source's bytes from offset `base` on): move
 * tokens are spans of `bytes`, `records(section)` reads a game in full (`sectionRecords`). `SKIP` from
 * `beginGame` or `beginMovetext` skips to the game's end (which is then not plain); `endGame`'s `false` stops.
 */
export async function replayVisits(
  bytes: Uint8Array,
  base: number,
  recording: Recording,
  visitor: PgnVisitor,
  records: (section: PgnSection) => PgnRecord[],
  encoding: string | undefined,
): Promise<void> {
  const { events: e, count, text, line } = recording;
  const token = new ReplayedToken(new TextDecoder(encoding));
  const end = new ReplayedEnd(records);
  let at = 0;
  /** The section the last token lay in (its offset in `bytes`; -1: none yet). */
  let section = -1;
  let skipping = false;
  for (let k = 0; k < count; ) {
    const op = e[k]!;
    const args = k + 1;
    k = args + SIZE[op]!;
    if (skipping) {
      // the strings of what is skipped are passed over
      if (op === TAG) at += e[args]! + e[args + 1]!;
      else if (op === COMMENT) at += e[args]!;
      if (op !== END) continue;
    }
    switch (op) {
      case GAME:
        skipping = visitor.beginGame?.() === SKIP;
        break;
      case TAG: {
        const name = text.slice(at, (at += e[args]!));
        const value = text.slice(at, (at += e[args + 1]!));
        visitor.tag?.(name, value);
        break;
      }
      case MOVETEXT:
        skipping = visitor.beginMovetext?.() === SKIP;
        break;
      case MOVE:
        if (e[args] !== section) {
          section = e[args]!;
          token.bytes = bytes.subarray(section, section + e[args + 1]!);
        }
        token.start = e[args + 2]!;
        token.end = e[args + 3]!;
        token.offset = base + section + token.start;
        visitor.move?.(token);
        break;
      case COMMENT:
        visitor.comment?.(text.slice(at, (at += e[args]!)));
        break;
      case NAG:
        visitor.nag?.(e[args]!);
        break;
      case VARIATION:
        if (visitor.beginVariation?.() !== SKIP)
          throw new Error('a replayed visitor reads variations: they were not recorded');
        break;
      case RESULT:
        visitor.result?.(RESULTS[e[args]!]!);
        break;
      case END: {
        section = -1;
        end.set(e, args, base, line);
        // a game or movetext skipped was not told whole (as `visitPgn` says)
        if (skipping) end.plain = false;
        skipping = false;
        const go = visitor.endGame?.(end);
        if (go === false || (go instanceof Promise && (await go) === false)) return;
        break;
      }
      default:
        throw new Error(`a recording holds an unknown event (${op})`);
    }
  }
}

/**
 * Reads the games of `bytes` (the source's bytes from offset `base` on) into `visitor` as `visitPgn(bytes, visitor,
 * read)` does, or, given the batch's `recording`, plays that back (`read`'s options then read the games that need
 * their records).
 */
export function visitBatch(
  bytes: Uint8Array,
  base: number,
  visitor: PgnVisitor,
  read: Parameters<typeof visitPgn>[2] & { readonly encoding?: string | undefined },
  recording: Recording | undefined,
): Promise<void> {
  if (recording === undefined) return visitPgn(bytes, visitor, read);
  const { sections: _sections, origin: _origin, range: _range, ...options } = read ?? {};
  const reader = sectionRecords(options);
  return replayVisits(
    bytes,
    base,
    recording,
    visitor,
    (section) => reader(bytes, base, section),
    read?.encoding,
  );
}
