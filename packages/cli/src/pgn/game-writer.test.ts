/** `xn pgn eco` to a terminal: a file's control bytes (in tags, in a bad game) are shown escaped, never sent raw. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pgnEco } from './eco/pgn-eco.js';

/** A stream keeping what is written, a terminal or not. */
function sink(isTTY: boolean) {
  const chunks: Buffer[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202e]/;
const PGN =
  '[Event "a\x1b[31mRED\x1b]0;title\x07"]\n[White "x\u202ey"]\n\n1. e4 e5 2. Nf3 *\n\n[Event "b\x1b[2J"]\n\n1. e4 @@@ *\n';

async function eco(isTTY: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-eco-tty-'));
  const file = path.join(dir, 'g.pgn');
  fs.writeFileSync(file, PGN);
  const out = sink(isTTY);
  const err = sink(false);
  const io = {
    stdin: Readable.from([]),
    stdout: out.stream,
    stderr: err.stream,
    env: {},
    onClosedPipe: () => {},
  };
  expect(await pgnEco([file, '--quiet'], io)).toBe(1);
  fs.rmSync(dir, { recursive: true });
  return out.text();
}

describe("xn pgn eco writes a file's control bytes", () => {
  it('escaped to a terminal (␛, \\u{202e}), good and bad games alike', async () => {
    const shown = await eco(true);
    expect(shown).not.toMatch(RAW);
    expect(shown).toContain('[Event "a␛[31mRED␛]0;title␇"]');
    expect(shown).toContain('[Event "b␛[2J"]');
    expect(shown).toContain('[ECO "C40"]');
  });
  it('byte for byte to a pipe or a file', async () => {
    const data = await eco(false);
    expect(data).toContain('[Event "a\x1b[31mRED\x1b]0;title\x07"]');
    expect(data).toContain('[Event "b\x1b[2J"]');
  });
});
