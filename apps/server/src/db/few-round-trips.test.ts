import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { sqlState } from './client.ts';
import { inlined, transactionInFewRoundTrips } from './few-round-trips.ts';

const t = useTestApp();

const records = async (scope: string) =>
  ((await t.ctx.db.execute(sql`select key from idempotency_records where scope = ${scope} order by key`)) as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);

const claim = (scope: string, key: string) =>
  sql`insert into idempotency_records (scope, key, request_hash, status, lease_until, created_at)
      values (${scope}, ${key}, 'h', 'in_flight', ${t.clock.now()}::timestamptz, ${t.clock.now()}::timestamptz)`;

describe('transactionInFewRoundTrips', () => {
  it('sends statements together, each seeing the ones before, and commits them with the last ones', async () => {
    const scope = `few-${crypto.randomUUID()}`;
    const seen = await transactionInFewRoundTrips(t.ctx.db, async (trips) => {
      const [, counted] = await trips.send([claim(scope, 'a'), sql`select count(*)::int as n from idempotency_records where scope = ${scope}`]);
      await trips.commit([claim(scope, 'b')]);
      return counted;
    });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await records(scope)).toEqual(['a', 'b']);
  });

  it('writes nothing when a statement of the committing message fails, and the connections stay usable', async () => {
    const scope = `few-${crypto.randomUUID()}`;
    await expect(
      transactionInFewRoundTrips(t.ctx.db, async (trips) => {
        await trips.send([claim(scope, 'a')]);
        await trips.commit([claim(scope, 'b'), sql`select 1 / ${0}::int`, claim(scope, 'c')]);
      }),
    ).rejects.toSatisfy((error) => sqlState(error) === '22012'); // division by zero
    expect(await records(scope)).toEqual([]);
    // Every pooled connection still works (none was left inside the failed transaction).
    const counts = await Promise.all(Array.from({ length: 12 }, () => records(scope)));
    expect(counts.every((c) => c.length === 0)).toBe(true);
  });

  it('hands query-builder statements the same transaction', async () => {
    const scope = `few-${crypto.randomUUID()}`;
    await expect(
      transactionInFewRoundTrips(t.ctx.db, async (trips) => {
        await trips.send([claim(scope, 'a')]);
        const inside = (await trips.tx.execute(sql`select count(*)::int as n from idempotency_records where scope = ${scope}`)) as unknown as { rows: { n: number }[] };
        expect(inside.rows[0]!.n).toBe(1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await records(scope)).toEqual([]);
  });

  it('writes parameters into the text exactly as the server would receive them', async () => {
    const tricky = `it's a \\ back'slash '' $1 "quoted" ₦ \n end`;
    const at = new Date('2026-11-21T09:30:00.123Z');
    const [[row]] = (await transactionInFewRoundTrips(t.ctx.db, (trips) =>
      trips.send([sql`select ${tricky}::text as s, ${at}::timestamptz = '2026-11-21T09:30:00.123Z'::timestamptz as same, (${12_345_678_901_234n}::bigint + 1)::text as n, ${null}::text is null as empty, ${true}::boolean as yes, ${JSON.stringify({ q: "o'k" })}::json ->> 'q' as j`]),
    )) as unknown as [[{ s: string; same: boolean; n: string; empty: boolean; yes: boolean; j: string }]];
    expect(row).toEqual({ s: tricky, same: true, n: '12345678901235', empty: true, yes: true, j: "o'k" });
  });

  it('leaves placeholder-like text inside quoted strings and identifiers alone', () => {
    expect(inlined(sql`select '$1' as "a$1", ${'x'} as b`)).toBe(`select '$1' as "a$1", 'x' as b`);
  });
});
