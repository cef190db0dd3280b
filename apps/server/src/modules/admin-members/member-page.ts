import { desc, eq, sql } from 'drizzle-orm';
import type { TAdminMemberDetail, TRelatedAccount } from '@scoreline/contract/api/admin-member-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts, deposits, withdrawals } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { bankAccountView, maskAccountNumber } from '../bank-accounts/bank-account-view.ts';
import { depositView } from '../deposits/deposit-view.ts';
import { withdrawalPage } from '../withdrawals/withdrawal-page.ts';
import { memberRow } from './member-search.ts';
import { billPage } from '../wallet/member-bill.ts';
import { dailyReward } from '../vip-rewards/daily-reward.ts';

// What the back office's member page reads. Every list is one member's, paged, newest first, on
// the (member_id, created_at) indexes; the down-line walks members_inviter_idx level by level.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const paged = <T>(items: T[], total: number, page: number, pageSize: number) => ({ items, total, page, pageSize });
type Paging = { page: number; pageSize: number };
const offset = (p: Paging) => (p.page - 1) * p.pageSize;

/** How far up the inviter chain the page shows (rebates go to levels 1 to 3). */
const UPLINE_DEPTH = 10;
const DEVICES_SHOWN = 20;

export async function memberDetail(ctx: AppContext, db: DbOrTx, id: number): Promise<TAdminMemberDetail> {
  const row = await memberRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [[m], upline, downline, devices, corrections, stats, levels, reward] = await Promise.all([
    db.select().from(members).where(eq(members.id, id)),
    db.execute(sql`
      with recursive chain(id, level) as (
        select inviter_id, 1 from members where id = ${id} and inviter_id is not null
        union all
        select m.inviter_id, c.level + 1 from chain c join members m on m.id = c.id
        where m.inviter_id is not null and c.level < ${UPLINE_DEPTH}
      )
      select m.id, m.username, m.status, m.vip_level, c.level from chain c join members m on m.id = c.id order by c.level`),
    db.execute(sql`
      with l1 as (select id from members where inviter_id = ${id}),
           l2 as (select m.id from members m where m.inviter_id in (select id from l1)),
           l3 as (select m.id from members m where m.inviter_id in (select id from l2))
      select (select count(*) from l1)::int as l1, (select count(*) from l2)::int as l2, (select count(*) from l3)::int as l3`),
    db.execute(sql`
      select device_uid, count(*)::int as logins, max(at) as last_at,
             (array_agg(ip order by at desc))[1] as last_ip
      from member_logins where member_id = ${id} and device_uid is not null
      group by device_uid order by max(at) desc limit ${DEVICES_SHOWN}`),
    db.execute(sql`select count(*)::int as n from balance_corrections where member_id = ${id} and status = 'proposed'`),
    db.execute(sql`
      select (select count(*) from bets where member_id = ${id})::int as bets,
             (select count(*) from deposits where member_id = ${id})::int as deposits,
             (select count(*) from withdrawals where member_id = ${id})::int as withdrawals,
             (select coalesce(sum(actual_amount), 0) from deposits where member_id = ${id} and status in (1, 8, 9))::text as deposited,
             (select coalesce(sum(amount), 0) from withdrawals where member_id = ${id} and status = 3)::text as withdrawn`),
    ctx.settings.get('vip.levels'),
    dailyReward(ctx, id, db),
  ]);
  const down = rowsOf<{ l1: number; l2: number; l3: number }>(downline)[0]!;
  const s = rowsOf<{ bets: number; deposits: number; withdrawals: number; deposited: string; withdrawn: string }>(stats)[0]!;
  return {
    ...row,
    email: m!.email,
    bettingEligible: m!.bettingEligible,
    multiAccountFlaggedAt: iso(m!.multiAccountFlaggedAt),
    multiAccountNote: m!.multiAccountNote,
    depositBlockedChannels: m!.depositBlockedChannels,
    lockedUntil: iso(m!.lockedUntil),
    vipResetAt: iso(m!.vipResetAt),
    vipLevels: levels.map((l) => l.level).sort((a, b) => a - b),
    upline: rowsOf<{ id: number | string; username: string; status: string; vip_level: number; level: number }>(upline).map((u) => ({
      id: Number(u.id),
      username: u.username,
      status: u.status,
      vipLevel: u.vip_level,
      level: u.level,
    })),
    downlineCounts: [
      { level: 1, count: down.l1 },
      { level: 2, count: down.l2 },
      { level: 3, count: down.l3 },
    ],
    devices: rowsOf<{ device_uid: string; logins: number; last_at: Date | string; last_ip: string | null }>(devices).map((d) => ({
      deviceUid: d.device_uid,
      logins: d.logins,
      lastAt: iso(d.last_at)!,
      lastIp: d.last_ip,
    })),
    pendingCorrections: rowsOf<{ n: number }>(corrections)[0]?.n ?? 0,
    stats: { bets: s.bets, deposits: s.deposits, withdrawals: s.withdrawals, depositedKobo: Number(s.deposited), withdrawnKobo: Number(s.withdrawn) },
    dailyReward: reward,
  };
}

async function assertMember(ctx: AppContext, id: number) {
  const [m] = await ctx.db.select({ id: members.id, username: members.username, realName: members.realName }).from(members).where(eq(members.id, id));
  if (!m) throw new AppError('NOT_FOUND');
  return m;
}

const count = async (ctx: AppContext, query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await ctx.db.execute(query))[0]?.n ?? 0;

export async function memberDeposits(ctx: AppContext, id: number, p: Paging) {
  const m = await assertMember(ctx, id);
  const [rows, total] = await Promise.all([
    ctx.db.select().from(deposits).where(eq(deposits.memberId, id)).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(p.pageSize).offset(offset(p)),
    count(ctx, sql`select count(*)::int as n from deposits where member_id = ${id}`),
  ]);
  const items = rows.map((d) => ({ ...depositView(d), memberId: id, username: m.username, channel: d.channel, failureReason: d.failureReason, evidence: d.evidence }));
  return paged(items, total, p.page, p.pageSize);
}

export async function memberWithdrawals(ctx: AppContext, id: number, p: Paging) {
  await assertMember(ctx, id);
  const [rows, total] = await Promise.all([
    withdrawalPage(ctx, eq(withdrawals.memberId, id), p.pageSize, offset(p)),
    count(ctx, sql`select count(*)::int as n from withdrawals where member_id = ${id}`),
  ]);
  const items = rows.map((r) => ({ ...r.view, memberId: id, username: r.username, reviewedBy: r.row.reviewedBy, txHash: r.row.txHash }));
  return paged(items, total, p.page, p.pageSize);
}

export async function memberBankAccounts(ctx: AppContext, id: number) {
  const m = await assertMember(ctx, id);
  const rows = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, id)).orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return rows.map((b) => ({ ...bankAccountView(b), memberId: id, username: m.username, memberRealName: m.realName, reviewNote: b.reviewNote, removedAt: iso(b.removedAt) }));
}

/** Every posting to the member's available balance, all time (the member's own bill is by day range). */
export async function memberLedgerBill(ctx: AppContext, id: number, p: Paging & { group?: string }) {
  await assertMember(ctx, id);
  return billPage(ctx, id, p);
}

/** Invitees at levels 1 to 3 (or one level), level by level, newest first within a level. */
export async function memberTeam(ctx: AppContext, id: number, p: Paging & { level?: number }) {
  await assertMember(ctx, id);
  const levelFilter = p.level ? sql`where level = ${p.level}` : sql``;
  const team = sql`
    with recursive down(id, level) as (
      select id, 1 from members where inviter_id = ${id}
      union all
      select m.id, d.level + 1 from down d join members m on m.inviter_id = d.id where d.level < 3
    )`;
  type Row = { id: number | string; username: string; status: string; vip_level: number; level: number; inviter_id: number | string | null; created_at: Date | string };
  const [rows, total] = await Promise.all([
    ctx.db.execute(sql`${team}
      select m.id, m.username, m.status, m.vip_level, d.level, m.inviter_id, m.created_at
      from (select * from down ${levelFilter}) d join members m on m.id = d.id
      order by d.level, m.created_at desc, m.id desc limit ${p.pageSize} offset ${offset(p)}`),
    count(ctx, sql`${team} select count(*)::int as n from down ${levelFilter}`),
  ]);
  const items = rowsOf<Row>(rows).map((r) => ({
    id: Number(r.id),
    username: r.username,
    status: r.status,
    vipLevel: r.vip_level,
    level: r.level,
    inviterId: r.inviter_id === null ? null : Number(r.inviter_id),
    createdAt: iso(r.created_at)!,
  }));
  return paged(items, total, p.page, p.pageSize);
}

export async function memberLoginHistory(ctx: AppContext, id: number, p: Paging) {
  await assertMember(ctx, id);
  type Row = { id: number | string; at: Date | string; kind: string; ip: string | null; device_uid: string | null; user_agent: string | null };
  const [rows, total] = await Promise.all([
    ctx.db.execute(sql`
      select id, at, kind, ip, device_uid, user_agent from member_logins where member_id = ${id}
      order by at desc, id desc limit ${p.pageSize} offset ${offset(p)}`),
    count(ctx, sql`select count(*)::int as n from member_logins where member_id = ${id}`),
  ]);
  const items = rowsOf<Row>(rows).map((r) => ({ id: Number(r.id), at: iso(r.at)!, kind: r.kind, ip: r.ip, deviceUid: r.device_uid, userAgent: r.user_agent }));
  return paged(items, total, p.page, p.pageSize);
}

/** At most this many related accounts are listed (an IP shared by a carrier's NAT can be crowded). */
export const RELATED_LIMIT = 100;

/**
 * Accounts that share a device id or an IP with the member's sign-ins (member_logins), or a bank
 * account number with any of the member's bank accounts, removed ones included.
 */
export async function relatedAccounts(ctx: AppContext, id: number): Promise<{ items: TRelatedAccount[]; truncated: boolean }> {
  await assertMember(ctx, id);
  type Row = { member_id: number | string; kind: 'device' | 'bank' | 'ip'; value: string };
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`
      with mine_devices as (select distinct device_uid from member_logins where member_id = ${id} and device_uid is not null),
           mine_ips as (select distinct ip from member_logins where member_id = ${id} and ip is not null),
           mine_banks as (select distinct account_number from bank_accounts where member_id = ${id})
      select distinct l.member_id, 'device' as kind, l.device_uid as value
        from member_logins l where l.device_uid in (select device_uid from mine_devices) and l.member_id <> ${id}
      union
      select distinct b.member_id, 'bank', b.account_number
        from bank_accounts b where b.account_number in (select account_number from mine_banks) and b.member_id <> ${id}
      union
      select distinct l.member_id, 'ip', l.ip
        from member_logins l where l.ip in (select ip from mine_ips) and l.member_id <> ${id}`),
  );
  const byMember = new Map<number, { kind: Row['kind']; value: string }[]>();
  for (const r of rows) {
    const via = byMember.get(Number(r.member_id)) ?? [];
    via.push({ kind: r.kind, value: r.kind === 'bank' ? maskAccountNumber(r.value) : r.value });
    byMember.set(Number(r.member_id), via);
  }
  // Strongest first: a shared device or bank account says more than a shared IP.
  const weight = (via: { kind: string }[]) => via.reduce((w, v) => w + (v.kind === 'ip' ? 1 : 10), 0);
  const ids = [...byMember.keys()].sort((a, b) => weight(byMember.get(b)!) - weight(byMember.get(a)!) || a - b);
  const shown = ids.slice(0, RELATED_LIMIT);
  if (shown.length === 0) return { items: [], truncated: false };
  const people = await ctx.db
    .select({ id: members.id, username: members.username, status: members.status, vipLevel: members.vipLevel, flaggedAt: members.multiAccountFlaggedAt })
    .from(members)
    .where(sql`${members.id} in (select json_array_elements_text(${JSON.stringify(shown)}::json)::bigint)`);
  const byId = new Map(people.map((m) => [m.id, m]));
  const order = { device: 0, bank: 1, ip: 2 } as const;
  return {
    items: shown.map((mid) => {
      const m = byId.get(mid)!;
      return { id: mid, username: m.username, status: m.status, vipLevel: m.vipLevel, multiAccountFlagged: m.flaggedAt !== null, via: byMember.get(mid)!.sort((a, b) => order[a.kind] - order[b.kind]) };
    }),
    truncated: ids.length > shown.length,
  };
}
