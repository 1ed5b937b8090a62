/**
 * Bundle size of the chess SAN round trip (`Position.fromFen` + `resolve` + `stringify` + `play` + `toFen`) and of
 * "read a PGN, print each FEN" (`parsePgn` + `startingPosition` + `walkGame` + `toFen`) with @x/core/chess +
 * @x/san/chess (the chess-only entries), @x/core + @x/san (the generic engine), chessops and chess.js, each
 * bundled from the built packages by esbuild (`--bundle --minify`, ESM, browser) and gzipped (level 9); plus
 * `import { parseFen } from '@x/core'`. Each bundle runs its job once to check it works. Also shows which source files the @x bundle is made of, and what
 * `import * from '@x/core'` is made of (`profileCore`), and what the chess path's PGN job is made of in gzip bytes by
 * source file (`gzipByFile`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { profileCore } from '../bundle/core-profile.js';
import { gzipByFile } from '../bundle/gzip-by-file.js';

const here = fileURLToPath(new URL('../bundle/', import.meta.url));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

interface Measured {
  readonly name: string;
  readonly min: number;
  readonly gzip: number;
  readonly inputs: Record<string, { bytesInOutput: number }>;
  readonly file: string;
}

async function measure(name: string, entry: string): Promise<Measured> {
  const file = path.join(os.tmpdir(), `x-bundle-${process.pid}-${path.basename(entry, '.ts')}.mjs`);
  const result = await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outfile: file,
    metafile: true,
    logLevel: 'error',
  });
  const code = fs.readFileSync(file);
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    name,
    min: code.length,
    gzip: zlib.gzipSync(code, { level: 9 }).length,
    inputs: output.inputs,
    file,
  };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

/** Prints `rows` as a table under `title`, each beside chessops (the third row). */
function table(title: string, rows: readonly Measured[]): void {
  const base = rows[2]!;
  console.log(`\n## ${title}: esbuild --bundle --minify, gzip -9`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(28)} ${kb(r.min).padStart(9)} min ${kb(r.gzip).padStart(9)} gzip  ${(r.gzip / base.gzip).toFixed(2)}x chessops`,
    );
  }
}

/** A game with a variation, a comment and a NAG: the FENs every PGN bundle must print (chess.js: its main line). */
const PGN = '[Event "x"]\n\n1. e4 e5 (1... c5) 2. Nf3 {main} Nc6 $1 *\n';
const PGN_MAIN_FENS = [
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
];

/**
 * Measures one job's bundles, one after the other: ours with the chess kernels (`x-chess-<job>.ts`) and with the
 * variant engine (`x-<job>.ts`), then chessops's and chess.js's.
 */
async function measurePeers(job: string): Promise<Measured[]> {
  return [
    await measure('@x/core/chess + @x/san/chess', `x-chess-${job}.ts`),
    await measure('@x/core + @x/san', `x-${job}.ts`),
    await measure('chessops', `chessops-${job}.ts`),
    await measure('chess.js', `chessjs-${job}.ts`),
  ];
}

/** Measures the PGN job's bundles and checks each prints the main line's FENs (and the variation's, but chess.js). */
async function pgnRows(): Promise<Measured[]> {
  const rows = await measurePeers('pgn-fens');
  for (const r of rows) {
    const { fens } = (await import(pathToFileURL(r.file).href)) as { fens: (pgn: string) => string[] };
    const got = fens(PGN).filter((fen) => !fen.includes('2p5'));
    if (JSON.stringify(got) !== JSON.stringify(PGN_MAIN_FENS)) throw new Error(`${r.name}: PGN gave ${got}`);
  }
  return rows;
}

/** Runs the bundle suite. */
export async function bench(): Promise<void> {
  const rows = await measurePeers('round-trip');
  for (const r of rows) {
    const { roundTrip } = (await import(pathToFileURL(r.file).href)) as {
      roundTrip: (fen: string, san: string) => [string, string];
    };
    const [san, fen] = roundTrip(START, 'Nf3');
    if (san !== 'Nf3' || fen !== 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1')
      throw new Error(`${r.name}: round trip gave ${san} ${fen}`);
  }
  table('chess SAN round trip', rows);
  const pgn = await pgnRows();
  table('read a PGN, print each FEN', pgn);
  const fen = await measure("import { parseFen } from '@x/core'", 'x-parse-fen.ts');
  console.log(`\n## ${fen.name}: ${kb(fen.min)} min, ${kb(fen.gzip)} gzip`);
  console.log(
    '\n## what the @x/core/chess round trip is made of (bytes in the minified output, by package file)',
  );
  const byFile = Object.entries(rows[0]!.inputs)
    .map(([file, v]) => [file.replace(/^.*packages\//, ''), v.bytesInOutput] as const)
    .sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of byFile.slice(0, 12)) console.log(`  ${String(bytes).padStart(7)}  ${file}`);
  for (const r of [...rows, ...pgn, fen]) fs.rmSync(r.file, { force: true });
  const parts = await gzipByFile('x-chess-pgn-fens.ts');
  console.log(
    `\n## what the chess path's PGN job is made of: ${kb(parts.gzip)} gzip from the sources; gzip each source file adds (the bundle's gzip less its gzip without that file), its minified bytes`,
  );
  for (const f of parts.files.slice(0, 24))
    console.log(`  ${String(f.gzip).padStart(6)} ${String(f.min).padStart(7)}  ${f.file}`);
  await profileCore();
}
