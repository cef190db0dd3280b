import { sql, type SQL } from 'drizzle-orm';
import type { TAuditTarget } from '@scoreline/contract/api/admin-access';
import type { Db } from '../../../db/client.ts';

// How the audit log loads a target row by id, before and after an admin write. Rows are taken
// as stored (snake_case columns), so a new column shows up in the log without a change here;
// only secrets are left out. Each contract `audit.target` must have a loader (type-checked).

export type AuditSnapshot = Record<string, unknown> | null;
type Loader = (db: Db, id: string) => Promise<AuditSnapshot>;

async function firstRow(db: Db, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0] ?? null;
}

/** Plain JSON: a bigint as a string, a Date as an ISO string. */
export function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)]));
  return value;
}

const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : null);

function snapshot(row: Record<string, unknown> | null, omit: readonly string[]): AuditSnapshot {
  if (!row) return null;
  return jsonSafe(Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column)))) as Record<string, unknown>;
}

/** The snapshot of the row `query` selects as JSON (`to_jsonb(t) as row`), without the `omit` columns. */
async function jsonRow(db: Db, query: SQL, omit: readonly string[] = []): Promise<AuditSnapshot> {
  const found = await firstRow(db, query);
  return snapshot((found?.row as Record<string, unknown> | undefined) ?? null, omit);
}

/**
 * A table whose rows have a numeric `id`. Read as JSON by the database, so every row's times are
 * ISO 8601 whatever the driver makes of a column (node-postgres and PGlite give timestamps as
 * text in PostgreSQL's own form), and money is kobo as JSON numbers.
 */
const byId =
  (table: string, omit: readonly string[] = []): Loader =>
  async (db, id) => {
    const n = numericId(id);
    if (n === null) return null;
    return jsonRow(db, sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${n}`, omit);
  };

/** The match row plus its prices ("FT 2-1 correct" -> odds, version, flags): trading changes those. */
const match: Loader = async (db, id) => {
  const row = await byId('matches')(db, id);
  if (!row) return null;
  const prices = (await db.execute(sql`
    select period || ' ' || selection || ' ' || bet_type as key, odds, version, suspended, withheld, overridden
    from market_prices where match_id = ${Number(id)} order by period, selection, bet_type`)) as unknown as {
    rows: { key: string; odds: number; version: number; suspended: boolean; withheld: boolean; overridden: boolean }[];
  };
  return { ...row, prices: Object.fromEntries(prices.rows.map(({ key, ...price }) => [key, price])) };
};

const setting: Loader = (db, key) => jsonRow(db, sql`select to_jsonb(s) as row from settings s where s.key = ${key}`);

/** A message send (one member or a segment), by its send_id: what was sent and to how many. */
const message: Loader = async (db, sendId) =>
  snapshot(
    await firstRow(db, sql`
      select send_id, min(title) as title, min(body) as body, count(*)::int as recipients, min(created_by) as created_by
        from member_messages where send_id = ${sendId} group by send_id`),
    [],
  );

export const auditTargets: Record<TAuditTarget, Loader> = {
  match,
  deposit: byId('deposits'),
  withdrawal: byId('withdrawals'),
  bank_account: byId('bank_accounts'),
  member: byId('members', ['password_hash']),
  setting,
  admin: byId('admins', ['password_hash', 'totp_secret', 'totp_pending_secret']),
  balance_correction: byId('balance_corrections'),
  announcement: byId('announcements'),
  message,
};
