/**
 * `Output` reports a failed write: stdout's (a stream, whose error comes after the write returned: `> /dev/full`)
 * when it is closed, a file's when it is written. A reader gone (EPIPE) is still no error: `ClosedPipe`.
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ClosedPipe, OutputError } from '../failure.js';
import { Output } from './output.js';

/** A stdout whose every write fails with `code`, as a full disk's or a gone reader's does: after the write returns. */
function failing(code: string): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      setImmediate(() => done(Object.assign(new Error(`${code}: failed`), { code })));
    },
  });
}

describe('Output', () => {
  it("throws stdout's write error when closed (it was lost: exit 0 with nothing written)", async () => {
    const out = Output.open(undefined, failing('ENOSPC'), () => undefined);
    await out.write('1 game: 1 good\n');
    await expect(out.close()).rejects.toThrow(new OutputError('stdout: cannot write: ENOSPC: failed'));
  });

  it('ends quietly when the reader has gone (EPIPE): ClosedPipe, the callback told once', async () => {
    let told = 0;
    const out = Output.open(undefined, failing('EPIPE'), () => void told++);
    await out.write('x\n');
    await expect(out.close()).rejects.toThrow(ClosedPipe);
    expect(told).toBe(1);
  });

  it.skipIf(!fs.existsSync('/dev/full'))(
    'throws a file’s write error once, when written (-o /dev/full)',
    async () => {
      const out = Output.open('/dev/full', new Writable(), () => undefined);
      const error = new OutputError('/dev/full: cannot write: ENOSPC: no space left on device');
      await expect(out.write('x'.repeat(1 << 17))).rejects.toThrow(error);
      // what failed is not written again by close
      await expect(out.close()).rejects.toThrow(error);
    },
  );
});
