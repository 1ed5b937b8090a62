/**
 * A part of a range's answers (`GameAnswer`s) as a worker thread sends them to the main thread: a few flat pieces instead of
 * an array of small objects, which structured clone would walk, copy and build again one by one on both sides.
 * The numbers of every answer lie in one `Float64Array` (transferred), its strings in one list (each string once:
 * a check's variant names and a `stats` answer's results and openings repeat on every game), the bytes of its data
 * as spans of buffers transferred with it (the buffer the worker copied them into) or copied into one;
 * only `convert --to parquet|csv`'s rows go as objects.
 */
import type { GameRow } from '../pgn/convert/game-row.js';
import type { GameAnswer, PackedAnswers } from './range-messages.js';

/** What an answer carries: one bit per field of `GameAnswer`. */
const F = {
  problem: 1,
  bytes: 2,
  text: 4,
  row: 8,
  chosen: 16,
  notChosen: 32,
  key: 64,
  noKey: 128,
  place: 256,
  stats: 512,
  check: 1024,
} as const;

/** The numbers of the answers, in a buffer that grows as they come. */
class Numbers {
  values = new Float64Array(1 << 10);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(2 * this.values.length);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/** Strings, each kept once; a string's number is its index. */
class Strings {
  readonly list: string[] = [];
  readonly #index = new Map<string, number>();

  of(text: string): number {
    let k = this.#index.get(text);
    if (k === undefined) {
      k = this.list.length;
      this.list.push(text);
      this.#index.set(text, k);
    }
    return k;
  }
}

/**
 * `answers` packed, and the buffers to transfer with them: a data view into one of `own` (buffers the worker may
 * give away: the buffer the answers' bytes were copied into) is sent as a span of it; any other data is copied into one new
 * buffer.
 */
export function packAnswers(
  answers: readonly GameAnswer[],
  own: readonly ArrayBuffer[],
): { packed: PackedAnswers; transfer: ArrayBuffer[] } {
  const numbers = new Numbers();
  const strings = new Strings();
  const buffers: ArrayBuffer[] = [...own];
  const copies: Uint8Array[] = [];
  let copied = 0;
  const rows: GameRow[] = [];
  const push = (value: number) => numbers.push(value);
  for (const a of answers) {
    const { problem, data, row, chosen, key, place, stats, check } = a;
    let flags = 0;
    if (problem !== undefined) flags |= F.problem;
    if (data instanceof Uint8Array) flags |= F.bytes;
    else if (data !== undefined) flags |= F.text;
    if (row !== undefined) flags |= F.row;
    if (chosen !== undefined) flags |= chosen ? F.chosen : F.notChosen;
    if (key !== undefined) flags |= F.key;
    else if ('key' in a) flags |= F.noKey;
    if (place !== undefined) flags |= F.place;
    if (stats !== undefined) flags |= F.stats;
    if (check !== undefined) flags |= F.check;
    push(flags);
    if (problem !== undefined) push(strings.of(problem));
    if (data instanceof Uint8Array) {
      const k = own.indexOf(data.buffer as ArrayBuffer);
      if (k >= 0) {
        push(k);
        push(data.byteOffset);
      } else {
        push(-1);
        push(copied);
        copies.push(data);
        copied += data.length;
      }
      push(data.length);
    } else if (data !== undefined) push(strings.of(data));
    if (row !== undefined) rows.push(row);
    if (key !== undefined) {
      push(key[0]);
      push(key[1]);
    }
    if (place !== undefined) push(strings.of(place));
    if (stats !== undefined) {
      const [result, variant, opening, plies, error] = stats;
      push(strings.of(result));
      push(strings.of(variant));
      push(strings.of(opening));
      push(plies);
      push(strings.of(error));
    }
    if (check !== undefined) {
      push(check.variant === undefined ? -1 : strings.of(check.variant));
      push(check.plies);
      push(check.texts.length);
      for (const text of check.texts) push(strings.of(text));
    }
  }
  if (copies.length > 0) {
    const all = new Uint8Array(copied);
    let at = 0;
    for (const c of copies) {
      all.set(c, at);
      at += c.length;
    }
    buffers.push(all.buffer);
  }
  const values = numbers.values.subarray(0, numbers.length);
  const packed: PackedAnswers = {
    count: answers.length,
    numbers: values,
    strings: strings.list,
    buffers,
    ...(rows.length > 0 && { rows }),
  };
  return { packed, transfer: [...buffers, values.buffer as ArrayBuffer] };
}

/** The answers `packAnswers` packed, in order. */
export function unpackAnswers(packed: PackedAnswers): GameAnswer[] {
  const { numbers, strings, buffers, rows } = packed;
  const copies = buffers.length - 1;
  let at = 0;
  let row = 0;
  const answers: GameAnswer[] = new Array(packed.count);
  for (let i = 0; i < packed.count; i++) {
    const flags = numbers[at++]!;
    const answer: {
      -readonly [K in keyof GameAnswer]: GameAnswer[K];
    } = {};
    if (flags & F.problem) answer.problem = strings[numbers[at++]!]!;
    if (flags & F.bytes) {
      const k = numbers[at++]!;
      const offset = numbers[at++]!;
      const length = numbers[at++]!;
      answer.data = new Uint8Array(buffers[k < 0 ? copies : k]!, offset, length);
    } else if (flags & F.text) answer.data = strings[numbers[at++]!]!;
    if (flags & F.row) answer.row = rows![row++]!;
    if (flags & (F.chosen | F.notChosen)) answer.chosen = (flags & F.chosen) !== 0;
    if (flags & F.key) {
      const k0 = numbers[at++]!;
      answer.key = [k0, numbers[at++]!];
    } else if (flags & F.noKey) answer.key = undefined;
    if (flags & F.place) answer.place = strings[numbers[at++]!]!;
    if (flags & F.stats) {
      const result = strings[numbers[at++]!]!;
      const variant = strings[numbers[at++]!]!;
      const opening = strings[numbers[at++]!]!;
      const plies = numbers[at++]!;
      answer.stats = [result, variant, opening, plies, strings[numbers[at++]!]!];
    }
    if (flags & F.check) {
      const v = numbers[at++]!;
      const plies = numbers[at++]!;
      const texts: string[] = new Array(numbers[at++]!);
      for (let t = 0; t < texts.length; t++) texts[t] = strings[numbers[at++]!]!;
      answer.check = { variant: v < 0 ? undefined : strings[v]!, plies, texts };
    }
    answers[i] = answer;
  }
  return answers;
}
