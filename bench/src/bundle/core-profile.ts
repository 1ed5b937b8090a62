/**
 * What `import * from '@x/core'` (size-limit's generic-core scenario) is made of: its sources bundled by esbuild
 * (`--bundle --minify`, ESM, browser; the sources rather than `dist`, so that the metafile names each module),
 * brotli as size-limit measures it, the minified bytes by source folder and by module, and what each root export
 * adds (the bundle without it, one export left out at a time), and `import { Position }` alone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as core from '@x/core';
import { build } from 'esbuild';

const SOURCE = fileURLToPath(new URL('../../../packages/core/src/', import.meta.url));

interface Bundle {
  readonly min: number;
  readonly brotli: number;
  readonly inputs: Record<string, { bytesInOutput: number }>;
}

/** The bundle of `export { names } from '@x/core'`, from the sources. */
async function bundle(names: readonly string[]): Promise<Bundle> {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from ${JSON.stringify(path.join(SOURCE, 'index.ts'))};`,
      resolveDir: SOURCE,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  return {
    min: code.length,
    brotli: zlib.brotliCompressSync(code).length,
    inputs: Object.values(result.metafile.outputs)[0]!.inputs,
  };
}

const kb = (n: number) => `${(n / 1000).toFixed(2)} kB`;
const row = (bytes: number, name: string) => `  ${String(bytes).padStart(7)}  ${name}`;

/** Prints the profile of `import * from '@x/core'`. */
export async function profileCore(): Promise<void> {
  const names = Object.keys(core).sort();
  const all = await bundle(names);
  console.log(
    `\n## what import * from '@x/core' is made of: ${kb(all.min)} min, ${kb(all.brotli)} brotli (from the sources)`,
  );
  const modules = Object.entries(all.inputs)
    .map(([file, v]) => [path.relative(SOURCE, path.resolve(file)), v.bytesInOutput] as const)
    .filter(([file]) => !file.startsWith('..'));
  const folders = new Map<string, number>();
  for (const [file, bytes] of modules) {
    const parts = file.split('/');
    const folder = parts.length > 2 ? parts.slice(0, 2).join('/') : parts.length === 2 ? parts[0]! : '(root)';
    folders.set(folder, (folders.get(folder) ?? 0) + bytes);
  }
  console.log('  by source folder (minified bytes):');
  for (const [folder, bytes] of [...folders].sort((a, b) => b[1] - a[1])) console.log(row(bytes, folder));
  console.log('  largest modules (minified bytes):');
  for (const [file, bytes] of modules.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(row(bytes, file));
  const position = await bundle(['Position']);
  console.log(`  import { Position } alone: ${kb(position.min)} min, ${kb(position.brotli)} brotli`);
  console.log('  what each root export adds (brotli bytes; over 100 B, below it brotli noise):');
  const added: (readonly [string, number])[] = [];
  for (const name of names) {
    const without = await bundle(names.filter((n) => n !== name));
    added.push([name, all.brotli - without.brotli]);
  }
  for (const [name, bytes] of added.sort((a, b) => b[1] - a[1]))
    if (bytes > 100) console.log(row(bytes, name));
}
