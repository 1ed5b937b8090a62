import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachedModules } from '../../../../tests/module-graph.js';

/** The modules `@x/san/chess` reaches, by path from the package's `src`. */
const src = fileURLToPath(new URL('..', import.meta.url));
const reached = reachedModules(path.join(src, 'chess-entry.ts'));
const named = (file: string) => reached.get(path.join(src, file));

describe("@x/san/chess's module graph: what a page reading chess PGN bundles", () => {
  it('reads PGN with its own one-pass reader: no token grammar, rules, visitor, tree builder or byte reader', () => {
    expect(named('chess-pgn/read.ts')).toBeDefined();
    for (const file of [
      'pgn/tokens.ts',
      'pgn/rules.ts',
      'pgn/visitor.ts',
      'pgn/game-builder.ts',
      'pgn/byte-tokens.ts',
    ])
      expect(named(file), file).toBeUndefined();
  });
});
