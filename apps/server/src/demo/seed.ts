import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { deposits, matches, memberMessages, members } from '../db/schema.ts';
import { importFixtures } from '../modules/matches/import-fixtures.ts';
import { priceMatch } from '../modules/matches/price-match.ts';
import { creditDeposit } from '../modules/deposits/confirm-deposit.ts';
import { newDepositReference } from '../modules/deposits/create-deposit.ts';
import { openMemberAccounts } from '../modules/ledger/member-accounts.ts';
import { issueInvitationCode } from '../modules/members/invitation-codes.ts';
import { hashPassword } from '../modules/members/password-hash.ts';
import { createAdmin, findAdminByName } from '../modules/admin/admin-auth.ts';
import { setAdminTotpSecret } from '../modules/admin/admin-accounts.ts';
import { adminActor } from '@scoreline/contract/actor';
import { seedDemoHistory } from './demo-history.ts';

// Demo data for a fresh embedded database, so `npm start` opens onto something to try.
export const DEMO_MEMBER = { username: 'demo_player', password: 'Scoreline2026', phone: '+2348030000001', realName: 'Demo Player', startingBalanceKobo: 5_000_000 };
/**
 * The demo admin's authenticator secret is fixed and printed at start, so a demo user can add it
 * to any authenticator app (or scripts compute the codes). Published, like the password: demo only.
 */
export const DEMO_ADMIN = { username: 'ops_admin', password: 'Scoreline-Ops-2026', totpSecret: 'KNRW64TFNRUW4ZJAMRSW23ZAMFSG22LO' };
/** What the demo admin's back-office work is recorded as (imports, pricing, results). */
const DEMO_ADMIN_ACTOR = adminActor(DEMO_ADMIN.username);

/** The demo admin with the demo authenticator secret, also in a demo database made before two-factor sign-in. */
async function ensureDemoAdmin(ctx: AppContext) {
  const admin = (await findAdminByName(ctx, DEMO_ADMIN.username)) ?? { id: await createAdmin(ctx, DEMO_ADMIN.username, DEMO_ADMIN.password), totpSecret: null };
  if (!admin.totpSecret) await setAdminTotpSecret(ctx, admin.id, DEMO_ADMIN.totpSecret);
}

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

// Upcoming fixtures over the next days, each with plausible goal rates, priced and opened by
// the same import and pricing use cases the back office uses.
const DEMO_FIXTURES: [league: string, home: string, away: string, dayOffset: number, hourUtc: number, rates: [number, number]][] = [
  ['NPFL', 'Enyimba', 'Rangers International', 0, 16, [1.5, 1.0]],
  ['NPFL', 'Kano Pillars', 'Remo Stars', 0, 19, [1.2, 1.2]],
  ['Premier League', 'Arsenal', 'Chelsea', 1, 15, [1.7, 1.2]],
  ['Premier League', 'Liverpool', 'Manchester City', 1, 17, [1.5, 1.6]],
  ['La Liga', 'Real Madrid', 'Sevilla', 1, 20, [2.1, 0.8]],
  ['Serie A', 'Inter', 'Napoli', 2, 19, [1.4, 1.1]],
  ['NPFL', 'Rivers United', 'Shooting Stars', 2, 16, [1.3, 0.9]],
  ['Bundesliga', 'Bayern Munich', 'Borussia Dortmund', 3, 17, [2.2, 1.3]],
];

async function seedDemoMatches(ctx: AppContext) {
  const now = ctx.clock.now();
  const day = (offset: number, hour: number) => {
    const d = new Date(now);
    d.setUTCDate(d.getUTCDate() + offset);
    d.setUTCHours(hour, 0, 0, 0);
    // A kick-off already past today moves to the same time tomorrow.
    return d.getTime() > now.getTime() + 30 * 60_000 ? d : new Date(d.getTime() + 24 * 3600_000);
  };
  const fixtures = DEMO_FIXTURES.map(([league, home, away, offset, hour]) => ({ league, home, away, kickoff: day(offset, hour).toISOString() }));
  await importFixtures(ctx, { format: 'json', content: JSON.stringify(fixtures) }, DEMO_ADMIN_ACTOR);
  const rows = await ctx.db.select({ id: matches.id, home: matches.homeTeam }).from(matches);
  for (const [, home, , , , [h, a]] of DEMO_FIXTURES) {
    const match = rows.find((r) => r.home === home);
    if (match) await priceMatch(ctx, { matchId: match.id, rates: { home: h, away: a }, open: true }, DEMO_ADMIN_ACTOR);
  }
}

/** Loads demo data once: only into a database that has no members yet. */
export async function seedDemoData(ctx: AppContext): Promise<{ seeded: boolean; inviteCode: string | null }> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(members);
  if (count > 0) {
    await ensureDemoAdmin(ctx);
    return { seeded: false, inviteCode: null };
  }
  const now = ctx.clock.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
  // Joined five days ago, funded four days ago, then the past bets: the member's story reads in order.
  const joined = daysAgo(5);
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const { inviteCode, memberId } = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ username: DEMO_MEMBER.username, passwordHash, phone: DEMO_MEMBER.phone, realName: DEMO_MEMBER.realName, createdAt: joined })
      .returning({ id: members.id });
    await openMemberAccounts(tx, member!.id, joined);
    return { inviteCode: await issueInvitationCode(tx, member!.id, joined), memberId: member!.id };
  });
  await ensureDemoAdmin(ctx);
  // Funded four days ago, so the demo member's past bets come after the deposit in the bill.
  await fundDemoMember({ ...ctx, clock: { now: () => daysAgo(4) } });
  // The demo admin ran the back office of those past matches: results read "entered by ops_admin".
  await seedDemoHistory(ctx, memberId, DEMO_ADMIN_ACTOR);
  // The deposit took the demo member to VIP 2 (product rules' table) and a past match was voided,
  // each with a notice, read back then: the inbox a demo opens holds only what happens during it.
  await ctx.db.update(memberMessages).set({ readAt: sql`${memberMessages.createdAt}` }).where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  await seedDemoMatches(ctx);
  return { seeded: true, inviteCode };
}
