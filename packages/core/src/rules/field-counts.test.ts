/**
 * The shape that rule modules keep small (issue #93): `CompiledVariant` holds what every variant has plus one field
 * per rule module (its tables), `PieceType` the options of every piece plus one sub-object per piece rule. The
 * fields are counted by the TypeScript checker (inherited and mapped ones included), so a rule that spreads its
 * tables or options back into flat fields fails here. The ceilings are today's counts: lower them as rules move.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ruleModules } from './registry.js';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The property names of the exported interface `name` of `file` (relative to `src`), per the checker. */
function fieldsOf(program: ts.Program, file: string, name: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(src, file))!;
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((s) => s.name === name)!;
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((p) => p.name);
}

const program = ts.createProgram(
  [path.join(src, 'variant/compile/compiled.ts'), path.join(src, 'variant/pieces.ts')],
  {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    noResolve: false,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  },
);

describe('rule modules keep the compiled variant and the piece type small', () => {
  it('CompiledVariant: one field per registered rule, and at most 85 beside them (goal 50 in all)', () => {
    // A rule added to the registry adds its one field (its tables): the ceiling counts the others.
    const fields = fieldsOf(program, 'variant/compile/compiled.ts', 'CompiledVariant');
    const rules: readonly string[] = ruleModules.map((m) => m.name);
    for (const name of rules) expect(fields, name).toContain(name);
    expect(fields.filter((f) => !rules.includes(f)).length).toBeLessThanOrEqual(85);
  });

  it('PieceType: at most 33 fields (goal 25)', () => {
    expect(fieldsOf(program, 'variant/pieces.ts', 'PieceType').length).toBeLessThanOrEqual(33);
  });
});
