import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { members } from '../db/schema.ts';
import { openMemberAccounts } from '../modules/ledger/member-accounts.ts';
import { issueInvitationCode } from '../modules/members/invitation-codes.ts';
import { hashPassword } from '../modules/members/password-hash.ts';
import { createAdmin } from '../modules/admin/admin-auth.ts';

// Demo data for a fresh embedded database, so `npm start` opens onto something to try.
export const DEMO_MEMBER = { username: 'demo_player', password: 'Scoreline2026', phone: '+2348030000001', realName: 'Demo Player' };
export const DEMO_ADMIN = { username: 'ops_admin', password: 'Scoreline-Ops-2026' };

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
  return { seeded: true, inviteCode };
}
