/** The PGN files of `../shared/data` for the end-to-end tests that read them all. */
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedPgnFiles } from '../../../../tests/shared-data.js';

/**
 * A `describe` over every PGN file of `../shared/data` (skipped when it is absent): its first test checks that
 * there are more than 50, so that the others never pass on a short list.
 */
export function describeSharedPgn(name: string, body: (files: readonly string[]) => void): void {
  describe.skipIf(!hasSharedData)(name, () => {
    const files = hasSharedData ? sharedPgnFiles() : [];
    it('finds more than 50 PGN files', () => expect(files.length).toBeGreaterThan(50));
    body(files);
  });
}
