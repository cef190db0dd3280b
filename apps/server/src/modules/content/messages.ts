import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { TMessageSend } from '@scoreline/contract/api/admin-content-endpoints';
import type { TLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { assertVipLevelKnown } from '../admin-members/member-actions.ts';
import { NOTICE_AUTHOR, renderMessage } from './notices.ts';

// Messages to one member, every member or a VIP level: one member_messages row per recipient,
// inserted by one INSERT ... SELECT whatever the segment's size. A send is identified by its
// send_id ("<segment>/<random>"), so the back office lists sends with recipients and reads.
// The system's notices to one member (notices.ts) share the table but are not support's sends.

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

type SendInput = { segment: 'member' | 'all' | 'vip'; memberId?: number; vipLevel?: number; title: string; body: string };

const segmentOf = (sendId: string) => sendId.slice(0, sendId.lastIndexOf('/'));

type SendRow = { send_id: string; title: string; body: string; recipients: number; read: number; created_by: string; created_at: Date | string };
const viewSend = (r: SendRow): TMessageSend => ({
  sendId: r.send_id,
  title: r.title,
  body: r.body,
  segment: segmentOf(r.send_id),
  recipients: r.recipients,
  read: r.read,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function sendMessage(ctx: AppContext, input: SendInput, actor: string): Promise<TMessageSend> {
  if (input.segment === 'vip') await assertVipLevelKnown(ctx, input.vipLevel!);
  const segment = input.segment === 'member' ? `member:${input.memberId}` : input.segment === 'vip' ? `vip:${input.vipLevel}` : 'all';
  const sendId = `${segment}/${crypto.randomUUID()}`;
  const who: SQL = input.segment === 'member' ? sql`id = ${input.memberId}` : input.segment === 'vip' ? sql`vip_level = ${input.vipLevel} and status <> 'disabled'` : sql`status <> 'disabled'`;
  const now = ctx.clock.now();
  const inserted = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`
      with sent as (
        insert into member_messages (member_id, title, body, send_id, created_by, created_at)
        select id, ${input.title}, ${input.body}, ${sendId}, ${actor}, ${now} from members where ${who}
        returning 1)
      select count(*)::int as n from sent`),
  )[0]!.n;
  if (input.segment === 'member' && inserted === 0) throw new AppError('ACCOUNT_NOT_FOUND');
  return { sendId, title: input.title, body: input.body, segment, recipients: inserted, read: 0, createdBy: actor, createdAt: now.toISOString() };
}

export async function listSends(ctx: AppContext, query: { page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    ctx.db.execute(sql`
      select send_id, min(title) as title, min(body) as body, count(*)::int as recipients, count(read_at)::int as read,
             min(created_by) as created_by, min(created_at) as created_at
        from member_messages where created_by <> ${NOTICE_AUTHOR} group by send_id
        order by min(created_at) desc, send_id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    ctx.db.execute(sql`select count(distinct send_id)::int as n from member_messages where created_by <> ${NOTICE_AUTHOR}`),
  ]);
  return { items: rowsOf<SendRow>(rows).map(viewSend), total: rowsOf<{ n: number }>(count)[0]!.n, page: query.page, pageSize: query.pageSize };
}

const unreadOf = async (ctx: AppContext, memberId: number) =>
  rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from member_messages where member_id = ${memberId} and read_at is null`))[0]!.n;

type MessageRow = { id: number | string; title: string; body: string; created_by: string; read: boolean; created_at: Date | string };
const memberMessageView = (r: MessageRow, locale: TLocale, tz: string) => ({
  id: Number(r.id),
  ...renderMessage(locale, { title: r.title, body: r.body, createdBy: r.created_by }, tz),
  read: r.read,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The member's messages, newest first; notices in the member's language (`locale`, from the request). */
export async function memberMessages(ctx: AppContext, memberId: number, query: { page: number; pageSize: number }, locale: TLocale) {
  const [rows, total, unread] = await Promise.all([
    ctx.db.execute(sql`
      select id, title, body, created_by, read_at is not null as read, created_at from member_messages
       where member_id = ${memberId} order by created_at desc, id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    ctx.db.execute(sql`select count(*)::int as n from member_messages where member_id = ${memberId}`),
    unreadOf(ctx, memberId),
  ]);
  return {
    items: rowsOf<MessageRow>(rows).map((r) => memberMessageView(r, locale, ctx.config.OPERATOR_TZ)),
    total: rowsOf<{ n: number }>(total)[0]!.n,
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}

/** One of the member's messages (another member's is NOT_FOUND); reading it leaves it unread until markRead. */
export async function memberMessage(ctx: AppContext, memberId: number, id: number, locale: TLocale) {
  const [row] = rowsOf<MessageRow>(
    await ctx.db.execute(sql`
      select id, title, body, created_by, read_at is not null as read, created_at from member_messages where id = ${id} and member_id = ${memberId}`),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return memberMessageView(row, locale, ctx.config.OPERATOR_TZ);
}

/** Marks one message (or, without an id, all) of the member read; an id not theirs is NOT_FOUND, as in memberMessage. */
export async function markRead(ctx: AppContext, memberId: number, id: number | undefined) {
  const now = ctx.clock.now();
  if (id === undefined) await ctx.db.execute(sql`update member_messages set read_at = ${now} where member_id = ${memberId} and read_at is null`);
  else {
    const found = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`update member_messages set read_at = coalesce(read_at, ${now}) where id = ${id} and member_id = ${memberId} returning id`),
    );
    if (!found.length) throw new AppError('NOT_FOUND');
  }
  return { unread: await unreadOf(ctx, memberId) };
}
