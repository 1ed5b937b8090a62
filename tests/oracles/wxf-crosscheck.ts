/**
 * The notation cross-check of `@x/wxf` against Fairy-Stockfish (issue #51): seeded random games played in
 * ffish and `@x/core` side by side; at every position reached, every legal move is written by us and by
 * ffish's `sanMove(uci, Notation.X)` (WXF and janggi notation for xiangqi/janggi, Thai SAN and LAN for
 * makruk), the texts compared, and our text read back to the same move; ICCS is compared with ffish's UCI
 * (ranks shifted by one). Prints per variant and notation: positions, moves, equal, read back.
 * `WRITE=1` also writes (merges the variants run into) `packages/wxf/test/fixtures/fsf-notation.json`: a sample of the positions (FEN) with
 * ffish's texts of their moves, which `packages/wxf/src/fsf-notation.test.ts` replays without ffish. Only
 * ffish's output texts leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx wxf-crosscheck.ts [positions per variant] [variant…]` (`SEED=n`
 * another series of games; `NOTATIONS=janggi,…` only those notations; a progress line of moves/equal/read back every 5,000 positions).
 * `THAI_GAMES=200` writes the Thai SAN fixture instead (`writeThaiFixture`).
 */
import fs from 'node:fs';
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import {
  codeType,
  createMoveBuffer,
  decodeMove,
  engineLayout,
  generateLegalMoves,
  isCaptureMove,
  moveOrigin,
  moveTarget,
  pieceCode,
} from '@x/core/engine';
import { toVariant } from '@x/fairy-variants';
import { type WxfMoveNotation, parseMove, promotedSquares, stringifyMove } from '@x/wxf';
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';

/** ffish's `Notation` values by our notation name. */
interface NotationBoard {
  sanMove(uci: string, notation: number): string;
  legalMoves(): string;
  push(uci: string): boolean;
  isGameOver(claimDraw?: boolean): boolean;
  fen(): string;
  delete(): void;
}

interface Count {
  moves: number;
  equal: number;
  readBack: number;
  /** Texts that fit two legal moves (Thai SAN writes some pairs alike). */
  ambiguous: number;
  examples: string[];
}

/** Every how many positions one goes to the fixture (`SAMPLE_EVERY`, default 500). */
const FIXTURE_EVERY = Number(process.env.SAMPLE_EVERY ?? 500);

const CASES: { name: string; ffish: string; notations: [WxfMoveNotation, string][] }[] = [
  {
    name: 'xiangqi',
    ffish: 'xiangqi',
    notations: [
      ['wxf', 'XIANGQI_WXF'],
      ['iccs', 'UCI'],
      ['janggi', 'JANGGI'],
    ],
  },
  {
    name: 'makruk',
    ffish: 'makruk',
    notations: [
      ['thai-san', 'THAI_SAN'],
      ['thai-lan', 'THAI_LAN'],
    ],
  },
  {
    name: 'janggi',
    ffish: 'janggi',
    notations: [
      ['janggi', 'JANGGI'],
      ['wxf', 'XIANGQI_WXF'],
      ['iccs', 'UCI'],
    ],
  },
];

/** `@x/core`'s built-in of that name, else `@x/fairy-variants`' Fairy-Stockfish built-in (janggi), if complete. */
function variantOf(name: string, ffish: string): VariantDefinition | undefined {
  const core = (variants as unknown as Record<string, VariantDefinition | undefined>)[name];
  if (core !== undefined) return core;
  const fairy = toVariant(`[mine:${ffish}]\n`, 'mine');
  return fairy.complete ? fairy.variant : undefined;
}

/** ICCS of an FSF UCI move of a 10-rank board (ranks one lower). */
function iccsOf(uci: string): string {
  const m = /^([a-i])(\d+)([a-i])(\d+)$/.exec(uci);
  return m ? `${m[1]}${Number(m[2]) - 1}${m[3]}${Number(m[4]) - 1}` : uci;
}

const wanted = process.argv.slice(2);
const target = Number(wanted.find((w) => /^\d+$/.test(w)) ?? 100_000);
const names = wanted.filter((w) => !/^\d+$/.test(w));
const ff = (await loadFfish()) as unknown as {
  Board: new (variant: string, fen?: string) => NotationBoard;
  Notation: Record<string, number>;
  variants(): string;
};
/** One position of the Thai SAN fixture: ffish's texts on the board of its game (`told`) and from its FEN. */
interface ThaiPosition {
  fen: string;
  promoted?: string[];
  told: Record<string, string>;
  fromFen?: Record<string, string>;
}

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
function thaiSample(
  pos: Position,
  board: NotationBoard,
  ucis: readonly string[],
  promoted: ReadonlySet<string>,
): ThaiPosition {
  const fen = pos.toFen();
  const loaded = new ff.Board('makruk', fen);
  const told: Record<string, string> = {};
  const fromFen: Record<string, string> = {};
  for (const uci of ucis) {
    told[uci] = board.sanMove(uci, ff.Notation.THAI_SAN!);
    const text = loaded.sanMove(uci, ff.Notation.THAI_SAN!);
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

/**
 * `THAI_GAMES=n`: writes `packages/wxf/test/fixtures/ffish-thai-san.json` (then `pnpm format`) for
 * `packages/wxf/src/thai-san.ffish.test.ts`: of each of n seeded random makruk games, one position at a random ply
 * and the first where a pawn from file ข, ค or ง (also piece glyphs) and another piece can take on one square;
 * of each its FEN, the squares of the mets promoted from pawns, and ffish's Thai SAN of every legal move on the
 * board of the game (`told`: ffish follows promotions) and, where it differs, on a board loaded from the FEN
 * (`fromFen`: a FEN records none).
 */
function writeThaiFixture(games: number): void {
  const random = rng(0x7a1);
  const positions: ThaiPosition[] = [];
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
      if (ply === picked || first) positions.push(thaiSample(pos, board, ucis, promoted));
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
}

/** A fixture position: its FEN, the squares of mets promoted from pawns, ffish's texts of each move (by UCI). */
interface FixturePosition {
  fen: string;
  promoted?: string[];
  moves: Record<string, string[]>;
}
const fixture: Record<string, { ffish: string; positions: FixturePosition[] }> = {};
const buf = createMoveBuffer();
if (process.env.THAI_GAMES !== undefined) {
  writeThaiFixture(Number(process.env.THAI_GAMES));
  process.exit(0);
}

for (const c of CASES) {
  if (names.length > 0 && !names.includes(c.name)) continue;
  const variant = variantOf(c.name, c.ffish);
  if (variant === undefined) {
    console.log(`${c.name}: neither @x/core nor @x/fairy-variants plays it completely; skipped`);
    continue;
  }
  // `NOTATIONS=janggi,iccs`: only those notations (a faster run).
  const only = process.env.NOTATIONS?.split(',');
  if (only) c.notations = c.notations.filter(([n]) => only.includes(n));
  const counts = new Map(
    c.notations.map(([n]) => [n, { moves: 0, equal: 0, readBack: 0, ambiguous: 0, examples: [] } as Count]),
  );
  const entry = { ffish: c.ffish, positions: [] as FixturePosition[] };
  fixture[c.name] = entry;
  const random = rng(0x51 + c.name.length + Number(process.env.SEED ?? 0));
  let positions = 0;
  let divergent = 0;
  const t0 = performance.now();
  while (positions < target) {
    const board = new ff.Board(c.ffish);
    const pos = Position.fromFen(variant.startFen, variant);
    let promoted: ReadonlySet<string> = new Set();
    for (let ply = 0; ply < 300 && positions < target && !board.isGameOver(false); ply++) {
      const theirs = board.legalMoves().split(' ').filter(Boolean);
      const n = generateLegalMoves(pos, buf);
      const ours = new Map<string, number>();
      for (let i = 0; i < n; i++) ours.set(pos.uci(pos.decodeMove(buf[i]!)), buf[i]!);
      if (theirs.length !== ours.size || theirs.some((u) => !ours.has(u))) {
        divergent++;
        break;
      }
      if (theirs.length === 0) break;
      positions++;
      const sample: FixturePosition | undefined =
        positions % FIXTURE_EVERY === 0
          ? { fen: pos.toFen(), ...(promoted.size > 0 && { promoted: [...promoted] }), moves: {} }
          : undefined;
      for (const uci of theirs) {
        const m = ours.get(uci)!;
        const texts: string[] = [];
        for (const [notation, ffName] of c.notations) {
          const count = counts.get(notation)!;
          const mine = stringifyMove(decodeMove(pos, m), pos, { notation, promoted });
          const fsf = ffName === 'UCI' ? iccsOf(uci) : board.sanMove(uci, ff.Notation[ffName]!);
          texts.push(fsf);
          count.moves++;
          if (mine === fsf) count.equal++;
          else if (count.examples.length < 12)
            count.examples.push(`${pos.toFen()} ${uci}: ours ${mine} ffish ${fsf}`);
          let back = -1;
          try {
            back = pos.findEncoded(parseMove(mine, pos, { notation })) ?? -1;
          } catch (error) {
            if ((error as { code?: string }).code === 'ambiguous-move') count.ambiguous++;
          }
          if (back === m) count.readBack++;
          else if (count.examples.length < 12)
            count.examples.push(`${pos.toFen()} ${uci}: ${mine} does not read back`);
        }
        if (sample) sample.moves[uci] = texts;
      }
      if (sample) entry.positions.push(sample);
      if (positions % 5000 === 0)
        console.log(
          `  progress ${c.name} ${positions}: ${[...counts].map(([n, k]) => `${n} ${k.moves}/${k.equal}/${k.readBack}`).join(', ')}`,
        );
      const pick = theirs[Math.floor(random() * theirs.length)]!;
      board.push(pick);
      promoted = promotedSquares(pos, ours.get(pick)!, promoted);
      pos.play(pick);
    }
    board.delete();
  }
  const secs = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(
    `\n## ${c.name} (FSF ${c.ffish}): ${positions} positions, ${divergent} games stopped where the move lists differ, ${secs} s`,
  );
  console.log('| notation | positions | moves | equal to ffish | read back | ambiguous |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [notation, count] of counts)
    console.log(
      `| ${notation} | ${positions} | ${count.moves} | ${count.equal} | ${count.readBack} | ${count.ambiguous} |`,
    );
  for (const [notation, count] of counts) for (const e of count.examples) console.log(`  ${notation}: ${e}`);
}
if (process.env.WRITE === '1') {
  const url = new URL('../../packages/wxf/test/fixtures/fsf-notation.json', import.meta.url);
  fs.mkdirSync(new URL('.', url), { recursive: true });
  // Merged into the file: the variants not run keep their positions.
  const old = fs.existsSync(url) ? JSON.parse(fs.readFileSync(url, 'utf8')) : { notations: {}, variants: {} };
  const notations = {
    ...old.notations,
    ...Object.fromEntries(CASES.map((c) => [c.name, c.notations.map(([n]) => n)])),
  };
  fs.writeFileSync(
    url,
    `${JSON.stringify({ source: 'ffish 0.7.10 sanMove', notations, variants: { ...old.variants, ...fixture } })}\n`,
  );
  console.log(`wrote ${url.pathname}`);
}
