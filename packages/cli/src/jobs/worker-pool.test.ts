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

  it("a released pool's threads serve the next run of the same script, whatever its size and data", async () => {
    const first = WorkerPool.take<Echo, Echo>(script, 2, { cache: 'a' });
    const threads = await threadsOf(first);
    await first.release();
    const larger = WorkerPool.take<Echo, Echo>(script, 3, { cache: 'b' });
    const seen = await threadsOf(larger);
    expect(seen).toHaveLength(3);
    expect(seen).toEqual(expect.arrayContaining(threads));
    await larger.release();
    const smaller = WorkerPool.take<Echo, Echo>(script, 1);
    expect(seen).toContain((await threadsOf(smaller))[0]);
    await smaller.close();
    // a closed pool's thread is ended, not kept: the two kept are handed out, and one new
    const next = WorkerPool.take<Echo, Echo>(script, 3);
    expect((await threadsOf(next)).filter((t) => seen.includes(t))).toHaveLength(2);
    await next.close();
  });

  it('a pool with an answer outstanding, or a thread that stopped, is ended, not kept', async () => {
    const held = WorkerPool.take<Echo, Echo>(script, 1);
    const [heldThread] = await threadsOf(held);
    void held.run({ id: 1, hold: true }, []);
    await held.release();
    const next = WorkerPool.take<Echo, Echo>(script, 1);
    const [nextThread] = await threadsOf(next);
    expect(nextThread).not.toBe(heldThread);
    await expect(next.run({ id: 2, exit: true }, [])).rejects.toThrow(/stopped \(exit code 3\)/);
    await next.release();
    const fresh = WorkerPool.take<Echo, Echo>(script, 1);
    const answer = await fresh.run({ id: 3 }, []);
    expect([answer.id, answer.thread === nextThread]).toEqual([3, false]);
    await fresh.close();
  });
});
