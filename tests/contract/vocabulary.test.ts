/**
 * One error vocabulary (docs/contract.md, "Error vocabulary"): every package's exported `*_CODES` lists use the
 * table's code for its concept, never a retired spelling, and each package README lists every code it exports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Position } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import * as san from '@x/san';
import * as sanChess from '@x/san/chess';
import { describe, expect, it } from 'vitest';
import { ENTRIES, ENTRY_POINTS, ROOT } from './entries.js';

/** The table of docs/contract.md's "Error vocabulary": code → retired spellings. */
function vocabulary(): Map<string, string[]> {
  const text = fs.readFileSync(path.join(ROOT, 'docs/contract.md'), 'utf8');
  const section = text.slice(text.indexOf('## Error vocabulary'), text.indexOf('## Diagnostics'));
  const table = new Map<string, string[]>();
  for (const row of section.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'))) {
    const [, code = '', retired = ''] = row.split('|').slice(1, -1);
    const spelled = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const [one, ...more] = spelled(code);
    if (one === undefined || more.length > 0) throw new Error(`one code per concept: ${row}`);
    table.set(one, spelled(retired));
  }
  return table;
}

/** Every exported code list: its entry, package, name and codes. */
const LISTS = ENTRY_POINTS.flatMap((e) =>
  Object.entries(ENTRIES[e.specifier]!)
    .filter(([name, v]) => name.endsWith('_CODES') && Array.isArray(v))
    .map(([name, v]) => ({ entry: e.specifier, pkg: e.pkg, name, codes: v as readonly string[] })),
);

describe('one error vocabulary', () => {
  const table = vocabulary();
  const retired = new Map([...table].flatMap(([code, old]) => old.map((o) => [o, code] as const)));

  it('reads the table: one code per concept, no code both current and retired', () => {
    expect(table.get('illegal-move')).toContain('illegal');
    expect([...retired.keys()].filter((o) => table.has(o))).toEqual([]);
  });

  it('no package exports a retired spelling of a concept', () => {
    expect(LISTS.length).toBeGreaterThan(15);
    const found = LISTS.flatMap(({ entry, name, codes }) =>
      codes.filter((c) => retired.has(c)).map((c) => `${entry} ${name}: '${c}' is '${retired.get(c)}'`),
    );
    expect(found).toEqual([]);
  });

  it('every package README lists every code the package exports', () => {
    const missing = LISTS.flatMap(({ pkg, name, codes }) => {
      const readme = fs.readFileSync(path.join(ROOT, 'packages', pkg, 'README.md'), 'utf8');
      return codes
        .filter((c) => !readme.includes(`\`${c}\``) && !readme.includes(`'${c}'`))
        .map((c) => `${pkg} ${name}: ${c}`);
    });
    expect(missing).toEqual([]);
  });

  it('a SAN resolution error names the move it refuses', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const generic = san.safeResolve('Ke3', Position.fromFen(fen));
    let chess: { success: false; error: san.SanError } | { success: true } = { success: true };
    try {
      sanChess.resolve('Ke3', ChessPosition.fromFen(fen));
    } catch (error) {
      if (error instanceof san.SanError) chess = { success: false, error };
    }
    const knights = san.safeResolve('N1c3', Position.fromFen('4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1'));
    const errors = [generic, chess, knights].map((r) =>
      r.success ? undefined : [r.error.code, r.error.message],
    );
    expect(errors).toEqual([
      ['illegal-move', 'no legal move matches Ke3'],
      ['illegal-move', 'no legal move matches Ke3'],
      ['ambiguous-move', 'more than one legal move matches N1c3'],
    ]);
  });
});
