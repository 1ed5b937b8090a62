/**
 * Loads the ICN converter the infinitechess.org site runs (`src/shared/chess/logic/icn/icnconverter.ts` of
 * Infinite-Chess/infinitechess.org) for side-by-side benchmarks. That code is AGPL-3.0: it is never copied
 * into this repository. It is read from a checkout outside the repo, bundled with esbuild at bench time into
 * the OS temp folder, and imported from there.
 *
 * Where the checkout is taken from, first match wins:
 * - `INFINITECHESS_ORG=/path` — a work tree (`git clone --depth 1 https://github.com/Infinite-Chess/infinitechess.org`)
 *   or a bare git directory (its `HEAD` is read with `git archive`);
 * - `../infinitechess.org` beside the repository root.
 *
 * The site's `zod` and `@naviary/bigdecimal` imports are replaced by an inert stub: the converter only uses
 * them through schema and decimal helpers it never calls while reading or writing ICN.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CONVERTER = 'src/shared/chess/logic/icn/icnconverter.ts';

/** The two entry points of the site's converter that the benchmark calls (shapes as the site defines them). */
export interface SiteIcnConverter {
  /** Where the converter was loaded from (path and commit when known). */
  readonly source: string;
  /** `ShortToLong_Format`: ICN text → the site's long format. Throws a plain `Error` on bad input. */
  readonly ShortToLong_Format: (icn: string) => SiteLongFormat;
  /** `LongToShort_Format`: long format → ICN text. */
  readonly LongToShort_Format: (long: SiteLongFormat, options: SiteWriteOptions) => string;
}

/** The site's long format (opaque here except for what the bench reads). */
export interface SiteLongFormat {
  readonly position?: Map<string, number>;
  readonly moves?: readonly unknown[];
}

/** Options of the site's `LongToShort_Format`. */
export interface SiteWriteOptions {
  readonly skipPosition?: boolean;
  readonly compact: boolean;
  readonly spaces: boolean;
  readonly comments: boolean;
  readonly make_new_lines: boolean;
  readonly move_numbers: boolean;
}

/** The site's compact writer options (`1,7>2,8=Q|…`: no piece letters, `x`, `+`, comments or numbers). */
export const SITE_COMPACT: SiteWriteOptions = {
  compact: true,
  spaces: false,
  comments: false,
  make_new_lines: false,
  move_numbers: false,
};

const STUB = `const stub = new Proxy(function () {}, {
  get: (_t, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : stub),
  apply: () => stub,
  construct: () => stub,
});
export default stub;
export const BigDecimal = stub;
export const literal = stub, strictObject = stub, object = stub, discriminatedUnion = stub, z = stub;
export const enum_ = stub, union = stub, array = stub, string = stub, number = stub, boolean = stub;
export { enum_ as enum };
export const optional = stub, nullable = stub, undefined_ = stub, record = stub, tuple = stub, bigint = stub;
export const templateLiteral = stub;
export { undefined_ as undefined };
`;

function repoRoot(): string {
  return path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
}

/** The checkout to read, or `undefined` with no candidate. */
function locate(): string | undefined {
  const env = process.env['INFINITECHESS_ORG'];
  if (env !== undefined && env !== '') return path.resolve(env);
  const sibling = path.resolve(repoRoot(), '..', 'infinitechess.org');
  return fs.existsSync(sibling) ? sibling : undefined;
}

/** Copies `src/shared` of the checkout into `dir`; returns a description of the source. */
function extract(checkout: string, dir: string): string {
  if (fs.existsSync(path.join(checkout, CONVERTER))) {
    fs.cpSync(path.join(checkout, 'src', 'shared'), path.join(dir, 'src', 'shared'), { recursive: true });
    return checkout;
  }
  const commit = execFileSync('git', ['--git-dir', checkout, 'rev-parse', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  const tar = execFileSync('git', ['--git-dir', checkout, 'archive', 'HEAD', 'src/shared'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return `${checkout} @ ${commit.slice(0, 9)}`;
}

/**
 * Bundles and imports the site's converter, or returns why it is not available (the caller prints a skip
 * line). The bundle is written under the OS temp folder, never inside the repository.
 */
export async function loadSiteIcn(): Promise<SiteIcnConverter | { readonly skipped: string }> {
  const checkout = locate();
  const how =
    'set INFINITECHESS_ORG to a checkout of https://github.com/Infinite-Chess/infinitechess.org (AGPL-3.0, loaded from outside the repo)';
  if (checkout === undefined) return { skipped: `infinitechess.org converter not found: ${how}` };
  const key = crypto.createHash('sha1').update(checkout).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), 'x-bench-site-icn', key);
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const source = extract(checkout, dir);
    const entry = path.join(dir, CONVERTER);
    if (!fs.existsSync(entry)) return { skipped: `${checkout} has no ${CONVERTER}: ${how}` };
    const stubFile = path.join(dir, 'stub.mjs');
    fs.writeFileSync(stubFile, STUB);
    const esbuild = await import('esbuild');
    const outfile = path.join(dir, 'icnconverter.mjs');
    await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'error',
      plugins: [
        {
          name: 'stub-site-deps',
          setup(build) {
            build.onResolve({ filter: /^(zod|@naviary\/bigdecimal)$/ }, () => ({ path: stubFile }));
          },
        },
      ],
    });
    const mod = (await import(pathToFileURL(outfile).href)) as {
      default: Omit<SiteIcnConverter, 'source'>;
    };
    const { ShortToLong_Format, LongToShort_Format } = mod.default;
    if (typeof ShortToLong_Format !== 'function' || typeof LongToShort_Format !== 'function') {
      return {
        skipped: `${source}: icnconverter.ts no longer exports ShortToLong_Format / LongToShort_Format`,
      };
    }
    return { source, ShortToLong_Format, LongToShort_Format };
  } catch (e) {
    return {
      skipped: `infinitechess.org converter at ${checkout} could not be loaded (${String(e)}): ${how}`,
    };
  }
}
