/**
 * `pnpm size` prints the chess path's jobs beside chessops's and chess.js's (issue #91): the root `.size-limit.mjs`
 * follows each of `@x/san`'s chess jobs (`size/chess-*.js`) with the same job written with each peer
 * (`bench/src/bundle/`, as `pnpm bench bundle` has it), measured alike (same import, gzip) and without a limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Check {
  readonly name: string;
  readonly path: readonly string[];
  readonly import?: string;
  readonly gzip?: boolean;
  readonly limit?: string;
}

/** The checks `pnpm size` runs (the config is plain JavaScript, read at run time). */
const all = (
  (await import(new URL('../../../.size-limit.mjs', import.meta.url).href)) as { default: Check[] }
).default;

describe("pnpm size: the chess path's jobs beside chessops and chess.js", () => {
  for (const job of ['chess-pgn-fens', 'chess-round-trip']) {
    it(`${job}: followed by the same job with chessops and chess.js, measured alike, no limit`, () => {
      const at = all.findIndex((c) => c.path[0] === `packages/san/size/${job}.js`);
      expect(at).toBeGreaterThanOrEqual(0);
      const ours = all[at]!;
      const peers = all.slice(at + 1, at + 3);
      expect(peers.map((p) => p.path)).toEqual([
        [`bench/src/bundle/chessops-${job.replace('chess-', '')}.ts`],
        [`bench/src/bundle/chessjs-${job.replace('chess-', '')}.ts`],
      ]);
      expect(peers.map((p) => /chessops|chess\.js/.exec(p.name)?.[0])).toEqual(['chessops', 'chess.js']);
      const exported = /\{ (\w+) \}/.exec(ours.import ?? '')![1]!;
      for (const peer of peers) {
        expect(peer.import).toBe(ours.import);
        expect(peer.gzip).toBe(ours.gzip);
        expect(peer.limit).toBeUndefined();
        // the peer's file exists and exports what the check imports
        const source = fs.readFileSync(path.join(ROOT, peer.path[0]!), 'utf8');
        expect(source).toMatch(new RegExp(`export function ${exported}\\(`));
      }
    });
  }
});
