import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { deposits, members } from '../db/schema.ts';
import { creditDeposit } from '../modules/deposits/confirm-deposit.ts';
import { newDepositReference } from '../modules/deposits/create-deposit.ts';
import { openMemberAccounts } from '../modules/ledger/member-accounts.ts';
import { issueInvitationCode } from '../modules/members/invitation-codes.ts';
import { hashPassword } from '../modules/members/password-hash.ts';
import { createAdmin } from '../modules/admin/admin-auth.ts';

// Demo data for a fresh embedded database, so `npm start` opens onto something to try.
export const DEMO_MEMBER = { username: 'demo_player', password: 'Scoreline2026', phone: '+2348030000001', realName: 'Demo Player', startingBalanceKobo: 5_000_000 };
export const DEMO_ADMIN = { username: 'ops_admin', password: 'Scoreline-Ops-2026' };

/** A paid sandbox deposit for the demo member, credited through the same path as a real one. */
async function fundDemoMember(ctx: AppContext) {
  const [member] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.username, DEMO_MEMBER.username));
  const now = ctx.clock.now();
  const [deposit] = await ctx.db
    .insert(deposits)
    .values({
      memberId: member!.id,
      reference: newDepositReference(),
      payType: 'online',
      channel: 'sandbox',
      amount: BigInt(DEMO_MEMBER.startingBalanceKobo),
      sandboxOutcome: 'success',
      createdAt: now,
      expiresAt: now,
    })
    .returning({ id: deposits.id });
  await creditDeposit(ctx, deposit!.id, 'psp:sandbox:clearing', 'demo-seed', 'demo data');
}

/** Loads demo data once: only into a database that has no members yet. */
export async function seedDemoData(ctx: AppContext): Promise<{ seeded: boolean; inviteCode: string | null }> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(members);
  if (count > 0) return { seeded: false, inviteCode: null };
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const inviteCode = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ username: DEMO_MEMBER.username, passwordHash, phone: DEMO_MEMBER.phone, realName: DEMO_MEMBER.realName, createdAt: now })
      .returning({ id: members.id });
    await openMemberAccounts(tx, member!.id, now);
    return issueInvitationCode(tx, member!.id, now);
  });
  await createAdmin(ctx, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await fundDemoMember(ctx);
  return { seeded: true, inviteCode };
}
