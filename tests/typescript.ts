/**
 * TypeScript 5.9's compiler API for the tests, loaded by Node's `require`: an `import` of the `typescript` package
 * (one 9 MB CommonJS file) makes Node's ES module loader lex the whole file for its export names before running it,
 * 1.4 CPU-s a process instead of require's 0.65 (Node 20, three runs apiece, measured outside the tests), paid by
 * every test worker that uses the API. Types come from `import type * as TypeScript from 'typescript'`.
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

/** The `typescript` module (5.9), as `import ts from 'typescript'` gives it. */
const ts: typeof TypeScript = createRequire(import.meta.url)('typescript');
export default ts;
