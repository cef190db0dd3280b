// Untimed preparation for the bet-placement benchmark, done in the benchmark's own process
// directly on the database the servers will use: funded members with live sessions, priced
// open matches, and limits raised so the run measures placement rather than refusals.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/app-context.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { ledgerAccounts, marketPrices, matches, members, memberSessions } from '../../apps/server/src/db/schema.ts';
import { memberAccountCode } from '../../apps/server/src/modules/ledger/member-accounts.ts';
import { ensureOperatorAccounts } from '../../apps/server/src/modules/ledger/operator-accounts.ts';
import { postTransaction } from '../../apps/server/src/modules/ledger/post-transaction.ts';
import { importFixtures } from '../../apps/server/src/modules/matches/import-fixtures.ts';
import { priceMatch } from '../../apps/server/src/modules/matches/price-match.ts';
import { hashToken } from '../../apps/server/src/modules/members/session-tokens.ts';
import { walletSettingDefinitions } from '../../apps/server/src/modules/settings/wallet-settings.ts';

export type BenchMember = { id: number; token: string; ip: string };
export type BenchSelection = { matchId: number; period: 'FT' | 'HT'; selection: string; betType: 'correct' | 'incorrect'; odds: number };
export type BettingFixture = { ctx: AppContext; members: BenchMember[]; selections: BenchSelection[]; close(): Promise<void> };

/** Opens an app context on `database` (migrated here) and prepares members, matches and settings. */
export async function prepareBetting(database: Database, options: { members: number; matches: number; fundKobo: bigint }): Promise<BettingFixture> {
  await database.migrate();
  // The in-process ceiling batches as the servers do (they take BET_BATCHES_IN_FLIGHT from the environment too).
  const inFlight = process.env.BET_BATCHES_IN_FLIGHT;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DEMO_SEED: 'false', ...(inFlight ? { BET_BATCHES_IN_FLIGHT: inFlight } : {}) });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.ready();
  const now = ctx.clock.now();
  await ensureOperatorAccounts(ctx.db, now);

  // Raised limits: one address per member may submit often; members may bet many times a day;
  // a selection's total is far above what a run stakes, so no bet meets SELECTION_LIMIT_REACHED.
  await ctx.settings.set('limits.submitPerMinute', 10_000, 'bench');
  await ctx.settings.set('betting.selectionTotalKobo', 1_000_000_000_000, 'bench');
  const levels = walletSettingDefinitions['vip.levels'].default.map((l) => ({ ...l, dailyBetLimitKobo: 1_000_000_000_000 }));
  await ctx.settings.set('vip.levels', levels, 'bench');

  // Matches two days ahead, priced and open.
  const kickoff = new Date(now.getTime() + 2 * 24 * 3600_000).toISOString();
  const tag = crypto.randomBytes(3).toString('hex');
  const fixtures = Array.from({ length: options.matches }, (_, i) => ({ league: 'Bench League', home: `Home ${tag} ${i}`, away: `Away ${tag} ${i}`, kickoff }));
  await importFixtures(ctx, { format: 'json', content: JSON.stringify(fixtures) }, 'bench');
  const rows = await ctx.db.select({ id: matches.id }).from(matches);
  for (const r of rows) await priceMatch(ctx, { matchId: r.id, rates: { home: 1.4, away: 1.1 }, open: true }, 'bench');
  const priced = await ctx.db
    .select({ matchId: marketPrices.matchId, period: marketPrices.period, selection: marketPrices.selection, betType: marketPrices.betType, odds: marketPrices.odds })
    .from(marketPrices)
    // Only what members are offered: the engine withholds a long shot's incorrect score.
    .where(and(inArray(marketPrices.matchId, rows.map((r) => r.id)), eq(marketPrices.withheld, false)));
  const selections = priced as BenchSelection[];

  // Members with wallet accounts and a session each, funded through the ledger's one write path.
  const benchMembers: BenchMember[] = [];
  const ttl = new Date(now.getTime() + 24 * 3600_000);
  for (let start = 0; start < options.members; start += 500) {
    const n = Math.min(500, options.members - start);
    await ctx.db.transaction(async (tx) => {
      const ids = await tx
        .insert(members)
        .values(Array.from({ length: n }, (_, i) => ({ username: `bench_${tag}_${start + i}`, passwordHash: 'bench-no-login', createdAt: now })))
        .returning({ id: members.id });
      await tx.insert(ledgerAccounts).values(
        ids.flatMap(({ id }) => (['available', 'frozen'] as const).map((part) => ({ code: memberAccountCode(id, part), memberId: id, normalSide: 'credit', createdAt: now }))),
      );
      const tokens = ids.map(() => crypto.randomBytes(32).toString('base64url'));
      await tx.insert(memberSessions).values(ids.map(({ id }, i) => ({ memberId: id, tokenHash: hashToken(tokens[i]!), createdAt: now, expiresAt: ttl })));
      for (const [i, { id }] of ids.entries()) {
        await postTransaction(tx, {
          idempotencyKey: `bench-fund-${id}`,
          kind: 'deposit',
          billGroup: 'R',
          actor: 'bench',
          at: now,
          postings: [
            { account: 'psp:sandbox:clearing', side: 'debit', amount: options.fundKobo },
            { account: memberAccountCode(id, 'available'), side: 'credit', amount: options.fundKobo },
          ],
        });
        const k = start + i;
        benchMembers.push({ id, token: tokens[i]!, ip: `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}` });
      }
    });
  }
  return { ctx, members: benchMembers, selections, close: () => app.close() };
}
