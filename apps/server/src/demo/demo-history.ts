import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { selectionsFor } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../app-context.ts';
import { marketPrices, matches } from '../db/schema.ts';
import { importFixtures } from '../modules/matches/import-fixtures.ts';
import { priceMatch } from '../modules/matches/price-match.ts';
import { placeBet } from '../modules/bets/place-bet.ts';
import { enterResult } from '../modules/settlement/enter-result.ts';
import { voidMatch } from '../modules/settlement/void-match.ts';

// The demo's past: matches of the last days with their results, and the demo member's bets on
// them, made by the real use cases with the clock set back — so the results tab, my orders and
// the bill open onto settled history (won, lost, void) rather than an empty page.

type PastMatch = {
  league: string;
  home: string;
  away: string;
  daysAgo: number;
  hourUtc: number;
  rates: [number, number];
  ht: [number, number] | null;
  ft: [number, number] | null;
  bets: { period: 'FT' | 'HT'; selection: string; betType: 'correct' | 'incorrect'; naira: number }[];
};

const PAST: PastMatch[] = [
  { league: 'NPFL', home: 'Enugu Rangers', away: 'Kwara United', daysAgo: 3, hourUtc: 16, rates: [1.4, 0.9], ht: [1, 0], ft: [2, 1], bets: [{ period: 'FT', selection: '2-1', betType: 'correct', naira: 1_000 }] },
  { league: 'Premier League', home: 'Tottenham', away: 'Newcastle', daysAgo: 2, hourUtc: 15, rates: [1.6, 1.3], ht: [0, 0], ft: [1, 1], bets: [{ period: 'FT', selection: '2-0', betType: 'correct', naira: 2_000 }, { period: 'HT', selection: '0-0', betType: 'incorrect', naira: 500 }] },
  { league: 'La Liga', home: 'Barcelona', away: 'Valencia', daysAgo: 2, hourUtc: 20, rates: [2.2, 0.9], ht: [2, 0], ft: [3, 1], bets: [{ period: 'FT', selection: '1-0', betType: 'incorrect', naira: 5_000 }] },
  { league: 'NPFL', home: 'Plateau United', away: 'Sunshine Stars', daysAgo: 1, hourUtc: 16, rates: [1.2, 1.0], ht: null, ft: null, bets: [{ period: 'FT', selection: '1-0', betType: 'correct', naira: 1_000 }] },
  { league: 'Serie A', home: 'Juventus', away: 'Roma', daysAgo: 1, hourUtc: 19, rates: [1.5, 1.0], ht: [0, 1], ft: [2, 2], bets: [] },
];

export async function seedDemoHistory(ctx: AppContext, memberId: number, admin: string) {
  const now = ctx.clock.now();
  for (const m of PAST) {
    const kickOff = new Date(now);
    kickOff.setUTCDate(kickOff.getUTCDate() - m.daysAgo);
    kickOff.setUTCHours(m.hourUtc, 0, 0, 0);
    // The back office imported and priced it a day before kick-off; the member bet an hour before.
    const past = (ms: number): AppContext => ({ ...ctx, clock: { now: () => new Date(kickOff.getTime() - ms) } });
    const dayBefore = past(24 * 3_600_000);
    await importFixtures(dayBefore, { format: 'json', content: JSON.stringify([{ league: m.league, home: m.home, away: m.away, kickoff: kickOff.toISOString() }]) }, admin);
    const [row] = await ctx.db.select({ id: matches.id }).from(matches).where(and(eq(matches.homeTeam, m.home), eq(matches.kickOffAt, kickOff)));
    if (!row) continue;
    await priceMatch(dayBefore, { matchId: row.id, rates: { home: m.rates[0], away: m.rates[1] }, open: true }, admin);
    for (const b of m.bets) {
      if (!selectionsFor(b.period).some((s) => s.id === b.selection)) continue;
      const [price] = await ctx.db
        .select({ odds: marketPrices.odds })
        .from(marketPrices)
        .where(and(eq(marketPrices.matchId, row.id), eq(marketPrices.period, b.period), eq(marketPrices.selection, b.selection), eq(marketPrices.betType, b.betType)));
      await placeBet(past(3_600_000), memberId, { matchId: row.id, period: b.period, selection: b.selection, betType: b.betType, stake: b.naira * 100, odds: price!.odds }, `demo-${crypto.randomUUID()}`);
    }
    const afterMatch = past(-2 * 3_600_000);
    if (!m.ft) {
      await voidMatch(afterMatch, { matchId: row.id, state: 'abandoned', reason: 'waterlogged pitch' }, admin);
      continue;
    }
    // Half time entered at the interval, full time after the match, as the results desk does.
    if (m.ht) await enterResult(past(-50 * 60_000), { matchId: row.id, period: 'HT', home: m.ht[0], away: m.ht[1] }, admin);
    await enterResult(afterMatch, { matchId: row.id, period: 'FT', home: m.ft[0], away: m.ft[1] }, admin);
  }
}
