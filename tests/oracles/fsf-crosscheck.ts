/**
 * The Fairy-Stockfish cross-check (issue #16): for every variant both `@x/core` and FSF play
 * (`crosscheck-cases.ts`), seeded random games reach ≥ 20 mid-game positions, whose perft 1…3 FSF
 * counts, and 10 end positions, where FSF gives its result, check and number of legal moves. Positions where a
 * claimable or adjudicated game end (repetition, n-move rule, counting) lies within the perft horizon
 * are left out and counted. Writes one fixture per package (`test/fixtures/fsf-crosscheck.json` in
 * core, sjaak-variants, fbr); the tests replay them without ffish. Prints the table of mismatches
 * (ours vs FSF) as found now. Only FSF's numbers and verdicts leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx fsf-crosscheck.ts [name…]` (with names: only those,
 * merged into the fixtures when `WRITE=1`), then `pnpm format` (biome lays out the JSON).
 */
import fs from 'node:fs';
import { rng } from '../rng.js';
import { type CaseSource, type CrossCase, crossCases, FAIRY_INI } from './crosscheck-cases.js';
import {
  claimableWithin,
  counts,
  type Divergence,
  type Game,
  isOver,
  step,
  verdict,
  type WalkBoard,
} from './crosscheck-walk.js';
import { type Ffish, loadFfish } from './ffish.js';
import { endExclusion, type FixtureEnd, type FixtureMid, resultOf } from '../fsf-crosscheck-compare.js';

const MID_POSITIONS = 20;
const END_POSITIONS = 10;
const MAX_GAMES = 400;
const MAX_END_PLIES = 400;

/** One variant's fixture entry. */
interface VariantEntry {
  ffish: string;
  startFen?: string;
  /** Mid-game candidates left out: a claimable game end within the perft horizon. */
  excluded: number;
  positions: FixtureMid[];
  ends: FixtureEnd[];
}

/** A stable seed from a case name. */
function seedOf(c: CrossCase): number {
  let h = 2166136261;
  for (const ch of `${c.source}/${c.name}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function newGame(ff: Ffish, c: CrossCase): Game {
  const board = (c.fen960 ? new ff.Board(c.ffish, c.fen960, true) : new ff.Board(c.ffish)) as WalkBoard;
  return { board, pos: c.start(), moves: [], is960: c.fen960 !== undefined };
}

interface Tally {
  perftMismatches: number;
  endMismatches: number;
  endsExcluded: number;
  divergences: Divergence[];
}

/** Random mid-game positions with FSF's perft (and our count, for the report). */
function midGame(ff: Ffish, c: CrossCase, random: () => number, tally: Tally, entry: VariantEntry): void {
  for (let g = 0; entry.positions.length < MID_POSITIONS && g < MAX_GAMES; g++) {
    const game = newGame(ff, c);
    const plies = (c.minPlies ?? 4) + Math.floor(random() * 40);
    let ok = true;
    for (let i = 0; i < plies && ok; i++) ok = !isOver(game) && step(game, random, tally.divergences);
    if (ok && !isOver(game)) {
      if (claimableWithin(game.board, 2)) entry.excluded++;
      else {
        const { nodes, ours } = counts(game);
        if (ours !== nodes[2]) {
          tally.perftMismatches++;
          console.log(
            `  perft ${c.name} ${game.board.fen()} [${game.moves.join(' ')}]: ours ${ours}, FSF ${nodes[2]}`,
          );
        }
        entry.positions.push({ moves: game.moves.join(' '), fen: game.board.fen(), nodes });
      }
    }
    game.board.delete();
  }
}

/**
 * Whether the game is over for the end-position check: our outcome, or FSF's verdict unless it is a
 * draw by a rule the definition's language lacks (`endExclusion`; then play goes on while FSF has moves).
 */
function ended(game: Game, fromLanguage: boolean): boolean {
  if (game.pos.outcome() !== undefined) return true;
  if (!game.board.isGameOver(true)) return false;
  return game.board.legalMoves() === '' || !endExclusion(game.pos, verdict(game), fromLanguage);
}

/** Random games played to their end (captures preferred), with FSF's verdict there. */
function endGames(ff: Ffish, c: CrossCase, random: () => number, tally: Tally, entry: VariantEntry): void {
  const lang = c.source !== 'core';
  for (let g = 0; entry.ends.length < END_POSITIONS && g < MAX_GAMES / 4; g++) {
    const game = newGame(ff, c);
    let ok = true;
    let over = ended(game, lang);
    for (let i = 0; i < MAX_END_PLIES && ok && !over; i++) {
      ok = step(game, random, tally.divergences, 0.6);
      over = ended(game, lang);
    }
    if (ok && over) {
      const v = verdict(game);
      entry.ends.push(v);
      game.board.delete();
      if (endExclusion(game.pos, v, lang)) {
        tally.endsExcluded++;
        continue;
      }
      const mine = resultOf(game.pos);
      const check = game.pos.isCheck();
      const legal = game.pos.legalMoves().length;
      if (mine !== v.result || check !== v.check || legal !== v.legal) {
        tally.endMismatches++;
        console.log(
          `  end ${c.name} ${v.fen}: ours ${mine}${check ? ' check' : ''} ${legal} moves (${game.pos.outcome()?.reason}), FSF ${v.result}${v.check ? ' check' : ''} ${v.legal} moves`,
        );
      }
      continue;
    }
    game.board.delete();
  }
}

const ff = await loadFfish();
ff.loadVariantConfig(FAIRY_INI);
const only = new Set(process.argv.slice(2));
const fsfStart = (name: string) => {
  const b = new ff.Board(name);
  const fen = b.fen();
  b.delete();
  return fen;
};
const out: Record<CaseSource, Record<string, VariantEntry>> = { core: {}, sjaak: {}, fbr: {} };
const rows: string[] = [];
for (const c of crossCases(fsfStart)) {
  if (only.size > 0 && !only.has(c.name)) continue;
  const t = performance.now();
  const random = rng(seedOf(c));
  const entry: VariantEntry = {
    ffish: c.ffish,
    ...((c.startFen ?? c.fen960) ? { startFen: c.startFen ?? c.fen960 } : {}),
    excluded: 0,
    positions: [],
    ends: [],
  };
  const tally: Tally = { perftMismatches: 0, endMismatches: 0, endsExcluded: 0, divergences: [] };
  midGame(ff, c, random, tally, entry);
  endGames(ff, c, random, tally, entry);
  out[c.source][c.name] = entry;
  for (const d of tally.divergences.slice(0, 2)) {
    console.log(
      `  moves ${c.name} ${d.fen}: only FSF ${d.onlyFsf.slice(0, 6)} only ours ${d.onlyOurs.slice(0, 6)}`,
    );
  }
  const row = `| ${c.source} | ${c.name} | ${c.ffish} | ${entry.positions.length} | ${tally.perftMismatches} | ${entry.excluded} | ${entry.ends.length} | ${tally.endMismatches} | ${tally.endsExcluded} | ${tally.divergences.length} |`;
  rows.push(row);
  console.log(`${row} ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
console.log(
  '\n| source | variant | FSF | positions | perft mismatches | excluded | end positions | end mismatches | ends excluded | plies with move-list differences |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);

const header = {
  generator: 'tests/oracles/fsf-crosscheck.ts',
  oracle: 'Fairy-Stockfish 230826 LB (npm ffish 0.7.10, GPL-3.0); only its counts and verdicts are stored',
};
const targets: Record<CaseSource, string> = {
  core: 'packages/core/test/fixtures/fsf-crosscheck.json',
  sjaak: 'packages/sjaak-variants/test/fixtures/fsf-crosscheck.json',
  fbr: 'packages/fbr/test/fixtures/fsf-crosscheck.json',
};
if (only.size === 0 || process.env.WRITE === '1') {
  for (const [source, file] of Object.entries(targets) as [CaseSource, string][]) {
    if (Object.keys(out[source]).length === 0) continue;
    const url = new URL(`../../${file}`, import.meta.url);
    // With names given, the other variants of an existing fixture are kept.
    const kept = only.size > 0 && fs.existsSync(url) ? JSON.parse(fs.readFileSync(url, 'utf8')).variants : {};
    const variants = { ...kept, ...out[source] };
    fs.writeFileSync(url, `${JSON.stringify({ ...header, variants }, null, 1)}\n`);
    console.log(`wrote ${file}`);
  }
}
