/**
 * zstd input (`.pgn.zst`, as lichess publishes its database) end to end: a `.zst` file and zstd on stdin read the
 * same games as the plain file; corrupt or truncated data is one line naming the file and the compressed byte
 * where decompression stopped (exit 2, no stack trace). `fixtures/games.pgn.zst` was made once from
 * `fixtures/games.pgn` with `zstd -19 games.pgn` (zstd 1.5, Debian): Node 20's zlib cannot write zstd. Larger
 * input (many read chunks) is compressed here with Node's zlib where it has zstd, else the `zstd` command.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { createZstdDecompress } from '../../src/io/zstd.js';
import { hasStackTrace, xn } from '../xn.js';
import { fileWriter, fixture, tempDir } from '../temp-dir.js';

const dir = tempDir('xn-zstd-');
const plain = fixture('games.pgn');
const packed = fixture('games.pgn.zst');
const file = fileWriter(dir);

/** zstd compression: Node's zlib where it has it, else the `zstd` command, else `undefined`. */
function compressor(): ((data: Uint8Array) => Uint8Array) | undefined {
  const node = (zlib as unknown as { zstdCompressSync?: (data: Uint8Array) => Uint8Array }).zstdCompressSync;
  if (node !== undefined) return node;
  if (spawnSync('zstd', ['--version']).status !== 0) return undefined;
  return (data) => spawnSync('zstd', ['-c', '-q'], { input: data, maxBuffer: 1 << 28 }).stdout;
}
const compress = compressor();

describe('zstd input', () => {
  it('the fixture is zstd (magic bytes 28 B5 2F FD) and decompresses to games.pgn in any chunking', async () => {
    const bytes = fs.readFileSync(packed);
    expect([...bytes.subarray(0, 4)]).toEqual([0x28, 0xb5, 0x2f, 0xfd]);
    const { stream } = createZstdDecompress();
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
    for (let i = 0; i < bytes.length; i += 7) stream.write(bytes.subarray(i, i + 7));
    stream.end();
    await ended;
    expect(Buffer.concat(out).equals(fs.readFileSync(plain))).toBe(true);
  });

  it('a .zst file and zstd on stdin read the same games as the plain file', () => {
    const expected = xn(['pgn', 'convert', '--to', 'json', plain]);
    expect(expected.status).toBe(0);
    const fromFile = xn(['pgn', 'convert', '--to', 'json', packed]);
    expect(fromFile).toEqual(expected);
    const fromStdin = xn(['pgn', 'convert', '--to', 'json', '-'], fs.readFileSync(packed));
    expect(fromStdin).toEqual(expected);
    const check = xn(['pgn', 'check', packed]);
    expect(check.stdout).toBe(xn(['pgn', 'check', plain]).stdout.replaceAll(plain, packed));
  });

  it('corrupt, truncated or mislabelled zstd: one line naming the file and the byte, exit 2, no stack trace', () => {
    const bytes = fs.readFileSync(packed);
    const corrupt = Buffer.from(bytes);
    corrupt.fill(0xff, 12, 20);
    // the messages are the decoder's (fzstd's here; Node's own zstd words them otherwise)
    const cases: [string, Uint8Array | string][] = [
      ['corrupt.pgn.zst', corrupt],
      ['cut.pgn.zst', bytes.subarray(0, 200)],
      ['plain.pgn.zst', fs.readFileSync(plain)],
    ];
    const tail = 'near byte \\d+ of the compressed file: \\S.*';
    for (const [name, content] of cases) {
      const p = file(name, content);
      const r = xn(['pgn', 'check', p]);
      expect(r.stderr).toMatch(new RegExp(`^xn: ${p.replace(/[.]/g, '\\.')}: corrupt zstd data ${tail}\\n$`));
      expect(r.status).toBe(2);
      expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
    }
    const stdin = xn(['pgn', 'check', '-'], bytes.subarray(0, 200));
    expect(stdin.stderr).toMatch(
      /^xn: <stdin>: corrupt zstd data near byte \d+ of the compressed file: \S.*\n$/,
    );
    // fzstd has read all 200 bytes given when it finds the frame cut
    if (!('createZstdDecompress' in zlib))
      expect(stdin.stderr).toContain('near byte 200 of the compressed file');
    expect(stdin.status).toBe(2);
  });

  it('a frame asking for a window over 128 MB is refused before anything is allocated', () => {
    // window descriptor 0xa7: 2^30 + 7/8 · 2^30 bytes; single segment (0xe0) with a content size of 256 GB
    const headers = [
      Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0xa7, 0x01, 0x00, 0x00]),
      Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0xe0, 0, 0, 0, 0, 0x40, 0, 0, 0, 0x01, 0x00, 0x00]),
    ];
    for (const [i, bytes] of headers.entries()) {
      for (const r of [
        xn(['pgn', 'check', file(`window${i}.pgn.zst`, bytes)]),
        xn(['pgn', 'check', '-'], bytes),
      ]) {
        expect(r.stderr).toMatch(/^xn: \S+: corrupt zstd data near byte \d+ of the compressed file: \S.*\n$/);
        if (!('createZstdDecompress' in zlib))
          expect(r.stderr).toMatch(/MB window \(at most 128 MB are allowed\)/);
        expect(r.status).toBe(2);
      }
    }
  });

  describe.skipIf(compress === undefined || !hasSharedData)(
    'on lichess-100.pgn ×30 (2.2 MB, many read chunks; needs ../shared/data and zstd in zlib or on PATH)',
    () => {
      it('reads the same games as the plain file, from a file and from stdin', () => {
        const text = fs.readFileSync(sharedDataPath('pgn', 'lichess-100.pgn')).toString('utf8').repeat(30);
        const big = file('big.pgn', text);
        const zst = file('big.pgn.zst', compress!(Buffer.from(text)));
        const expected = xn(['pgn', 'convert', '--to', 'uci', big]);
        expect(expected.status).toBe(0);
        expect(expected.stdout.match(/^\[Event /gm)).toHaveLength(3000);
        expect(xn(['pgn', 'convert', '--to', 'uci', zst])).toEqual(expected);
        expect(xn(['pgn', 'convert', '--to', 'uci', '-'], fs.readFileSync(zst))).toEqual(expected);
      });
    },
  );
});
