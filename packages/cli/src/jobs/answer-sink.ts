/**
 * A worker's answers for a range of `--jobs N` (`check-worker.ts`), sent as they come in parts of packed answers
 * (`answer-pack.ts`): a part every `PART_GAMES` games or `PART_BYTES` of data. The bytes an answer writes are a
 * view of the reader's buffers, valid until the next game: they are copied into one buffer a part, sent with it
 * (transferred, not copied again). Once `hold` bytes have been sent the rest go to the spill file
 * (`spill-file.ts`): the main thread reads the range after its own, so a worker is always ahead of it.
 */
import type { MessagePort } from 'node:worker_threads';
import { ByteWriter } from '../io/byte-writer.js';
import { packAnswers } from './answer-pack.js';
import type { GameAnswer, RangeAnswer } from './range-messages.js';
import { SpillWriter } from './spill-file.js';

/** Games a part: the main thread consumes a part in one go. */
const PART_GAMES = 2048;

/** Bytes of data a part. */
const PART_BYTES = 1 << 20;

/** The answers of one range, sent a part at a time. */
export class AnswerSink {
  readonly #port: MessagePort;
  readonly #id: number;
  readonly #hold: number;
  readonly #spillPath: string;
  #answers: GameAnswer[] = [];
  /** The answers' bytes, copied, and where each lies: answer index, start, end. */
  #data = new ByteWriter(1 << 16);
  #spans: number[] = [];
  /** Bytes sent so far (data, numbers, strings). */
  #sent = 0;
  #spill: SpillWriter | undefined;

  constructor(port: MessagePort, id: number, hold: number, spillPath: string) {
    this.#port = port;
    this.#id = id;
    this.#hold = hold;
    this.#spillPath = spillPath;
  }

  /** Takes the next game's answer (its bytes copied). */
  add(answer: GameAnswer): void {
    const data = answer.data;
    if (data instanceof Uint8Array) {
      this.#spans.push(this.#answers.length, this.#data.length);
      this.#data.copy(data);
      this.#spans.push(this.#data.length);
    }
    this.#answers.push(answer);
    if (this.#answers.length >= PART_GAMES || this.#data.length >= PART_BYTES) this.flush();
  }

  /** Sends (or spills) the answers taken since the last part. */
  flush(): void {
    const answers = this.#answers;
    if (answers.length === 0) return;
    const all = this.#data.view();
    const spans = this.#spans;
    for (let k = 0; k < spans.length; k += 3)
      answers[spans[k]!] = { ...answers[spans[k]!]!, data: all.subarray(spans[k + 1]!, spans[k + 2]!) };
    const { packed, transfer } = packAnswers(answers, spans.length > 0 ? [all.buffer as ArrayBuffer] : []);
    let size = packed.numbers.byteLength + all.length;
    for (const s of packed.strings) size += 2 * s.length;
    if (this.#spill === undefined && this.#sent + size <= this.#hold) {
      this.#sent += size;
      const message: RangeAnswer = { id: this.#id, part: packed };
      this.#port.postMessage(message, [...new Set(transfer)]);
    } else {
      this.#spill ??= new SpillWriter(this.#spillPath);
      this.#spill.write(packed);
    }
    this.#answers = [];
    this.#spans = [];
    // the buffer went with the part
    if (spans.length > 0) this.#data = new ByteWriter(1 << 16);
  }

  /** The last part sent; how many parts went to the spill file. */
  finish(): number {
    this.flush();
    this.#spill?.close();
    return this.#spill?.count ?? 0;
  }
}
