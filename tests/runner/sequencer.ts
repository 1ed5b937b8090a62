/**
 * The order in which vitest starts the test files (`sequence.sequencer` in vitest.config.ts): the longest first, so
 * that the two workers end together instead of one running a long file alone at the end (longest processing time
 * first). A file's length is the one `tests/runner/durations.json` stores (each file's wall time in a whole `pnpm test`,
 * written by `pnpm test --durations`), else the duration vitest cached from its last run on this checkout
 * (`node_modules/.vite/vitest`), else unknown, which runs first, as vitest runs a file it has not seen. The stored
 * times come first because vitest caches whatever run came last: a file run alone under `TEST_DEEP=1` is cached
 * at several times its `pnpm test` time, one run with `-t` at a fraction of it, and a long file ordered by such a
 * fraction starts last and runs alone at the end (a 35 s file ordered as 5 s did). Vitest alone orders files it
 * has no duration for by size, largest first, and several of the costliest are short files (a perft budget over a
 * fixture). The projects keep vitest's order, one after the other: a worker serves one project, and a file of
 * another would start a worker again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Where the durations are stored: `{ "<project>:<file from the root>": milliseconds }`. */
export const DURATIONS_FILE = new URL('./durations.json', import.meta.url);

/** The stored durations, or none where the file is absent or unreadable. */
function storedDurations(): Map<string, number> {
  try {
    const json = JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    return new Map(Object.entries(json).filter(([, ms]) => typeof ms === 'number' && ms >= 0));
  } catch {
    return new Map();
  }
}

/** Vitest's sequencer with the longest files first (stored durations, else vitest's cached ones). */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const stored = storedDurations();
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId).split(path.sep).join('/')}`;
      const measured = stored.get(key);
      if (measured !== undefined) return measured;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      return cached !== undefined && cached > 0 ? cached : Number.POSITIVE_INFINITY;
    };
    const known = new Map(files.map((spec) => [spec, duration(spec)]));
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        known.get(b)! - known.get(a)!,
    );
  }
}
