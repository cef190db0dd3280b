import { and, asc, eq } from 'drizzle-orm';
import { selectionsFor } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import { marketPrices, matches, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { matchSummary } from './list-matches.ts';

/** A match with its two grids in display order, and what the order page needs to preview a win. */
export async function matchDetail(ctx: AppContext, matchId: number, memberId: number | null) {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  const prices = await ctx.db.select().from(marketPrices).where(and(eq(marketPrices.matchId, matchId))).orderBy(asc(marketPrices.period));
  const price = (period: string, selection: string, betType: string) => {
    const p = prices.find((x) => x.period === period && x.selection === selection && x.betType === betType);
    const withheld = p?.withheld === true;
    return { odds: p?.odds ?? 0, version: p?.version ?? 0, suspended: !p || p.suspended || withheld || match.suspended, withheld };
  };
  const [minStake, maxStake, levels, feeBps] = await Promise.all([
    ctx.settings.get('betting.minStakeKobo'),
    ctx.settings.get('betting.maxStakeKobo'),
    ctx.settings.get('vip.levels'),
    ctx.settings.get('betting.handlingFeeBps'),
  ]);
  const [member] = memberId ? await ctx.db.select({ vipLevel: members.vipLevel }).from(members).where(eq(members.id, memberId)) : [];
  return {
    match: matchSummary(match, ctx.clock.now()),
    markets: (['FT', 'HT'] as const).map((period) => ({
      period,
      selections: selectionsFor(period).map((s) => ({ selection: s.id, correct: price(period, s.id, 'correct'), incorrect: price(period, s.id, 'incorrect') })),
    })),
    limits: { minStake: Number(match.minStake ?? BigInt(minStake)), maxStake: Number(match.maxStake ?? BigInt(maxStake)) },
    vipBonusBps: vipRow(levels, member?.vipLevel ?? 0).oddsBonusBps,
    handlingFeeBps: feeBps,
  };
}
