/**
 * The rules cross-check: engines play games of a variant against themselves; every move they send must be legal in
 * `@x/core` (the client checks it), and where the game ends the engine and `@x/core` must agree — an engine with no
 * move where `@x/core` sees a game going on (or the reverse), or a mate score not followed by `@x/core`'s decisive
 * end, is a disagreement. Draws by repetition or move count are `@x/core`'s verdict alone (UCI engines claim none)
 * and are counted, not compared.
 *
 * Run (after `pnpm build`): `cd bench && node --import tsx ../packages/engine/test/rules-crosscheck.ts [moves] [ids]`
 * (moves: 1,000 by default; ids: a comma-separated list of variant ids, by default all);
 * `rules-crosscheck.test.ts` runs a sample in `pnpm test` and all of it under `pnpm test:deep`.
 */
import fs from 'node:fs';
import { type BasePosition, type Move, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import type { Engine } from '../src/engine.js';
import { EngineError } from '../src/errors.js';
import { spawnEngine } from '../src/node.js';
import { variantFor } from '../src/variant-plan.js';

/** One engine of the cross-check and how to start it. */
export interface CrossEngine {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly protocol: 'uci' | 'usi' | 'xboard';
  /** The variants it is checked on. */
  readonly variants: readonly VariantDefinition[];
}

export const FAIRY = '/usr/games/fairy-stockfish';
export const SJAAK = '/usr/games/sjaakii';

/** The engines and variants checked: Fairy-Stockfish on twelve variants (Debian's build has no atomic), SjaakII (XBoard) on three. */
export const CROSS_ENGINES: readonly CrossEngine[] = [
  {
    label: 'Fairy-Stockfish 11.1 (UCI)',
    command: FAIRY,
    args: [],
    protocol: 'uci',
    variants: [
      variants.chess,
      variants.crazyhouse,
      variants.kingofthehill,
      variants.threecheck,
      variants.antichess,
      variants.horde,
      variants.racingkings,
      variants.capablanca,
      variants.xiangqi,
      variants.shogi,
      variants.makruk,
      variants.janggi,
    ],
  },
  {
    label: 'SjaakII 1.4.1 (XBoard)',
    command: SJAAK,
    args: ['-xboard'],
    protocol: 'xboard',
    variants: [variants.chess, variants.crazyhouse, variants.makruk],
  },
];

/** What one engine and variant gave. */
export interface CrossRow {
  readonly engine: string;
  readonly variant: string;
  moves: number;
  games: number;
  /** Game ends by `@x/core`'s reason (checkmate, stalemate, repetition …; `plies` for games cut at the ply cap). */
  readonly ends: Map<string, number>;
  readonly disagreements: string[];
  /**
   * Mates the engine announced and did not deliver by the ply its score promised: at a few hundred nodes a later
   * search may not find the continuation, so these are listed beside the disagreements, not among them.
   */
  readonly unfinishedMates: string[];
}

const PLY_CAP = 160;

/** Whether `outcome` is a game end an engine must see (not a draw only an arbiter claims). */
function engineSees(reason: string): boolean {
  return (
    reason !== 'repetition' &&
    reason !== 'move-count' &&
    reason !== 'insufficient-material' &&
    reason !== 'perpetual-check'
  );
}

/** Plays games of `def` on `engine` until `moves` engine moves were made. */
async function crossVariant(
  engine: Engine,
  label: string,
  def: VariantDefinition,
  moves: number,
  nodes: number,
): Promise<CrossRow> {
  const row: CrossRow = {
    engine: label,
    variant: def.id,
    moves: 0,
    games: 0,
    ends: new Map(),
    disagreements: [],
    unfinishedMates: [],
  };
  const plan = variantFor(def, engine);
  if (plan.kind !== 'builtin') throw new Error(`${label} has no built-in ${def.id}`);
  await engine.setVariant(plan.name);
  const limit = engine.protocol === 'xboard' ? { depth: 2 } : { nodes };
  while (row.moves < moves) {
    row.games++;
    await engine.newGame();
    const start = Position.fromFen(def.startFen, def) as BasePosition;
    const pos = start.clone();
    const played: Move[] = [];
    // a few seeded random plies first, so that each game differs (the engine is deterministic at fixed nodes)
    let seed = row.games * 7919;
    for (let i = 0; i < 4 && pos.outcome() === undefined; i++) {
      const legal = pos.legalMoves();
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const move = legal[seed % legal.length] as Move;
      pos.play(move);
      played.push(move);
    }
    let mateBy: number | undefined;
    let mateSaid = '';
    for (;;) {
      const outcome = pos.outcome();
      const where = `game ${row.games}, ply ${played.length + 1} (${pos.toFen()})`;
      let result: Awaited<ReturnType<Engine['play']>>;
      try {
        result = await engine.play({ start, moves: played }, limit);
      } catch (error) {
        if (!(error instanceof EngineError && error.code === 'illegal-move')) throw error;
        row.disagreements.push(
          outcome === undefined
            ? `${where}: ${error.message}`
            : `${where}: @x/core ends the game (${outcome.reason}), the engine plays ${error.engineLine}`,
        );
        if (outcome !== undefined) row.ends.set(outcome.reason, (row.ends.get(outcome.reason) ?? 0) + 1);
        break;
      }
      if (outcome !== undefined) {
        row.ends.set(outcome.reason, (row.ends.get(outcome.reason) ?? 0) + 1);
        if (engineSees(outcome.reason) && result.move !== undefined)
          row.disagreements.push(
            `${where}: @x/core ends the game (${outcome.reason}), the engine plays ${pos.uci(result.move)}`,
          );
        break;
      }
      if (result.move === undefined) {
        row.disagreements.push(
          `${where}: the engine has no move (${result.claim?.text ?? 'none'}), @x/core sees ${pos.legalMoves().length} legal moves`,
        );
        break;
      }
      // a mate only bounded from above (`score mate n upperbound`) is no promise of mate
      const score = result.lines[0]?.score;
      const mate = score?.bound === 'upper' ? undefined : score?.mate;
      pos.play(result.move);
      played.push(result.move);
      row.moves++;
      // a mate in n announced now: a decisive end within the engine's n moves and the replies between them
      if (mate !== undefined && mate > 0)
        if (mateBy === undefined || played.length + 2 * mate - 1 < mateBy) {
          mateBy = played.length + 2 * mate - 1;
          mateSaid = `at ply ${played.length}, mate ${mate}${score?.bound ? ` ${score.bound}bound` : ''} at depth ${result.lines[0]?.depth}`;
        }
      const end = pos.outcome();
      if (
        mateBy !== undefined &&
        played.length >= mateBy &&
        (end === undefined || end.winner === undefined)
      ) {
        row.unfinishedMates.push(
          `${where}: the engine announced a mate due by ply ${mateBy} (${mateSaid}), @x/core gives ${end ? end.reason : 'no end'}`,
        );
        mateBy = undefined;
      }
      if (played.length >= PLY_CAP) {
        row.ends.set('plies', (row.ends.get('plies') ?? 0) + 1);
        break;
      }
    }
  }
  return row;
}

/**
 * Runs the cross-check of every engine that is installed: `moves` engine moves per engine and variant (`only`:
 * these variant ids); `onRow` hears each row as it is done.
 */
export async function crossCheck(
  moves: number,
  nodes = 400,
  only?: readonly string[],
  onRow?: (row: CrossRow) => void,
): Promise<CrossRow[]> {
  const rows: CrossRow[] = [];
  for (const spec of CROSS_ENGINES) {
    if (!fs.existsSync(spec.command)) continue;
    if (only !== undefined && !spec.variants.some((v) => only.includes(v.id))) continue;
    await using engine = await spawnEngine(spec.command, spec.args, {
      protocol: spec.protocol,
      options: spec.protocol === 'uci' ? { Threads: 1 } : {},
    });
    for (const def of spec.variants) {
      if (only !== undefined && !only.includes(def.id)) continue;
      const row = await crossVariant(engine, spec.label, def, moves, nodes);
      rows.push(row);
      onRow?.(row);
    }
  }
  return rows;
}

/** The rows as a Markdown table. */
export function crossTable(rows: readonly CrossRow[]): string {
  const out = [
    '| engine | variant | moves | games | game ends (@x/core) | disagreements | mates not delivered |',
    '| --- | --- | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const r of rows)
    out.push(
      `| ${r.engine} | ${r.variant} | ${r.moves} | ${r.games} | ${[...r.ends].map(([k, n]) => `${k} ${n}`).join(', ')} | ${r.disagreements.length} | ${r.unfinishedMates.length} |`,
    );
  for (const r of rows)
    for (const d of [...r.disagreements, ...r.unfinishedMates]) out.push(`- ${r.engine}, ${r.variant}: ${d}`);
  return out.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const moves = Number(process.argv[2] ?? 1000);
  const only = process.argv[3]?.split(',');
  const rows = await crossCheck(moves, 400, only, (row) => {
    console.error(
      `${row.engine} ${row.variant}: ${row.moves} moves, ${row.disagreements.length} disagreements`,
    );
    for (const d of row.disagreements) console.error(`  ${d}`);
  });
  console.log(crossTable(rows));
}
