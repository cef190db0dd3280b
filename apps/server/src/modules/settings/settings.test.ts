import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createSettingsStore } from './settings.ts';

const t = useTestApp();

/** The app's database, counting the reads of the settings table. */
function countingReads() {
  const counter = { reads: 0 };
  const db = new Proxy(t.ctx.db, {
    get(target, property, receiver) {
      if (property === 'select') counter.reads++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as Db;
  return { db, counter };
}

describe('settings store', () => {
  it('answers requests that arrive together with one read, and reads again after a change', async () => {
    const { db, counter } = countingReads();
    const store = createSettingsStore(db, t.clock);
    const limits = await Promise.all(Array.from({ length: 20 }, () => store.get('limits.submitPerMinute')));
    expect(new Set(limits).size).toBe(1);
    expect(counter.reads).toBe(1);

    const next = limits[0] === 30 ? 40 : 30;
    await store.set('limits.submitPerMinute', next, 'test');
    const before = counter.reads;
    expect(await Promise.all([store.get('limits.submitPerMinute'), store.get('limits.submitPerMinute')])).toEqual([next, next]);
    // set() reads the old value for the history itself; the two gets share one read of the table.
    expect(counter.reads - before).toBe(1);
  });

  it('hands out one checked value per read, which no caller can change for the others', async () => {
    const store = createSettingsStore(t.ctx.db, t.clock);
    const first = await store.get('deposit.usdtAddress');
    expect(await store.get('deposit.usdtAddress')).toBe(first);
    expect(() => {
      (first as { network: string }).network = 'ERC20';
    }).toThrow(TypeError);
    expect((await store.get('deposit.usdtAddress')).network).toBe(first.network);
  });
});
