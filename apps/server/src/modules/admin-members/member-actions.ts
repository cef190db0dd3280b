import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeMemberSessions } from '../members/session-tokens.ts';

// Support's actions on a member. Each is one guarded UPDATE of the member row; the audit log
// (the contract's `audit: member`) keeps who, why (the request's reason) and the row before and
// after. A locked member ('disabled') is refused at sign-in, and every session they held ends with
// the lock: support locks an account that may be in someone else's hands, and an unlock must not
// hand a stolen token back its access (QA). The request gate reads the status with the session
// too (http/request-gate.ts), for a lock that lands while a request is under way.

async function updated(rows: { id: number }[]) {
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

export async function setMemberStatus(ctx: AppContext, memberId: number, status: 'active' | 'disabled') {
  await ctx.db.transaction(async (tx) => {
    await updated(await tx.update(members).set({ status }).where(eq(members.id, memberId)).returning({ id: members.id }));
    if (status === 'disabled') await revokeMemberSessions(tx, memberId, ctx.clock.now());
  });
}

/**
 * Refuses a VIP level that is not a row of the VIP table: no member can hold it, so setting it or
 * sending a message to it would do nothing the back office could see (QA: a send to VIP 99
 * answered success with 0 recipients).
 */
export async function assertVipLevelKnown(ctx: AppContext, vipLevel: number) {
  const levels = await ctx.settings.get('vip.levels');
  if (!levels.some((l) => l.level === vipLevel)) throw new AppError('VIP_LEVEL_UNKNOWN', {}, { field: 'vipLevel' });
}

/**
 * A level set lower restarts the member's climb from that moment, as a reset by a cancelled bet
 * does (product rules, VIP levels): else their next deposit, however small, would count every
 * earlier one again and undo the demotion (QA: VIP 0 by hand, back to VIP 5 with a ₦100 deposit).
 * A level set higher stays until deposits reach beyond it (vip-climb.ts only raises).
 */
export async function setMemberVip(ctx: AppContext, memberId: number, vipLevel: number) {
  await assertVipLevelKnown(ctx, vipLevel);
  const climbRestarts = sql`case when ${members.vipLevel} > ${vipLevel} then ${ctx.clock.now()} else ${members.vipResetAt} end`;
  await updated(await ctx.db.update(members).set({ vipLevel, vipResetAt: climbRestarts }).where(eq(members.id, memberId)).returning({ id: members.id }));
}

/** Flags (keeping the first flag time on a re-flag, with the new note) or clears the flag. */
export async function flagMultiAccount(ctx: AppContext, memberId: number, flagged: boolean, note: string) {
  const set = flagged
    ? { multiAccountFlaggedAt: sql`coalesce(${members.multiAccountFlaggedAt}, ${ctx.clock.now()})`, multiAccountNote: note }
    : { multiAccountFlaggedAt: null, multiAccountNote: null };
  await updated(await ctx.db.update(members).set(set).where(eq(members.id, memberId)).returning({ id: members.id }));
}

/** Adds or removes a deposit channel (pay type) on the member's black list. */
export async function setDepositChannelBlock(ctx: AppContext, memberId: number, channel: string, blocked: boolean) {
  const list = blocked
    ? sql`(select coalesce(array_agg(distinct c order by c), '{}'::text[]) from unnest(array_append(${members.depositBlockedChannels}, ${channel}::text)) c)`
    : sql`array_remove(${members.depositBlockedChannels}, ${channel}::text)`;
  await updated(await ctx.db.update(members).set({ depositBlockedChannels: list }).where(eq(members.id, memberId)).returning({ id: members.id }));
}
