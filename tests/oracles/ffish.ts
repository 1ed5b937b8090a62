/**
 * Loads Fairy-Stockfish's WASM build (`ffish`, GPL-3.0: a devDependency of this private package
 * only) and offers a bulk-counted perft over its `legalMoves()`/`push()`/`pop()`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The part of ffish's Board API we use. */
export interface FfishBoard {
  legalMoves(): string;
  push(uci: string): boolean;
  pop(): void;
  fen(): string;
  /** Plays a move written in SAN (Fairy-Stockfish's own SAN, gating included); false when not legal. */
  pushSan(san: string): boolean;
  /** Fairy-Stockfish's SAN of a legal UCI move. */
  sanMove(uci: string): string;
  /** The UCI moves played, space-separated. */
  moveStack(): string;
  isGameOver(): boolean;
  /** Fairy-Stockfish's `has_insufficient_material` for both sides. */
  isInsufficientMaterial(): boolean;
  delete(): void;
}

/** The part of the ffish module we use. */
export interface Ffish {
  Board: new (variant: string, fen?: string, is960?: boolean) => FfishBoard;
  loadVariantConfig(ini: string): void;
  /** The names of the variants loaded, space-separated (a `Board` of another name crashes the module). */
  variants(): string;
}

let loading: Promise<Ffish> | undefined;

/** Loads ffish once (works around its `fetch` probe on Node ≥ 18). */
export function loadFfish(): Promise<Ffish> {
  loading ??= new Promise((resolve) => {
    const require = createRequire(import.meta.url);
    const saved = globalThis.fetch;
    (globalThis as { fetch?: unknown }).fetch = undefined;
    const mod = require('ffish') as Ffish & { calledRun?: boolean; onRuntimeInitialized?: () => void };
    globalThis.fetch = saved;
    if (mod.calledRun) resolve(mod);
    else mod.onRuntimeInitialized = () => resolve(mod);
  });
  return loading;
}

/** Perft with bulk counting at depth 1. */
export function ffishPerft(board: FfishBoard, depth: number): number {
  const moves = board.legalMoves();
  if (moves === '') return 0;
  const list = moves.split(' ');
  if (depth === 1) return list.length;
  let n = 0;
  for (const m of list) {
    board.push(m);
    n += ffishPerft(board, depth - 1);
    board.pop();
  }
  return n;
}

/** Fairy-Stockfish's own `variants.ini` (`../shared/data/fsf`, GPL-3.0: read in place, never copied). */
export function readFsfIni(): string {
  return fs.readFileSync(new URL('../../../shared/data/fsf/variants.ini', import.meta.url), 'utf8');
}

/** ffish (`loadFfish`) with Fairy-Stockfish's `variants.ini` loaded into it, and the file's text. */
export async function loadFfishWithFsfIni(): Promise<{ readonly ff: Ffish; readonly ini: string }> {
  const ini = readFsfIni();
  const ff = await loadFfish();
  ff.loadVariantConfig(ini);
  return { ff, ini };
}
