import { describe, expect, it } from 'vitest';
import { coalescer, failure, success, type CoalescerOptions } from './coalescer.ts';

const tick = () => new Promise((r) => setImmediate(r));

/** A coalescer that doubles numbers, recording its batches; its first batch runs until release(). */
function heldFirstBatch(options: CoalescerOptions) {
  const batches: number[][] = [];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const double = coalescer(async (items: number[]) => {
    batches.push(items);
    if (batches.length === 1) await held;
    return items.map((n) => success(n * 2));
  }, options);
  return { batches, double, release };
}

describe('coalescer', () => {
  it('sends the calls of one moment as one batch, and the calls made while it runs as the next', async () => {
    const { batches, double, release } = heldFirstBatch({ maxBatch: 10, concurrency: 1 });
    const first = [1, 2, 3].map(double);
    await tick();
    const second = [4, 5].map(double);
    await tick();
    expect(batches).toEqual([[1, 2, 3]]); // one batch at a time: 4 and 5 wait
    release();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps batches within their size and answers each call with its own outcome', async () => {
    const sizes: number[] = [];
    const check = coalescer(
      async (items: number[]) => {
        sizes.push(items.length);
        return items.map((n) => (n % 2 ? failure(new Error(`odd ${n}`)) : success(n)));
      },
      { maxBatch: 2, concurrency: 2 },
    );
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(check));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['odd 1', 2, 'odd 3', 4, 'odd 5']);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('shares what is queued evenly among the batches that may start at once', async () => {
    const sizes: number[] = [];
    const double = coalescer(
      async (items: number[]) => {
        sizes.push(items.length);
        return items.map((n) => success(n * 2));
      },
      { maxBatch: 100, concurrency: 3 },
    );
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => double(i)));
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(sizes).toEqual([4, 3, 3]);
  });

  it('starts a further batch while one runs only once enough calls are queued, else when the running one ends', async () => {
    const { batches, double, release } = heldFirstBatch({ maxBatch: 100, concurrency: 2, minBatchWhileBusy: 3 });
    const first = double(1); // nothing running: leaves at once, alone
    await tick();
    const few = [2, 3].map(double);
    await tick();
    expect(batches).toEqual([[1]]); // two queued while one runs: they wait
    const more = [4].map(double);
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]); // three queued: the second batch leaves
    const late = [5].map(double);
    await tick();
    expect(batches).toHaveLength(2);
    release(); // the first ends: the one waiting leaves
    expect(await Promise.all([first, ...few, ...more, ...late])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('fails every call of a batch whose work fails, and goes on with the next batch', async () => {
    let calls = 0;
    const flaky = coalescer(
      async (items: string[]) => {
        if (++calls === 1) throw new Error('database gone');
        return items.map((s) => success(s.toUpperCase()));
      },
      { maxBatch: 10, concurrency: 1 },
    );
    const failed = await Promise.allSettled(['a', 'b'].map(flaky));
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await flaky('c')).toBe('C');
  });
});
