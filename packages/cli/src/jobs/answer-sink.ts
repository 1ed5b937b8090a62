/**
 * A worker's answers for a range of `--jobs N` (`check-worker.ts`), sent as they come in parts of packed answers
 * (`answer-pack.ts`): a part every `PART_GAMES` games (the first after 64) or `PART_BYTES` of data. Each answer
 * is packed as it is given (the bytes it writes, a view of the reader's buffers valid until the next game, copied
 * into the part's buffer, which is transferred with it, not copied again). Once `hold` bytes have been sent the rest
 * go to the spill file (`spill-file.ts`): the main thread reads the range after its own, so a worker is always ahead
 * of it.
 */
import type { MessagePort } from 'node:worker_threads';
import { AnswerPacker } from './answer-pack.js';
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
  readonly #packer = new AnswerPacker();
  /** Bytes sent so far (data, numbers, strings). */
  #sent = 0;
  #spill: SpillWriter | undefined;
  /**
   * Games a part: the first part is of 64 games, so that `flush` has run, after V8 began to note what `add` does
   * (from its ninth call or so) and before the JIT compiles `add` into the reader's loop: a call first made from
   * compiled code drops that code, to be compiled again.
   */
  #partGames = 64;

  constructor(port: MessagePort, id: number, hold: number, spillPath: string) {
    this.#port = port;
    this.#id = id;
    this.#hold = hold;
    this.#spillPath = spillPath;
  }

  /** Packs the next game's answer (its bytes copied). */
  add(answer: GameAnswer): void {
    const packer = this.#packer;
    packer.add(answer);
    if (packer.count >= this.#partGames || packer.dataLength >= PART_BYTES) this.flush();
  }

  /** Sends (or spills) the answers packed since the last part. */
  flush(): void {
    if (this.#packer.count === 0) return;
    this.#partGames = PART_GAMES;
    const { packed, transfer } = this.#packer.take();
    let size = packed.numbers.byteLength + packed.data.length;
    for (const s of packed.strings) size += 2 * s.length;
    if (this.#spill === undefined && this.#sent + size <= this.#hold) {
      this.#sent += size;
      const message: RangeAnswer = { id: this.#id, part: packed };
      this.#port.postMessage(message, transfer);
    } else {
      this.#spill ??= new SpillWriter(this.#spillPath);
      this.#spill.write(packed);
    }
  }

  /** The last part sent; how many parts went to the spill file. */
  finish(): number {
    this.flush();
    this.#spill?.close();
    return this.#spill?.count ?? 0;
  }
}
