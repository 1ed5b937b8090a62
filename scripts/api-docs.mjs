#!/usr/bin/env node
/**
 * `pnpm docs`: the API reference of every published library package, built by TypeDoc from the doc comments,
 * one page per package and entry point, into `docs/api/` (not committed). Fails on any TypeDoc warning (an
 * export without a doc comment, a broken `{@link}`), so it is a gate of `pnpm test`. `--check` validates
 * without writing the pages. Needs `pnpm build` first: packages read each other through their `.d.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, Comment, Converter, LogLevel, ReflectionKind } from 'typedoc';
import { LIBRARY_PACKAGES, packageEntries } from './entry-points.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const packages = [...LIBRARY_PACKAGES, 'engine'];
/** Each entry's source file → the specifier a user imports it by (`@x/core/engine`), the name of its page. */
const specifiers = new Map(
  packages.flatMap((name) => {
    const dir = path.join(root, 'packages', name);
    return packageEntries(dir).map((entry) => [path.join(dir, entry.source), entry.specifier]);
  }),
);
const entryPoints = [...specifiers.keys()];

const app = await Application.bootstrap({
  entryPoints,
  entryPointStrategy: 'resolve',
  tsconfig: path.join(root, 'tsconfig.docs.json'),
  out: path.join(root, 'docs', 'api'),
  name: '@x API reference',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  skipErrorChecking: true,
  disableSources: true,
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  logLevel: LogLevel.Warn,
});
app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
  for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
    const file = module.sources?.[0]?.fullFileName;
    const specifier = file && specifiers.get(path.resolve(file));
    if (specifier) module.name = specifier;
  }
});
// `CompiledVariant`'s per-rule fields come from a mapped type over core's rule registry, which has no comment to
// carry: each is named for its rule's folder.
app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
  if (
    reflection.kindOf(ReflectionKind.Property) &&
    !reflection.comment &&
    reflection.parent?.name === 'CompiledVariant'
  )
    reflection.comment = new Comment([
      {
        kind: 'text',
        text: `The tables of the \`${reflection.name}\` rule (\`core/src/rules/${reflection.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/\`); undefined where the variant does not name it.`,
      },
    ]);
});
const project = await app.convert();
if (!project) process.exit(1);
app.validate(project);
if (!check) await app.generateDocs(project, path.join(root, 'docs', 'api'));
const { errorCount, warningCount } = app.logger;
console.log(
  `${entryPoints.length} entry points of ${packages.length} packages: ${errorCount} errors, ${warningCount} warnings`,
);
process.exit(errorCount + warningCount > 0 ? 1 : 0);
