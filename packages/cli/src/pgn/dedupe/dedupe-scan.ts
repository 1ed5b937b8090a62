/**
 * `DedupeScan`: how `xn pgn dedupe` reads a game without a tree — the hash of its variant, start position and
 * main line (each move's engine code as it is played on the checker's fast path), or with `--position-depth N`
 * the hash of the board N plies in (or at the end). A game whose movetext is byte for byte one read before from
 * the same start takes that game's key without being played again (`MovetextMemo`).
 */
import type { BasePosition } from '@x/core';
import type { MoveToken, Skip } from '@x/san';
import { Hash64 } from './game-hashes.js';
import { MainLineScan, type ScanReading } from '../main-line-scan.js';
import { MovetextMemo } from './movetext-memo.js';

/** A position's variant and board (pgn-extract's fuzzy duplicates compare the board alone). */
export function boardOf(position: BasePosition): string {
  return `${position.variant.name} ${position.toFen().split(' ', 1)[0]}`;
}

/**
 * The hash of a game's start: its variant's name and its start position's FEN (`name fen`), where a game's key
 * (`DedupeScan.key`, and `pgn-dedupe.ts`'s `gameKey` for a tree) begins.
 */
export function startHash(name: string, fen: string): Hash64 {
  return new Hash64().text(name).text(' ').text(fen);
}

/** The scan of `dedupe`: `gameKey`'s hash (or `positionKey`'s), built as the main line is read. */
export class DedupeScan extends MainLineScan {
  hash = new Hash64();
  readonly #startFens: Map<string, string>;
  /** `startHash` of each variant's own start, by name. */
  readonly #starts = new Map<string, Hash64>();
  readonly #depth: number | undefined;
  readonly #memo = new MovetextMemo();
  /** Whether the game has a `FEN` tag. */
  #tagged = false;
  /** `--position-depth`: the board at the depth, once reached. */
  #board: string | undefined;
  /** The start's hash, undefined before the movetext or after a bad start. */
  #start: Hash64 | undefined;
  /** Whether the first move is still to come. */
  #first = false;
  /** The hash of the movetext (start and bytes), once its first move is read; undefined when not memoised. */
  #text: [number, number] | undefined;
  /** The key of the movetext read before (`#hit`: whether it was), its moves then left unplayed. */
  #hit = false;
  #hitKey: [number, number] | undefined;

  /**
   * @param startFens the variants' own start FENs, by name (shared with `gameKey`).
   * @param depth `--position-depth`'s plies, if given.
   */
  constructor(startFens: Map<string, string>, depth: number | undefined, san?: ScanReading) {
    super({ tags: false }, san);
    this.#startFens = startFens;
    this.#depth = depth;
  }

  /**
   * The game's key (undefined: `--position-depth` deeper than the main line), remembered for its movetext: call
   * it once per game read whole, at its end.
   */
  key(): [number, number] | undefined {
    if (this.#hit) return this.#hitKey;
    const key =
      this.#depth === undefined
        ? this.hash.value()
        : this.#board === undefined
          ? undefined
          : new Hash64().text(this.#board).value();
    if (this.#text !== undefined) this.#memo.set(this.#text[0], this.#text[1], key);
    return key;
  }

  override beginGame(): void {
    super.beginGame();
    this.#board = undefined;
    this.#tagged = false;
    this.#start = undefined;
    this.#first = false;
    this.#text = undefined;
    this.#hit = false;
    this.#hitKey = undefined;
  }

  override tag(name: string, value: string): void {
    super.tag(name, value);
    if (name === 'FEN') this.#tagged = true;
  }

  override beginMovetext(): Skip {
    const answer = super.beginMovetext();
    const start = this.position;
    if (start !== undefined) {
      const name = start.variant.name;
      let hash = this.#tagged ? undefined : this.#starts.get(name);
      if (hash === undefined) {
        let fen = this.#tagged ? undefined : this.#startFens.get(name);
        if (fen === undefined) {
          fen = start.toFen();
          if (!this.#tagged) this.#startFens.set(name, fen);
        }
        hash = startHash(name, fen);
        if (!this.#tagged) this.#starts.set(name, hash);
      }
      this.#start = hash;
      this.hash = hash.clone();
      this.#first = true;
    }
    return answer;
  }

  /**
   * At the first move, the movetext (the section's bytes from it on) is looked up: one read before from the same
   * start gives its key, and its moves are not played.
   */
  override move(token: MoveToken): void {
    if (this.#first) {
      this.#first = false;
      const { bytes, start } = token;
      if (this.error === undefined && this.#memo.worthLooking()) {
        const text = this.#start!.clone()
          .bytes(bytes, start, bytes.length)
          .number(bytes.length - start)
          .value();
        const found = this.#memo.find(text[0], text[1]);
        if (found !== false) {
          this.#hit = true;
          this.#hitKey = found === undefined ? undefined : [found[0], found[1]];
          return;
        }
        this.#text = text;
      }
    }
    if (!this.#hit) super.move(token);
  }

  protected override atPosition(position: BasePosition): void {
    if (
      this.#depth !== undefined &&
      this.#depth > 0 &&
      this.plies === this.#depth &&
      this.#board === undefined
    )
      this.#board = boardOf(position);
  }

  protected override finish(position: BasePosition): void {
    if (this.#depth === 0 && !this.#hit) this.#board = boardOf(position);
  }

  protected override atMove(move: number): void {
    this.hash.number(move);
  }
}
