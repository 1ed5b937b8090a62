import { describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.js';

interface Echo {
  id: number;
  thread?: number;
  exit?: boolean;
  hold?: boolean;
}

const script = new URL('../../test/fixtures/echo-worker.mjs', import.meta.url);

/** The threads of a pool, as its answers name them. */
async function threadsOf(pool: WorkerPool<Echo, Echo>): Promise<number[]> {
  const answers = await Promise.all([0, 1, 2, 3].map((id) => pool.run({ id }, [])));
  return [...new Set(answers.map((a) => a.thread!))].sort();
}

describe('WorkerPool', () => {
  it('answers each request by its id, on every thread of the pool', async () => {
    const pool = WorkerPool.take<Echo, Echo>(script, 2);
    expect(await threadsOf(pool)).toHaveLength(2);
    await pool.close();
  });

  it('a released pool is taken again by the next run of the same script and size, not by another size', async () => {
    const first = WorkerPool.take<Echo, Echo>(script, 2);
    const threads = await threadsOf(first);
    await first.release();
    const other = WorkerPool.take<Echo, Echo>(script, 3);
    expect(other).not.toBe(first);
    const again = WorkerPool.take<Echo, Echo>(script, 2);
    expect(again).toBe(first);
    expect(await threadsOf(again)).toEqual(threads);
    await Promise.all([again.close(), other.close()]);
    expect(WorkerPool.take<Echo, Echo>(script, 2)).not.toBe(first);
  });

  it('a pool with an answer outstanding, or a thread that stopped, is ended, not kept', async () => {
    const held = WorkerPool.take<Echo, Echo>(script, 1);
    void held.run({ id: 1, hold: true }, []);
    await held.release();
    const next = WorkerPool.take<Echo, Echo>(script, 1);
    expect(next).not.toBe(held);
    await expect(next.run({ id: 2, exit: true }, [])).rejects.toThrow(/stopped \(exit code 3\)/);
    await next.release();
    const fresh = WorkerPool.take<Echo, Echo>(script, 1);
    expect(fresh).not.toBe(next);
    expect((await fresh.run({ id: 3 }, [])).id).toBe(3);
    await fresh.close();
  });
});
