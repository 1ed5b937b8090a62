import fs from 'node:fs';
import ts from 'typescript';
import { it } from 'vitest';
import { exportsOf } from '../../../scripts/surface.mjs';
import { ENTRY_POINTS } from '../../../tests/contract/entries.js';
import { packagePrograms } from '../../../tests/contract/program.js';
it('lists', () => {
  const { program } = packagePrograms();
  const checker = program.getTypeChecker();
  const lines: string[] = [];
  let total = 0;
  for (const e of ENTRY_POINTS) {
    const { exported } = exportsOf(program, e.file);
    total += exported.length;
    lines.push(`## ${e.specifier} ${exported.length}`);
    for (const s of exported) {
      const d = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      const f = d.declarations?.[0]?.getSourceFile().fileName.replace(/.*\/packages\//, '') ?? '?';
      const kind = d.flags & ts.SymbolFlags.Value ? 'v' : 't';
      lines.push(`${s.name}\t${kind}\t${f}`);
    }
  }
  lines.push(`TOTAL ${total}`);
  fs.writeFileSync(process.env.OUT ?? '/tmp/w276/list.txt', lines.join('\n'));
});
