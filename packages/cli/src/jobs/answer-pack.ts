/**
 * A part of a range's answers (`GameAnswer`s) as a worker thread sends them to the main thread: a few flat pieces
 * instead of an array of small objects, which structured clone would walk, copy and build again one by one on both
 * sides. `AnswerPacker` packs each answer as it comes (no answer is kept: a part's 2,048 answers held until it is
 * sent would outlive the young generation and be copied and marked by the collector, issue #66): its numbers into
 * one `Float64Array`, its strings into one list (each string once: a check's variant names and a `stats` answer's
 * results and openings repeat on every game), the bytes it writes copied into one buffer (text encoded as UTF-8,
 * as `Output` would write it), the two buffers transferred with the part; only `convert --to parquet|csv`'s rows
 * go as objects. `unpackAnswers` gives them back one at a time, in order.
 */
import { readAt } from '../io/read-at.js';
import { ByteWriter } from '../io/byte-writer.js';
import type { GameRow } from '../pgn/convert/game-row.js';
import type { GameAnswer, PackedAnswers } from './range-messages.js';

/** What an answer carries: one bit per field of `GameAnswer`. */
const F = {
  problem: 1,
  data: 2,
  /** Data that is the file's own bytes (`GameAnswer.at`): sent as where they lie, read again by the main thread. */
  span: 4,
  row: 8,
  chosen: 16,
  notChosen: 32,
  key: 64,
  noKey: 128,
  place: 256,
  stats: 512,
  check: 1024,
} as const;

/**
 * Numbers a part starts with room for: a part of `check` answers (four numbers a game, and one a diagnostic) fits
 * without growing, so the growing path is not first taken after the JIT has compiled `#push` (it would drop that code).
 */
const FIRST_NUMBERS = 1 << 14;

/** Answers packed as they come, taken a part at a time (`take`). */
export class AnswerPacker {
  #numbers = new Float64Array(FIRST_NUMBERS);
  #length = 0;
  /**
   * Strings, each kept once, and their numbers: the order they came in. A map alone, no list: to V8 an array that
   * starts empty holds small integers until its first string, and the code compiled for it would be dropped then.
   */
  #strings = new Map<string, number>();
  #data: ByteWriter;
  #rows: GameRow[] = [];
  /** The bytes of the file the part's spans lie in: from the first span's start to the last one's end. */
  #from = -1;
  #to = 0;
  /** Answers packed since the last part. */
  count = 0;

  /** `dataBytes`: the bytes of data a part starts with room for. */
  constructor(readonly dataBytes = 1 << 16) {
    this.#data = new ByteWriter(dataBytes);
  }

  /** Bytes of data packed since the last part. */
  get dataLength(): number {
    return this.#data.length;
  }

  #push(value: number): void {
    if (this.#length === this.#numbers.length) {
      const grown = new Float64Array(2 * this.#length);
      grown.set(this.#numbers);
      this.#numbers = grown;
    }
    this.#numbers[this.#length++] = value;
  }

  /** Packs the next answer (its data copied: a view valid until the next game may be given). */
  add(answer: GameAnswer): void {
    const { problem, data, at, row, chosen, key, place, stats, check } = answer;
    const span = at !== undefined && data instanceof Uint8Array;
    let flags = 0;
    if (problem !== undefined) flags |= F.problem;
    if (data !== undefined) flags |= span ? F.span : F.data;
    if (row !== undefined) flags |= F.row;
    if (chosen !== undefined) flags |= chosen ? F.chosen : F.notChosen;
    if (key !== undefined) flags |= F.key;
    else if ('key' in answer) flags |= F.noKey;
    if (place !== undefined) flags |= F.place;
    if (stats !== undefined) flags |= F.stats;
    if (check !== undefined) flags |= F.check;
    this.count++;
    this.#push(flags);
    if (problem !== undefined) this.#push(this.#string(problem));
    // data: where it begins (in the part's bytes, or in the file from the part's first span on) and its length
    if (span) {
      if (this.#from < 0) this.#from = at;
      this.#to = at + data.length;
      this.#push(at - this.#from);
      this.#push(data.length);
    } else if (data !== undefined) {
      const out = this.#data;
      const start = out.length;
      if (typeof data === 'string') out.text(data);
      else out.copy(data);
      this.#push(start);
      this.#push(out.length - start);
    }
    if (row !== undefined) this.#rows.push(row);
    if (key !== undefined) {
      this.#push(key[0]);
      this.#push(key[1]);
    }
    if (place !== undefined) this.#push(this.#string(place));
    if (stats !== undefined) this.#stats(stats);
    if (check !== undefined) {
      this.#push(check.variant === undefined ? -1 : this.#string(check.variant));
      this.#push(check.plies);
      this.#push(check.texts.length);
      for (const text of check.texts) this.#push(this.#string(text));
    }
  }

  /** The number of `text`, given it if new. */
  #string(text: string): number {
    const strings = this.#strings;
    let k = strings.get(text);
    if (k === undefined) strings.set(text, (k = strings.size));
    return k;
  }

  #stats([result, variant, opening, plies, error]: NonNullable<GameAnswer['stats']>): void {
    this.#push(this.#string(result));
    this.#push(this.#string(variant));
    this.#push(this.#string(opening));
    this.#push(plies);
    this.#push(this.#string(error));
  }

  /** The answers packed since the last part, and the buffers to transfer with them; the packer starts a new part. */
  take(): { packed: PackedAnswers; transfer: ArrayBuffer[] } {
    const numbers = this.#numbers.subarray(0, this.#length);
    const data = this.#data.view();
    const rows = this.#rows;
    const packed: PackedAnswers = {
      count: this.count,
      numbers,
      strings: [...this.#strings.keys()],
      data,
      ...(rows.length > 0 && { rows }),
      ...(this.#from >= 0 && { span: [this.#from, this.#to] as const }),
    };
    this.#from = -1;
    // the next part's buffers (these go with the part) start with room for as much as this one held, and a margin
    this.#numbers = new Float64Array(Math.max(FIRST_NUMBERS, numbers.length + (numbers.length >> 2)));
    this.#length = 0;
    this.#strings = new Map();
    this.#data = new ByteWriter(Math.max(this.dataBytes, data.length + (data.length >> 2)));
    this.#rows = [];
    this.count = 0;
    return { packed, transfer: [numbers.buffer as ArrayBuffer, data.buffer as ArrayBuffer] };
  }
}

/**
 * The answers of a part (`AnswerPacker`'s) of a range of `file`, one at a time and in order (each data a view of the
 * part's bytes, or of the file's bytes the part's spans lie in, read again in one piece).
 */
export function* unpackAnswers(packed: PackedAnswers, file: string): Generator<GameAnswer, void, undefined> {
  const { numbers, strings, data, rows, span } = packed;
  const source = span && readAt(file, span[0], span[1] - span[0]);
  if (span && !source) throw new Error(`${file} changed while read`);
  let at = 0;
  let row = 0;
  /** The next number's string. */
  const text = () => strings[numbers[at++]!]!;
  for (let i = 0; i < packed.count; i++) {
    const flags = numbers[at++]!;
    const answer: { -readonly [K in keyof GameAnswer]: GameAnswer[K] } = {};
    if (flags & F.problem) answer.problem = text();
    if (flags & (F.data | F.span)) {
      const from = numbers[at++]!;
      answer.data = (flags & F.span ? source! : data).subarray(from, from + numbers[at++]!);
    }
    if (flags & F.row) answer.row = rows![row++]!;
    if (flags & (F.chosen | F.notChosen)) answer.chosen = (flags & F.chosen) !== 0;
    // an array's elements are read in order, left to right
    if (flags & F.key) answer.key = [numbers[at++]!, numbers[at++]!];
    else if (flags & F.noKey) answer.key = undefined;
    if (flags & F.place) answer.place = text();
    if (flags & F.stats) answer.stats = [text(), text(), text(), numbers[at++]!, text()];
    if (flags & F.check) {
      const v = numbers[at++]!;
      // a property's value is read before the next one's
      answer.check = {
        variant: v < 0 ? undefined : strings[v]!,
        plies: numbers[at++]!,
        texts: Array.from({ length: numbers[at++]! }, text),
      };
    }
    yield answer;
  }
}
