/**
 * The shared perft suite `../shared/data/perft-chess.txt` (`FEN ; depth ; nodes` lines, `# id` comments naming the
 * positions, `[960]` in the id of a Chess960 one), read once for every test that runs it: the generic engine's
 * (`src/perft.test.ts`) and `@x/core/chess`'s (`src/chess/*.test.ts`). Empty without `../shared`.
 */
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';

/** One count of the suite. */
export interface PerftCase {
  readonly id: string;
  readonly fen: string;
  readonly depth: number;
  readonly nodes: number;
  readonly chess960: boolean;
}

/** Every count of `perft-chess.txt`, in file order; none when `../shared` is absent. */
export function perftChessSuite(): PerftCase[] {
  if (!hasSharedData) return [];
  const cases: PerftCase[] = [];
  let id = '';
  for (const line of readSharedData('perft-chess.txt').split('\n')) {
    const comment = /^#\s*(\S+)(.*)$/.exec(line);
    if (comment) {
      if (
        !/^[A-Z]\.$/.test(comment[1]!) &&
        !line.includes('Perft test suite') &&
        !line.includes('Counts verified')
      ) {
        id = line.slice(1).trim();
      }
      continue;
    }
    if (!line.trim()) continue;
    const [fen, depth, nodes] = line.split(';').map((s) => s.trim());
    cases.push({ id, fen: fen!, depth: Number(depth), nodes: Number(nodes), chess960: id.includes('[960]') });
  }
  return cases;
}

/** The standard-chess counts of the suite (no Chess960) of at most `maxNodes` nodes. */
export function standardPerftCases(maxNodes: number): PerftCase[] {
  return perftChessSuite().filter((c) => !c.chess960 && c.nodes <= maxNodes);
}

/**
 * The tests `title` of the standard-chess counts of at most `maxNodes` nodes: one that there are more than
 * `atLeast`, then one per count, which `check` checks. Skipped without `../shared`.
 */
export function describeStandardPerft(
  title: string,
  maxNodes: number,
  atLeast: number,
  check: (c: PerftCase) => void,
): void {
  describe.skipIf(!hasSharedData)(title, () => {
    const cases = standardPerftCases(maxNodes);
    it(`has more than ${atLeast} standard-chess cases`, () => {
      expect(cases.length).toBeGreaterThan(atLeast);
    });
    for (const c of cases) it(`${c.fen} depth ${c.depth} = ${c.nodes}`, () => check(c));
  });
}
