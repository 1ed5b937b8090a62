/**
 * Fairy-Stockfish's Thai SAN of every legal move along seeded random makruk games, for
 * `packages/wxf/src/thai-san.ffish.test.ts` (`packages/wxf/test/fixtures/ffish-thai-san.json`): of each game, one
 * position at a random ply and the first where a pawn from file ข, ค or ง (also piece glyphs) and another
 * piece can take on the same square (the texts Thai SAN may write alike); of each position its FEN, the squares of the mets promoted from pawns, and ffish's `sanMove(uci,
 * Notation.THAI_SAN)` of each legal move twice: on the board the game was played on (`told`: ffish follows
 * promotions) and on a board loaded from the FEN (`fromFen`: a FEN does not record them; only the texts that
 * differ). Only ffish's output texts leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx thai-san-ffish.ts [games]` (default 200), then `pnpm format`.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import {
  codeType,
  createMoveBuffer,
  engineLayout,
  generateLegalMoves,
  isCaptureMove,
  moveOrigin,
  moveTarget,
  pieceCode,
} from '@x/core/engine';
import { promotedSquares } from '@x/wxf';
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';

interface ThaiBoard {
  sanMove(uci: string, notation: number): string;
  legalMoves(): string;
  push(uci: string): boolean;
  delete(): void;
}

/** One fixture position. */
interface ThaiPosition {
  fen: string;
  promoted?: string[];
  told: Record<string, string>;
  fromFen?: Record<string, string>;
}

const ff = (await loadFfish()) as unknown as {
  Board: new (variant: string, fen?: string) => ThaiBoard;
  Notation: Record<string, number>;
};
const THAI_SAN = ff.Notation.THAI_SAN!;
const games = Number(process.argv[2] ?? 200);
const random = rng(0x7a1);
const buf = createMoveBuffer();
const positions: ThaiPosition[] = [];
/** Whether a pawn from file ข, ค or ง (also piece glyphs) and another piece can take on one square. */
function clashProne(pos: Position, moves: readonly number[]): boolean {
  const { files, typeIds } = engineLayout(pos);
  const captures = moves.filter((m) => isCaptureMove(pos, m));
  const pawnOn = (m: number) => typeIds[codeType(pieceCode(pos, moveOrigin(m)))] === 'pawn';
  return captures.some(
    (m) =>
      pawnOn(m) &&
      [1, 2, 3].includes(moveOrigin(m) % files) &&
      captures.some((o) => !pawnOn(o) && moveTarget(o) === moveTarget(m)),
  );
}

/** ffish's Thai SAN of every move of `ucis`: on the board of the game, and from the FEN where it differs. */
function sample(
  pos: Position,
  board: ThaiBoard,
  ucis: readonly string[],
  promoted: ReadonlySet<string>,
): ThaiPosition {
  const fen = pos.toFen();
  const loaded = new ff.Board('makruk', fen);
  const told: Record<string, string> = {};
  const fromFen: Record<string, string> = {};
  for (const uci of ucis) {
    told[uci] = board.sanMove(uci, THAI_SAN);
    const text = loaded.sanMove(uci, THAI_SAN);
    if (text !== told[uci]) fromFen[uci] = text;
  }
  loaded.delete();
  return {
    fen,
    ...(promoted.size > 0 && { promoted: [...promoted] }),
    told,
    ...(Object.keys(fromFen).length > 0 && { fromFen }),
  };
}

for (let game = 0; game < games; game++) {
  const pos = Position.fromFen(variants.makruk.startFen, variants.makruk);
  const board = new ff.Board('makruk');
  let promoted: ReadonlySet<string> = new Set();
  const picked = 20 + Math.floor(random() * 140);
  let prone = false;
  let n = generateLegalMoves(pos, buf);
  for (let ply = 0; ply < 300 && n > 0; ply++) {
    const moves = [...buf.subarray(0, n)];
    const ucis = moves.map((m) => pos.uci(pos.decodeMove(m)));
    if (board.legalMoves().split(' ').filter(Boolean).length !== n) break;
    const first: boolean = !prone && clashProne(pos, moves);
    if (ply === picked || first) positions.push(sample(pos, board, ucis, promoted));
    prone ||= first;
    const m = moves[Math.floor(random() * n)]!;
    promoted = promotedSquares(pos, m, promoted);
    board.push(pos.uci(pos.decodeMove(m)));
    pos.playEncoded(m);
    n = generateLegalMoves(pos, buf);
  }
  board.delete();
}
const url = new URL('../../packages/wxf/test/fixtures/ffish-thai-san.json', import.meta.url);
fs.writeFileSync(url, `${JSON.stringify({ source: 'ffish 0.7.10 sanMove THAI_SAN', positions })}\n`);
const moves = positions.reduce((k, p) => k + Object.keys(p.told).length, 0);
const promotions = positions.filter((p) => p.promoted).length;
console.log(`${positions.length} positions, ${moves} moves, ${promotions} with promoted mets`);
