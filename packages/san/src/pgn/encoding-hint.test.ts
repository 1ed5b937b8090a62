/** The warning for bytes that are not UTF-8 names the option that reads the file as it was written. */
import { describe, expect, it } from 'vitest';
import { readPgn } from './reader.js';

describe('readPgn: the encoding warning', () => {
  it('names the `encoding` option and its Latin-1 value', async () => {
    const bytes = new TextEncoder().encode('[White "Andr?"]\n\n1. e4 e5 *\n');
    bytes[13] = 0xe9; // Latin-1 é
    const warnings = [];
    for await (const record of readPgn(bytes)) warnings.push(...record.diagnostics);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'encoding', offset: 13 });
    expect(warnings[0]!.message).toContain("encoding: 'latin1'");
  });
});
