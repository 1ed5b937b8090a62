/** `--variants FILE…` in-process: an FBR rule set's name (its title, else its file's stem) and a clash of names. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../failure.js';
import { readVariantSource } from './variant-source.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-variant-source-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
};
const CHESS = 'royal promotion+=enter{P} +P==QRBN K Q R B N P';

describe('readVariantSource', () => {
  it('names an FBR rule set by its title, else by its file stem', () => {
    const titled = readVariantSource(file('a.fbr', `|Wazir Chess|\n${CHESS}`));
    expect([...titled.byName.keys()]).toEqual(['Wazir Chess']);
    expect(titled.variants[0]!.definition).toMatchObject({ id: 'wazir-chess', name: 'Wazir Chess' });
    const plain = readVariantSource(file('plain-chess.fbr', CHESS));
    expect([...plain.byName.keys()]).toEqual(['plain-chess']);
  });

  it('reads several files, and a name two of them define is a located input error', () => {
    const one = file('one.fbr', `|Mine|\n${CHESS}`);
    const other = file('other.fbr', `\n  |Mine| ${CHESS}`);
    const both = readVariantSource([one, file('two.fbr', CHESS)]);
    expect([...both.byName.keys()]).toEqual(['Mine', 'two']);
    let error: unknown;
    try {
      readVariantSource([one, other]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      `${other}:2:4: variant 'Mine' is defined in ${one} too: rename one`,
    );
  });
});
