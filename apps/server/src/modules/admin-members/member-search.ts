import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdminMemberRow, ZMemberSearchQuery } from '@scoreline/contract/api/admin-member-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';

// Back-office member search. Each way of searching is an indexed lookup, so the answer stays
// fast at 100,000 members: uid = the primary key; phone = members_phone_uq (the number turned
// into E.164 first); invitation code = invitation_codes' primary key; username = a prefix of
// lower(username). The prefix needs an index on (lower(username) text_pattern_ops) to be used
// outside the C collation (members_username_pattern_idx, to be added by a migration; the unique
// index on lower(username) serves equality only). Balances come from the member's two ledger
// accounts by their unique codes.

type TQuery = z.output<typeof ZMemberSearchQuery>;

export type MemberRowSql = {
  id: number | string;
  username: string;
  phone: string | null;
  real_name: string | null;
  vip_level: number;
  status: 'active' | 'disabled';
  multi_account_flagged_at: Date | string | null;
  invitation_code: string | null;
  inviter_id: number | string | null;
  available: string;
  frozen: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function memberRowView(r: MemberRowSql): TAdminMemberRow {
  return {
    id: Number(r.id),
    username: r.username,
    phone: r.phone,
    realName: r.real_name,
    vipLevel: r.vip_level,
    status: r.status,
    multiAccountFlagged: r.multi_account_flagged_at !== null,
    invitationCode: r.invitation_code,
    inviterId: r.inviter_id === null ? null : Number(r.inviter_id),
    available: Number(r.available),
    frozen: Number(r.frozen),
    createdAt: iso(r.created_at)!,
    lastLoginAt: iso(r.last_login_at),
  };
}

/** The columns of a member row (alias m), balances and current invitation code included. */
export const memberRowColumns = sql`
  m.id, m.username, m.phone, m.real_name, m.vip_level, m.status, m.multi_account_flagged_at, m.inviter_id, m.created_at, m.last_login_at,
  (select c.code from invitation_codes c where c.member_id = m.id and c.expires_at is null order by c.created_at desc limit 1) as invitation_code,
  coalesce((select (a.credits_posted - a.debits_posted)::text from ledger_accounts a where a.code = 'member:' || m.id || ':available'), '0') as available,
  coalesce((select (a.credits_posted - a.debits_posted)::text from ledger_accounts a where a.code = 'member:' || m.id || ':frozen'), '0') as frozen`;

/** +2348012345678 from "08012345678", "2348012345678", "+234 801 234 5678" or "8012345678". */
export function phoneToE164(text: string): string | null {
  const digits = text.replace(/[\s\-()]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  if (/^234\d{10}$/.test(digits)) return `+${digits}`;
  if (/^0\d{10}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (/^[789]\d{9}$/.test(digits)) return `+234${digits}`;
  return null;
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search as one OR of indexed equalities and a prefix, so PostgreSQL combines index scans
 * (BitmapOr) instead of reading every member. The invitation code is resolved first for the same
 * reason (a sub-select inside the OR would not use an index).
 */
async function searchCondition(db: DbOrTx, field: TQuery['field'], q: string): Promise<SQL | null> {
  const conditions: SQL[] = [];
  const uid = /^\d{1,15}$/.test(q) ? Number(q) : null;
  const phone = phoneToE164(q);
  if ((field === 'any' || field === 'uid') && uid !== null) conditions.push(sql`m.id = ${uid}`);
  if ((field === 'any' || field === 'phone') && phone) conditions.push(sql`m.phone = ${phone}`);
  if (field === 'any' || field === 'username') conditions.push(sql`lower(m.username) like ${likePrefix(q)}`);
  if (field === 'any' || field === 'code') {
    const owners = (await db.execute(sql`select member_id from invitation_codes where code in (${q}, ${q.toUpperCase()})`)) as unknown as { rows: { member_id: number | string }[] };
    for (const o of owners.rows) conditions.push(sql`m.id = ${Number(o.member_id)}`);
  }
  if (conditions.length === 0) return null;
  return sql`(${sql.join(conditions, sql` or `)})`;
}

const SORT_COLUMNS: Record<TQuery['sort'], SQL> = {
  id: sql`m.id`,
  createdAt: sql`m.created_at`,
  lastLoginAt: sql`m.last_login_at`,
  vipLevel: sql`m.vip_level`,
};

export async function searchMembers(ctx: AppContext, query: TQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const found = await searchCondition(ctx.db, query.field, query.q);
    // A uid search with letters in it, say, matches nobody rather than everybody.
    conditions.push(found ?? sql`false`);
  }
  if (query.status) conditions.push(sql`m.status = ${query.status}`);
  if (query.flagged) conditions.push(query.flagged === 'true' ? sql`m.multi_account_flagged_at is not null` : sql`m.multi_account_flagged_at is null`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = query.sort === 'lastLoginAt' ? sql`nulls last` : sql``;
  const [page, count] = await Promise.all([
    ctx.db.execute(sql`
      select ${memberRowColumns} from members m ${where}
      order by ${SORT_COLUMNS[query.sort]} ${direction} ${nulls}, m.id ${direction}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    ctx.db.execute(sql`select count(*)::int as n from members m ${where}`),
  ]);
  return {
    items: (page as unknown as { rows: MemberRowSql[] }).rows.map(memberRowView),
    total: (count as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function memberRow(db: DbOrTx, id: number): Promise<TAdminMemberRow | null> {
  const result = (await db.execute(sql`select ${memberRowColumns} from members m where m.id = ${id}`)) as unknown as { rows: MemberRowSql[] };
  const row = result.rows[0];
  return row ? memberRowView(row) : null;
}
