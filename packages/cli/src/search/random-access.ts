/**
 * An open file read at offsets, as `@x/search`'s `openIndexFile` reads an index: `xn search` and the search bench
 * (`bench/src/suites/search.ts`) open their indexes through it.
 */
import fs from 'node:fs';
import type { openIndexFile } from '@x/search';

/** What `openIndexFile` reads an index through: its size and positional reads. */
type RandomAccessFile = Parameters<typeof openIndexFile>[0];

/** The open file `fd` read at offsets; a read fills `into` but at the file's end (short reads are read on). */
export function randomAccess(fd: number): RandomAccessFile {
  return {
    size: fs.fstatSync(fd).size,
    read: (position, into) => {
      let done = 0;
      while (done < into.length) {
        const n = fs.readSync(fd, into, done, into.length - done, position + done);
        if (n === 0) break;
        done += n;
      }
      return done;
    },
  };
}
