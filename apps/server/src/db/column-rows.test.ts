import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { arrayLiteral, columnRows } from './column-rows.ts';
import { transactionInFewRoundTrips } from './few-round-trips.ts';

const t = useTestApp();

// Values an array literal could misread: separators, braces, quotes, backslashes, the word NULL,
// blanks at either end, an empty string, and text outside ASCII.
const tricky = ['a,b', '{x}', 'say "hi"', 'back\\slash', 'NULL', '  padded  ', '', "it's ₦5,000", 'end\\'];

const rows = () =>
  columnRows(
    'r',
    [
      ['s', 'text', [...tricky, null]],
      ['n', 'bigint', [...tricky.map((_, i) => BigInt(i) * 1_000_000_000_007n), 9_007_199_254_740_993n]],
      ['i', 'int', [...tricky.map((_, i) => 1 - i), null]],
      ['at', 'timestamptz', [...tricky.map(() => '2026-11-21T09:30:00.123Z'), null]],
    ],
    { ordinality: 'q' },
  );
type Row = { s: string | null; n: string; i: number | null; at: string | null; q: number };
const query = () => sql`select s, n::text as n, i, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at, q::int as q from ${rows()} order by q`;

function expectRows(found: Row[]) {
  expect(found.map((r) => r.s)).toEqual([...tricky, null]);
  expect(found.map((r) => r.n)).toEqual([...tricky.map((_, i) => (BigInt(i) * 1_000_000_000_007n).toString()), '9007199254740993']);
  expect(found.map((r) => r.i)).toEqual([...tricky.map((_, i) => 1 - i), null]);
  expect(found.map((r) => r.at)).toEqual([...tricky.map(() => '2026-11-21T09:30:00.123'), null]);
  expect(found.map((r) => r.q)).toEqual(found.map((_, i) => i + 1));
}

describe('columnRows', () => {
  it('gives back every value as it was sent, in order, nulls included', async () => {
    expectRows(((await t.ctx.db.execute(query())) as unknown as { rows: Row[] }).rows);
  });

  it('survives being written into a batch message (the placement path inlines parameters)', async () => {
    const [found] = (await transactionInFewRoundTrips(t.ctx.db, (trips) => trips.send([query()]))) as unknown as [Row[]];
    expectRows(found);
  });

  it('refuses a number that is not an integer instead of writing it as something else', () => {
    expect(() => arrayLiteral([1.5])).toThrow('not an integer');
    expect(() => arrayLiteral([2 ** 60])).toThrow('not an integer');
    expect(arrayLiteral([])).toBe('{}');
  });
});
