/**
 * When `xn` runs a command again with huge pages: `xn index` on Linux of files of 16 MiB or more together, the
 * environment setting no `GLIBC_TUNABLES` of its own; and the child's end is the parent's.
 */
import { describe, expect, it } from 'vitest';
import { HUGE_PAGE_BYTES, HUGE_PAGE_TUNABLE, hugePageEnv } from './huge-pages.js';

/** Sizes of the words naming files: two halves of the threshold, one file under it. */
const size = (word: string) =>
  ({ 'a.pgn': HUGE_PAGE_BYTES / 2, 'b.pgn': HUGE_PAGE_BYTES / 2, 'small.pgn': 1000 })[word] ?? 0;

describe('hugePageEnv', () => {
  it('runs xn index of large files on Linux again with the tunable, the rest of the environment kept', () => {
    expect(hugePageEnv(['index', 'a.pgn', 'b.pgn'], { HOME: '/h' }, 'linux', size)).toEqual({
      HOME: '/h',
      GLIBC_TUNABLES: HUGE_PAGE_TUNABLE,
    });
    expect(hugePageEnv(['index', '-o', 'out.xni', 'a.pgn', 'b.pgn'], {}, 'linux', size)?.GLIBC_TUNABLES).toBe(
      HUGE_PAGE_TUNABLE,
    );
  });

  it('runs anything else here: small files, other commands, other systems, tunables of the user', () => {
    expect(hugePageEnv(['index', 'a.pgn'], {}, 'linux', size)).toBeUndefined();
    expect(hugePageEnv(['index', 'small.pgn', 'missing.pgn'], {}, 'linux', size)).toBeUndefined();
    expect(hugePageEnv(['pgn', 'check', 'a.pgn', 'b.pgn'], {}, 'linux', size)).toBeUndefined();
    expect(hugePageEnv(['index', 'a.pgn', 'b.pgn'], {}, 'darwin', size)).toBeUndefined();
    expect(hugePageEnv(['index', 'a.pgn', 'b.pgn'], {}, 'win32', size)).toBeUndefined();
    expect(
      hugePageEnv(['index', 'a.pgn', 'b.pgn'], { GLIBC_TUNABLES: 'glibc.malloc.check=0' }, 'linux', size),
    ).toBeUndefined();
  });

  it('sizes the words that name files by default, and nothing else', () => {
    expect(hugePageEnv(['index', 'no-such-file.pgn', '--to', 'parquet'], {}, 'linux')).toBeUndefined();
    expect(hugePageEnv(['index', '.'], {}, 'linux')).toBeUndefined();
  });
});
