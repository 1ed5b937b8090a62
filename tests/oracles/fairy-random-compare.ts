import { perft, Position } from '@x/core';
import { FAIRY_BUILTIN_NAMES, toVariant } from '@x/fairy-variants';
import { normaliseFen } from '../../packages/fairy-variants/src/bridge/fen.js';
import { rng } from '../rng.js';
import { type Ffish, type FfishBoard, ffishPerft, loadFfish, readFsfIni } from './ffish.js';

type Variant = Parameters<typeof Position.fromFen>[1];

const args = process.argv.slice(2);
function option(name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return Number(value);
}
const POSITIONS = option('--positions', 100);
const WIDE = option('--wide', 150);
const onlyBuiltins = args.includes('--builtins');
const onlyIni = args.includes('--ini');
const names = new Set(args.filter((a) => !a.startsWith('--')));

/** A random position of `variant` (its UCI moves from the start), or undefined when the walk found none. */
function randomPosition(ff: Ffish, variant: string, random: () => number): FfishBoard | undefined {
  // After 8 walks that all ended in a game over, walks go on through claimable ends (snort's, crusade's).
  for (let attempt = 0; attempt < 16; attempt++) {
    const throughClaims = attempt >= 8;
    const over = (board: FfishBoard) => (throughClaims ? board.legalMoves() === '' : board.isGameOver());
    const board = new ff.Board(variant);
    const plies = 1 + Math.floor(random() * 60);
    let played = 0;
    for (; played < plies && !over(board); played++) {
      const legal = board.legalMoves();
      if (legal === '') break;
      const list = legal.split(' ');
      board.push(list[Math.floor(random() * list.length)]!);
    }
    if (played > 0 && !over(board)) return board;
    board.delete();
  }
  return undefined;
}

/** The position of `variant` after the UCI `moves` from `fen`, played in @x/core (so the history counts). */
function replay(fen: string, moves: string, variant: Variant): Position {
  const pos = Position.fromFen(normaliseFen(fen), variant);
  for (const uci of moves.split(' ').filter(Boolean)) {
    // ffish writes a shogi promotion `h5i7+`, @x/core `h5i7+n`; a demotion `a1a2-`, @x/core `a1a2l`.
    const texts = pos.legalMoves().map((move) => [pos.uci(move), move] as const);
    const demoted = (t: string) =>
      t.length === uci.length && t.startsWith(uci.slice(0, -1)) && /[a-z]$/.test(t);
    const found = (texts.find(([t]) => t === uci) ??
      texts.find(([t]) => uci.endsWith('+') && t.length === uci.length + 1 && t.startsWith(uci)) ??
      texts.find(([t]) => uci.endsWith('-') && demoted(t)))?.[1];
    const m = found === undefined ? pos.findEncoded(uci) : pos.findEncoded(found);
    if (m === undefined) throw new Error(`${uci} not legal in @x/core after ${moves}`);
    pos.playEncoded(m);
  }
  return pos;
}

/** The first disagreement of `variant` with ffish over the start and `POSITIONS` random positions. */
function firstMismatch(ff: Ffish, name: string, variant: Variant, seed: number): string | undefined {
  const random = rng(seed);
  const boards: FfishBoard[] = [];
  const start = new ff.Board(name);
  const startFen = start.fen();
  boards.push(start);
  for (let i = 0; i < POSITIONS; i++) {
    const board = randomPosition(ff, name, random);
    if (board) boards.push(board);
  }
  try {
    for (const board of boards) {
      const fen = board.fen();
      const one = ffishPerft(board, 1);
      const depth = one > WIDE || one === 0 ? 1 : 2;
      const expected = depth === 1 ? one : ffishPerft(board, 2);
      let got: number;
      try {
        got = perft(replay(startFen, board.moveStack(), variant), depth);
      } catch (error) {
        return `${fen}: ${String(error).slice(0, 120)}`;
      }
      if (got !== expected)
        return `${fen} depth ${depth}: ${got}, ffish ${expected} (moves ${board.moveStack()})`;
    }
    return boards.length < POSITIONS / 2 ? `only ${boards.length} positions` : undefined;
  } finally {
    for (const b of boards) b.delete();
  }
}

interface Tally {
  total: number;
  complete: number;
  equal: number;
}

function measure(
  ff: Ffish,
  label: string,
  list: readonly string[],
  convert: (n: string) => ReturnType<typeof toVariant>,
): Tally {
  const tally: Tally = { total: 0, complete: 0, equal: 0 };
  for (const [index, name] of list.entries()) {
    if (names.size > 0 && !names.has(name)) continue;
    tally.total++;
    const c = convert(name);
    if (!c.complete) {
      const why = c.diagnostics
        .filter((d) => d.severity === 'error' || d.severity === undefined)
        .map((d) => d.message);
      console.log(
        `${label} ${name.padEnd(22)} incomplete: ${(why.length > 0 ? why : c.diagnostics.map((d) => d.message)).slice(0, 2).join(' | ')}`,
      );
      continue;
    }
    tally.complete++;
    const t = performance.now();
    const wrong = firstMismatch(ff, name, c.variant, 0x65_00 + index);
    const s = ((performance.now() - t) / 1000).toFixed(1);
    if (wrong === undefined) tally.equal++;
    else console.log(`${label} ${name.padEnd(22)} DIFFERS (${s} s): ${wrong}`);
  }
  console.log(`${label}: ${tally.equal} perft-equal of ${tally.complete} complete of ${tally.total}`);
  return tally;
}

const ff = await loadFfish();
const ini = readFsfIni();
if (!onlyIni) measure(ff, 'builtin', [...FAIRY_BUILTIN_NAMES], (n) => toVariant(`[mine:${n}]\n`, 'mine'));
if (!onlyBuiltins) {
  ff.loadVariantConfig(ini);
  const sections = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]*)?\]/gm)].map((m) => m[1]!);
  measure(ff, 'ini', sections, (n) => toVariant(ini, n));
}
