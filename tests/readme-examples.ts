/**
 * Runs the ```ts code blocks of a package README as vitest tests and asserts the results the README
 * writes in its comments. The convention is in docs/contract.md ("README examples"):
 *
 * - `expr; // <literal>` (the literal optionally followed by ` — prose` or ` (prose)`, or written on the
 *   comment lines right below the statement) asserts `toEqual(literal)`. Literals: strings, numbers,
 *   bigints, `true`/`false`/`null`/`undefined`, arrays and objects of literals; `…` as the last entry of
 *   an object means "at least these fields"; `Name { … }` is an instance of the class `Name` with at
 *   least these fields.
 * - `expr; // throws Name { … }` asserts that the statement throws such an error.
 * - Any other comment is prose; a comment that starts like a literal but does not parse as one fails.
 * - ```ts needs=/usr/games/stockfish runs only where that program is installed (else a skipped test saying so).
 * - ```ts no-run marks a block that cannot run standalone (skipped, visibly); ```ts continued runs after
 *   the blocks before it (back to the last block not marked continued), so it may use their names.
 *
 * Each block is written to a gitignored file under `.cache/readme-examples/` and imported, so vitest's
 * aliases resolve `@x/*` to the sources (no build needed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';
import ts from './typescript.js';
import { describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One fenced ```ts block of a README. */
export interface Block {
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  flags: Set<string>;
  /** The nearest heading above the block. */
  heading: string;
}

/** The fenced TypeScript blocks of a Markdown text. */
export function readmeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^#+ /.test(line)) heading = line.replace(/^#+ /, '');
    const open = /^```(\S*)(.*)$/.exec(line);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    if (end === lines.length) throw new Error(`README line ${i + 1}: the code block is not closed`);
    if (open[1] === 'ts' || open[1] === 'typescript') {
      const flags = new Set(open[2]!.trim().split(/\s+/).filter(Boolean));
      blocks.push({ line: i + 1, code: lines.slice(i + 1, end).join('\n'), flags, heading });
    }
    i = end;
  }
  return blocks;
}

/** Comment text that starts like a result (so it must parse as one). */
const LITERAL_START = /^(['"`[{\d-]|(true|false|null|undefined|throws)\b|[A-Z]\w*\s*\{)/;

/** Braces of an expected-value text, with whether an object holds `…` at its own level (`dots`: those `…`). */
function braceInfo(text: string): {
  info: Map<number, { close: number; partial: boolean }>;
  dots: Set<number>;
} {
  const info = new Map<number, { close: number; partial: boolean }>();
  const dots = new Set<number>();
  const stack: { open: number; partial: boolean; square: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') stack.push({ open: i, partial: false, square: c === '[' });
    else if (c === '…' && stack.length > 0 && !stack[stack.length - 1]!.square) {
      stack[stack.length - 1]!.partial = true;
      dots.add(i);
    } else if (c === '}' || c === ']') {
      const top = stack.pop();
      if (top && !top.square) info.set(top.open, { close: i, partial: top.partial });
    }
  }
  return { info, dots };
}

/** Rewrites `…` entries and `Name {` prefixes of an expected value into runtime matcher calls. */
function matcherText(text: string): string {
  const { info: braces, dots } = braceInfo(text);
  const closers = new Map<number, string>();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      for (; j < text.length && text[j] !== c; j++) if (text[j] === '\\') j++;
      out += text.slice(i, j + 1);
      i = j;
      continue;
    }
    const named = /^([A-Z]\w*)\s*\{/.exec(text.slice(i));
    if (named && !/[\w$.]/.test(text[i - 1] ?? '')) {
      const open = i + named[0].length - 1;
      out += `__readme.instance('${named[1]}', {`;
      closers.set(braces.get(open)?.close ?? -1, '})');
      i = open;
      continue;
    }
    if (c === '{' && braces.get(i)?.partial) {
      out += '__readme.partial({';
      closers.set(braces.get(i)!.close, '})');
    } else if (closers.has(i)) out += closers.get(i);
    else if (dots.has(i)) out = out.replace(/,\s*$/, '');
    else out += c;
  }
  return out;
}

/** Whether an expression is built only of literals and the runtime's matcher calls. */
function isLiteral(node: TypeScript.Node): boolean {
  if (ts.isParenthesizedExpression(node)) return isLiteral(node.expression);
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isBigIntLiteral(node)
  )
    return true;
  if ([ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword].includes(node.kind))
    return true;
  if (ts.isIdentifier(node)) return node.text === 'undefined';
  if (ts.isPrefixUnaryExpression(node))
    return node.operator === ts.SyntaxKind.MinusToken && isLiteral(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteral);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(p.initializer));
  if (ts.isCallExpression(node) && node.expression.getText().startsWith('__readme.'))
    return node.arguments.every(isLiteral);
  return false;
}

/** The matcher code of a literal text, or undefined when the text is not a literal. */
function literalCode(text: string): string | undefined {
  const code = matcherText(text.trim());
  const file = ts.createSourceFile('x.ts', `(${code});`, ts.ScriptTarget.Latest, true);
  const [statement] = file.statements;
  if (file.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) return undefined;
  if ((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) return undefined;
  return isLiteral(statement.expression) ? code : undefined;
}

/** A result comment read: what to assert, or undefined for prose. */
function readResult(comment: string, where: string): { throws: boolean; expected: string } | undefined {
  const throws = /^throws\s+/.exec(comment);
  const body = throws ? comment.slice(throws[0].length).replace(/^([A-Z]\w*)\b(?!\s*\{)/, '$1 {}') : comment;
  const ends = [body.length];
  for (const m of body.matchAll(/\s+(—|\()/g)) ends.push(m.index);
  for (const end of ends.sort((a, b) => b - a)) {
    const expected = literalCode(body.slice(0, end));
    if (expected !== undefined) return { throws: throws !== null, expected };
  }
  if (LITERAL_START.test(comment))
    throw new Error(`${where}: the result comment "${comment}" is not a literal`);
  return undefined;
}

/** The `//` comments of a block: trailing ones, and runs of whole-line ones joined. */
function comments(
  code: string,
  file: TypeScript.SourceFile,
): { start: number; text: string; ownLine: boolean }[] {
  const ranges = new Map<number, number>();
  const walk = (node: TypeScript.Node) => {
    for (const r of [
      ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(code, node.end) ?? []),
    ])
      if (r.kind === ts.SyntaxKind.SingleLineCommentTrivia) ranges.set(r.pos, r.end);
    for (const child of node.getChildren(file)) walk(child);
  };
  walk(file);
  const found: { start: number; end: number; text: string; ownLine: boolean }[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const text = code
      .slice(start, end)
      .replace(/^\/\/\s?/, '')
      .trim();
    const ownLine = /^\s*$/.test(code.slice(code.lastIndexOf('\n', start - 1) + 1, start));
    const last = found[found.length - 1];
    if (last?.ownLine && ownLine && /^\n[ \t]*$/.test(code.slice(last.end, start))) {
      last.text += ` ${text}`;
      last.end = end;
    } else found.push({ start, end, text, ownLine });
  }
  return found;
}

/** One block's code with its result comments turned into `__readme.check` / `__readme.throws` calls. */
function transform(code: string, where: (offset: number) => string): { body: string; checks: string[] } {
  const file = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  const all = comments(code, file);
  const used = new Set<number>();
  const edits: { start: number; end: number; text: string }[] = [];
  const checks: string[] = [];
  const visit = (node: TypeScript.Node) => {
    if (ts.isExpressionStatement(node)) {
      const lineEnd = code.indexOf('\n', node.end) === -1 ? code.length : code.indexOf('\n', node.end);
      const rest = code.slice(node.end, lineEnd);
      const comment = /^\s*\/\//.test(rest)
        ? all.find((c) => c.start === node.end + rest.indexOf('//'))
        : /^\s*$/.test(rest)
          ? all.find((c) => c.ownLine && c.start > lineEnd && /^\n[ \t]*$/.test(code.slice(lineEnd, c.start)))
          : undefined;
      const id = where(node.getStart());
      const result = comment && readResult(comment.text, id);
      if (comment && result) {
        used.add(comment.start);
        checks.push(id);
        const call = result.throws ? 'throws' : 'check';
        const expr = node.expression.getText();
        edits.push({
          start: node.getStart(),
          end: node.end,
          text: `__readme.${call}(() => (${expr}), ${result.expected}, ${JSON.stringify(id)});`,
        });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  file.statements.forEach((s) => {
    if (!ts.isImportDeclaration(s)) visit(s);
  });
  for (const c of all)
    if (!used.has(c.start) && LITERAL_START.test(c.text))
      throw new Error(`${where(c.start)}: a result comment must follow an expression statement`);
  let body = code;
  for (const e of edits.sort((a, b) => b.start - a.start))
    body = body.slice(0, e.start) + e.text + body.slice(e.end);
  return { body: removeImports(body), checks };
}

/** The code without its import declarations. */
export function removeImports(code: string): string {
  const file = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  let out = code;
  for (const s of [...file.statements].reverse())
    if (ts.isImportDeclaration(s)) out = out.slice(0, s.getStart()) + out.slice(s.end);
  return out;
}

/** The import declarations of several blocks, merged so that each name is imported once. */
export function mergedImports(codes: string[]): string {
  const modules = new Map<string, Set<string>>();
  const plain: string[] = [];
  for (const code of codes) {
    const file = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
    for (const s of file.statements) {
      if (!ts.isImportDeclaration(s)) continue;
      const named = s.importClause?.namedBindings;
      if (!named || !ts.isNamedImports(named) || s.importClause?.name) {
        if (!plain.includes(s.getText())) plain.push(s.getText());
        continue;
      }
      const from = (s.moduleSpecifier as TypeScript.StringLiteral).text;
      const names = modules.get(from) ?? new Set<string>();
      const typeOnly = s.importClause?.isTypeOnly ? 'type ' : '';
      for (const e of named.elements) names.add(typeOnly + e.getText());
      modules.set(from, names);
    }
  }
  const merged = [...modules].map(([from, names]) => `import { ${[...names].join(', ')} } from '${from}';`);
  return [...plain, ...merged].join('\n');
}

/** The runtime the generated modules call: counts the checks reached. */
function runtime(reached: string[], quiet: boolean) {
  const instance = (name: string, fields: object) => ({
    asymmetricMatch(other: unknown) {
      let proto = other !== null && typeof other === 'object' ? Object.getPrototypeOf(other) : null;
      while (proto && proto.constructor?.name !== name) proto = Object.getPrototypeOf(proto);
      return proto !== null && expect.objectContaining(fields).asymmetricMatch(other);
    },
    toString: () => name,
    toAsymmetricMatcher: () => `${name} ${JSON.stringify(fields)}`,
  });
  return {
    partial: (fields: object) => expect.objectContaining(fields),
    instance,
    check(run: () => unknown, expected: unknown, id: string) {
      const actual = run();
      if (quiet) return;
      reached.push(id);
      expect(actual, id).toEqual(expected);
    },
    throws(run: () => unknown, expected: unknown, id: string) {
      let thrown: unknown;
      try {
        run();
      } catch (error) {
        thrown = error;
      }
      if (quiet) return;
      reached.push(id);
      expect(thrown, `${id}: expected a throw`).toBeDefined();
      expect(thrown, id).toEqual(expected);
    },
  };
}

/**
 * One ```ts block of a README made runnable: `source` (a TypeScript module whose default export runs the block, its
 * result comments as checks, after the blocks it continues) and the ids of its `checks`; or why it does not run
 * (`skip`), or why it could not be made (`error`, a result comment off the convention).
 */
export interface RunnableBlock {
  readonly title: string;
  readonly line: number;
  readonly skip?: string;
  /** The program the block needs (its `needs=` flag), installed here. */
  readonly needs?: string;
  readonly error?: unknown;
  readonly source?: string;
  readonly checks: readonly string[];
}

/** Every ```ts block of the README `file` (an absolute path), as `describeReadme` runs them. */
export function runnableBlocks(file: string): RunnableBlock[] {
  const name = path.relative(root, file);
  const out: RunnableBlock[] = [];
  let chain: Block[] = [];
  for (const block of readmeBlocks(fs.readFileSync(file, 'utf8'))) {
    const title = `line ${block.line}${block.heading ? ` (${block.heading})` : ''}`;
    const base = { title, line: block.line, checks: [] };
    if (block.flags.has('no-run')) {
      out.push({ ...base, skip: 'marked no-run' });
      continue;
    }
    const needs = [...block.flags].find((f) => f.startsWith('needs='))?.slice('needs='.length);
    if (needs !== undefined && !fs.existsSync(needs)) {
      out.push({ ...base, skip: `skipped, ${needs} is not installed` });
      continue;
    }
    chain = block.flags.has('continued') ? [...chain, block] : [block];
    let parts: { body: string; checks: string[] }[];
    try {
      parts = chain.map((b) => {
        const lineOf = (offset: number) => b.line + b.code.slice(0, offset).split('\n').length;
        return transform(b.code, (offset) => `${name}:${lineOf(offset)}`);
      });
    } catch (error) {
      out.push({ ...base, error });
      continue;
    }
    const source = [
      `// Generated by tests/readme-examples.ts from ${name}, line ${block.line}. Do not edit.`,
      mergedImports(chain.map((b) => b.code)),
      // Async, so that a block may `await` (`for await (const record of readPgn(…))`).
      'export default async function run(__readme: any, __earlier: any): Promise<void> {',
      ...parts.map((p, i) => (i < parts.length - 1 ? p.body.replaceAll('__readme.', '__earlier.') : p.body)),
      '}',
      '',
    ].join('\n');
    out.push({ ...base, source, checks: parts[parts.length - 1]!.checks, ...(needs ? { needs } : {}) });
  }
  return out;
}

/**
 * Runs a block's module (`run`, its default export) with the checking runtime, `console.log` silenced; returns the
 * ids of the checks it reached, each once, sorted.
 */
export async function runBlock(run: (a: unknown, b: unknown) => Promise<void>): Promise<string[]> {
  const reached: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await run(runtime(reached, false), runtime([], true));
  } finally {
    log.mockRestore();
  }
  return [...new Set(reached)].sort();
}

/**
 * Declares one vitest test per ```ts block of the README at `readme` (a file URL or path), asserting its
 * result comments. Blocks marked `no-run` are declared as skipped tests.
 */
export function describeReadme(readme: string | URL): void {
  const file = readme instanceof URL ? fileURLToPath(readme) : readme;
  const name = path.relative(root, file);
  const outDir = path.join(root, '.cache', 'readme-examples', path.dirname(name));
  describe(`${name} examples`, () => {
    for (const block of runnableBlocks(file)) {
      if (block.skip !== undefined) {
        it.skip(`${block.title}: ${block.skip}`, () => {});
        continue;
      }
      if (block.source === undefined) {
        it(`${block.title}: its result comments follow the convention`, () => {
          throw block.error;
        });
        continue;
      }
      const source = block.source;
      it(`${block.title}: ${block.checks.length} results`, async () => {
        fs.mkdirSync(outDir, { recursive: true });
        // named by the file too: two READMEs of one directory (core's README.md, INFINITE.md) write side by side
        const out = path.join(outDir, `${path.basename(name, '.md')}-line${block.line}.ts`);
        fs.writeFileSync(out, source);
        const mod = (await import(/* @vite-ignore */ out)) as {
          default: (a: unknown, b: unknown) => Promise<void>;
        };
        const reached = await runBlock(mod.default);
        expect(reached, 'every result comment is reached').toEqual([...block.checks].sort());
      });
    }
  });
}
