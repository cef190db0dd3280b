import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { postgresPool, sqlState, type Db } from './client.ts';
import { transactionInFewRoundTrips } from './few-round-trips.ts';
import { inlined } from './prepared-on-connection.ts';

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
    const tricky = `it's a \\ back'slash '' $1 "quoted" ₦ \n end$`;
    // Strings with a quote or backslash are dollar-quoted ($j$...$j$) unless they hold `$j`.
    const withTag = `o'k $j$ inside \\ and at the end $j`;
    const at = new Date('2026-11-21T09:30:00.123Z');
    const [[row]] = (await transactionInFewRoundTrips(t.ctx.db, (trips) =>
      trips.send([sql`select ${tricky}::text as s, ${withTag}::text as tag, ${at}::timestamptz = '2026-11-21T09:30:00.123Z'::timestamptz as same, (${12_345_678_901_234n}::bigint + 1)::text as n, ${null}::text is null as empty, ${true}::boolean as yes, ${JSON.stringify({ q: "o'k", b: 'a\\b' })}::json ->> 'q' as j`]),
    )) as unknown as [[{ s: string; tag: string; same: boolean; n: string; empty: boolean; yes: boolean; j: string }]];
    expect(row).toEqual({ s: tricky, tag: withTag, same: true, n: '12345678901235', empty: true, yes: true, j: "o'k" });
  });

  it('leaves placeholder-like text inside quoted strings and identifiers alone', () => {
    expect(inlined(sql`select '$1' as "a$1", ${'x'} as b, ${"o'k"} as c`)).toBe(`select '$1' as "a$1", 'x' as b, $j$o'k$j$ as c`);
  });

  // On PostgreSQL each statement with parameters is PREPAREd once per connection and EXECUTEd
  // (prepared-on-connection.ts); on PGlite statements run one by one through the query builder.
  const onPostgres = () => postgresPool(t.ctx.db) !== null;

  it('prepares a statement once per connection and runs it with each call\'s parameters', async () => {
    const tag = crypto.randomUUID();
    const statement = (n: number) => sql`select ${n}::int * 2 as twice, ${tag}::text as tag`;
    const [first, second, prepared] = await transactionInFewRoundTrips(t.ctx.db, async (trips) => {
      const [a] = await trips.send([statement(1)]);
      const [b] = await trips.send([statement(21)]);
      const [names] = await trips.send([sql`select name from pg_prepared_statements where name like 'few_%' and statement like '%::int * 2 as twice%'`]);
      return [a, b, names];
    });
    expect(first).toEqual([{ twice: 2, tag }]);
    expect(second).toEqual([{ twice: 42, tag }]);
    expect(prepared).toHaveLength(onPostgres() ? 1 : 0);
  });

  it('keeps working on a connection whose message failed before its PREPARE ran', async () => {
    // One connection, so the second transaction surely runs where the first one failed.
    const client = onPostgres() ? new pg.Pool({ connectionString: postgresPool(t.ctx.db)!.options.connectionString, max: 1 }) : null;
    const db = client ? (drizzle(client) as unknown as Db) : t.ctx.db;
    try {
      const fresh = sql`select ${crypto.randomUUID()}::text is not null as fresh_${sql.raw(String(Date.now()))}`;
      await expect(transactionInFewRoundTrips(db, (trips) => trips.send([sql`select 1 / ${0}::int`, fresh]))).rejects.toSatisfy((e) => sqlState(e) === '22012');
      const [rows] = await transactionInFewRoundTrips(db, (trips) => trips.send([fresh]));
      expect(rows!.map((r) => Object.values(r))).toEqual([[true]]);
    } finally {
      await client?.end();
    }
  });

  it('reaches tables through their indexes inside the transaction, and only there', async () => {
    const [[inside]] = (await transactionInFewRoundTrips(t.ctx.db, (trips) => trips.send([sql`select current_setting('enable_seqscan') as seqscan`]))) as unknown as [[{ seqscan: string }]];
    const outside = (await t.ctx.db.execute(sql`select current_setting('enable_seqscan') as seqscan`)) as unknown as { rows: { seqscan: string }[] };
    expect(inside.seqscan).toBe(onPostgres() ? 'off' : 'on');
    expect(outside.rows[0]!.seqscan).toBe('on');
  });

  it('draws no warning from the server, with statements committed first or without', async () => {
    const pool = postgresPool(t.ctx.db);
    if (!pool) return; // PGlite: each statement goes on its own
    const warnings: string[] = [];
    const onNotice = (notice: { severity?: string; message?: string }) => warnings.push(`${notice.severity}: ${notice.message}`);
    const heard = new Set<pg.PoolClient>();
    const listen = (client: pg.PoolClient) => {
      if (!heard.has(client)) client.on('notice', onNotice);
      heard.add(client);
    };
    pool.on('acquire', listen);
    try {
      const scope = `few-${crypto.randomUUID()}`;
      await transactionInFewRoundTrips(t.ctx.db, async (trips) => {
        await trips.send([claim(scope, 'inside')], { committedFirst: [claim(scope, 'first')] });
        await trips.commit([claim(scope, 'last')]);
      });
      await transactionInFewRoundTrips(t.ctx.db, (trips) => trips.commit([claim(scope, 'alone')]));
      expect(await records(scope)).toEqual(['alone', 'first', 'inside', 'last']);
    } finally {
      pool.off('acquire', listen);
      for (const client of heard) client.off('notice', onNotice);
    }
    // One per batch of bets before: the server's log grew by a line for every batch.
    expect(warnings).toEqual([]);
  });

  it('commits statements sent to run first on their own, whatever the transaction then does', async () => {
    const scope = `few-${crypto.randomUUID()}`;
    const run = transactionInFewRoundTrips(t.ctx.db, async (trips) => {
      const [counted, inside] = await trips.send([sql`select count(*)::int as n from idempotency_records where scope = ${scope}`], { committedFirst: [claim(scope, 'first')] });
      expect(counted).toEqual([]); // the claim returns no rows
      expect(inside).toEqual([{ n: 1 }]);
      await trips.send([claim(scope, 'inside')]);
      throw new Error('changed my mind');
    });
    if (onPostgres()) {
      await expect(run).rejects.toThrow('changed my mind');
      expect(await records(scope)).toEqual(['first']);
    } else {
      // One by one they would need a round trip of their own: refused rather than run inside the transaction.
      await expect(run).rejects.toThrow('need statements sent together');
      expect(await records(scope)).toEqual([]);
    }
  });
});
