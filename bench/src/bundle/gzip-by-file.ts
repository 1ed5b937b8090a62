/**
 * What a bundle is made of, in gzip bytes by source file: the job bundled from the packages' sources (every `@x/...`
 * specifier aliased to its source file, so that the source map names each module) by esbuild (`--bundle --minify`,
 * ESM, browser) with a source map; each file's share is its **marginal** gzip — the bundle's gzip (-9) less the gzip of
 * the bundle with that file's output bytes cut out — beside its minified bytes. The marginals add up to less than the
 * total: what the files share (the same names, the same messages) stays when any one of them goes.
 * `packages/san/docs/chess-pgn-size.md` reads its output for "read a PGN, print each FEN" on the chess path.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { LIBRARY_PACKAGES, packageEntries } from '../../../scripts/entry-points.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** One source file's part of a bundle. */
export interface FileShare {
  /** The file, from `packages/`. */
  readonly file: string;
  /** Its bytes in the minified bundle. */
  readonly min: number;
  /** The gzip bytes the bundle loses without them. */
  readonly gzip: number;
}

/** The whole bundle and each file's share, largest first. */
export interface GzipByFile {
  readonly min: number;
  readonly gzip: number;
  readonly files: readonly FileShare[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The source index of each byte of the generated `code`, read from the source map's `mappings` (base-64 VLQ:
 * per segment the generated column, then the source index, line and column, each relative to the one before).
 */
function sourceOfEachByte(code: string, mappings: string): Int32Array {
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  // each segment's first byte and source (-1: a segment of no source)
  const starts: number[] = [];
  const sources: number[] = [];
  let source = 0;
  mappings.split(';').forEach((line, li) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      starts.push(lineStarts[li]! + column);
      sources.push(values.length > 1 ? source : -1);
    }
  });
  // a segment owns the bytes up to the next one
  const owner = new Int32Array(code.length).fill(-1);
  for (let s = 0; s < starts.length; s++) owner.fill(sources[s]!, starts[s], starts[s + 1] ?? code.length);
  return owner;
}

/** Every `@x/...` entry specifier mapped to its source file (as the vitest config maps them). */
function sourceAliases(): Record<string, string> {
  return Object.fromEntries(
    LIBRARY_PACKAGES.flatMap((name) => {
      const dir = path.join(ROOT, 'packages', name);
      return packageEntries(dir).map((e) => [e.specifier, path.join(dir, e.source)]);
    }),
  );
}

/** Bundles `entry` (a file of `bench/src/bundle/`) from the sources and measures each source file's share. */
export async function gzipByFile(entry: string): Promise<GzipByFile> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outfile: 'bundle.js',
    sourcemap: 'external',
    write: false,
    alias: sourceAliases(),
    logLevel: 'error',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as {
    sources: string[];
    mappings: string;
  };
  const owner = sourceOfEachByte(js, map.mappings);
  const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
  const total = gzip(js);
  const files = map.sources.map((source, i) => {
    let kept = '';
    let min = 0;
    let from = 0;
    for (let k = 0; k <= js.length; k++) {
      const mine = k < js.length && owner[k] === i;
      if (mine) min++;
      if (mine || k === js.length) {
        kept += js.slice(from, k);
        from = k + 1;
      }
    }
    return { file: source.replace(/^.*packages\//, ''), min, gzip: total - gzip(kept) };
  });
  return {
    min: js.length,
    gzip: total,
    files: files.filter((f) => f.min > 0).sort((a, b) => b.gzip - a.gzip),
  };
}
