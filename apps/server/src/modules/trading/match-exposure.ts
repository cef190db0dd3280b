import { eq, sql } from 'drizzle-orm';
import { actualWinIfWon } from '../bets/payout-sql.ts';
import type { TMatchExposure } from '@scoreline/contract/api/admin-trading-endpoints';
import { selectionsFor } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import { matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { matchSummary } from '../matches/list-matches.ts';
import { matchLimits } from './match-limits.ts';

type Period = 'FT' | 'HT';
const PERIODS: Period[] = ['FT', 'HT'];

/**
 * What the house stands to pay on a match. Per selection and bet type: stakes and open bets.
 * Per period and possible outcome (every grid score and "other"): the sum of what the waiting
 * bets winning there would credit, each bet's figure computed as payout.ts does it
 * (winAmount = stake x odds / 10000, then VIP award and handling fee on the profit, every
 * division truncating per bet), and the house result: the period's open stakes minus that.
 * Two set-based statements whatever the number of bets: SQL aggregates per selection, and the
 * outcomes are joined to those ~50 aggregate rows, never to the bets.
 */
export async function matchExposure(ctx: AppContext, matchId: number): Promise<TMatchExposure> {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('MATCH_NOT_FOUND');

  const sides = (await ctx.db.execute(sql`
    select period, selection, bet_type,
           coalesce(sum(stake) filter (where status <> 'revoked'), 0)::text as staked,
           coalesce(sum(stake) filter (where status = 'waiting'), 0)::text as open_stake,
           (count(*) filter (where status = 'waiting'))::int as open_bets
    from bets where match_id = ${matchId}
    group by period, selection, bet_type`)) as unknown as { rows: { period: string; selection: string; bet_type: string; staked: string; open_stake: string; open_bets: number }[] };

  const outcomeKeys = PERIODS.flatMap((period) => selectionsFor(period).map((s) => sql`(${period}::text, ${s.id}::text)`));
  const payouts = (await ctx.db.execute(sql`
    with credited as (
      select period, selection,
             sum(${actualWinIfWon}) filter (where bet_type = 'correct') as if_correct,
             sum(${actualWinIfWon}) filter (where bet_type = 'incorrect') as if_incorrect
      from bets where match_id = ${matchId} and status = 'waiting'
      group by period, selection
    )
    select o.period, o.outcome,
           (coalesce(sum(c.if_correct) filter (where c.selection = o.outcome), 0)
            + coalesce(sum(c.if_incorrect) filter (where c.selection <> o.outcome), 0))::text as payout
    from (values ${sql.join(outcomeKeys, sql`, `)}) as o(period, outcome)
    left join credited c on c.period = o.period
    group by o.period, o.outcome`)) as unknown as { rows: { period: string; outcome: string; payout: string }[] };

  const side = (period: Period, selection: string, betType: string) => {
    const r = sides.rows.find((x) => x.period === period && x.selection === selection && x.bet_type === betType);
    return { staked: Number(r?.staked ?? 0), openStake: Number(r?.open_stake ?? 0), openBets: r?.open_bets ?? 0 };
  };
  return {
    match: matchSummary(match, ctx.clock.now()),
    limits: await matchLimits(ctx, match),
    periods: PERIODS.map((period) => {
      const selections = selectionsFor(period).map((s) => ({ selection: s.id, correct: side(period, s.id, 'correct'), incorrect: side(period, s.id, 'incorrect') }));
      const openStake = selections.reduce((sum, s) => sum + BigInt(s.correct.openStake) + BigInt(s.incorrect.openStake), 0n);
      const openBets = selections.reduce((n, s) => n + s.correct.openBets + s.incorrect.openBets, 0);
      const outcomes = selectionsFor(period).map((s) => {
        const payout = BigInt(payouts.rows.find((r) => r.period === period && r.outcome === s.id)?.payout ?? '0');
        return { outcome: s.id, payout: Number(payout), houseResult: Number(openStake - payout) };
      });
      const worstCase = outcomes.reduce((worst, o) => (o.payout > worst.payout ? o : worst));
      return { period, openStake: Number(openStake), openBets, selections, outcomes, worstCase };
    }),
  };
}
