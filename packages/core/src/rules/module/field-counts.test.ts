/**
 * The shape that rule modules keep small (issue #93): `CompiledVariant` holds what every variant has plus the rule
 * modules' tables under one field (`rules`, a field per rule), `PieceType` the options of every piece plus one
 * sub-object per piece rule. The fields are counted by the TypeScript checker (inherited and mapped ones included),
 * so a rule that spreads its tables or options back into flat fields fails here. Both ceilings are #93's goals
 * (`CompiledVariant`: a new rule module adds no field; `PieceType`: a new piece rule adds an option to `PieceRules`,
 * not a field).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';
import ts from '../../../../../tests/typescript.js';
import { describe, expect, it } from 'vitest';
import { ruleModules } from './registry.js';

const src = fileURLToPath(new URL('../..', import.meta.url));

/** The property names of the exported interface `name` of `file` (relative to `src`), per the checker. */
function fieldsOf(program: TypeScript.Program, file: string, name: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(src, file))!;
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((s) => s.name === name)!;
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((p) => p.name);
}

const program = ts.createProgram(
  [
    path.join(src, 'variant/compile/compiled.ts'),
    path.join(src, 'variant/pieces.ts'),
    path.join(src, 'rules/module/rule-types.ts'),
  ],
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
  it('CompiledVariant: at most 50 fields, the rule tables under one (`rules`)', () => {
    const fields = fieldsOf(program, 'variant/compile/compiled.ts', 'CompiledVariant');
    expect(fields.length).toBeLessThanOrEqual(50);
    expect(fields).toContain('rules');
    for (const m of ruleModules) expect(fields, m.name).not.toContain(m.name);
  });

  it('RuleTables: one field per registered rule, named as the rule', () => {
    const fields = fieldsOf(program, 'rules/module/rule-types.ts', 'RuleTables');
    expect([...fields].sort()).toEqual(ruleModules.map((m) => m.name).sort());
  });

  it('PieceType: at most 25 fields, the piece rules under one (`rules`)', () => {
    const fields = fieldsOf(program, 'variant/pieces.ts', 'PieceType');
    expect(fields.length).toBeLessThanOrEqual(25);
    expect(fields).toContain('rules');
  });

  it('PieceRules: one option per piece rule module, named as the module', () => {
    const names = new Set<string>(ruleModules.map((m) => m.name));
    const fields = fieldsOf(program, 'rules/module/rule-types.ts', 'PieceRules');
    expect(fields).toEqual(expect.arrayContaining(['freeze', 'pinch', 'burn']));
    for (const f of fields) expect(names, f).toContain(f);
  });
});
